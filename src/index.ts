import "../styles/action-engine.scss";
import { registerChat } from "./chat/foundry/register";
import { registerCombat } from "./combat/foundry/register";
import { odds } from "./combat/foundry/odds-api";
import { ACTION_ENGINE_CONFIG, SYSTEM_ID } from "./config";
import { registerConditions } from "./documents/conditions";
import { migrateWorld, repairWorld } from "./documents/migrations/run";
import { newSession } from "./documents/new-session";
import { registerDocuments } from "./documents/registry";
import * as rules from "./rules";
import { activeRuleset, registerSettings } from "./settings";
import { registerSheets } from "./sheets/foundry/register";
import { registerSelfCheck } from "./self-check/foundry/register";
import { registerSystemHelpers } from "./templates/helpers";
import { useErrorWords } from "./rules/errors";

Hooks.once("init", () => {
  (CONFIG as unknown as Record<string, unknown>).ACTION_ENGINE = ACTION_ENGINE_CONFIG;
  registerSettings();
  // the templates' own helpers ({{#aeTooltip}}, {{aeSigned}} …) on Foundry's Handlebars
  registerSystemHelpers(Handlebars);
  // the rules' error messages in the words of Foundry's loaded lang file (system.json languages)
  useErrorWords((code) => {
    const key = `ACTION_ENGINE.Error.${code}`;
    return game.i18n?.has(key) ? game.i18n.localize(key) : undefined;
  });
  registerDocuments();
  registerCombat();
  registerSheets();
  const system = game.system as unknown as { id: string; api?: unknown };
  if (system?.id !== SYSTEM_ID) return;
  system.api = { rules, repairData: repairWorld, newSession, odds };
  registerChat();
  registerSelfCheck();
  // New actors' token bars are set as they are created (ActionEngineActor#_preCreate).
  registerConditions(activeRuleset());
});

// The version migration first; then, in a world that is current, malformed data that arrived
// since (an import, a module) is found and repaired, and reported to the GM.
Hooks.once("ready", () => {
  void migrateWorld().then((current) => (current ? repairWorld() : []));
});
