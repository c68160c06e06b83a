import "../styles/action-engine.scss";
import { ACTION_ENGINE_CONFIG, SYSTEM_ID } from "./config";
import { migrateWorld } from "./documents/migrations/run";
import { registerDocuments } from "./documents/registry";
import { TOKEN_BARS } from "./documents/token-bars";
import * as rules from "./rules";
import { activeRuleset, registerSettings } from "./settings";

Hooks.once("init", () => {
  (CONFIG as unknown as Record<string, unknown>).ACTION_ENGINE = ACTION_ENGINE_CONFIG;
  registerSettings();
  registerDocuments();
  const system = game.system as unknown as {
    id: string;
    api?: unknown;
    primaryTokenAttribute?: string;
    secondaryTokenAttribute?: string;
  };
  if (system?.id !== SYSTEM_ID) return;
  system.api = { rules };
  // New tokens show the world's ruleset's health track and key resource (system.json names
  // the default ruleset's); the manifest values are read from game.system when a token is made.
  const bars = TOKEN_BARS[activeRuleset()];
  system.primaryTokenAttribute = bars.primary;
  system.secondaryTokenAttribute = bars.secondary;
});

Hooks.once("ready", () => {
  void migrateWorld();
});
