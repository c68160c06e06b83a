import "../foundry";
import { describe, expect, it } from "vitest";
import { registerCombat } from "../../src/combat/foundry/register";
import type { Control } from "../../src/combat/moves/controls";
import { trackerView } from "../../src/combat/view-models";
import { snapshotOf } from "../../src/combat/foundry/snapshot-of";
import { kitFor } from "../../src/chat/attack/kits";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { withActiveDefences } from "../../src/combat/foundry/encounter";
import { actorView, itemView, targetViews } from "../../src/chat/attack/read";
import { fieldsOf } from "../../src/chat/view-models/dialog/types";
import { ruleOptions } from "../../src/settings";
import { CardRoll, type MessageDouble } from "../foundry/chat";
import type * as action from "../../src/rules/cards/action";
import type { ShotsState } from "../../src/rules/sequencing/shots";
import { addCombatants, combatantNamed, encounter, type Encounter } from "../combat/world";
import { attack, cardOf, type World, weaponOf, world } from "./world";
import { allRollsUsed, control as controlAs, rolls, trackerDice } from "./tracker-dice";
import { storedState } from "../combat/stored-state";

/*
 * RULES 3 (seed 002, "Trigger Action (Defense)" and "Active Defense") in Foundry: the Henchman's
 * active defense, taken on the shot counter, costs him a shot and adds +3 to his Dodge 13 for the
 * shot being called; Jack's attack dialog ticks it, so the Pistol (Shoot 12) rolls against 16.
 * Once the counter calls the next shot it is gone.
 *
 * Jack (Reflexes 3) rolls 6 − 1 = +5: shot 8; the Henchman (Reflexes 3) rolls 3 − 1 = +2: shot 5.
 */

const shotsState = (combat: Encounter) => storedState(combat) as unknown as ShotsState;

async function onTheCounter() {
  const w = await world("action");
  registerCombat();
  const combat = await encounter("shots");
  await addCombatants(combat, [w.attacker.actor, w.target.actor] as never);
  rolls(["2d6", [6, 1]], ["2d6", [3, 1]]);
  await trackerDice(() => w.combat.users.as(w.gm, () => combat.startCombat()));
  allRollsUsed();
  return {
    w,
    combat,
    jack: combatantNamed(combat, "Jack").id,
    henchman: combatantNamed(combat, "Henchman").id,
  };
}

/** Jack's Pistol at the Henchman with the dialog as it opens (its initial values). */
async function shoot(w: World, faces: number[]): Promise<action.ActionCard> {
  const message = await w.combat.users.as(w.alice, () => {
    w.chat.target(w.target.token);
    CardRoll.expect(null, faces);
    return attackWithItem(weaponOf(w.attacker) as never, { fastForward: true });
  });
  return cardOf(message as MessageDouble) as action.ActionCard;
}

const control = (w: World, combat: Encounter, c: Control, user = w.gm) =>
  controlAs(w, combat, c, user);

describe("Action active defense on the shot counter reaches the attack (RULES 3)", () => {
  it("the Henchman defends on shot 8: a shot spent (5 → 4), the row says so, and Jack's attack rolls against 13 + 3 = 16", async () => {
    const { w, combat, henchman } = await onTheCounter();
    expect(combatantNamed(combat, "Henchman").initiative).toBe(5);
    const done = await control(w, combat, { action: "activeDefence", combatantId: henchman });
    expect(done).toEqual({ status: "done" });
    expect(combatantNamed(combat, "Henchman").initiative).toBe(4);
    expect(shotsState(combat).defences).toEqual([{ id: henchman, shot: 8 }]);
    const view = trackerView(snapshotOf(combat), { isGM: true, userId: "", gmOnline: true });
    const notes = view.groups.flatMap((g) => g.rows).find((r) => r.id === henchman)!.notes;
    expect(notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.ActiveDefence",
      data: { bonus: "+3" },
    });
    expect((await shoot(w, [4, 4])).targets[0].defence).toBe(16);
  });

  it("once Jack's 3-shot action moves the counter on, the next attack's box is unticked: 13 again", async () => {
    const { w, combat, jack, henchman } = await onTheCounter();
    await control(w, combat, { action: "activeDefence", combatantId: henchman });
    await control(w, combat, { action: "spend", combatantId: jack, cost: 3 });
    expect(shotsState(combat).defences).toEqual([{ id: henchman, shot: 8 }]);
    expect((await shoot(w, [4, 4])).targets[0].defence).toBe(13);
  });

  it("the dialog shows the box ticked with why, and the player may still untick it", async () => {
    const { w, combat, henchman } = await onTheCounter();
    await control(w, combat, { action: "activeDefence", combatantId: henchman });
    const targets = await w.combat.users.as(w.alice, async () =>
      withActiveDefences(targetViews([w.target.token] as never, w.attacker.token as never)),
    );
    expect(targets.map((t) => t.activeDefence)).toEqual([true]);
    const { context } = kitFor("action").prepare(
      {
        ruleset: "action",
        attacker: {
          actor: actorView(w.attacker.actor as never),
          tokenUuid: w.attacker.token.uuid,
          weapon: itemView(weaponOf(w.attacker) as never),
        },
        targets,
        options: ruleOptions("action"),
        messageMode: "public",
      },
      {},
    );
    const box = fieldsOf(context).find((f) => f.name === `target.${w.target.token.id}.active`);
    expect(box).toMatchObject({
      value: true,
      hint: "ACTION_ENGINE.Dialog.Action.ActiveDefenceTaken",
    });
    // submitted with the box unticked: the Dodge alone
    const card = cardOf(await attack(w, [4, 4])) as action.ActionCard;
    expect(card.targets[0].defence).toBe(13);
  });

  it("a player defends with their own creature only", async () => {
    const { w, combat, henchman } = await onTheCounter();
    const refused = await control(
      w,
      combat,
      { action: "activeDefence", combatantId: henchman },
      w.alice,
    );
    expect(refused).toMatchObject({ status: "refused" });
    expect(combatantNamed(combat, "Henchman").initiative).toBe(5);
  });
});
