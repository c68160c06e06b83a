import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/action";
import { actionInput } from "../../chat/fixtures";

/*
 * RULES 3 and seed 002 on the Action card, the choices after the roll: the Friction Check's d6
 * rolled again for a Fortune point (the player keeps either face), Advantage leaving the pool,
 * pushing luck and a Fortune reroll in an area attack, and how each roll is read.
 *
 * The fixture: Jack (skill 12, pistol 10) against henchmen of Dodge 13 and Toughness 7.
 */

const FORTUNE = "system.fortune.value";
const ADVANTAGE = "system.advantage";
const HITS = "system.hits.value";
const henchman = actionInput([], []).targets[0];

/** Snake eyes under light friction with limitation 2, the Friction Check rolled a 2. */
const checked = () =>
  card.frictionCheck(
    card.create(
      actionInput([1], [1], {
        situation: { underFriction: true, friction: { light: true, limitations: [2] } },
      }),
    ),
    2,
  );

/** An area attack: +(6+3) −(2) hits the first henchman (19), his mate's own −(4) +(2) misses. */
const hitAndMiss = () =>
  card.create(
    actionInput([6, 3], [2], {
      targets: [
        { ...henchman, id: "h1", name: "Henchman 1" },
        { ...henchman, id: "h2", name: "Henchman 2", dice: { positive: [2], negative: [4] } },
      ],
    }),
  );

describe("RULES 3 Fortune on a d6 table: the Friction Check rolled again", () => {
  it("is offered once the check is rolled, to a hero with Fortune, once", () => {
    const snake = card.create(actionInput([1], [1], { situation: { underFriction: true } }));
    expect(card.frictionRerollBlocked(snake)).toBe("notRolled");
    expect(card.frictionRerollBlocked(checked())).toBeNull();
    const mook = card.frictionCheck(
      card.create(
        actionInput([1], [1], {
          attacker: { ...actionInput([], []).attacker, fortune: 0 },
          situation: { underFriction: true },
        }),
      ),
      2,
    );
    expect(card.frictionRerollBlocked(mook)).toBe("noFortune");
    expect(card.frictionRerollBlocked(card.frictionReroll(checked(), 5, 3).card)).toBe(
      "alreadyRerolled",
    );
    expect(() => card.frictionReroll(snake, 5, 3)).toThrow(
      "a Fortune reroll of the Friction Check is not allowed: the check has not been rolled.",
    );
  });

  it("spends a point (3 → 2) and waits for the player's choice; the first face counts meanwhile", () => {
    const { card: again, patch } = card.frictionReroll(checked(), 5, 3);
    expect(patch).toEqual({ [FORTUNE]: 2 });
    expect(again.frictionReroll).toEqual({ face: 5, before: 3, after: 2, keep: null });
    expect(card.frictionFace(again)).toBe(2);
    expect(card.frictionResult(again)).toMatchObject({ row: "limitation", limitation: 2 });
    expect(card.frictionReroll(again, 4, 2)).toEqual({ card: again, patch: null });
    expect(() => card.frictionReroll(checked(), 7, 3)).toThrow(
      "friction reroll d6 must be between 1 and 6, got 7.",
    );
    expect(() => card.frictionReroll(checked(), 5, 0)).toThrow("no Fortune points are left");
  });

  it("the player keeps the reroll's 5 (light friction takes effect) or the first 2; the choice is final", () => {
    const again = card.frictionReroll(checked(), 5, 3).card;
    const reroll = card.keepFrictionFace(again, "reroll");
    expect(reroll.frictionReroll?.keep).toBe("reroll");
    expect(card.frictionFace(reroll)).toBe(5);
    expect(card.frictionResult(reroll)).toEqual({
      face: 5,
      row: "light",
      triggered: true,
      limitation: null,
    });
    expect(card.keepFrictionFace(reroll, "original")).toBe(reroll);
    const original = card.keepFrictionFace(again, "original");
    expect(card.frictionFace(original)).toBe(2);
    expect(() => card.keepFrictionFace(again, "both" as "original")).toThrow(
      'keep must be one of original, reroll, got "both".',
    );
    expect(() => card.keepFrictionFace(checked(), "reroll")).toThrow(
      "keeping a Friction Check face is not allowed: the check was not rerolled.",
    );
  });

  it("each face reads on its own while the player chooses: a 5 is light friction, a 4 is not", () => {
    const again = card.frictionReroll(checked(), 5, 3).card;
    expect(card.frictionReading(again, 5)).toEqual({
      face: 5,
      row: "light",
      triggered: true,
      limitation: null,
    });
    expect(card.frictionReading(again, 4)).toMatchObject({ row: "heavy", triggered: false });
  });

  it("no face before the check is rolled, and the check is refused with its d6 named", () => {
    const snake = card.create(actionInput([1], [1], { situation: { underFriction: true } }));
    expect(card.frictionFace(snake)).toBeNull();
    expect(card.frictionResult(snake)).toBeNull();
    expect(() => card.frictionCheck(snake, 0)).toThrow(
      "friction d6 must be between 1 and 6, got 0.",
    );
    expect(() => card.frictionCheck(card.create(actionInput([2], [1])), 3)).toThrow(
      "a Friction Check is not allowed: it follows snake eyes while under friction.",
    );
  });
});

