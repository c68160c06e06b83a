import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../foundry/applications";
import {
  actor,
  addCombatants,
  click,
  encounter,
  opsSince,
  trackerWorld,
  whenIdle,
  type Encounter,
  type TrackerWorld,
} from "./world";
import type { RulesetId, SequencingMode } from "../../src/rules/rulesets";
import { readEngineState } from "../../src/rules/sequencing";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";
import { engineOf } from "../../src/combat/engines";
import { singleFieldCorruptions } from "../rules/corruptions";
import { joinedState, type StoredState } from "../../src/combat/moves/stored";
import type { ActionEngineCombat } from "../../src/documents/combat";
import { storedState } from "./stored-state";
import { click as domClick } from "../foundry/dom";
import { countingDice } from "./counting-dice";

/*
 * Stored data is never trusted: a Combat's engine state is read back through the rules layer's
 * readEngineState. A damaged one shows a message in place of the encounter (core's header and the
 * footer stay), every control is refused with that message, and the GM restarts the round from
 * the combatants in one write.
 */

/** Each mode with the ruleset whose characters fight in it. */
const MODES: [SequencingMode, RulesetId][] = [
  ["ladder", "okrpg"],
  ["standard", "occult"],
  ["shots", "action"],
  ["readyHp", "rounds"],
  ["turns", "mano"],
];

let world: TrackerWorld;
let combat: Encounter;
let tracker: ActionEngineCombatTracker;

interface AppDouble {
  element: HTMLElement;
  pending: Promise<unknown>;
}
const app = () => tracker as unknown as AppDouble;
const $ = (selector: string) => app().element.querySelector<HTMLElement>(selector);
/** The engine's round fields and entries as the Combat stores them (src/combat/moves/stored.ts). */
const stored = () => {
  const system = combat.system as unknown as StoredState;
  return JSON.parse(
    JSON.stringify({ engine: system.engine, entries: system.entries }),
  ) as StoredState;
};

async function fight(mode: SequencingMode, ruleset: RulesetId) {
  world = trackerWorld({ ruleset });
  countingDice();
  const ana = await actor({ name: "Ana", type: ruleset, owner: world.alice });
  const bo = await actor({ name: "Bo", type: ruleset });
  const cyrus = await actor({ name: "Cyrus", type: ruleset });
  combat = await encounter(mode);
  await addCombatants(combat, [ana, bo, cyrus], [{}, {}, { system: { side: "hostile" } }]);
  await combat.startCombat();
  tracker = new ActionEngineCombatTracker();
}

/** The engine state as a later client reads it. */
function readBack(mode: SequencingMode) {
  return readEngineState(mode, storedState(combat), {
    roster: combat.combatants.contents.map((one) => one.id!),
  });
}

/**
 * Stores a damaged engine on the Combat (as an import or a faulty module would): emptied first,
 * so that what is stored is exactly `value` and not merged into what was there.
 */
async function store(value: unknown): Promise<boolean> {
  await combat.update({ system: { engine: null, entries: null } });
  try {
    await combat.update({ system: value as object });
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === "DataModelValidationError") return false;
    throw error;
  }
}

/**
 * Whether a stored form is damage: no round fields at all is none (a round not under way, as after
 * a mode switch); a round's stamp that is not a whole number is (joinedState refuses it).
 */
function damagedReading(mode: SequencingMode, form: StoredState): boolean {
  try {
    const joined = joinedState(mode, form);
    return joined !== null && !readEngineState(mode, joined).ok;
  } catch {
    return true;
  }
}

/** Renders the tracker as a user: the encounter's text, or the throw. */
async function renderAs(user: TrackerWorld["gm"]): Promise<string> {
  return world.users.as(user, async () => {
    await tracker.render();
    return app().element.textContent ?? "";
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(MODES)("a %s encounter whose stored state is damaged", (mode, ruleset) => {
  beforeEach(async () => {
    await fight(mode, ruleset);
  });

  it("renders for the GM and a player with every one-field corruption, the header and footer kept", async () => {
    const good = stored();
    let damaged = 0;
    for (const { path, value } of singleFieldCorruptions(good)) {
      // the data model refuses what is not an object where one is kept: nothing to show then
      if (!(await store(value))) continue;
      const isDamaged = damagedReading(mode, stored());
      if (isDamaged) damaged += 1;
      const gmText = await renderAs(world.gm);
      expect($("[data-application-part=header]"), path).not.toBeNull();
      expect($("footer [data-action=aeEndCombat]"), path).not.toBeNull();
      if (isDamaged) {
        expect(gmText, path).toContain("stored state is damaged");
        expect($("[data-action=aeRestartRound]"), path).not.toBeNull();
        expect($("li.combatant"), path).toBeNull();
      }
      const playerText = await renderAs(world.alice);
      if (isDamaged) {
        expect(playerText, path).toContain("The GM can restart the round");
        expect($("[data-action=aeRestartRound]"), path).toBeNull();
      }
    }
    expect(damaged).toBeGreaterThan(10);
    // a sweep: two renders for each of the state's fields
  }, 60_000);

  it("refuses every control with the message, then the GM's restart brings back a playable round in one write", async () => {
    const round = combat.round;
    const good = stored();
    await store({ ...good, engine: { ...good.engine, round: "x" } });
    const warnings = () => world.foundry.notifications.shown.map((one) => one.message);
    for (const control of [{ action: "undo" }, { action: "nextRound" }] as const) {
      const result = await click(world, world.gm, combat, control);
      expect(result.status).toBe("refused");
    }
    const [acting] = combat.combatants.contents;
    const played = await click(world, world.alice, combat, {
      action: "next",
      combatantId: acting.id!,
    });
    expect(played.refusal?.i18nKey).toBe("ACTION_ENGINE.Tracker.Refused.Damaged");
    expect(warnings().at(-1)).toContain("stored state is damaged");
    // core's header buttons go through the Combat: refused the same way, nothing written
    const before = world.foundry.operations.length;
    await world.users.as(world.gm, () => combat.nextRound());
    expect(opsSince(world.foundry, before)).toEqual([]);

    await renderAs(world.gm);
    const from = world.foundry.operations.length;
    const told = warnings().length;
    await world.users.as(world.gm, async () => {
      domClick($("[data-action=aeRestartRound]"));
      await app().pending;
    });
    await whenIdle(combat);
    expect(warnings().slice(told)).toEqual([]);
    // the rolls go to chat as usual; the encounter itself is one write
    const writes = opsSince(world.foundry, from).filter((op) => op !== "create ChatMessage");
    expect(writes).toEqual(["update Combat"]);
    const read = readBack(mode);
    expect(read.ok).toBe(true);
    expect(combat.round).toBe(round);
    expect((combat as unknown as ActionEngineCombat).snapshot.history).toEqual([]);
    expect(engineOf(mode).ids(read.ok ? read.state : (null as never))).toHaveLength(3);
    expect(await renderAs(world.gm)).not.toContain("stored state is damaged");
    expect($("li.combatant")).not.toBeNull();
    // and play goes on: the round can be ended and the next one started
    const next = await click(world, world.gm, combat, { action: "nextRound" });
    expect(next.status).toBe("done");
    expect(combat.round).toBe(round + 1);
  });
});
