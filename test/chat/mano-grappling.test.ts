import "../foundry";
import { describe, expect, it } from "vitest";
import { CardRoll } from "../foundry/chat";
import type { DocumentDouble } from "../foundry/documents";
import { registerCombat } from "../../src/combat/foundry/register";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { addCombatants, encounter } from "../combat/world";
import { attack, cardOf, click, weaponOf, world, type World } from "./world";
import type * as mano from "../../src/rules/cards/mano";

/*
 * RULES 5 grappling and aim on the Mano a Mano card, in Foundry (the test double): the footing
 * roll after a push, the hold picked after a grappling action (both sheets written), and the aim
 * an aiming target loses to the hit. The clone's fists (power 3, blunt) against Steven (grapple
 * defense 13, melee 14); neither has grapple attack or acrobatics, so Steven's footing adds 0.
 */

type Op = { action: string; documentName: string; data: unknown[] };
const kinds = (ops: Op[]) => ops.map((op) => `${op.action} ${op.documentName}`);
const sys = (doc: DocumentDouble) => doc.system as unknown as Record<string, unknown>;
const card = (message: Awaited<ReturnType<typeof attack>>) => cardOf(message) as mano.ManoCard;

async function gmClick(
  w: World,
  message: Awaited<ReturnType<typeof attack>>,
  name: string,
  data: Record<string, string>,
  faces?: number[][],
) {
  const ops = w.mark();
  const result = await click(w, message, name, data, { as: w.gm, faces });
  return { result, ops: ops() as Op[] };
}

describe.each(["mano", "rounds"] as const)(
  "%s push: the footing roll against 8 (RULES 5)",
  (ruleset) => {
    it("Steven's 8 does not beat 8: Apply puts him on the ground with the fall's 2 stun and 1 damage; Undo stands him up", async () => {
      const w = await world(ruleset);
      const message = await attack(w, [14], { action: "push" }); // 14 beats grapple defense 13
      const id = w.target.token.id;
      expect(card(message).targets[0].footingModifier).toBe(0);
      const refused = await gmClick(w, message, "apply", { target: id });
      expect(refused.result).toMatchObject({ status: "refused" });
      const rolled = await gmClick(w, message, "rollFooting", { target: id }, [[8]]);
      expect(kinds(rolled.ops)).toEqual(["update ChatMessage"]);
      expect(card(message).targets[0].footing).toBe(8);
      const applied = await gmClick(w, message, "apply", { target: id });
      expect(kinds(applied.ops)).toEqual(["update Actor", "update ChatMessage"]);
      expect(sys(w.target.actor)).toMatchObject({ posture: "ground", stun: 2, damage: 1 });
      await gmClick(w, message, "undo", { target: id });
      expect(sys(w.target.actor)).toMatchObject({ posture: "standing", stun: 0, damage: 0 });
    });
  },
);

describe("the hold after a grappling action (RULES 5 grappling positions)", () => {
  it("a hold that succeeds: the clone takes the dominant position, Steven is inferior, in one write each; Undo frees both", async () => {
    const w = await world("mano");
    const message = await attack(w, [14], { action: "hold" });
    const id = w.target.token.id;
    const step = await gmClick(w, message, "takeGrip", { target: id, choice: "hold" });
    expect(kinds(step.ops)).toEqual(["update Actor", "update Actor", "update ChatMessage"]);
    expect([sys(w.attacker.actor).grip, sys(w.target.actor).grip]).toEqual([
      "dominant",
      "inferior",
    ]);
    expect((await gmClick(w, message, "takeGrip", { target: id, choice: "release" })).ops).toEqual(
      [],
    );
    await gmClick(w, message, "undoGrip", { target: id });
    expect([sys(w.attacker.actor).grip, sys(w.target.actor).grip]).toEqual(["none", "none"]);
    expect(card(message).targets[0].hold).toBeUndefined();
  });

  it("a failed hold from a clinch: Steven's player releases it (the GM writes the clone); he cannot take the attacker's choice", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { grip: "neutral" } } as never);
    await w.target.actor.update({ system: { grip: "neutral" } } as never);
    const message = await attack(w, [3], { action: "hold" });
    const id = w.target.token.id;
    expect(
      await click(w, message, "takeGrip", { target: id, choice: "hold" }, { as: w.bob }),
    ).toMatchObject({ status: "refused" });
    const answer = await click(
      w,
      message,
      "answerGrip",
      { target: id, choice: "release" },
      { as: w.bob },
    );
    expect(answer).toEqual({ status: "done" });
    expect([sys(w.attacker.actor).grip, sys(w.target.actor).grip]).toEqual(["none", "none"]);
  });
});

describe("aim lost to stun or damage (RULES 5 aim)", () => {
  it("an aiming Steven hit for 2 stun and 1 damage is no longer aiming; Undo gives the aim back", async () => {
    const w = await world("mano");
    await w.target.actor.update({ system: { stance: "aiming" } } as never);
    const message = await attack(w, [14]); // 14 + 2 = 16 beats melee 14
    const id = w.target.token.id;
    const step = await gmClick(w, message, "apply", { target: id });
    expect(step.ops[0].data).toEqual([
      expect.objectContaining({
        _id: w.target.actor.id,
        system: { stun: 2, damage: 1, stance: "default" },
      }),
    ]);
    await gmClick(w, message, "undo", { target: id });
    expect(sys(w.target.actor)).toMatchObject({ stance: "aiming", stun: 0, damage: 0 });
  });
});

describe("combos in an encounter under way (RULES 5)", () => {
  it("the Clone (speed 1) fighting on the tracker: his second fist strike continues the turn's combo unasked, and is refused", async () => {
    const w = await world("mano");
    registerCombat();
    const combat = await encounter("turns");
    await addCombatants(combat, [w.attacker.actor, w.target.actor] as never);
    await combat.startCombat();
    await attack(w, [14], { action: "quickStrike" });
    const ops = w.mark();
    const second = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      // the dialog's defaults, as a fast-forwarded attack takes them
      return attackWithItem(weaponOf(w.attacker) as never, { fastForward: true });
    });
    expect(second).toBeNull();
    expect(ops()).toEqual([]);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "Step 2 is refused: it is past the combo's limit of 1 at speed 1.",
    );
    expect(CardRoll.script).toEqual([]);
  });
});
