import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/action";
import { checkChances } from "../../../src/rules/action";
import { actionInput } from "../../chat/fixtures";
import { deepFreeze, roundTrips } from "./helpers";

// A hero with 12 in the attacking skill and a pistol (damage 10) against a henchman whose
// Dodge of 13 is the difficulty and whose Toughness 7 is the soak.
const HITS = "system.hits.value";

describe("RULES 3 the roll, the outcome and the damage", () => {
  it("a standard roll of +(6+3) −(2) is +7: 19 against 13 is an outcome of 6; 6 + 10 = 16 beats soak 7: a Hit", () => {
    const c = card.create(actionInput([6, 3], [2]));
    expect(card.roll(c)).toMatchObject({ result: 7, boxcars: false, snakeEyes: false });
    expect(c.targets[0].result).toEqual({
      outcome: 6,
      success: true,
      special: null,
      pushed: null,
      finalDamage: 16,
      hit: true,
      setback: false,
    });
  });

  it("final damage at least soak + 10 is also a Damage Setback", () => {
    const c = card.create(
      actionInput([6, 3], [2], { targets: [{ ...actionInput([], []).targets[0], soak: 6 }] }),
    );
    expect(c.targets[0].result).toMatchObject({ finalDamage: 16, hit: true, setback: true });
  });

  it("damage below the soak lands no Hit, and Apply says so", () => {
    const c = card.create(actionInput([4], [3], { weapon: { name: "Fists", damage: 0 } }));
    expect(c.targets[0].result).toMatchObject({
      outcome: 0,
      success: true,
      finalDamage: 0,
      hit: false,
    });
    expect(card.applyBlocked(c, "hench")).toBe("noHit");
  });

  it("confident: the higher die counts as positive; closed: sixes do not reroll", () => {
    const confident = card.create(actionInput([2], [5], { situation: { confident: true } }));
    expect(card.roll(confident).result).toBe(3);
    const closed = card.create(actionInput([6], [1], { situation: { closed: true } }));
    expect(card.roll(closed).result).toBe(5);
    expect(() => card.create(actionInput([6], [1]))).toThrow(
      /every 6 rolls again and only a 6 does/,
    );
  });

  it("boxcars: a success is a windfall, a failure a fumble (and a confident roll turns standard)", () => {
    const windfall = card.create(actionInput([6, 2], [6, 1]));
    expect(windfall.targets[0].result).toMatchObject({ success: true, special: "windfall" });
    const fumble = card.create(actionInput([6, 1], [6, 5]));
    expect(fumble.targets[0].result).toMatchObject({ success: false, special: "fumble" });
    const wild = card.create(actionInput([6, 1], [6, 5], { situation: { confident: true } }));
    expect(card.roll(wild)).toMatchObject({ result: -4, confident: false });
  });
});

describe("RULES 3 snake eyes and the Friction Check", () => {
  const snake = (underFriction: boolean) =>
    card.create(
      actionInput([1], [1], {
        situation: { underFriction, friction: { light: true, limitations: [2] } },
      }),
    );

  it("snake eyes under friction calls for a d6; a 5 under light friction takes effect", () => {
    const c = snake(true);
    expect(card.frictionDue(c)).toBe(true);
    const checked = card.frictionCheck(c, 5);
    expect(card.frictionResult(checked)).toEqual({
      face: 5,
      row: "light",
      triggered: true,
      limitation: null,
    });
    expect(card.frictionCheck(checked, 2)).toBe(checked);
  });

  it("a 2 triggers the limitation numbered 2; a 4 needs heavy friction", () => {
    expect(card.frictionResult(card.frictionCheck(snake(true), 2))).toMatchObject({
      row: "limitation",
      limitation: 2,
    });
    expect(card.frictionResult(card.frictionCheck(snake(true), 4))).toMatchObject({
      row: "heavy",
      triggered: false,
    });
  });

  it("jury-rigged gear is improvised gear: snake eyes calls for the check, and a 4 is heavy friction that takes effect", () => {
    const juryRigged = card.create(actionInput([1], [1], { situation: { juryRigged: true } }));
    expect(card.frictionDue(juryRigged)).toBe(true);
    expect(card.frictionResult(card.frictionCheck(juryRigged, 4))).toEqual({
      face: 4,
      row: "heavy",
      triggered: true,
      limitation: null,
    });
    expect(card.frictionResult(card.frictionCheck(juryRigged, 5))?.triggered).toBe(false);
  });

  it("a table condition or a limitation on the sheet is friction enough: the 2 names the limitation", () => {
    const limited = card.create(
      actionInput([1], [1], { situation: { limitations: [{ name: "Bad knee", number: 2 }] } }),
    );
    expect(card.frictionDue(limited)).toBe(true);
    expect(card.frictionResult(card.frictionCheck(limited, 2))).toMatchObject({
      triggered: true,
      limitation: 2,
    });
    expect(card.frictionDue(snake(false))).toBe(true); // light friction and limitation 2
  });

  it("no Friction Check without friction, nor without snake eyes", () => {
    const reliable = card.create(actionInput([1], [1]));
    expect(card.frictionDue(reliable)).toBe(false);
    expect(() => card.frictionCheck(reliable, 3)).toThrow(
      /it follows snake eyes while under friction/,
    );
    expect(() => card.frictionCheck(card.create(actionInput([2], [1])), 3)).toThrow(/snake eyes/);
  });
});

