import { describe, expect, it } from "vitest";
import { occultTurnEnd, shotRefusal } from "../../../src/rules/occult";

// RULES 2 (seed 001 strike modifiers, move actions, moving target) with a Speed of 6 squares.
const standing = (movedSquares: number) => ({ movedSquares, speed: 6, prone: false });

describe("RULES 2: when aimed, kneeling and prone shots may be taken", () => {
  it("kneeling after a move of up to half the Speed: 3 of 6 squares yes, 4 no", () => {
    expect(shotRefusal("kneeling", standing(3))).toBeNull();
    expect(shotRefusal("kneeling", standing(4))).toBe("kneelingAfterMove");
    // half of an odd Speed is rounded down: 5 allows 2
    expect(shotRefusal("kneeling", { movedSquares: 3, speed: 5, prone: false })).toBe(
      "kneelingAfterMove",
    );
  });

  it("an aimed shot is the whole action: no square moved", () => {
    expect(shotRefusal("aimed", standing(0))).toBeNull();
    expect(shotRefusal("aimed", standing(1))).toBe("aimedAfterMove");
  });

  it("a prone shot needs the shooter already down; kneeling is not taken lying down", () => {
    expect(shotRefusal("prone", standing(0))).toBe("notProne");
    const lying = { movedSquares: 0, speed: 6, prone: true };
    expect(shotRefusal("prone", lying)).toBeNull();
    expect(shotRefusal("kneeling", lying)).toBe("kneelingWhileProne");
  });

  it("the other rows do not depend on the position", () => {
    expect(shotRefusal("scope", standing(12))).toBeNull();
    expect(() => shotRefusal("aimed", standing(-1))).toThrow(/movedSquares/);
  });
});

describe("RULES 2 moving target: 3 squares (15 ft) or more at the turn's end", () => {
  const ending = (moved: number, movingTarget = false) =>
    occultTurnEnd({ turn: { moved }, conditions: { movingTarget } });

  it("3 squares make a moving target (+5% defence) until the next turn; the count restarts", () => {
    expect(ending(3)).toEqual({
      "system.turn.moved": 0,
      "system.conditions.movingTarget": true,
    });
  });

  it("2 squares do not; a moving target that stands still stops being one", () => {
    expect(ending(2)).toEqual({ "system.turn.moved": 0 });
    expect(ending(0, true)).toEqual({ "system.conditions.movingTarget": false });
    expect(ending(0)).toBeNull();
  });
});
