import { it } from "vitest";
import { rollFudge, seeded } from "../src/rules/dice";
import {
  type AttackRequest,
  LETHALITY,
  type SpendChoices,
  resolveAttack,
  spendMenu,
  successChance,
} from "../src/rules/okrpg";
import { parseRank } from "../src/rules/ranks";
import { measure, note } from "./harness";

// A Grt swordfighter against a Gd defender in Gd armor (coverage 2), as in the attack tests.
const attack = {
  damage: parseRank("Gd+"),
  handToHand: parseRank("Avg+"),
  lethality: LETHALITY.cutting,
  reach: 1,
};
const target = {
  dr: parseRank("Avg+"),
  handToHand: parseRank("Gd"),
  armor: { protection: parseRank("Gd"), coverage: 2 },
  wounds: { lethal: 0, nonlethal: 0 },
};

/** What a player might buy with the extra successes: damage first, then a bypass, then a knockdown. */
function choicesFor(extra: number): SpendChoices {
  if (extra <= 0) return {};
  if (extra < 3) return { fullDamage: 1, ...(extra > 1 ? { moreDamage: extra - 1 } : {}) };
  return {
    fullDamage: 1,
    bypassArmor: 1,
    ...(extra > 4 ? { knockdown: 1 } : {}),
    ...(extra > 5 ? { moreDamage: extra - 5 } : {}),
  };
}

it("okrpg: full attack resolution and success chances", () => {
  const dice = seeded(1999);
  const resolve = () => {
    const fudge = rollFudge(dice);
    const request: AttackRequest = {
      base: parseRank("Grt"),
      fudge,
      defence: { defence: parseRank("Gd") },
      attack,
      target,
    };
    const rolled = parseRank("Grt") + fudge.reduce((a, b) => a + b, 0);
    return resolveAttack({ ...request, choices: choicesFor(rolled - parseRank("Gd")) });
  };
  for (let i = 0; i < 20_000; i++) resolve();
  measure(
    "okrpg attack (4dF roll → required → spend → armor → points → split → condition)",
    resolve,
  );
  measure("okrpg spend menu (22 options, legality and result)", () =>
    spendMenu({ ...attack, extra: 4 }, target, { fullDamage: 1, bypassArmor: 1 }),
  );
  let base = 0;
  measure("okrpg successChance (exact, 4dF)", () => successChance((base = (base + 1) % 12), 5, -1));
  let hits = 0;
  const dice2 = seeded(7);
  for (let i = 0; i < 81_000; i++)
    if (
      resolveAttack({ base: 6, fudge: rollFudge(dice2), defence: { defence: 4 }, attack, target })
        .hit
    )
      hits++;
  note(
    `okrpg Grt vs Gd hit rate over 81,000 seeded attacks: ${(hits / 81_000).toFixed(4)} (exact ${successChance(6, 4).toFixed(4)})`,
  );
});
