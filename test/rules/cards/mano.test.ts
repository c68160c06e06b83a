import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as mano from "../../../src/rules/cards/mano";
import * as rounds from "../../../src/rules/cards/rounds";
import { setAdjustment } from "../../../src/rules/cards/adjustment";
import { markMissing } from "../../../src/rules/cards/shared";
import { deepFreeze, roundTrips } from "./helpers";

// The seed's machete fight: both fighters have toughness 7 and stamina 14; fists are power 3,
// attack 2, blunt; the machete power 5, attack 4, sharp; Steven's best defence is 14, the
// clone's 12.
const fighter = (
  id: string,
  melee: number,
  more: Partial<mano.ManoTargetInput> = {},
): mano.ManoTargetInput => ({
  id,
  name: id === "steven" ? "Steven" : "Clone",
  actorUuid: `Actor.${id}`,
  defences: { melee, missile: 10, grapple: 13 },
  stun: 0,
  damage: 0,
  toughness: 7,
  stamina: 14,
  ...more,
});
const fists = { name: "Fists", power: 3, sharpness: "blunt" } as const;
const machete = { name: "Machete", power: 5, sharpness: "sharp" } as const;
const WOUND = { "system.stun": 0, "system.damage": 0 };

function attack(
  action: string,
  d20: number,
  weapon: mano.ManoWeapon,
  modifier: number,
  target: mano.ManoTargetInput,
): mano.ManoCard {
  return mano.create({
    attacker: { name: "Attacker", actorUuid: null, modifier },
    weapon,
    situation: { action },
    d20,
    targets: [target],
  });
}

describe("RULES 5 the seed's machete fight on cards", () => {
  it("the clone's first fist: 14 + 2 = 16 beats 14; 3 blunt power is 2 stun and 1 damage", () => {
    const c = attack("quickStrike", 14, fists, 2, fighter("steven", 14));
    expect(c.targets[0].result).toEqual({
      total: 16,
      difficulty: 14,
      success: true,
      automatic: false,
      power: 3,
      stun: 2,
      damage: 1,
    });
    expect(mano.apply(c, "steven", WOUND).patch).toEqual({ "system.stun": 2, "system.damage": 1 });
  });

  it("the second fist only equals Steven's 14: equal fails, nothing to apply", () => {
    const c = attack("quickStrike", 12, fists, 2, fighter("steven", 14, { stun: 2, damage: 1 }));
    expect(c.targets[0].result).toMatchObject({ total: 14, success: false, stun: 0, damage: 0 });
    expect(mano.applyBlocked(c, "steven")).toBe("missed");
  });

  it("Steven's powerful strike (18 against 12) doubles the machete: 10 damage, the clone is injured", () => {
    const c = attack("powerfulStrike", 14, machete, 4, fighter("clone", 12));
    expect(c.targets[0].result).toMatchObject({ total: 18, power: 10, stun: 0, damage: 10 });
    expect(mano.resolutions(c)[0].wound?.after).toBe("injured");
  });

  it("the evading clone (+5) holds off a 14, but the machete's 21 beats 17: 15 damage, incapacitated", () => {
    const evading = fighter("clone", 12, { damage: 10, defenceBonus: 5 });
    expect(attack("quickStrike", 12, fists, 2, evading).targets[0].result).toMatchObject({
      total: 14,
      difficulty: 17,
      success: false,
    });
    const cut = attack("quickStrike", 17, machete, 4, evading);
    expect(mano.resolutions(cut)[0].wound).toMatchObject({
      damage: 15,
      before: "injured",
      after: "incapacitated",
    });
    expect(mano.apply(cut, "clone", { "system.stun": 0, "system.damage": 10 }).patch).toEqual({
      "system.damage": 15,
    });
  });
});

