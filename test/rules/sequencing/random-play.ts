import { seeded } from "../../../src/rules/dice";
import { ladder, readyHp, shots, standard, turns } from "../../../src/rules/sequencing";
import { entryAt, fromBlocks } from "../../../src/rules/sequencing/blocks";
import { readEngineState } from "../../../src/rules/sequencing/read-state";
import type { SequencingMode } from "../../../src/rules/rulesets";

/**
 * Random legal play for every sequencing engine, as a table plays it through the tracker: each
 * step picks one of the moves the engine's own queries allow now (plus a combatant joining, one
 * leaving, and the tracker's Undo, which puts back the stored JSON of an earlier state), and the
 * state goes through JSON between steps as it does on the Combat. After every step the engine's
 * invariants are checked. Shared by the unit test (a few thousand sequences) and the bench (the
 * full run), so both play by the same rules.
 */

/** A number 0…n-1, from the sequence's seeded dice. */
export type Pick = (n: number) => number;

export interface Move<S> {
  label: string;
  run: (s: S) => S;
}

/** What a check remembers between steps (turns: the round each combatant last acted in). */
export type Memo = Map<string, number>;

export interface RandomEngine<S> {
  name: string;
  start(ids: string[], pick: Pick): S;
  /** moves the engine's queries say are allowed now, parameters picked at random */
  moves(s: S, pick: Pick): Move<S>[];
  join(s: S, id: string, pick: Pick): S;
  leave(s: S, id: string): S;
  ids(s: S): readonly string[];
  acting(s: S): string[];
  roundOver(s: S): boolean;
  initiatives(s: S): Record<string, number>;
  /** what holds in every state */
  holds(s: S): void;
  /** what holds from one state to the next by a move (not checked across an Undo) */
  follows(before: S, after: S, label: string, memo: Memo): void;
}

/** The tracker keeps this many states to undo (src/combat/moves/history.ts HISTORY_LIMIT). */
const UNDO_DEPTH = 10;

/** Ids a table could type, the names every JavaScript object inherits among them. */
const NAMES = ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"];

export function fail(message: string): never {
  throw new Error(message);
}

function oneOf<T>(list: readonly T[], pick: Pick): T {
  return list[pick(list.length)];
}

/** Every value is plain JSON: finite numbers, strings, booleans, null, arrays, plain objects. */
export function requirePlainJson(value: unknown, path = "state"): void {
  if (value === null || typeof value === "string" || typeof value === "boolean") return;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) fail(`${path} is ${value}, which JSON cannot keep`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => requirePlainJson(item, `${path}[${i}]`));
    return;
  }
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) requirePlainJson(item, `${path}.${key}`);
    return;
  }
  fail(`${path} is ${typeof value}, which JSON cannot keep`);
}

function sameIds(a: readonly string[], b: readonly string[], what: string): void {
  const left = [...a].sort().join("\u0000");
  const right = [...b].sort().join("\u0000");
  if (left !== right) fail(`${what} ${JSON.stringify(a)} ≠ ids ${JSON.stringify(b)}`);
}

/** How a sequence starts, and what it reports along the way. */
export interface PlayOptions<S> {
  /** the state to play on from (else a fresh fight of 1 to 6 combatants) */
  from?: S;
  /** sees every state reached, as read back from JSON */
  onState?: (s: S) => void;
}

/**
 * Plays one sequence of `length` steps from `seed`; throws a descriptive Error when an allowed
 * move throws or an invariant breaks. Returns the number of moves made.
 */
