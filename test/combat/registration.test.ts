import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { trackerWorld } from "./world";
import { DATA_MODELS, DOCUMENT_CLASSES } from "../../src/documents/registry";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";
import { TRACKER_QUERY, handleTrackerQuery } from "../../src/combat/foundry/queries";

/* The combat pieces the system registers on init, and the manifest that declares them. */
describe("registering the combat tracker", () => {
  it("keeps the Combat and Combatant models on Foundry's base type, which system.json does not declare", () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, "..", "..", "system.json"), "utf8"),
    ) as { documentTypes: Record<string, Record<string, unknown>> };
    for (const name of ["Combat", "Combatant"] as const) {
      expect(Object.keys(DATA_MODELS[name])).toEqual(["base"]);
      expect(manifest.documentTypes[name], name).toBeUndefined();
    }
  });

  it("puts the classes, data models, tracker, GM query and document hooks in place", () => {
    const world = trackerWorld();
    const config = world.foundry.config as unknown as Record<string, Record<string, unknown>>;
    expect(config.Combat.documentClass).toBe(DOCUMENT_CLASSES.Combat);
    expect(config.Combatant.documentClass).toBe(DOCUMENT_CLASSES.Combatant);
    expect(config.Combat.dataModels).toEqual(DATA_MODELS.Combat);
    expect(config.ui.combat).toBe(ActionEngineCombatTracker);
    expect(config.queries[TRACKER_QUERY]).toBe(handleTrackerQuery);
    const hooks = world.foundry.hooks as unknown as { handlers: Map<string, unknown[]> };
    for (const hook of ["createCombatant", "deleteCombatant", "updateCombatant", "updateActor"])
      expect(hooks.handlers.get(hook)?.length, hook).toBeGreaterThan(0);
  });
});
