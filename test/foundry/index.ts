import { HooksDouble } from "./hooks";
import { SettingsDouble } from "./settings";

/**
 * A small, explicit stand-in for the parts of Foundry VTT the adapters touch (DESIGN.md,
 * "Testing" 2). Each piece documents the behaviour it imitates and where that is described.
 * `installFoundry()` puts fresh globals in place; call it in `beforeEach`.
 */
export interface FoundryDouble {
  hooks: HooksDouble;
  settings: SettingsDouble;
  user: { id: string; name: string; isGM: boolean };
  system: { id: string; api?: unknown };
  config: Record<string, unknown>;
}

export function installFoundry(options: { isGM?: boolean } = {}): FoundryDouble {
  const user = { id: "user0000000000gm", name: "Gamemaster", isGM: options.isGM ?? true };
  const double: FoundryDouble = {
    hooks: new HooksDouble(),
    settings: new SettingsDouble(() => user.isGM),
    user,
    system: { id: "action-engine" },
    config: {},
  };
  const g = globalThis as Record<string, unknown>;
  g.Hooks = double.hooks;
  g.CONFIG = double.config;
  g.game = { settings: double.settings, user, system: double.system };
  return double;
}
