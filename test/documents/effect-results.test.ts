import { beforeEach, describe, expect, it } from "vitest";
import { EFFECT_MODES } from "../foundry/documents";
import { installFoundry } from "../foundry";
import { heldConditionFlags } from "../../src/data/conditions";
import { ignoreBadEffectResults } from "../../src/data/effect-results";
import { DATA_MODELS, registerDocuments } from "../../src/documents/registry";
import { defaults, effectRepairs } from "../../src/rules/schema";
import { okrpgActor } from "../../src/rules/okrpg/schema";
import { registerSettings } from "../../src/settings";

/**
 * A bad Active Effect value (a rank label such as "Grt+" where a number belongs, text, a number
 * beyond the field's bounds) is ignored: the document prepares, nothing derived is NaN, and the
 * prepared data names the effect and the field (`system.ignoredEffects`) for the sheet to show.
 */

beforeEach(() => {
  installFoundry();
  registerSettings();
  registerDocuments();
});

type Prepared = { system: Record<string, unknown> & { ignoredEffects: unknown[] } };

/** Every path in `data` holding NaN (or ±Infinity). */
function nonFinite(data: unknown, path = "system"): string[] {
  if (typeof data === "number") return Number.isFinite(data) ? [] : [path];
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => nonFinite(value, `${path}.${key}`));
}

const BAD_VALUES = ["Grt+", "x", "NaN", "1e999", "-1e999", "{}"];
const MODES = [EFFECT_MODES.ADD, EFFECT_MODES.MULTIPLY, EFFECT_MODES.OVERRIDE];

const ACTOR_OF: Record<string, string> = {
  okrpg: "okrpg",
  occult: "occult",
  action: "action",
  mano: "mano",
};

describe("a bad Active Effect value is ignored and named, never thrown on", () => {
  it('"Grt+" into the OK RPG attack role modifier: the stored modifier stands, the sheet can name the effect', async () => {
    const effects = [
      {
        name: "Curse of clumsiness",
        changes: [
          { key: "system.roleModifiers.attack", mode: EFFECT_MODES.OVERRIDE, value: "Grt+" },
        ],
      },
    ];
    const a = (await Actor.create({
      name: "Duellist",
      type: "okrpg",
      system: { roleModifiers: { attack: 1 } },
      effects,
    } as never)) as unknown as Prepared;
    expect((a.system.roleModifiers as Record<string, number>).attack).toBe(1);
    expect(a.system.ignoredEffects).toEqual([
      { effect: "Curse of clumsiness", field: "system.roleModifiers.attack" },
    ]);
    expect(nonFinite(a.system)).toEqual([]);
  });

  it("a good effect is applied and nothing is listed", async () => {
    const effects = [
      {
        name: "Blessing",
        changes: [{ key: "system.roleModifiers.attack", mode: EFFECT_MODES.ADD, value: "2" }],
      },
    ];
    const a = (await Actor.create({
      name: "D",
      type: "okrpg",
      effects,
    } as never)) as unknown as Prepared;
    expect((a.system.roleModifiers as Record<string, number>).attack).toBe(2);
    expect(a.system.ignoredEffects).toEqual([]);
  });

  it.each(Object.keys(DATA_MODELS.Actor))(
    "every effect path of a %s actor, every bad value and mode: it prepares, with no NaN",
    async (type) => {
      for (const key of DATA_MODELS.Actor[type as keyof typeof DATA_MODELS.Actor].effectPaths)
        for (const value of BAD_VALUES)
          for (const mode of MODES) {
            const effects = [{ name: "Bad", changes: [{ key, mode, value }] }];
            const a = (await Actor.create({
              name: "A",
              type,
              effects,
            } as never)) as unknown as Prepared;
            expect(nonFinite(a.system), `${key} ${mode} ${value}`).toEqual([]);
            expect(a.system.ignoredEffects, `${key} ${mode} ${value}`).toContainEqual({
              effect: "Bad",
              field: key,
            });
          }
    },
  );

  it.each(Object.keys(DATA_MODELS.Item))(
    "every effect path of a %s item, every bad value and mode: its actor prepares, with no NaN",
    async (type) => {
      const ruleset = type.split("-")[0];
      const actorType = ACTOR_OF[ruleset];
      for (const key of DATA_MODELS.Item[type as keyof typeof DATA_MODELS.Item].effectPaths)
        for (const value of BAD_VALUES) {
          const effects = [{ name: "Bad", changes: [{ key, mode: EFFECT_MODES.OVERRIDE, value }] }];
          const a = (await Actor.create({
            name: "A",
            type: actorType,
            items: [{ name: "Thing", type, effects }],
          } as never)) as unknown as Prepared & { items: Map<string, Prepared> };
          const [item] = [...a.items.values()];
          expect(nonFinite(a.system), `${key} ${value}`).toEqual([]);
          expect(nonFinite(item.system), `${key} ${value}`).toEqual([]);
          expect(item.system.ignoredEffects).toContainEqual({ effect: "Bad", field: key });
        }
    },
  );
});

describe("effectRepairs (pure): which effect results break the schema, and what to put back", () => {
  it("puts back the stored value, or the default when the stored one is bad too", () => {
    const schema = okrpgActor.schema;
    const base = defaults(schema);
    const stored = { ...base, roleModifiers: { ...base.roleModifiers, attack: 1, defence: "?" } };
    const prepared = {
      ...stored,
      roleModifiers: { ...stored.roleModifiers, attack: NaN, defence: "x" },
    };
    expect(effectRepairs(schema, prepared, stored)).toEqual(
      expect.arrayContaining([
        { field: "system.roleModifiers.attack", value: 1 },
        { field: "system.roleModifiers.defence", value: 0 },
      ]),
    );
    expect(effectRepairs(schema, base, base)).toEqual([]);
  });
});

describe("the effect named is found in either change shape", () => {
  it("v14 keeps an effect's changes under system.changes: the ignored effect is still named", () => {
    const schema = okrpgActor.schema;
    const source = defaults(schema);
    const model = {
      ...structuredClone(source),
      roleModifiers: { ...source.roleModifiers, attack: NaN },
      _source: source,
      parent: {
        effects: [{ name: "Hex", system: { changes: [{ key: "system.roleModifiers.attack" }] } }],
      },
    };
    expect(ignoreBadEffectResults(model, schema)).toEqual([
      { effect: "Hex", field: "system.roleModifiers.attack" },
    ]);
    expect(model.roleModifiers.attack).toBe(0);
  });
});

describe("a condition's token icon is no effect of anyone's (issue 32)", () => {
  it("the icons the Actor adds to v14's applied effects are never named as the culprit", () => {
    const schema = okrpgActor.schema;
    const source = defaults(schema);
    const icon = {
      name: "Out",
      flags: heldConditionFlags(true),
      system: { changes: [{ key: "system.roleModifiers.attack" }] },
    };
    const hex = { name: "Hex", system: { changes: [{ key: "system.roleModifiers.attack" }] } };
    const model = {
      ...structuredClone(source),
      roleModifiers: { ...source.roleModifiers, attack: NaN },
      _source: source,
      parent: { appliedEffects: [hex, icon] },
    };
    expect(ignoreBadEffectResults(model, schema)).toEqual([
      { effect: "Hex", field: "system.roleModifiers.attack" },
    ]);
  });
});
