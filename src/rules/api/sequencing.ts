import * as engines from "../sequencing";
import type { SequencingMode } from "../rulesets";
import { withStoredChecksIn, type StoredArguments } from "./entry-checks";
import { ENGINE_STATES, LADDER_ENTRIES, SHOTS_ENTRIES } from "./stored-kinds";

/*
 * The engines as the rules API publishes them: every function of an engine takes its state first
 * and has it checked there (entry-checks.ts), but for these.
 */
const TAKES_NO_STATE: { readonly [M in SequencingMode]: readonly string[] } = {
  ladder: ["start"],
  shots: ["firstShot", "start", "limitBreakCost"],
  readyHp: ["maxCarryOver", "poolOf", "roundStartFigures", "start"],
  turns: ["roundsPerTurn", "start", "defaultOrder"],
  standard: ["start"],
};

/** The ids a state keeps beside its entries, and the entries (the readers' own cache checks). */
const ENTRIES_AFTER_IDS: Readonly<Record<string, StoredArguments>> = {
  "ladder.topIds": [[1, LADDER_ENTRIES]],
  "shots.currentOf": [[1, SHOTS_ENTRIES]],
};

function storedOf(mode: SequencingMode, name: string): StoredArguments {
  const special = ENTRIES_AFTER_IDS[`${mode}.${name}`];
  if (special) return special;
  return TAKES_NO_STATE[mode].includes(name) ? [] : [[0, ENGINE_STATES[mode]]];
}

export const sequencing: typeof engines = Object.freeze({
  ...engines,
  ladder: withStoredChecksIn(engines.ladder, (name) => storedOf("ladder", name)),
  shots: withStoredChecksIn(engines.shots, (name) => storedOf("shots", name)),
  readyHp: withStoredChecksIn(engines.readyHp, (name) => storedOf("readyHp", name)),
  turns: withStoredChecksIn(engines.turns, (name) => storedOf("turns", name)),
  standard: withStoredChecksIn(engines.standard, (name) => storedOf("standard", name)),
});
