import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LETHALITY,
  type Wounds,
  applyHit,
  healWeeks,
  recoverRound,
  recoveryRate,
  woundsCondition,
} from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";

const fresh: Wounds = { lethal: 0, nonlethal: 0 };
const punch = (points: number) => ({
  points,
  roundedUp: false,
  lethality: LETHALITY.regularBashing,
});

describe("RULES 1.6 taking hits", () => {
  it("adds the split points and reports the condition before and after", () => {
    const result = applyHit(
      { lethal: 1, nonlethal: 3 },
      { points: 5, roundedUp: false, lethality: LETHALITY.cutting },
    );
    expect(result).toMatchObject({ lethal: 3, nonlethal: 2, lethality: LETHALITY.cutting });
    expect(result.wounds).toEqual({ lethal: 4, nonlethal: 5 });
    expect(result.before.impaired).toBe(false);
    expect(result.after).toMatchObject({ impaired: true, down: true, out: false });
  });

  it("never mutates the wounds it is given", () => {
    const wounds = Object.freeze({ lethal: 2, nonlethal: 2 });
    applyHit(wounds, punch(5));
    expect(wounds).toEqual({ lethal: 2, nonlethal: 2 });
  });

  it("a running total only grows with hits, and lethal + nonlethal is always the total", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: -6, max: 0 }), fc.boolean()),
        ),
        fc.boolean(),
        (hits, headCracking) => {
          let wounds = fresh;
          let total = 0;
          for (const [points, lethality, roundedUp] of hits) {
            const result = applyHit(wounds, { points, lethality, roundedUp }, { headCracking });
            expect(result.lethal + result.nonlethal).toBe(points);
            wounds = result.wounds;
            total += points;
            expect(wounds.lethal + wounds.nonlethal).toBe(total);
          }
        },
      ),
    );
  });

  it("refuses negative wounds, naming them", () => {
    expect(() => woundsCondition({ lethal: -1, nonlethal: 0 })).toThrow(
      /lethal points must be at least 0, got -1/,
    );
  });
});

describe("RULES 1.6 optional head-cracking", () => {
  it("the hit that reaches 7 counts one row more lethal", () => {
    const result = applyHit({ lethal: 0, nonlethal: 5 }, punch(2), { headCracking: true });
    expect(result.lethality).toBe(LETHALITY.lessViciousBashing);
    expect(applyHit({ lethal: 0, nonlethal: 5 }, punch(2)).lethality).toBe(
      LETHALITY.regularBashing,
    );
  });

  it("the hit that reaches 10 counts two rows more lethal, even if it also passed 7", () => {
    expect(applyHit({ lethal: 0, nonlethal: 8 }, punch(2), { headCracking: true }).lethality).toBe(
      LETHALITY.viciousBashing,
    );
    expect(applyHit(fresh, punch(10), { headCracking: true }).lethality).toBe(
      LETHALITY.viciousBashing,
    );
  });

  it("a regular bashing hit of 10 points from nothing: 2 lethal, or 5 with head-cracking", () => {
    expect(applyHit(fresh, punch(10)).lethal).toBe(2);
    expect(applyHit(fresh, punch(10), { headCracking: true }).lethal).toBe(5);
  });

  it("a hit on one already at 7 did not reach 7: no raise (it may still reach 10)", () => {
    expect(applyHit({ lethal: 0, nonlethal: 7 }, punch(1), { headCracking: true }).lethality).toBe(
      LETHALITY.regularBashing,
    );
  });

  it("cannot raise lethality past fully lethal, and leaves other hits alone", () => {
    const bullet = { points: 7, roundedUp: false, lethality: LETHALITY.deepPuncture };
    expect(applyHit(fresh, bullet, { headCracking: true }).lethality).toBe(0);
    expect(applyHit({ lethal: 0, nonlethal: 1 }, punch(2), { headCracking: true }).lethality).toBe(
      LETHALITY.regularBashing,
    );
  });
});

describe("RULES 1.6 optional limb-mangling", () => {
  it("records the limb of the called shot that reaches the impairment point", () => {
    const hit = { ...punch(3), limb: "sword arm" };
    expect(
      applyHit({ lethal: 0, nonlethal: 3 }, hit, { limbMangling: true }).wounds.mangledLimb,
    ).toBe("sword arm");
    expect(applyHit({ lethal: 0, nonlethal: 3 }, hit).wounds.mangledLimb).toBeUndefined();
    expect(
      applyHit({ lethal: 0, nonlethal: 6 }, hit, { limbMangling: true }).wounds.mangledLimb,
    ).toBeUndefined();
    expect(
      applyHit({ lethal: 0, nonlethal: 3 }, punch(3), { limbMangling: true }).wounds.mangledLimb,
    ).toBeUndefined();
  });

  it("the mangling heals away once the character is no longer impaired", () => {
    const mangled = { lethal: 0, nonlethal: 5, mangledLimb: "leg" };
    expect(recoverRound(mangled, parseRank("Grt")).mangledLimb).toBeNull();
  });

  it("and stays while the total, lethal points included, is still 5 or more", () => {
    // Grt recovers 1 a round: 3 lethal + 2 nonlethal is still impaired
    const mangled = { lethal: 3, nonlethal: 3, mangledLimb: "leg" };
    expect(recoverRound(mangled, parseRank("Grt"))).toMatchObject({
      nonlethal: 2,
      mangledLimb: "leg",
    });
  });
});