describe("RULES 5 actions, armor avoided before the roll, and the natural 20", () => {
  it("a strategic strike adds +5 to the roll; a powerful one doubles the power", () => {
    const strategic = mano.resolutions(
      attack("strategicStrike", 8, fists, 2, fighter("steven", 14)),
    )[0];
    expect(strategic.attackParts).toContainEqual({ source: "action", value: 5 });
    expect(strategic.total).toBe(15);
    expect(
      mano.resolutions(attack("powerfulStrike", 18, fists, 2, fighter("steven", 14)))[0].power,
    ).toMatchObject({
      multiplier: 2,
      power: 6,
    });
  });

  it("avoiding the helmet adds its cover to the difficulty; the coat's absorption still counts", () => {
    const armored = fighter("clone", 12, {
      armor: [
        { name: "Helmet", cover: 3, absorption: 4 },
        { name: "Leather coat", cover: 8, absorption: 2 },
      ],
      avoid: [0],
    });
    const c = attack("quickStrike", 17, machete, 4, armored);
    expect(c.targets[0].result).toMatchObject({
      difficulty: 15,
      success: true,
      power: 5,
      damage: 3,
    });
    const worn = attack("quickStrike", 17, machete, 4, { ...armored, avoid: [] });
    expect(worn.targets[0].result).toMatchObject({ difficulty: 12, damage: 1 });
  });

  it("complete cover cannot be avoided", () => {
    const plated = fighter("clone", 12, {
      armor: [{ name: "Plate", cover: 10, absorption: 5, complete: true }],
      avoid: [0],
    });
    expect(() => attack("quickStrike", 10, machete, 4, plated)).toThrow(/its cover is complete/);
  });

  it("a natural 20 succeeds against any difficulty", () => {
    const c = attack("quickStrike", 20, fists, 0, fighter("steven", 40));
    expect(c.targets[0].result).toMatchObject({
      success: true,
      automatic: true,
      total: 20,
      difficulty: 40,
    });
  });

  it("throws and shots add a step of difficulty per 5% of the range", () => {
    const bow = { name: "Bow", power: 4, sharpness: "sharp" as const, range: 100 };
    const c = attack("quickShot", 15, bow, 3, fighter("steven", 14, { distance: 27 }));
    expect(mano.resolutions(c)[0].difficultyParts).toContainEqual({ source: "range", value: 5 });
  });

  it("a throw's range counts too; a strike's never, nor a shot's at a distance unknown or with no range", () => {
    const rangeOf = (action: string, weapon: mano.ManoWeapon, distance: number | null) =>
      mano
        .resolutions(attack(action, 15, weapon, 3, fighter("steven", 14, { distance })))[0]
        .difficultyParts.filter((p) => p.source === "range");
    const knife = { name: "Knife", power: 2, sharpness: "sharp" as const, range: 100 };
    const bow = { ...knife, name: "Bow" };
    expect(rangeOf("quickThrow", knife, 27)).toEqual([{ source: "range", value: 5 }]);
    expect(rangeOf("quickStrike", knife, 27)).toEqual([]);
    expect(rangeOf("quickShot", bow, null)).toEqual([]);
    expect(rangeOf("quickShot", { ...bow, range: null }, 27)).toEqual([]);
  });

  it("RULES 5 optional critical hits: the card keeps the options, and a natural 20 adds the power again", () => {
    const c = mano.create({
      attacker: { name: "Clone", actorUuid: null, modifier: 2 },
      weapon: fists,
      situation: { action: "quickStrike" },
      d20: 20,
      options: { criticalHit: true },
      targets: [fighter("steven", 14)],
    });
    expect(c.options).toEqual({ criticalHit: true });
    expect(c.targets[0].result.power).toBe(6);
  });

  it("the d20 is a face of a d20, and a target resolved alone is checked as a card's target", () => {
    expect(() => attack("quickStrike", 21, fists, 2, fighter("steven", 14))).toThrow(
      "d20 must be between 1 and 20, got 21.",
    );
    const card = attack("quickStrike", 14, fists, 2, fighter("steven", 14));
    expect(() => mano.resolveTarget(card, { ...fighter("steven", 14), id: "" })).toThrow(/target/);
  });

  it("a push that lands (14 + 3 = 17 over grapple 13) does no harm itself: no power, no stun, no damage", () => {
    expect(attack("push", 14, fists, 3, fighter("steven", 14)).targets[0].result).toEqual({
      total: 17,
      difficulty: 13,
      success: true,
      automatic: false,
      power: null,
      stun: 0,
      damage: 0,
    });
  });

  it("only rolled actions make an attack card, and only Action Rounds spends hit points", () => {
    expect(() => attack("rest", 10, fists, 0, fighter("steven", 14))).toThrow(
      /the action makes no roll/,
    );
    expect(() =>
      mano.create({
        attacker: { name: "A", actorUuid: null, modifier: 0 },
        weapon: fists,
        situation: { action: "quickStrike", hpSpent: 2 },
        d20: 10,
        targets: [fighter("steven", 14)],
      }),
    ).toThrow(/only Action Rounds spends them/);
  });
});

