import { notAllowed, requireBoolean, requireChoice, requireObject } from "../errors";
import { ACTIONS } from "./actions";
import { GRIPS, POSTURES, type Grip, type Posture, type RollCategory } from "./types";

/** The rows of the seed's stance and position table; the columns are the two postures. */
export const STANCES = [
  "default",
  "aiming",
  "grappling",
  "dominant",
  "strategic",
  "cautious",
  "resting",
  "instantStand",
] as const;
export type Stance = (typeof STANCES)[number];

export type ByCategory = Readonly<Record<RollCategory, number>>;

/** One cell of the table: modifiers to the character's own attack rolls and defence. */
export interface StanceModifiers {
  /** Added to the character's attack rolls of each family. */
  readonly attack: ByCategory;
  /** Added to the character's defence against attacks of each family. */
  readonly defence: ByCategory;
  /**
   * Against (and from) the one opponent the character grapples. Only the dominant position
   * differs from `attack`/`defence` here: +5 both ways against the inferior grappler.
   */
  readonly versusOpponent: { readonly attack: ByCategory; readonly defence: ByCategory };
}

// RULES 5 position table: being on the ground costs 5 on striking (attack and defence) and
// gains 5 defence against missiles; grappling costs 5; a dominant grappler gains 5 against the
// inferior one. The aiming, strategic, cautious and resting rows are the actions' own numbers.
const GROUND_STRIKING = -5;
const GROUND_MISSILE_DEFENCE = 5;
const GRAPPLING = -5;
const DOMINANT_VERSUS_INFERIOR = 5;

function all(n: number): ByCategory {
  return { striking: n, missile: n, grapple: n };
}

function plus(a: ByCategory, b: Partial<ByCategory>): ByCategory {
  return {
    striking: a.striking + (b.striking ?? 0),
    missile: a.missile + (b.missile ?? 0),
    grapple: a.grapple + (b.grapple ?? 0),
  };
}

function cell(attack: ByCategory, defence: ByCategory, versus?: number): StanceModifiers {
  return {
    attack,
    defence,
    versusOpponent:
      versus === undefined ? { attack, defence } : { attack: all(versus), defence: all(versus) },
  };
}

function postureDefault(posture: Posture): { attack: ByCategory; defence: ByCategory } {
  return posture === "standing"
    ? { attack: all(0), defence: all(0) }
    : {
        attack: { striking: GROUND_STRIKING, missile: 0, grapple: 0 },
        defence: { striking: GROUND_STRIKING, missile: GROUND_MISSILE_DEFENCE, grapple: 0 },
      };
}

/**
 * Grappling on the ground: every attack roll −5, defence −5 except against missiles, where the
 * ground's +5 holds. In a standing clinch: −5 to every roll. The seed's grappling paragraph
 * speaks of "+0" for the dominant clinch fighter, but RULES 5 pins the position table, whose
 * dominant row says +5 against the inferior grappler; the table wins.
 */
function grapplingRow(posture: Posture): { attack: ByCategory; defence: ByCategory } {
  return {
    attack: all(GRAPPLING),
    defence:
      posture === "standing"
        ? all(GRAPPLING)
        : { striking: GRAPPLING, missile: GROUND_MISSILE_DEFENCE, grapple: GRAPPLING },
  };
}

/**
 * The seed's stance and position table (RULES 5): the modifiers of one stance in one posture.
 * Strategic and cautious attacks cannot be made from the ground (the "n/a" cells). Resting on
 * the ground keeps the ground's own modifiers and adds the rest bonus, the way the aiming row
 * spells it out for its ground cell. `fromAbove`: an attack from above cancels the ground's
 * bonus against missiles.
 */
export function stanceModifiers(
  posture: Posture,
  stance: Stance,
  o: { fromAbove?: boolean } = {},
): StanceModifiers {
  requireChoice("posture", posture, POSTURES);
  requireChoice("stance", stance, STANCES);
  requireObject("stance options", o);
  const fromAbove = requireBoolean("fromAbove", o.fromAbove, false);
  const modifiers = TABLE[posture][stance] ?? refuseOffTheTable(stance);
  if (!fromAbove || posture === "standing") return modifiers;
  return {
    attack: modifiers.attack,
    defence: withoutGroundCover(modifiers.defence),
    versusOpponent: {
      attack: modifiers.versusOpponent.attack,
      defence:
        stance === "dominant"
          ? modifiers.versusOpponent.defence
          : withoutGroundCover(modifiers.versusOpponent.defence),
    },
  };
}

