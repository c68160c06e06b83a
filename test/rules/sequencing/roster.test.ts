import { describe, expect, it } from "vitest";
import {
  afterLeaving,
  byId,
  idsAt,
  positionOf,
  recordById,
  requireId,
  requireIdsFor,
  requireNewIds,
  topTier,
} from "../../../src/rules/sequencing/roster";
import { named } from "../refusal-cases";

describe("the combatants every engine keeps", () => {
  it("an id is a non-empty string", () => {
    expect(requireId("a")).toBe("a");
  });

  it("new ids: none repeated, none already in the fight", () => {
    expect(requireNewIds(["c", "d"], ["a", "b"])).toEqual(["c", "d"]);
    expect(requireNewIds(["a"])).toEqual(["a"]);
  });

  it("the ids beside a state's entries: one for each entry of every block", () => {
    expect(requireIdsFor(["a", "b", "c"], [[1, 2], [3]])).toEqual(["a", "b", "c"]);
  });

  it("where a combatant sits, in a small fight and in one of more than 16", () => {
    expect(positionOf(["a", "b", "c"], "c")).toBe(2);
    expect(positionOf(["a", "b", "c"], "a")).toBe(0);
    const crowd = Array.from({ length: 40 }, (_, i) => `c${i}`);
    expect(positionOf(crowd, "c0")).toBe(0);
    expect(positionOf(crowd, "c39")).toBe(39);
    expect(positionOf(crowd, "c17")).toBe(17);
    // the same list asked again, and another list of the same ids
    expect(positionOf(crowd, "c17")).toBe(17);
    expect(positionOf([...crowd].reverse(), "c17")).toBe(22);
  });

  it("an id such as constructor reads no member every object inherits", () => {
    expect(byId({ a: 1 }, "a")).toBe(1);
    expect(byId({ a: 1 }, "constructor")).toBeUndefined();
    expect(byId({ a: 1 }, "toString")).toBeUndefined();
  });

  it("a record by id holds an id named __proto__ as an entry like any other", () => {
    const record = recordById(["a", "__proto__"], (id, position) => `${id}@${position}`);
    expect(Object.keys(record)).toEqual(["a", "__proto__"]);
    expect(JSON.stringify(record)).toBe('{"a":"a@0","__proto__":"__proto__@1"}');
  });

  it("the ids at some positions, in the order asked", () => {
    expect(idsAt(["a", "b", "c"], [2, 0])).toEqual(["c", "a"]);
  });

  it("a combatant leaving: its position goes, the later ones move down one", () => {
    expect(afterLeaving([3, 0, 1, 2], 1)).toEqual([2, 0, 1]);
    expect(afterLeaving([0, 2], 1)).toEqual([0, 1]);
  });

  it("the top tier: every position sharing the greatest key, those out of the running skipped", () => {
    const key = (n: number | null) => n;
    expect(
      topTier(
        [
          [3, null, 5],
          [5, 1],
        ],
        key,
      ),
    ).toEqual([2, 3]);
    expect(topTier([[null, 2]], key)).toEqual([1]);
    expect(topTier([[-4, -7]], key)).toEqual([0]);
    expect(topTier([[null]], key)).toEqual([]);
    const big = Array.from({ length: 33 }, (_, i) => (i === 32 ? 9 : 1));
    expect(topTier([big.slice(0, 32), big.slice(32)], key)).toEqual([32]);
  });

  it.each(
    named([
      [() => requireId(""), 'combatant id "" is not allowed: an id is a non-empty string.'],
      [() => requireId(5), "combatant id 5 is not allowed: an id is a non-empty string."],
      [() => requireNewIds(["a", "a"]), 'adding combatant "a" is not allowed: that id is taken.'],
      [() => requireNewIds(["b"], ["b"]), 'adding combatant "b" is not allowed: that id is taken.'],
      [() => requireIdsFor("a", [[1]]), 'ids must be a list, got "a".'],
      [
        () => requireIdsFor(["a"], [[1, 2], [3]]),
        "ids of 1 is not allowed: expected one for each of 3 entries.",
      ],
      [() => positionOf(["a"], "z"), 'combatant: no combatant or entry with id "z".'],
      [
        () =>
          positionOf(
            Array.from({ length: 20 }, (_, i) => `c${i}`),
            "z",
          ),
        'combatant: no combatant or entry with id "z".',
      ],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });
});