describe("seed 002 Stunt Modifiers: Advantage spent on the attack leaves the pool", () => {
  const used = () => card.create(actionInput([6, 3], [2], { advantageSpent: 2 }));

  it("2 Advantage used: the card records it, and a card of none records nothing", () => {
    expect(used().advantage).toEqual({ spent: 2 });
    expect(card.create(actionInput([6, 3], [2], { advantageSpent: 0 })).advantage).toBeUndefined();
  });

  it("2 from a pool of 3 leaves 1; a second click changes nothing; undo puts them back (1 → 3)", () => {
    const spent = card.spendAdvantage(used(), 3);
    expect(spent.patch).toEqual({ [ADVANTAGE]: 1 });
    expect(spent.items).toEqual({});
    expect(spent.card.advantage).toEqual({
      spent: 2,
      applied: { before: { [ADVANTAGE]: 3 }, after: { [ADVANTAGE]: 1 } },
    });
    expect(card.spendAdvantage(spent.card, 1)).toEqual({
      card: spent.card,
      patch: null,
      items: {},
    });
    const back = card.undoAdvantage(spent.card, 1);
    expect(back).toEqual({ card: used(), patch: { [ADVANTAGE]: 3 }, items: {} });
  });

  it("the whole pool may go (2 of 2 leaves 0), not more than is left (2 of 1)", () => {
    expect(card.spendAdvantage(used(), 2).patch).toEqual({ [ADVANTAGE]: 0 });
    expect(() => card.spendAdvantage(used(), 1)).toThrow(
      "spending 2 Advantage is not allowed: only 1 is left in the pool.",
    );
    expect(() => card.spendAdvantage(used(), -1)).toThrow(
      "Advantage pool must be at least 0, got -1.",
    );
    expect(() => card.undoAdvantage(card.spendAdvantage(used(), 3).card, -1)).toThrow(
      "Advantage pool must be at least 0, got -1.",
    );
  });

  it("an attack that used none spends none, and nothing unspent comes back", () => {
    const none = card.create(actionInput([6, 3], [2]));
    expect(() => card.spendAdvantage(none, 3)).toThrow(
      "spending Advantage is not allowed: the attack used none.",
    );
    expect(card.undoAdvantage(none, 3)).toEqual({ card: none, patch: null, items: {} });
    expect(card.undoAdvantage(used(), 3)).toEqual({ card: used(), patch: null, items: {} });
  });
});

describe("RULES 3 Push Luck and Fortune in an area attack (a roll per target)", () => {
  it("luck may be pushed when the roll failed against any one henchman", () => {
    expect(card.pushBlocked(hitAndMiss())).toBeNull();
    const pushed = card.pushLuck(hitAndMiss(), { positive: [5], negative: [1] });
    expect(pushed.targets[1].result).toMatchObject({
      success: true,
      pushed: { success: true, setback: false },
    });
    expect(card.pushBlocked(pushed)).toBe("alreadyPushed");
  });

  it("not once a Hit is applied to any one of them: undo that first", () => {
    const applied = card.apply(hitAndMiss(), "h1", { [HITS]: 3 }).card;
    expect(card.pushBlocked(applied)).toBe("applied");
    expect(() => card.pushLuck(applied, { positive: [5], negative: [1] })).toThrow(
      "pushing luck is not allowed: it is applied to Henchman 1; undo that first.",
    );
    expect(card.fortuneBlocked(applied)).toBe("applied");
    expect(() => card.fortuneReroll(applied, { positive: [5], negative: [1] }, 3)).toThrow(
      "a Fortune reroll is not allowed: it is applied to Henchman 1; undo that first.",
    );
  });

  it("a roll that failed against no one is not pushed", () => {
    const hit = card.create(actionInput([6, 3], [2]));
    expect(card.pushBlocked(hit)).toBe("nothingFailed");
    expect(() => card.pushLuck(hit, { positive: [1], negative: [1] })).toThrow(
      "pushing luck is not allowed: the check did not fail.",
    );
  });

  it("a Fortune reroll after a push is refused in full", () => {
    const pushed = card.pushLuck(hitAndMiss(), { positive: [5], negative: [1] });
    expect(() => card.fortuneReroll(pushed, { positive: [5], negative: [1] }, 3)).toThrow(
      "a Fortune reroll is not allowed: luck was already pushed.",
    );
  });

  it("every roll of the action is read as the player chose it: confident −(5) +(2) is +3, the mate's −(3) +(1) is +2", () => {
    const confident = card.create(
      actionInput([2], [5], {
        situation: { confident: true },
        targets: [henchman, { ...henchman, id: "h2", dice: { positive: [1], negative: [3] } }],
      }),
    );
    expect(card.actionRolls(confident).map((r) => r.result)).toEqual([3, 2]);
    const closed = card.create(
      actionInput([6], [1], {
        situation: { closed: true },
        targets: [henchman, { ...henchman, id: "h2", dice: { positive: [6], negative: [2] } }],
      }),
    );
    expect(card.actionRolls(closed).map((r) => r.result)).toEqual([5, 4]);
  });
});

describe("RULES 3 Apply: a target whose actor is gone takes no Hit", () => {
  it("a henchman deleted since the roll cannot take the Hit, and Apply says why", () => {
    const gone = card.markMissing(card.create(actionInput([6, 3], [2])), "hench");
    expect(card.applyBlocked(gone, "hench")).toBe("missing");
    expect(() => card.apply(gone, "hench", { [HITS]: 3 })).toThrow(
      "applying the Hit to Henchman is not allowed: the actor no longer exists.",
    );
  });

  it("a Hit not landed is refused with the henchman's name", () => {
    const missed = card.create(actionInput([2], [4]));
    expect(() => card.apply(missed, "hench", { [HITS]: 3 })).toThrow(
      "applying the Hit to Henchman is not allowed: the attack failed against them.",
    );
  });
});
