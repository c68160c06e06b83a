import { beforeEach, describe, expect, it } from "vitest";
import {
  actor,
  addCombatants,
  allRollsUsed,
  attribute,
  combatantNamed,
  encounter,
  opsSince,
  rolls,
  trackerWorld,
  type Encounter,
  type TrackerWorld,
} from "./world";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";
import { requestControl } from "../../src/combat/foundry/queries";
import type { TrackerContext } from "../../src/combat/view-models";

/*
 * The sidebar tracker itself stays thin: it renders core's header and the part of the combat's
 * mode, whose context is the pure view model, and turns a button click into a control.
 */
let world: TrackerWorld;
let combat: Encounter;
let tracker: ActionEngineCombatTracker;

type Rendered = { parts: string[]; contexts: Record<string, { ae?: TrackerContext }> };
const lastRender = () => (tracker as unknown as { rendered: Rendered[] }).rendered.at(-1)!;
const handler = (action: string) =>
  (
    ActionEngineCombatTracker as unknown as {
      DEFAULT_OPTIONS: {
        actions: Record<string, (this: unknown, event: object, target: object) => Promise<void>>;
      };
    }
  ).DEFAULT_OPTIONS.actions[action];

/** A button as the DOM gives it to an ApplicationV2 action handler. */
function button(data: Record<string, string>, input: number | null = null) {
  return {
    dataset: data,
    closest(selector: string) {
      if (selector === "[data-revision]")
        return {
          dataset: {
            revision: String((combat.system as unknown as { revision: number }).revision),
          },
        };
      return { querySelector: () => (input === null ? null : { valueAsNumber: input }) };
    },
  };
}
const click = (data: Record<string, string>, input: number | null = null) =>
  handler(data.action).call(tracker, { preventDefault() {} }, button(data, input));

beforeEach(async () => {
  world = trackerWorld({ ruleset: "okrpg" });
  const ana = await actor({
    name: "Ana",
    type: "okrpg",
    owner: world.alice,
    items: [attribute("Wits", "Gd", ["initiative"])],
  });
  const bo = await actor({
    name: "Bo",
    type: "okrpg",
    items: [attribute("Wits", "Avg", ["initiative"])],
  });
  combat = await encounter();
  await addCombatants(combat, [ana, bo]);
  tracker = new ActionEngineCombatTracker();
});

describe("the combat tracker in the sidebar", () => {
  it("is the system's tracker (CONFIG.ui.combat) and renders core's header and the mode's part", async () => {
    expect((world.foundry.config as unknown as { ui: { combat: unknown } }).ui.combat).toBe(
      ActionEngineCombatTracker,
    );
    await tracker.render();
    expect(lastRender().parts).toEqual(["header", "ladder", "aeFooter"]);
    const ae = lastRender().contexts.ladder.ae!;
    expect(ae.mode).toBe("ladder");
    expect(ae.groups[0].rows.map((r) => r.name)).toEqual(["Ana", "Bo"]);
    expect(ae.footer.map((b) => b.action)).toEqual(["aeStartCombat", "aeUndo", "aeEndCombat"]);
    expect(lastRender().contexts.header.ae).toBeUndefined();
  });

  it("a click becomes a control: Start, then Act, each one write", async () => {
    rolls(["1d6", [2]], ["4dF + 4", [0, 0, 0, 0]], ["4dF + 2", [0, 0, 0, 0]]);
    await click({ action: "aeStartCombat" });
    allRollsUsed();
    const from = world.foundry.operations.length;
    await click({ action: "aeAct", combatantId: combatantNamed(combat, "Ana").id });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(combatantNamed(combat, "Ana").initiative).toBe(1);
    await tracker.render();
    expect(lastRender().contexts.ladder.ae!.revision).toBe(
      (combat.system as unknown as { revision: number }).revision,
    );
  });

  it("renders the part of another mode once the GM switches it", async () => {
    // the mode select sends setMode as the GM picks another mode
    await requestControl(
      combat,
      { action: "setMode", mode: "readyHp" },
      (combat.system as unknown as { revision: number }).revision,
    );
    await tracker.render();
    expect(lastRender().parts).toEqual(["header", "readyHp", "aeFooter"]);
  });

  it("a player's view: only their own combatant's controls", async () => {
    rolls(["1d6", [2]], ["4dF + 4", [1, 1, 0, 0]], ["4dF + 2", [1, 0, 0, 0]]);
    await combat.startCombat();
    await world.users.as(world.alice, () => tracker.render());
    const rows = lastRender().contexts.ladder.ae!.groups[0].rows;
    expect(rows.find((r) => r.name === "Ana")!.buttons.map((b) => b.action)).toEqual([
      "aeAct",
      "aeHold",
      "aeDefend",
      "aePass",
    ]);
    expect(rows.find((r) => r.name === "Bo")!.buttons).toEqual([]);
    expect(lastRender().contexts.aeFooter.ae!.footer).toEqual([]);
  });
});
