import { describe, expect, it } from "vitest";
import {
  OFF_BALANCE_DIFFICULTY,
  footingModifier,
  gripAfterGrapple,
  keepsFooting,
  opponentGrip,
} from "../../../src/rules/mano";

describe("RULES 5 grappling positions", () => {
  it("one grappler dominant means the other is inferior; otherwise both are neutral", () => {
    expect(opponentGrip("dominant")).toBe("inferior");
    expect(opponentGrip("inferior")).toBe("dominant");
    expect(opponentGrip("neutral")).toBe("neutral");
    expect(opponentGrip("none")).toBe("none");
  });

  it("a full success lets the actor take the dominant position or let go", () => {
    expect(gripAfterGrapple("inferior", true, "hold")).toBe("dominant");
    expect(gripAfterGrapple("none", true, "hold")).toBe("dominant");
    expect(gripAfterGrapple("neutral", true, "release")).toBe("none");
  });

  it("on a failure the opponent may release the hold but gains no dominance it lacked", () => {
    expect(gripAfterGrapple("neutral", false, "hold")).toBe("neutral");
    expect(gripAfterGrapple("inferior", false, "hold")).toBe("inferior");
    expect(gripAfterGrapple("dominant", false, "release")).toBe("none");
  });

  it("rejects an unknown choice, grip or outcome, naming it", () => {
    expect(() => gripAfterGrapple("neutral", true, "pin" as never)).toThrow(
      /choice must be one of hold, release, got "pin"/,
    );
    expect(() => gripAfterGrapple("hug" as never, true, "hold")).toThrow(
      /grip must be one of .*got "hug"/,
    );
    expect(() => gripAfterGrapple("none", "yes" as never, "hold")).toThrow(
      /success must be true or false, got "yes"/,
    );
    expect(() => opponentGrip("hug" as never)).toThrow(/grip must be one of .*got "hug"/);
  });
});

describe("RULES 5 off balance", () => {
  it("a pushed or tripped target must beat 8 or fall", () => {
    expect(OFF_BALANCE_DIFFICULTY).toBe(8);
    expect(keepsFooting(6, 3)).toBe(true);
    expect(keepsFooting(5, 3)).toBe(false);
  });

  it("the footing roll adds the better of grappling and acrobatics (Steven's grapple attack 3 over acrobatics 0)", () => {
    expect(footingModifier(3, 0)).toBe(3);
    expect(footingModifier(1, 4)).toBe(4);
    expect(footingModifier(-2, -1)).toBe(-1);
    expect(() => footingModifier(1.5, 0)).toThrow(/grapple attack must be a whole number, got 1.5/);
    expect(() => footingModifier(1, 0.5)).toThrow(/acrobatics must be a whole number, got 0.5/);
  });
});