export function playRandomly<S>(
  engine: RandomEngine<S>,
  seed: number,
  length: number,
  o: PlayOptions<S> = {},
): number {
  const dice = seeded(seed);
  const pick: Pick = (n) => dice.roll(n) - 1;
  const count = 1 + pick(6);
  const ids = Array.from({ length: count }, (_, i) =>
    i < NAMES.length && pick(4) === 0 ? NAMES[i] : `c${i}`,
  );
  let s = o.from ?? engine.start(ids, pick);
  let memo: Memo = new Map();
  const history: { json: string; memo: Memo }[] = [];
  let joined = 0;
  const trail: string[] = [];
  for (let step = 0; step < length; step++) {
    const present = engine.ids(s);
    const options: Move<S>[] = [...engine.moves(s, pick)];
    if (present.length < 8 && pick(6) === 0) {
      const fresh = NAMES.find((name) => !present.includes(name) && pick(3) === 0);
      while (present.includes(`j${joined}`)) joined += 1;
      const id = fresh ?? `j${joined++}`;
      options.push({ label: `join ${id}`, run: (x) => engine.join(x, id, pick) });
    }
    if (present.length > 1 && pick(8) === 0) {
      const id = oneOf(present, pick);
      options.push({ label: `leave ${id}`, run: (x) => engine.leave(x, id) });
    }
    const undo = history.length > 0 && pick(10) === 0;
    if (options.length === 0 && !undo) fail(`${engine.name}: no move allowed in ${json(s)}`);
    let after: S;
    let label: string;
    if (undo || options.length === 0) {
      const back = history.pop()!;
      label = "undo";
      after = JSON.parse(back.json) as S;
      memo = back.memo;
    } else {
      const move = oneOf(options, pick);
      label = move.label;
      const before = json(s);
      try {
        after = move.run(s);
      } catch (error) {
        fail(
          `${engine.name}: the allowed move ${label} threw ${String(error)} after ${trail.join(", ")} in ${before}`,
        );
      }
      if (json(s) !== before) fail(`${engine.name}: ${label} changed the state it was given`);
      history.push({ json: before, memo: new Map(memo) });
      if (history.length > UNDO_DEPTH) history.shift();
      try {
        engine.follows(s, after, label, memo);
      } catch (error) {
        fail(`${engine.name}: after ${[...trail, label].join(", ")}: ${(error as Error).message}`);
      }
    }
    trail.push(label);
    try {
      requirePlainJson(after);
      const restored = JSON.parse(json(after)) as S;
      const acting = engine.acting(restored);
      if (acting.length === 0 && !engine.roundOver(restored)) fail("nobody can act mid-round");
      if (acting.length > 0 && engine.roundOver(restored)) fail("someone acts after the round");
      for (const id of acting) if (!engine.ids(restored).includes(id)) fail(`${id} acts, unknown`);
      sameIds(Object.keys(engine.initiatives(restored)), engine.ids(restored), "initiatives of");
      engine.holds(restored);
      const read = readEngineState(engine.name as SequencingMode, restored);
      if (!read.ok) fail(`a state of legal play reads as damaged: ${read.problem.message}`);
      s = restored;
      o.onState?.(s);
    } catch (error) {
      fail(
        `${engine.name}: after ${trail.join(", ")}: ${(error as Error).message} in ${json(after)}`,
      );
    }
  }
  return length;
}

function json(s: unknown): string {
  return JSON.stringify(s);
}

/** Occasionally the GM ends a round early; once it is over, the next round is always on offer. */
function roundEnds(over: boolean, pick: Pick): boolean {
  return over || pick(12) === 0;
}

const ladderPlay: RandomEngine<ladder.LadderState> = {
  name: "ladder",
  start: (ids, pick) =>
    ladder.start(
      ids.map((id) => ({ id, roll: pick(9) - 1, carry: pick(5) - 1, down: pick(10) === 0 })),
    ),
  moves(s, pick) {
    const moves: Move<ladder.LadderState>[] = [];
    const entries = fromBlocks(s.entries);
    const upright = s.ids.filter((_, p) => entries[p].status !== "down");
    const down = s.ids.filter((_, p) => entries[p].status === "down");
    const canPass = s.ids.filter((_, p) => entries[p].status === "in" && entries[p].ap >= 3);
    if (!ladder.roundOver(s)) {
      const id = oneOf(ladder.acting(s), pick);
      moves.push({ label: `act ${id}`, run: (x) => ladder.act(x, id) });
      moves.push({ label: `hold ${id}`, run: (x) => ladder.hold(x, id) });
      moves.push({ label: "defer all", run: ladder.deferAll });
    }
    if (upright.length > 0) {
      const id = oneOf(upright, pick);
      moves.push({ label: `defend ${id}`, run: (x) => ladder.defend(x, id) });
      if (pick(4) === 0) moves.push({ label: `down ${id}`, run: (x) => ladder.down(x, id) });
    }
    if (canPass.length > 0) {
      const id = oneOf(canPass, pick);
      moves.push({ label: `pass ${id}`, run: (x) => ladder.pass(x, id) });
    }
    if (down.length > 0) {
      const id = oneOf(down, pick);
      moves.push({ label: `revive ${id}`, run: (x) => ladder.revive(x, id) });
    }
    if (roundEnds(ladder.roundOver(s), pick)) {
      const rolls = Object.fromEntries(s.ids.map((id) => [id, pick(9) - 1]));
      moves.push({ label: "next round", run: (x) => ladder.nextRound(x, rolls) });
    }
    return moves;
  },
  join: (s, id, pick) => ladder.join(s, { id, roll: pick(9) - 1, down: pick(10) === 0 }),
  leave: ladder.leave,
  ids: (s) => s.ids,
  acting: ladder.acting,
  roundOver: ladder.roundOver,
  initiatives: ladder.initiatives,
  holds(s) {
    // RULES 1.10: only those with 3 or more AP act; nobody carries more than 3
    for (const id of ladder.acting(s))
      if (ladder.ap(s, id) < 3 || ladder.status(s, id) !== "in")
        fail(`${id} may act with ${ladder.ap(s, id)} AP (${ladder.status(s, id)})`);
    for (const [id, carried] of Object.entries(ladder.carry(s)))
      if (carried > 3) fail(`${id} carries ${carried}`);
  },
  follows() {},
};

