import { describe, expect, it } from "vitest";
import * as mano from "../../../src/rules/cards/mano";

/*
 * What the roll dialog's choices pass before a Mano a Mano or Action Rounds card is made (and a
 * stored card again when it is read back): every bad value refused, named as given. The seed's
 * Clone (attack +2, fists of power 3, blunt) against Steven (melee 14, toughness 7, stamina 14).
 */
const steven: mano.ManoTargetInput = {
  id: "steven",
  name: "Steven",
  actorUuid: null,
  defences: { melee: 14, missile: 10, grapple: 13 },
  stun: 0,
  damage: 0,
  toughness: 7,
  stamina: 14,
};
const clone = { name: "Clone", actorUuid: null, modifier: 2 };
const fists = { name: "Fists", power: 3, sharpness: "blunt" } as const;
const input = (more: object = {}, target: object = {}) =>
  ({
    attacker: clone,
    weapon: fists,
    situation: { action: "quickStrike" },
    targets: [{ ...steven, ...target }],
    ...more,
  }) as never;
const check =
  (more: object = {}, target: object = {}) =>
  () =>
    mano.requireCardInput(input(more, target));

describe("the attack card's input: the card, the attacker and the weapon", () => {
  it("names the ruleset: Mano a Mano unless Action Rounds is asked for", () => {
    expect(mano.requireCardInput(input())).toBe("mano");
    expect(mano.requireCardInput(input({ ruleset: "rounds" }))).toBe("rounds");
    expect(check({ ruleset: "okrpg" })).toThrow(/^ruleset .*"okrpg"/);
  });

  it("refuses a card input, attacker or modifier that is not one, naming it", () => {
    expect(() => mano.requireCardInput(5 as never)).toThrow(
      "card input must be a group of fields, got 5.",
    );
    expect(check({ attacker: 5 })).toThrow(/^attacker /);
    expect(check({ attacker: { ...clone, modifier: 1.5 } })).toThrow(
      "attack modifier must be a whole number, got 1.5.",
    );
  });

  it("refuses a weapon without a name, a power below 0 or an unknown sharpness", () => {
    expect(check({ weapon: 5 })).toThrow("weapon must be a group of fields, got 5.");
    expect(check({ weapon: { power: 3, sharpness: "blunt" } })).toThrow(
      'weapon {"power":3,"sharpness":"blunt"} is not allowed: expected a named weapon.',
    );
    expect(check({ weapon: { ...fists, power: -1 } })).toThrow(
      "weapon power must be at least 0, got -1.",
    );
    expect(check({ weapon: { ...fists, sharpness: "pointy" } })).toThrow(/^weapon sharpness /);
  });
});

describe("the attack card's input: the situation", () => {
  it("RULES 5: an action that makes no roll (rest) has no attack card", () => {
    expect(check({ situation: { action: "rest" } })).toThrow(
      "an attack card for rest is not allowed: the action makes no roll.",
    );
  });

  it("RULES 4: only Action Rounds spends hit points, at least 1 on an act", () => {
    expect(check({ situation: { action: "quickStrike", hpSpent: 2 } })).toThrow(
      "spending hit points is not allowed: only Action Rounds spends them.",
    );
    expect(check({ ruleset: "rounds", situation: { action: "quickStrike", hpSpent: 0 } })).toThrow(
      /^hit points spent must be at least 1/,
    );
    expect(
      mano.requireCardInput(
        input({ ruleset: "rounds", situation: { action: "quickStrike", hpSpent: 3 } }),
      ),
    ).toBe("rounds");
  });

  it("RULES 5 combos: a Mano a Mano combo's second action or later; Action Rounds has none", () => {
    expect(
      mano.requireCardInput(input({ situation: { action: "quickStrike", comboStep: 2 } })),
    ).toBe("mano");
    expect(check({ situation: { action: "quickStrike", comboStep: 1 } })).toThrow(
      "combo step must be at least 2, got 1.",
    );
    expect(
      check({ ruleset: "rounds", situation: { action: "quickStrike", comboStep: 2 } }),
    ).toThrow("a combo is not allowed: Action Rounds acts with ready hit points instead.");
  });

  it("RULES 5 mounted combat: a ram's driving and agility are whole numbers; a collision's metres at least 0", () => {
    expect(check({ situation: { action: "quickStrike", ramming: 5 } })).toThrow(
      "ramming must be a group of fields, got 5.",
    );
    expect(
      check({ situation: { action: "quickStrike", ramming: { driving: 1.5, agility: 2 } } }),
    ).toThrow("driving must be a whole number, got 1.5.");
    expect(
      check({
        situation: {
          action: "quickStrike",
          collision: { sameDirection: false, vehicleMetres: -1, targetMetres: 0 },
        },
      }),
    ).toThrow("vehicleMetres must be at least 0, got -1.");
  });
});

describe("the attack card's input: each target", () => {
  it("refuses bad defenses and health, naming them", () => {
    expect(check({}, { defences: 5 })).toThrow(/defen/);
    expect(check({}, { stun: -1 })).toThrow(/^stun /);
  });

  it("every armor piece is named by its place in the list", () => {
    const armor = [
      { name: "Helmet", cover: 3, absorption: 4 },
      { cover: 8, absorption: 2 },
    ];
    expect(check({}, { armor })).toThrow("armor piece #2 is not allowed: it needs a name.");
  });

  it("the armor aimed around is a list of places from 0; a distance and a footing modifier are at least 0 and whole", () => {
    expect(check({}, { avoid: [-1] })).toThrow("avoided armor #1 must be at least 0, got -1.");
    expect(check({}, { distance: -1 })).toThrow("distance must be at least 0, got -1.");
    expect(check({}, { footingModifier: 1.5 })).toThrow(
      "footing modifier must be a whole number, got 1.5.",
    );
  });

  it("RULES 4: passive hit points and strength belong to Action Rounds' targets only", () => {
    const refused =
      "hit points on a Mano a Mano target is not allowed: only Action Rounds has them.";
    expect(check({}, { passiveHp: 1 })).toThrow(refused);
    expect(check({}, { strength: 6 })).toThrow(refused);
    expect(check({}, { passiveHp: 0 })()).toBe("mano");
    expect(check({ ruleset: "rounds" }, { passiveHp: 1, strength: 6 })()).toBe("rounds");
  });
});
