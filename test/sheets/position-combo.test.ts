import { describe, expect, it } from "vitest";
import { positionUpdate } from "../../src/sheets/changes/position";
import { postureBeforeCombo, storedCombo } from "../../src/rules/mano";

/*
 * RULES 5 combos (seed 004: dropping and standing up are quick actions; a combo holds one quick
 * action per point of speed, plus one with several weapons). In a fight, the sheet's Drop and
 * Stand are steps of the turn's combo with the attacks made this turn.
 */
const clone = (o: object = {}) => ({
  posture: "standing",
  stance: "default",
  grip: "none",
  stun: 0,
  health: "healthy",
  speed: 1,
  combo: [{ action: "quickStrike", weapon: "fists" }],
  ...o,
});

describe("RULES 5 drop and stand as combo steps", () => {
  it("the Clone (speed 1) struck with his fists this turn: a drop would be a second quick action, refused", () => {
    expect(positionUpdate("drop", clone(), true)).toEqual({
      refused: "ACTION_ENGINE.Sheet.Refusal.comboTooLong",
    });
  });

  it("at speed 2 the drop fits: he is on the ground and the turn's combo has two steps", () => {
    expect(positionUpdate("drop", clone({ speed: 2 }), true)).toEqual({
      update: {
        "system.posture": "ground",
        "system.combo": [
          { action: "quickStrike", weapon: "fists" },
          { action: "drop", weapon: "" },
        ],
      },
    });
  });

  it("rest is no quick action: after a strike this turn it cannot join the combo", () => {
    expect(positionUpdate("rest", clone({ speed: 2 }), true)).toEqual({
      refused: "ACTION_ENGINE.Sheet.Refusal.comboOnlyQuick",
    });
  });

  it("outside a fight a drop is no combo step: nothing is added to the list", () => {
    expect(positionUpdate("drop", clone(), false)).toEqual({
      update: { "system.posture": "ground" },
    });
  });

  it("the combo is checked from where it started: a drop taken leaves him on the ground, the walk starts standing", () => {
    const taken = storedCombo([
      { action: "quickStrike", weapon: "fists" },
      { action: "drop", weapon: "" },
    ]);
    expect(taken).toEqual([{ action: "quickStrike", weapon: "fists" }, { action: "drop" }]);
    expect(postureBeforeCombo(taken, "ground")).toBe("standing");
    expect(postureBeforeCombo([{ action: "stand" }], "standing")).toBe("ground");
    expect(postureBeforeCombo([], "ground")).toBe("ground");
  });
});
