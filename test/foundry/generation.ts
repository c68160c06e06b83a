import type { SettingsDouble } from "./settings";

/**
 * The Foundry generation the double imitates, 13 or 14 (test/foundry/BEHAVIOURS.md, "## v14").
 * `installFoundry({ generation })` picks it; the default comes from FOUNDRY_GENERATION, so the
 * vitest project `foundry-v14` runs the same Foundry-facing suite as v14. What differs:
 * - `game.release.generation`;
 * - message modes: v13 has the `core.rollMode` setting, CONFIG.Dice.rollModes, the `rollMode`
 *   option and ChatMessage.applyRollMode; v14 has `core.messageMode`, CONFIG.ChatMessage.modes,
 *   the `messageMode` option and ChatMessage.applyMode. On v14 the v13 names still answer but
 *   each call records a compatibility warning (Foundry logs "… is deprecated in favor of …,
 *   Deprecated since Version 14"), and `core.rollMode` keeps its default whatever the chat log's
 *   selector shows; on v13 the v14 names do not exist;
 * - Active Effects (test/foundry/documents.ts): v13 changes in `effect.changes` with a numeric
 *   `mode`, applied once before prepareDerivedData; v14 changes in `effect.system.changes` with a
 *   string `type` and a `phase`, `initial` applied before prepareDerivedData and `final` after;
 * - detached windows (test/foundry/sheets.ts): only v14 applications have a `window.windowId`;
 * - token icons (test/foundry/statuses.ts): v13 draws the actor's temporary effects; v14 its
 *   applied effects whose `showIcon` asks for it (CONST.ACTIVE_EFFECT_SHOW_ICON, v14 only).
 */
export type Generation = 13 | 14;

export function defaultGeneration(): Generation {
  return process.env.FOUNDRY_GENERATION === "14" ? 14 : 13;
}

let active: Generation = defaultGeneration();
const warnings: string[] = [];

/** Starts a world of that generation with no warnings logged (installFoundry calls it). */
export function useGeneration(generation: Generation): void {
  active = generation;
  warnings.length = 0;
}

export function generation(): Generation {
  return active;
}

/** A v13 name called on v14: Foundry's compatibility warning, recorded for the tests to read. */
export function deprecated(name: string, replacement: string): void {
  if (active >= 14) warnings.push(`${name} is deprecated in favor of ${replacement}`);
}

/** Every compatibility warning logged since the world was installed. */
export function compatibilityWarnings(): readonly string[] {
  return warnings;
}

/** The warnings logged so far, cleared (for a test that calls a deprecated name on purpose). */
export function takeCompatibilityWarnings(): string[] {
  return warnings.splice(0);
}

/** v14's message modes (CONFIG.ChatMessage.modes), `ic` (in character) included. */
const V14_MODES = {
  public: { label: "CHAT.MODES.public" },
  ic: { label: "CHAT.MODES.ic" },
  gm: { label: "CHAT.MODES.gm" },
  blind: { label: "CHAT.MODES.blind" },
  self: { label: "CHAT.MODES.self" },
} as const;
type V14Mode = keyof typeof V14_MODES;

/** v13's roll modes (CONFIG.Dice.rollModes) and the v14 mode each became. */
const V13_MODES: Readonly<Record<string, V14Mode>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/**
 * Puts the generation's message-mode configuration and its `core` client setting in place:
 * CONFIG.Dice.rollModes and `core.rollMode` on v13; CONFIG.ChatMessage.modes and
 * `core.messageMode` on v14, with the v13 names kept as deprecated shims.
 */
