import { beforeEach, describe, expect, it } from "vitest";
// the world first: it installs Foundry's globals, which the tracker's classes extend on import
import {
  addCombatants,
  encounter,
  trackerWorld,
  whenIdle,
  type Encounter,
  type TrackerWorld,
} from "./world";
import { rosterOf } from "../../playground/app/roster";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";
import { odds } from "../../src/combat/foundry/odds-api";
import { combatEncounter } from "../../src/combat/foundry/odds-encounter";
import { OddsWindow } from "../../src/combat/foundry/odds-window";
import { oddsInput } from "../../src/combat/odds/input";
import { RulesRangeError } from "../../src/rules/errors";
import { DEFAULT_POLICY, simulate, type OddsResult } from "../../src/rules/odds";
import { click, dispatch } from "../foundry/dom";
import { RollDouble } from "../foundry/rolls";

/*
 * "Odds of this fight" in Foundry (against the test double): the GM's tracker button opens the
 * system's own ApplicationV2 window, which reads the combat as it stands when Run is pressed and
 * plays it (on this thread here: node has no Web Worker), with Cancel; game.system.api.odds gives
 * the same figures for the same seed, for the combat or for sides given as actors, GM only.
 */

let world: TrackerWorld;
let combat: Encounter;
let tracker: ActionEngineCombatTracker;
let jack: { id: string };
let goon: { id: string };

/** A sample character of the OK RPG pack, as a world actor. */
async function sample(name: string) {
  const entry = rosterOf("okrpg", (key) => key).find((e) => e.actor.name === name)!;
  const { actor } = entry;
  return (await Actor.create({
    name: actor.name,
    type: actor.type,
    system: actor.system,
    items: actor.items.map(({ _id, ...item }) => item),
  } as never)) as unknown as { id: string; uuid: string };
}

interface WindowDouble {
  element: HTMLElement;
  pending: Promise<unknown>;
  unhandledActions: string[];
}

const notices = () => world.foundry.notifications.shown.map((n) => n.message);

/** The GM presses the tracker's button: the odds' window, drawn. */
async function openFromTracker(): Promise<OddsWindow> {
  await tracker.render();
  click(tracker.element.querySelector("[data-action=aeOddsOpen]"));
  const opened = (await (tracker as unknown as WindowDouble).pending) as OddsWindow;
  expect(opened).toBeInstanceOf(OddsWindow);
  return opened;
}

function fill(window: OddsWindow, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const input = window.element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    input.value = value;
    dispatch(input, "change");
  }
}

/** The shares the window shows, as its elements carry them. */
function shown(window: OddsWindow) {
  const share = (selector: string) =>
    [...window.element.querySelectorAll<HTMLElement>(selector)].map((e) => Number(e.dataset.share));
  return {
    friendly: share(".ae-odds-win[data-side=friendly]")[0],
    hostile: share(".ae-odds-win[data-side=hostile]")[0],
    rounds: share(".ae-odds-round"),
    down: [...window.element.querySelectorAll<HTMLElement>(".ae-odds-fighter")].map((e) =>
      Number(e.dataset.down),
    ),
  };
}

const expected = (runs: number, seed: number): OddsResult => {
  const made = oddsInput(combatEncounter(combat), { policy: DEFAULT_POLICY, runs, seed });
  if (!("input" in made)) throw new Error(made.problem);
  return simulate(made.input);
};

beforeEach(async () => {
  world = trackerWorld({ ruleset: "okrpg" });
  jack = await sample("Jack Steele");
  goon = await sample("Hired goon");
  combat = await encounter();
  await addCombatants(combat, [jack, goon], [{}, { system: { side: "hostile" } }]);
  tracker = new ActionEngineCombatTracker();
});

