import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/action";
import { actionInput } from "../../chat/fixtures";

/*
 * RULES 3 area attacks (seed 002, "Dice"): an action that rolls many times, such as an area
 * attack, reads snake eyes on the first roll only; boxcars counts on every roll. The hero (skill
 * 12, pistol 10) rolls once for each of three henchmen (Dodge 13, Toughness 7).
 */
const henchman = actionInput([], []).targets[0];
const three = (first: [number[], number[]], second: number[][], third: number[][], o = {}) =>
  card.create(
    actionInput(first[0], first[1], {
      situation: { underFriction: true },
      targets: [
        { ...henchman, id: "h1", name: "Henchman 1" },
        {
          ...henchman,
          id: "h2",
          name: "Henchman 2",
          dice: { positive: second[0], negative: second[1] },
        },
        {
          ...henchman,
          id: "h3",
          name: "Henchman 3",
          dice: { positive: third[0], negative: third[1] },
        },
      ],
      ...o,
    }),
  );

describe("RULES 3 an area attack rolls for each target", () => {
  it("each henchman meets his own roll: +7 (19: a Hit), −3 (9: missed), +1 (13: marginal)", () => {
    const c = three([[6, 3], [2]], [[2], [5]], [[4], [3]]);
    expect(c.targets.map((t) => [t.result.outcome, t.result.success])).toEqual([
      [6, true],
      [-4, false],
      [0, true],
    ]);
  });

  it("snake eyes on the first roll is the action's: under friction a Friction Check follows", () => {
    const c = three([[1], [1]], [[4], [2]], [[5], [1]]);
    expect(card.snakeEyes(c)).toMatchObject({ frictionCheck: true });
  });

  it("snake eyes on a later roll is not read: no Friction Check", () => {
    const c = three([[4], [2]], [[1], [1]], [[5], [1]]);
    expect(card.snakeEyes(c)).toBeNull();
    expect(card.frictionDue(c)).toBe(false);
  });

  it("boxcars counts on any roll: the second henchman's 6 and 6 make his hit a windfall", () => {
    const c = three(
      [[4], [2]],
      [
        [6, 6, 3],
        [6, 2],
      ],
      [[5], [1]],
    );
    expect(c.targets[1].result).toMatchObject({ success: true, special: "windfall" });
    expect(c.targets[0].result.special).toBeNull();
  });

  it("a Fortune reroll is one new roll for the whole action: it counts against every henchman", () => {
    const c = three([[2], [5]], [[1], [4]], [[3], [5]]);
    const { card: again } = card.fortuneReroll(c, { positive: [5], negative: [1] }, 3);
    // confident: the higher die counts as positive, +4: 16 against 13
    expect(again.targets.map((t) => t.result.outcome)).toEqual([3, 3, 3]);
  });

  it("a card stored before per-target rolls reads as one roll for all; a roll for the first target is refused", () => {
    const old = card.create(
      actionInput([6, 3], [2], { targets: [henchman, { ...henchman, id: "h2" }] }),
    );
    expect(old.targets.map((t) => t.result.outcome)).toEqual([6, 6]);
    expect(() =>
      card.create(
        actionInput([6], [2], {
          targets: [{ ...henchman, dice: { positive: [3], negative: [1] } }],
        }),
      ),
    ).toThrow(/first target/);
    expect(() =>
      card.create(
        actionInput([6], [2], {
          targets: [henchman, { ...henchman, id: "h2", dice: { positive: [9], negative: [1] } }],
        }),
      ),
    ).toThrow();
  });
});
