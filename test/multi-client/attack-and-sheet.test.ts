import { describe, expect, it, vi } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import { CardRoll } from "../foundry/chat";
import { resetSheetDoubles } from "../foundry/sheets";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { requestControl } from "../../src/combat/foundry/queries";
import { ActionEngineActorSheet } from "../../src/sheets/foundry/actor-sheet";
import { readyHp } from "../../src/rules/sequencing";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import { addCombatants, combatantNamed, encounter, type Encounter } from "../combat/world";
import { weaponOf } from "../chat/world";
import { expectRefused, ROLES, table, type Role, type Table } from "./table";
import { storedState } from "../combat/stored-state";

/*
 * An attack and a sheet edit, made from each client. An attack posts its card from the attacker's
 * owner's own client (Foundry lets any user create a chat message) and notes it on the attacker's
 * sheet (a Mano a Mano combo's actions); an Action Rounds attack also
 * spends its ready hit points on the tracker, which only the GM's client may write. A sheet edit is
 * written by the client that made it, when that user owns the character.
 */

const NOTIFY = "ACTION_ENGINE.Card.Notify";

/** Alice's character attacks Bob's, pressed on `role`'s client. */
async function attackAs(t: Table, role: Role, hpSpent?: string) {
  return t.on(role, async () => {
    t.chat.target(t.target.token);
    CardRoll.expect(null, [14]);
    return attackWithItem(weaponOf(t.attacker) as never, {
      values: { rollMode: "publicroll", ...(hpSpent ? { hpSpent } : {}) },
    });
  });
}

describe("an attack with Alice's weapon, from every client", () => {
  it.each(ROLES)(
    "%s: the card is posted by the attacker's side, or the user is told why",
    async (role) => {
      const t = await table("mano");
      const seen = t.watch();
      const message = await attackAs(t, role);
      const after = seen();
      if (role === "gm" || role === "owner") {
        expect(message).not.toBeNull();
        // RULES 5 combos: the attack joins the turn's actions on the attacker's own sheet
        expect(after.writes.map((w) => `${w.by} ${w.kind}`)).toEqual([
          `${role} create ChatMessage`,
          `${role} update Actor`,
        ]);
        expect(after.queries).toEqual([]);
      } else {
        expect(message).toBeNull();
        expectRefused(after, role, `${NOTIFY}.NotYourCharacter`);
      }
    },
  );
});

describe("an Action Rounds attack spends ready hit points on the tracker (RULES 4)", () => {
  const state = (combat: Encounter) => storedState(combat) as unknown as ReadyHpState;

  /** Steven (12 HP) hesitates; then it is the Clone's turn, with 6 HP ready. */
  async function clonesTurn(t: Table): Promise<{ combat: Encounter; clone: string }> {
    const combat = await t.on("gm", async () => {
      const made = await encounter("readyHp");
      await addCombatants(made, [t.target.actor, t.attacker.actor] as never);
      await made.startCombat();
      const steven = combatantNamed(made, "Steven").id;
      const revision = (made.system as unknown as { revision: number }).revision;
      await requestControl(made, { action: "hesitate", combatantId: steven }, revision);
      return made;
    });
    return { combat, clone: combatantNamed(combat, "Clone").id };
  }

  it("Alice's card is posted from her client; the 3 HP leave the pool on the GM's client", async () => {
    const t = await table("rounds");
    const { combat, clone } = await clonesTurn(t);
    const seen = t.watch();
    expect(await attackAs(t, "owner", "3")).not.toBeNull();
    const after = seen();
    expect(after.writes.map((w) => `${w.by} ${w.kind}`)).toEqual([
      "owner create ChatMessage",
      "gm update Combat",
    ]);
    expect(after.queries).toEqual([
      { name: "action-engine.tracker", to: "gm" },
      { name: "action-engine.sender", to: "owner" },
    ]);
    expect(readyHp.ready(state(combat), clone)).toBe(3);
  });

  it("with no GM online nothing is posted and Alice is told why (the tracker could not spend)", async () => {
    const t = await table("rounds");
    const { combat, clone } = await clonesTurn(t);
    t.gm.active = false;
    const seen = t.watch();
    expect(await attackAs(t, "owner", "3")).toBeNull();
    expectRefused(seen(), "owner", "ACTION_ENGINE.Tracker.Refused.NoGM");
    expect(readyHp.ready(state(combat), clone)).toBe(6);
  });
});

describe("a sheet edit, from every client that can open the sheet", () => {
  it.each(ROLES)("%s changes the Clone's stun on its sheet", async (role) => {
    const t = await table("mano");
    resetSheetDoubles();
    const sheet = new ActionEngineActorSheet({
      document: t.attacker.actor,
    } as never) as unknown as {
      _onChangeForm(formConfig: object, event: object): void;
    };
    const seen = t.watch();
    await t.on(role, async () => {
      sheet._onChangeForm(
        {},
        { target: { dataset: {}, type: "number", name: "system.stun", value: "2" } },
      );
      await vi.waitFor(() =>
        expect(seen().writes.length + seen().notices.length).toBeGreaterThan(0),
      );
    });
    const after = seen();
    if (role === "gm" || role === "owner") {
      expect(after.writes).toEqual([
        {
          by: role,
          kind: "update Actor",
          data: [{ _id: t.attacker.actor.id, system: { stun: 2 } }],
        },
      ]);
      expect(after.notices).toEqual([]);
    } else expectRefused(after, role, "ACTION_ENGINE.Sheet.WriteRefused");
  });
});
