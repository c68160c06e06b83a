import "../styles/action-engine.scss";
import { registerChat } from "./chat/foundry/register";
import { registerCombat } from "./combat/foundry/register";
import { ACTION_ENGINE_CONFIG, SYSTEM_ID } from "./config";
import { registerConditions } from "./documents/conditions";
import { migrateWorld, repairWorld } from "./documents/migrations/run";
import { newSession } from "./documents/new-session";
import { registerDocuments } from "./documents/registry";
import { TOKEN_BARS } from "./data/token-bars";
import * as rules from "./rules";
import { activeRuleset, registerSettings } from "./settings";
import { registerSheets } from "./sheets/foundry/register";
import { registerSelfCheck } from "./self-check/foundry/register";

Hooks.once("init", () => {
  (CONFIG as unknown as Record<string, unknown>).ACTION_ENGINE = ACTION_ENGINE_CONFIG;
  registerSettings();
  registerDocuments();
  registerCombat();
  registerSheets();
  const system = game.system as unknown as { id: string; api?: unknown };
  if (system?.id !== SYSTEM_ID) return;
  system.api = { rules, repairData: repairWorld, newSession };
  registerChat();
  registerSelfCheck();
  // New tokens show the world's ruleset's health track and key resource (system.json names
  // the default ruleset's); the manifest values are read from game.system when a token is made.
  // Reflect.set leaves the manifest's values in place, rather than throwing, should the package
  // data ever be read-only.
  const ruleset = activeRuleset();
  registerConditions(ruleset);
  const bars = TOKEN_BARS[ruleset];
  Reflect.set(system, "primaryTokenAttribute", bars.primary);
  Reflect.set(system, "secondaryTokenAttribute", bars.secondary);
});

// The version migration first; then, in a world that is current, malformed data that arrived
// since (an import, a module) is found and repaired, and reported to the GM.
Hooks.once("ready", () => {
  void migrateWorld().then((current) => (current ? repairWorld() : []));
});
