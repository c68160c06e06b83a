import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { flattenLang } from "../../playground/host/i18n";
import { TYPE_SCHEMAS, typesOf } from "../../src/data/type-schemas";
import { actionActor } from "../../src/rules/action/schema";
import { MAX_TABLE_STRENGTH, SHARPNESSES, STANCES } from "../../src/rules/mano";
import { manoArmor, manoActor, manoWeapon } from "../../src/rules/mano/schema";
import { DEFAULT_DR_PERCENT } from "../../src/rules/occult";
import { occultArmor, occultWeapon } from "../../src/rules/occult/schema";
import { LETHALITY } from "../../src/rules/okrpg";
import { okrpgArmor, okrpgWeapon } from "../../src/rules/okrpg/schema";
import { parseRank } from "../../src/rules/ranks";
import { defaults, fieldEntries, rulesetOfType, validate } from "../../src/rules/schema";

const langKeys = flattenLang(en);

describe("the actor and item types", () => {
  it("are the five rulesets' actors and the item types of issue 6 (rounds has no items of its own [I-7])", () => {
    expect(typesOf("Actor")).toEqual(["okrpg", "occult", "action", "rounds", "mano"]);
    expect(typesOf("Item").sort()).toEqual(
      [
        "okrpg-weapon",
        "okrpg-armor",
        "okrpg-attribute",
        "okrpg-gear",
        "occult-weapon",
        "occult-armor",
        "occult-gear",
        "action-weapon",
        "action-schtick",
        "action-stance",
        "action-gear",
        "mano-weapon",
        "mano-armor",
        "mano-gear",
      ].sort(),
    );
  });

  it.each(TYPE_SCHEMAS.map((t) => [t.type, t] as const))(
    "%s belongs to the ruleset its name starts with",
    (_type, t) => {
      expect(rulesetOfType(t.type)).toBe(t.ruleset);
    },
  );

  it.each(TYPE_SCHEMAS.map((t) => [t.type, t] as const))(
    "%s: its defaults validate, and every label, hint and choice has a lang entry",
    (_type, t) => {
      expect(validate(t.schema, defaults(t.schema))).toEqual([]);
      for (const entry of fieldEntries(t.schema)) {
        const keys = [entry.label, entry.field.hint];
        if ("choiceLabels" in entry.field)
          keys.push(...Object.values(entry.field.choiceLabels ?? {}));
        for (const key of keys.filter((k): k is string => Boolean(k)))
          expect(langKeys.has(key), `${entry.path}: ${key}`).toBe(true);
      }
      expect(langKeys.has(`TYPES.${t.documentName}.${t.type}`), t.type).toBe(true);
    },
  );

  it("keep rich text in description (items) or notes (actors)", () => {
    for (const t of TYPE_SCHEMAS)
      expect(Object.keys(t.schema)).toContain(t.documentName === "Item" ? "description" : "notes");
  });
});

describe("OK RPG data (RULES 1)", () => {
  it("offers the seven lethality rows of RULES 1.6, stored as steps 0 … −6", () => {
    const field = okrpgWeapon.schema.lethality;
    expect([...(field.choices ?? [])].sort((a, b) => b - a)).toEqual(
      Object.values(LETHALITY).sort((a, b) => b - a),
    );
    expect(validate(okrpgWeapon.schema, { lethality: LETHALITY.cutting })).toEqual([]);
    expect(validate(okrpgWeapon.schema, { lethality: -7 })).not.toEqual([]);
  });

  it("holds the seed's shotgun: Grt+ damage with a Gd+ penetration, and a staff's multi-target discount", () => {
    const shotgun = { damage: parseRank("Grt+"), penetration: parseRank("Gd+"), ranged: true };
    expect(validate(okrpgWeapon.schema, shotgun)).toEqual([]);
    expect(validate(okrpgWeapon.schema, { multiTarget: 1 })).toEqual([]);
    expect(validate(okrpgWeapon.schema, { multiTarget: 4 }).map((p) => p.code)).toEqual([
      "OutOfRange",
    ]);
  });

  it("limits armor coverage to 1–3 successes and allows per-type protection (kevlar: Gd vs guns, Avg vs blades)", () => {
    const kevlar = {
      protection: parseRank("Gd"),
      coverage: 2,
      protectionByType: { ballistic: parseRank("Gd"), cutting: parseRank("Avg") },
    };
    expect(validate(okrpgArmor.schema, kevlar)).toEqual([]);
    expect(validate(okrpgArmor.schema, { coverage: 4 }).map((p) => p.path)).toEqual(["coverage"]);
    expect(validate(okrpgArmor.schema, { coverage: 0 }).map((p) => p.path)).toEqual(["coverage"]);
  });
});

