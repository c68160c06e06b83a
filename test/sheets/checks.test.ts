import { beforeEach, describe, expect, it } from "vitest";
import { checksSection } from "../../src/sheets/view-models/checks";
import { actorSheetView } from "../../src/sheets/view-models";
import type { SheetSnapshot } from "../../src/sheets/view-models/types";
import { GET_UP } from "../../src/rules/checks/okrpg";
import type { CheckDefinition } from "../../src/rules/checks/types";
import { checksFor } from "../../src/rules/checks";
import { RULESET_IDS } from "../../src/rules/rulesets";
import { templateRenderer } from "../templates/harness";
import { sampleActor, snapshotOf, startFoundry } from "./fixtures";

/*
 * The sheet's Checks section (src/sheets/view-models/checks.ts): every check of the ruleset as a
 * button whose tooltip says what it is for; off, saying why, when the character cannot take it
 * now (RULES 1.4: getting up needs a knockdown) or the viewer does not own the character; a
 * GM-only check for the GM alone; no section for a ruleset without checks.
 */

/** A GM-only check, as a ruleset may list one (a week of healing). */
const WEEK: CheckDefinition = {
  ...GET_UP,
  id: "week",
  gmOnly: true,
  unavailable: () => null,
};

async function okrpg(o: { knockedDown?: boolean } = {}): Promise<SheetSnapshot> {
  const actor = await sampleActor("okrpg");
  if (o.knockedDown) await actor.update({ "system.knockedDown": true });
  return snapshotOf(actor);
}

describe("the sheet's Checks section", () => {
  beforeEach(() => {
    startFoundry();
  });

  it("lists the OK RPG checks; getting up is off, saying why, until the character is down", async () => {
    const standing = checksSection(await okrpg())!;
    expect(standing.title).toBe("ACTION_ENGINE.Sheet.Section.checks");
    expect(standing.checks!.map((c) => [c.id, c.reason])).toEqual([
      ["getUp", "ACTION_ENGINE.Check.okrpg.getUp.notDown"],
      ["escapeGrab", "ACTION_ENGINE.Check.okrpg.escapeGrab.notHeld"],
    ]);
    const down = checksSection(await okrpg({ knockedDown: true }))!;
    expect(down.checks![0]).toMatchObject({
      id: "getUp",
      label: "ACTION_ENGINE.Check.okrpg.getUp.label",
      hint: "ACTION_ENGINE.Check.okrpg.getUp.hint",
      reason: null,
    });
  });

  it("a viewer who does not own the character sees the checks off", async () => {
    const snapshot = { ...(await okrpg({ knockedDown: true })), owner: false };
    expect(checksSection(snapshot)!.checks![0].reason).toBe("ACTION_ENGINE.Sheet.Checks.notOwner");
  });

  it("a GM-only check is listed for the GM alone", async () => {
    const snapshot = await okrpg();
    expect(checksSection(snapshot, [GET_UP, WEEK])!.checks!.map((c) => c.id)).toEqual(["getUp"]);
    const asGM = { ...snapshot, isGM: true };
    expect(checksSection(asGM, [GET_UP, WEEK])!.checks!.map((c) => c.id)).toEqual([
      "getUp",
      "week",
    ]);
    expect(checksSection(snapshot, [WEEK])).toBeNull();
  });

  it.each(RULESET_IDS.map((r) => [r]))(
    "%s: the section ends the first tab exactly when the ruleset has checks, and renders",
    async (ruleset) => {
      const snapshot = snapshotOf(await sampleActor(ruleset));
      const context = actorSheetView(snapshot);
      const last = context.tabList[0].sections.at(-1)!;
      const listed = checksFor(ruleset).length > 0;
      expect(last.checks !== undefined).toBe(listed);
      if (!listed) return;
      const { render } = templateRenderer();
      const html = render("systems/action-engine/templates/parts/section.hbs", last);
      // a player's view: the GM-only checks (Action's new session) are not shown
      const shown = checksFor(ruleset).filter((check) => !check.gmOnly);
      expect(html.match(/data-action="takeCheck"/g)).toHaveLength(shown.length);
    },
  );
});
