import { describe, expect, it } from "vitest";
import { reachable } from "../../../src/rules/rounds";

describe("RULES 4 outreached characters", () => {
  const knife = { reach: 0.5 };
  const spear = { reach: 3 };

  it("an equal or longer reach may attack the opponent", () => {
    expect(reachable(spear, knife)).toBe("target");
    expect(reachable(knife, knife)).toBe("target");
  });

  it("outreached: only the opponent's weapon, and only while it attacks", () => {
    expect(reachable(knife, spear)).toBe("none");
    expect(reachable(knife, { ...spear, attacking: true })).toBe("weapon");
  });

  it("unless the opponent attacks with something shorter than the defender's reach", () => {
    expect(reachable({ reach: 1 }, { reach: 3, attacking: true, attackReach: 0.5 })).toBe("target");
  });

  it("a missile weapon is never outreached", () => {
    expect(reachable({ reach: 0, missile: true }, spear)).toBe("target");
  });
});
