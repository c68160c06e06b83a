import { seeded, type DiceSource } from "../dice";
import { arena, playFight, ROUND_LIMIT, type Arena, type FightRecord } from "./fight";
import type { Fighting } from "./model";
import { modelFor } from "./models";
import { policyNotes } from "./notes";
import { readOddsInput } from "./read";
import type { OddsDecidingRoll, OddsInput, OddsResult, OddsSide } from "./types";

/*
 * The odds of a fight: the same fight played `runs` times from one seeded dice stream, and the
 * tally of how it went. A simulation plays its fights in slices so a Web Worker can report its
 * progress between them; the slices never change the answer (one stream, fights in order).
 */

/** Fights ending in each round from now, the last entry that many rounds or more. */
export const HISTOGRAM_ROUNDS = 10;

/** A deciding roll is named when it put the friendly side's first fighter down in this share of their lost fights. */
export const DECIDING_SHARE = 0.1;
/** …and when they lost at least this many fights, so the share means something. */
export const DECIDING_LOSSES = 20;
/** The most deciding rolls named. */
export const DECIDING_MOST = 3;

interface Tally {
  wins: Record<OddsSide, number>;
  undecided: number;
  rounds: number[];
  down: number[];
  fled: number[];
  harm: number[];
  used: number[][];
  firstDowns: Map<string, number>;
}

function emptyTally(input: OddsInput): Tally {
  return {
    wins: { friendly: 0, hostile: 0 },
    undecided: 0,
    rounds: new Array<number>(HISTOGRAM_ROUNDS).fill(0),
    down: input.fighters.map(() => 0),
    fled: input.fighters.map(() => 0),
    harm: input.fighters.map(() => 0),
    used: input.fighters.map((f) => f.attacks.map(() => 0)),
    firstDowns: new Map(),
  };
}

function add(t: Tally, record: FightRecord, fighters: readonly Fighting[]): void {
  if (record.winner === null) t.undecided += 1;
  else {
    t.wins[record.winner] += 1;
    t.rounds[Math.min(record.rounds, HISTOGRAM_ROUNDS) - 1] += 1;
  }
  for (const f of fighters) {
    if (f.wentDown) t.down[f.index] += 1;
    if (f.fled) t.fled[f.index] += 1;
    t.harm[f.index] += f.harm;
    f.used.forEach((n, i) => (t.used[f.index][i] += n));
  }
  if (record.winner === "hostile" && record.firstDown) {
    const { attacker, victim, band } = record.firstDown;
    const key = `${attacker}|${victim}|${band}`;
    t.firstDowns.set(key, (t.firstDowns.get(key) ?? 0) + 1);
  }
}

/** The attack a fighter made most: its weapon, and its action where it has one. */
function mostUsed(
  input: OddsInput,
  index: number,
  used: readonly number[],
): { weapon: string; action?: string } {
  let best = -1;
  used.forEach((n, i) => {
    if (n > 0 && (best < 0 || n > used[best])) best = i;
  });
  if (best < 0) return { weapon: "" };
  const attack = input.fighters[index].attacks[best];
  return { weapon: attack.weapon, ...(attack.action ? { action: attack.action } : {}) };
}

function deciding(input: OddsInput, t: Tally): OddsDecidingRoll[] {
  const lost = t.wins.hostile;
  if (lost < DECIDING_LOSSES) return [];
  return [...t.firstDowns]
    .map(([key, count]) => {
      const [attacker, victim, band] = key.split("|");
      return {
        attacker: input.fighters[Number(attacker)].name,
        victim: input.fighters[Number(victim)].name,
        band,
        share: count / lost,
      };
    })
    .filter((roll) => roll.share >= DECIDING_SHARE)
    .sort((a, b) => b.share - a.share)
    .slice(0, DECIDING_MOST);
}

/** The tally of `runs` fights as the result the panel and the API give. */
function resultOf(a: Arena, t: Tally, runs: number): OddsResult {
  const { input, model } = a;
  return {
    ruleset: input.ruleset,
    mode: input.mode,
    runs,
    seed: input.seed,
    policy: input.policy,
    wins: { friendly: t.wins.friendly / runs, hostile: t.wins.hostile / runs },
    undecided: t.undecided / runs,
    margin: 1.96 * Math.sqrt(0.25 / runs),
    rounds: t.rounds.map((n) => n / runs),
    roundLimit: input.roundLimit ?? ROUND_LIMIT,
    fighters: input.fighters.map((f, i) => ({
      id: f.id,
      name: f.name,
      side: f.side,
      down: t.down[i] / runs,
      fled: t.fled[i] / runs,
      harm: t.harm[i] / runs,
      ...mostUsed(input, i, t.used[i]),
    })),
    harmUnit: model.harmUnit,
    deciding: deciding(input, t),
    notes: [...input.notes, ...model.notes, ...policyNotes(input, model, t.undecided / runs)],
  };
}

/** A simulation under way: fights played so far and the result they give. */
export interface Simulation {
  readonly runs: number;
  /** fights played so far */
  readonly played: number;
  /** plays up to `count` more fights (never beyond `runs`) */
  play(count: number): void;
  /** the result of the fights played so far (all of them once `played` reaches `runs`) */
  result(): OddsResult;
}

/** A simulation of the fight `input` describes (read and checked first: bad input throws). */
export function simulation(value: unknown): Simulation {
  const input = readOddsInput(value);
  const a = arena(input, modelFor(input));
  const dice: DiceSource = seeded(input.seed);
  const tally = emptyTally(input);
  let played = 0;
  return {
    runs: input.runs,
    get played() {
      return played;
    },
    play(count: number) {
      const until = Math.min(input.runs, played + Math.max(0, Math.floor(count)));
      for (; played < until; played++) {
        const { record, fighters } = playFight(a, dice);
        add(tally, record, fighters);
      }
    },
    result: () => resultOf(a, tally, Math.max(1, played)),
  };
}

/** The odds of a fight, all its runs played at once (for macros, tests and benchmarks). */
export function simulate(value: unknown): OddsResult {
  const s = simulation(value);
  s.play(s.runs);
  return s.result();
}
