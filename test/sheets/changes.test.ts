import fc from "fast-check";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { createLocalizer } from "../../playground/host/i18n";
import { okrpgWeapon } from "../../src/rules/okrpg/schema";
import { rankLabel } from "../../src/rules/ranks";
import { occultActor, occultWeapon } from "../../src/rules/occult/schema";
import { RANK_MAX, RANK_MIN, defaults, normalise, validate } from "../../src/rules/schema";
import {
  addEntry,
  deletePrompt,
  describeInputError,
  describeRefusal,
  dropItem,
  inputChange,
  newItemData,
  parseRankInput,
  removeEntry,
  toggleActive,
  toggleEquipped,
  type InputError,
} from "../../src/sheets/changes";
import type { ItemSnapshot } from "../../src/sheets/view-models/types";

/*
 * What sheet inputs and buttons change: one update, or a refusal that names the field and the value
 * and writes nothing. Bounds, choices and rank labels are the descriptors' and the rules layer's.
 */

const i18n = createLocalizer(en, { onMissing: "throw" });

function refusal(result: ReturnType<typeof inputChange>): string {
  if (!("error" in result)) throw new Error(`accepted: ${JSON.stringify(result.update)}`);
  return describeInputError(result.error as InputError, i18n);
}

const weapon = defaults(okrpgWeapon.schema);
const occult = {
  str: 6,
  dex: 6,
  weaponSkills: [
    { name: "Pistol", bonus: 15 },
    { name: "Rifle", bonus: 5 },
  ],
};

describe("a rank typed as its label (RULES 1.1)", () => {
  it("reads Gd+ as step 5 and (Mth+1) as 16", () => {
    expect(parseRankInput(okrpgWeapon.schema.damage, "Gd+")).toEqual({ value: 5 });
    expect(parseRankInput(okrpgWeapon.schema.damage, " (Mth+1) ")).toEqual({ value: 16 });
    expect(inputChange("okrpg-weapon", weapon, { name: "system.damage", value: "gd+" })).toEqual({
      update: { "system.damage": 5 },
    });
  });

  it("refuses Gd++, naming the field and the text, and writes nothing", () => {
    expect(
      refusal(inputChange("okrpg-weapon", weapon, { name: "system.damage", value: "Gd++" })),
    ).toBe(
      'Damage was not changed: "Gd++" is not a rank (expected a label such as Avg, Gd+, (Mth+1) or (Pth-1)+).',
    );
  });

  it("refuses words and bare numbers too", () => {
    for (const text of ["Good", "7", ""])
      expect(
        refusal(inputChange("okrpg-weapon", weapon, { name: "system.damage", value: text })),
      ).toMatch(/^Damage was not changed: .* is not a rank/);
  });

  it("clears a rank that may be empty (a weapon without its own penetration)", () => {
    expect(inputChange("okrpg-weapon", weapon, { name: "system.penetration", value: " " })).toEqual(
      {
        update: { "system.penetration": null },
      },
    );
  });

  it("writes back every label it shows, for every step the field allows", () => {
    fc.assert(
      fc.property(fc.integer({ min: RANK_MIN, max: RANK_MAX }), (step) => {
        const result = inputChange("okrpg-weapon", weapon, {
          name: "system.damage",
          value: rankLabel(step),
        });
        expect(result).toEqual({ update: { "system.damage": step } });
      }),
    );
  });
});

