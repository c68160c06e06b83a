import { describe, expect, it } from "vitest";
import { footingOutcome, requireOffBalance } from "../../../src/rules/cards/mano-footing";
import { named } from "../refusal-cases";

/*
 * RULES 5 push and trip on the card (seed 004, grappling actions): the footing roll's bad input
 * refused by name, and a footing roll only for a target put off balance.
 */

describe("a footing roll on the card", () => {
  it("reads nothing until it is rolled, and the roll as it is once it is", () => {
    expect(footingOutcome({}, 3)).toBeNull();
    expect(footingOutcome({ footing: 6, footingModifier: 3 }, 3)).toEqual({
      natural: 6,
      modifier: 3,
      kept: true,
      fall: null,
    });
  });

  it.each(
    named([
      [() => footingOutcome({ footing: 21 }, 3), /^footing roll must be between 1 and 20, got 21/],
      [
        () => footingOutcome({ footing: 6, footingModifier: 1.5 }, 3),
        /^footing modifier must be a whole number/,
      ],
      // a fall hurts like a quick attack with the weapon's power
      [() => footingOutcome({ footing: 2 }, -1), /^weapon power must be at least 0, got -1/],
      [
        () => requireOffBalance(false, "Steven"),
        "a footing roll for Steven is not allowed: only a standing target a push or trip lands on is off balance.",
      ],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });

  it("a target put off balance may roll", () => {
    expect(() => requireOffBalance(true, "Steven")).not.toThrow();
  });
});