describe("Occult Ops data (RULES 2)", () => {
  it("holds the seed's Desert Eagle (65 ft) and a flak jacket of 50 HP at the usual 10% DR", () => {
    const eagle = {
      kind: "firearm",
      damage: "2d6",
      maxRange: 65,
      magazine: { capacity: 7, loaded: 7 },
    };
    expect(validate(occultWeapon.schema, eagle)).toEqual([]);
    const flak = { hp: { value: 50, max: 50 } };
    expect(validate(occultArmor.schema, flak)).toEqual([]);
    expect(defaults(occultArmor.schema).drPercent).toBe(DEFAULT_DR_PERCENT);
  });

  it("takes the seed's physical-attack dice, jump kick's 3d6×2 included, and refuses other text", () => {
    for (const damage of ["1d4", "2d4+2", "3d6x2"])
      expect(validate(occultWeapon.schema, { damage }), damage).toEqual([]);
    expect(validate(occultWeapon.schema, { damage: "lots" }).map((p) => p.code)).toEqual([
      "NotADiceExpression",
    ]);
  });
});

describe("Action data (RULES 3)", () => {
  it("holds the seed's Peter (Maneuver 10, Dodge 13) and refuses a role the rules do not know", () => {
    expect(validate(actionActor.schema, { skills: { maneuver: 10, dodge: 13 } })).toEqual([]);
    expect(validate(actionActor.schema, { role: "sidekick" }).map((p) => p.code)).toEqual([
      "UnknownChoice",
    ]);
  });

  it("starts a character named and on the heroes' side, at full Hits and Fortune (null)", () => {
    expect(defaults(actionActor.schema)).toMatchObject({
      role: "hero",
      named: true,
      villain: false,
      hits: { value: null },
      fortune: { value: null },
    });
  });
});

describe("Mano a Mano data (RULES 5)", () => {
  it("holds Steven from the seed's combat example and his machete", () => {
    const steven = {
      speed: 1,
      agility: 0,
      strength: 3,
      toughness: 7,
      stamina: 14,
      running: 5,
      defences: { melee: 14, missile: 10, grapple: 13 },
      grappleAttack: 3,
      otherAbilities: [
        { name: "unarmed combat", level: 2 },
        { name: "one-handed weapons", level: 4 },
        { name: "craftsmanship", level: 2 },
      ],
    };
    const machete = { sharpness: "sharp", weight: 0.5, heft: 3, power: 5, attack: 4, defense: 14 };
    expect(validate(manoActor.schema, steven)).toEqual([]);
    expect(validate(manoWeapon.schema, machete)).toEqual([]);
  });

  it("takes ¼ and ½ speeds, and strengths up to the carrying table's end", () => {
    expect(validate(manoActor.schema, { speed: 0.25 })).toEqual([]);
    expect(validate(manoActor.schema, { speed: 0.5 })).toEqual([]);
    expect(validate(manoActor.schema, { strength: MAX_TABLE_STRENGTH })).toEqual([]);
    expect(validate(manoActor.schema, { strength: MAX_TABLE_STRENGTH + 1 })).not.toEqual([]);
  });

  it("uses the rules' sharpnesses and stance rows as choices", () => {
    expect(manoWeapon.schema.sharpness.choices).toEqual(SHARPNESSES);
    expect(manoActor.schema.stance.choices).toEqual(STANCES);
  });

  it("holds the seed's leather jacket (5 cover, 2 absorption) and crash helmet (2 cover, 5 absorption)", () => {
    expect(validate(manoArmor.schema, { cover: 5, absorption: 2, location: "torso" })).toEqual([]);
    expect(validate(manoArmor.schema, { cover: 2, absorption: 5, location: "head" })).toEqual([]);
  });
});
