import { describe, expect, it } from "vitest";
import { manoKit } from "../../src/chat/attack/kits/mano";
import type { AttackInput } from "../../src/chat/attack/kits";
import type { DocumentDouble } from "../foundry/documents";
import { attackInput, world, type World } from "./world";

/*
 * The warnings and refusal codes the Mano a Mano attack dialog shows before anything is rolled:
 * RULES 5 ramming (a collision already counts the run, so a charge beside it is refused) and
 * Action Rounds RULES 4 outreach (the Clone's fists reach 1 m; Steven's spear 2 m: while Steven
 * attacks with it only the spear can be struck, and while he does not, nothing can).
 */

/** The Clone's attack on Steven; `measured: false`, the distance between them unknown. */
function inputOf(w: World, ruleset: "mano" | "rounds", measured = true): AttackInput {
  const input = attackInput(w, ruleset);
  return measured
    ? input
    : { ...input, targets: input.targets.map((t) => ({ ...t, metres: null })) };
}

const warning = (name: string) => ({ key: `ACTION_ENGINE.Dialog.Warning.${name}` });
const RAM = { ram: true, ramDriving: "3", ramAgility: "1", vehicleMetres: "12", targetMetres: "8" };

/** The warnings of one live block of the dialog (the card's own, or a target's). */
function warningsOf(context: ReturnType<typeof manoKit.prepare>["context"], id: string) {
  const blocks = [context.live, ...context.targets.map((t) => t.live)];
  return blocks.find((b) => b?.id === id)?.warnings;
}

describe("Mano a Mano RULES 5 ramming: a charge beside the collision", () => {
  it("the Clone rams Steven (12 m and 8 m) after a 10 m charge: the card warns, and the attack is refused with the 10 m named", async () => {
    const w = await world("mano");
    const { context, plan } = manoKit.prepare(inputOf(w, "mano"), { ...RAM, charge: "10" });
    expect(warningsOf(context, "card")).toEqual([warning("collisionWithCharge")]);
    expect(plan.refused).toEqual({ code: "CollisionWithCharge", details: { metres: 10 } });
  });

  it("the rules refuse the roll against Steven too: his block says so and shows no odds", async () => {
    const w = await world("mano");
    const { context } = manoKit.prepare(inputOf(w, "mano"), { ...RAM, charge: "10" });
    const live = context.targets[0].live;
    expect(live?.warnings).toEqual([warning("refused")]);
    expect(live?.chances).toEqual([]);
  });

  it("the same ram with no charge: no warning, nothing refused", async () => {
    const w = await world("mano");
    const { context, plan } = manoKit.prepare(inputOf(w, "mano"), { ...RAM, charge: "0" });
    expect(warningsOf(context, "card")).toEqual([]);
    expect(plan.refused).toBeNull();
  });
});

/** Steven with his spear (2 m), in Action Rounds unless told. */
async function spearman(ruleset: "mano" | "rounds" = "rounds"): Promise<World> {
  const w = await world(ruleset);
  await w.target.actor.createEmbeddedDocuments("Item", [
    {
      name: "Spear",
      type: "mano-weapon",
      system: { kind: "handToHand", reach: 2, equipped: true },
    },
  ] as never);
  return w;
}

