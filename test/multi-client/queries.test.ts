import { afterEach, describe, expect, it, vi } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import { CARD_QUERY } from "../../src/chat/foundry/card/execute";
import { requestCardAction } from "../../src/chat/foundry/card/request";
import { cardActions } from "../../src/chat/card/actions";
import {
  handleTrackerQuery,
  requestControl,
  TRACKER_QUERY,
} from "../../src/combat/foundry/queries";
import type { Control, ControlAction } from "../../src/combat/moves/controls";
import { askActiveGM, QUERY_TIMEOUT_MS } from "../../src/documents/user-queries";
import { RULESET_IDS, type RulesetId } from "../../src/rules/rulesets";
import { addCombatants, encounter, type Encounter } from "../combat/world";
import { attack, sendAs, systemOf } from "../chat/world";
import { expectRefused, table, turnsEncounter, type Role, type Table } from "./table";
import { setPermissionRoles, USER_ROLES } from "../foundry/permissions";

/*
 * The GM's side of the queries acts only for their real sender. Foundry does not tell a query's
 * handler who sent it (foundryvtt/foundryvtt#13418), so a query names its sender and carries a
 * one-time value only the sending client holds; the GM's client asks the named user's client
 * whether it sent this very request (documents/user-queries.ts). Bob's console naming Alice is
 * refused on every tracker control and card button, whatever it sends; Alice as herself is served;
 * a user who is offline or does not answer confirms nothing. A query the GM's client does not
 * answer ends in a notice, never a thrown error.
 */

const TRACKER = "ACTION_ENGINE.Tracker.Refused";
const CARD = "ACTION_ENGINE.Card.Notify";

/** An OK RPG ladder with Alice's Ines and Bob's Duellist, started by the GM. */
async function ladder(t: Table): Promise<Encounter> {
  return t.on("gm", async () => {
    const combat = await encounter("ladder");
    await addCombatants(combat, [t.attacker.actor, t.target.actor] as never);
    return combat;
  });
}

const revisionOf = (combat: Encounter) =>
  (combat.system as unknown as { revision: number }).revision;

/** An attack that hits in each ruleset (test/chat/world.ts's fighters). */
const FACES: Record<RulesetId, number[]> = {
  okrpg: [1, 1, 0, 0],
  occult: [45],
  action: [6, 3, 2],
  mano: [14],
  rounds: [14],
};

/** A made-up one-time value: what Bob's console can put in a query naming Alice. */
const GUESSED = "0123456789abcdef0123456789abcdef";

/** A query sent from `from`'s client to the GM's, in the name of `userId`, as a console can. */
function forged(t: Table, from: Role, name: string, request: object, userId: string) {
  return t.on(from, () => t.gm.query(name, { ...request, userId, nonce: GUESSED }));
}

/** Every tracker control (tsc names one added to Control and missing here), on combatant `id`. */
function everyControl(id: string): Control[] {
  const every: { [A in ControlAction]: Extract<Control, { action: A }> } = {
    act: { action: "act", combatantId: id },
    hold: { action: "hold", combatantId: id },
    defend: { action: "defend", combatantId: id },
    pass: { action: "pass", combatantId: id },
    deferAll: { action: "deferAll" },
    gumption: { action: "gumption", combatantId: id },
    setUp: { action: "setUp", combatantId: id, kind: "free", target: id },
    spend: { action: "spend", combatantId: id, cost: 3 },
    loseShot: { action: "loseShot", combatantId: id },
    activeDefence: { action: "activeDefence", combatantId: id },
    fortuneInitiative: { action: "fortuneInitiative", combatantId: id },
    spendHp: { action: "spendHp", combatantId: id, hp: 1, passive: false },
    hesitate: { action: "hesitate", combatantId: id },
    interfere: { action: "interfere", combatantId: id, hp: 1, against: 12 },
    carryOverChoice: { action: "carryOverChoice", combatantId: id, hp: 1, distance: null },
    next: { action: "next", combatantId: id },
    skip: { action: "skip", combatantId: id },
    counter: { action: "counter", combatantId: id },
    evade: { action: "evade", combatantId: id },
    fireCounter: { action: "fireCounter", combatantId: id },
    toggleOpening: { action: "toggleOpening", combatantId: id },
    reorder: { action: "reorder", ids: [id] },
    moveUp: { action: "moveUp", combatantId: id },
    openInterrupt: { action: "openInterrupt", combatantId: id },
    takeInterrupt: { action: "takeInterrupt", combatantId: id },
    closeInterrupt: { action: "closeInterrupt", combatantId: id },
    moveDown: { action: "moveDown", combatantId: id },
    setMode: { action: "setMode", mode: "turns" },
    toggleSide: { action: "toggleSide", combatantId: id },
    toggleSurprised: { action: "toggleSurprised", combatantId: id },
    tideLuck: { action: "tideLuck", side: "friendly", luck: "blessed" },
    undo: { action: "undo" },
    startCombat: { action: "startCombat" },
    previousRound: { action: "previousRound" },
    previousTurn: { action: "previousTurn" },
    nextTurn: { action: "nextTurn" },
    nextRound: { action: "nextRound" },
    restartRound: { action: "restartRound" },
    down: { action: "down", combatantId: id },
    revive: { action: "revive", combatantId: id },
    harm: { action: "harm", combatantId: id, amount: 1 },
    join: { action: "join", combatantId: id },
    leave: { action: "leave", combatantId: id },
  };
  return Object.values(every);
}

