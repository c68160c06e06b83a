import { describe, expect, it } from "vitest";
import {
  UNASSIGNED_ROLE_STEP,
  namedAttribute,
  roleRanks,
  weaponAttack,
} from "../../../src/rules/okrpg/schema";
import { parseRank } from "../../../src/rules/ranks";

describe("a role's rank is the best attribute tagged with it (seed 000: pick the best)", () => {
  const attributes = [
    { name: "Martial Arts", rank: parseRank("Grt"), roles: ["initiative", "attack"] },
    { name: "Gunslinging", rank: parseRank("Gd"), roles: ["initiative", "attack"] },
    { name: "Brawn", rank: parseRank("Ext"), roles: ["strength", "toughness"] },
    { name: "Stamina", rank: parseRank("Gd"), roles: ["recovery", "healing", "toughness"] },
  ];

  it("picks the best of several attributes for one role", () => {
    const roles = roleRanks(attributes);
    expect(roles.initiative).toEqual({ step: parseRank("Grt"), attribute: "Martial Arts" });
    expect(roles.toughness).toEqual({ step: parseRank("Ext"), attribute: "Brawn" });
    expect(roles.recovery.attribute).toBe("Stamina");
  });

  it("uses strength for movement unless an attribute is tagged for movement", () => {
    expect(roleRanks(attributes).movement).toEqual({
      step: parseRank("Ext"),
      attribute: "Brawn",
    });
    const withRunning = [...attributes, { name: "Running", rank: 3, roles: ["movement"] }];
    expect(roleRanks(withRunning).movement.attribute).toBe("Running");
  });

  it("counts an unfilled role as Average, and adds the actor's modifier for the role", () => {
    const roles = roleRanks(attributes, { size: 1, initiative: -2 });
    expect(UNASSIGNED_ROLE_STEP).toBe(parseRank("Avg"));
    expect(roles.size).toEqual({ step: parseRank("Avg") + 1, attribute: null });
    expect(roles.initiative.step).toBe(parseRank("Grt") - 2);
  });

  it("ignores tags that are not roles", () => {
    expect(roleRanks([{ name: "Odd", rank: 9, roles: ["charm"] }]).defence.attribute).toBeNull();
  });
});

describe("a role's rank when attributes tie or a role is left unfilled", () => {
  it("of two attributes as good for a role, the first listed names it", () => {
    const roles = roleRanks([
      { name: "Fencing", rank: parseRank("Gd"), roles: ["attack"] },
      { name: "Boxing", rank: parseRank("Gd"), roles: ["attack"] },
    ]);
    expect(roles.attack).toEqual({ step: parseRank("Gd"), attribute: "Fencing" });
  });

  it("a better attribute listed later takes the role", () => {
    const roles = roleRanks([
      { name: "Boxing", rank: parseRank("Gd"), roles: ["attack"] },
      { name: "Fencing", rank: parseRank("Grt"), roles: ["attack"] },
    ]);
    expect(roles.attack).toEqual({ step: parseRank("Grt"), attribute: "Fencing" });
  });

  it("with neither movement nor strength tagged, movement is Average with no attribute", () => {
    const roles = roleRanks([{ name: "Wits", rank: parseRank("Grt"), roles: ["initiative"] }]);
    expect(roles.movement).toEqual({ step: UNASSIGNED_ROLE_STEP, attribute: null });
    expect(roles.strength).toEqual({ step: UNASSIGNED_ROLE_STEP, attribute: null });
  });
});

describe("the attribute a weapon names (seed 000: where more than one fits, the highest)", () => {
  const attributes = [
    { name: "Brawn", rank: parseRank("Avg+") },
    { name: " brawn ", rank: parseRank("Ext") },
    { name: "Blade", rank: parseRank("Grt") },
  ];

  it("is found whatever its case and surrounding spaces; of two alike, the higher ranked", () => {
    expect(namedAttribute(attributes, "BRAWN")).toBe(attributes[1]);
    expect(namedAttribute([...attributes].reverse(), "brawn")).toBe(attributes[1]);
    expect(namedAttribute(attributes, " Blade")).toBe(attributes[2]);
  });

  it("is none when no attribute has the name (the best attack role counts then)", () => {
    expect(namedAttribute(attributes, "Sword")).toBeNull();
    expect(namedAttribute(attributes, "")).toBeNull();
  });

  it("gives the weapon's attack: the named attribute's rank, else the attack role as it stands", () => {
    const attackRole = { step: parseRank("Gd"), attribute: "Blade" };
    expect(weaponAttack(attributes, "brawn", attackRole)).toEqual({
      step: parseRank("Ext"),
      attribute: " brawn ",
    });
    expect(weaponAttack(attributes, "Sword", attackRole)).toBe(attackRole);
    expect(weaponAttack(attributes, "", attackRole)).toBe(attackRole);
  });
});

it("of two attributes alike in name and rank, the weapon's is the first listed", () => {
  const twins = [
    { name: "Brawn", rank: parseRank("Gd") },
    { name: "BRAWN", rank: parseRank("Gd") },
  ];
  expect(namedAttribute(twins, "brawn")).toBe(twins[0]);
});
