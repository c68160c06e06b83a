import "../foundry";
import { describe, expect, it } from "vitest";
import type { DocumentDouble } from "../foundry/documents";
import type { MessageDouble } from "../foundry/chat";
import { CardRoll } from "../foundry/chat";
import type * as action from "../../src/rules/cards/action";
import { actionCardView } from "../../src/chat/view-models/action";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { cardOf, click, weaponOf, world, type World } from "./world";

/*
 * RULES 3 area attacks in Foundry: Jack's pistol (Shoot 12, damage 10) against three henchmen
 * (Dodge 13, Toughness 7) rolls once for each; each row shows its own roll and total, snake eyes is
 * read on the first roll only, and each henchman's Hit is applied on its own.
 */

const hits = (doc: DocumentDouble) =>
  (doc.system as unknown as { hits: { value: number } }).hits.value;

async function gang(w: World) {
  const scene = (w.target.token as unknown as { parent: Parameters<World["chat"]["token"]>[0] })
    .parent;
  const more = [];
  for (const [i, x] of [
    [2, 600],
    [3, 800],
  ]) {
    const actor = (await Actor.create({
      name: `Henchman ${i}`,
      type: "action",
      system: { role: "henchman", skills: { dodge: 13 }, attributes: { toughness: 7 } },
    } as never)) as unknown as DocumentDouble;
    more.push({ actor, token: w.chat.token(scene, actor, { x, y: 0 }) });
  }
  return [w.target, ...more];
}

describe("Action area attacks roll once per target (RULES 3)", () => {
  it("three henchmen, three rolls: +7 (a Hit), −3 (missed), +1 (a marginal hit); each applied on its own", async () => {
    const w = await world("action");
    const targets = await gang(w);
    const message = (await w.combat.users.as(w.alice, () => {
      w.chat.target(...targets.map((t) => t.token));
      CardRoll.expect(null, [6, 3, 2]);
      CardRoll.expect(null, [2, 5]);
      CardRoll.expect(null, [4, 3]);
      return attackWithItem(weaponOf(w.attacker) as never, { fastForward: true });
    })) as MessageDouble;
    const card = cardOf(message) as action.ActionCard;
    expect(card.targets.map((t) => [t.result.outcome, t.result.success])).toEqual([
      [6, true],
      [-4, false],
      [0, true],
    ]);
    expect(card.targets.map((t) => t.dice ?? null)).toEqual([
      null,
      { positive: [2], negative: [5] },
      { positive: [4], negative: [3] },
    ]);
    const view = actionCardView(card, {
      isGM: true,
      canSeeRoll: true,
      userId: "",
      owns: () => true,
    } as never);
    const totals = view.targets.map((t) => t.lines.find((l) => l.label.endsWith(".Total"))?.value);
    expect(totals).toEqual(["19", "9", "13"]);
    for (const t of [targets[0], targets[2]])
      await click(w, message, "apply", { target: t.token.id }, { as: w.gm });
    expect(targets.map((t) => hits(t.actor))).toEqual([
      hits(targets[1].actor) - 1,
      hits(targets[1].actor),
      hits(targets[1].actor) - 1,
    ]);
  });
});
