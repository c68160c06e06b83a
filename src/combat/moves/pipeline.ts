import type { CombatSnapshot } from "../snapshot";
import { applyControl, type MoveOutcome } from "./apply";
import { BACKWARD_CONTROLS, COMBATANT_INPUT_CONTROLS, type Control } from "./controls";
import type { Rolled, RollRequest } from "./dice";
import { FORTUNE_PATH, fortuneInitiative, fortuneInitiativeRoll } from "./fortune-initiative";
import { gumptionDone, gumptionRoll } from "./gumption";
import { interfered, interferenceRoll } from "./interfere";
import { joined, joinRolls } from "./join";
import type { FactsById } from "./participants";
import { setUpDone, setUpRoll } from "./setups";
import { effectUpdate } from "./turn-end";
import { combatantWrite } from "./write";

/*
 * One control, the same way for every host (Foundry's executor and the playground): from the one
 * snapshot taken for the click, any dice rolled through the host, then the Combat's one write and
 * the actors' updates that follow. The host only rolls and writes. Round starts are the host's
 * own (Foundry goes through core's startCombat and nextRound, so its hooks fire).
 */

export interface ControlHost {
  /** what the combatants' actors say (their rolls, speed, Fortune …) */
  readonly facts: FactsById;
  /** RULES 1.6 optional gumption is on in this world */
  readonly gumption: boolean;
  /** the dice through the host (Foundry's Roll, shown in chat), faces by request key */
  roll(requests: readonly RollRequest[]): Promise<Rolled>;
  /** the Combat's one update for an outcome (`backward`: a step back, as Undo) */
  write(snapshot: CombatSnapshot, outcome: MoveOutcome, backward: boolean): Promise<void>;
  /** a control that changes only combatants' own inputs: their updates */
  writeCombatants(diffs: ReturnType<typeof combatantWrite>): Promise<void>;
  /** the actor behind a combatant, as an effect's update reads it */
  actor(combatantId: string): unknown;
  updateActor(combatantId: string, update: Record<string, unknown>): Promise<void>;
}

/** Controls that start a round: each host runs them its own way. */
export const ROUND_STARTS = new Set<Control["action"]>([
  "startCombat",
  "nextRound",
  "restartRound",
]);

/** Carries out a control that is not a round start on `snapshot` (taken once for the click). */
export async function playControl(
  host: ControlHost,
  snapshot: CombatSnapshot,
  control: Control,
): Promise<void> {
  const { facts } = host;
  switch (control.action) {
    case "join": {
      const rolled = await host.roll(joinRolls(snapshot, control.combatantId, facts));
      const outcome = joined(snapshot, control.combatantId, facts, rolled);
      if (outcome.state !== snapshot.state) await host.write(snapshot, outcome, false);
      return;
    }
    // RULES 1.6: the willpower roll, the ladder's write, the actor's new result when it did better
    case "gumption": {
      const request = gumptionRoll(snapshot, control.combatantId, facts, host.gumption);
      const done = gumptionDone(snapshot, control.combatantId, facts, await host.roll([request]));
      await host.write(snapshot, done.outcome, false);
      if (done.update) await host.updateActor(control.combatantId, done.update);
      return;
    }
    // RULES 1.8: checked before any dice, a hard or general setup's roll, the ladder's write
    case "setUp": {
      const request = setUpRoll(snapshot, control, facts);
      const rolled = request ? await host.roll([request]) : {};
      await host.write(snapshot, setUpDone(snapshot, control, facts, rolled).outcome, false);
      return;
    }
    // RULES 3: refused before any dice when it cannot be bought; the new shot, the point spent
    case "fortuneInitiative": {
      const request = fortuneInitiativeRoll(snapshot, control.combatantId, facts);
      const done = fortuneInitiative(
        snapshot,
        control.combatantId,
        facts,
        await host.roll([request]),
      );
      await host.write(snapshot, done.outcome, false);
      await host.updateActor(control.combatantId, { [FORTUNE_PATH]: done.fortune });
      return;
    }
    // RULES 4: the interferer's d20, then the Combat's write (its HP spent, the result kept)
    case "interfere": {
      const rolled = await host.roll([interferenceRoll(snapshot, control, facts)]);
      await host.write(snapshot, interfered(snapshot, control, facts, rolled), false);
      return;
    }
    default: {
      if (COMBATANT_INPUT_CONTROLS.has(control.action)) {
        // a combatant's own choice lives on the combatant: its update, no engine step
        await host.writeCombatants(combatantWrite(snapshot, applyControl(snapshot, control)));
        return;
      }
      const outcome = applyControl(snapshot, control);
      await host.write(snapshot, outcome, BACKWARD_CONTROLS.has(control.action));
      // RULES 5 stun, RULES 3 Focused: the actors' updates that follow the step
      for (const effect of outcome.effects) {
        const update = effectUpdate(effect, host.actor(effect.combatantId) as never);
        if (update) await host.updateActor(effect.combatantId, update);
      }
    }
  }
}
