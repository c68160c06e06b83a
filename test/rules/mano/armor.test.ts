import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  avoidArmor,
  bestAbsorption,
  layered,
  layeredRegions,
  powerThroughArmor,
} from "../../../src/rules/mano";

// The seed's example: a leather jacket (5 cover, 2 absorption) and a crash helmet (2 cover,
// 5 absorption).
const jacket = { cover: 5, absorption: 2 };
const helmet = { cover: 2, absorption: 5 };

describe("RULES 5 power through armor", () => {
  it("the best absorption of the armor worn comes off the power", () => {
    expect(bestAbsorption([jacket, helmet])).toBe(5);
    expect(powerThroughArmor(8, 5)).toBe(3);
    expect(bestAbsorption([])).toBe(0);
  });

  it("armor stronger than the blow leaves no power, never less than none", () => {
    expect(powerThroughArmor(3, 5)).toBe(0);
  });

  it("rejects negative power and fractional absorption, naming them", () => {
    expect(() => powerThroughArmor(-1, 0)).toThrow(/power must be at least 0, got -1/);
    expect(() => bestAbsorption([{ cover: 1, absorption: 1.5 }])).toThrow(
      /armor\[0\].absorption must be a whole number, got 1.5/,
    );
    expect(() => powerThroughArmor(5, -1)).toThrow(/absorption must be at least 0, got -1/);
  });

  it("no armor absorbs nothing: the power goes through whole", () => {
    expect(powerThroughArmor(5, 0)).toBe(5);
    expect(powerThroughArmor(5, 5)).toBe(0);
  });

  it("rejects armor that is no list, a piece that is no group of fields, or a bad cover or complete flag, naming it", () => {
    expect(() => bestAbsorption(jacket as never)).toThrow(/armor must be a list/);
    expect(() => bestAbsorption([jacket, "helmet" as never])).toThrow(
      /armor\[1\] must be a group of fields, got "helmet"/,
    );
    expect(() => bestAbsorption([{ cover: -1, absorption: 2 }])).toThrow(
      /armor\[0\].cover must be at least 0, got -1/,
    );
    expect(() => bestAbsorption([{ cover: 1, absorption: -2 }])).toThrow(
      /armor\[0\].absorption must be at least 0, got -2/,
    );
    expect(() => bestAbsorption([{ ...jacket, complete: "yes" as never }])).toThrow(
      /armor\[0\].complete must be true or false, got "yes"/,
    );
  });
});

describe("RULES 5 avoiding armor", () => {
  it("not avoiding: the helmet's 5 absorbs, the difficulty is unchanged", () => {
    expect(avoidArmor([jacket, helmet], [])).toEqual({ difficulty: 0, absorption: 5 });
  });

  it("avoiding both: +7 difficulty (5 + 2 cover) and nothing absorbed", () => {
    expect(avoidArmor([jacket, helmet], [0, 1])).toEqual({ difficulty: 7, absorption: 0 });
  });

  it("avoiding only the helmet: +2 difficulty and the jacket absorbs 2", () => {
    expect(avoidArmor([jacket, helmet], [1])).toEqual({ difficulty: 2, absorption: 2 });
  });

  it("complete cover cannot be avoided", () => {
    const suit = { cover: 10, absorption: 3, complete: true };
    expect(() => avoidArmor([suit], [0])).toThrow(
      /avoiding armor piece 0 is not allowed: its cover is complete/,
    );
  });

  it("a complete piece may be worn beside the one avoided", () => {
    const suit = { cover: 10, absorption: 3, complete: true };
    expect(avoidArmor([suit, helmet], [1])).toEqual({ difficulty: 2, absorption: 3 });
  });

  it("rejects an index of armor that is not worn, or avoided pieces that are no list", () => {
    expect(() => avoidArmor([jacket], [1])).toThrow(/avoided armor index must be between 0 and 0/);
    expect(() => avoidArmor([jacket], [-1])).toThrow(/avoided armor index must be between 0 and 0/);
    expect(() => avoidArmor([jacket], 0 as never)).toThrow(/avoided armor must be a list/);
    expect(() => avoidArmor(jacket as never, [])).toThrow(/armor must be a list/);
  });
});

