import { RULESET_LABELS, SYSTEM_ID } from "./config";
import { refreshPrepared } from "./documents/refresh";
import { DEFAULT_OPTIONS, MOOK_SYSTEMS, withDefaults, type RuleOptions } from "./rules/options";
import {
  defaultSequencing,
  parseRuleset,
  RULESET_IDS,
  SEQUENCING_MODES,
  type RulesetId,
  type SequencingMode,
} from "./rules/rulesets";

/** The setting key of one optional rule: `<ruleset>.<switch>`, e.g. `okrpg.limbMangling`. */
type OptionSettings<R extends RulesetId> = {
  [O in keyof RuleOptions[R] & string as `${typeof SYSTEM_ID}.${R}.${O}`]: RuleOptions[R][O];
};

declare global {
  interface SettingConfig
    extends
      OptionSettings<"okrpg">,
      OptionSettings<"occult">,
      OptionSettings<"action">,
      OptionSettings<"rounds">,
      OptionSettings<"mano"> {
    "action-engine.ruleset": RulesetId;
    "action-engine.migrationVersion": string;
    "action-engine.packMigrationVersions": Record<string, string>;
    "action-engine.trackerMode": SequencingMode | "ruleset";
  }
}

/** The lang keys of an optional rule's setting: one Name/Hint pair per switch, shared by rulesets. */
export function optionLabels(option: string): { name: string; hint: string } {
  return {
    name: `ACTION_ENGINE.Settings.Option.${option}.Name`,
    hint: `ACTION_ENGINE.Settings.Option.${option}.Hint`,
  };
}

// foundry-vtt-types checks each key against SettingConfig; these keys are built in a loop, so
// this one narrow view of `register`/`get` takes the key as a plain string.
interface LooseSettings {
  register(namespace: string, key: string, data: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
}
const settings = () => game.settings as unknown as LooseSettings;

function registerOptions(active: RulesetId): void {
  for (const ruleset of RULESET_IDS) {
    for (const [option, initial] of Object.entries(DEFAULT_OPTIONS[ruleset])) {
      const { name, hint } = optionLabels(option);
      settings().register(SYSTEM_ID, `${ruleset}.${option}`, {
        name,
        hint,
        scope: "world", // world scope: only a GM may change it
        // Only the world's ruleset's switches are shown; the others keep their stored values.
        config: ruleset === active,
        type: typeof initial === "boolean" ? Boolean : String,
        ...(option === "defaultMookSystem"
          ? {
              choices: Object.fromEntries(
                MOOK_SYSTEMS.map((m) => [m, `ACTION_ENGINE.Choice.mookSystem.${m}`]),
              ),
            }
          : {}),
        default: initial,
        requiresReload: false,
        onChange: refreshPrepared,
      });
    }
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
  game.settings!.register(SYSTEM_ID, "migrationVersion", {
    name: "ACTION_ENGINE.Settings.MigrationVersion.Name",
    hint: "ACTION_ENGINE.Settings.MigrationVersion.Hint",
    scope: "world",
    config: false,
    type: String,
    default: "",
  });
  game.settings!.register(SYSTEM_ID, "packMigrationVersions", {
    name: "ACTION_ENGINE.Settings.PackMigrationVersions.Name",
    hint: "ACTION_ENGINE.Settings.PackMigrationVersions.Hint",
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
  registerTrackerMode();
  registerOptions(activeRuleset());
}

/**
 * The combat tracker mode new encounters start in: the ruleset's own (RULES.md table), or one the
 * GM prefers for this world; a GM can still switch one encounter before it starts.
 */
function registerTrackerMode(): void {
  game.settings!.register(SYSTEM_ID, "trackerMode", {
    name: "ACTION_ENGINE.Tracker.Settings.Mode.Name",
    hint: "ACTION_ENGINE.Tracker.Settings.Mode.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      ruleset: "ACTION_ENGINE.Tracker.Settings.Mode.Ruleset",
      ...Object.fromEntries(SEQUENCING_MODES.map((m) => [m, `ACTION_ENGINE.Tracker.Mode.${m}`])),
    },
    default: "ruleset",
    requiresReload: false,
    onChange: refreshPrepared,
  });
}

/** The mode a new encounter starts in: the world's tracker-mode setting, else the ruleset's own. */
export function defaultTrackerMode(): SequencingMode {
  let stored: unknown;
  try {
    stored = game.settings!.get(SYSTEM_ID, "trackerMode");
  } catch {
    stored = "ruleset";
  }
  return (SEQUENCING_MODES as readonly unknown[]).includes(stored)
    ? (stored as SequencingMode)
    : defaultSequencing(activeRuleset());
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

/**
 * The optional-rule switches of a ruleset as the world has set them: the object Foundry code
 * hands to the rules layer. A switch whose setting is missing (not registered yet) or holds a
 * value of the wrong kind keeps its default.
 */
export function ruleOptions<R extends RulesetId>(ruleset: R): RuleOptions[R] {
  const read: Record<string, unknown> = {};
  for (const [option, initial] of Object.entries(DEFAULT_OPTIONS[parseRuleset(ruleset)])) {
    let value: unknown;
    try {
      value = settings().get(SYSTEM_ID, `${ruleset}.${option}`);
    } catch {
      continue;
    }
    const fits =
      typeof value === typeof initial &&
      (option !== "defaultMookSystem" || (MOOK_SYSTEMS as readonly unknown[]).includes(value));
    if (fits) read[option] = value;
  }
  return withDefaults(ruleset, read as Partial<RuleOptions[R]>);
}

/**
 * The schema version each world compendium was last checked or migrated at, by pack id (a pack
 * not listed has never been: "").
 */
export function packMigrationVersions(): Record<string, string> {
  const stored: unknown = game.settings!.get(SYSTEM_ID, "packMigrationVersions");
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** The world's migration version ("" before the first migration ran). */
export function migrationVersion(): string {
  const stored: unknown = game.settings!.get(SYSTEM_ID, "migrationVersion");
  return typeof stored === "string" ? stored : "";
}
