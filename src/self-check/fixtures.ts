import type { RulesetId, SequencingMode } from "../rules/rulesets";

/*
 * Who the self-check fights with: for each ruleset, two of its sample characters from the
 * system's own compendium (imported into the world for the step, deleted after), the weapon the
 * attacker uses, the tracker mode the ruleset runs, and a field an Active Effect raises together
 * with a value derived from it. The same fights the playground's browser tests play.
 */

export interface Fight {
  readonly ruleset: RulesetId;
  /** the ruleset's characters pack (packs/<ruleset>-characters) */
  readonly pack: string;
  readonly attacker: string;
  readonly weapon: string;
  readonly target: string;
  readonly mode: SequencingMode;
  /** the two tokens on one square (else side by side) */
  readonly sameSquare?: boolean;
  /**
   * An Active Effect on `actor` (one of the two) adds `amount` to `field` (README, "Active
   * Effects"), which `derived` follows.
   */
  readonly effect: {
    readonly actor: "attacker" | "target";
    readonly field: string;
    readonly amount: number;
    readonly derived: string;
  };
}

export const FIGHTS: readonly Fight[] = [
  {
    ruleset: "okrpg",
    pack: "okrpg-characters",
    attacker: "Jack Steele",
    weapon: "Heavy pistol",
    target: "Hired goon",
    mode: "ladder",
    effect: {
      actor: "target",
      field: "system.roleModifiers.toughness",
      amount: 2,
      derived: "system.dr",
    },
  },
  {
    ruleset: "occult",
    pack: "occult-characters",
    attacker: "Father Dominic Reyes",
    weapon: "Desert Eagle",
    target: "Bandit",
    mode: "standard",
    effect: { actor: "target", field: "system.speed", amount: 2, derived: "system.runSquares" },
  },
  {
    ruleset: "action",
    pack: "action-characters",
    attacker: "Peter",
    weapon: "Pistol",
    target: "Triad thugs",
    mode: "shots",
    effect: {
      actor: "attacker",
      field: "system.attributes.body",
      amount: 2,
      derived: "system.hits.max",
    },
  },
  {
    ruleset: "rounds",
    pack: "rounds-characters",
    attacker: "Sir Aldric",
    weapon: "Longsword",
    target: "Brenna of the Marches",
    // RULES 4 reach: inside her spear's reach (closer than half of it), his longsword strikes her
    sameSquare: true,
    mode: "readyHp",
    effect: { actor: "target", field: "system.strength", amount: 3, derived: "system.hp.max" },
  },
  {
    ruleset: "mano",
    pack: "mano-characters",
    attacker: "Man-at-arms",
    weapon: "Longsword",
    target: "Steven",
    mode: "turns",
    effect: {
      actor: "target",
      field: "system.strength",
      amount: 3,
      derived: "system.carryingCapacity",
    },
  },
];

export function fightOf(ruleset: RulesetId): Fight {
  return FIGHTS.find((fight) => fight.ruleset === ruleset)!;
}

/** The seed the self-check's dice are rolled from, where Foundry lets its dice be seeded. */
export const SELF_CHECK_SEED = 1127;
