import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/occult";
import { damageDiceOf, damageRoll } from "../../../src/rules/cards/occult-resolution";
import { handToHand as physical, POWER_PUNCH, toddInput } from "../../chat/fixtures";
import { roundTrips } from "./helpers";

// Seed 001 "physical attacks" on the card: Todd (Strike +10) against the bandit in his flak
// jacket, hand to hand (melee base 50: 50 + Strike 10 − Defense 10 − partial cover 10 = 40 to
// hit, so his 15 hits and 45 misses).
const PRONE = "system.conditions.prone";
const HP = "system.hp.value";

describe("RULES 2 physical attacks without damage", () => {
  it("a trip that hits knocks the bandit prone; there is no damage to roll", () => {
    const trip = physical(15, { physicalAttack: "trip", effect: "prone" });
    expect(trip.targets[0].result).toMatchObject({
      hit: true,
      damage: null,
      effect: { id: "prone", prone: true, roll: null },
    });
    expect(card.dealsDamage(trip)).toBe(false);
    expect(() => card.damageFormula(trip, "bandit")).toThrow(/it deals none/);
    expect(() => card.rollDamage(trip, [3], "bandit")).toThrow(/it deals none/);
    expect(roundTrips(trip)).toBe(true);
  });

  it("Apply writes only the prone condition, wherever the hit is sent; Undo stands the bandit up again", () => {
    const trip = physical(15, { physicalAttack: "trip", effect: "prone" });
    expect(card.applyBlocked(trip, "bandit")).toBeNull();
    const applied = card.apply(trip, "bandit", { [PRONE]: false, [HP]: 12 }, "armor");
    expect(applied.patch).toEqual({ [PRONE]: true });
    expect(applied.items).toEqual({});
    const undone = card.undo(applied.card, "bandit", { [PRONE]: true });
    expect(undone.patch).toEqual({ [PRONE]: false });
  });

  it("a bandit already prone stays so after Undo (only this card's change is taken back)", () => {
    const trip = physical(15, { physicalAttack: "trip", effect: "prone" });
    const applied = card.apply(trip, "bandit", { [PRONE]: true });
    expect(applied.patch).toBeNull();
    expect(card.undo(applied.card, "bandit", { [PRONE]: true }).patch).toBeNull();
  });

  it("a miss has no effect", () => {
    const trip = physical(45, { physicalAttack: "trip", effect: "prone" });
    expect(trip.targets[0].result).toMatchObject({ hit: false, effect: null });
    expect(card.applyBlocked(trip, "bandit")).toBe("missed");
  });

  it("a hold leaves the bandit held: the card says so and there is nothing to write", () => {
    const hold = physical(15, { name: "Hold", physicalAttack: "hold", effect: "held" });
    expect(hold.targets[0].result.effect).toEqual({
      id: "held",
      roll: null,
      prone: false,
      distanceFt: null,
    });
    expect(card.applyBlocked(hold, "bandit")).toBe("nothingToApply");
    expect(() => card.apply(hold, "bandit", {})).toThrow(/changes nothing that is written down/);
  });

  it("a disarming strike sends the weapon 1d4 squares: a 3 is 15 ft; the first roll stands", () => {
    const disarm = physical(15, { name: "Disarm", physicalAttack: "disarm", effect: "disarmed" });
    expect(card.effectDie(disarm)).toBe(4);
    expect(card.applyBlocked(disarm, "bandit")).toBe("nothingToApply");
    const rolled = card.rollEffect(disarm, 3, "bandit");
    expect(rolled.targets[0].result.effect).toMatchObject({
      id: "disarmed",
      roll: 3,
      distanceFt: 15,
    });
    expect(card.rollEffect(rolled, 1, "bandit")).toBe(rolled);
    expect(card.applyBlocked(rolled, "bandit")).toBe("nothingToApply");
    expect(() => card.rollEffect(disarm, 5, "bandit")).toThrow(/effect die/);
  });

  it("no effect die is rolled against a target missed, nor for an attack without one", () => {
    const missed = physical(45, { physicalAttack: "disarm", effect: "disarmed" });
    expect(() => card.rollEffect(missed, 2, "bandit")).toThrow(/the attack missed them/);
    const trip = physical(15, { physicalAttack: "trip", effect: "prone" });
    expect(card.effectDie(trip)).toBeNull();
    expect(() => card.rollEffect(trip, 2, "bandit")).toThrow(/no die to roll/);
  });
});

