import { describe, expect, it } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import type { MessageDouble } from "../foundry/chat";
import { CARD_QUERY } from "../../src/chat/foundry/card/execute";
import type { RulesetId } from "../../src/rules/rulesets";
import { attack, cardOf, click, sendAs, systemOf } from "../chat/world";
import { expectRefused, table, type Table } from "./table";

/*
 * SECURITY.md, "The GM's adjustment of the harm" (issue 29): only a GM sets an adjustment; it is
 * kept on the target's actor beside the Apply record, where the card's poster cannot write, and
 * what the card itself says about it is shown, never applied. In every ruleset: the GM adjusts,
 * Apply writes the harm as adjusted, Undo restores the target; a player's press, a player's
 * crafted query, a card rewritten with an adjustment and a record written on someone else's actor
 * all leave the target as the real roll leaves it.
 */

const GM_ONLY = "ACTION_ENGINE.Card.Notify.AdjustGMOnly";

/** Each ruleset's roll that hits Bob's target, and the presses before its Apply. */
const REAL: Record<RulesetId, { faces: number[]; before: Press[]; apply: string }> = {
  okrpg: {
    faces: [1, 1, 0, 0],
    before: [{ action: "spend", data: { option: "fullDamage" } }],
    apply: "apply",
  },
  occult: {
    faces: [20],
    before: [{ action: "rollDamage", target: true, faces: [4, 6] }],
    apply: "applyPerson",
  },
  action: { faces: [6, 3, 2], before: [], apply: "apply" },
  mano: { faces: [14], before: [], apply: "apply" },
  rounds: { faces: [14], before: [], apply: "apply" },
};

/** The fields Apply writes on the target, by ruleset (RULES 1.6, 2, 3, 5). */
const HARM: Record<RulesetId, string[]> = {
  okrpg: ["system.wounds.lethal", "system.wounds.nonlethal"],
  occult: ["system.hp.value"],
  action: ["system.hits.value"],
  mano: ["system.stun", "system.damage"],
  rounds: ["system.stun", "system.damage"],
};

interface Press {
  action: string;
  data?: Record<string, string>;
  target?: boolean;
  faces?: number[];
}

function valueAt(source: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node == null ? undefined : (node as never)[key]), source);
}

const harmOf = (t: Table, ruleset: RulesetId) =>
  Object.fromEntries(HARM[ruleset].map((path) => [path, valueAt(t.target.actor, path)]));

async function rolled(ruleset: RulesetId): Promise<{ t: Table; message: MessageDouble }> {
  const t = await table(ruleset);
  const message = await attack(t, REAL[ruleset].faces);
  for (const p of REAL[ruleset].before)
    await click(
      t,
      message,
      p.action,
      { ...p.data, ...(p.target ? { target: t.target.token.id } : {}) },
      {
        as: t.gm,
        faces: p.faces ? [p.faces] : [],
      },
    );
  return { t, message };
}

const target = (t: Table) => ({ target: t.target.token.id });
const adjustment = (amount: string, reason = "Thrown onto the rocks") => ({ amount, reason });

/** What Apply writes with no adjustment, on a table of its own. */
async function plainHit(ruleset: RulesetId): Promise<Record<string, unknown>> {
  const { t, message } = await rolled(ruleset);
  await click(t, message, REAL[ruleset].apply, target(t), { as: t.gm });
  return harmOf(t, ruleset);
}

describe.each(["okrpg", "occult", "action", "mano", "rounds"] as const)(
  "%s: the GM's adjustment of the harm",
  (ruleset) => {
    it("the GM adjusts +2 with a reason: the card shows it, Apply writes more harm than the roll alone, Undo restores", async () => {
      const plain = await plainHit(ruleset);
      const { t, message } = await rolled(ruleset);
      const untouched = harmOf(t, ruleset);
      await click(t, message, "adjust", { ...target(t), ...adjustment("+2") }, { as: t.gm });
      expect(cardOf(message).targets[0].adjustment).toEqual({
        amount: 2,
        reason: "Thrown onto the rocks",
      });
      const record = valueAt(
        t.target.actor,
        `flags.action-engine.cards.${message.id}.adjust-${t.target.token.id}`,
      );
      expect(JSON.parse(record as string)).toEqual({ amount: 2, reason: "Thrown onto the rocks" });
      // Bob, the target's player, applies it: through the GM's client, as adjusted
      await click(t, message, REAL[ruleset].apply, target(t), { as: t.bob });
      const adjusted = harmOf(t, ruleset);
      expect(adjusted).not.toEqual(plain);
      expect(adjusted).not.toEqual(untouched);
      await click(t, message, "undo", target(t), { as: t.gm });
      expect(harmOf(t, ruleset)).toEqual(untouched);
    });

    it("a bad amount is refused with its bounds, nothing written", async () => {
      const { t, message } = await rolled(ruleset);
      for (const amount of ["abc", "1000", "0", "2.5"]) {
        const seen = t.watch();
        await click(t, message, "adjust", { ...target(t), ...adjustment(amount) }, { as: t.gm });
        expectRefused(seen(), "gm", "ACTION_ENGINE.Error.AdjustmentAmount");
      }
      const seen = t.watch();
      await click(t, message, "adjust", { ...target(t), ...adjustment("2", " ") }, { as: t.gm });
      expectRefused(seen(), "gm", "ACTION_ENGINE.Error.AdjustmentReason");
    });

    it("the poster, the target's player and the poster's crafted query cannot set one", async () => {
      const { t, message } = await rolled(ruleset);
      for (const as of [t.alice, t.bob]) {
        const seen = t.watch();
        await click(t, message, "adjust", { ...target(t), ...adjustment("+50") }, { as });
        const role = as === t.alice ? "owner" : "player";
        expectRefused(seen(), role, GM_ONLY);
        expect(seen().queries, "refused on the player's own client").toEqual([]);
      }
      const seen = t.watch();
      const answer = await sendAs(t, t.alice, CARD_QUERY, {
        messageId: message.id,
        revision: systemOf(message).revision,
        action: "adjust",
        data: { ...target(t), ...adjustment("+50") },
      });
      expect(answer).toMatchObject({ status: "refused", notice: { i18nKey: GM_ONLY } });
      expect(seen().writes).toEqual([]);
    });

    it("a card its poster rewrote with an adjustment is shown so, but Apply writes the real roll's harm", async () => {
      const plain = await plainHit(ruleset);
      const { t, message } = await rolled(ruleset);
      const card = JSON.parse(systemOf(message).card) as { targets: object[] };
      card.targets[0] = {
        ...card.targets[0],
        adjustment: { amount: 99, reason: "The GM said so" },
      };
      await t.on("owner", () => message.update({ "system.card": JSON.stringify(card) } as never));
      expect(cardOf(message).targets[0].adjustment?.amount).toBe(99);
      await click(t, message, REAL[ruleset].apply, target(t), { as: t.gm });
      expect(harmOf(t, ruleset)).toEqual(plain);
      expect(
        cardOf(message).targets[0].adjustment,
        "the card as the actor records it",
      ).toBeUndefined();
    });

    it("the poster cannot write the record on the target's actor: the server refuses it", async () => {
      const { t, message } = await rolled(ruleset);
      const path = `flags.action-engine.cards.${message.id}.adjust-${t.target.token.id}`;
      await expect(
        t.on("owner", () =>
          t.target.actor.update({ [path]: JSON.stringify({ amount: 99, reason: "x" }) } as never),
        ),
      ).rejects.toThrow();
      expect(valueAt(t.target.actor, path)).toBeUndefined();
    });
  },
);
