import { describe, expect, it } from "vitest";
import type { DocumentDouble } from "../foundry/documents";
import type * as okrpg from "../../src/rules/cards/okrpg";
import { LETHALITY } from "../../src/rules/okrpg";
import { attack, cardOf, click, type World, world } from "./world";

/*
 * RULES 1.6 (seed 000, the lethality table): the kind of attack decides how many of the points are
 * lethal. The roll dialog offers the weapon's own kind first and the table's other rows.
 *
 * Ines's sword (cutting, 2/3) with 4dF [+1 +1 0 0]: 8 successes against the Duellist's Gd (4),
 * four to spend on full damage, the mail's bypass (2) and one step more: Grt (6) against his DR
 * Avg+ (3) is 3 points, none of them rounded up.
 */

const sys = (doc: DocumentDouble) => doc.system as unknown as { wounds: Record<string, number> };

async function hitFor3Points(w: World, attackType?: string) {
  const message = await attack(w, [1, 1, 0, 0], attackType ? { attackType } : {});
  const id = w.target.token.id;
  for (const [option, data] of [
    ["fullDamage", {}],
    ["bypassArmor", { target: id }],
    ["moreDamage", {}],
  ] as const)
    await click(w, message, "spend", { option, ...data }, { as: w.gm });
  expect((cardOf(message) as okrpg.OkrpgCard).targets[0].result.points).toBe(3);
  await click(w, message, "apply", { target: id }, { as: w.gm });
  return message;
}

describe("the kind of attack sets the lethality of an OK RPG hit", () => {
  it("by default the sword cuts: 3 points are 2 lethal and 1 nonlethal (2/3)", async () => {
    const w = await world("okrpg");
    const message = await hitFor3Points(w);
    expect((cardOf(message) as okrpg.OkrpgCard).weapon.lethality).toBe(LETHALITY.cutting);
    // the Duellist had 3 nonlethal points already
    expect(sys(w.target.actor).wounds).toMatchObject({ lethal: 2, nonlethal: 4 });
  });

  it("struck with the flat as less vicious bashing (1/3): 1 lethal and 2 nonlethal", async () => {
    const w = await world("okrpg");
    const message = await hitFor3Points(w, "lessViciousBashing");
    expect((cardOf(message) as okrpg.OkrpgCard).weapon.lethality).toBe(-3);
    expect(sys(w.target.actor).wounds).toMatchObject({ lethal: 1, nonlethal: 5 });
  });

  it("as a deep puncture (1): all 3 points are lethal", async () => {
    const w = await world("okrpg");
    await hitFor3Points(w, "deepPuncture");
    expect(sys(w.target.actor).wounds).toMatchObject({ lethal: 3, nonlethal: 3 });
  });

  it("really nonlethal (1/10): 0.3 of a point rounds to none lethal", async () => {
    const w = await world("okrpg");
    await hitFor3Points(w, "reallyNonlethal");
    expect(sys(w.target.actor).wounds).toMatchObject({ lethal: 0, nonlethal: 6 });
  });
});