const SHOTS_MODES = [{}, { surpriseRound: true }, { simplified: true }] as const;

const shotsPlay: RandomEngine<shots.ShotsState> = {
  name: "shots",
  start(ids, pick) {
    const o = oneOf(SHOTS_MODES, pick);
    return shots.start(
      ids.map((id) => {
        const named = pick(2) === 0;
        return {
          id,
          reflexes: 1 + pick(8),
          named,
          villain: pick(2) === 0,
          roll: named ? pick(11) - 5 : undefined,
          stances: pick(3) === 0 ? 1 : 0,
          surprised: "surpriseRound" in o ? pick(3) === 0 : undefined,
        };
      }),
      o,
    );
  },
  moves(s, pick) {
    const moves: Move<shots.ShotsState>[] = [];
    const entries = fromBlocks(s.entries);
    if (!shots.roundOver(s)) {
      const [first] = shots.acting(s);
      const cost = oneOf([3, 0, "all"] as const, pick);
      moves.push({ label: `spend ${cost} by ${first}`, run: (x) => shots.spend(x, first, cost) });
      const triggers =
        s.mode === "simplified" ? s.ids : s.ids.filter((_, p) => entries[p].shot >= 1);
      const id = oneOf(triggers, pick);
      moves.push({ label: `trigger by ${id}`, run: (x) => shots.spend(x, id, 1) });
    }
    if (s.mode !== "simplified" && s.ids.length > 0) {
      const id = oneOf(s.ids, pick);
      const lost = 1 + pick(3);
      moves.push({ label: `${id} loses ${lost}`, run: (x) => shots.lose(x, id, lost) });
    }
    const named = s.ids.filter((_, p) => entries[p].named);
    if (s.mode === "shots" && !s.started && named.length > 0) {
      const id = oneOf(named, pick);
      const roll = pick(6);
      moves.push({ label: `reroll ${id} ${roll}`, run: (x) => shots.reroll(x, id, roll) });
    }
    if (roundEnds(shots.roundOver(s), pick)) {
      const rolls = Object.fromEntries(named.map((id) => [id, pick(11) - 5]));
      const stances = Object.fromEntries(s.ids.map((id) => [id, pick(4) === 0 ? 1 : 0]));
      moves.push({ label: "next round", run: (x) => shots.nextRound(x, rolls, stances) });
    }
    return moves;
  },
  join: (s, id, pick) => {
    const named = s.mode === "shots" && pick(2) === 0;
    return shots.join(s, {
      id,
      reflexes: 1 + pick(8),
      named,
      villain: pick(2) === 0,
      roll: named ? pick(11) - 5 : undefined,
    });
  },
  leave: shots.leave,
  ids: (s) => s.ids,
  acting: shots.acting,
  roundOver: shots.roundOver,
  initiatives: shots.initiatives,
  holds(s) {
    for (const id of s.ids) if (shots.shot(s, id) < 0) fail(`${id} has ${shots.shot(s, id)} shots`);
  },
  follows(before, after, label) {
    // RULES 3: the counter only counts down within a round (a reroll before it starts aside)
    if (after.round !== before.round || label.startsWith("reroll")) return;
    for (const id of before.ids)
      if (after.ids.includes(id) && shots.shot(after, id) > shots.shot(before, id))
        fail(`${id}'s shot rose from ${shots.shot(before, id)} to ${shots.shot(after, id)}`);
    const called = shots.current(before)?.shot ?? 0;
    if (label.startsWith("join") && before.started && before.mode !== "simplified") {
      const id = after.ids.at(-1)!;
      if (shots.shot(after, id) > called)
        fail(`${id} joined on shot ${shots.shot(after, id)}, above ${called}`);
    }
  },
};

