import { describe, expect, it } from "vitest";
import type { DocumentDouble } from "../foundry/documents";
import type * as okrpg from "../../src/rules/cards/okrpg";
import { parseRank } from "../../src/rules/ranks";
import { appliedView } from "../../src/chat/view-models/shared";
import { attack, cardOf, click, type World, world } from "./world";

/*
 * RULES 1.4 (seed 000, special effects) and 1.7 in Foundry: Apply writes what the bought effect
 * leaves on the target — a knockdown or a throw puts it down, a grab that holds records its power
 * — and Undo takes it back; a target that keeps the world's default damage system takes the hit
 * under that system.
 *
 * Ines attacks with Blade Grt (6) and 4dF [+1 +1 0 0]: 8 successes against the Duellist's Gd (4)
 * defence, four to spend. Her base hand-to-hand damage, Avg+ (3), is a special effect's power
 * [I-2]. The effect's marginal damage (sword Gd+ less a full rank: Avg+) does not pass the
 * Duellist's Gd mail, so only the effect reaches him.
 */

type Op = { action: string; documentName: string; parent: string | null; data: unknown[] };
const sys = (doc: DocumentDouble) => doc.system as unknown as Record<string, unknown>;

async function gmClick(
  w: World,
  message: Awaited<ReturnType<typeof attack>>,
  name: string,
  data = {},
) {
  const ops = w.mark();
  await click(w, message, name, data, { as: w.gm });
  return ops() as Op[];
}

describe("the OK RPG card writes a bought knockdown or grab on its target", () => {
  it("a knockdown (2 successes) puts the Duellist down; Undo stands him up again", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const id = w.target.token.id;
    await gmClick(w, message, "spend", { option: "knockdown" });
    const applied = await gmClick(w, message, "apply", { target: id });
    expect(applied.map((op) => `${op.action} ${op.documentName}`)).toEqual([
      "update Actor",
      "update ChatMessage",
    ]);
    // the system data written (the record beside it is checked in card-buttons.test.ts)
    expect(applied[0].data).toEqual([
      expect.objectContaining({ _id: w.target.actor.id, system: { knockedDown: true } }),
    ]);
    // the mail stopped the marginal damage: his 3 nonlethal points stay as they were
    expect(sys(w.target.actor).wounds).toMatchObject({ lethal: 0, nonlethal: 3 });
    expect((cardOf(message) as okrpg.OkrpgCard).targets[0].applied?.after).toEqual({
      "system.knockedDown": true,
    });
    await gmClick(w, message, "undo", { target: id });
    expect(sys(w.target.actor).knockedDown).toBe(false);
  });

  it("a throw (3 successes) knocks down too", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    await gmClick(w, message, "spend", { option: "throw" });
    await gmClick(w, message, "apply", { target: w.target.token.id });
    expect(sys(w.target.actor).knockedDown).toBe(true);
  });

  it("a grab of power Avg+ holds the Duellist (hand-to-hand Gd less a full rank is Avg); Undo frees him", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const id = w.target.token.id;
    await gmClick(w, message, "spend", { option: "grab" });
    const applied = await gmClick(w, message, "apply", { target: id });
    expect(applied[0].data).toEqual([
      expect.objectContaining({ _id: w.target.actor.id, system: { grabbed: parseRank("Avg+") } }),
    ]);
    expect(sys(w.target.actor).grabbed).toBe(parseRank("Avg+"));
    // the card says what it wrote, the grab's power by its rank
    const shown = appliedView((cardOf(message) as okrpg.OkrpgCard).targets[0].applied);
    expect(shown?.changes).toEqual([
      {
        label: "ACTION_ENGINE.Card.Field.grabbed",
        before: "ACTION_ENGINE.Card.Value.none",
        after: "Avg+ (3)",
        beforeIsKey: true,
        afterIsKey: false,
      },
    ]);
    await gmClick(w, message, "undo", { target: id });
    expect(sys(w.target.actor).grabbed).toBeNull();
  });

  it("a grab too weak to hold (the Duellist's hand-to-hand Ext: Avg+ is below Grt) writes nothing", async () => {
    const w = await world("okrpg");
    const parry = w.target.actor.items.contents.find((i) => i.name === "Parry")!;
    await parry.update({ "system.rank": parseRank("Ext") });
    // Blade Ext+ (9) and [+1 +1 0 0] make 11 against his Ext (8) defence: three to spend
    const blade = w.attacker.actor.items.contents.find((i) => i.name === "Blade")!;
    await blade.update({ "system.rank": parseRank("Ext+") });
    const message = await attack(w, [1, 1, 0, 0]);
    await gmClick(w, message, "spend", { option: "grab" });
    const card = cardOf(message) as okrpg.OkrpgCard;
    expect(card.choices).toEqual({ grab: 1 });
    const ops = await gmClick(w, message, "apply", { target: w.target.token.id });
    expect(ops).toEqual([]);
    expect(sys(w.target.actor).grabbed).toBeNull();
  });
});

describe("the world's default damage system reaches the card (RULES 1.7)", () => {
  it("with Simplest as the world default, a hit of DR + 3 half-ranks puts the Duellist down", async () => {
    const w = await world("okrpg");
    await w.foundry.settings.set("action-engine", "okrpg.defaultMookSystem", "simplest");
    const message = await attack(w, [1, 1, 0, 0]);
    const id = w.target.token.id;
    const card = () => cardOf(message) as okrpg.OkrpgCard;
    expect(card().targets[0].system).toBe("simplest");
    // four extra: bypass the mail (2), full damage (1), one step more (1): Gd+ + 1 = Grt (6)
    await gmClick(w, message, "spend", { option: "bypassArmor", target: id });
    await gmClick(w, message, "spend", { option: "fullDamage" });
    await gmClick(w, message, "spend", { option: "moreDamage" });
    expect(card().targets[0].result.damage).toBe(parseRank("Grt"));
    // DR Avg+ (3): Grt is three half-ranks above it
    expect(card().targets[0].dr).toBe(parseRank("Avg+"));
    const applied = await gmClick(w, message, "apply", { target: id });
    expect(applied[0].data).toEqual([
      expect.objectContaining({ _id: w.target.actor.id, system: { mook: { down: true } } }),
    ]);
  });

  it("a character choosing the full system keeps it whatever the world's default", async () => {
    const w = await world("okrpg");
    await w.foundry.settings.set("action-engine", "okrpg.defaultMookSystem", "simplest");
    await w.target.actor.update({ "system.mookSystem": "full" });
    const message = await attack(w, [1, 1, 0, 0]);
    expect((cardOf(message) as okrpg.OkrpgCard).targets[0].system).toBe("full");
  });
});
