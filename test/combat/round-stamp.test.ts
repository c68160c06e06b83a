import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyControl, type MoveOutcome } from "../../src/combat/moves/apply";
import { snapshotAfter } from "../../src/combat/moves/apply-write";
import type { Control } from "../../src/combat/moves/controls";
import { joined } from "../../src/combat/moves/join";
import { roundRolls, startRound } from "../../src/combat/moves/round-start";
import { joinedState, splitState, type StoredState } from "../../src/combat/moves/stored";
import { historyOf, type UndoStep } from "../../src/combat/moves/undo";
import { combatWrite, type CombatWrite } from "../../src/combat/moves/write";
import { engineOf } from "../../src/combat/engines";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import { Refusal } from "../../src/combat/refusal";
import { readyHp } from "../../src/rules/sequencing";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import { factsById, fighter, manoFacts, snapshot } from "./fixtures";

/*
 * Issue 28: a round start of Action Rounds (RULES 4: every non-damaged HP not carried over becomes
 * ready, nothing is spent yet) writes one new stamp on the Combat instead of every combatant's
 * entry (src/combat/moves/stored.ts). Whatever is played — spending, hesitating, harm mid-round,
 * carry-over chosen, a round started early, a joiner, Undo — a later client reads back exactly the state
 * the control made, and Undo gives back the state before it.
 */
const OPTIONS = { tideEveryRound: false, simplified: false };
const ids = ["ana", "bo", "cy", "dee", "eli"];
const NON_DAMAGED = [6, 9, 4, 12, 7];
const FACTS = factsById({
  ...Object.fromEntries(
    ids.map((id, i) => [id, manoFacts({ nonDamaged: NON_DAMAGED[i], reach: i % 3 })]),
  ),
  fay: manoFacts({ nonDamaged: 5 }),
});

/** A round start with roll-off faces from `draw`. */
function roundStart(s: CombatSnapshot, draw: () => number): MoveOutcome {
  const rolled = Object.fromEntries(
    roundRolls(s, FACTS, OPTIONS).map((request) => {
      const count = Number(/^(\d+)d/.exec(request.formula)![1]) * 4;
      return [request.key, Array.from({ length: count }, () => 1 + (draw() % 20))];
    }),
  );
  return startRound(s, FACTS, rolled, OPTIONS).outcome;
}

function begun(draw: () => number): CombatSnapshot {
  const s = snapshot(
    "readyHp",
    ids.map((id, i) => ({ id, side: i % 2 ? "hostile" : "friendly" })),
  );
  return snapshotAfter(s, combatWrite(s, roundStart(s, draw)));
}

const state = (s: CombatSnapshot) => s.state as ReadyHpState;

type Op =
  | { kind: "spend"; hp: number; passive: boolean }
  | { kind: "hesitate" }
  | { kind: "harm"; who: number; amount: number }
  | { kind: "carryOver"; who: number; hp: number }
  | { kind: "round" }
  | { kind: "join" }
  | { kind: "undo" };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("spend" as const),
    hp: fc.integer({ min: 1, max: 4 }),
    passive: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("hesitate" as const) }),
  fc.record({
    kind: fc.constant("harm" as const),
    who: fc.nat(4),
    amount: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant("carryOver" as const), who: fc.nat(4), hp: fc.nat(6) }),
  fc.record({ kind: fc.constant("round" as const) }),
  fc.record({ kind: fc.constant("join" as const) }),
  fc.record({ kind: fc.constant("undo" as const) }),
);

/** The control an op stands for in `s`, or null when it has none there. */
function controlOf(s: CombatSnapshot, one: Op): Control | null {
  const [acting] = engineOf("readyHp").acting(state(s));
  switch (one.kind) {
    case "spend":
      return acting
        ? { action: "spendHp", combatantId: acting, hp: one.hp, passive: one.passive }
        : null;
    case "hesitate":
      return acting ? { action: "hesitate", combatantId: acting } : null;
    case "harm":
      return { action: "harm", combatantId: ids[one.who], amount: one.amount };
    case "carryOver":
      return { action: "carryOverChoice", combatantId: ids[one.who], hp: one.hp };
    default:
      return one.kind === "undo" ? { action: "undo" } : null;
  }
}

/** The outcome of an op, or null when the engine refuses it (a move it does not allow). */
function played(s: CombatSnapshot, one: Op, draw: () => number): MoveOutcome | null {
  try {
    if (one.kind === "round") return roundStart(s, draw);
    if (one.kind === "join") return joined(s, "fay", FACTS, {});
    const control = controlOf(s, one);
    return control ? applyControl(s, control) : null;
  } catch (error) {
    if (error instanceof Refusal || (error as { i18nKey?: string }).i18nKey) return null;
    throw error;
  }
}

