import { describe, expect, it } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import { CardRoll, type MessageDouble } from "../foundry/chat";
import type { DocumentDouble } from "../foundry/documents";
import { takeCheck } from "../../src/chat/foundry/check/flow";
import { click } from "../chat/world";
import { expectLanded, expectRefused, table, type Role, type Table } from "./table";

/*
 * A check card's Apply and Undo pressed from every client. Alice owns the OK RPG attacker Ines
 * (RULES 1.4: knocked down, she gets up on 4dF); Bob owns nothing of hers; Olga only observes.
 * Who may press: the GM, the card's poster, an owner of the character. A press that writes what
 * the presser may not write (Ines for Bob, the GM's card for Alice) is carried out by the GM's
 * client through the card query.
 */

const NOTIFY = "ACTION_ENGINE.Card.Notify";
const character = { target: "character" };
const knockedDown = (t: Table) =>
  (t.attacker.actor.system as unknown as { knockedDown: boolean }).knockedDown;

/** The check card for Ines's getting up, posted by `poster`; she stands on 4dF of 0. */
async function posted(poster: Role, o: { gmOnline?: boolean } = {}) {
  const t = await table("okrpg", o);
  t.gm.active = true;
  await t.on("gm", () =>
    (t.attacker.actor as DocumentDouble).update({ "system.knockedDown": true }),
  );
  CardRoll.expect("4dF", [0, 0, 0, 0]);
  const message = (await t.on(poster, () =>
    takeCheck(t.attacker.actor as never, "getUp", { values: { rollMode: "publicroll" } }),
  )) as MessageDouble;
  t.gm.active = o.gmOnline ?? true;
  return { t, message };
}

async function apply(t: Table, message: MessageDouble, as: Role) {
  const seen = t.watch();
  const result = await click(t, message, "apply", character, { as: t.user(as) });
  return { result, seen: seen() };
}

describe("a check card's Apply, from every client", () => {
  it("Alice, who owns Ines and posted the card, applies and undoes it: through the GM's client while a GM is online, on her own without", async () => {
    const reference = await posted("owner");
    const gm = await apply(reference.t, reference.message, "gm");
    for (const gmOnline of [true, false]) {
      const { t, message } = await posted("owner", { gmOnline });
      const mine = await apply(t, message, "owner");
      expect(mine.result).toEqual({ status: "done" });
      // one writer per card while a GM is online; the GM's client asks hers whether she sent it
      expect(mine.seen.queries).toEqual(
        gmOnline
          ? [
              { name: "action-engine.card", to: "gm" },
              { name: "action-engine.sender", to: "owner" },
            ]
          : [],
      );
      expectLanded(mine.seen, gmOnline ? "gm" : "owner", gm.seen);
      expect(knockedDown(t)).toBe(false);
      await click(t, message, "undo", character, { as: t.user("owner") });
      expect(knockedDown(t)).toBe(true);
    }
  });

  it("Olga, who only observes Ines, and Bob, who owns nothing of hers, are refused", async () => {
    for (const role of ["observer", "player"] as const) {
      const { t, message } = await posted("owner");
      const mine = await apply(t, message, role);
      expect(mine.seen.queries).toEqual([]);
      expectRefused(mine.seen, role, `${NOTIFY}.NotYours`);
      expect(knockedDown(t)).toBe(true);
    }
  });

  it("on the GM's card, Alice's Apply is relayed to the GM's client; without a GM she is told", async () => {
    const reference = await posted("gm");
    const gm = await apply(reference.t, reference.message, "gm");
    const { t, message } = await posted("gm");
    const mine = await apply(t, message, "owner");
    expect(mine.seen.queries).toEqual([
      { name: "action-engine.card", to: "gm" },
      { name: "action-engine.sender", to: "owner" },
    ]);
    expectLanded(mine.seen, "gm", gm.seen);
    expect(knockedDown(t)).toBe(false);

    const offline = await posted("gm", { gmOnline: false });
    const alone = await apply(offline.t, offline.message, "owner");
    expectRefused(alone.seen, "owner", `${NOTIFY}.NoGM`);
  });

  it("a double click applies once", async () => {
    const { t, message } = await posted("owner");
    const seen = t.watch();
    await Promise.all([
      click(t, message, "apply", character, { as: t.user("owner") }),
      click(t, message, "apply", character, { as: t.user("owner") }),
    ]);
    const writes = seen().writes.map((w) => w.kind);
    expect(writes).toEqual(["update Actor", "update ChatMessage"]);
  });
});