/** The refusal a handler answers with, as its caller receives it. */
const forgedTracker = { status: "refused", refusal: { i18nKey: `${TRACKER}.Forged`, details: {} } };
const forgedCard = {
  status: "refused",
  notice: { i18nKey: `${CARD}.Forged`, details: {} },
};

describe("Bob's console naming Alice is refused on every tracker control", () => {
  it("each control, at the combat's revision, on Alice's own combatant: nothing is written", async () => {
    const t = await table("okrpg");
    const combat = await ladder(t);
    const ines = combat.combatants.contents.find(
      (one) => one.actor?.id === t.attacker.actor.id,
    )!.id!;
    const seen = t.watch();
    for (const control of everyControl(ines)) {
      const request = { combatId: combat.id, revision: revisionOf(combat), control };
      const answer = await forged(t, "player", TRACKER_QUERY, request, t.alice.id);
      expect(answer, control.action).toEqual(forgedTracker);
    }
    const after = seen();
    expect(after.writes).toEqual([]);
    // each time, the GM's client asked Alice's, which had sent nothing
    expect(new Set(after.queries.map((q) => `${q.name} → ${q.to}`))).toEqual(
      new Set(["action-engine.tracker → gm", "action-engine.sender → owner"]),
    );
  });

  it("Alice's own control, sent in her name, is carried out", async () => {
    const t = await table("mano");
    const { combat, acting: role } = await turnsEncounter(t);
    const acting = combat.combatant!;
    const answer = await sendAs(t, t.user(role), TRACKER_QUERY, {
      combatId: combat.id,
      revision: revisionOf(combat),
      control: { action: "next", combatantId: acting.id! },
    });
    expect(answer).toEqual({ status: "done" });
    expect(combat.combatant!.id).not.toBe(acting.id);
  });
});

/** A Mano a Mano encounter in turns (RULES 5: no dice to start), with its acting combatant. */
async function turnsTable(gmOnline: boolean) {
  const t = await table("mano");
  const { combat, acting: role } = await turnsEncounter(t);
  t.gm.active = gmOnline;
  return { t, combat, role } as const;
}

