import { beforeEach, describe, expect, it } from "vitest";
import { canvasLog } from "../foundry/applications";
import { click, dispatch } from "../foundry/dom";
import {
  actor,
  addCombatants,
  allRollsUsed,
  combatantNamed,
  encounter,
  rolls,
  trackerWorld,
  type Encounter,
} from "./world";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";

/*
 * The tracker's rows are core's clickable `li.combatant` rows: a click on the row pans to the
 * token, a double click opens the character's sheet. The row's own controls — the HP to spend, the
 * roll to enter, its buttons — are the player's, not the row's: using them never pans, selects
 * or opens a sheet (Action Rounds, RULES 4: Ana decides how many ready HP her action spends).
 */
let combat: Encounter;
let tracker: ActionEngineCombatTracker;
let root: HTMLElement;

beforeEach(async () => {
  trackerWorld({ ruleset: "rounds" });
  const ana = await actor({ name: "Ana", type: "rounds", system: { strength: 3 } });
  const bo = await actor({ name: "Bo", type: "rounds", system: { strength: 2 } });
  combat = await encounter();
  await addCombatants(combat, [ana, bo]);
  rolls(["2d20", [12, 5]]);
  await combat.startCombat();
  allRollsUsed();
  tracker = new ActionEngineCombatTracker();
  await tracker.render();
  root = (tracker as unknown as { element: HTMLElement }).element;
  canvasLog.length = 0;
});

const row = (name: string) =>
  root.querySelector<HTMLElement>(
    `li.combatant[data-combatant-id="${combatantNamed(combat, name).id}"]`,
  )!;

function doubleClick(element: Element): void {
  click(element);
  click(element);
  dispatch(element, "dblclick");
}

describe("core's row clicks and the row's own controls", () => {
  it("typing the HP to spend: a click in the field and on its label leaves the canvas alone", () => {
    const hp = row("Ana").querySelector<HTMLInputElement>("input[name=hp]");
    expect(hp, "Ana decides how many ready HP to spend").not.toBeNull();
    click(hp);
    doubleClick(hp!);
    click(hp!.closest("label"));
    expect(canvasLog).toEqual([]);
  });

  it("a double click on a row's button acts as the button, and opens no sheet", () => {
    const hesitate = row("Ana").querySelector("[data-action=aeHesitate]")!;
    dispatch(hesitate, "dblclick");
    expect(canvasLog).toEqual([]);
  });

  it("the row itself still pans on a click and opens the sheet on a double click", () => {
    const name = row("Bo").querySelector(".ae-name")!;
    doubleClick(name);
    const id = combatantNamed(combat, "Bo").id;
    expect(canvasLog).toEqual([
      { action: "pan", combatantId: id },
      { action: "pan", combatantId: id },
      { action: "sheet", combatantId: id },
    ]);
  });
});
