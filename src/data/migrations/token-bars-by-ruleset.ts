import { RULESET_IDS, type RulesetId } from "../../rules/rulesets";
import { TOKEN_BARS } from "../token-bars";
import type { SystemMigration } from "./migration";

/**
 * The bars every actor's tokens were given before each ruleset chose its own: system.json's
 * `primaryTokenAttribute` and `secondaryTokenAttribute`, OK RPG's health tracks, which no other
 * ruleset's actor has (its bars showed nothing).
 */
export const OLD_DEFAULT_BARS = { bar1: "health", bar2: "lethalHealth" } as const;

const isRuleset = (type: string): type is RulesetId => RULESET_IDS.includes(type as RulesetId);

/**
 * Schema 0.2.2: a token bar (an actor's prototype token, a token on a scene) still showing the old
 * default gets its ruleset's health track or key resource, as a new actor's do. A bar holding
 * anything else (a GM's choice, none) is left as it is, so running this twice changes nothing.
 */
export const tokenBarsByRuleset: SystemMigration = {
  version: "0.2.2",
  types: RULESET_IDS.filter((ruleset) => TOKEN_BARS[ruleset].primary !== OLD_DEFAULT_BARS.bar1),
  migrate: (system) => system,
  bars(bars, type) {
    if (!isRuleset(type)) return bars;
    const wanted = { bar1: TOKEN_BARS[type].primary, bar2: TOKEN_BARS[type].secondary };
    const barOf = (bar: "bar1" | "bar2") =>
      bars[bar]?.attribute === OLD_DEFAULT_BARS[bar]
        ? { ...bars[bar], attribute: wanted[bar] }
        : bars[bar];
    return { ...bars, bar1: barOf("bar1"), bar2: barOf("bar2") };
  },
};
