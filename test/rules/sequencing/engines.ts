import { seeded } from "../../../src/rules/dice";
import { ladder, readyHp, shots, standard, turns } from "../../../src/rules/sequencing";

/**
 * What the combat tracker needs from every engine: who acts now, whether the round is over, the
 * next round, a value to mirror into combatant.initiative, combatants joining and leaving, and a
 * clear rules error (never a crash, never a changed state) for any move that is not allowed.
 */
export interface Engine {
  name: string;
  start: (ids: string[]) => unknown;
  acting: (s: never) => string[];
  roundOver: (s: never) => boolean;
  /** the engine's plainest move for whoever acts now */
  step: (s: never) => unknown;
  nextRound: (s: never) => unknown;
  initiatives: (s: never) => Record<string, number>;
  join: (s: never, id: string) => unknown;
  leave: (s: never, id: string) => unknown;
  /** any move at all, legal or not, picked by the numbers */
  anyMove: (s: never, id: string, n: number) => unknown;
}

export const engines: Engine[] = [
  {
    name: "ladder",
    start: (ids) => ladder.start(ids.map((id, i) => ({ id, roll: 2 + (i % 5) }))),
    acting: ladder.acting,
    roundOver: ladder.roundOver,
    step: (s: ladder.LadderState) => ladder.act(s, ladder.acting(s)[0]),
    nextRound: (s: ladder.LadderState) =>
      ladder.nextRound(s, Object.fromEntries(s.ids.map((id) => [id, 3]))),
    initiatives: ladder.initiatives,
    join: (s: ladder.LadderState, id) => ladder.join(s, { id, roll: 4 }),
    leave: ladder.leave,
    anyMove: (s: ladder.LadderState, id, n) =>
      [ladder.act, ladder.hold, ladder.defend, ladder.pass, ladder.down, ladder.revive][n % 6](
        s,
        id,
      ),
  },
  {
    name: "shots",
    start: (ids) =>
      shots.start(
        ids.map((id, i) => ({
          id,
          reflexes: 3 + (i % 4),
          roll: i % 3,
          named: true,
          villain: i % 2 === 0,
        })),
      ),
    acting: shots.acting,
    roundOver: shots.roundOver,
    step: (s: shots.ShotsState) => shots.spend(s, shots.acting(s)[0], 3),
    nextRound: (s: shots.ShotsState) =>
      shots.nextRound(s, Object.fromEntries(s.ids.map((id) => [id, 1]))),
    initiatives: shots.initiatives,
    join: (s: shots.ShotsState, id) =>
      shots.join(s, { id, reflexes: 5, roll: 0, named: true, villain: false }),
    leave: shots.leave,
    anyMove: (s: shots.ShotsState, id, n) =>
      n % 5 === 4
        ? shots.reroll(s, id, n % 7)
        : n % 5 === 3
          ? shots.lose(s, id, (n % 3) + 1)
          : shots.spend(s, id, [0, 1, 2, 3, "all" as const][n % 5]),
  },
  {
    name: "readyHp",
    start: (ids) =>
      readyHp.start(
        ids.map((id, i) => ({ id, nonDamaged: 3 + (i % 6), carryOver: i % 2, reach: i % 3 })),
        seeded(ids.length),
      ),
    acting: readyHp.acting,
    roundOver: readyHp.roundOver,
    step: (s: readyHp.ReadyHpState) => readyHp.hesitate(s, readyHp.acting(s)[0]),
    nextRound: (s: readyHp.ReadyHpState) => readyHp.nextRound(s, seeded(1)),
    initiatives: readyHp.initiatives,
    join: (s: readyHp.ReadyHpState, id) => readyHp.join(s, { id, nonDamaged: 6 }),
    leave: readyHp.leave,
    anyMove: (s: readyHp.ReadyHpState, id, n) =>
      n % 4 === 3
        ? readyHp.harm(s, id, n % 5)
        : n % 4 === 2
          ? readyHp.interfere(s, id, n % 4, n % 3)
          : readyHp.spend(s, id, (n % 6) - 1, { passiveDefense: n % 2 === 0 }),
  },
  {
    name: "turns",
    start: (ids) => turns.start(ids.map((id, i) => ({ id, speed: [1, 0.5, 0.25, 2][i % 4] }))),
    acting: turns.acting,
    roundOver: turns.roundOver,
    step: turns.advance,
    nextRound: turns.nextRound,
    initiatives: turns.initiatives,
    join: (s: turns.TurnsState, id) => turns.join(s, { id, speed: 1 }),
    leave: turns.leave,
    anyMove: (s: turns.TurnsState, id, n) =>
      [
        () => turns.advance(s),
        () => turns.skip(s),
        () => turns.counter(s, id),
        () => turns.fireCounter(s, id),
      ][n % 4](),
  },
  {
    name: "standard",
    start: (ids) => standard.start(ids.map((id, i) => ({ id, roll: 1 + ((i * 7) % 20) }))),
    acting: standard.acting,
    roundOver: standard.roundOver,
    step: standard.advance,
    nextRound: (s: standard.StandardState) => standard.nextRound(s),
    initiatives: standard.initiatives,
    join: (s: standard.StandardState, id) => standard.join(s, { id, roll: 10 }),
    leave: standard.leave,
    anyMove: (s: standard.StandardState, id, n) =>
      n % 2 === 0 ? standard.advance(s) : standard.tieOrder(s, [id]),
  },
];
