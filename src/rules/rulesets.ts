import { requireChoice } from "./errors";

/** The five rulesets the system hosts (RULES.md, table at the top). */
export const RULESET_IDS = ["okrpg", "occult", "action", "rounds", "mano"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** The combat-tracker sequencing modes (RULES.md: "sequencing" column). */
export const SEQUENCING_MODES = ["ladder", "standard", "shots", "readyHp", "turns"] as const;
export type SequencingMode = (typeof SEQUENCING_MODES)[number];

const DEFAULT_MODE: Record<RulesetId, SequencingMode> = {
  okrpg: "ladder",
  occult: "standard",
  action: "shots",
  rounds: "readyHp",
  mano: "turns",
};

export function parseRuleset(value: unknown): RulesetId {
  return requireChoice("ruleset", value, RULESET_IDS);
}

/** The tracker mode a new encounter starts in for a ruleset. */
export function defaultSequencing(ruleset: RulesetId): SequencingMode {
  return DEFAULT_MODE[parseRuleset(ruleset)];
}

/** `rounds` borrows resolution, damage, armor and its items from `mano` [I-7]. */
export function itemRuleset(ruleset: RulesetId): RulesetId {
  parseRuleset(ruleset);
  return ruleset === "rounds" ? "mano" : ruleset;
}
