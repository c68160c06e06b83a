import { describe, expect, it } from "vitest";
import {
  OFF_BALANCE_DIFFICULTY,
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

  it("rejects an unknown choice, naming it", () => {
    expect(() => gripAfterGrapple("neutral", true, "pin" as never)).toThrow(
      /choice must be one of hold, release, got "pin"/,
    );
  });
});

describe("RULES 5 off balance", () => {
  it("a pushed or tripped target must beat 8 or fall", () => {
    expect(OFF_BALANCE_DIFFICULTY).toBe(8);
    expect(keepsFooting(6, 3)).toBe(true);
    expect(keepsFooting(5, 3)).toBe(false);
  });
});
