import { describe, expect, it } from "vitest";
import { seeded } from "../../../src/rules/dice";
import {
  readEngineState,
  ladder,
  readyHp,
  shots,
  standard,
  turns,
} from "../../../src/rules/sequencing";
import { requireEngineState, requireEntries } from "../../../src/rules/sequencing/read-state";
import type { SequencingMode } from "../../../src/rules/rulesets";
import { named } from "../refusal-cases";

/*
 * A stored engine state is read field by field (read-state.ts): each damaged field is named in
 * the refusal, so the GM's notice says what was damaged.
 */

/** What reading a stored state says: "reads", or the refusal's message. */
function problem(mode: SequencingMode, value: unknown, roster?: string[]): string {
  const read = readEngineState(mode, value, roster ? { roster } : {});
  return read.ok ? "reads" : read.problem.message;
}

type WithEntries = { entries: readonly (readonly object[])[] };
/** The state with one patch on the entry at `i` (of the first block). */
function entry<S extends WithEntries>(s: S, patch: object, i = 0): S {
  return { ...s, entries: [s.entries[0].map((e, j) => (j === i ? { ...e, ...patch } : e))] };
}

const pair = [
  { id: "a", roll: 4 },
  { id: "b", roll: 2 },
];
const l = ladder.start(pair);
const sh = shots.start([
  { id: "a", reflexes: 5, roll: 2, named: true, villain: false },
  { id: "b", reflexes: 4, roll: 1, named: true, villain: true },
]);
const simple = shots.start(
  [
    { id: "a", reflexes: 5, roll: 2, named: true, villain: false },
    { id: "b", reflexes: 4, roll: 1, named: true, villain: true },
  ],
  { simplified: true },
);
const fresh = readyHp.start(
  [
    { id: "a", nonDamaged: 6 },
    { id: "b", nonDamaged: 4 },
  ],
  seeded(7),
);
const r = readyHp.spend(fresh, readyHp.acting(fresh)[0], 2);
const t = turns.start([
  { id: "a", speed: 1 },
  { id: "b", speed: 0.5 },
]);
const st = standard.start([
  { id: "a", roll: 15 },
  { id: "b", roll: 10, modifier: 2 },
]);

const tied = ladder.start([
  { id: "a", roll: 3 },
  { id: "b", roll: 3 },
]);

