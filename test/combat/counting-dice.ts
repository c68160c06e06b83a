import { vi } from "vitest";
import { RollDouble } from "../foundry/rolls";

/**
 * The dice show faces that count up (1, 2, 3 … on each die kind), so no roll-off ties for ever:
 * for tests about stored data, not about what was rolled.
 */
export function countingDice() {
  let face = 0;
  const evaluate = RollDouble.prototype.evaluate;
  vi.spyOn(RollDouble.prototype, "evaluate").mockImplementation(async function (this: RollDouble) {
    const faces: number[] = [];
    for (const m of this.formula.replace(/\s+/g, "").matchAll(/(\d*)d(\d+|F)/g))
      for (let i = 0; i < Number(m[1] || 1); i++) {
        face += 1;
        faces.push(m[2] === "F" ? (face % 3) - 1 : (face % Number(m[2])) + 1);
      }
    RollDouble.expect(this.formula, faces);
    return evaluate.call(this);
  });
}