describe("a number typed into a field", () => {
  it("stays within the descriptor's bounds: DEX 31 is refused (0–30)", () => {
    expect(refusal(inputChange("occult", occult, { name: "system.dex", value: "31" }))).toBe(
      "DEX was not changed: DEX must be between 0 and 30, got 31.",
    );
  });

  it("is accepted anywhere within them, and refused anywhere outside", () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), (n) => {
        const result = inputChange("occult", occult, { name: "system.dex", value: String(n) });
        if (n >= 0 && n <= 30) expect(result).toEqual({ update: { "system.dex": n } });
        else expect(result).toHaveProperty("error.field", "ACTION_ENGINE.Field.dex");
      }),
    );
  });

  it("refuses text that is not a number, a fraction where whole numbers are kept, and a blank", () => {
    expect(refusal(inputChange("occult", occult, { name: "system.dex", value: "eight" }))).toBe(
      'DEX was not changed: DEX must be a number, got "eight".',
    );
    expect(refusal(inputChange("occult", occult, { name: "system.dex", value: "6.5" }))).toBe(
      "DEX was not changed: DEX must be a whole number, got 6.5.",
    );
    expect(refusal(inputChange("occult", occult, { name: "system.dex", value: "" }))).toMatch(
      /must be a number/,
    );
  });

  it("reads a true minus sign as one (Strike −10)", () => {
    expect(inputChange("occult", occult, { name: "system.strike", value: "\u221210" })).toEqual({
      update: { "system.strike": -10 },
    });
  });

  it("refuses a choice the field does not list (lethality rows 0 … −6)", () => {
    expect(
      refusal(inputChange("okrpg-weapon", weapon, { name: "system.lethality", value: "-7" })),
    ).toMatch(/^Lethality was not changed: Lethality must be/);
  });
});

describe("other inputs", () => {
  it("writes a whole list back when one entry's field changes (Foundry replaces arrays)", () => {
    expect(
      inputChange("occult", occult, { name: "system.weaponSkills.1.bonus", value: "10" }),
    ).toEqual({
      update: {
        "system.weaponSkills": [
          { name: "Pistol", bonus: 15 },
          { name: "Rifle", bonus: 10 },
        ],
      },
    });
    expect(occult.weaponSkills[1].bonus).toBe(5); // the stored data is not touched
  });

  it("adds or removes one choice of a set of checkboxes, in the descriptor's order", () => {
    const attribute = { rank: 2, roles: ["toughness"] };
    expect(
      inputChange("okrpg-attribute", attribute, {
        name: "system.roles",
        tag: "initiative",
        value: true,
      }),
    ).toEqual({ update: { "system.roles": ["initiative", "toughness"] } });
    expect(
      inputChange("okrpg-attribute", attribute, {
        name: "system.roles",
        tag: "toughness",
        value: false,
      }),
    ).toEqual({ update: { "system.roles": [] } });
  });

  it("writes a checkbox as true or false, and refuses a blank name", () => {
    expect(inputChange("occult", occult, { name: "system.unarmed", value: true })).toEqual({
      update: { "system.unarmed": true },
    });
    expect(inputChange("occult", occult, { name: "name", value: "  Reyes " })).toEqual({
      update: { name: "Reyes" },
    });
    expect(refusal(inputChange("occult", occult, { name: "name", value: " " }))).toBe(
      "Name was not changed: a name cannot be empty.",
    );
  });

  it("refuses dice text the Occult Ops parser cannot read", () => {
    expect(
      refusal(inputChange("occult-weapon", {}, { name: "system.damage", value: "2d" })),
    ).toMatch(/^Damage was not changed: "2d" is not a dice expression/);
  });
});

