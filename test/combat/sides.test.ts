import { describe, expect, it } from "vitest";
import { initialSide } from "../../src/combat/sides";

describe("the side a new combatant starts on", () => {
  const hero = { type: "action", system: { villain: false } };
  const villain = { type: "action", system: { villain: true } };

  it("RULES 3: an Action villain is hostile even on a friendly token", () => {
    expect(initialSide({ actor: villain, token: { disposition: 1 } })).toBe("hostile");
  });

  it("anyone else takes the token's disposition: hostile (−1) or not", () => {
    expect(initialSide({ actor: hero, token: { disposition: -1 } })).toBe("hostile");
    expect(initialSide({ actor: hero, token: { disposition: 0 } })).toBe("friendly");
    expect(initialSide({ actor: { type: "mano", system: { villain: true } }, token: null })).toBe(
      "friendly",
    );
  });
});