describe("Action Rounds RULES 4: Steven's spear (2 m) outreaches the Clone's fists (1 m), 1.5 m apart", () => {
  it("Steven not attacking: the Clone cannot strike him, the target warns outreached, shows no odds, and the attack is refused naming Steven", async () => {
    const w = await spearman();
    const id = w.target.token.id;
    const { context, plan } = manoKit.prepare(inputOf(w, "rounds", false), {
      [`target.${id}.distance`]: "1.5",
    });
    const live = context.targets[0].live;
    expect(live?.warnings).toEqual([warning("outreached")]);
    expect(live?.chances).toEqual([]);
    expect(plan.refused).toEqual({ code: "Outreached", details: { name: "Steven" } });
  });

  it("Steven attacking with the spear: only the spear can be struck, the target warns so, the odds still show, nothing refused", async () => {
    const w = await spearman();
    const id = w.target.token.id;
    const { context, plan } = manoKit.prepare(inputOf(w, "rounds", false), {
      [`target.${id}.distance`]: "1.5",
      [`target.${id}.attacking`]: true,
    });
    const live = context.targets[0].live;
    expect(live?.warnings).toEqual([warning("weaponOnly")]);
    expect(live?.chances.length).toBeGreaterThan(0);
    expect(plan.refused).toBeNull();
    expect(plan.input.targets[0].outreach).toMatchObject({
      attacker: 1,
      target: 2,
      attacking: true,
    });
  });

  it("at 0.5 m, inside half the spear's reach, the Clone strikes Steven as usual: no warning", async () => {
    const w = await spearman();
    const id = w.target.token.id;
    const { context, plan } = manoKit.prepare(inputOf(w, "rounds", false), {
      [`target.${id}.distance`]: "0.5",
    });
    expect(context.targets[0].live?.warnings).toEqual([]);
    expect(plan.refused).toBeNull();
  });
});

describe("Action Rounds RULES 4: two targets outreach the Clone", () => {
  it("Steven's spear (2 m) and Ward's pike (3 m), neither attacking: the refusal names both, Steven first", async () => {
    const w = await spearman();
    const ward = (await Actor.create({
      name: "Ward",
      type: "rounds",
      system: { defences: { melee: 10, missile: 10, grapple: 10 }, strength: 6 },
      items: [
        {
          name: "Pike",
          type: "mano-weapon",
          system: { kind: "handToHand", reach: 3, equipped: true },
        },
      ],
    } as never)) as unknown as DocumentDouble;
    const scene = (w.target.token as unknown as { parent: Parameters<World["chat"]["token"]>[0] })
      .parent;
    const token = w.chat.token(scene, ward, { x: 200, y: 0 });
    const { plan } = manoKit.prepare(attackInput(w, "rounds", [w.target.token, token]), {});
    expect(plan.refused).toEqual({ code: "Outreached", details: { name: "Steven, Ward" } });
    expect(() => manoKit.formulas(plan)).toThrow("Steven, Ward outreaches this weapon");
  });
});

describe("Mano a Mano RULES 5 has no outreach: the same spear changes nothing", () => {
  it("no question whether Steven attacks, no warning, and the card's Steven carries no reach nor passive HP (an Action Rounds field)", async () => {
    const w = await spearman("mano");
    const id = w.target.token.id;
    const { context, plan } = manoKit.prepare(inputOf(w, "mano", false), {
      [`target.${id}.distance`]: "1.5",
    });
    const names = context.targets[0].fields.map((f) => f.name);
    expect(names).not.toContain(`target.${id}.attacking`);
    expect(context.targets[0].live?.warnings).toEqual([]);
    expect(plan.refused).toBeNull();
    expect(plan.input.targets[0]).not.toHaveProperty("outreach");
    expect(plan.input.targets[0]).not.toHaveProperty("passiveHp");
  });
});

describe("Action Rounds RULES 4: hit points spent on the attack", () => {
  const hpSpentMax = async (readyHp: number) => {
    const w = await world("rounds");
    const input = inputOf(w, "rounds");
    const { context, plan } = manoKit.prepare(
      { ...input, attacker: { ...input.attacker, readyHp } },
      {},
    );
    const field = context.sections[0].fields.find((f) => f.name === "hpSpent");
    return { max: field?.max, passive: plan.input.targets[0].passiveHp };
  };

  it("with 1 ready HP the Clone spends at most 1", async () => {
    expect((await hpSpentMax(1)).max).toBe(1);
  });

  it("with none ready, 0 is no cap: the dialog allows up to 99, as when the tracker gives none", async () => {
    expect((await hpSpentMax(0)).max).toBe(99);
  });

  it("Steven's passive HP goes on the card", async () => {
    expect((await hpSpentMax(3)).passive).toEqual(expect.any(Number));
  });
});