describe("RULES 4 and [I-7] Action Rounds on the Mano a Mano card", () => {
  const roundsCard = () =>
    rounds.create({
      attacker: { name: "Clone", actorUuid: null, modifier: 2 },
      weapon: fists,
      situation: { action: "quickStrike", hpSpent: 3 },
      d20: 15,
      targets: [fighter("steven", 14, { strength: 6, passiveHp: 1 })],
    });

  it("3 hit points spent add 2 power; 1 passive hit point adds 1 defence", () => {
    const c = roundsCard();
    expect(c.ruleset).toBe("rounds");
    expect(c.targets[0].result).toMatchObject({
      total: 17,
      difficulty: 15,
      power: 5,
      stun: 3,
      damage: 2,
    });
  });

  it("hit points are twice strength; the hit leaves 12 − 3 − 2 = 7 non-damaged", () => {
    expect(rounds.roundsHitPoints(roundsCard().targets[0])).toEqual({
      hp: 12,
      before: 12,
      after: 7,
    });
  });

  it("only Action Rounds counts them: resolved as Mano a Mano, the same spent and passive hit points add nothing", () => {
    const c = roundsCard();
    expect(mano.resolveTarget({ ...c, ruleset: "mano" }, c.targets[0])).toMatchObject({
      total: 17,
      difficulty: 14,
      power: { power: 3 },
    });
  });

  it("Apply and Undo write stun and damage as in Mano a Mano", () => {
    const once = rounds.apply(roundsCard(), "steven", WOUND);
    expect(once.patch).toEqual({ "system.stun": 3, "system.damage": 2 });
    expect(
      rounds.undo(once.card, "steven", { "system.stun": 3, "system.damage": 2 }).patch,
    ).toEqual(WOUND);
  });
});

describe("Apply and Undo", () => {
  const cut = () => attack("powerfulStrike", 14, machete, 4, fighter("clone", 12));

  it("apply twice changes nothing; undo after another hit keeps that hit", () => {
    const once = mano.apply(cut(), "clone", WOUND);
    expect(
      mano.apply(once.card, "clone", { "system.stun": 0, "system.damage": 10 }).patch,
    ).toBeNull();
    expect(mano.undo(once.card, "clone", { "system.stun": 2, "system.damage": 11 }).patch).toEqual({
      "system.damage": 1,
    });
  });

  it("apply∘undo leaves stun and damage exactly as they were", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), (stun, damage) => {
        const now = { "system.stun": stun, "system.damage": damage };
        const once = mano.apply(cut(), "clone", now);
        const after = { ...now, ...once.patch };
        expect({ ...after, ...mano.undo(once.card, "clone", after).patch }).toEqual(now);
      }),
    );
  });

  it("the card is plain JSON and frozen inputs are never changed", () => {
    const c = mano.create(
      deepFreeze({
        attacker: { name: "A", actorUuid: null, modifier: 4 },
        weapon: machete,
        situation: { action: "quickStrike" },
        d20: 12,
        targets: [fighter("clone", 12)],
      }),
    );
    expect(roundTrips(c)).toBe(true);
    expect(mano.apply(deepFreeze(c), "clone", WOUND).patch).toEqual({ "system.damage": 5 });
  });
});

