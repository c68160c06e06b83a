import { requireChoice, requireInteger } from "../../rules/errors";
import { TIDE_LUCK } from "../../rules/okrpg/tide";
import { SEQUENCING_MODES, type SequencingMode } from "../../rules/rulesets";
import type { LadderState } from "../../rules/sequencing/ladder";
import type { ReadyHpState } from "../../rules/sequencing/ready-hp";
import type { ShotsState } from "../../rules/sequencing/shots";
import type { StandardState } from "../../rules/sequencing/standard";
import type { TurnsState } from "../../rules/sequencing/turns";
import { engineOf, inEngine } from "../engines";
import { REFUSED, Refusal } from "../refusal";
import {
  SIDES,
  type CombatantData,
  type CombatSnapshot,
  type EngineState,
  type HistoryEntry,
  type TideState,
} from "../snapshot";
import { MAX_DISTANCE, type Control } from "./controls";
import { nextTurnControl, previousRoundAt, previousTurnAt, type Reach } from "./core-turns";
import { poppedTo, pushed } from "./history";
import { ladderStep } from "./ladder";
import { readyHpStep } from "./ready-hp";
import { shotsStep } from "./shots";
import { standardStep } from "./standard";
import { CONTROL_LABEL, type Effect, type Step } from "./step";
import { turnsStep } from "./turns";

/** Everything a control changes, before it becomes one database write (see write.ts). */
export interface MoveOutcome {
  mode: SequencingMode;
  round: number;
  state: EngineState | null;
  history: readonly HistoryEntry[];
  tide: TideState;
  /** changes to combatants' own inputs (side, surprise, the carry-over choice) */
  inputs: Readonly<Record<string, Partial<CombatantData>>>;
  effects: readonly Effect[];
}

/** The outcome of a control that changes nothing yet: a starting point for the others. */
export function unchanged(snapshot: CombatSnapshot): MoveOutcome {
  return {
    mode: snapshot.mode,
    round: snapshot.round,
    state: snapshot.state,
    history: snapshot.history,
    tide: snapshot.tide,
    inputs: {},
    effects: [],
  };
}

function engineStep(mode: SequencingMode, state: EngineState, control: Control): Step {
  switch (mode) {
    case "ladder":
      return ladderStep(state as LadderState, control);
    case "shots":
      return shotsStep(state as ShotsState, control);
    case "readyHp":
      return readyHpStep(state as ReadyHpState, control);
    case "turns":
      return turnsStep(state as TurnsState, control);
    case "standard":
      return standardStep(state as StandardState, control);
  }
}

function combatant(snapshot: CombatSnapshot, id: string) {
  const found = snapshot.combatants.find((one) => one.id === id);
  if (!found) throw new Refusal(`${REFUSED}.Unknown`);
  return found;
}

/** The round is under way: the engine has a state and someone can still act. */
export function midRound(snapshot: CombatSnapshot): boolean {
  return snapshot.state !== null && !engineOf(snapshot.mode).roundOver(snapshot.state);
}

/**
 * DESIGN.md: a GM may switch one encounter's mode before it starts, or between rounds (the next
 * round then starts afresh in the new mode); switching mid-round is refused.
 */
function switchedMode(snapshot: CombatSnapshot, mode: SequencingMode): MoveOutcome {
  requireChoice("mode", mode, SEQUENCING_MODES);
  if (midRound(snapshot)) throw new Refusal(`${REFUSED}.ModeMidRound`);
  const base = unchanged(snapshot);
  if (!snapshot.started) return { ...base, mode };
  return {
    ...base,
    mode,
    state: null,
    history: pushed(snapshot, `${CONTROL_LABEL}.SetMode`),
  };
}

function flipped(snapshot: CombatSnapshot, id: string, change: Partial<CombatantData>) {
  combatant(snapshot, id);
  return { ...unchanged(snapshot), inputs: { [id]: change } };
}

/**
 * A step given back by Undo, without the combatants deleted since: Undo restores the tracker, not
 * a deleted combatant, who would stay in the sequence with no row (and block everyone).
 */
function withoutDeparted(
  snapshot: CombatSnapshot,
  mode: SequencingMode,
  state: EngineState | null,
): EngineState | null {
  if (state === null) return null;
  const engine = engineOf(mode);
  const present = new Set(snapshot.combatants.map((one) => one.id));
  return engine
    .ids(state)
    .filter((id) => !present.has(id))
    .reduce((left, id) => engine.leave(left, id), state);
}