const cases: [() => unknown, string][] = [
  [
    () => problem("ladder", { ...l, next: ["b"] }),
    'next ["b"] is not allowed: it does not match the AP on the ladder.',
  ],
  [
    () => problem("ladder", { ...tied, next: ["a", "a"] }),
    'next ["a","a"] is not allowed: it does not match the AP on the ladder.',
  ],
  [
    () => problem("ladder", { ...l, next: [] }),
    "next [] is not allowed: it does not match the AP on the ladder.",
  ],
  [() => problem("shots", null), "state null is not allowed: expected an object."],
  [() => problem("readyHp", null), "state null is not allowed: expected an object."],
  [() => problem("turns", null), "state null is not allowed: expected an object."],
  [() => problem("shots", { ...sh, current: "a" }), 'current "a" is not allowed: expected a list.'],
  [
    () => problem("readyHp", { ...r, strikes: { id: "ghost", weapons: [] } }),
    'strikes by "ghost" is not allowed: it is not in the encounter.',
  ],
  [
    () => problem("readyHp", entry(r, { reach: 1e8 })),
    "entries[0][0].reach must be between 0 and 10000000, got 100000000.",
  ],
  [() => problem("ladder", { ...l, round: 0 }), "round must be between 1 and 1000000, got 0."],
  [() => problem("ladder", { ...l, ids: "a" }), 'ids "a" is not allowed: expected a list.'],
  [
    () => problem("ladder", { ...l, ids: ["a", ""] }),
    'combatant id "" is not allowed: an id is a non-empty string.',
  ],
  [
    () => problem("ladder", { ...l, ids: ["a", "a"] }),
    'ids #2 "a" is not allowed: an id appears once.',
  ],
  [
    () => problem("ladder", l, ["a"]),
    'ids #2 "b" is not allowed: no such combatant in the encounter.',
  ],
  [() => problem("ladder", { ...l, entries: {} }), "entries {} is not allowed: expected a list."],
  [
    () => problem("ladder", { ...l, entries: [] }),
    "entries 0 blocks is not allowed: 2 combatants.",
  ],
  [
    () => problem("ladder", { ...l, entries: ["x"] }),
    'entries[0] "x" is not allowed: expected a list.',
  ],
  [
    () => problem("ladder", { ...l, entries: [[l.entries[0][0]]] }),
    "entries[0] of 1 is not allowed: expected 2 entries.",
  ],
  [
    () => problem("ladder", { ...l, entries: [[l.entries[0][0], null]] }),
    "entries[0][1] null is not allowed: expected an object.",
  ],
  [
    () => problem("ladder", { ...l, entries: [[l.entries[0][0], []]] }),
    "entries[0][1] [] is not allowed: expected an object.",
  ],
  [
    () => problem("ladder", entry(l, { ap: 1.5 })),
    "entries[0][0].ap must be a whole number, got 1.5.",
  ],
  [
    () => problem("ladder", entry(l, { ap: -1_000_001 })),
    "entries[0][0].ap must be between -1000000 and 1000000, got -1000001.",
  ],
  [
    () => problem("ladder", entry(l, { status: "out" })),
    'entries[0][0].status must be one of in, passed, down, got "out".',
  ],
  [
    () => problem("ladder", entry(l, { status: "down", ap: 3 }, 1)),
    "entries[0][1].ap 3 is not allowed: a Down combatant has no AP.",
  ],
  [() => problem("ladder", { ...l, next: "a" }), 'next "a" is not allowed: expected a list.'],
  [() => problem("ladder", { ...l, setups: {} }), "setups {} is not allowed: expected a list."],
  [
    () => problem("ladder", { ...l, setups: [null] }),
    "setups[0] null is not allowed: expected an object.",
  ],
  [
    () => problem("ladder", { ...l, setups: [{ kind: "easy", by: "a", target: "b" }] }),
    'setups[0].kind must be one of free, hard, general, got "easy".',
  ],
  [
    () => problem("ladder", { ...l, setups: [{ kind: "free", by: "z", target: "b" }] }),
    'setups[0].by "z" is not allowed: it is not on the ladder.',
  ],
  [
    () => problem("ladder", { ...l, setups: [{ kind: "free", by: "a", target: "z" }] }),
    'setups[0].target "z" is not allowed: it is not on the ladder.',
  ],
  [
    () => problem("shots", { ...sh, mode: "fast" }),
    'mode must be one of shots, surprise, simplified, got "fast".',
  ],
  [() => problem("shots", { ...sh, started: "no" }), 'started must be true or false, got "no".'],
  [
    () => problem("shots", entry(sh, { reflexes: -1 })),
    "entries[0][0].reflexes must be between 0 and 1000000, got -1.",
  ],
  [
    () => problem("shots", entry(sh, { named: 1 })),
    "entries[0][0].named must be true or false, got 1.",
  ],
  [
    () => problem("shots", entry(sh, { villain: 1 })),
    "entries[0][0].villain must be true or false, got 1.",
  ],
  [
    () => problem("shots", entry(sh, { npc: 1 })),
    "entries[0][0].npc must be true or false, got 1.",
  ],
  [
    () => problem("shots", entry(sh, { stances: -1 })),
    "entries[0][0].stances must be between 0 and 1000000, got -1.",
  ],
  [
    () => problem("shots", entry(sh, { shot: -1 })),
    "entries[0][0].shot must be between 0 and 1000000, got -1.",
  ],
  [
    () => problem("shots", entry(simple, { shot: 2 })),
    "entries[0][0].shot must be between 0 and 1, got 2.",
  ],
  [
    () => problem("shots", { ...sh, current: ["b"] }),
    'current ["b"] is not allowed: it does not match the shots left.',
  ],
  [() => problem("shots", { ...sh, defences: {} }), "defences {} is not allowed: expected a list."],
  [
    () => problem("shots", { ...sh, defences: [null] }),
    "defences[0] null is not allowed: expected an object.",
  ],
  [
    () => problem("shots", { ...sh, defences: [{ id: "z", shot: 1 }] }),
    'defences[0].id "z" is not allowed: it is not in the shot count.',
  ],
  [
    () => problem("shots", { ...sh, defences: [{ id: "a", shot: -1 }] }),
    "defences[0].shot must be between 0 and 1000000, got -1.",
  ],
  [
    () => problem("readyHp", { ...r, phase: "end" }),
    'phase must be one of carryOver, turns, got "end".',
  ],
  [() => problem("readyHp", { ...r, phase: "carryOver" }), "turn must be between 0 and 0, got 1."],
  [
    () => problem("readyHp", { ...r, turn: 1_000_001 }),
    "turn must be between 0 and 1000000, got 1000001.",
  ],
  [
    () => problem("readyHp", entry(r, { spent: -1 })),
    "entries[0][0].spent must be between 0 and 100000, got -1.",
  ],
  [
    () => problem("readyHp", entry(r, { carryOver: 100_001 })),
    "entries[0][0].carryOver must be between 0 and 100000, got 100001.",
  ],
  [
    () => problem("readyHp", entry(r, { ready: -1 })),
    "entries[0][0].ready must be between 0 and 100000, got -1.",
  ],
  [
    () => problem("readyHp", entry(r, { reach: -1 })),
    "entries[0][0].reach must be at least 0, got -1.",
  ],
  [
    () => problem("readyHp", entry(r, { missile: 0 })),
    "entries[0][0].missile must be true or false, got 0.",
  ],
  [
    () => problem("readyHp", entry(r, { bonus: "x" })),
    'entries[0][0].bonus must be a number, got "x".',
  ],
  [
    () => problem("readyHp", entry(r, { distance: -1 })),
    "entries[0][0].distance must be at least 0, got -1.",
  ],
  [
    () => problem("readyHp", entry(r, { nonDamaged: 1001 })),
    "entries[0][0].nonDamaged must be between 0 and 1000, got 1001.",
  ],
  [
    () => problem("readyHp", entry(r, { passive: 3 })),
    "entries[0][0].passive must be between 0 and 2, got 3.",
  ],
  [
    () => problem("readyHp", entry(r, { moved: 1 })),
    "entries[0][0].moved must be between 0 and 0, got 1.",
  ],
  [
    () => problem("readyHp", entry(r, { surprise: 0 })),
    "entries[0][0].surprise must be true or false, got 0.",
  ],
  [
    () => problem("readyHp", { ...r, ranked: [1] }),
    "ranked of 1 is not allowed: expected all 2 combatants.",
  ],
  [
    () => problem("readyHp", { ...r, ranked: [1, 1] }),
    "ranked #2 1 is not allowed: a position appears once.",
  ],
  [() => problem("readyHp", { ...r, ranked: [1, 2] }), "ranked #2 must be between 0 and 1, got 2."],
  [
    () => problem("readyHp", { ...r, queue: [0, 1, 1] }),
    "queue #3 1 is not allowed: a position appears once.",
  ],
  [() => problem("readyHp", { ...r, at: 3 }), "at must be between 0 and 2, got 3."],
  [
    () => problem("readyHp", entry(r, { ready: 0 }, 1)),
    "queue position 1 is not allowed: b has no HP left to act with.",
  ],
  [() => problem("readyHp", { ...r, last: "a" }), 'last "a" is not allowed: expected an object.'],
  [
    () => problem("readyHp", { ...r, last: { ...r.last, id: "z" } }),
    'last act by "z" is not allowed: it is not in the encounter.',
  ],
  [
    () => problem("readyHp", { ...r, last: { ...r.last, id: 5 } }),
    "last act by 5 is not allowed: it is not in the encounter.",
  ],
  [
    () => problem("readyHp", { ...r, last: { ...r.last, interference: {} } }),
    "last.interference {} is not allowed: expected a list.",
  ],
  [
    () => problem("readyHp", { ...r, last: { ...r.last, interference: ["yes"] } }),
    'last.interference #1 must be true or false, got "yes".',
  ],
  [
    () => problem("readyHp", { ...r, last: { ...r.last, hp: -1 } }),
    "last.hp must be between 0 and 100000, got -1.",
  ],
  [
    () => problem("readyHp", { ...r, last: { ...r.last, turn: 2 } }),
    "last.turn must be between 0 and 1, got 2.",
  ],
  [
    () => problem("readyHp", { ...r, last: { ...r.last, total: 1.5 } }),
    "last.total must be a whole number, got 1.5.",
  ],
  [
    () => problem("readyHp", { ...r, strikes: "a" }),
    'strikes "a" is not allowed: expected an object.',
  ],
  [
    () => problem("readyHp", { ...r, strikes: { id: 5, weapons: [] } }),
    "strikes by 5 is not allowed: it is not in the encounter.",
  ],
  [
    () => problem("readyHp", { ...r, strikes: { id: "a", weapons: "sword" } }),
    'strikes.weapons "sword" is not allowed: expected a list.',
  ],
  [
    () => problem("readyHp", { ...r, strikes: { id: "a", weapons: [5] } }),
    "strikes.weapons #1 must be text, got 5.",
  ],
  [
    () => problem("turns", entry(t, { every: 0 })),
    "entries[0][0].every must be between 1 and 1000, got 0.",
  ],
  [
    () => problem("turns", entry(t, { every: 1001 })),
    "entries[0][0].every must be between 1 and 1000, got 1001.",
  ],
  [
    () => problem("turns", entry(t, { from: -1 })),
    "entries[0][0].from must be between 0 and 1000000, got -1.",
  ],
  [
    () => problem("turns", entry(t, { evading: "yes" })),
    'entries[0][0].evading must be true or false, got "yes".',
  ],
  [
    () => problem("turns", entry(t, { evadeBonus: 21 })),
    "entries[0][0].evadeBonus must be between 1 and 20, got 21.",
  ],
  [
    () => problem("turns", entry(t, { counter: -1 })),
    "entries[0][0].counter must be between 0 and 1000000, got -1.",
  ],
  [
    () => problem("turns", { ...t, order: [0] }),
    "order of 1 is not allowed: expected all 2 combatants.",
  ],
  [() => problem("turns", { ...t, queue: [2] }), "queue #1 must be between 0 and 1, got 2."],
  [() => problem("turns", { ...t, at: -1 }), "at must be between 0 and 2, got -1."],
  [
    () => problem("standard", { ...st, totals: [] }),
    "totals [] is not allowed: expected an object.",
  ],
  [
    () => problem("standard", { ...st, totals: { a: 15 } }),
    'totals ["a"] is not allowed: expected one entry per combatant.',
  ],
  [
    () => problem("standard", { ...st, totals: { a: 15, c: 12 } }),
    'totals ["a","c"] is not allowed: expected one entry per combatant.',
  ],
  [
    () => problem("standard", { ...st, totals: { a: 15, b: 12, c: 1 } }),
    'totals ["a","b","c"] is not allowed: expected one entry per combatant.',
  ],
  [
    () => problem("standard", { ...st, totals: { a: 15, b: 1.5 } }),
    "totals.b must be a whole number, got 1.5.",
  ],
  [
    () => problem("standard", { ...st, modifiers: { a: 0, b: "2" } }),
    'modifiers.b must be a number, got "2".',
  ],
  [
    () => problem("standard", { ...st, totals: { a: 12, b: 15 } }),
    'ids ["a","b"] is not allowed: b comes after a lower total.',
  ],
  [() => problem("standard", { ...st, at: 3 }), "at must be between 0 and 2, got 3."],
  [
    () => problem("standard", { ...st, interrupt: "b" }),
    'interrupt "b" is not allowed: expected an object.',
  ],
  [
    () => problem("standard", { ...st, interrupt: { against: "", by: null } }),
    'combatant id "" is not allowed: an id is a non-empty string.',
  ],
  [
    () => problem("standard", { ...st, interrupt: { against: "b", by: null } }),
    'an interrupt against "b" is not allowed: it is not their turn.',
  ],
  [
    () => problem("standard", { ...st, interrupt: { against: "a", by: "a" } }),
    'an interrupt by "a" is not allowed: they are not a foe in the round.',
  ],
  [
    () => problem("standard", { ...st, interrupt: { against: "a", by: "z" } }),
    'an interrupt by "z" is not allowed: they are not a foe in the round.',
  ],
  [
    () => problem("standard", { ...st, interrupt: { against: "a", by: 5 } }),
    "combatant id 5 is not allowed: an id is a non-empty string.",
  ],
  [() => problem("standard", null), "state null is not allowed: expected an object."],
  [() => problem("ladder", []), "state [] is not allowed: expected an object."],
  [
    () => problem("nonsense" as never, l),
    'mode must be one of ladder, standard, shots, readyHp, turns, got "nonsense".',
  ],
];

