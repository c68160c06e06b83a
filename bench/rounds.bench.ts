import { describe, it } from "vitest";
import { seeded } from "../src/rules/dice";
import { compareActingOrder, resolveAttack, type RoundsAttackInput } from "../src/rules/rounds";
import { measure } from "./harness";

function attacks(count: number): RoundsAttackInput[] {
  const dice = seeded(7);
  return Array.from({ length: count }, (_, i) => ({
    action: i % 2 ? "quickStrike" : "powerfulStrike",
    natural: dice.roll(20),
    hpSpent: dice.roll(4),
    attacker: { modifier: dice.roll(6) - 1 },
    weapon: { power: dice.roll(8), sharpness: i % 3 ? "sharp" : "blunt" },
    target: {
      defences: { melee: 10 + dice.roll(6), missile: 10, grapple: 12 },
      passiveHp: dice.roll(3) - 1,
      stun: 0,
      damage: dice.roll(5) - 1,
      toughness: 7,
      stamina: 14,
      armor: [{ cover: 6, absorption: dice.roll(4) - 1 }],
    },
  }));
}

describe("rounds benchmarks", () => {
  it("measures one whole attack with hit points spent", () => {
    const inputs = attacks(1000);
    let i = 0;
    measure("rounds.resolveAttack (hit points → mano attack)", () =>
      resolveAttack(inputs[i++ % inputs.length]),
    );
    const a = { ready: 6, reach: 3, bonus: 2, distance: 1 };
    const b = { ready: 6, reach: 0.5, bonus: 4 };
    measure("rounds.compareActingOrder", () => compareActingOrder(a, b));
  });
});
