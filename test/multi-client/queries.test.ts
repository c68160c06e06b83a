import { afterEach, describe, expect, it, vi } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import { handleCardQuery } from "../../src/chat/foundry/card/query";
import { requestCardAction } from "../../src/chat/foundry/card/request";
import { handleTrackerQuery, requestControl } from "../../src/combat/foundry/queries";
import { QUERY_TIMEOUT_MS } from "../../src/documents/user-queries";
import { addCombatants, encounter, type Encounter } from "../combat/world";
import { attack, systemOf } from "../chat/world";
import { expectRefused, table, type Table } from "./table";
import { setPermissionRoles, USER_ROLES } from "../foundry/permissions";

/*
 * The GM's side of the queries trusts nobody's word (foundryvtt/foundryvtt#13418: a query handler
 * is not told its sender, so the sender can only name itself): a query naming a GM, an unknown user
 * or one who is not connected is refused as forged, and a player's query never does more than that
 * player could. A query the GM's client does not answer ends in a notice, never a thrown error.
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

/** A GM-only control (switching the mode) asked in the name of `userId`. */
const setModeQuery = (combat: Encounter, userId: string) => ({
  combatId: combat.id,
  revision: revisionOf(combat),
  control: { action: "setMode" as const, mode: "turns" as const },
  userId,
});

/** A Mano a Mano encounter in turns (RULES 5: no dice to start), with its acting combatant. */
async function turnsTable(gmOnline: boolean) {
  const t = await table("mano");
  const combat = await t.on("gm", async () => {
    const made = await encounter("turns");
    await addCombatants(made, [t.attacker.actor, t.target.actor] as never);
    await made.startCombat();
    return made;
  });
  t.gm.active = gmOnline;
  const role = combat.combatant!.name === t.attacker.actor.name ? "owner" : "player";
  return { t, combat, role } as const;
}

describe("a forged tracker query is refused on the GM's client", () => {
  it.each([
    ["names the GM (a player posing as the GM from the console)", (t: Table) => t.gm.id],
    ["names nobody in the world", () => "nobody0000000000"],
    ["names a player who is not connected", (t: Table) => ((t.bob.active = false), t.bob.id)],
  ])("when it %s: nothing is written", async (_case, userId) => {
    const t = await table("okrpg");
    const combat = await ladder(t);
    const seen = t.watch();
    const result = await t.on("gm", () => handleTrackerQuery(setModeQuery(combat, userId(t))));
    expect(result).toEqual({
      status: "refused",
      refusal: { i18nKey: `${TRACKER}.Forged`, details: {} },
    });
    expect(seen().writes).toEqual([]);
  });

  it("naming a real player grants that player's rights only: a GM control is refused", async () => {
    const t = await table("okrpg");
    const combat = await ladder(t);
    const seen = t.watch();
    const result = await t.on("gm", () => handleTrackerQuery(setModeQuery(combat, t.alice.id)));
    expect(result).toMatchObject({ status: "refused", refusal: { i18nKey: `${TRACKER}.GMOnly` } });
    expect(seen().writes).toEqual([]);
  });

  it("is refused on a client that is not a GM's", async () => {
    const t = await table("okrpg");
    const combat = await ladder(t);
    const result = await t.on("player", () => handleTrackerQuery(setModeQuery(combat, t.alice.id)));
    expect(result).toMatchObject({ status: "refused", refusal: { i18nKey: `${TRACKER}.NoGM` } });
  });
});

describe("a forged card query is refused on the GM's client", () => {
  it.each([
    ["names the GM", (t: Table) => t.gm.id],
    ["names a player who is not connected", (t: Table) => ((t.bob.active = false), t.bob.id)],
  ])("when it %s", async (_case, userId) => {
    const t = await table("mano");
    const message = await attack(t, [14]);
    const seen = t.watch();
    const result = await t.on("gm", () =>
      handleCardQuery({
        messageId: message.id,
        revision: systemOf(message).revision,
        action: "apply",
        data: { target: t.target.token.id },
        userId: userId(t),
      }),
    );
    expect(result).toMatchObject({ status: "refused", notice: { i18nKey: `${CARD}.Forged` } });
    expect(seen().writes).toEqual([]);
  });
});

describe("a GM client that does not answer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a tracker control ends, after the timeout, in a notice (no uncaught rejection)", async () => {
    const { t, combat, role: owner } = await turnsTable(true);
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

  it("a card click ends, after the timeout, in a notice", async () => {
    const t = await table("mano");
    const message = await attack(t, [14]);
    t.gm.responds = false;
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
    expect(after.queries).toEqual([{ name: "action-engine.tracker", to: "gm" }]);
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
