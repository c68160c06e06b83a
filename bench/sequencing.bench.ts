import { it } from "vitest";
import { seeded } from "../src/rules/dice";
import type * as Sequencing from "../src/rules/sequencing";
import { measure, note } from "./harness";
import { shipped } from "./shipped";

// the engines as the system ships them (see shipped)
const { ladder, readyHp, shots, standard, turns } = await shipped<typeof Sequencing>(
  "src/rules/sequencing/index.ts",
);

const N = 1000;
const dice = seeded(1010);
const d = (faces: number) => dice.roll(faces);
const fudge = () => d(3) + d(3) + d(3) + d(3) - 8;

const ladderCombatants = Array.from({ length: N }, (_, i) => ({
  id: `c${i}`,
  roll: 3 + fudge(),
  carry: d(4) - 2,
}));
const shotsCombatants = Array.from({ length: N }, (_, i) => ({
  id: `c${i}`,
  reflexes: 4 + d(5),
  named: i % 3 === 0,
  villain: i % 2 === 0,
  roll: i % 3 === 0 ? d(6) - d(6) : undefined,
  stances: i % 7 === 0 ? 1 : 0,
}));
const readyHpCombatants = Array.from({ length: N }, (_, i) => {
  const nonDamaged = 8 + d(16);
  return {
    id: `c${i}`,
    nonDamaged,
    carryOver: i % 4 === 0 ? d(readyHp.maxCarryOver(nonDamaged) + 1) - 1 : 0,
    reach: d(4) / 2,
    bonus: d(5) - 3,
  };
});
const speeds = [1, 1, 1, 2, 0.5, 0.25];
const turnsCombatants = Array.from({ length: N }, (_, i) => ({
  id: `c${i}`,
  speed: speeds[i % speeds.length],
}));
const standardCombatants = Array.from({ length: N }, (_, i) => ({
  id: `c${i}`,
  roll: d(20),
  modifier: d(7) - 4,
}));

// Each round takes the engine's functions out of its namespace once (namespace objects answer
// through getters, in the bundle as under vitest).

function ladderRound(): Sequencing.ladder.LadderState {
  const { start, roundOver, next, hold, act } = ladder;
  let s = start(ladderCombatants);
  let moves = 0;
  while (!roundOver(s)) {
    const up = next(s);
    s = moves++ % 5 === 0 ? hold(s, up[up.length - 1]) : act(s, up[0]);
  }
  return s;
}

function shotsRound(): Sequencing.shots.ShotsState {
  const { start, roundOver, acting, spend } = shots;
  let s = start(shotsCombatants);
  let moves = 0;
  while (!roundOver(s)) {
    const [id] = acting(s);
    s = moves++ % 11 === 0 ? spend(s, id, 1) : spend(s, id, 3);
  }
  return s;
}

function readyHpRound(): Sequencing.readyHp.ReadyHpState {
  const { start, roundOver, acting, carryOver, ready, spend } = readyHp;
  let s = start(readyHpCombatants, seeded(7));
  let moves = 0;
  while (!roundOver(s)) {
    const [id] = acting(s);
    const pool = s.phase === "carryOver" ? carryOver(s, id) : ready(s, id);
    const hp = Math.max(s.phase === "carryOver" ? 0 : 1, Math.min(pool, 1 + (moves++ % 3)));
    s = spend(s, id, hp, { passiveDefense: moves % 4 === 0 && s.phase === "turns" });
  }
  return s;
}

function turnsRound(): Sequencing.turns.TurnsState {
  const { start, roundOver, acting, counter, skip, advance } = turns;
  let s = start(turnsCombatants);
  let moves = 0;
  while (!roundOver(s)) {
    const [id] = acting(s);
    const move = moves++ % 10;
    s = move === 0 ? counter(s, id) : move === 1 ? skip(s) : advance(s);
  }
  return s;
}

function standardRound(): Sequencing.standard.StandardState {
  const { start, roundOver, advance } = standard;
  let s = start(standardCombatants);
  while (!roundOver(s)) s = advance(s);
  return s;
}

// Each round starts the engine from the combatants' rolls and plays moves until the round is
// over, asking who acts before every move as the tracker does.
it("sequencing: a complete round with 1,000 combatants, per engine", () => {
  const engines: [string, () => unknown, unknown][] = [
    ["ladder", ladderRound, ladder.start(ladderCombatants)],
    ["shots", shotsRound, shots.start(shotsCombatants)],
    ["readyHp", readyHpRound, readyHp.start(readyHpCombatants, seeded(7))],
    ["turns", turnsRound, turns.start(turnsCombatants)],
    ["standard", standardRound, standard.start(standardCombatants)],
  ];
  for (const [, round] of engines) for (let i = 0; i < 20; i++) round();
  for (const [name, round, state] of engines) {
    const { microseconds } = measure(
      `sequencing ${name}: a round with ${N} combatants`,
      round,
      500,
    );
    // CPU time as well: the wall clock also counts whatever else the machine is running
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < 50; i++) round();
    const cpu = process.cpuUsage(cpuStart);
    note(
      `sequencing ${name}: ${(microseconds / 1000).toFixed(2)} ms per round (${((cpu.user + cpu.system) / 50_000).toFixed(2)} ms CPU); state ${(JSON.stringify(state).length / N).toFixed(1)} bytes per combatant at round start, ${(JSON.stringify(round()).length / N).toFixed(1)} at round end`,
    );
  }
});
