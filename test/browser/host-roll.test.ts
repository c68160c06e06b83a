import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facesOf, actionDice } from "../../src/chat/attack/dice";
import { scripted, seeded } from "../../src/rules/dice";
import { allFaces, evaluate } from "../../playground/host/roll";

/*
 * The playground's stand-in for Foundry's Roll: the formula shapes the system rolls, giving the
 * faces back where the shared code reads them from a Foundry roll.
 */

describe("the playground's dice", () => {
  it("[I-1] 4dF: four Fudge dice reading −1, 0 or +1, summed with a modifier", () => {
    const roll = evaluate("4dF + 2", scripted([1, 2, 3, 3]));
    expect(facesOf(roll)).toEqual([-1, 0, 1, 1]);
    expect(roll.total).toBe(3);
  });

  it("RULES 3: an open roll rerolls each 6 and adds it; the negative die is its own chain", () => {
    const roll = evaluate("1d6x - 1d6x", scripted([6, 6, 2, 3]));
    expect(actionDice(roll)).toEqual({ positive: [6, 6, 2], negative: [3] });
    expect(roll.total).toBe(11);
  });

  it("RULES 1.9: an unlucky side keeps the lower of 2d6, a blessed side the higher; both faces are there", () => {
    const low = evaluate("2d6kl", scripted([5, 2]));
    const high = evaluate("2d6kh", scripted([5, 2]));
    expect([low.total, high.total]).toEqual([2, 5]);
    expect(allFaces(low)).toEqual([5, 2]);
    expect(facesOf(high)).toEqual([5]);
  });

  it("RULES 2: a jump kick's 3d6x2 is rolled as Foundry's (3d6)*2: three faces, the sum doubled", () => {
    const roll = evaluate("(3d6)*2", scripted([4, 1, 6]));
    expect(facesOf(roll)).toEqual([4, 1, 6]);
    expect(roll.total).toBe(22);
  });

  it("a pool of d20s for roll-offs, and a d100", () => {
    expect(allFaces(evaluate("3d20", scripted([4, 20, 11])))).toEqual([4, 20, 11]);
    expect(evaluate("1d100", scripted([73])).total).toBe(73);
  });

  it("every total is the sum of its kept faces with their signs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 6 }),
        (seed, n) => {
          const roll = evaluate(`${n}d6 - 1d4 + 3`, seeded(seed));
          const [pos, neg] = roll.dice;
          const kept = (t: typeof pos) => t.results.reduce((s, r) => s + r.result, 0);
          expect(roll.total).toBe(kept(pos) - kept(neg) + 3);
          expect(pos.results).toHaveLength(n);
        },
      ),
    );
  });

  it("refuses a formula it cannot roll, naming it", () => {
    expect(() => evaluate("1d6 * 2", seeded(1))).toThrow(/1d6 \* 2/);
  });
});
