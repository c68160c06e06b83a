/*
 * The test projects (`npm test` runs them all, two workers at a time):
 * - `pure`: the rules, content, templates and build checks. They load no Foundry globals, so
 *   the files of a worker share one module cache (no per-file isolation).
 * - `v13`: the Foundry-facing tests against the double as v13. A worker runs file after file, and
 *   each file first takes back the modules and globals the last one left
 *   (test/foundry/fresh-file.ts), so it starts as in a worker of its own without paying for one.
 * - `v14`: the Foundry-facing tests whose code branches on the generation, again as v14
 *   (V14_BRANCHES below). Elsewhere the system calls no name v14 renamed: ESLint refuses the v13
 *   names outside src/chat/foundry/message-modes.ts (eslint.config.js, "v13-only names").
 * - `browser`: the playground in headless Chromium and the screenshots; the project's global
 *   setup builds and serves the playground once and starts one Chromium for every file.
 */
export const PURE = [
  "test/rules/**/*.test.ts",
  "test/content/**/*.test.ts",
  "test/templates/**/*.test.ts",
  "test/build/**/*.test.ts",
  "test/packs/*.test.ts",
];
export const FOUNDRY_FACING = [
  "test/adapters/**/*.test.ts",
  "test/chat/**/*.test.ts",
  "test/combat/**/*.test.ts",
  "test/documents/**/*.test.ts",
  "test/sheets/**/*.test.ts",
  "test/multi-client/**/*.test.ts",
  "test/packs/derived.test.ts",
  "test/packs/schema.test.ts",
  "test/self-check/**/*.test.ts",
];
export const BROWSER = [
  "test/browser/**/*.test.ts",
  "test/**/*screens.test.ts",
  "test/combat/scroll.test.ts",
];

/** The Foundry-facing tests of code that branches on the generation, and where it branches. */
export const V14_BRANCHES = [
  // the adapters: init, settings, conditions and token bars, CONFIG as each generation has it
  "test/adapters/**/*.test.ts",
  // message modes (src/chat/foundry/message-modes.ts): rolls, checks and cards posted and rendered
  "test/chat/attack-flow.test.ts",
  "test/chat/check-flow.test.ts",
  "test/chat/card-buttons.test.ts",
  // the chat message's context menu entries (src/ui/foundry/menu-entry.ts: name on v13, label on v14)
  "test/chat/context-menu.test.ts",
  "test/chat/dialog.test.ts",
  "test/chat/render.test.ts",
  "test/multi-client/cards.test.ts",
  // Scene Levels (src/chat/attack/read.ts): distances on one level only
  "test/chat/distance.test.ts",
  // Active Effect phases (src/data/effect-phases.ts, effect-results.ts, documents/actor.ts)
  "test/documents/effect-phases.test.ts",
  "test/sheets/ignored-effects.test.ts",
  "test/combat/effects.test.ts",
  // detached windows (src/sheets/foundry/windows.ts and the dialogs opened from them)
  "test/sheets/detached-windows.test.ts",
  // the combatant row menu's entries (src/combat/foundry/tracker.ts: name on v13, label on v14)
  "test/combat/tracker-app.test.ts",
  // issue 32's five calls without a public v14 source, each guarded with a fallback
  "test/documents/unsaved-effect.test.ts",
  "test/sheets/drop-guard.test.ts",
  "test/combat/effect-target.test.ts",
  "test/combat/core-turn-fields.test.ts",
  // the self-check a GM runs, against the double of either generation
  "test/self-check/**/*.test.ts",
];