describe("item and list buttons", () => {
  const item = (type: string, system: Record<string, unknown>): ItemSnapshot => ({
    id: "i1",
    name: "Katana",
    img: "",
    type,
    system,
  });

  it("equips an unequipped weapon and unequips an equipped one, in one update", () => {
    expect(toggleEquipped(item("okrpg-weapon", { equipped: false }))).toEqual({
      "system.equipped": true,
    });
    expect(toggleEquipped(item("mano-armor", { equipped: true }))).toEqual({
      "system.equipped": false,
    });
    expect(toggleActive(item("action-stance", { active: false }))).toEqual({
      "system.active": true,
    });
    expect(() => toggleEquipped(item("okrpg-gear", {}))).toThrow(/no equipped switch/);
  });

  it("adds a fresh entry to a stored list and removes one by its place", () => {
    expect(addEntry("occult", occult, "system.weaponSkills")).toEqual({
      "system.weaponSkills": [...occult.weaponSkills, { name: "", bonus: 0 }],
    });
    expect(removeEntry("occult", occult, "system.weaponSkills", 0)).toEqual({
      "system.weaponSkills": [{ name: "Rifle", bonus: 5 }],
    });
    expect(() => removeEntry("occult", occult, "system.weaponSkills", 2)).toThrow(/no entry 2/);
  });

  it('names a new item after its kind ("New weapon", no ruleset name), only for types the actor may hold ([I-7])', () => {
    expect(newItemData("rounds", "mano-weapon", i18n)).toEqual({
      name: "New weapon",
      type: "mano-weapon",
    });
    expect(() => newItemData("okrpg", "occult-weapon", i18n)).toThrow(/cannot hold/);
  });

  it("refuses an item of another ruleset dropped on a character, naming both rulesets", () => {
    const plan = dropItem(
      { type: "okrpg", name: "Jack" },
      { type: "occult-weapon", name: "Desert Eagle" },
    );
    if (!("refuse" in plan)) throw new Error("accepted");
    expect(describeRefusal(plan.refuse, i18n)).toBe(
      "Desert Eagle cannot be added to Jack: the item is from Occult Ops, the character from OK RPG Rules: Action.",
    );
    expect(
      dropItem({ type: "rounds", name: "Lena" }, { type: "mano-armor", name: "Shield" }),
    ).toEqual({
      accept: true,
    });
    expect(
      dropItem({ type: "okrpg", name: "Jack" }, { type: "some-module-thing", name: "Widget" }),
    ).toEqual({
      accept: true,
    });
  });

  it("asks before deleting, with the names escaped for the dialog's HTML", () => {
    expect(deletePrompt("<b>Axe</b>", "Bruno & co", i18n)).toEqual({
      title: "Delete an item",
      content:
        "<p>&lt;b&gt;Axe&lt;/b&gt; will be removed from Bruno &amp; co. This cannot be undone.</p>",
    });
  });
});

describe("Occult Ops: hit points and rounds loaded never above their maximum (RULES 2)", () => {
  const hurt = { ...occult, hp: { value: 7, max: 10 } };
  const pistol = defaults(occultWeapon.schema);
  const loadedPistol = { ...pistol, magazine: { capacity: 13, loaded: 9 } };

  it("heals up to the maximum, and refuses one point more", () => {
    expect(inputChange("occult", hurt, { name: "system.hp.value", value: "10" })).toEqual({
      update: { "system.hp.value": 10 },
    });
    expect(refusal(inputChange("occult", hurt, { name: "system.hp.value", value: "11" }))).toBe(
      "Current was not changed: Current must be at most 10, got 11.",
    );
  });

  it("a maximum lowered below the hit points takes them down in the same update", () => {
    expect(inputChange("occult", hurt, { name: "system.hp.max", value: "5" })).toEqual({
      update: { "system.hp.max": 5, "system.hp.value": 5 },
    });
    expect(inputChange("occult", hurt, { name: "system.hp.max", value: "8" })).toEqual({
      update: { "system.hp.max": 8 },
    });
  });

  it("loads a 13-round magazine with 13 rounds, never 14", () => {
    const typed = (value: string) =>
      inputChange("occult-weapon", loadedPistol, { name: "system.magazine.loaded", value });
    expect(typed("13")).toEqual({ update: { "system.magazine.loaded": 13 } });
    expect(refusal(typed("14"))).toMatch(/Loaded must be at most 13, got 14/);
  });

  it("stored data above its maximum is reported and normalised down to it", () => {
    expect(validate(occultActor.schema, { hp: { value: 12, max: 10 } })).toEqual([
      { path: "hp.value", code: "TooHigh", details: { name: "hp.value", max: 10, value: "12" } },
    ]);
    expect(normalise(occultActor.schema, { hp: { value: 12, max: 10 } }).hp).toEqual({
      value: 10,
      max: 10,
    });
    expect(
      normalise(occultWeapon.schema, { magazine: { capacity: 7, loaded: 30 } }).magazine,
    ).toEqual({ capacity: 7, loaded: 7 });
  });
});
