import { RULESET_IDS, type RulesetId } from "./rules/rulesets";

export const SYSTEM_ID = "action-engine";
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;

/** Labels shown for each ruleset (lang keys). */
export const RULESET_LABELS: Record<RulesetId, string> = Object.fromEntries(
  RULESET_IDS.map((id) => [id, `ACTION_ENGINE.Ruleset.${id}`]),
) as Record<RulesetId, string>;

/** The system's configuration object, exposed as CONFIG.ACTION_ENGINE for macros and modules. */
export const ACTION_ENGINE_CONFIG = {
  systemId: SYSTEM_ID,
  rulesets: RULESET_LABELS,
};

export function templatePath(relative: string): string {
  return `${SYSTEM_PATH}/templates/${relative}`;
}