const readyHpPlay: RandomEngine<readyHp.ReadyHpState> = {
  name: "readyHp",
  start(ids, pick) {
    return readyHp.start(
      ids.map((id) => {
        const nonDamaged = pick(13);
        return {
          id,
          nonDamaged,
          carryOver: pick(readyHp.maxCarryOver(nonDamaged) + 1),
          reach: pick(4),
          bonus: pick(3) - 1,
          surprise: pick(8) === 0,
        };
      }),
      seeded(pick(1000)),
    );
  },
  moves(s, pick) {
    const moves: Move<readyHp.ReadyHpState>[] = [];
    if (!readyHp.roundOver(s)) {
      const [head] = readyHp.acting(s);
      if (s.phase === "carryOver") {
        const hp = pick(readyHp.carryOver(s, head) + 1);
        moves.push({ label: `${head} moves ${hp}`, run: (x) => readyHp.spend(x, head, hp) });
      } else {
        const hp = 1 + pick(readyHp.ready(s, head));
        const passiveDefense = pick(2) === 0;
        moves.push({
          label: `${head} spends ${hp}${passiveDefense ? " defending" : ""}`,
          run: (x) => readyHp.spend(x, head, hp, { passiveDefense }),
        });
        const waiting = readyHp.order(s).filter((id) => readyHp.ready(s, id) > 0);
        const id = oneOf(waiting, pick);
        const actionHp = 1 + pick(4);
        const spent = 1 + pick(Math.min(readyHp.ready(s, id), actionHp));
        moves.push({
          label: `${id} interferes with ${spent}`,
          run: (x) => readyHp.interfere(x, id, spent, actionHp),
        });
      }
      moves.push({ label: `${head} hesitates`, run: (x) => readyHp.hesitate(x, head) });
    }
    if (s.ids.length > 0) {
      const id = oneOf(s.ids, pick);
      const amount = pick(5);
      moves.push({ label: `${id} takes ${amount}`, run: (x) => readyHp.harm(x, id, amount) });
    }
    if (roundEnds(readyHp.roundOver(s), pick)) {
      const changes = Object.fromEntries(
        s.ids.map((id) => [
          id,
          { carryOver: pick(readyHp.maxCarryOver(readyHp.nonDamaged(s, id)) + 1) },
        ]),
      );
      const dice = seeded(pick(1000));
      moves.push({ label: "next round", run: (x) => readyHp.nextRound(x, dice, changes) });
    }
    return moves;
  },
  join: (s, id, pick) => readyHp.join(s, { id, nonDamaged: pick(13), reach: pick(4) }),
  leave: readyHp.leave,
  ids: (s) => s.ids,
  acting: readyHp.acting,
  roundOver: readyHp.roundOver,
  initiatives: readyHp.initiatives,
  holds(s) {
    // RULES 4: ready HP never go below zero
    for (const id of s.ids) {
      if (readyHp.ready(s, id) < 0) fail(`${id} has ${readyHp.ready(s, id)} ready HP`);
      if (readyHp.carryOver(s, id) < 0) fail(`${id} has ${readyHp.carryOver(s, id)} carry-over HP`);
    }
  },
  follows() {},
};

