import { describe, it } from "vitest";
import { seeded } from "../src/rules/dice";
import { resolveAttack, successChance, type AttackInput } from "../src/rules/mano";
import { measure, note } from "./harness";

// A spread of attacks like a real fight: strikes, shots at range, chokes, armor, a coverer.
function attacks(count: number): AttackInput[] {
  const dice = seeded(5);
  const actions = ["quickStrike", "powerfulStrike", "quickShot", "choke", "trip"] as const;
  return Array.from({ length: count }, (_, i) => {
    const action = actions[i % actions.length];
    return {
      action,
      natural: dice.roll(20),
      attacker: { modifier: dice.roll(6) - 1, grip: action === "choke" ? "dominant" : "none" },
      weapon: { power: dice.roll(8), sharpness: i % 2 ? "sharp" : "blunt" },
      target: {
        defences: {
          melee: 10 + dice.roll(6),
          missile: 8 + dice.roll(6),
          grapple: 10 + dice.roll(6),
        },
        grip: action === "choke" ? "inferior" : "none",
        stun: dice.roll(4) - 1,
        damage: dice.roll(4) - 1,
        toughness: 7,
        stamina: 14,
        armor: [
          { cover: 5, absorption: 2 },
          { cover: 2, absorption: 5 },
        ],
      },
      grapplingEachOther: action === "choke",
      avoid: i % 3 === 0 ? [1] : [],
      range: action === "quickShot" ? { distance: dice.roll(140), maxRange: 140 } : undefined,
      light: i % 4 === 0 ? "dim" : "lit",
    } satisfies AttackInput;
  });
}

describe("mano benchmarks", () => {
  it("measures one whole attack, roll to new health state", () => {
    const inputs = attacks(1000);
    let i = 0;
    measure("mano.resolveAttack (roll → power → armor → health)", () =>
      resolveAttack(inputs[i++ % inputs.length], { criticalHit: true, randomDamage: true }),
    );
    measure("mano.successChance", () => successChance(i++ % 11, 14));
    const hits = inputs.filter((input) => resolveAttack(input).success).length;
    note(`mano: ${hits} of ${inputs.length} sample attacks hit`);
  });
});