describe("Action Rounds' round stamp", () => {
  it("reads back every state the engine made, and Undo the one before, whatever is played", () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.nat()), fc.array(op, { maxLength: 40 }), (stream, ops) => {
        const it = stream[Symbol.iterator]();
        const draw = () => it.next().value as number;
        let s = begun(draw);
        const before: CombatSnapshot["state"][] = [];
        for (const one of ops) {
          if (one.kind === "undo" && s.history.length === 0) continue;
          // Fay is added to the encounter (Foundry's new Combatant) and joins the fight under way
          if (one.kind === "join" && !s.combatants.some((c) => c.id === "fay"))
            s = { ...s, combatants: [...s.combatants, fighter({ id: "fay", side: "hostile" })] };
          const outcome = played(s, one, draw);
          if (!outcome) continue;
          const next =
            one.kind === "carryOver"
              ? {
                  ...s,
                  combatants: s.combatants.map((c) => ({
                    ...c,
                    system: { ...c.system, ...outcome.inputs[c.id] },
                  })),
                }
              : snapshotAfter(s, combatWrite(s, outcome));
          expect(next.damage ?? null).toBeNull();
          expect(next.state).toEqual(outcome.state);
          if (one.kind === "undo") expect(next.state).toEqual(before.pop());
          else if (outcome.history.at(-1) !== s.history.at(-1)) before.push(s.state);
          s = next;
        }
      }),
      { numRuns: 150 },
    );
  });
});

/** Rolls for a round start of the 16-character roster, every character at 6 non-damaged HP. */
function startedAgain(s: CombatSnapshot, facts: ReturnType<typeof factsById>): CombatWrite {
  const rolled = Object.fromEntries(
    roundRolls(s, facts, OPTIONS).map((r) => [
      r.key,
      Array.from({ length: 4 * s.combatants.length }, (_, i) => 1 + (i % 20)),
    ]),
  );
  return combatWrite(s, startRound(s, facts, rolled, OPTIONS).outcome);
}

const rosterOf = (n: number) =>
  Array.from({ length: n }, (_, i) => `c${String(i).padStart(15, "0")}`);
const sixEach = (n: number) =>
  factsById(Object.fromEntries(rosterOf(n).map((id) => [id, manoFacts({ nonDamaged: 6 })])));

/** A fight of `n` with its first round played out: everyone hesitated its ready HP away. */
function playedOutOf(n: number): CombatSnapshot {
  let s = snapshot(
    "readyHp",
    rosterOf(n).map((id) => ({ id })),
  );
  s = snapshotAfter(s, startedAgain(s, sixEach(n)));
  let acting = engineOf("readyHp").acting(state(s));
  while (acting.length) {
    s = snapshotAfter(
      s,
      combatWrite(s, applyControl(s, { action: "hesitate", combatantId: acting[0] })),
    );
    acting = engineOf("readyHp").acting(state(s));
  }
  return s;
}

describe("a round start of Action Rounds", () => {
  /** The played-out fight's next round started: the snapshot, and the write that started it. */
  function playedOut(n: number): CombatSnapshot & { write: CombatWrite } {
    const s = playedOutOf(n);
    const write = startedAgain(s, sixEach(n));
    return Object.assign(snapshotAfter(s, write), { write });
  }

  it("writes a new stamp and no entry when every character starts it afresh (RULES 4: 6 non-damaged HP, 6 ready)", () => {
    const s = playedOut(100);
    expect(s.write.system.entries).toBeUndefined();
    expect(s.write.system.engine).toMatchObject({ stamp: s.write.system.revision });
    expect(readyHp.ready(state(s), "c000000000000042")).toBe(6);
    expect(JSON.stringify(s.write).length).toBeLessThan(4000);
  });

  it("is undone by giving back the old stamp: the spent round reads again as it was", () => {
    const s = playedOut(100);
    const undo = combatWrite(s, applyControl(s, { action: "undo" }));
    const undone = snapshotAfter(s, undo);
    expect(undo.system.entries).toBeUndefined();
    expect(JSON.stringify(undo).length).toBeLessThan(4000);
    expect(readyHp.ready(state(undone), "c000000000000042")).toBe(0);
    expect(readyHp.roundOver(state(undone))).toBe(true);
  });
});

describe("a character joining Action Rounds", () => {
  it("once the round is over has no ready HP until the next (RULES 4), and reads back so", () => {
    const over = playedOutOf(5);
    const s = { ...over, combatants: [...over.combatants, fighter({ id: "fay" })] };
    const write = combatWrite(s, joined(s, "fay", FACTS, {}));
    const after = snapshotAfter(s, write);
    const { stamp } = s.stored!.state.engine!;
    expect(write.system.entries?.fay).toMatchObject({ ready: 0, stamp });
    expect(readyHp.ready(state(after), "fay")).toBe(0);
    expect(readyHp.nonDamaged(state(after), "fay")).toBe(5);
  });

  it("mid-round is written without its figures: 5 non-damaged HP, all 5 ready", () => {
    let n = 0;
    let s = begun(() => n++);
    s = { ...s, combatants: [...s.combatants, fighter({ id: "fay" })] };
    const write = combatWrite(s, joined(s, "fay", FACTS, {}));
    expect(write.system.entries?.fay).not.toHaveProperty("ready");
    expect(readyHp.ready(state(snapshotAfter(s, write)), "fay")).toBe(5);
  });
});