describe("Bob's console naming Alice is refused on every card button", () => {
  it.each(RULESET_IDS)("%s: each button of Alice's card, nothing written", async (ruleset) => {
    const t = await table(ruleset);
    const message = await attack(t, FACES[ruleset]);
    const seen = t.watch();
    for (const action of [...cardActions(ruleset), "targetMode", "markVoid"]) {
      const request = {
        messageId: message.id,
        revision: systemOf(message).revision,
        action,
        data: { target: t.target.token.id, option: "fullDamage", mode: "selected" },
        selection: [t.target.token.uuid],
      };
      const answer = await forged(t, "player", CARD_QUERY, request, t.alice.id);
      expect(answer, action).toEqual(forgedCard);
    }
    expect(seen().writes).toEqual([]);
  });

  it("a one-time value Alice really holds does not carry another request in her name", async () => {
    const t = await table("mano");
    const message = await attack(t, [14]);
    vi.useFakeTimers();
    // Alice's Apply is under way: the GM's client has not answered yet, her value is pending
    t.gm.responds = false;
    const asked = t.on("owner", () =>
      askActiveGM(CARD_QUERY, {
        messageId: message.id,
        revision: 0,
        action: "rollFooting",
        data: { target: t.target.token.id },
      }),
    );
    const [sent] = t.combat.queries.slice(-1) as { data: { nonce: string } }[];
    t.gm.responds = true;
    // Bob, somehow holding her value, asks for Undo in her name: the request is not the one she sent
    const request = {
      messageId: message.id,
      revision: 0,
      action: "apply",
      data: { target: t.target.token.id },
    };
    const seen = t.watch();
    const answer = await t.on("player", () =>
      t.gm.query(CARD_QUERY, { ...request, userId: t.alice.id, nonce: sent.data.nonce }),
    );
    expect(answer).toEqual(forgedCard);
    expect(seen().writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    expect(await asked).toEqual({ ok: false, reason: "NoAnswer" });
    vi.useRealTimers();
  });
});

describe("a query naming someone who did not send it is refused on the GM's client", () => {
  it.each([
    ["names the GM (a player posing as the GM from the console)", (t: Table) => t.gm.id],
    ["names nobody in the world", () => "nobody0000000000"],
    ["names a player who is not connected", (t: Table) => ((t.bob.active = false), t.bob.id)],
    ["carries no one-time value", (t: Table) => t.alice.id],
  ])("a tracker query that %s: nothing is written", async (what, userId) => {
    const t = await table("okrpg");
    const combat = await ladder(t);
    const seen = t.watch();
    const request = {
      combatId: combat.id,
      revision: revisionOf(combat),
      control: { action: "setMode" as const, mode: "turns" as const },
      userId: userId(t),
      ...(what === "carries no one-time value" ? {} : { nonce: GUESSED }),
    };
    const result = await t.on("observer", () => t.gm.query(TRACKER_QUERY, request));
    expect(result).toEqual(forgedTracker);
    expect(seen().writes).toEqual([]);
  });

  it("a confirmed player's query grants that player's rights only: a GM control is refused", async () => {
    const t = await table("okrpg");
    const combat = await ladder(t);
    const seen = t.watch();
    const result = await sendAs(t, t.alice, TRACKER_QUERY, {
      combatId: combat.id,
      revision: revisionOf(combat),
      control: { action: "setMode", mode: "turns" },
    });
    expect(result).toMatchObject({ status: "refused", refusal: { i18nKey: `${TRACKER}.GMOnly` } });
    expect(seen().writes).toEqual([]);
  });

  it("is refused on a client that is not a GM's", async () => {
    const t = await table("okrpg");
    const combat = await ladder(t);
    const request = { combatId: combat.id, revision: 0, control: { action: "undo" } };
    const result = await t.on("player", () =>
      handleTrackerQuery({ ...request, userId: t.alice.id, nonce: GUESSED }),
    );
    expect(result).toMatchObject({ status: "refused", refusal: { i18nKey: `${TRACKER}.NoGM` } });
  });

  it.each([
    ["names the GM", (t: Table) => t.gm.id],
    ["names a player who is not connected", (t: Table) => ((t.bob.active = false), t.bob.id)],
  ])("a card query that %s", async (_case, userId) => {
    const t = await table("mano");
    const message = await attack(t, [14]);
    const seen = t.watch();
    const request = {
      messageId: message.id,
      revision: systemOf(message).revision,
      action: "apply",
      data: { target: t.target.token.id },
    };
    const result = await forged(t, "observer", CARD_QUERY, request, userId(t));
    expect(result).toEqual(forgedCard);
    expect(seen().writes).toEqual([]);
  });
});

describe("a client that does not answer: a notice once the wait is over, nothing written", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("Bob naming Alice while her client is silent: his wait ends in the existing notice, nothing is written", async () => {
    const t = await table("mano");
    const message = await attack(t, [14]);
    t.alice.responds = false;
    vi.useFakeTimers();
    const seen = t.watch();
    // Bob's own client waits on his query (askActiveGM's timeout), which names Alice
    const pending = t.on("player", async () => {
      try {
        return await t.gm.query(
          CARD_QUERY,
          {
            messageId: message.id,
            revision: 0,
            action: "apply",
            data: { target: t.target.token.id },
            userId: t.alice.id,
            nonce: GUESSED,
          },
          { timeout: QUERY_TIMEOUT_MS },
        );
      } catch {
        return "no answer";
      }
    });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    expect(await pending).toBe("no answer");
    expect(seen().writes).toEqual([]);
    // and the GM's client, its own wait for Alice over, refuses the query
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    expect(seen().writes).toEqual([]);
  });

  it("a tracker control ends, after the timeout, in a notice (no uncaught rejection)", async () => {
    const t = await table("mano");
    const { combat, acting: owner } = await turnsEncounter(t);
    const acting = combat.combatant!.id!;
    t.gm.responds = false;
    vi.useFakeTimers();
    const seen = t.watch();
    const pending = t.on(owner, () =>
      requestControl(combat, { action: "next", combatantId: acting }, revisionOf(combat)),
    );
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    const result = await pending;
    expect(result).toMatchObject({ status: "refused" });
    expectRefused(seen(), owner, `${TRACKER}.NoAnswer`);
  });

  it.each([
    ["the GM's client does not answer", (t: Table) => t.gm],
    ["her own client cannot confirm she sent it", (t: Table) => t.alice],
  ])("a card click ends, after the timeout, in a notice, when %s", async (_case, silent) => {
    const t = await table("mano");
    const message = await attack(t, [14]);
    silent(t).responds = false;
    vi.useFakeTimers();
    const seen = t.watch();
    const pending = t.on("owner", () =>
      requestCardAction(message as never, {
        messageId: message.id,
        revision: systemOf(message).revision,
        action: "apply",
        data: { target: t.target.token.id },
      }),
    );
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: "refused" });
    expectRefused(seen(), "owner", `${CARD}.NoAnswer`);
  });
});