describe("RULES 2 the body block: 1d4 damage and prone 60% of the time", () => {
  const block = () =>
    card.rollDamage(
      physical(15, {
        name: "Body block",
        dice: "1d4",
        bonus: 1,
        physicalAttack: "bodyBlock",
        effect: "bodyBlock",
      }),
      [3],
      "bandit",
    );

  it("its d100 of 60 knocks the bandit down, 61 does not", () => {
    expect(card.effectDie(block())).toBe(100);
    expect(card.applyBlocked(block(), "bandit")).toBe("rollEffect");
    expect(card.rollEffect(block(), 60, "bandit").targets[0].result.effect).toMatchObject({
      roll: 60,
      prone: true,
    });
    expect(card.rollEffect(block(), 61, "bandit").targets[0].result.effect).toMatchObject({
      roll: 61,
      prone: false,
    });
  });

  it("Apply to the person writes the 4 damage and prone together; Undo takes both back", () => {
    const down = card.rollEffect(block(), 12, "bandit");
    expect(down.targets[0].result.damage).toBe(4);
    const applied = card.apply(down, "bandit", { [HP]: 12, [PRONE]: false }, "person");
    expect(applied.patch).toEqual({ [HP]: 8, [PRONE]: true });
    const undone = card.undo(applied.card, "bandit", { [HP]: 8, [PRONE]: true });
    expect(undone.patch).toEqual({ [HP]: 12, [PRONE]: false });
  });
});

describe("RULES 2 power punch and leap attack double another attack's damage", () => {
  it("a power punch with a punch (1d6): a 4 doubled is 8, then the STR bonus +2 makes 10", () => {
    const punch = physical(15, POWER_PUNCH);
    expect(card.damageFormula(punch, "bandit")).toBe("1d6");
    expect(card.rollDamage(punch, [4], "bandit").targets[0].result.damage).toBe(10);
  });

  it("the card's doubled flag doubles: the same punch without it deals 4 + 2 = 6", () => {
    const { doubled: _, ...undoubled } = POWER_PUNCH;
    expect(card.rollDamage(physical(15, undoubled), [4], "bandit").targets[0].result.damage).toBe(
      6,
    );
  });

  it("a pulled muscle (Epic Fumble 14) halves the card's damage, rounded down: a punch of 1d6 rolling 5 with STR +2 deals 3", () => {
    const weak = physical(15, { name: "Punch", dice: "1d6", bonus: 2, halved: true });
    expect(card.rollDamage(weak, [5], "bandit").targets[0].result.damage).toBe(3);
    const strong = physical(15, { name: "Punch", dice: "1d6", bonus: 2 });
    expect(card.rollDamage(strong, [5], "bandit").targets[0].result.damage).toBe(7);
  });

  it("an unknown doubled attack is refused when the card is made", () => {
    expect(() =>
      physical(15, {
        dice: "1d6",
        physicalAttack: "powerPunch",
        doubling: { attack: "headbutt" as "punch" },
      }),
    ).toThrow(/doubled attack/);
  });
});

describe("RULES 2 grenades without damage (smoke, flashbang)", () => {
  it("a smoke grenade lands and catches the bandit, with no blast to roll and nothing to apply", () => {
    const smoke = card.create(
      toddInput(20, {
        weapon: { name: "Smoke grenade", kind: "grenade", dice: null, maxRange: 60 },
        situation: {},
        targets: [{ ...toddInput(0).targets[0], zone: "S" }],
      }),
    );
    expect(smoke.targets[0].result).toMatchObject({ hit: true, damage: null });
    expect(() => card.rollDamage(smoke, [3])).toThrow(
      /rolling damage for Smoke grenade is not allowed: it deals none/,
    );
    // faces on a card read back count for nothing: there is no damage to roll
    const withFaces = { ...smoke, blastFaces: [3] };
    expect(damageRoll(withFaces, withFaces.targets[0], false)).toBeNull();
    expect(() => damageDiceOf(smoke)).toThrow(/it deals none/);
    expect(card.applyBlocked(smoke, "bandit")).toBe("nothingToApply");
  });
});