describe("the stored entries under a stamp", () => {
  const form = (stamp: unknown, entry: Record<string, unknown>): StoredState => ({
    engine: {
      round: 2,
      phase: "turns",
      turn: 1,
      ids: ["ana"],
      ranked: [0],
      queue: [0],
      at: 0,
      stamp,
    },
    entries: {
      ana: {
        nonDamaged: 9,
        carryOver: 3,
        reach: 1,
        missile: false,
        bonus: 0,
        distance: null,
        surprise: false,
        ...entry,
      },
    },
  });
  const entryOf = (stored: StoredState) =>
    (joinedState("readyHp", stored) as { entries: Record<string, unknown>[][] }).entries[0][0];

  it("count with the engine's stamp; with another, none or null they are the round's start", () => {
    const spent = { ready: 2, spent: 4, passive: 1, moved: 2 };
    expect(entryOf(form(7, { ...spent, stamp: 7 }))).toMatchObject(spent);
    const start = { ready: 6, spent: 0, passive: 0, moved: 0 };
    expect(entryOf(form(8, { ...spent, stamp: 7 }))).toMatchObject(start);
    expect(entryOf(form(8, { ...spent, stamp: null }))).toMatchObject(start);
    expect(entryOf(form(8, {}))).toMatchObject(start);
    expect(entryOf(form(8, { stamp: 8 }))).not.toHaveProperty("stamp");
  });

  it("a stored `__proto__` key stays a key of the entry: nothing of it is read as the entry's own", () => {
    const stored = form(8, {});
    const ana = JSON.parse(
      JSON.stringify(stored.entries.ana).replace("{", '{"__proto__":{"nonDamaged":99,"spent":5},'),
    );
    delete ana.nonDamaged;
    const entry = entryOf({ ...stored, entries: { ana } });
    expect(Object.getPrototypeOf(entry)).toBe(Object.prototype);
    expect(entry).not.toHaveProperty("spent");
    expect(Object.keys(entry)).toContain("__proto__");
    // without non-damaged HP of its own the entry gets no round figures (damage, named when the
    // rules layer reads it), never 99 − 3 ready HP from the key's contents
    expect(entry).not.toHaveProperty("nonDamaged");
    expect(entry.ready).toBeUndefined();
  });

  it("an engine without a stamp (an older world's) reads every entry as stored", () => {
    expect(
      entryOf(form(null, { ready: 2, spent: 4, passive: 1, moved: 2, stamp: 7 })),
    ).toMatchObject({ ready: 2, spent: 4 });
    expect(entryOf(form(undefined, { ready: 1, spent: 0, passive: 0, moved: 0 }))).toMatchObject({
      ready: 1,
    });
  });

  it.each([
    ["a word", "x"],
    ["a negative number", -1],
    ["a fraction", 1.5],
    ["not a number", NaN],
  ])("a stamp that is %s is damage, named", (_, stamp) => {
    let thrown: unknown;
    try {
      joinedState("readyHp", form(stamp, {}));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).toMatch(/^stamp /);
  });

  it("an Undo step that gives back a damaged stamp is kept, but cannot be given back", () => {
    const step = {
      revision: 4,
      round: 2,
      mode: "readyHp",
      label: "Hesitate",
      cleared: false,
      engine: [["stamp", "x"]],
      entries: [],
      damaged: false,
    };
    const steps = { "0": step as unknown as UndoStep };
    const [kept] = historyOf("readyHp", form(8, {}), { count: 1, next: 1, steps });
    expect(kept).toMatchObject({ round: 2, state: "\u0000" });
  });

  it("a state split whole (in memory, an older world's) carries no stamp and reads as it is", () => {
    const s = begunWithSpent();
    const split = splitState("readyHp", s.state);
    expect(split.engine).not.toHaveProperty("stamp");
    expect(joinedState("readyHp", split)).toEqual(s.state);
  });
});

function begunWithSpent(): CombatSnapshot {
  let n = 0;
  const s = begun(() => n++);
  const [acting] = engineOf("readyHp").acting(state(s));
  return snapshotAfter(
    s,
    combatWrite(
      s,
      applyControl(s, { action: "spendHp", combatantId: acting, hp: 2, passive: true }),
    ),
  );
}
