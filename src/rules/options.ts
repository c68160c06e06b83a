import { RulesRangeError, requireBoolean, requireChoice, requireObject } from "./errors";
import { parseRuleset, type RulesetId } from "./rulesets";

/**
 * The optional rules of each ruleset (RULES.md), as plain switches. World settings hold them;
 * Foundry code reads the settings and hands the rules layer one of these objects — the rules
 * layer never reads settings itself.
 */
export type MookSystem = "full" | "mook" | "evenSimpler" | "simplest";
export const MOOK_SYSTEMS: readonly MookSystem[] = ["full", "mook", "evenSimpler", "simplest"];

export interface OkrpgOptions {
  /** RULES 1.6 optional: limb-mangling */
  limbMangling: boolean;
  /** RULES 1.6 optional: gumption rolls ignore half / all impairment until the end of round */
  gumption: boolean;
  /** RULES 1.6 optional: head-cracking raises lethality of the hits reaching 7 and 10 */
  headCracking: boolean;
  /** RULES 1.5 optional: attacks may carry a penetration rank separate from damage */
  penetration: boolean;
  /** RULES 1.5 optional: armor may protect differently per damage type */
  armorVariation: boolean;
  /** RULES 1.9: roll Tide of Battle every round, not only at the start of the fight */
  tideEveryRound: boolean;
  /** RULES 1.7: the damage system used for actors that do not choose their own */
  defaultMookSystem: MookSystem;
}

export interface OccultOptions {
  /** RULES 2: on an epic fumble, draw from the Epic Fumble table instead of GM narration */
  epicFumbleTable: boolean;
}

export interface ActionOptions {
  /** RULES 3: simplified initiative, one action each per round by Reflexes */
  simplifiedInitiative: boolean;
}

export interface ManoOptions {
  /** RULES 5 optional: double power only on a natural 13 or more */
  randomDamage: boolean;
  /** RULES 5 optional: an automatic success adds the weapon's power again */
  criticalHit: boolean;
}

/** Action Rounds resolves like Mano a Mano [I-7], so it has the same switches. */
export type RoundsOptions = ManoOptions;

export interface RuleOptions {
  okrpg: OkrpgOptions;
  occult: OccultOptions;
  action: ActionOptions;
  rounds: RoundsOptions;
  mano: ManoOptions;
}

export const DEFAULT_OPTIONS: { readonly [R in RulesetId]: Readonly<RuleOptions[R]> } = {
  okrpg: {
    limbMangling: false,
    gumption: false,
    headCracking: false,
    penetration: false,
    armorVariation: false,
    tideEveryRound: false,
    defaultMookSystem: "full",
  },
  occult: { epicFumbleTable: true },
  action: { simplifiedInitiative: false },
  rounds: { randomDamage: false, criticalHit: false },
  mano: { randomDamage: false, criticalHit: false },
};

/** Fills in defaults for switches not given; a switch that is not one of the ruleset's is refused. */
export function withDefaults<R extends RulesetId>(
  ruleset: R,
  options: Partial<RuleOptions[R]> = {},
): RuleOptions[R] {
  const defaults: Readonly<Record<string, unknown>> = DEFAULT_OPTIONS[parseRuleset(ruleset)];
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(requireObject(`${ruleset} options`, options))) {
    const name = `${ruleset} option ${key}`;
    if (!Object.hasOwn(defaults, key)) throw new RulesRangeError("UnknownField", { name });
    // a switch given as undefined is one not given: it keeps its default
    if (value === undefined) continue;
    given[key] =
      typeof defaults[key] === "boolean"
        ? requireBoolean(name, value)
        : requireChoice(name, value, MOOK_SYSTEMS);
  }
  return { ...DEFAULT_OPTIONS[ruleset], ...given } as RuleOptions[R];
}