describe("Apply: who may take the hit, and what it writes", () => {
  it("a 1-power blunt blow is 1 stun and no damage: still harm to apply", () => {
    const tap = attack("quickStrike", 14, { ...fists, power: 1 }, 2, fighter("steven", 14));
    expect(tap.targets[0].result).toMatchObject({ stun: 1, damage: 0 });
    expect(mano.applyBlocked(tap, "steven")).toBeNull();
    expect(mano.apply(tap, "steven", WOUND).patch).toEqual({ "system.stun": 1 });
  });

  it("a miss, or a target whose actor is gone, is refused, saying why", () => {
    const miss = attack("quickStrike", 12, fists, 2, fighter("steven", 14));
    expect(() => mano.apply(miss, "steven", WOUND)).toThrow(
      "applying the hit to Steven is not allowed: the attack failed against them.",
    );
    const gone = markMissing(attack("quickStrike", 14, fists, 2, fighter("steven", 14)), "steven");
    expect(mano.applyBlocked(gone, "steven")).toBe("missing");
    expect(() => mano.apply(gone, "steven", WOUND)).toThrow(/the actor no longer exists/);
  });

  it("refuses a current value that is not a group of fields", () => {
    const hit = attack("quickStrike", 14, fists, 2, fighter("steven", 14));
    expect(() => mano.apply(hit, "steven", 5 as never)).toThrow(/^current /);
  });

  it("the GM's adjustment splits as the weapon does: fists' 2 stun 1 damage, +3 blunt adds 2 and 1, −1 takes 1 stun; −50 leaves none, never heals", () => {
    const hit = attack("quickStrike", 14, fists, 2, fighter("steven", 14));
    const adjusted = (amount: number) =>
      mano.apply(
        setAdjustment(hit, "steven", { amount, reason: "the GM's call" }, true),
        "steven",
        {
          "system.stun": 5,
          "system.damage": 5,
        },
      ).patch;
    expect(adjusted(3)).toEqual({ "system.stun": 9, "system.damage": 7 });
    expect(adjusted(-1)).toEqual({ "system.stun": 6, "system.damage": 6 });
    expect(adjusted(-50)).toBeNull();
  });

  it("Undo after the stun and damage were healed leaves them at 0, never below", () => {
    const once = mano.apply(
      attack("quickStrike", 14, fists, 2, fighter("steven", 14)),
      "steven",
      WOUND,
    );
    expect(mano.undo(once.card, "steven", { "system.stun": 1, "system.damage": 0 }).patch).toEqual({
      "system.stun": 0,
    });
  });
});

describe("RULES 5 exact chances for the roll dialog", () => {
  it("refuses chances, a modifier or a difficulty that is not one, naming it", () => {
    expect(() => mano.chances(5 as never)).toThrow("chances must be a group of fields, got 5.");
    expect(() => mano.chances({ modifier: 1.5, difficulty: 14 })).toThrow(
      "modifier must be a whole number, got 1.5.",
    );
    expect(() => mano.chances({ modifier: 2, difficulty: 1.5 })).toThrow(
      "difficulty must be a whole number, got 1.5.",
    );
  });

  it("+2 against 14 succeeds on 13–20: 8 faces in 20; a natural 20 is 1 in 20", () => {
    expect(mano.chances({ modifier: 2, difficulty: 14 })).toEqual({
      success: 0.4,
      natural20: 0.05,
    });
    expect(mano.chances({ modifier: 0, difficulty: 40 }).success).toBe(0.05);
  });

  it("from the dialog's choices, each target's own difficulty", () => {
    const input = {
      attacker: { name: "A", actorUuid: null, modifier: 4 },
      weapon: machete,
      situation: { action: "strategicStrike" },
      targets: [fighter("clone", 12), fighter("steven", 14, { defenceBonus: 5 })],
    };
    // +4 +5 = 9: against 12 needs 4+ (17 faces); against 19 needs 11+ (10 faces)
    expect(mano.chancesFor(input).map((c) => c.success)).toEqual([0.85, 0.5]);
  });
});
