import type { EngineStates } from "../rules/sequencing/read-state";
import type { Opening } from "../rules/sequencing/turns";
import type { TideLuck } from "../rules/okrpg/tide";
import type { SequencingMode } from "../rules/rulesets";
import type { StoredProblem } from "../rules/stored";
import type { StoredEncounter } from "./moves/read-stored";

/*
 * The plain data the tracker's pure code works on: a snapshot of one Combat and its combatants,
 * taken by the Foundry adapter. View models and moves read only this, so the same code runs in
 * Foundry, in tests and in the playground.
 */

/** The two sides of a fight: heroes and their friends, and the villains (RULES 1.9, RULES 3). */
export const SIDES = ["friendly", "hostile"] as const;
export type Side = (typeof SIDES)[number];

/** The engine state of each mode, as stored (JSON) on the Combat (the rules layer's type). */
export type { EngineStates };
export type EngineState = EngineStates[SequencingMode];

/** Where the encounter stands. */
export const PHASES = ["setup", "carryOver", "acting", "over"] as const;
export type Phase = (typeof PHASES)[number];

/** One side's Tide of Battle (RULES 1.9) as stored on the Combat. */
export interface SideTide {
  luck: TideLuck;
  /** the counting die of the last roll (0 = none rolled yet) */
  die: number;
  /** the round it was rolled for (0 = none) */
  round: number;
  recoveries: number;
  advantage: boolean;
  mishap: boolean;
}
export type TideState = Record<Side, SideTide>;

/**
 * A step the GM can undo: the engine state and round before it. The Combat keeps only what each
 * step changed (moves/undo.ts); the states are worked back from it when the encounter is read.
 */
export interface HistoryEntry {
  /** JSON of the engine state before the step ("" = not started) */
  state: string;
  round: number;
  mode: SequencingMode;
  /** lang key naming the step */
  label: string;
}

/**
 * The per-combatant data the tracker reads from a Combatant (its data model's fields): its side and
 * the inputs its controls set. The engine's figures (AP, shots, ready HP …) are not among them: they
 * live only in the Combat's engine state, which only the GM writes, while a player may update her
 * own Combatant (SECURITY.md).
 */
export interface CombatantData {
  side: Side;
  /** ready hit points: the carry-over the player chose for the next round start */
  carryOverChoice: number;
  /** ready hit points: metres to its opponent, for the reach tie-break (RULES 4); null = unknown */
  distance: number | null;
  /** shots: stance shots already paid for, as the Combat keeps them (its `stancesPaid`) */
  stancesPaid: number;
  /** shots and turns: caught by surprise at the start of the fight */
  surprised: boolean;
  /** turns: how an unsurprised character starts the fight, evading or ready to counter (RULES 5) */
  opening: Opening;
}

export interface CombatantSnapshot {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  defeated: boolean;
  /** ids of the (non-GM) users who own the combatant */
  owners: readonly string[];
  side: Side;
  /** the type of its actor (its ruleset: "okrpg" …), null without one */
  actorType: string | null;
  system: CombatantData;
  /** RULES 1.6 optional gumption: the combatant may roll it now (impaired, the world's rule on) */
  mayGumption?: boolean;
  /** RULES 3: the Action Fortune points its actor has left (absent: a character without any) */
  fortune?: number;
}

export interface CombatSnapshot {
  id: string;
  mode: SequencingMode;
  /** the Combat's round: 0 before the encounter starts */
  round: number;
  started: boolean;
  phase: Phase;
  /** increases with every write; a request carrying an older one is ignored */
  revision: number;
  /** the engine state; null before the encounter starts (or after a mode switch between rounds) */
  state: EngineState | null;
  /**
   * What is wrong with the stored engine state when it is damaged (state is then null): the
   * tracker shows it in place of the encounter and refuses every control but the GM's restart.
   */
  damage?: StoredProblem | null;
  history: readonly HistoryEntry[];
  tide: TideState;
  combatants: readonly CombatantSnapshot[];
  /**
   * The engine as the Combat stores it, which a write is worked out against (moves/write.ts);
   * absent for a snapshot made in memory, whose first write then writes everything.
   */
  stored?: StoredEncounter;
}

/** Who is looking at the tracker. */
export interface Viewer {
  isGM: boolean;
  userId: string;
  /** an active GM is connected (controls that need one go through the GM) */
  gmOnline: boolean;
}

export const EMPTY_TIDE: TideState = {
  friendly: { luck: "normal", die: 0, round: 0, recoveries: 1, advantage: false, mishap: false },
  hostile: { luck: "normal", die: 0, round: 0, recoveries: 1, advantage: false, mishap: false },
};

export const EMPTY_COMBATANT_DATA: CombatantData = {
  side: "friendly",
  carryOverChoice: 0,
  distance: null,
  stancesPaid: 0,
  surprised: false,
  opening: "evading",
};
