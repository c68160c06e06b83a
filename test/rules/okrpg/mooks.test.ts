import { describe, expect, it } from "vitest";
import {
  type EvenSimplerState,
  type SimplifiedState,
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

describe("RULES 1.7 [I-5] results add up, capped at Out", () => {
  it("an Out mook hit again, even by an Out, stays Out", () => {
    const out: EvenSimplerState = { system: "evenSimpler", status: "out" };
    expect(evenSimplerHit(out, DR + 5, DR).status).toBe("out");
    expect(evenSimplerHit({ system: "evenSimpler", status: "down" }, DR + 5, DR).status).toBe(
      "out",
    );
  });

  it("a fresh even-simpler mook is up; Down and Out have fallen, a Tag has not", () => {
    expect(freshMook("evenSimpler")).toEqual({ system: "evenSimpler", status: "up" });
    const fallen = (status: EvenSimplerState["status"]) =>
      mookFallen({ system: "evenSimpler", status });
    expect([fallen("tagged"), fallen("down"), fallen("out")]).toEqual([false, true, true]);
  });
});

describe("mook states and figures that are not what they should be are refused, each named", () => {
  const up: EvenSimplerState = { system: "evenSimpler", status: "up" };
  it.each([
    [() => mookStatus(-1), /mook points must be at least 0, got -1/],
    [() => mookChart(1.5), /DR step must be a whole number, got 1.5/],
    [() => mookHit(null as never, DR, DR), /mook must be a group of fields, got null/],
    [
      () => mookHit({ system: "mook", points: -1 }, DR, DR),
      /mook points must be at least 0, got -1/,
    ],
    [() => rallyMook(null as never), /mook must be a group of fields, got null/],
    [
      () => rallyMook({ system: "mook", points: 4 }),
      /rallying a mook with 4 points is not allowed: only a downed mook gets up/,
    ],
    [() => evenSimplerResult(1.5, DR), /damage step must be a whole number, got 1.5/],
    [() => evenSimplerResult(DR, 1.5), /DR step must be a whole number, got 1.5/],
    [() => evenSimplerHit(null as never, DR, DR), /mook must be a group of fields, got null/],
    [
      () => evenSimplerHit({ ...up, status: "dazed" as "up" }, DR, DR),
      /mook status must be one of up, tagged, down, out, got "dazed"/,
    ],
    [() => simplestHit(null as never, DR, DR), /mook must be a group of fields, got null/],
    [
      () => simplestHit({ system: "simplest", down: "no" as never }, DR, DR),
      /mook down must be true or false, got "no"/,
    ],
    [
      () => simplestHit({ system: "simplest", down: false }, 1.5, DR),
      /damage step must be a whole number, got 1.5/,
    ],
    [
      () => simplestHit({ system: "simplest", down: false }, DR, 1.5),
      /DR step must be a whole number, got 1.5/,
    ],
    [() => simplifiedHit(null as never, DR, DR), /mook must be a group of fields, got null/],
    [
      () => simplifiedHit({ system: "heroic" } as never, DR, DR),
      /mook system must be one of mook, evenSimpler, simplest, got "heroic"/,
    ],
    [() => mookFallen(null as never), /mook must be a group of fields, got null/],
    [
      () => mookFallen({ system: "heroic" } as never),
      /mook system must be one of mook, evenSimpler, simplest, got "heroic"/,
    ],
    [
      () => mookFallen({ ...up, status: "dazed" } as never),
      /mook status must be one of up, tagged, down, out, got "dazed"/,
    ],
    [
      () => mookFallen({ system: "simplest", down: "no" } as unknown as SimplifiedState),
      /mook down must be true or false, got "no"/,
    ],
  ])("%#", (call, message) => expect(call).toThrow(message));
});