const turnsPlay: RandomEngine<turns.TurnsState> = {
  name: "turns",
  start: (ids, pick) =>
    turns.start(
      ids.map((id) => ({
        id,
        speed: oneOf([0.25, 0.5, 1, 1, 2], pick),
        opening: oneOf(["evading", "counter"] as const, pick),
        surprised: pick(5) === 0,
      })),
      { surprisedLoseFirstTurn: pick(2) === 0 },
    ),
  moves(s, pick) {
    const moves: Move<turns.TurnsState>[] = [];
    if (!turns.roundOver(s)) {
      const [id] = turns.acting(s);
      moves.push({ label: `advance ${id}`, run: turns.advance });
      moves.push({ label: `skip ${id}`, run: turns.skip });
      moves.push({ label: `counter ${id}`, run: (x) => turns.counter(x, id) });
    }
    const ready = s.ids.filter((id) => turns.attacked(s, id));
    if (ready.length > 0) {
      const id = oneOf(ready, pick);
      moves.push({ label: `fire ${id}`, run: (x) => turns.fireCounter(x, id) });
    }
    if (pick(10) === 0) {
      const order = [...s.ids].sort(() => pick(3) - 1);
      moves.push({ label: `reorder ${order.join(" ")}`, run: (x) => turns.reorder(x, order) });
    }
    if (roundEnds(turns.roundOver(s), pick))
      moves.push({ label: "next round", run: turns.nextRound });
    return moves;
  },
  join: (s, id, pick) => turns.join(s, { id, speed: oneOf([0.25, 0.5, 1, 2], pick) }),
  leave: turns.leave,
  ids: (s) => s.ids,
  acting: turns.acting,
  roundOver: turns.roundOver,
  initiatives: turns.initiatives,
  holds() {},
  follows(before, _after, label, memo) {
    // RULES 5: speed ½ acts every other round, ¼ once in four; a fired counter is the turn
    // given up for it, in the round it was given up (interpretation in turns.fireCounter)
    let id: string;
    let round: number;
    const [verb, who] = label.split(" ");
    if (verb === "leave" || verb === "join") memo.delete(who); // a new character from here on
    if (label.startsWith("advance")) {
      [id] = turns.acting(before);
      round = before.round;
    } else if (label.startsWith("fire")) {
      id = label.slice("fire ".length);
      round = entryAt(before.entries, before.ids.indexOf(id)).counter!;
    } else return;
    const every = entryAt(before.entries, before.ids.indexOf(id)).every;
    const last = memo.get(id);
    if (last !== undefined && round - last < every)
      fail(`${id} (every ${every} rounds) acts in round ${round} after round ${last}`);
    memo.set(id, round);
  },
};

const standardPlay: RandomEngine<standard.StandardState> = {
  name: "standard",
  start: (ids, pick) =>
    standard.start(ids.map((id) => ({ id, roll: 1 + pick(20), modifier: pick(4) - 1 }))),
  moves(s, pick) {
    const moves: Move<standard.StandardState>[] = [];
    if (!standard.roundOver(s)) moves.push({ label: "advance", run: standard.advance });
    // RULES 2 interrupt attacks: opened on the acting one, taken by another, or let go
    const open = standard.interruptOf(s);
    if (!standard.roundOver(s) && !open)
      moves.push({ label: "open interrupt", run: (x) => standard.openInterrupt(x, x.ids[x.at]) });
    if (open && !open.by) {
      const foes = s.ids.filter((id) => id !== open.against);
      if (foes.length) {
        const foe = oneOf(foes, pick);
        moves.push({ label: `interrupt by ${foe}`, run: (x) => standard.takeInterrupt(x, foe) });
      }
      moves.push({ label: "close interrupt", run: standard.closeInterrupt });
    }
    const waiting = s.ids.slice(s.at);
    if (waiting.length > 0 && !open) {
      const total = standard.total(s, oneOf(waiting, pick));
      const tied = waiting.filter((id) => standard.total(s, id) === total).reverse();
      moves.push({ label: `tie order ${tied.join(" ")}`, run: (x) => standard.tieOrder(x, tied) });
    }
    if (roundEnds(standard.roundOver(s), pick)) {
      if (pick(2) === 0) moves.push({ label: "next round", run: (x) => standard.nextRound(x) });
      else {
        const rolls = Object.fromEntries(s.ids.map((id) => [id, 1 + pick(20)]));
        moves.push({ label: "next round rolled", run: (x) => standard.nextRound(x, rolls) });
      }
    }
    return moves;
  },
  join: (s, id, pick) => standard.join(s, { id, roll: 1 + pick(20), modifier: pick(4) - 1 }),
  leave: standard.leave,
  ids: (s) => s.ids,
  acting: standard.acting,
  roundOver: standard.roundOver,
  initiatives: standard.initiatives,
  holds(s) {
    sameIds(Object.keys(s.totals), s.ids, "totals of");
    for (let i = 1; i < s.ids.length; i++)
      if (standard.total(s, s.ids[i]) > standard.total(s, s.ids[i - 1]))
        fail(`${s.ids[i]} acts after a lower total`);
    const open = standard.interruptOf(s);
    if (open && open.against !== s.ids[s.at]) fail(`an interrupt against ${open.against} off turn`);
    if (open?.by && (open.by === open.against || !s.ids.includes(open.by)))
      fail(`an interrupt by ${open.by}`);
  },
  follows() {},
};

export const randomEngines: RandomEngine<never>[] = [
  ladderPlay,
  shotsPlay,
  readyHpPlay,
  turnsPlay,
  standardPlay,
] as unknown as RandomEngine<never>[];
