import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";

/* One term, one spelling: a GM reads "ready hit points" (RULES 4) the same way everywhere. */

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("the English words", () => {
  it("spell ready hit points out, never as ready HP", () => {
    const all = texts(en);
    expect(all.filter((t) => /ready HP/i.test(t))).toEqual([]);
    expect(all.filter((t) => /ready hit points?/i.test(t)).length).toBeGreaterThan(10);
  });
});