/** Where a core control goes, or its refusal. */
function reached<T>(reach: Reach<T>): T {
  if (!reach.ok) throw new Refusal(reach.reason, reach.n === undefined ? {} : { n: reach.n });
  return reach.value;
}

/**
 * The encounter as the history entry at `index` holds it (Undo: the last one; Previous turn and
 * Previous round: further back), every later step taken back in one write.
 */
function restored(snapshot: CombatSnapshot, index: number): MoveOutcome {
  if (index < 0) throw new Refusal(`${REFUSED}.NothingToUndo`);
  const { entry, history } = poppedTo(snapshot, index);
  const { round, mode } = entry;
  const state = withoutDeparted(snapshot, mode, entry.state);
  return { ...unchanged(snapshot), state, round, mode, history };
}

/**
 * The pure effect of a control that needs no dice: the engine move (or the GM's change) and the
 * history entry that lets the GM undo it. Starting a round and joining need dice and live in
 * round-start.ts and join.ts. Throws a Refusal (or a rules error) when the control is not allowed.
 */
export function applyControl(snapshot: CombatSnapshot, control: Control): MoveOutcome {
  switch (control.action) {
    case "setMode":
      return switchedMode(snapshot, control.mode);
    case "toggleSide": {
      const side = combatant(snapshot, control.combatantId).side;
      return flipped(snapshot, control.combatantId, {
        side: side === "friendly" ? "hostile" : "friendly",
      });
    }
    case "toggleSurprised": {
      if (snapshot.started) throw new Refusal(`${REFUSED}.Started`);
      const one = combatant(snapshot, control.combatantId);
      return flipped(snapshot, one.id, { surprised: !one.system.surprised });
    }
    // RULES 5: an unsurprised character starts evading or ready to counter; chosen before the start
    case "toggleOpening": {
      if (snapshot.started) throw new Refusal(`${REFUSED}.Started`);
      const one = combatant(snapshot, control.combatantId);
      if (one.system.surprised) throw new Refusal(`${REFUSED}.SurprisedOpening`);
      return flipped(snapshot, one.id, {
        opening: one.system.opening === "counter" ? "evading" : "counter",
      });
    }
    case "carryOverChoice": {
      const hp = requireInteger("carry-over hit points", control.hp, { min: 0 });
      if (control.distance === undefined)
        return flipped(snapshot, control.combatantId, { carryOverChoice: hp });
      const distance =
        control.distance === null
          ? null
          : requireInteger("distance to the opponent", control.distance, {
              min: 0,
              max: MAX_DISTANCE,
            });
      return flipped(snapshot, control.combatantId, { carryOverChoice: hp, distance });
    }
    case "tideLuck": {
      const side = requireChoice("side", control.side, SIDES);
      const luck = requireChoice("tide luck", control.luck, TIDE_LUCK);
      const tide = { ...snapshot.tide, [side]: { ...snapshot.tide[side], luck } };
      return { ...unchanged(snapshot), tide };
    }
    case "undo":
      return restored(snapshot, snapshot.history.length - 1);
    case "previousTurn":
      return restored(snapshot, reached(previousTurnAt(snapshot)));
    case "previousRound":
      return restored(snapshot, reached(previousRoundAt(snapshot)));
    case "nextTurn":
      return applyControl(snapshot, reached(nextTurnControl(snapshot)));
    case "leave": {
      if (!inEngine(snapshot.mode, snapshot.state, control.combatantId)) return unchanged(snapshot);
      const state = engineOf(snapshot.mode).leave(snapshot.state!, control.combatantId);
      const history = pushed(snapshot, `${CONTROL_LABEL}.Leave`);
      return { ...unchanged(snapshot), state, history };
    }
    case "startCombat":
    case "nextRound":
    case "restartRound":
    case "join":
    case "gumption":
    case "setUp":
    case "fortuneInitiative":
    case "interfere":
      throw new Refusal(`${REFUSED}.NeedsDice`);
    default: {
      if (snapshot.state === null)
        throw new Refusal(snapshot.started ? `${REFUSED}.RoundOver` : `${REFUSED}.NotStarted`);
      const done = engineStep(snapshot.mode, snapshot.state, control);
      return {
        ...unchanged(snapshot),
        state: done.state,
        history: pushed(snapshot, done.label),
        effects: done.effects,
      };
    }
  }
}
