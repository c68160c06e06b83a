import { beforeEach, describe, expect, it } from "vitest";
import { canvasLog } from "../foundry/applications";
import { click, dispatch } from "../foundry/dom";
import {
  actor,
  addCombatants,
  allRollsUsed,
  encounter,
  rolls,
  trackerWorld,
  whenIdle,
  type Encounter,
} from "./world";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";

/*
 * Issue 28: a click re-renders the tracker, and only the rows it changed are drawn anew. The rows
 * it left alone stay the very elements shown (so the browser neither rebuilds nor lays them out
 * again), the keyboard focus stays where it was, and core's row listeners are on every row once.
 */
let combat: Encounter;
let tracker: ActionEngineCombatTracker;
let root: HTMLElement;

beforeEach(async () => {
  trackerWorld({ ruleset: "rounds" });
  const ana = await actor({ name: "Ana", type: "rounds", system: { strength: 3 } });
  const bo = await actor({ name: "Bo", type: "rounds", system: { strength: 2 } });
  const cy = await actor({ name: "Cy", type: "rounds", system: { strength: 2 } });
  combat = await encounter();
  await addCombatants(combat, [ana, bo, cy]);
  rolls(["3d20", [12, 5, 9]]);
  await combat.startCombat();
  allRollsUsed();
  tracker = new ActionEngineCombatTracker();
  await tracker.render();
  root = (tracker as unknown as { element: HTMLElement }).element;
  canvasLog.length = 0;
});

const rows = () =>
  new Map(
    [...root.querySelectorAll<HTMLElement>("li.combatant")].map((li) => [
      combat.combatants.get(li.dataset.combatantId!)!.name,
      li,
    ]),
  );

/** A tracker button clicked, its write made, and the tracker drawn again (as core's hook does). */
async function press(button: HTMLElement): Promise<void> {
  click(button);
  await (tracker as unknown as { pending: Promise<unknown> }).pending;
  await whenIdle(combat);
  await tracker.render();
}

describe("a click draws again only the rows it changed", () => {
  it("the rows a click left alone stay the same elements, the focus on them", async () => {
    const before = rows();
    const acting = root.querySelector<HTMLElement>("li.combatant.is-acting")!;
    const actingName = combat.combatants.get(acting.dataset.combatantId!)!.name;
    const button = acting.querySelector<HTMLElement>('button[data-action="aeHesitate"]')!;
    expect(button, "the acting row can hesitate").not.toBeNull();
    expect(actingName, "Ana rolled highest").toBe("Ana");
    // Bo (5) acts last: Ana hesitating changes nothing in Bo's row
    const focused = before.get("Bo")!.querySelector<HTMLElement>("button")!;
    focused.focus();
    await press(button);
    const after = rows();
    expect(after.get(actingName), "the row that hesitated is drawn anew").not.toBe(acting);
    const unchanged = [...after].filter(([name, li]) => before.get(name) === li);
    expect(unchanged.length, "a row the click did not change is kept").toBeGreaterThan(0);
    for (const [name, li] of after)
      if (before.get(name) !== li)
        expect(li.outerHTML, `${name}'s row was drawn anew though it did not change`).not.toBe(
          before.get(name)!.outerHTML,
        );
    expect(after.get("Bo"), "Bo's row did not change").toBe(before.get("Bo"));
    expect(root.ownerDocument.activeElement, "the focus stays on Bo's button").toBe(focused);
  });

  it("the focus in a row drawn anew goes back to the same control in it", async () => {
    const acting = root.querySelector<HTMLElement>("li.combatant.is-acting")!;
    const side = acting.querySelector<HTMLElement>('button[data-action="aeToggleSide"]')!;
    side.focus();
    await press(side);
    const now = root.ownerDocument.activeElement as HTMLElement;
    expect(now.dataset.action).toBe("aeToggleSide");
    expect(now.closest("li")?.dataset.combatantId).toBe(acting.dataset.combatantId);
  });

  it("drawn again with nothing changed, every row stays as it was", async () => {
    const before = rows();
    await tracker.render();
    const after = rows();
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [name, li] of after) expect(li, `${name}'s row`).toBe(before.get(name));
  });

  it("core's row listeners are on each row once, kept or drawn anew", async () => {
    const acting = root.querySelector<HTMLElement>("li.combatant.is-acting")!;
    await press(acting.querySelector<HTMLElement>('button[data-action="aeHesitate"]')!);
    for (const li of root.querySelectorAll<HTMLElement>("li.combatant")) {
      canvasLog.length = 0;
      dispatch(li, "pointerover");
      expect(canvasLog).toEqual([{ action: "hoverIn", combatantId: li.dataset.combatantId }]);
    }
  });
});