describe("RULES 3 Push Luck and Fortune", () => {
  const failed = () => card.create(actionInput([2], [4])); // 12 − 2 = 10 against 13

  it("pushing luck rerolls the failed check: a success counts as if the first roll had succeeded", () => {
    const pushed = card.pushLuck(failed(), { positive: [5], negative: [1] });
    expect(pushed.targets[0].result).toMatchObject({
      outcome: 3,
      success: true,
      pushed: { success: true, setback: false },
      hit: true,
    });
  });

  it("a failed push adds a Setback; luck is pushed once", () => {
    const pushed = card.pushLuck(failed(), { positive: [1], negative: [3] });
    expect(pushed.targets[0].result).toMatchObject({
      success: false,
      pushed: { success: false, setback: true },
    });
    expect(card.pushLuck(pushed, { positive: [5], negative: [1] })).toBe(pushed);
    expect(() =>
      card.pushLuck(card.create(actionInput([6, 3], [2])), { positive: [1], negative: [1] }),
    ).toThrow(/the check did not fail/);
  });

  it("a Fortune reroll is confident, spends one point (4 → 3) and keeps the first roll on the card", () => {
    const { card: rerolled, patch } = card.fortuneReroll(
      failed(),
      { positive: [3], negative: [5] },
      4,
    );
    expect(patch).toEqual({ "system.fortune.value": 3 });
    expect(card.rollOptions(rerolled)).toEqual({ confident: true, closed: false });
    expect(card.roll(rerolled).result).toBe(2);
    expect(rerolled.fortune).toEqual({
      first: { positive: [2], negative: [4] },
      before: 4,
      after: 3,
    });
    expect(rerolled.targets[0].result).toMatchObject({ outcome: 1, success: true });
    expect(card.fortuneReroll(rerolled, { positive: [6, 6, 1], negative: [1] }, 3)).toEqual({
      card: rerolled,
      patch: null,
    });
  });

  it("RULES 3: a mook has no Fortune, so its card offers no reroll; a hero with points is offered one", () => {
    const attacker = actionInput([2], [4]).attacker;
    const mook = card.create(actionInput([2], [4], { attacker: { ...attacker, fortune: 0 } }));
    expect(card.fortuneBlocked(mook)).toBe("noFortune");
    const hero = card.create(actionInput([2], [4], { attacker: { ...attacker, fortune: 3 } }));
    expect(card.fortuneBlocked(hero)).toBeNull();
    expect(() =>
      card.create(actionInput([2], [4], { attacker: { ...attacker, fortune: -1 } })),
    ).toThrow(/Fortune/);
  });

  it("no Fortune without points, nor after luck was pushed; snake eyes still reads the first roll", () => {
    expect(() => card.fortuneReroll(failed(), { positive: [3], negative: [5] }, 0)).toThrow(
      /no Fortune points are left/,
    );
    const pushed = card.pushLuck(failed(), { positive: [5], negative: [1] });
    expect(() => card.fortuneReroll(pushed, { positive: [3], negative: [5] }, 2)).toThrow(
      /luck was already pushed/,
    );
    const snake = card.create(actionInput([1], [1], { situation: { underFriction: true } }));
    const rerolled = card.fortuneReroll(snake, { positive: [4], negative: [2] }, 3).card;
    expect(card.frictionDue(rerolled)).toBe(true);
  });
});

describe("RULES 3 snake eyes: several rolls for one action read only the first", () => {
  it("jury-rigged gear fails on snake eyes; without friction no Friction Check follows", () => {
    const juryRigged = card.create(actionInput([1], [1], { situation: { juryRigged: true } }));
    expect(card.snakeEyes(juryRigged)).toEqual({ juryRiggedFails: true, frictionCheck: true });
    const plain = card.create(actionInput([1], [1]));
    expect(card.snakeEyes(plain)).toEqual({ juryRiggedFails: false, frictionCheck: false });
    expect(card.snakeEyes(card.create(actionInput([1], [2])))).toBeNull();
  });

  it("snake eyes on a Fortune reroll or a push after a first roll of 2 and 4 is not read", () => {
    const situation = { juryRigged: true, underFriction: true };
    const first = card.create(actionInput([2], [4], { situation })); // 12 − 2 = 10 against 13
    const rerolled = card.fortuneReroll(first, { positive: [1], negative: [1] }, 3).card;
    const pushed = card.pushLuck(first, { positive: [1], negative: [1] });
    for (const c of [rerolled, pushed]) {
      expect(card.actionRolls(c)).toHaveLength(2);
      expect(card.actionRolls(c)[1].snakeEyes).toBe(true);
      expect(card.snakeEyes(c)).toBeNull();
      expect(card.frictionDue(c)).toBe(false);
    }
  });

  it("boxcars counts on every roll: a push of +(6+2) −(6+1) reads boxcars after a plain first roll", () => {
    const pushed = card.pushLuck(card.create(actionInput([2], [4])), {
      positive: [6, 2],
      negative: [6, 1],
    });
    expect(card.actionRolls(pushed).map((r) => r.boxcars)).toEqual([false, true]);
  });
});

