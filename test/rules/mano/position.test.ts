import { describe, expect, it } from "vitest";
import {
  positionChange,
  positionRefusal,
  resolveAttack,
  type Defender,
  type PositionState,
} from "../../../src/rules/mano";

/*
 * RULES 5 other actions (seed 004 action list and stance table) with the combat example's Steven:
 * melee defence 14, and after the clone's first kick 2 stun and 1 damage.
 */
const steven: PositionState = {
  health: "healthy",
  posture: "standing",
  grip: "none",
  stance: "default",
  stun: 2,
};

/** The difficulty of a strike (or a throw) at Steven after the change. */
function against(s: PositionState, action = "quickStrike"): number {
  const target: Defender = {
    defences: { melee: 14, missile: 10, grapple: 12 },
    posture: s.posture,
    stance: s.stance,
    stun: s.stun,
    damage: 1,
    toughness: 7,
    stamina: 14,
  };
  return resolveAttack({
    action,
    natural: 10,
    attacker: { modifier: 2 },
    weapon: { power: 3, sharpness: "blunt" },
    target,
  }).difficulty;
}

const after = (id: Parameters<typeof positionChange>[0], s: PositionState) => ({
  ...s,
  ...positionChange(id, s),
});

describe("RULES 5 position actions", () => {
  it("rest: Steven's 2 stun all come back (his 1 damage stays on the sheet) and a strike needs 19, not 14", () => {
    const rested = after("rest", steven);
    expect(rested).toMatchObject({ stun: 0, stance: "resting", posture: "standing" });
    expect(against(steven)).toBe(14);
    expect(against(rested)).toBe(19);
  });

  it("drop: on the ground a strike needs 9 (−5) and a throw 15 (+5 over missile defence 10)", () => {
    const down = after("drop", steven);
    expect(down.posture).toBe("ground");
    expect(against(down)).toBe(9);
    expect(against(down, "quickThrow")).toBe(15);
  });

  it("drop leaves a row the ground has no cell for: a cautious stance goes back to default", () => {
    expect(positionChange("drop", { ...steven, stance: "cautious" }).stance).toBe("default");
    expect(positionChange("drop", { ...steven, stance: "aiming" }).stance).toBe("aiming");
  });

  it("stand gets a grounded Steven up; instant stand also gives +5 defence: a strike needs 19", () => {
    const down = after("drop", steven);
    expect(after("stand", down)).toMatchObject({ posture: "standing", stance: "default" });
    const up = after("instantStand", down);
    expect(up).toMatchObject({ posture: "standing", stance: "instantStand" });
    expect(against(up)).toBe(19);
  });

  it("refusals name the rule: standing up while standing, dropping from the ground, an injured instant stand, an incapacitated rest", () => {
    expect(positionRefusal("stand", steven)).toBe("onlyFromGround");
    expect(positionRefusal("drop", { ...steven, posture: "ground" })).toBe("notFromGround");
    expect(
      positionRefusal("instantStand", { ...steven, posture: "ground", health: "injured" }),
    ).toBe("strenuousUnlessHealthy");
    expect(positionRefusal("rest", { ...steven, health: "incapacitated" })).toBe("incapacitated");
    expect(positionRefusal("rest", { ...steven, health: "injured" })).toBeNull();
    expect(() => positionChange("stand", steven)).toThrow(/already standing/);
  });

  it("resting on the ground keeps the character down; its stun all comes back", () => {
    expect(positionChange("rest", { ...steven, posture: "ground" })).toEqual({
      posture: "ground",
      stance: "resting",
      stun: 0,
    });
    expect(positionChange("drop", steven)).toEqual({
      posture: "ground",
      stance: "default",
      stun: 2,
    });
    expect(positionChange("stand", { ...steven, posture: "ground", stance: "resting" })).toEqual({
      posture: "standing",
      stance: "resting",
      stun: 2,
    });
    expect(positionChange("instantStand", { ...steven, posture: "ground" })).toEqual({
      posture: "standing",
      stance: "instantStand",
      stun: 2,
    });
  });

  it("rejects an unknown action or a character that is no group of fields, or a bad posture, stance or stun, naming it", () => {
    expect(() => positionRefusal("roll" as never, steven)).toThrow(
      /position action must be one of drop, stand, instantStand, rest, got "roll"/,
    );
    expect(() => positionChange("roll" as never, steven)).toThrow(
      /position action must be one of .*got "roll"/,
    );
    expect(() => positionRefusal("rest", "Steven" as never)).toThrow(
      /character must be a group of fields, got "Steven"/,
    );
    expect(() => positionChange("rest", { ...steven, posture: "kneeling" as never })).toThrow(
      /posture must be one of .*got "kneeling"/,
    );
    expect(() => positionChange("rest", { ...steven, stance: "sleeping" as never })).toThrow(
      /stance must be one of .*got "sleeping"/,
    );
    expect(() => positionChange("drop", { ...steven, stun: -1 })).toThrow(
      /stun must be at least 0, got -1/,
    );
  });
});
