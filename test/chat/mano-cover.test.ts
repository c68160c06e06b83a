import "../foundry";
import { describe, expect, it } from "vitest";
import type { DocumentDouble } from "../foundry/documents";
import type * as mano from "../../src/rules/cards/mano";
import { attack, cardOf, click, weaponOf, world, type World } from "./world";
import { actorView, bystanderViews, itemView, targetViews } from "../../src/chat/attack/read";
import { kitFor } from "../../src/chat/attack/kits";
import { fieldsOf } from "../../src/chat/view-models/dialog/types";
import { ruleOptions } from "../../src/settings";

/*
 * RULES 5 cover (seed 004, "cover") in Foundry: Steven (melee defense 14) covers Ward, whom the
 * Clone strikes with his fists (attack +2, power 3, blunt). The difficulty is Steven's defense + 5
 * = 19. A hit still strikes Ward; a miss strikes Steven, and Apply on Steven's row writes Steven's
 * sheet: 3 blunt power is 1 damage and 2 stun, as in the seed's example.
 */

const sys = (doc: DocumentDouble) => doc.system as unknown as Record<string, number>;

async function covered(w: World, type = "mano") {
  const ward = (await Actor.create({
    name: "Ward",
    type,
    system: { defences: { melee: 10, missile: 10, grapple: 10 }, toughness: 7, stamina: 14 },
    ownership: { default: 0, [w.bob.id]: 3 },
  } as never)) as unknown as DocumentDouble;
  const scene = (w.target.token as unknown as { parent: Parameters<World["chat"]["token"]>[0] })
    .parent;
  const token = w.chat.token(scene, ward, { x: 200, y: 0 });
  return { ward, token };
}

describe("Mano a Mano cover on the attack card (RULES 5)", () => {
  it("the Clone rolls 14 (+2 = 16) against Steven's 14 + 5 = 19: the miss strikes Steven, Apply writes 2 stun and 1 damage to him", async () => {
    const w = await world("mano");
    const { ward, token } = await covered(w);
    const message = await attack(
      w,
      [14],
      { [`target.${token.id}.coveredBy`]: w.target.token.id },
      { targets: [token] },
    );
    const card = cardOf(message) as mano.ManoCard;
    expect(card.targets.map((t) => [t.name, t.coveredBy ?? null, t.covers ?? null])).toEqual([
      ["Ward", w.target.token.id, null],
      ["Steven", null, token.id],
    ]);
    expect(card.targets[0].result).toMatchObject({ total: 16, difficulty: 19, success: false });
    expect(card.targets[1].result).toMatchObject({ success: true, stun: 2, damage: 1 });
    const refused = await click(w, message, "apply", { target: token.id }, { as: w.gm });
    expect(refused?.status).not.toBe("done");
    const applied = await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    expect(applied?.status).toBe("done");
    expect([sys(w.target.actor).stun, sys(w.target.actor).damage]).toEqual([2, 1]);
    expect([sys(ward).stun, sys(ward).damage]).toEqual([0, 0]);
    await click(w, message, "undo", { target: w.target.token.id }, { as: w.gm });
    expect([sys(w.target.actor).stun, sys(w.target.actor).damage]).toEqual([0, 0]);
  });

  it("a roll of 18 (+2 = 20) beats 19: the hit still strikes Ward, and Steven's row cannot be applied", async () => {
    const w = await world("mano");
    const { ward, token } = await covered(w);
    const message = await attack(
      w,
      [18],
      { [`target.${token.id}.coveredBy`]: w.target.token.id },
      { targets: [token] },
    );
    const card = cardOf(message) as mano.ManoCard;
    expect(card.targets[0].result).toMatchObject({ success: true, stun: 2, damage: 1 });
    expect(card.targets[1].result).toMatchObject({ success: false, stun: 0, damage: 0 });
    const refused = await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    expect(refused?.status).not.toBe("done");
    expect(sys(w.target.actor).stun).toBe(0);
    await click(w, message, "apply", { target: token.id }, { as: w.gm });
    expect([sys(ward).stun, sys(ward).damage]).toEqual([2, 1]);
  });

  it("nobody covers by default: Ward's own defense 10 is the difficulty", async () => {
    const w = await world("mano");
    const { token } = await covered(w);
    const message = await attack(w, [14], {}, { targets: [token] });
    const card = cardOf(message) as mano.ManoCard;
    expect(card.targets).toHaveLength(1);
    expect(card.targets[0].result).toMatchObject({ difficulty: 10, success: true });
  });

  it("Action Rounds resolves through the same rule: Steven covers Ward, the Clone's 16 misses 19 and strikes Steven", async () => {
    const w = await world("rounds");
    const { token } = await covered(w, "rounds");
    const message = await attack(
      w,
      [14],
      { [`target.${token.id}.coveredBy`]: w.target.token.id },
      { targets: [token] },
    );
    const card = cardOf(message) as mano.ManoCard;
    expect(card.targets[0].result).toMatchObject({ total: 16, difficulty: 19, success: false });
    expect(card.targets[1]).toMatchObject({ name: "Steven", covers: token.id });
    expect(card.targets[1].result.success).toBe(true);
    await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    expect(sys(w.target.actor).stun + sys(w.target.actor).damage).toBeGreaterThan(0);
  });

  it("Steven covers one target only: once he covers Ward, the second target's list no longer offers him", async () => {
    const w = await world("mano");
    const { token } = await covered(w);
    const scene = (w.target.token as unknown as { parent: Parameters<World["chat"]["token"]>[0] })
      .parent;
    const other = (await Actor.create({
      name: "Other",
      type: "mano",
      system: { defences: { melee: 10, missile: 10, grapple: 10 }, toughness: 7, stamina: 14 },
    } as never)) as unknown as DocumentDouble;
    const otherToken = w.chat.token(scene, other, { x: 600, y: 0 });
    const targets = [token, otherToken];
    const input = {
      ruleset: "mano" as const,
      attacker: {
        actor: actorView(w.attacker.actor as never),
        tokenUuid: w.attacker.token.uuid,
        weapon: itemView(weaponOf(w.attacker) as never),
      },
      targets: targetViews(targets as never, w.attacker.token as never),
      bystanders: bystanderViews(targets as never, w.attacker.token as never),
      options: ruleOptions("mano"),
      messageMode: "public" as const,
    };
    const { context } = kitFor("mano").prepare(input, {
      [`target.${token.id}.coveredBy`]: w.target.token.id,
    });
    const offered = (id: string) =>
      fieldsOf(context)
        .find((f) => f.name === `target.${id}.coveredBy`)
        ?.options?.map((o) => o.label);
    expect(offered(token.id)).toEqual(["ACTION_ENGINE.Dialog.Mano.CoveredByNone", "Steven"]);
    expect(offered(otherToken.id)).toBeUndefined();
  });
});
