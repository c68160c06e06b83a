import { RULESET_LABELS, SYSTEM_ID } from "./config";
import { parseRuleset, type RulesetId } from "./rules/rulesets";

declare global {
  interface SettingConfig {
    "action-engine.ruleset": RulesetId;
  }
}

export function registerSettings(): void {
  game.settings!.register(SYSTEM_ID, "ruleset", {
    name: "ACTION_ENGINE.Settings.Ruleset.Name",
    hint: "ACTION_ENGINE.Settings.Ruleset.Hint",
    scope: "world", // world scope: only a GM (or a role with settings permission) may change it
    config: true,
    type: String,
    choices: RULESET_LABELS,
    default: "okrpg",
    requiresReload: true,
  });
}

/** The world's ruleset; a corrupt stored value falls back to okrpg rather than breaking load. */
export function activeRuleset(): RulesetId {
  const stored = game.settings!.get(SYSTEM_ID, "ruleset");
  try {
    return parseRuleset(stored);
  } catch {
    return "okrpg";
  }
}