describe("the tracker's Odds of this fight", () => {
  it("is offered to the GM, not to a player", async () => {
    await tracker.render();
    expect(tracker.element.querySelectorAll("[data-action=aeOddsOpen]")).toHaveLength(1);
    await world.users.as(world.alice, () => tracker.render());
    expect(tracker.element.querySelectorAll("[data-action=aeOddsOpen]")).toHaveLength(0);
  });

  it("opens its own window, apart from the tracker, that shows the API's figures for the seed", async () => {
    const window = await openFromTracker();
    expect(window.element.querySelector(".ae-odds-form")).not.toBeNull();
    // nothing is worked out until the GM asks
    expect(window.element.querySelector(".ae-odds-result")).toBeNull();
    fill(window, { runs: "300", seed: "5" });
    click(window.element.querySelector("[data-action=aeOddsRun]"));
    await (window as unknown as WindowDouble).pending;
    const api = expected(300, 5);
    const figures = shown(window);
    expect(figures.friendly).toBe(api.wins.friendly);
    expect(figures.hostile).toBe(api.wins.hostile);
    expect(figures.rounds).toEqual(api.rounds);
    expect(figures.down).toEqual(api.fighters.map((f) => f.down));
    expect(window.element.querySelector(".ae-odds-result")!.getAttribute("data-seed")).toBe("5");
    expect((window as unknown as WindowDouble).unhandledActions).toEqual([]);
    // the tracker was not drawn by the run
    expect(tracker.element.querySelector(".ae-odds-result")).toBeNull();
  });

  it("the same window comes forward when the button is pressed again", async () => {
    const first = await openFromTracker();
    expect(await openFromTracker()).toBe(first);
  });

  it("Cancel stops a run under way and shows nothing of it", async () => {
    const window = await openFromTracker();
    fill(window, { runs: "100000", seed: "1" });
    click(window.element.querySelector("[data-action=aeOddsRun]"));
    const run = (window as unknown as WindowDouble).pending;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.element.querySelector(".ae-odds-progress")).not.toBeNull();
    click(window.element.querySelector("[data-action=aeOddsCancel]"));
    await expect(run).resolves.toBeNull();
    expect(window.element.querySelector(".ae-odds-result")).toBeNull();
    expect(window.element.textContent).toContain("Cancelled after");
  });

  it("works from the fight as it stands: before Start, and mid-round from the tracker's state", async () => {
    const now = () => {
      const made = oddsInput(combatEncounter(combat), {
        policy: DEFAULT_POLICY,
        runs: 100,
        seed: 1,
      });
      return "input" in made ? made.input.now : null;
    };
    expect(now()).toEqual({ round: 0, state: null });
    // RULES 1.9, 1.10: Start rolls each side's Tide of Battle, then each one's initiative
    RollDouble.expect(null, [3]);
    RollDouble.expect(null, [3]);
    RollDouble.expect(null, [0, 0, 0, 0]);
    RollDouble.expect(null, [0, 0, 0, 0]);
    await tracker.render();
    click(tracker.element.querySelector("[data-action=aeStartCombat]"));
    await (tracker as unknown as WindowDouble).pending;
    await whenIdle(combat);
    expect(RollDouble.script).toEqual([]);
    expect(now()).toEqual({ round: 1, state: combat.snapshot.state });
    const result = await odds({ runs: 200, seed: 3 });
    expect(result!.wins.friendly + result!.wins.hostile + result!.undecided).toBeCloseTo(1, 10);
  });

  it("refuses a fight with one side only, saying why", async () => {
    await combat.combatants
      .find((c) => c.actorId === goon.id)!
      .update({
        system: { side: "friendly" },
      } as never);
    const window = await openFromTracker();
    click(window.element.querySelector("[data-action=aeOddsRun]"));
    await (window as unknown as WindowDouble).pending;
    expect(window.element.querySelector(".ae-odds-problem")!.textContent).toContain(
      "Both sides need someone still standing",
    );
  });
});

describe("game.system.api.odds", () => {
  it("gives the GM the combat's odds, the same as the window's for the seed", async () => {
    const result = await odds({ runs: 300, seed: 5 });
    expect(result).toEqual(expected(300, 5));
  });

  it("works out a fight not yet in the tracker, from the actors given for each side", async () => {
    const result = (await odds({
      sides: {
        friendly: [game.actors!.get(jack.id)],
        hostile: [game.actors!.get(goon.id), game.actors!.get(goon.id)],
      },
      runs: 200,
      seed: 2,
    }))!;
    expect(result.fighters.map((f) => [f.name, f.side])).toEqual([
      ["Jack Steele", "friendly"],
      ["Hired goon", "hostile"],
      ["Hired goon 2", "hostile"],
    ]);
    expect(result.wins.friendly + result.wins.hostile + result.undecided).toBeCloseTo(1, 10);
  });

  it("refuses a player, and a world without an encounter, with a notice", async () => {
    await expect(world.users.as(world.alice, () => odds({ runs: 100 }))).resolves.toBeNull();
    expect(notices().at(-1)).toContain("Only the GM");
    await combat.delete();
    await expect(odds({ runs: 100 })).resolves.toBeNull();
    expect(notices().at(-1)).toContain("There is no encounter to work out");
  });

  it("refuses bad options with the rules' own error", async () => {
    await expect(odds({ runs: 5 })).rejects.toThrow(RulesRangeError);
    await expect(odds({ policy: { flee: "sometimes" } })).rejects.toThrow(/flee/);
  });
});