export function installMessageModes(
  config: Record<string, unknown>,
  settings: SettingsDouble,
): void {
  const legacy = Object.fromEntries(
    Object.keys(V13_MODES).map((mode) => [mode, { label: `CHAT.Roll${mode}` }]),
  );
  settings.register("core", "rollMode", { scope: "client", default: "publicroll" });
  const get = settings.get.bind(settings);
  chatLogMode = () =>
    active < 14
      ? (v14Mode(String(get("core", "rollMode"))) ?? "public")
      : (v14Mode(String(get("core", "messageMode"))) ?? "public");
  if (active < 14) {
    config.Dice = { rollModes: legacy };
    return;
  }
  (config.ChatMessage as Record<string, unknown>).modes = V14_MODES;
  config.Dice = {
    get rollModes() {
      deprecated("CONFIG.Dice.rollModes", "CONFIG.ChatMessage.modes");
      return legacy;
    },
  };
  settings.register("core", "messageMode", {
    scope: "client",
    default: "public",
    choices: Object.fromEntries(Object.keys(V14_MODES).map((mode) => [mode, mode])),
  });
  settings.get = (namespace: string, key: string) => {
    if (namespace === "core" && key === "rollMode")
      deprecated("The `core.rollMode` client setting", "`core.messageMode`");
    return get(namespace, key);
  };
}

/** The mode the chat log's selector shows (the generation's own `core` setting). */
let chatLogMode: () => V14Mode = () => "public";

/** The v14 mode of a v13 roll-mode name, or of a v14 name; null for anything else. */
export function v14Mode(name: string): V14Mode | null {
  if (name in V14_MODES) return name as V14Mode;
  return V13_MODES[name] ?? null;
}

/**
 * The mode Roll#toMessage makes its message in, from its options: v13 reads `rollMode` (a
 * `messageMode` option means nothing to it); v14 reads `messageMode`, and a `rollMode` option
 * still works but is deprecated. Without one, the chat log's mode (v13 API Roll#toMessage; Draw
 * Steel's module/rolls/base.mjs falls back to `core.rollMode` the same way).
 */
export function modeFromOptions(options: { rollMode?: string; messageMode?: string }): V14Mode {
  if (active < 14)
    return options.rollMode ? (v14Mode(options.rollMode) ?? "public") : chatLogMode();
  if (options.messageMode) return v14Mode(options.messageMode) ?? "public";
  if (!options.rollMode) return chatLogMode();
  deprecated("The rollMode option", "messageMode");
  return v14Mode(options.rollMode) ?? "public";
}

/**
 * Who sees a message in a mode (knowledge base "Roll Modes"; API docs ChatMessage.applyRollMode /
 * applyMode): public and in-character → everyone; gm → whispered to the GMs; blind → whispered to
 * the GMs and hidden from its author; self → whispered to its author. The mode is read by the
 * generation's own names; a name it does not know throws.
 */
export function visibility(
  mode: string,
  gmIds: readonly string[],
  selfId: string,
): { whisper: string[]; blind: boolean } {
  const known =
    active < 14 ? (V13_MODES[mode] ?? null) : mode in V14_MODES ? (mode as V14Mode) : null;
  if (!known) throw new Error(`"${mode}" is not a ${active < 14 ? "roll" : "message"} mode`);
  const whisper =
    known === "gm" || known === "blind" ? [...gmIds] : known === "self" ? [selfId] : [];
  return { whisper, blind: known === "blind" };
}

/** What an application knows of its window here: on v14, the detached window it lives in. */
export interface WindowLike {
  window: { windowId?: string };
}

let nextWindow = 0;

/**
 * Where a render puts an application (v14 ApplicationWindowRenderOptions): `detached: true` moves
 * it into the detached window `windowId` (a new one without it), `detached: false` back into the
 * main window; other renders leave it where it is. v13 has no detached windows: nothing moves.
 */
export function placeInWindow(app: WindowLike, options: object): void {
  if (active < 14) return;
  const asked = (options as { window?: { detached?: boolean; windowId?: string } }).window;
  if (asked?.detached === false) delete app.window.windowId;
  else if (asked?.detached) app.window.windowId = asked.windowId ?? `window${++nextWindow}`;
}

/**
 * The detached window a DialogV2 helper (prompt, confirm, wait) opens in: v14 forwards the
 * configuration's `renderOptions` to the dialog's render (DialogV2WaitOptions); v13 knows no such
 * option and opens every dialog in the main window (null).
 */
export function dialogWindowId(config: object): string | null {
  if (active < 14) return null;
  const options = (
    config as { renderOptions?: { window?: { detached?: boolean; windowId?: string } } }
  ).renderOptions;
  return options?.window?.detached ? (options.window.windowId ?? null) : null;
}
