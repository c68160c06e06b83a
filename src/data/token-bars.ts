import { RULESET_IDS, type RulesetId } from "../rules/rulesets";

/** The tracks an actor type offers to token bars, as `system.*` paths. */
export interface TokenBars {
  /** the health track a new token shows in its first bar */
  readonly primary: string;
  /** the ruleset's key resource, in the second bar */
  readonly secondary: string;
  /** every value/max pair a bar may show */
  readonly bar: readonly string[];
  /** single numbers a bar may show */
  readonly value: readonly string[];
}

/**
 * Each actor type's health track(s) and key resource as value/max pairs (see the models'
 * derived bars). The actor type of a ruleset is named like the ruleset.
 */
export const TOKEN_BARS: { readonly [R in RulesetId]: TokenBars } = {
  okrpg: {
    primary: "health",
    secondary: "lethalHealth",
    bar: ["health", "lethalHealth"],
    value: ["wounds.nonlethal", "wounds.lethal", "mook.points"],
  },
  occult: {
    primary: "hp",
    secondary: "armorHp",
    bar: ["hp", "armorHp"],
    value: ["fatigue.roundsFought"],
  },
  action: {
    primary: "hits",
    secondary: "fortune",
    bar: ["hits", "fortune"],
    value: ["advantage"],
  },
  rounds: {
    primary: "hp",
    secondary: "harmTrack",
    bar: ["hp", "harmTrack", "healthyTrack"],
    value: ["stun", "damage"],
  },
  mano: {
    primary: "harmTrack",
    secondary: "healthyTrack",
    bar: ["harmTrack", "healthyTrack"],
    value: ["stun", "damage"],
  },
};

/** `CONFIG.Actor.trackableAttributes`: what the token configuration offers for each actor type. */
export function trackableAttributes(): Record<string, { bar: string[]; value: string[] }> {
  return Object.fromEntries(
    RULESET_IDS.map((ruleset) => [
      ruleset,
      { bar: [...TOKEN_BARS[ruleset].bar], value: [...TOKEN_BARS[ruleset].value] },
    ]),
  );
}
