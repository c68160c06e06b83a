import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  SCATTER_STEPS,
  blastDamage,
  blastZone,
  grenadeThrow,
  scatter,
  targetNumber,
  type Square,
} from "../../../src/rules/occult";

const origin = { x: 10, y: 10 };

describe("RULES 2 grenades", () => {
  it("thrown grenades have base 40 and may be thrown at an empty square (no defence)", () => {
    expect(targetNumber({ range: "grenade", strike: 10 }).target).toBe(50);
  });

  it("a hit lands on target, a miss scatters, an epic fumble blows up in the hand", () => {
    expect(grenadeThrow(50, 49)).toBe("onTarget");
    expect(grenadeThrow(50, 50)).toBe("scatter");
    expect(grenadeThrow(50, 91)).toBe("inHand");
    expect(grenadeThrow(120, 95)).toBe("inHand");
  });

  it("a miss moves d8 (direction) × d4 squares: 1 is north, going clockwise", () => {
    expect(scatter({ target: origin, direction: 1, distance: 3 })).toEqual({
      square: { x: 10, y: 7 },
      squares: 3,
      hitWall: false,
    });
    expect(scatter({ target: origin, direction: 4, distance: 2 }).square).toEqual({ x: 12, y: 12 });
    expect(scatter({ target: origin, direction: 7, distance: 4 }).square).toEqual({ x: 6, y: 10 });
  });

  it("the eight faces reach the eight neighbouring squares", () => {
    const reached = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (d8) => scatter({ target: origin, direction: d8, distance: 1 }).square,
    );
    expect(new Set(reached.map((s) => `${s.x},${s.y}`)).size).toBe(8);
    for (const s of reached) expect(Math.max(Math.abs(s.x - 10), Math.abs(s.y - 10))).toBe(1);
  });

  it("a wall stops it early: it explodes in the square before the wall", () => {
    const wallAtY8 = (square: Square) => square.y === 8;
    expect(scatter({ target: origin, direction: 1, distance: 4, blocked: wallAtY8 })).toEqual({
      square: { x: 10, y: 9 },
      squares: 1,
      hitWall: true,
    });
    expect(scatter({ target: origin, direction: 5, distance: 4, blocked: wallAtY8 }).hitWall).toBe(
      false,
    );
  });

  it("the blocked test sees the square it would enter and the one it comes from", () => {
    const seen: [Square, Square][] = [];
    scatter({
      target: origin,
      direction: 3,
      distance: 2,
      blocked: (to, from) => {
        seen.push([to, from]);
        return false;
      },
    });
    expect(seen).toEqual([
      [
        { x: 11, y: 10 },
        { x: 10, y: 10 },
      ],
      [
        { x: 12, y: 10 },
        { x: 11, y: 10 },
      ],
    ]);
  });

  it("never lands further than the d4 nor off the chosen line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 5 }),
        (d8, d4, wallAfter) => {
          let steps = 0;
          const result = scatter({
            target: origin,
            direction: d8,
            distance: d4,
            blocked: () => ++steps > wallAfter,
          });
          const step = SCATTER_STEPS[d8 - 1];
          return (
            result.squares <= d4 &&
            result.square.x === origin.x + step.x * result.squares &&
            result.square.y === origin.y + step.y * result.squares &&
            result.hitWall === wallAfter < d4
          );
        },
      ),
    );
  });

  it("blast radii: S full, M half, L a quarter, rounded down", () => {
    expect(blastDamage(15, "S")).toBe(15);
    expect(blastDamage(15, "M")).toBe(7);
    expect(blastDamage(15, "L")).toBe(3);
  });

  it("finds the zone by distance; a single radius has the same effect throughout", () => {
    const radii = { S: 10, M: 20, L: 30 };
    expect([0, 10, 11, 20, 25, 30, 31].map((d) => blastZone(d, radii))).toEqual([
      "S",
      "S",
      "M",
      "M",
      "L",
      "L",
      null,
    ]);
    expect(blastZone(15, { S: 15 })).toBe("S");
    expect(blastZone(16, { S: 15 })).toBeNull();
  });

  it("rejects faces off the dice and radii out of order, naming them", () => {
    expect(() => scatter({ target: origin, direction: 9, distance: 1 })).toThrow(
      /direction must be between 1 and 8, got 9/,
    );
    expect(() => scatter({ target: origin, direction: 1, distance: 5 })).toThrow(
      /distance must be between 1 and 4, got 5/,
    );
    expect(() => scatter({ target: { x: 0.5, y: 0 }, direction: 1, distance: 1 })).toThrow(
      /target.x must be a whole number, got 0.5/,
    );
    expect(() => blastZone(5, { S: 10, M: 5 })).toThrow(/radius M must be at least 10, got 5/);
    expect(() => blastDamage(10, "XL" as "S")).toThrow(/zone must be one of S, M, L, got "XL"/);
  });
});