describe("RULES 3 Apply and Undo: a Hit takes one of the target's Hits", () => {
  const hit = () => card.create(actionInput([6, 3], [2]));

  it("3 Hits become 2; applying twice changes nothing; undo gives it back", () => {
    const once = card.apply(hit(), "hench", { [HITS]: 3 });
    expect(once.patch).toEqual({ [HITS]: 2 });
    expect(card.apply(once.card, "hench", { [HITS]: 2 }).patch).toBeNull();
    expect(card.undo(once.card, "hench", { [HITS]: 2 }).patch).toEqual({ [HITS]: 3 });
  });

  it("at 0 Hits nothing is left to take; undo after a heal stays within the maximum", () => {
    const none = card.apply(hit(), "hench", { [HITS]: 0 });
    expect(none.patch).toBeNull();
    expect(none.card.targets[0].applied).toEqual({ before: { [HITS]: 0 }, after: { [HITS]: 0 } });
    const once = card.apply(hit(), "hench", { [HITS]: 3 });
    expect(card.undo(once.card, "hench", { [HITS]: 3, "system.hits.max": 3 }).patch).toBeNull();
  });

  it("apply∘undo leaves the Hits exactly as they were", () => {
    fc.assert(
      fc.property(fc.nat(12), (hits) => {
        const once = card.apply(hit(), "hench", { [HITS]: hits });
        const now = { [HITS]: hits, ...once.patch };
        expect({ ...now, ...card.undo(once.card, "hench", now).patch }).toEqual({ [HITS]: hits });
      }),
    );
  });

  it("Hits stored as null (full) come back as null, so a later rise in the maximum still reads full", () => {
    const STORED = "system.hits.stored";
    const full = { [HITS]: 3, [STORED]: null, "system.hits.max": 3 };
    const once = card.apply(hit(), "hench", full);
    expect(once.patch).toEqual({ [HITS]: 2 });
    const back = card.undo(once.card, "hench", { [HITS]: 2, [STORED]: 2, "system.hits.max": 3 });
    expect(back.patch).toEqual({ [HITS]: null });
    // another Hit taken since: only this card's Hit comes back, as a number
    const later = card.undo(once.card, "hench", { [HITS]: 1, [STORED]: 1, "system.hits.max": 3 });
    expect(later.patch).toEqual({ [HITS]: 2 });
    // a number stored equal to the maximum stays that number
    const typed = card.apply(hit(), "hench", { [HITS]: 3, [STORED]: 3 });
    expect(card.undo(typed.card, "hench", { [HITS]: 2 }).patch).toEqual({ [HITS]: 3 });
  });

  it("no Push Luck or Fortune while a Hit is applied; a missed target cannot take one", () => {
    const once = card.apply(hit(), "hench", { [HITS]: 3 }).card;
    expect(card.fortuneBlocked(once)).toBe("applied");
    expect(() => card.fortuneReroll(once, { positive: [3], negative: [5] }, 2)).toThrow(
      /undo that first/,
    );
    expect(() => card.apply(card.create(actionInput([2], [4])), "hench", { [HITS]: 3 })).toThrow(
      /the attack failed against them/,
    );
  });
});

describe("the Action card as data, and the dialog's exact chances", () => {
  it("round-trips through JSON; frozen inputs are never changed", () => {
    const c = card.pushLuck(
      card.create(deepFreeze(actionInput([2], [4]))),
      deepFreeze({ positive: [5], negative: [1] }),
    );
    expect(roundTrips(c)).toBe(true);
  });

  it("the chances are the rules layer's exact check chances", () => {
    const a = { skill: 12, difficulty: 13, confident: false, closed: false };
    const c = card.chances(a);
    const exact = checkChances(a);
    expect(c).toEqual({
      success: exact.success,
      marginal: exact.marginal,
      windfall: exact.windfall,
      fumble: exact.fumble,
    });
    expect(c.windfall + c.fumble).toBeCloseTo(1 / 36, 12);
  });
});
