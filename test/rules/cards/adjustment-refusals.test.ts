import { describe, expect, it } from "vitest";
import {
  REASON_LIMIT,
  parseAdjustment,
  requireAdjustment,
  setAdjustment,
} from "../../../src/rules/cards/adjustment";
import * as action from "../../../src/rules/cards/action";
import { actionInput } from "../../chat/fixtures";

/*
 * The GM's adjustment of a target's harm (issue 29), as typed and as stored: each refusal names
 * what is wrong. Jack's pistol hits the henchman (+(6+3) −(2): 19 against Dodge 13).
 */

const hit = () => action.create(actionInput([6, 3], [2]));
const REASON = `An adjustment of the harm needs a reason of at most ${REASON_LIMIT} characters.`;

describe("an adjustment as stored: a group of fields, a reason of text", () => {
  it("no group of fields is refused by name", () => {
    expect(() => requireAdjustment(null)).toThrow(
      "adjustment must be a group of fields, got null.",
    );
  });

  it("a reason that is no text, or longer than 120 characters, is refused saying the limit", () => {
    expect(() => requireAdjustment({ amount: 2, reason: 5 })).toThrow(REASON);
    expect(() => requireAdjustment({ amount: 2, reason: "x".repeat(121) })).toThrow(REASON);
    expect(requireAdjustment({ amount: 2, reason: "x".repeat(120) }).reason).toHaveLength(120);
  });
});

describe("an adjustment as the GM types it", () => {
  it("+12, 12 and −12 read as numbers, spaces around them trimmed", () => {
    expect(parseAdjustment("+12", "rocks").amount).toBe(12);
    expect(parseAdjustment(" 12 ", "rocks").amount).toBe(12);
    expect(parseAdjustment("\u221212", "grazed").amount).toBe(-12);
  });

  it("a plus sign after the number is no number", () => {
    expect(() => parseAdjustment("2+", "rocks")).toThrow(/got "2\+"/);
  });
});

describe("an adjustment is set only on a target the result lands on, before Apply", () => {
  it("refused once applied, for a gone actor, and where the attack does no harm, naming the target", () => {
    const applied = action.apply(hit(), "hench", { "system.hits.value": 3 }).card;
    const fall = { amount: 2, reason: "rocks" };
    expect(() => setAdjustment(applied, "hench", fall, true)).toThrow(
      "adjusting the harm to Henchman is not allowed: it is applied; undo it first.",
    );
    expect(() => setAdjustment(action.markMissing(hit(), "hench"), "hench", fall, true)).toThrow(
      "adjusting the harm to Henchman is not allowed: the actor no longer exists.",
    );
    expect(() => setAdjustment(hit(), "hench", fall, false)).toThrow(
      'adjusting the harm to "Henchman" is not allowed: the attack does not harm them.',
    );
  });
});
