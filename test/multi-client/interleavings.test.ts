import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import type { MessageDouble } from "../foundry/chat";
import type { TokenDouble } from "../foundry/chat-world";
import type { DocumentDouble } from "../foundry/documents";
import { setTransit } from "../foundry/transit";
import { requestCardAction } from "../../src/chat/foundry/card/request";
import type { CardResult } from "../../src/chat/foundry/card/execute";
import { attack, systemOf } from "../chat/world";
import { table, type Role, type Table } from "./table";

/*
 * Writes to one card are carried out one at a time while a GM is online, the poster's own too
 * (SECURITY.md): every press reaches the active GM's client, which runs them per card in the
 * order they arrive, each checked against the revision the one before it wrote. Here presses from
 * the GM, the card's poster (Alice) and the target's player (Bob) are interleaved every way
 * fast-check's scheduler finds: each write and each query waits in transit
 * (test/foundry/transit.ts), and the scheduler decides which arrives next. Whatever the order, no
 * write is lost and none is made twice:
 * - the card's revisions are written one after another, each once (two writes of one revision
 *   would be one lost);
 * - Steven is hit once or not at all (RULES 5: the Clone's fists, 2 stun and 1 damage), exactly
 *   as the card says, and the record of the hit is on Steven exactly when the card says so.
 */

type Press = {
  role: Role;
  action: "apply" | "undo" | "applyAll" | "undoAll" | "selected" | "recorded";
  /** the press was made on the card as first rendered, else on the card as it then stood */
  sameRender: boolean;
};

const pressBy = (role: Role): fc.Arbitrary<Press> =>
  fc.record({
    role: fc.constant(role),
    action: fc.constantFrom("apply", "undo", "applyAll", "undoAll", "selected", "recorded"),
    sameRender: fc.boolean(),
  });

/** A press from each of the three clients, and up to two more from any of them. */
const pressesArb: fc.Arbitrary<Press[]> = fc
  .tuple(
    fc.tuple(pressBy("gm"), pressBy("owner"), pressBy("player")),
    fc.array(fc.oneof(pressBy("gm"), pressBy("owner"), pressBy("player")), { maxLength: 2 }),
  )
  .map(([each, more]) => [...each, ...more]);

/** Who may press what (the rest is refused, which changes nothing). */
function request(
  t: Table,
  message: MessageDouble,
  p: Press,
  revision: number,
  squire: TokenDouble,
) {
  const target = { target: t.target.token.id };
  const data: Record<Press["action"], Record<string, string>> = {
    apply: target,
    undo: target,
    applyAll: {},
    undoAll: {},
    selected: { mode: "selected" },
    recorded: { mode: "recorded" },
  };
  const action = p.action === "selected" || p.action === "recorded" ? "targetMode" : p.action;
  return {
    messageId: message.id,
    revision,
    action,
    data: data[p.action],
    // Alice's own squire is what she has selected (a player selects only her own tokens)
    selection: [squire.uuid],
  };
}

const stateOf = (actor: DocumentDouble) => {
  const system = actor.system as unknown as { stun: number; damage: number };
  return { stun: system.stun, damage: system.damage };
};

afterEach(() => setTransit(null));

describe("presses from the GM, the poster and another player, in every order", () => {
  it("lose no write and make none twice (RULES 5 card, Steven hit at most once)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), pressesArb, async (s, presses) => {
        const t = await table("mano");
        const squireActor = (await t.on("gm", () =>
          Actor.create({
            name: "Squire",
            type: "mano",
            ownership: { [t.alice.id]: 3 },
          } as never),
        )) as unknown as DocumentDouble;
        const squire = t.chat.token(t.attacker.token.parent, squireActor, { x: 100, y: 0 });
        const message = await attack(t, [14]);
        const first = systemOf(message).revision;
        const seen = t.watch();
        setTransit((trip) => s.schedule(Promise.resolve(), trip));
        const runs = presses.map(async (p, i): Promise<CardResult | null> => {
          // each client clicks when the scheduler lets it
          await s.schedule(Promise.resolve(), `${p.role} clicks ${p.action} (#${i})`);
          const revision = p.sameRender ? first : systemOf(message).revision;
          return t.on(p.role, () =>
            requestCardAction(message as never, request(t, message, p, revision, squire)),
          );
        });
        const results = await s.waitFor(Promise.all(runs));
        setTransit(null);

        for (const result of results)
          expect(["done", "stale", "refused", null]).toContain(result?.status ?? null);
        // the card's revisions, each written once, one after another
        const written = seen()
          .writes.filter((w) => w.kind === "update ChatMessage")
          .map((w) => (w.data[0] as { system: { revision: number } }).system.revision);
        expect(written).toEqual(written.map((_, i) => first + i + 1));
        expect(systemOf(message).revision).toBe(first + written.length);
        // Steven as the card says: hit once while it says applied, untouched otherwise
        const card = JSON.parse(systemOf(message).card) as {
          targets: { id: string; applied?: object }[];
        };
        const onCard = card.targets.find((one) => one.id === t.target.token.id);
        const applied = onCard?.applied !== undefined;
        expect(stateOf(t.target.actor)).toEqual(
          applied ? { stun: 2, damage: 1 } : { stun: 0, damage: 0 },
        );
        const flags = (t.target.actor as unknown as { flags: Record<string, unknown> }).flags;
        const record = (flags["action-engine"] as { cards?: Record<string, object> } | undefined)
          ?.cards?.[message.id] as Record<string, string | null> | undefined;
        // a card switched to other targets keeps no mark for Steven: Undo comes first (RULES)
        if (onCard) expect(!!record?.[`applied-${t.target.token.id}`]).toBe(applied);
        else expect(stateOf(t.target.actor)).toEqual({ stun: 0, damage: 0 });
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