function withoutGroundCover(defence: ByCategory): ByCategory {
  return { ...defence, missile: defence.missile - GROUND_MISSILE_DEFENCE };
}

function tableCell(posture: Posture, stance: Stance): StanceModifiers {
  const base = postureDefault(posture);
  switch (stance) {
    case "default":
      return cell(base.attack, base.defence);
    case "aiming":
      return cell(plus(base.attack, { missile: ACTIONS.aim.nextAttackBonus }), base.defence);
    case "grappling": {
      const row = grapplingRow(posture);
      return cell(row.attack, row.defence);
    }
    case "dominant": {
      const row = grapplingRow(posture);
      return cell(row.attack, row.defence, DOMINANT_VERSUS_INFERIOR);
    }
    case "strategic":
      return cell(
        plus(base.attack, {
          striking: ACTIONS.strategicStrike.attackModifier,
          missile: ACTIONS.strategicShot.attackModifier,
        }),
        base.defence,
      );
    case "cautious":
      return cell(base.attack, plus(base.defence, all(ACTIONS.cautiousStrike.defenceBonus)));
    case "resting":
      return cell(base.attack, plus(base.defence, all(ACTIONS.rest.defenceBonus)));
    // RULES 5: instant stand shares the rest's +5 defence until the next turn; one who has just
    // stood up is not on the ground
    case "instantStand":
      return cell(base.attack, plus(base.defence, all(ACTIONS.instantStand.defenceBonus)));
  }
}

/**
 * The refusal for a cell the table leaves out: the n/a rows on the ground (strategic and
 * cautious attacks), and an instant stand, which ends on one's feet.
 */
function refuseOffTheTable(stance: Stance): never {
  if (stance === "instantStand") throw notAllowed("an instant stand", "not on the ground");
  const attack = stance === "strategic" ? "a strategic attack" : "a cautious attack";
  throw notAllowed(attack, "not from the ground");
}

/** The rows the table marks n/a on the ground (and instant stand, which ends on one's feet). */
export const STANDING_ONLY: ReadonlySet<Stance> = new Set<Stance>([
  "strategic",
  "cautious",
  "instantStand",
]);

function freezeCell(c: StanceModifiers): StanceModifiers {
  Object.freeze(c.versusOpponent.attack);
  Object.freeze(c.versusOpponent.defence);
  Object.freeze(c.versusOpponent);
  Object.freeze(c.attack);
  Object.freeze(c.defence);
  return Object.freeze(c);
}

/**
 * Every possible cell, computed once (attacks look them up on each roll). Computed at load, the
 * cells are static mutants to Stryker (not mutated); each cell has its own test.
 */
const TABLE: Record<Posture, Partial<Record<Stance, StanceModifiers>>> = {
  standing: {},
  ground: {},
};
for (const posture of POSTURES)
  for (const stance of STANCES)
    if (posture === "standing" || !STANDING_ONLY.has(stance))
      TABLE[posture][stance] = freezeCell(tableCell(posture, stance));

/**
 * The table row a defender is in (RULES 5 stance and position table): the sheet's stance, or,
 * while it grapples, the row its grip puts it in. Interpretation: a character is in one row at a
 * time, and a grip held is what the character is doing, so it wins over the stance written down.
 */
export function defenderRow(stance: Stance | undefined, grip: Grip): Stance {
  const g = requireChoice("grip", grip, GRIPS);
  if (g !== "none") return gripStance(g);
  return requireChoice("stance", stance ?? "default", STANCES);
}

/** The table row a grappler's position puts it in: not grappling → default. */
export function gripStance(grip: Grip): Stance {
  const g = requireChoice("grip", grip, GRIPS);
  if (g === "none") return "default";
  return g === "dominant" ? "dominant" : "grappling";
}

/**
 * The row the attacker stands in once its attack is made (RULES 5 aim): the aim's +5 is for the
 * next attack only, so that attack ends the aiming row; every other row stays as written.
 */
export function stanceAfterAttack(stance: Stance): Stance {
  return requireChoice("stance", stance, STANCES) === "aiming" ? "default" : stance;
}

/** Characters who start a fight unsurprised and evading get this defence until their first turn. */
export const EVADING_AT_START = 4;
