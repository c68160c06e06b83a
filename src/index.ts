import "../styles/action-engine.scss";
import { ACTION_ENGINE_CONFIG, SYSTEM_ID } from "./config";
import * as rules from "./rules";
import { registerSettings } from "./settings";

Hooks.once("init", () => {
  (CONFIG as unknown as Record<string, unknown>).ACTION_ENGINE = ACTION_ENGINE_CONFIG;
  registerSettings();
  const system = game.system as unknown as { id: string; api?: unknown };
  if (system?.id === SYSTEM_ID) system.api = { rules };
});
