import type { SequencingMode } from "../../rules/rulesets";
import { engineOf } from "../engines";
import { REFUSED } from "../refusal";
import type { CombatSnapshot, HistoryEntry } from "../snapshot";
import type { Control } from "./controls";
import { HISTORY_LIMIT } from "./history";
import { CONTROL_LABEL } from "./step";

/*
 * Foundry's own tracker has four controls: previous round, previous turn, next turn, next round.
 * What they mean in each sequencing mode is decided here, from the engine and the encounter's
 * history of steps (history.ts); the trackers only show them and the Combat document only calls
 * them. Next round is the round start every mode already has (round-start.ts).
 */

/**
 * Interpretation (the rule texts know no "previous turn"): the steps that are a combatant's own
 * go in each mode. Previous turn takes back the last of them (and whatever happened after it). Steps out of turn — a defense, a trigger, a reorder, a join,
 * someone leaving or hurt — are taken back with it but are no turn of their own.
 * - ladder (RULES 1.10): the top combatant acts, holds or passes (so does All hold, and an OK RPG
 *   gumption roll, which is its action, and a setup kept or failed, which spends its 3 AP); a defense
 *   answers an attack at any time.
 * - shots (RULES 3): the actions that need the creature's shot called, a basic action and a limit
 *   break; a trigger or a focus may come at any time.
 * - ready HP (RULES 4): every act of the character deciding now: spending ready HP (a move on a
 *   carry-over turn, passive defense), hesitating, interfering (its act for the turn).
 * - turns (RULES 5): the turn ends (Done), is skipped, is given up for a counter, or comes late as
 *   the counterattack (the turn given up earlier).
 * - standard (RULES 2): the turn ends; an interrupt attack is made inside someone else's turn.
 */
const TURN_STEPS: Readonly<Record<SequencingMode, readonly string[]>> = {
  ladder: ["Act", "Hold", "Pass", "DeferAll", "Gumption", "SetUp", "SetUpFailed"],
  shots: ["Spend3", "SpendAll"],
  readyHp: ["SpendHp", "Move", "Passive", "Hesitate", "Interfere"],
  turns: ["Next", "Skip", "Counter", "FireCounter"],
  standard: ["Next"],
};

/** Whether a step of the history was a combatant's turn in the mode it was taken in. */
export function wasTurn(entry: HistoryEntry): boolean {
  return TURN_STEPS[entry.mode].some((name) => entry.label === `${CONTROL_LABEL}.${name}`);
}

/** Where a control goes, or the lang key (with its values) of why it cannot go now. */
export type Reach<T> = { ok: true; value: T } | { ok: false; reason: string; n?: number };

const no = <T>(reason: string, n?: number): Reach<T> => ({
  ok: false,
  reason: `${REFUSED}.${reason}`,
  ...(n === undefined ? {} : { n }),
});

/**
 * Next turn: the acting combatant's usual step (the "next" control of its mode: act on the ladder,
 * a basic action on the shot counter, a hesitation with ready HP, the end of its turn with turns
 * or standard initiative). Interpretation: on a ladder tie (RULES 1.10 lets the GM choose) it is
 * the first of the tie in the tracker's order; the GM who wants another clicks that row's Act.
 */
export function nextTurnControl(
  snapshot: CombatSnapshot,
): Reach<Extract<Control, { action: "next" }>> {
  if (snapshot.state === null) return no(snapshot.started ? "NobodyActs" : "NotStarted");
  const [acting] = engineOf(snapshot.mode).acting(snapshot.state);
  if (acting === undefined) return no("NobodyActs");
  return { ok: true, value: { action: "next", combatantId: acting } };
}

/**
 * Previous turn: the history entry to restore, the one before the last turn (wasTurn). Going back
 * past a round start lands on the previous round's last turn, as Foundry's own does.
 */
export function previousTurnAt(snapshot: CombatSnapshot): Reach<number> {
  const at = snapshot.history.findLastIndex(wasTurn);
  return at < 0 ? no("NoEarlierTurn", HISTORY_LIMIT) : { ok: true, value: at };
}

/**
 * The history entry holding the state a round began with: the first step taken in it, right after
 * the step that started it (an entry of the round before). Interpretation: the history keeps only
 * the last HISTORY_LIMIT steps, so a round's start is known only while that step is kept, or,
 * for the encounter's first round (whose start leaves no entry), while the history is not full.
 */
function roundStartAt(history: readonly HistoryEntry[], end: number, round: number): number | null {
  let start = end;
  while (start > 0 && history[start - 1].round === round) start--;
  if (start === end) return null;
  if (start > 0) return start;
  return round === 1 && history.length < HISTORY_LIMIT ? 0 : null;
}

/**
 * Previous round: back to the start of this round; when nothing has happened in it yet, back to
 * the start of the round before (as Foundry's own goes back a round). Each step taken since is
 * undone at once, in one write; what those steps did to actors stays, as with Undo.
 */
export function previousRoundAt(snapshot: CombatSnapshot): Reach<number> {
  const { history, round } = snapshot;
  const end = history.length;
  const midRound = end > 0 && history[end - 1].round === round;
  if (midRound) {
    const start = roundStartAt(history, end, round);
    return start === null ? no("RoundStartDropped", HISTORY_LIMIT) : { ok: true, value: start };
  }
  if (end === 0 || round <= 1) return no("NoEarlierRound");
  const start = roundStartAt(history, end, history[end - 1].round);
  return start === null ? no("RoundStartDropped", HISTORY_LIMIT) : { ok: true, value: start };
}
