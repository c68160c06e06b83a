import "../foundry";
import { describe, expect, it } from "vitest";
import { registerCombat } from "../../src/combat/foundry/register";
import { chooseSetUp } from "../../src/combat/foundry/setup-dialog";
import { DialogV2 } from "../foundry/applications";
import type { Control } from "../../src/combat/moves/controls";
import { trackerView } from "../../src/combat/view-models";
import { snapshotOf } from "../../src/combat/foundry/snapshot-of";
import type * as okrpg from "../../src/rules/cards/okrpg";
import type { LadderState } from "../../src/rules/sequencing/ladder";
import { addCombatants, combatantNamed, encounter, type Encounter } from "../combat/world";
import { attack, cardOf, type World, weaponOf, world } from "./world";
import { allRollsUsed, control as controlAs, revision, rolls, trackerDice } from "./tracker-dice";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { CardRoll, type MessageDouble } from "../foundry/chat";
import { storedState } from "../combat/stored-state";

/*
 * RULES 1.8 (seed 000, "Setups") in Foundry: a setup taken on the tracker's ladder is kept on the
 * combat, the next attack's dialog fills it in, and the setter's next action (or, for a general
 * setup, the target's) ends it.
 *
 * Ines (initiative unassigned: Avg 2) rolls 4dF +4: 6 AP; the Duellist rolls 0: 2 AP, too few to
 * act. Ines's Blade is Grt (6) against the Duellist's Gd (4) defence.
 */

const ladderState = (combat: Encounter) => storedState(combat) as unknown as LadderState;

async function onTheLadder(): Promise<{ w: World; combat: Encounter; ines: string; duel: string }> {
  const w = await world("okrpg");
  registerCombat();
  const combat = await encounter("ladder");
  await addCombatants(combat, [w.attacker.actor, w.target.actor] as never, [
    {},
    { system: { side: "hostile" } },
  ]);
  rolls(["1d6", [3]], ["1d6", [3]], ["4dF + 2", [1, 1, 1, 1]], ["4dF + 2", [0, 0, 0, 0]]);
  await trackerDice(() => w.combat.users.as(w.gm, () => combat.startCombat()));
  allRollsUsed();
  return {
    w,
    combat,
    ines: combatantNamed(combat, "Ines").id,
    duel: combatantNamed(combat, "Duellist").id,
  };
}

const control = (w: World, combat: Encounter, c: Control, user = w.alice) =>
  controlAs(w, combat, c, user);