describe("RULES 5 layered armor", () => {
  // A brigandine (say 6 cover, 3 absorption) over a gambeson (8 cover, 2 absorption).
  const brigandine = { cover: 6, absorption: 3 };
  const gambeson = { cover: 8, absorption: 2 };

  it("the overlap has the smaller cover and the summed absorption", () => {
    expect(layered([brigandine, gambeson])).toEqual({ cover: 6, absorption: 5, complete: false });
  });

  it("as separate pieces: the outer band keeps the cover difference and its own absorption", () => {
    expect(layeredRegions([brigandine, gambeson])).toEqual([
      { cover: 2, absorption: 2, complete: false },
      { cover: 6, absorption: 5, complete: false },
    ]);
  });

  it("avoiding the overlap of the jacket-and-helmet style split costs only its cover", () => {
    const regions = layeredRegions([brigandine, gambeson]);
    expect(avoidArmor(regions, [1])).toEqual({ difficulty: 6, absorption: 2 });
  });

  it("layered cover is complete only when every layer's is", () => {
    const plate = { cover: 10, absorption: 4, complete: true };
    expect(layered([plate, { ...gambeson, complete: true }]).complete).toBe(true);
    expect(layered([plate, gambeson]).complete).toBe(false);
  });

  it("as separate pieces: a band is complete when the layer bounding it is; a band of no cover is left out", () => {
    const plate = { cover: 8, absorption: 4, complete: true };
    expect(layeredRegions([brigandine, plate])).toEqual([
      { cover: 2, absorption: 4, complete: true },
      { cover: 6, absorption: 7, complete: false },
    ]);
    expect(layeredRegions([gambeson, { cover: 8, absorption: 1 }])).toEqual([
      { cover: 8, absorption: 3, complete: false },
    ]);
    expect(layeredRegions([{ cover: 0, absorption: 3 }])).toEqual([]);
  });

  it("an empty list is not a layering", () => {
    expect(() => layered([])).toThrow(/number of layered pieces must be at least 1, got 0/);
    expect(() => layeredRegions([])).toThrow(/number of layered pieces must be at least 1, got 0/);
    expect(() => layered({} as never)).toThrow(/armor must be a list/);
    expect(() => layeredRegions({} as never)).toThrow(/armor must be a list/);
  });

  const piece = fc.record({
    cover: fc.integer({ min: 0, max: 20 }),
    absorption: fc.integer({ min: 0, max: 20 }),
  });

  it("layered absorption is at least each piece's own absorption", () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 5 }), (pieces) => {
        const overlap = layered(pieces);
        for (const p of pieces) expect(overlap.absorption).toBeGreaterThanOrEqual(p.absorption);
        expect(overlap.cover).toBe(Math.min(...pieces.map((p) => p.cover)));
      }),
    );
  });

  it("the bands add up to the widest layer's cover, and the innermost absorbs the sum", () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 5 }), (pieces) => {
        const regions = layeredRegions(pieces);
        const widest = Math.max(...pieces.map((p) => p.cover));
        expect(regions.reduce((sum, r) => sum + r.cover, 0)).toBe(widest);
        if (regions.length > 0 && Math.min(...pieces.map((p) => p.cover)) > 0)
          expect(regions[regions.length - 1].absorption).toBe(layered(pieces).absorption);
      }),
    );
  });

  it("never mutates the pieces it is given", () => {
    const pieces = Object.freeze([
      Object.freeze({ ...brigandine }),
      Object.freeze({ ...gambeson }),
    ]);
    expect(() => layeredRegions(pieces)).not.toThrow();
  });
});
