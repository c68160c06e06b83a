import "../foundry";
import { describe, expect, it } from "vitest";
import { CardRoll } from "../foundry/chat";
import { requestControl } from "../../src/combat/foundry/queries";
import { registerCombat } from "../../src/combat/foundry/register";
import { readyHp } from "../../src/rules/sequencing";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import { addCombatants, combatantNamed, encounter, type Encounter } from "../combat/world";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { attack, cardOf, world } from "./world";
import type * as mano from "../../src/rules/cards/mano";
import { storedState } from "../combat/stored-state";

// RULES 4: the ready hit points an Action Rounds attack spends come out of the attacker's pool on
// the tracker, through the tracker's own spendHp control, once the card is posted.

const revision = (combat: Encounter) => (combat.system as unknown as { revision: number }).revision;
const state = (combat: Encounter) => storedState(combat) as unknown as ReadyHpState;

describe("an Action Rounds attack spends its ready hit points on the tracker", () => {
  it("the Clone (6 HP) spends 3 on a strike: the card has +2 power and the tracker 3 ready HP left", async () => {
    const w = await world("rounds");
    registerCombat();
    const combat = await encounter("readyHp");
    await addCombatants(combat, [w.target.actor, w.attacker.actor] as never);
    await combat.startCombat();
    const steven = combatantNamed(combat, "Steven").id;
    const clone = combatantNamed(combat, "Clone").id;
    // Steven (12 HP) goes first and does nothing; then it is the Clone's turn
    await w.combat.users.as(w.gm, () =>
      requestControl(combat, { action: "hesitate", combatantId: steven }, revision(combat)),
    );
    expect(readyHp.ready(state(combat), clone)).toBe(6);
    const message = await attack(w, [14], { hpSpent: "3" });
    expect((cardOf(message) as mano.ManoCard).situation.hpSpent).toBe(3);
    expect(readyHp.ready(state(combat), clone)).toBe(3);
    expect(CardRoll.script).toEqual([]);
  });

  it("the dialog refuses more HP than the attacker has ready, and nothing is posted", async () => {
    const w = await world("rounds");
    registerCombat();
    const combat = await encounter("readyHp");
    await addCombatants(combat, [w.target.actor, w.attacker.actor] as never);
    await combat.startCombat();
    await expect(attack(w, [14], { hpSpent: "50" })).rejects.toThrow("made no message");
    expect(w.chat.messages.size).toBe(0);
    const message = await attack(w, [14], { hpSpent: "6" });
    expect((cardOf(message) as mano.ManoCard).situation.hpSpent).toBe(6);
  });

  it("RULES 4 multiple weapons: the Clone's fists strike once in its act; its knife may strike too, its fists again are refused and nothing is posted", async () => {
    const w = await world("rounds");
    registerCombat();
    const combat = await encounter("readyHp");
    await addCombatants(combat, [w.target.actor, w.attacker.actor] as never);
    await combat.startCombat();
    const steven = combatantNamed(combat, "Steven").id;
    const clone = combatantNamed(combat, "Clone").id;
    const [knife] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Knife", type: "mano-weapon", system: { kind: "handToHand", power: 2, attack: 1 } },
    ]);
    await w.combat.users.as(w.gm, () =>
      requestControl(combat, { action: "hesitate", combatantId: steven }, revision(combat)),
    );
    await attack(w, [14], { hpSpent: "1" });
    expect(readyHp.ready(state(combat), clone)).toBe(5);
    expect(readyHp.weaponsStruck(state(combat), clone)).toEqual([
      w.attacker.actor.items.contents[0].id,
    ]);

    const ops = w.mark();
    const again = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(w.attacker.actor.items.contents[0] as never, {
        values: { rollMode: "publicroll", hpSpent: "1" },
      });
    });
    expect(again).toBeNull();
    expect(ops()).toEqual([]);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "Fists has already struck this turn: a weapon strikes at most once in a turn, so attack with another or wait for the next turn.",
    );

    CardRoll.expect("1d20", [12]);
    const stab = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(knife as never, { values: { rollMode: "publicroll", hpSpent: "2" } });
    });
    expect((cardOf(stab as never) as mano.ManoCard).weapon.name).toBe("Knife");
    // the knife joins the Clone's act: 2 more ready HP spent, and Steven still decides first
    expect(readyHp.ready(state(combat), clone)).toBe(3);
    expect(readyHp.order(state(combat))).toEqual([steven, clone]);
  });
});