describe("OK RPG setups kept on the tracker reach the next attack (RULES 1.8)", () => {
  it("Alice's free setup on the Duellist: 3 AP spent, the setup kept, the note shown; her attack rolls +2", async () => {
    const { w, combat, ines, duel } = await onTheLadder();
    expect(combatantNamed(combat, "Ines").initiative).toBe(6);
    const from = w.foundry.operations.length;
    const done = await control(w, combat, {
      action: "setUp",
      combatantId: ines,
      kind: "free",
      target: duel,
    });
    expect(done).toEqual({ status: "done" });
    // no roll for a free setup: the combat's one update
    expect(w.foundry.operations.slice(from).map((op) => op.documentName)).toEqual(["Combat"]);
    expect(combatantNamed(combat, "Ines").initiative).toBe(3);
    expect(ladderState(combat).setups).toEqual([{ kind: "free", by: ines, target: duel }]);
    const view = trackerView(snapshotOf(combat), { isGM: true, userId: "", gmOnline: true });
    const notes = view.groups.flatMap((g) => g.rows).find((r) => r.id === ines)!.notes;
    expect(notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.SetUp",
      data: { name: "Duellist", bonus: "+2" },
    });
    // Grt 6 + free setup 2 + 4dF 0 = 8 against the Duellist's 4
    const message = await attack(w, [0, 0, 0, 0]);
    const card = cardOf(message) as okrpg.OkrpgCard;
    expect(card.situation.setup).toBe(2);
    expect(card.rolled).toBe(8);
    // Ines's Act uses the setup up
    await control(w, combat, { action: "act", combatantId: ines });
    expect(ladderState(combat).setups).toBeUndefined();
  });

  it("a hard setup rolled with Blade (Grt) against 7: +1 on the dice makes it, and the attack gets +4", async () => {
    const { w, combat, ines, duel } = await onTheLadder();
    rolls(["4dF + 6", [1, 0, 0, 0]]);
    await control(w, combat, {
      action: "setUp",
      combatantId: ines,
      kind: "hard",
      target: duel,
      role: "attack",
      needed: 7,
    });
    allRollsUsed();
    expect(ladderState(combat).setups).toEqual([{ kind: "hard", by: ines, target: duel }]);
    const message = await attack(w, [0, 0, 0, 0]);
    expect((cardOf(message) as okrpg.OkrpgCard).situation.setup).toBe(4);
  });

  it("the row's Set up dialog: Alice names a hard setup on the Duellist, Blade against 7; the roll makes it", async () => {
    const { w, combat, ines, duel } = await onTheLadder();
    DialogV2.answers = [{ fill: { kind: "hard", target: duel, role: "attack", needed: "7" } }];
    rolls(["4dF + 6", [1, 0, 0, 0]]);
    await trackerDice(() =>
      w.combat.users.as(w.alice, () => chooseSetUp(combat, ines, revision(combat))),
    );
    allRollsUsed();
    // the dialog offers everyone else in the fight, never the setter
    expect(DialogV2.prompts.at(-1)!.content).toContain(`value="${duel}"`);
    expect(DialogV2.prompts.at(-1)!.content).not.toContain(`value="${ines}"`);
    expect(ladderState(combat).setups).toEqual([{ kind: "hard", by: ines, target: duel }]);
  });

  it("a hard setup that misses its 7 spends the action and keeps nothing", async () => {
    const { w, combat, ines, duel } = await onTheLadder();
    rolls(["4dF + 6", [0, 0, 0, 0]]);
    await control(w, combat, {
      action: "setUp",
      combatantId: ines,
      kind: "hard",
      target: duel,
      role: "attack",
      needed: 7,
    });
    allRollsUsed();
    expect(combatantNamed(combat, "Ines").initiative).toBe(3);
    expect(ladderState(combat).setups).toBeUndefined();
    const message = await attack(w, [0, 0, 0, 0]);
    expect((cardOf(message) as okrpg.OkrpgCard).situation.setup).toBe(0);
  });

  it("a general setup fills in the dialog's general setup (+2); the GM's Undo takes the setup back", async () => {
    const { w, combat, ines, duel } = await onTheLadder();
    rolls(["4dF + 6", [0, 0, 0, 0]]);
    await control(w, combat, {
      action: "setUp",
      combatantId: ines,
      kind: "general",
      target: duel,
      role: "attack",
      needed: 4,
    });
    // the dialog's defaults, as a fast-forwarded attack takes them: the box is ticked for her
    const message = await w.combat.users.as(w.alice, async () => {
      w.chat.target(w.target.token);
      CardRoll.expect(null, [0, 0, 0, 0]);
      return (await attackWithItem(weaponOf(w.attacker) as never, {
        fastForward: true,
      })) as MessageDouble;
    });
    expect((cardOf(message) as okrpg.OkrpgCard).situation.setup).toBe(2);
    await control(w, combat, { action: "undo" }, w.gm);
    expect(ladderState(combat).setups).toBeUndefined();
    expect(combatantNamed(combat, "Ines").initiative).toBe(6);
  });

  it("Bob may not set up with Alice's Ines, and a setup on oneself is refused before any roll", async () => {
    const { w, combat, ines, duel } = await onTheLadder();
    const bob = await control(
      w,
      combat,
      { action: "setUp", combatantId: ines, kind: "free", target: duel },
      w.bob,
    );
    expect(bob.status).toBe("refused");
    const self = await control(w, combat, {
      action: "setUp",
      combatantId: ines,
      kind: "hard",
      target: ines,
      role: "attack",
      needed: 3,
    });
    expect(self.status).toBe("refused");
    allRollsUsed();
    expect(ladderState(combat).setups).toBeUndefined();
  });
});