describe("a damaged stored engine state is refused, naming the field", () => {
  it.each(named(cases))("%s", (_title, call, message) => {
    expect(call()).toBe(message);
  });

  it("the public rules API's check throws the same refusal", () => {
    expect(() => requireEngineState("turns", entry(t, { every: 0 }))).toThrow(
      "entries[0][0].every must be between 1 and 1000, got 0.",
    );
    expect(() => requireEntries("ladder", ["a", "b"], [[l.entries[0][0]]])).toThrow(
      "entries[0] of 1 is not allowed: expected 2 entries.",
    );
    expect(() =>
      requireEntries("simplified", ["a", "b"], entry(simple, { shot: 2 }).entries),
    ).toThrow("entries[0][0].shot must be between 0 and 1, got 2.");
    expect(() => requireEntries("ladder", ["a", "b"], l.entries)).not.toThrow();
  });
});

describe("what a stored state may leave out, or hold empty", () => {
  const reads = (mode: SequencingMode, value: unknown) => {
    const read = readEngineState(mode, value);
    if (!read.ok) throw new Error(read.problem.message);
    return read.state as unknown;
  };

  it("each engine's fresh state reads back as itself", () => {
    expect(reads("ladder", l)).toEqual(l);
    expect(reads("shots", sh)).toEqual(sh);
    expect(reads("shots", simple)).toEqual(simple);
    expect(reads("readyHp", r)).toEqual(r);
    expect(reads("turns", t)).toEqual(t);
    expect(reads("standard", st)).toEqual(st);
  });

  it("RULES 1.8: setups kept on the ladder; an empty list is none", () => {
    const setups = [{ kind: "hard", by: "a", target: "b" }];
    expect(reads("ladder", { ...l, setups })).toEqual({ ...l, setups });
    expect(reads("ladder", { ...l, setups: [] })).toEqual(l);
  });

  it("RULES 3: an active defense kept; an empty list is none; no npc flag is a player character", () => {
    const defences = [{ id: "b", shot: 4 }];
    expect(reads("shots", { ...sh, defences })).toEqual({ ...sh, defences });
    expect(reads("shots", { ...sh, defences: [] })).toEqual(sh);
    const { npc: _npc, ...before } = sh.entries[0][0];
    expect(reads("shots", { ...sh, entries: [[before, sh.entries[0][1]]] })).toEqual(sh);
  });

  it("RULES 4: a last act stored before its turn, roll and interference were kept is this turn's", () => {
    const { turn: _turn, total: _total, interference: _i, ...old } = r.last!;
    expect(reads("readyHp", { ...r, last: old })).toEqual(r);
    expect(
      reads("readyHp", { ...r, last: { ...r.last, total: 14, interference: [true] } }),
    ).toEqual({ ...r, last: { ...r.last, total: 14, interference: [true] } });
    expect(reads("readyHp", { ...r, last: null, strikes: undefined })).toEqual({
      ...r,
      last: null,
      strikes: null,
    });
    const struck = { id: "a", weapons: ["sword", "dagger"] };
    expect(reads("readyHp", { ...r, strikes: struck })).toEqual({ ...r, strikes: struck });
  });

  it("RULES 5: a mid-fight evasion keeps its own bonus, a counter its round", () => {
    const evading = entry(t, { evadeBonus: 20, counter: 3 });
    expect(reads("turns", evading)).toEqual(evading);
  });

  it("RULES 2: an interrupt open against whoever acts, by a foe or nobody yet", () => {
    const open = { ...st, interrupt: { against: "a", by: null } };
    expect(reads("standard", open)).toEqual(open);
    const taken = { ...st, interrupt: { against: "a", by: "b" } };
    expect(reads("standard", taken)).toEqual(taken);
    expect(reads("standard", { ...st, interrupt: null })).toEqual(st);
  });

  it("RULES 1.10: a Down combatant holds 0 AP", () => {
    const down = entry(l, { status: "down", ap: 0 }, 1);
    expect(reads("ladder", down)).toEqual(down);
  });

  it("RULES 4: a queue may hold fewer than everyone; who already acted this turn may have no HP left", () => {
    const short = { ...r, queue: [0], at: 1 };
    expect(reads("readyHp", short)).toEqual(short);
    const spentOut = entry(r, { ready: 0 }, 0);
    expect(reads("readyHp", spentOut)).toEqual(spentOut);
  });

  it("RULES 4: a state stored before the latest act was kept has none", () => {
    const { last: _last, ...before } = r;
    expect(reads("readyHp", before)).toEqual({ ...r, last: null });
  });

  it("RULES 2: equal totals may stand in either order (the GM breaks the tie)", () => {
    const tie = standard.start([
      { id: "a", roll: 12 },
      { id: "b", roll: 12 },
    ]);
    expect(reads("standard", { ...tie, ids: ["b", "a"] })).toEqual({ ...tie, ids: ["b", "a"] });
  });

  it("RULES 2: a combatant whose id is the word undefined is ordered like any other", () => {
    const odd = standard.start([
      { id: "a", roll: 15 },
      { id: "undefined", roll: 10 },
    ]);
    expect(reads("standard", odd)).toEqual(odd);
  });

  it("a state of more combatants than one block holds reads block by block", () => {
    const many = ladder.start(Array.from({ length: 33 }, (_, i) => ({ id: `c${i}`, roll: 3 })));
    expect(many.entries.map((block) => block.length)).toEqual([32, 1]);
    expect(reads("ladder", many)).toEqual(many);
    const short = { ...many, entries: [many.entries[0].slice(1), many.entries[1]] };
    expect(problem("ladder", short)).toBe("entries[0] of 31 is not allowed: expected 32 entries.");
    const oneBlock = { ...many, entries: [many.entries[0]] };
    expect(problem("ladder", oneBlock)).toBe("entries 1 blocks is not allowed: 33 combatants.");
  });
});
