import { describe, expect, it } from "vitest";
import { afterAttack, occultTurnEnd, tallyRefusal } from "../../../src/rules/occult";

// RULES 2 (seed 001 physical attacks): jump kick and leap attack (first attack of the round, take
// every action), power punch (counts as two attacks, skips the next).
const fresh = { attacks: 0, blocked: "none" } as const;

describe("RULES 2: the round's attacks and what they rule out", () => {
  it("a jump kick only as the first attack: after one punch it is refused", () => {
    expect(tallyRefusal("jumpKick", fresh)).toBeNull();
    const punched = afterAttack("punch", fresh);
    expect(punched).toEqual({ attacks: 1, blocked: "none" });
    expect(tallyRefusal("jumpKick", punched)).toBe("notFirstAttack");
    expect(tallyRefusal("leapAttack", punched)).toBe("notFirstAttack");
    expect(tallyRefusal("punch", punched)).toBeNull();
  });

  it("a jump kick uses every action: no other attack that round, not even a shot", () => {
    const kicked = afterAttack("jumpKick", fresh);
    expect(kicked).toEqual({ attacks: 1, blocked: "allActions" });
    expect(tallyRefusal(null, kicked)).toBe("usedAllActions");
    expect(tallyRefusal("punch", kicked)).toBe("usedAllActions");
  });

  it("a shot (no physical attack) is never refused for not being the round's first", () => {
    expect(tallyRefusal(null, { attacks: 2, blocked: "none" })).toBeNull();
  });

  it("a power punch counts as two attacks and the next attack is skipped", () => {
    const punched = afterAttack("powerPunch", fresh);
    expect(punched).toEqual({ attacks: 2, blocked: "skipNext" });
    expect(tallyRefusal("kick", punched)).toBe("skipsThisAttack");
    expect(tallyRefusal(null, punched)).toBe("skipsThisAttack");
  });

  it("a gun's shot counts one attack; the turn's end starts the tally again", () => {
    expect(afterAttack(null, { attacks: 1, blocked: "none" })).toEqual({
      attacks: 2,
      blocked: "none",
    });
    expect(
      occultTurnEnd({ turn: { moved: 0, attacks: 2, blocked: "skipNext" }, conditions: {} }),
    ).toEqual({ "system.turn.attacks": 0, "system.turn.blocked": "none" });
    expect(() => tallyRefusal("punch", { attacks: -1, blocked: "none" })).toThrow(/attacks/);
  });
});