describe("RULES 1.3 / 1.9 start-of-round nonlethal recovery", () => {
  it("Def recovery: one point every three rounds, counted exactly", () => {
    let wounds: Wounds = { lethal: 2, nonlethal: 4 };
    const seen: number[] = [];
    for (let round = 0; round < 6; round++) {
      wounds = recoverRound(wounds, parseRank("Def"));
      seen.push(wounds.nonlethal);
    }
    expect(seen).toEqual([4, 4, 3, 3, 3, 2]);
    expect(wounds.lethal).toBe(2);
  });

  it("Ext recovery (3/2 a round): 1, then 2, then 1 …", () => {
    let wounds: Wounds = { lethal: 0, nonlethal: 9 };
    const seen: number[] = [];
    for (let round = 0; round < 4; round++) {
      wounds = recoverRound(wounds, parseRank("Ext"));
      seen.push(wounds.nonlethal);
    }
    expect(seen).toEqual([8, 6, 5, 3]);
  });

  it("a Tide of Battle 6 recovers twice, a 1 not at all", () => {
    const wounds = { lethal: 0, nonlethal: 8 };
    expect(recoverRound(wounds, parseRank("Grt"), 2).nonlethal).toBe(6);
    expect(recoverRound(wounds, parseRank("Grt"), 0)).toEqual({
      ...wounds,
      recoveryCarry: { num: 0, den: 1 },
    });
  });

  it("recovers no further than zero, banking nothing once healed", () => {
    expect(recoverRound({ lethal: 3, nonlethal: 1 }, parseRank("Mth"))).toMatchObject({
      lethal: 3,
      nonlethal: 0,
      recoveryCarry: { num: 0, den: 1 },
    });
  });

  it("over any number of rounds, recovers exactly floor(rounds × rate) points", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -4, max: 14 }),
        fc.integer({ min: 1, max: 40 }),
        (attribute, rounds) => {
          let wounds: Wounds = { lethal: 0, nonlethal: 1000 };
          for (let r = 0; r < rounds; r++) wounds = recoverRound(wounds, attribute);
          const { num, den } = recoveryRate(attribute);
          expect(1000 - wounds.nonlethal).toBe(Math.floor((rounds * num) / den));
        },
      ),
    );
  });

  it("a point recovered with half a point to spare banks nothing once healed, and names no limb", () => {
    // Ext recovers 3/2 a round
    expect(recoverRound({ lethal: 0, nonlethal: 1 }, parseRank("Ext"))).toEqual({
      lethal: 0,
      nonlethal: 0,
      recoveryCarry: { num: 0, den: 1 },
    });
  });

  it("refuses three recoveries in a round, naming them", () => {
    expect(() => recoverRound(fresh, 4, 3)).toThrow(/recoveries must be between 0 and 2, got 3/);
  });
});

describe("RULES 1.3 weekly healing of lethal points", () => {
  it("Def heals one lethal point every two weeks; Mth one a day", () => {
    const wounds = { lethal: 5, nonlethal: 0 };
    expect(healWeeks(wounds, parseRank("Def")).lethal).toBe(5);
    expect(healWeeks(healWeeks(wounds, parseRank("Def")), parseRank("Def")).lethal).toBe(4);
    expect(healWeeks({ lethal: 20, nonlethal: 0 }, parseRank("Mth")).lethal).toBe(13);
  });

  it("three Def weeks heal the last point with half a point to spare: nothing is banked", () => {
    expect(healWeeks({ lethal: 1, nonlethal: 0 }, parseRank("Def"), 3)).toEqual({
      lethal: 0,
      nonlethal: 0,
      healingCarry: { num: 0, den: 1 },
    });
    expect(() => healWeeks({ lethal: 1, nonlethal: 0 }, parseRank("Def"), -1)).toThrow(
      /weeks must be at least 0, got -1/,
    );
  });
});

describe("wounds and hits that are not what they should be are refused, each named", () => {
  it.each([
    [() => woundsCondition(null as never), /wounds must be a group of fields, got null/],
    [
      () => woundsCondition({ lethal: 0, nonlethal: -1 }),
      /nonlethal points must be at least 0, got -1/,
    ],
    [
      () => woundsCondition({ lethal: 0, nonlethal: 0, recoveryCarry: 5 as never }),
      /recovery counter/,
    ],
    [
      () => woundsCondition({ lethal: 0, nonlethal: 0, healingCarry: 5 as never }),
      /healing counter/,
    ],
    [
      () => woundsCondition({ lethal: 0, nonlethal: 0, recoveryCarry: { num: -1, den: 3 } }),
      /recovery counter numerator must be at least 0, got -1/,
    ],
    [
      () => woundsCondition({ lethal: 0, nonlethal: 0, recoveryCarry: { num: 1, den: 0 } }),
      /recovery counter denominator must be at least 1, got 0/,
    ],
    [() => applyHit(fresh, null as never), /hit must be a group of fields, got null/],
    [() => applyHit(fresh, punch(-1)), /points must be at least 0, got -1/],
    [
      () => applyHit(fresh, { ...punch(1), roundedUp: "no" as never }),
      /roundedUp must be true or false, got "no"/,
    ],
  ])("%#", (call, message) => expect(call).toThrow(message));
});
