import { afterEach, describe, expect, it } from "vitest";
import { CombatDouble } from "../foundry/combat";
import { setCoreTurnField } from "../../src/documents/core-turn-fields";
import { engineOf } from "../../src/combat/engines";
import {
  actor,
  addCombatants,
  combatantNamed,
  encounter,
  rolls,
  trackerWorld,
  whenIdle,
} from "./world";

/*
 * Issue 32 (4): the system's Combat sets the fields core's setupTurns fills (`turns`, `turn`,
 * `current`) to the engine's order. No public source says v14 keeps them assignable; where one is
 * read-only or gone, it is left as core set it, and the encounter runs on. Run on the double's v13
 * and v14 generations.
 */

describe("setting a field core's setupTurns fills", () => {
  it("sets a plain field", () => {
    const combat = { turns: [] as string[] };
    expect(setCoreTurnField(combat, "turns", ["a"])).toBe(true);
    expect(combat.turns).toEqual(["a"]);
  });

  it("leaves a read-only field, one whose setter refuses, and a missing one, without throwing", () => {
    const readOnly = Object.defineProperty({}, "turns", { get: () => ["core"] });
    expect(setCoreTurnField(readOnly, "turns", ["engine"])).toBe(false);
    expect((readOnly as { turns: string[] }).turns).toEqual(["core"]);
    const refusing = Object.defineProperty({}, "turn", {
      get: () => 0,
      set: () => {
        throw new TypeError("turn is read-only");
      },
    });
    expect(setCoreTurnField(refusing, "turn", 1)).toBe(false);
    const renamed = {};
    expect(setCoreTurnField(renamed, "current", {})).toBe(false);
    expect("current" in renamed).toBe(false);
  });
});

describe("an encounter on a Foundry whose turns are read-only and current is gone", () => {
  const coreSetupTurns = CombatDouble.prototype.setupTurns;
  afterEach(() => {
    CombatDouble.prototype.setupTurns = coreSetupTurns;
  });

  it("starts and runs its turns; core's own order stands", async () => {
    trackerWorld({ ruleset: "mano" });
    const ana = await actor({ name: "Ana", type: "mano" });
    const bo = await actor({ name: "Bo", type: "mano" });
    const combat = await encounter("turns");
    await addCombatants(combat, [ana, bo], [{}, { system: { side: "hostile" } }]);
    // core keeps its own turns out of reach (a getter over its store), and has no `current`
    type Store = { coreTurns?: unknown[] };
    CombatDouble.prototype.setupTurns = function (this: CombatDouble & Store) {
      this.coreTurns = this.combatants.contents;
      return this.coreTurns as never;
    };
    Object.defineProperty(combat, "turns", {
      configurable: true,
      get(this: Store) {
        return this.coreTurns ?? [];
      },
    });
    delete (combat as unknown as Record<string, unknown>).current;

    rolls(["2d20", [4, 17]]);
    await combat.startCombat();
    await whenIdle(combat);
    const state = combat.snapshot.state!;
    expect(engineOf("turns").ids(state)).toHaveLength(2);
    expect(combat.turns.map((c) => c.name)).toEqual(["Ana", "Bo"]);
    expect("current" in combat).toBe(false);
    // a turn ends as usual: the engine moves on
    const before = combat.snapshot.revision;
    await combat.nextTurn();
    await whenIdle(combat);
    expect(combat.snapshot.revision).toBeGreaterThan(before);
    expect(combatantNamed(combat, "Bo")).toBeDefined();
  });
});
