import { describe, expect, it } from "vitest";
import { deepClone } from "../foundry/utils";

/*
 * The double's foundry.utils.deepClone, as Foundry's API documents it (test/foundry/BEHAVIOURS.md):
 * plain data copied all the way down, anything of a specialised class handed back as it is.
 */
describe("the double's deepClone", () => {
  it("copies plain objects and arrays all the way down: the copy can be changed safely", () => {
    const source = { system: { hits: { value: 3 }, armor: [{ name: "Vest", dr: [1, 2] }] } };
    const copy = deepClone(source);
    copy.system.hits.value = 0;
    copy.system.armor[0].dr.push(3);
    expect(source).toEqual({
      system: { hits: { value: 3 }, armor: [{ name: "Vest", dr: [1, 2] }] },
    });
    expect(copy.system.armor[0]).not.toBe(source.system.armor[0]);
  });

  it("returns a Set, a Map or a class instance as the original (DOES NOT support … specialized classes)", () => {
    class Roll {
      total = 7;
    }
    const roll = new Roll();
    const statuses = new Set(["prone"]);
    const when = new Date(0);
    const copy = deepClone({ roll, statuses, when });
    expect(copy.roll).toBe(roll);
    expect(copy.statuses).toBe(statuses);
    expect(copy.when).not.toBe(when);
    expect(copy.when.getTime()).toBe(0);
  });

  it("keeps a stored `__proto__` key as a key of the copy, never as its prototype", () => {
    const copy = deepClone(JSON.parse('{"__proto__": {"isGM": true}, "name": "Ana"}') as object);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { isGM?: boolean }).isGM).toBeUndefined();
    expect(Object.keys(copy)).toEqual(["__proto__", "name"]);
  });
});
