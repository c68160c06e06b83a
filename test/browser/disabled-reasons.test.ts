import { describe, expect, it } from "vitest";
import { chromiumAvailable, openTab } from "./server";
import { pick, sheetOf } from "./steps";
import { poll } from "./poll";

/*
 * A control the rules refuse now is off and says why on hover (issue 29): the reason is the rules
 * layer's refusal (a check's `unavailable`, a position action's refusal), shown by the tooltip of
 * the wrapper around the disabled button, which is what a pointer reaches.
 */

const available = chromiumAvailable();

const CASES = [
  {
    ruleset: "okrpg",
    who: "Jack Steele",
    reasons: { "Get up": "Not knocked down.", "Escape a grab": "Not held by a grab." },
  },
  {
    ruleset: "mano",
    who: "The Clone",
    reasons: {
      Stand: "Already standing.",
      Fly: "No airspeed on the sheet: this character cannot fly.",
      "Week of healing": "No damage to heal.",
    },
  },
];

describe.skipIf(!available)("disabled controls say why", { concurrent: true }, () => {
  for (const { ruleset, who, reasons } of CASES)
    it(`${ruleset}: ${Object.keys(reasons).join(", ")} are off, and hovering each shows why`, async () => {
      const { page, errors } = await openTab(`/?seed=5&ruleset=${ruleset}`);
      await pick(page, who);
      for (const [label, reason] of Object.entries(reasons)) {
        const button = sheetOf(page, who).getByRole("button", { name: label, exact: true });
        expect(await button.isDisabled()).toBe(true);
        await button.locator("xpath=..").hover();
        await poll(() => page.locator(".pg-tooltip:visible").innerText()).toBe(reason);
        await page.mouse.move(0, 0);
      }
      expect(errors).toEqual([]);
      await page.close();
    });
});