describe("User#query carries JSON only (the double, as Foundry's socket)", () => {
  it.each([
    ["a function", { run: () => 1 }],
    ["an undefined value", { value: undefined }],
    ["a class instance", { when: new Date(0) }],
    [
      "a cycle",
      (() => {
        const loop: Record<string, unknown> = {};
        loop.self = loop;
        return loop;
      })(),
    ],
  ])("refuses %s", async (_what, data) => {
    const t = await table("okrpg");
    await expect(t.gm.query("action-engine.tracker", data)).rejects.toThrow();
  });
});

describe("core's Combat methods called on a player's client go through the same relay", () => {
  it("Combat#nextTurn by the acting combatant's owner: written once, on the GM's client", async () => {
    const { t, combat, role } = await turnsTable(true);
    const before = combat.combatant!.id;
    const seen = t.watch();
    await t.on(role, () => combat.nextTurn());
    const after = seen();
    expect(after.queries).toEqual([
      { name: "action-engine.tracker", to: "gm" },
      { name: "action-engine.sender", to: role },
    ]);
    expect(after.writes.map((w) => `${w.by} ${w.kind}`)).toEqual(["gm update Combat"]);
    expect(after.notices).toEqual([]);
    expect(combat.combatant!.id).not.toBe(before);
  });

  it("Combat#nextTurn with no GM online: the No-GM notice, nothing written", async () => {
    const { t, combat, role } = await turnsTable(false);
    const seen = t.watch();
    await t.on(role, () => combat.nextTurn());
    expectRefused(seen(), role, `${TRACKER}.NoGM`);
  });

  it("Combat#rollInitiative by a player: the engine's join is the GM's, said and not written", async () => {
    const { t, combat, role } = await turnsTable(true);
    const seen = t.watch();
    await t.on(role, () => combat.rollInitiative([combat.combatant!.id!]));
    expectRefused(seen(), role, `${TRACKER}.GMOnly`);
  });
});

/*
 * Sending a query needs the QUERY_USER user permission (foundryvtt/foundryvtt#11235), which the
 * GM may take away from a role under Configure Permissions: the player is told why, at once.
 */
describe("a player whose role may not query the GM", () => {
  const withoutQueries = () =>
    setPermissionRoles("QUERY_USER", [USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);

  it("a tracker control the GM must write: the reason, no query, nothing written", async () => {
    const { t, combat, role } = await turnsTable(true);
    const acting = combat.combatant!.id!;
    withoutQueries();
    const seen = t.watch();
    const result = await t.on(role, () =>
      requestControl(combat, { action: "next", combatantId: acting }, revisionOf(combat)),
    );
    expect(result).toMatchObject({ status: "refused" });
    expect(seen().queries).toEqual([]);
    expectRefused(seen(), role, `${TRACKER}.NoQueryPermission`);
  });

  it("a card button the GM must write: the reason, no query, nothing written", async () => {
    const t = await table("mano");
    const message = await attack(t, [14]);
    withoutQueries();
    const seen = t.watch();
    const result = await t.on("owner", () =>
      requestCardAction(message as never, {
        messageId: message.id,
        revision: systemOf(message).revision,
        action: "apply",
        data: { target: t.target.token.id },
      }),
    );
    expect(result).toMatchObject({ status: "refused" });
    expect(seen().queries).toEqual([]);
    expectRefused(seen(), "owner", `${CARD}.NoQueryPermission`);
  });
});
