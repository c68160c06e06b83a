import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules";
import { isRulesError } from "../../src/rules/errors";
import * as engines from "../../src/rules/sequencing";
import { actionInput, okrpgInput } from "../chat/fixtures";

/*
 * Issue 26, finding 7: the rules API checks every stored state it is handed at its entry, with
 * the readers the tracker and the chat cards read what they stored with (src/rules/api/).
 */
const { ladder, readyHp } = rules.sequencing;
const { cards } = rules;

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
}

function refusal(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (isRulesError(error)) return error.message;
    throw error;
  }
  throw new Error("the call was not refused");
}

const fourOnTheLadder = () =>
  engines.ladder.start(["a", "b", "c", "d"].map((id, i) => ({ id, roll: 4 - i })));

describe("a stored state handed to the rules API", () => {
  it("is refused with the rules error naming the damaged field, never played on", () => {
    const s = fourOnTheLadder();
    const damaged = {
      ...s,
      entries: [[{ ap: NaN, status: "in" as const }, ...s.entries[0].slice(1)]],
    };
    expect(refusal(() => ladder.ap(damaged, "a"))).toMatch(/^entries\[0\]\[0\]\.ap /);
    // RULES 1.10: next is who has the most AP; a cache that disagrees is damage
    expect(refusal(() => ladder.act({ ...s, next: ["d"] }, "d"))).toMatch(/^next /);
  });

  it("is checked again on every call while it can change: one that passed, then written, is refused", () => {
    const s = structuredClone(fourOnTheLadder());
    expect(ladder.ap(s, "a")).toBe(4);
    (s.entries[0][0] as { ap: number }).ap = NaN;
    expect(refusal(() => ladder.ap(s, "a"))).toMatch(/^entries\[0\]\[0\]\.ap /);
  });

  it("is read once when frozen: later calls play the copy that passed", () => {
    let reads = 0;
    const s = structuredClone(fourOnTheLadder()) as unknown as Record<string, unknown>;
    const round = s.round;
    Object.defineProperty(s, "round", {
      enumerable: true,
      get: () => {
        reads += 1;
        return round;
      },
    });
    deepFreeze(s);
    const state = s as unknown as engines.ladder.LadderState;
    expect(ladder.next(state)).toEqual(["a"]);
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    for (const id of ["a", "b", "c", "d"]) ladder.ap(state, id);
    expect(ladder.act(state, "a")).toEqual(engines.ladder.act(fourOnTheLadder(), "a"));
    expect(reads).toBe(afterFirst);
  });

  it("frozen in, frozen out: a move from a frozen state is frozen, and plays as a thawed one does", () => {
    let frozen = deepFreeze(fourOnTheLadder());
    let thawed = fourOnTheLadder();
    while (!ladder.roundOver(frozen)) {
      const [id] = ladder.next(frozen);
      frozen = ladder.act(frozen, id);
      thawed = ladder.act(thawed, id);
      expect(Object.isFrozen(frozen) && Object.isFrozen(frozen.entries[0][0])).toBe(true);
      expect(Object.isFrozen(thawed)).toBe(false);
      expect(frozen).toEqual(thawed);
    }
    expect(ladder.carry(frozen)).toEqual(engines.ladder.carry(thawed));
  });

  it("a state stored before a field was kept plays as the tracker plays it (the reader's copy)", () => {
    // RULES 4 interfering: a latest act stored before interference was rolled has none
    const s = engines.readyHp.spend(
      engines.readyHp.start(
        [
          { id: "a", nonDamaged: 6 },
          { id: "b", nonDamaged: 4 },
        ],
        rules.dice.seeded(7),
      ),
      "a",
      2,
    );
    const { interference: _none, ...last } = s.last!;
    const stored = { ...s, last };
    const roll = { natural: 14, modifier: 2, against: 12 };
    expect(readyHp.interfereWithLast(stored as never, "b", 1, roll)).toEqual(
      engines.readyHp.interfereWithLast(s, "b", 1, roll),
    );
  });

  it("is of its own kind: a card of another ruleset, or a check's card, is refused by name", () => {
    const action = cards.action.create(actionInput([6, 3], [2]));
    expect(refusal(() => cards.okrpg.menu(action as never))).toMatch(/^card ruleset must be/);
    expect(refusal(() => cards.okrpg.menu({ kind: "check" } as never))).toMatch(
      /^a check's card is not allowed: expected an attack card of okrpg/,
    );
    const turnsState = engines.turns.start([{ id: "a", speed: 1 }]);
    expect(refusal(() => ladder.next(turnsState as never))).toMatch(/^entries\[0\]\[0\]\.ap /);
  });

  it("a card's result that is not what the rules give is refused before the card is played on", () => {
    const card = cards.okrpg.create(okrpgInput([1, 1, 0, 0]));
    const [target] = card.targets;
    const forged = { ...card, targets: [{ ...target, result: { ...target.result, points: 9 } }] };
    expect(refusal(() => cards.okrpg.apply(forged, target.id, {}))).toBe(
      "targets[0].result is not allowed: it is not what the rules give for this card.",
    );
  });
});
