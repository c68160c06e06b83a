import type { SequencingMode } from "../rules/rulesets";
import { ladder, readyHp, shots, standard, turns } from "../rules/sequencing";
import { fromBlocks } from "../rules/sequencing/blocks";
import type { LadderState } from "../rules/sequencing/ladder";
import type { ReadyHpState } from "../rules/sequencing/ready-hp";
import type { ShotsState } from "../rules/sequencing/shots";
import type { StandardState } from "../rules/sequencing/standard";
import type { TurnsState } from "../rules/sequencing/turns";
import type { EngineState, EngineStates, Phase } from "./snapshot";

/**
 * What the tracker needs from every sequencing engine, in one shape: who acts, whether the round
 * is over, the order to list combatants in, and how a combatant leaves. The engine's figures
 * (AP, shots, ready HP …) live only in its state, which only the GM writes: nothing of it is
 * written on the Combatants; their initiative, which core's order and modules read, is derived
 * from it (`initiatives`, src/documents/initiative.ts). The moves themselves differ per mode
 * (src/combat/moves/).
 */
export interface EngineView<S> {
  ids(s: S): readonly string[];
  acting(s: S): string[];
  roundOver(s: S): boolean;
  /** the order the tracker lists the engine's combatants in (acting ones first where it helps) */
  order(s: S): string[];
  initiatives(s: S): Record<string, number>;
  phase(s: S): Phase;
  /** the shot being called (shots mode), else 0 */
  shot(s: S): number;
  leave(s: S, id: string): S;
}

function byDescending(ids: readonly string[], key: (id: string) => number): string[] {
  return ids
    .map((id, index) => ({ id, index, value: key(id) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map((one) => one.id);
}

const ladderView: EngineView<LadderState> = {
  ids: (s) => s.ids,
  acting: ladder.acting,
  roundOver: ladder.roundOver,
  order(s) {
    // the tie group at the top, then by AP; Down combatants last
    const rank = (id: string) => {
      const status = ladder.status(s, id);
      if (status === "down") return -Infinity;
      return ladder.ap(s, id) + (s.next.includes(id) ? 0.5 : 0) - (status === "passed" ? 0.25 : 0);
    };
    return byDescending(s.ids, rank);
  },
  initiatives: ladder.initiatives,
  phase: (s) => (ladder.roundOver(s) ? "over" : "acting"),
  shot: () => 0,
  leave: ladder.leave,
};

const shotsView: EngineView<ShotsState> = {
  ids: (s) => s.ids,
  acting: shots.acting,
  roundOver: shots.roundOver,
  order(s) {
    // by shot (simplified: by Reflexes while an action is left), villains first on each shot
    const entries = fromBlocks(s.entries);
    const key = (id: string) => {
      const one = entries[s.ids.indexOf(id)];
      const called = s.mode === "simplified" ? (one.shot > 0 ? one.reflexes : -1) : one.shot;
      return called * 2 + (one.villain ? 1 : 0);
    };
    return byDescending(s.ids, key);
  },
  initiatives: shots.initiatives,
  phase: (s) => (shots.roundOver(s) ? "over" : "acting"),
  shot: (s) => shots.current(s)?.shot ?? 0,
  leave: shots.leave,
};

const readyHpView: EngineView<ReadyHpState> = {
  ids: (s) => s.ids,
  acting: readyHp.acting,
  roundOver: readyHp.roundOver,
  order(s) {
    // who still decides this turn, in order, then the others by ready HP
    const waiting = readyHp.order(s);
    const rest = s.ids.filter((id) => !waiting.includes(id));
    return [...waiting, ...byDescending(rest, (id) => readyHp.ready(s, id))];
  },
  initiatives: readyHp.initiatives,
  phase: (s) => (readyHp.roundOver(s) ? "over" : s.phase === "carryOver" ? "carryOver" : "acting"),
  shot: () => 0,
  leave: readyHp.leave,
};

const turnsView: EngineView<TurnsState> = {
  ids: (s) => s.ids,
  acting: turns.acting,
  roundOver: turns.roundOver,
  order: (s) => s.order.map((position) => s.ids[position]),
  initiatives: turns.initiatives,
  phase: (s) => (turns.roundOver(s) ? "over" : "acting"),
  shot: () => 0,
  leave: turns.leave,
};

const standardView: EngineView<StandardState> = {
  ids: (s) => s.ids,
  acting: standard.acting,
  roundOver: standard.roundOver,
  order: standard.order,
  initiatives: standard.initiatives,
  phase: (s) => (standard.roundOver(s) ? "over" : "acting"),
  shot: () => 0,
  leave: standard.leave,
};

const VIEWS: { [M in SequencingMode]: EngineView<EngineStates[M]> } = {
  ladder: ladderView,
  shots: shotsView,
  readyHp: readyHpView,
  turns: turnsView,
  standard: standardView,
};

/** The engine view of a mode, typed loosely for code that handles every mode alike. */
export function engineOf(mode: SequencingMode): EngineView<EngineState> {
  return VIEWS[mode] as EngineView<EngineState>;
}

/** Whether a combatant takes part in the engine's state (it joined and has not left). */
export function inEngine(mode: SequencingMode, state: EngineState | null, id: string): boolean {
  return state !== null && engineOf(mode).ids(state).includes(id);
}
