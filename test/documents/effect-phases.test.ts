import { describe, expect, it } from "vitest";
import { EFFECT_MODES } from "../foundry/documents";
import { installFoundry } from "../foundry";
import { DATA_MODELS, registerDocuments } from "../../src/documents/registry";
import { finalChangeOnListedField } from "../../src/data/effect-phases";
import { parseRank } from "../../src/rules/ranks";
import { registerSettings } from "../../src/settings";

// Active Effects on both Foundry generations: v13's one pass before the derived values, v14's
// `initial` and `final` phases (test/foundry/generation.ts). An effect on a listed field reaches
// every derived value whichever way it is stored (README, "Active Effects").

type Sys = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads derived data
async function actorOn(
  generation: 13 | 14,
  type: string,
  system: Sys,
  items: Sys[],
  effects: Sys[],
) {
  installFoundry({ generation });
  registerSettings();
  registerDocuments();
  const actor = await Actor.create({ name: `A ${type}`, type, system, items, effects } as never);
  return actor as unknown as { system: Sys };
}

const brawn = {
  name: "Brawn",
  type: "okrpg-attribute",
  system: { rank: parseRank("Gd"), roles: ["toughness"] },
};
const v13Effect = (key: string, value: string) => ({
  changes: [{ key, mode: EFFECT_MODES.ADD, value }],
});
const v14Effect = (key: string, value: string, phase: string) => ({
  system: { changes: [{ key, type: "add", value, phase }] },
});

/** The prepared system data, derived values included, as plain JSON. */
function prepared(system: Sys): string {
  return JSON.stringify(system, (key, value) => (key === "parent" ? undefined : value));
}

describe("OK RPG RULES 1.4: +2 steps to the toughness role raise DR by a full rank", () => {
  it("v13: a change in effect.changes, applied before the derived values", async () => {
    const a = await actorOn(
      13,
      "okrpg",
      {},
      [brawn],
      [v13Effect("system.roleModifiers.toughness", "2")],
    );
    expect(a.system.dr).toBe(parseRank("Gd"));
  });

  it.each(["initial", "final"])(
    "v14: a change in effect.system.changes, %s phase",
    async (phase) => {
      const a = await actorOn(
        14,
        "okrpg",
        {},
        [brawn],
        [v14Effect("system.roleModifiers.toughness", "2", phase)],
      );
      expect(a.system.roles.toughness.step).toBe(parseRank("Grt"));
      expect(a.system.dr).toBe(parseRank("Gd"));
    },
  );

  it("v14: an effect made on v13 is migrated by core to the initial phase and still applies", async () => {
    const a = await actorOn(
      14,
      "okrpg",
      {},
      [brawn],
      [v13Effect("system.roleModifiers.toughness", "2")],
    );
    expect(a.system.dr).toBe(parseRank("Gd"));
  });
});

describe("Mano a Mano: a final-phase −3 toughness makes the character injured sooner on v14", () => {
  it("toughness 7, stamina 14, stun 5: healthy without the effect, injured with it", async () => {
    const system = { toughness: 7, stamina: 14, stun: 5 };
    expect((await actorOn(14, "mano", system, [], [])).system.health).not.toBe("injured");
    const a = await actorOn(14, "mano", system, [], [v14Effect("system.toughness", "-3", "final")]);
    expect(a.system.health).toBe("injured");
  });
});

describe("working the derived values out again after the final phase", () => {
  it.each(Object.keys(DATA_MODELS.Actor))(
    "%s: changes nothing when the final change adds nothing",
    async (type) => {
      const path = DATA_MODELS.Actor[type as keyof typeof DATA_MODELS.Actor].effectPaths[0];
      const plain = await actorOn(14, type, {}, [], []);
      const before = prepared(plain.system);
      const again = await actorOn(14, type, {}, [], [v14Effect(path, "0", "final")]);
      expect(prepared(again.system)).toBe(before);
    },
  );

  it("is needed only for a final change to a listed field", () => {
    const paths = ["system.toughness"];
    expect(finalChangeOnListedField([{ key: "system.toughness", phase: "final" }], paths)).toBe(
      true,
    );
    expect(finalChangeOnListedField([{ key: "system.toughness", phase: "initial" }], paths)).toBe(
      false,
    );
    expect(finalChangeOnListedField([{ key: "system.stun", phase: "final" }], paths)).toBe(false);
  });
});
