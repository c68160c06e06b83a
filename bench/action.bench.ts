import { it } from "vitest";
import { seeded, type DiceSource } from "../src/rules/dice";
import { check, checkChances, damage, interpretRoll, rollDistribution } from "../src/rules/action";
import { measure, note } from "./harness";

/** An open die rolled as its chain of faces: every 6 rolls again. */
function chain(dice: DiceSource): number[] {
  const faces = [dice.roll(6)];
  while (faces[faces.length - 1] === 6) faces.push(dice.roll(6));
  return faces;
}

it("action: per-attack resolution cost", () => {
  const dice = seeded(2024);
  const attack = () => {
    const roll = interpretRoll({}, chain(dice), chain(dice));
    const result = check({
      skill: 13,
      result: roll.result,
      difficulty: [12, 14],
      boxcars: roll.boxcars,
    });
    return result.success ? damage({ outcome: result.outcome, weaponDamage: 10, soak: 7 }) : result;
  };
  // The first functions measured in a fresh worker run cold; warm the whole path up first.
  for (let i = 0; i < 20_000; i++) attack();
  measure("action attack (roll → check → damage)", attack);
  measure("action interpretRoll, confident", () =>
    interpretRoll({ confident: true }, chain(dice), chain(dice)),
  );
  measure("action checkChances (cached tables)", () =>
    checkChances({ skill: 13, difficulty: 15, confident: true }),
  );
  const started = performance.now();
  const size = rollDistribution({}).length;
  note(
    `action rollDistribution: ${size} results for an open standard roll; first call ${(performance.now() - started).toFixed(2)} ms`,
  );
});
