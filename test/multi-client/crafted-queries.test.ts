import fc from "fast-check";
import { describe, expect, it } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import { CARD_QUERY } from "../../src/chat/foundry/card/execute";
import { handleCardQuery } from "../../src/chat/foundry/card/query";
import { cardActions } from "../../src/chat/card/actions";
import { handleTrackerQuery, TRACKER_QUERY } from "../../src/combat/foundry/queries";
import { attack, sendAs, systemOf } from "../chat/world";
import { table, turnsEncounter, type Table } from "./table";

/*
 * A query is whatever JSON a client's console sends (Foundry's socket carries any): the GM's
 * handlers answer every one with a refusal, a stale or a done, and never throw — a thrown handler
 * leaves its sender waiting for the timeout and says nothing about why. A query of the wrong shape
 * is refused as such before anything else; one of the right shape from its real sender is judged
 * like a click, its bad values refused by the rules with their own message.
 */

const CARD = "ACTION_ENGINE.Card.Notify";
const TRACKER = "ACTION_ENGINE.Tracker.Refused";

/** Any JSON, as a socket carries it. */
const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

async function cardTable() {
  const t = await table("mano");
  const message = await attack(t, [14]);
  return { t, message };
}

async function trackerTable() {
  const t = await table("mano");
  return { t, ...(await turnsEncounter(t)) };
}

const revisionOf = (combat: { system: unknown }) =>
  (combat.system as { revision: number }).revision;

/** The GM's handler's answer to `query`, run on the GM's client: never a thrown error. */
async function answer(t: Table, handler: (query: unknown) => Promise<unknown>, query: unknown) {
  return t.on("gm", () => handler(query));
}

/**
 * Any JSON, the request with any one field (or its control) replaced by any JSON, all sent in
 * Alice's name with a made-up one-time value: each answered with a refusal, nothing written.
 */
async function expectEveryRefused(
  t: Table,
  handler: (query: unknown) => Promise<unknown>,
  request: Record<string, unknown>,
) {
  const valid: Record<string, unknown> = { ...request, userId: t.alice.id, nonce: "0".repeat(32) };
  const seen = t.watch();
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        json,
        fc
          .tuple(fc.constantFrom(...Object.keys(valid), "control"), json)
          .map(([key, value]) => ({ ...valid, [key]: value })),
      ),
      async (query) => {
        expect(await answer(t, handler, query)).toMatchObject({ status: "refused" });
      },
    ),
    { numRuns: 150 },
  );
  expect(seen().writes).toEqual([]);
}

describe("the review's finding 5: crafted queries are refused, not thrown", () => {
  it("a card query for Apply with no data, from its real sender: the rules say which target is unknown", async () => {
    const { t, message } = await cardTable();
    const seen = t.watch();
    const result = await sendAs(t, t.alice, CARD_QUERY, {
      messageId: message.id,
      revision: systemOf(message).revision,
      action: "apply",
    });
    expect(result).toMatchObject({
      status: "refused",
      notice: { i18nKey: "ACTION_ENGINE.Error.UnknownId" },
    });
    expect(seen().writes).toEqual([]);
  });

  it("a tracker query whose control is null is refused as not a tracker request", async () => {
    const { t, combat } = await trackerTable();
    const result = await sendAs(t, t.alice, TRACKER_QUERY, {
      combatId: combat.id,
      revision: revisionOf(combat),
      control: null,
    });
    expect(result).toEqual({
      status: "refused",
      refusal: { i18nKey: `${TRACKER}.Malformed`, details: {} },
    });
  });

  it("any JSON as a card query, or a card request with any field replaced: a refusal", async () => {
    const { t, message } = await cardTable();
    await expectEveryRefused(t, handleCardQuery, {
      messageId: message.id,
      revision: 0,
      action: "apply",
      data: { target: t.target.token.id },
    });
  });

  it("any JSON as a tracker query, or a control request with any field replaced: a refusal", async () => {
    const { t, combat } = await trackerTable();
    await expectEveryRefused(t, handleTrackerQuery, {
      combatId: combat.id,
      revision: revisionOf(combat),
      control: { action: "next", combatantId: combat.combatant!.id },
    });
  });

  it("from its real sender, any button with any data on Alice's card: answered, never thrown", async () => {
    const { t, message } = await cardTable();
    const texts = fc.dictionary(
      fc.constantFrom("target", "option", "mode", "choice", "value", "band", "zone", "keep"),
      fc.oneof(fc.string({ maxLength: 8 }), fc.constant(t.target.token.id)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cardActions("mano"), "targetMode", "markVoid", "nothing"),
        texts,
        async (action, data) => {
          const result = await sendAs(t, t.alice, CARD_QUERY, {
            messageId: message.id,
            revision: systemOf(message).revision,
            action,
            data,
          });
          expect(["done", "stale", "refused"]).toContain((result as { status: string }).status);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("from its real sender, any control shape on the encounter: answered, never thrown", async () => {
    const { t, combat } = await trackerTable();
    const control = fc
      .oneof(
        json,
        fc.record({
          action: fc.constantFrom("next", "spendHp", "interfere", "reorder", "setUp", "harm"),
          combatantId: fc.oneof(fc.string(), fc.constant(combat.combatant!.id)),
          hp: fc.oneof(fc.integer(), fc.double()),
          ids: fc.array(fc.string(), { maxLength: 3 }),
        }),
        // as the socket carries it: JSON turns an infinite or NaN number into null
      )
      .map((shape) => JSON.parse(JSON.stringify(shape)) as unknown);
    await fc.assert(
      fc.asyncProperty(control, async (one) => {
        const result = await sendAs(t, t.alice, TRACKER_QUERY, {
          combatId: combat.id,
          revision: revisionOf(combat),
          control: one,
        });
        expect(["done", "stale", "refused"]).toContain((result as { status: string }).status);
      }),
      { numRuns: 100 },
    );
  });
});

describe("the refusals read as what happened", () => {
  it("a card query of the wrong shape says so", async () => {
    const { t } = await cardTable();
    expect(await answer(t, handleCardQuery, { messageId: 5 })).toEqual({
      status: "refused",
      notice: { i18nKey: `${CARD}.Malformed`, details: {} },
    });
  });
});
