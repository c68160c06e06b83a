import { vi } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { installCombat, type CombatDoubleWorld } from "../foundry/combat-world";
import { installChat, type ChatDoubleWorld } from "../foundry/chat-world";
import { installPacks } from "../foundry/compendium";
import { refuseUnseededDice, WorldRoll } from "../foundry/dice";
import { installEffects } from "../foundry/effects";
import { installScenes } from "../foundry/scenes";
import { resetSheetDoubles } from "../foundry/sheets";
import { installStatuses } from "../foundry/statuses";
import "../foundry/status-effects";
import type * as Run from "../../src/self-check/foundry/run";
import type * as Register from "../../src/self-check/foundry/register";
import type { RulesetId } from "../../src/rules/rulesets";

/*
 * A whole Foundry world in the test double, started the way Foundry starts the system (its entry
 * module loaded, then `init`): documents, sheets, the combat tracker in the sidebar (`ui.combat`),
 * chat cards, scenes with tokens a GM can view and target, the system's compendiums, Active
 * Effects as documents, and dice that roll from CONFIG.Dice.randomUniform. The self-check runs
 * here exactly as it runs in a GM's world, on either generation.
 */

export interface SelfCheckWorld {
  foundry: FoundryDouble;
  combat: CombatDoubleWorld;
  chat: ChatDoubleWorld;
  /** the system's self-check, loaded with the system (one module instance with it) */
  run: typeof Run;
  register: typeof Register;
}

const g = globalThis as unknown as Record<string, unknown> & {
  CONFIG: { Dice: Record<string, unknown>; ui: { combat: new () => unknown } };
  game: Record<string, unknown>;
  ui: Record<string, unknown>;
};

export async function selfCheckWorld(ruleset: RulesetId = "okrpg"): Promise<SelfCheckWorld> {
  const foundry = installFoundry();
  installStatuses(foundry as never);
  const combat = installCombat(foundry, { players: ["Alice"] });
  const chat = installChat(foundry, combat);
  installScenes(foundry, chat, combat);
  installPacks(foundry);
  installEffects(foundry.operations);
  resetSheetDoubles();
  g.Roll = WorldRoll;
  g.CONFIG.Dice.randomUniform = refuseUnseededDice;
  Object.assign(g.game, {
    version: foundry.generation < 14 ? "13.351" : "14.369",
    modules: new Map([["dice-so-nice", { id: "dice-so-nice", active: false, version: "5.2.1" }]]),
  });
  Object.assign(foundry.system, { version: "0.1.0" });
  foundry.settings.values.set("action-engine.ruleset", ruleset);
  // Foundry loads the system's entry module, then calls init
  vi.resetModules();
  await import("../../src/index");
  foundry.hooks.callAll("init");
  g.ui.combat = new g.CONFIG.ui.combat();
  return {
    foundry,
    combat,
    chat,
    run: await import("../../src/self-check/foundry/run"),
    register: await import("../../src/self-check/foundry/register"),
  };
}
