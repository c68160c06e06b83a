import { describe, expect, it } from "vitest";
import {
  type EvenSimplerState,
  type MookState,
  damageSystemFor,
  evenSimplerHit,
  evenSimplerResult,
  freshMook,
  mookChart,
  mookFallen,
  mookHit,
  mookStatus,
  rallyMook,
  simplestHit,
  simplifiedHit,
} from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";

const DR = parseRank("Avg+");

describe("RULES 1.7 the mook system", () => {
  it("writes down the least damage rank for each number of points, up to out", () => {
    expect(mookChart(DR)).toEqual([
      { damage: DR - 2, points: 1 },
      { damage: DR + 1, points: 2 },
      { damage: DR + 3, points: 3 },
      { damage: DR + 4, points: 5 },
      { damage: DR + 5, points: 7 },
    ]);
  });

  it("5 points put a mook down, 7 out, whether in one hit or several", () => {
    let mook = freshMook("mook") as MookState;
    mook = mookHit(mook, DR + 2, DR);
    mook = mookHit(mook, DR + 2, DR);
    expect(mookStatus(mook.points)).toBe("fighting");
    mook = mookHit(mook, DR, DR);
    expect(mookStatus(mook.points)).toBe("down");
    expect(mookStatus(mookHit(freshMook("mook") as MookState, DR + 5, DR).points)).toBe("out");
  });

  it("on a Tide of Battle 6 a downed mook gets up two points lighter; an out one does not", () => {
    expect(rallyMook({ system: "mook", points: 6 })).toEqual({ system: "mook", points: 4 });
    expect(() => rallyMook({ system: "mook", points: 7 })).toThrow(
      /rallying a mook with 7 points is not allowed/,
    );
  });
});

describe("RULES 1.7 [I-5] the even simpler system", () => {
  it.each([
    [-1, "none"],
    [0, "tag"],
    [3, "tag"],
    [4, "down"],
    [5, "out"],
    [9, "out"],
  ])("damage DR%+i: %s", (margin, result) => {
    expect(evenSimplerResult(DR + margin, DR)).toBe(result);
  });

  it("two Tags make Down; Down and a Tag, in either order, make Out", () => {
    const up: EvenSimplerState = { system: "evenSimpler", status: "up" };
    const tagged = evenSimplerHit(up, DR, DR);
    expect(tagged.status).toBe("tagged");
    expect(evenSimplerHit(tagged, DR, DR).status).toBe("down");
    expect(evenSimplerHit(evenSimplerHit(up, DR + 4, DR), DR, DR).status).toBe("out");
    expect(evenSimplerHit(tagged, DR + 4, DR).status).toBe("out");
    expect(evenSimplerHit(tagged, DR - 1, DR).status).toBe("tagged");
  });
});

describe("RULES 1.7 the simplest system", () => {
  it("DR + 3 half-ranks or more puts a mook down; less does nothing", () => {
    expect(simplestHit({ system: "simplest", down: false }, DR + 2, DR).down).toBe(false);
    expect(simplestHit({ system: "simplest", down: false }, DR + 3, DR).down).toBe(true);
  });
});

describe("RULES 1.7 one entry for every simplified system", () => {
  it("hits and reports a fallen mook whatever its system", () => {
    for (const system of ["mook", "evenSimpler", "simplest"] as const) {
      let mook = freshMook(system);
      expect(mookFallen(mook)).toBe(false);
      mook = simplifiedHit(mook, DR + 5, DR);
      expect(mookFallen(mook)).toBe(true);
    }
  });

  it("an actor's own choice of system wins over the world's default", () => {
    expect(damageSystemFor(undefined)).toBe("full");
    expect(damageSystemFor(null, { defaultMookSystem: "evenSimpler" })).toBe("evenSimpler");
    expect(damageSystemFor("simplest", { defaultMookSystem: "evenSimpler" })).toBe("simplest");
    expect(() => damageSystemFor("tiny" as "mook")).toThrow(
      /damage system must be one of full, mook, evenSimpler, simplest, got "tiny"/,
    );
  });

  it("refuses an unknown system, naming it", () => {
    expect(() => freshMook("heroic" as "mook")).toThrow(
      /mook system must be one of mook, evenSimpler, simplest, got "heroic"/,
    );
  });
});
