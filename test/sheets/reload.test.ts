import { describe, expect, it } from "vitest";
import { reloadButtons, reloadChange } from "../../src/sheets/changes/reload";
import type { ItemSnapshot } from "../../src/sheets/view-models/types";

/* RULES 5 load on a weapon row: a revolver (6 rounds) reloads in 7 actions, unload then 6 loads. */
const revolver = (shots: object, reloadActions = 7): ItemSnapshot => ({
  id: "rev",
  name: "Revolver",
  img: "",
  type: "mano-weapon",
  system: { kind: "gun", reloadActions, shots: { capacity: 6, loaded: 6, ...shots } },
});

describe("the weapon row's Unload and Load", () => {
  it("a full revolver: Unload writes 0 rounds and 1 of 7 actions; Load is off, saying it is full", () => {
    expect(reloadChange(revolver({}), "unload")).toEqual({
      update: { system: { shots: { loaded: 0, reloading: 1 } } },
    });
    expect(reloadChange(revolver({}), "load")).toEqual({
      refuse: {
        key: "ACTION_ENGINE.Sheet.Reload.Refusal.alreadyLoaded",
        details: { name: "Revolver" },
      },
    });
    expect(reloadButtons(revolver({})).map((b) => [b.data.step, b.disabled ?? false])).toEqual([
      ["unload", false],
      ["load", true],
    ]);
  });

  it("half loaded (3 of 6) the reload still starts with Unload", () => {
    expect(reloadChange(revolver({ loaded: 3 }), "load")).toMatchObject({
      refuse: { key: "ACTION_ENGINE.Sheet.Reload.Refusal.unloadFirst" },
    });
  });

  it("a bow or sword has no reload buttons; a stored progress past the reload is reported, not trusted", () => {
    expect(reloadButtons({ ...revolver({ capacity: 0, loaded: 0 }) })).toEqual([]);
    const damaged = revolver({ loaded: 0, reloading: 12 });
    expect(reloadButtons(damaged).map((b) => b.reason)).toEqual([
      "ACTION_ENGINE.Sheet.Reload.Refusal.damaged",
      "ACTION_ENGINE.Sheet.Reload.Refusal.damaged",
    ]);
    expect(reloadChange(damaged, "load")).toMatchObject({
      refuse: { key: "ACTION_ENGINE.Sheet.Reload.Refusal.damaged" },
    });
  });
});
