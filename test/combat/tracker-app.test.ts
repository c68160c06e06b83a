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
  whenIdle,
  type Encounter,
  type TrackerWorld,
} from "./world";
import { canvasLog, type ContextMenuEntry } from "../foundry/applications";
import { ConfirmingDialogV2, resetSheetDoubles } from "../foundry/sheets";
import { click, dispatch } from "../foundry/dom";
import { hudToggleDefeated } from "../foundry/status-effects";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";
import { registerConditions } from "../../src/documents/conditions";
import { engineOf } from "../../src/combat/engines";
import type { TrackerContext } from "../../src/combat/view-models";
import { textOf } from "../foundry/html-sinks";

/*
 * The sidebar tracker, rendered to real HTML by the ApplicationV2 double: core's header, the
 * system's one `tracker` part (whatever the mode) and its footer. Clicks go through the DOM to the
 * actions map; core's row menu, row buttons, hover and pan find the rows as core's `li.combatant`.
 */
let world: TrackerWorld;
let combat: Encounter;
let tracker: ActionEngineCombatTracker;
let ana: { id: string };

interface Rendered {
  parts: string[];
  contexts: Record<string, { ae?: TrackerContext }>;
}
interface AppDouble {
  element: HTMLElement;
  rendered: Rendered[];
  pending: Promise<unknown>;
  unhandledActions: string[];
  contextMenus: { selector: string; entries: () => ContextMenuEntry[] }[];
}
const app = () => tracker as unknown as AppDouble;
const lastRender = () => app().rendered.at(-1)!;
const $ = (selector: string) => app().element.querySelector<HTMLElement>(selector);
const $$ = (selector: string) => [...app().element.querySelectorAll<HTMLElement>(selector)];
const row = (name: string) =>
  $(`li.combatant[data-combatant-id="${combatantNamed(combat, name).id}"]`)!;
const nameIn = (li: HTMLElement) => li.querySelector(".ae-name")?.textContent?.trim() ?? "";
const revision = () => (combat.system as unknown as { revision: number }).revision;
const inSequence = () => {
  const { mode, state } = combat.snapshot;
  return state === null ? [] : engineOf(mode).ids(state);
};

/** A click on the rendered element, then the handler's work and the tracker drawn again. */
async function press(element: HTMLElement | null) {
  click(element);
  await app().pending;
  await whenIdle(combat);
  await tracker.render();
}

/** Opens core's context menu on an element (a row, the header's menu button): what it offers. */
function menu(li: HTMLElement): ContextMenuEntry[] {
  const found = app().contextMenus.find((m) => li.matches(m.selector));
  if (!found) throw new Error("no context menu there");
  return found.entries().filter((entry) => (entry.condition ?? entry.visible)?.(li) ?? true);
}

/** An entry's lang key: v13's `name`, v14's `label`. */
const keyOf = (entry: ContextMenuEntry) => entry.name ?? entry.label;

/** Chooses the entry with that key, as a click on it does on either generation. */
function choose(li: HTMLElement, key: string): unknown {
  const entry = menu(li).find((one) => keyOf(one) === key);
  if (!entry) throw new Error(`the menu offers no ${key}`);
  return entry.callback ? entry.callback(li) : entry.onClick!(new Event("click"), li);
}

beforeEach(async () => {
  world = trackerWorld({ ruleset: "okrpg" });
  ana = await actor({
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
  canvasLog.length = 0;
  resetSheetDoubles();
});

/** RULES 1.10: Start rolls the Tide of Battle and each side's AP (Ana 4dF+4, Bo 4dF+2). */
async function start() {
  rolls(["1d6", [2]], ["4dF + 4", [0, 0, 0, 0]], ["4dF + 2", [0, 0, 0, 0]]);
  await tracker.render();
  await press($("[data-action=aeStartCombat]"));
  allRollsUsed();
}

describe("the combat tracker in the sidebar", () => {
  it("is the system's tracker (CONFIG.ui.combat): core's header, then one tracker part and the footer", async () => {
    expect((world.foundry.config as unknown as { ui: { combat: unknown } }).ui.combat).toBe(
      ActionEngineCombatTracker,
    );
    await tracker.render();
    expect($$("[data-application-part]").map((p) => p.dataset.applicationPart)).toEqual([
      "header",
      "tracker",
      "footer",
    ]);
    const ae = lastRender().contexts.tracker.ae!;
    expect(ae.mode).toBe("ladder");
    expect($$("li.combatant .ae-name").map((n) => n.textContent!.trim())).toEqual(["Ana", "Bo"]);
    expect($$("footer [data-action]").map((b) => b.dataset.action)).toEqual([
      "aeStartCombat",
      "aeUndo",
      "aeEndCombat",
    ]);
    expect(lastRender().contexts.header.ae).toBeUndefined();
  });

  it("the keyboard focus stays on the control used when the tracker is drawn again", async () => {
    await start();
    const anaRow = combatantNamed(combat, "Ana").id;
    const hold = row("Ana").querySelector<HTMLElement>("[data-action=aeHold]")!;
    hold.focus();
    await press(hold);
    const focused = app().element.ownerDocument.activeElement as HTMLElement;
    // the part was drawn anew: another element, the same control of the same row
    expect(focused).not.toBe(hold);
    expect(focused.isConnected).toBe(true);
    expect([focused.dataset.action, focused.dataset.combatantId]).toEqual(["aeHold", anaRow]);
  });

  it("a click draws again only the rows it changed: the others stay the same elements, whole (issue 28)", async () => {
    const cy = await actor({
      name: "Cy",
      type: "okrpg",
      items: [attribute("Wits", "Avg", ["initiative"])],
    });
    await addCombatants(combat, [cy]);
    rolls(
      ["1d6", [2]],
      ["4dF + 4", [0, 0, 0, 0]],
      ["4dF + 2", [0, 0, 0, 0]],
      ["4dF + 2", [0, 0, 0, 0]],
    );
    await tracker.render();
    await press($("[data-action=aeStartCombat]"));
    allRollsUsed();
    const before = new Map($$("li.combatant").map((li) => [li.dataset.combatantId!, li]));
    await press(row("Ana").querySelector<HTMLElement>("[data-action=aeAct]"));
    const after = $$("li.combatant");
    // RULES 1.10: Ana's Act (4 → 1 AP) changes her row; Cy's, 2 AP and waiting, is drawn as it was
    expect(after.filter((li) => before.get(li.dataset.combatantId!) === li).map(nameIn)).toContain(
      "Cy",
    );
    expect(after.filter((li) => before.get(li.dataset.combatantId!) !== li).map(nameIn)).toContain(
      "Ana",
    );
    expect(after.map(nameIn).sort()).toEqual(["Ana", "Bo", "Cy"]);
    expect($$("[data-ae-kept]")).toEqual([]);
  });

  it("a second tracker window draws every row whole, though the first drew them last (issue 28)", async () => {
    await start();
    await tracker.render();
    const popout = new ActionEngineCombatTracker() as unknown as AppDouble;
    await (popout as unknown as ActionEngineCombatTracker).render();
    const names = [...popout.element.querySelectorAll<HTMLElement>("li.combatant")].map(nameIn);
    expect(names.sort()).toEqual(["Ana", "Bo"]);
    expect(popout.element.querySelector("[data-ae-kept]")).toBeNull();
  });

  it("after Act the keyboard goes to the next acting row's Act, not to the old row's side toggle (issue 29)", async () => {
    // RULES 1.10: Ana 8 AP acts first; after her action (−3, 5 left) Bo's 6 AP act next
    rolls(["1d6", [2]], ["4dF + 4", [1, 1, 1, 1]], ["4dF + 2", [1, 1, 1, 1]]);
    await tracker.render();
    await press($("[data-action=aeStartCombat]"));
    allRollsUsed();
    const act = row("Ana").querySelector<HTMLElement>("[data-action=aeAct]")!;
    act.focus();
    await press(act);
    const focused = app().element.ownerDocument.activeElement as HTMLElement;
    expect([focused.dataset.action, focused.dataset.combatantId]).toEqual([
      "aeAct",
      combatantNamed(combat, "Bo").id,
    ]);
  });

  it("a side change in the round under way asks first; Keep it writes nothing (issue 29)", async () => {
    await tracker.render();
    // before the start: no question, one write
    let from = world.foundry.operations.length;
    await press(row("Ana").querySelector("[data-action=aeToggleSide]"));
    expect(ConfirmingDialogV2.confirms).toEqual([]);
    expect(opsSince(world.foundry, from)).toHaveLength(1);
    await press(row("Ana").querySelector("[data-action=aeToggleSide]"));
    await start();
    ConfirmingDialogV2.confirmAnswers = [false];
    from = world.foundry.operations.length;
    await press(row("Ana").querySelector("[data-action=aeToggleSide]"));
    expect(ConfirmingDialogV2.confirms).toHaveLength(1);
    expect(String(ConfirmingDialogV2.confirms[0].content)).toBe(
      "<p>Ana would fight with the Villains from now on, in the round under way. Change sides?</p>",
    );
    expect(opsSince(world.foundry, from)).toEqual([]);
    expect(combatantNamed(combat, "Ana").system.side).toBe("friendly");
    // yes: the change is made, in one write
    ConfirmingDialogV2.confirmAnswers = [true];
    await press(row("Ana").querySelector("[data-action=aeToggleSide]"));
    expect(opsSince(world.foundry, from)).toHaveLength(1);
    expect(combatantNamed(combat, "Ana").system.side).toBe("hostile");
  });

  it("a click becomes a control: Start, then Act, each one write", async () => {
    await start();
    const from = world.foundry.operations.length;
    await press(row("Ana").querySelector("[data-action=aeAct]"));
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(combatantNamed(combat, "Ana").initiative).toBe(1);
    expect($("[data-application-part=tracker]")!.dataset.revision).toBe(String(revision()));
    expect(app().unhandledActions).toEqual([]);
  });

  it("switching mode replaces the encounter on screen: the old mode's part is not left behind", async () => {
    await tracker.render();
    expect($$(".ae-tracker-part").map((p) => p.className)).toContain(
      "action-engine ae-tracker-part combat-tracker ae-mode-ladder",
    );
    const select = $("select[name=aeMode]") as HTMLSelectElement;
    select.value = "readyHp";
    dispatch(select, "change");
    await new Promise((resolve) => setTimeout(resolve, 0));
    await tracker.render();
    expect(combat.snapshot.mode).toBe("readyHp");
    const parts = $$(".ae-tracker-part");
    expect(parts).toHaveLength(1);
    expect(parts[0].classList.contains("ae-mode-readyHp")).toBe(true);
    expect($$("li.combatant")).toHaveLength(2);
    // the footer still comes last
    expect((app().element.lastElementChild as HTMLElement).dataset.applicationPart).toBe("footer");
  });

  it("a part drawn again alone keeps one listener per control: one mode change, one write", async () => {
    await tracker.render();
    // core redraws single parts (render({parts})): the footer alone, twice
    await tracker.render({ parts: ["footer"] } as never);
    await tracker.render({ parts: ["footer"] } as never);
    const from = world.foundry.operations.length;
    const select = $("select[name=aeMode]") as HTMLSelectElement;
    select.value = "standard";
    dispatch(select, "change");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(world.foundry.notifications.shown).toEqual([]);
  });

  it("two encounters: the one shown is drawn whole, never morphed from the other, and its controls act on it", async () => {
    await start();
    const first = app().element.querySelector<HTMLElement>(".ae-tracker-part")!;
    const firstStored = JSON.stringify(combat.toObject());
    const other = await encounter();
    const cy = await actor({
      name: "Cy",
      type: "okrpg",
      items: [attribute("Wits", "Avg", ["initiative"])],
    });
    await addCombatants(other, [cy]);
    (tracker as unknown as { viewed: unknown }).viewed = other;
    await tracker.render();
    const second = app().element.querySelector<HTMLElement>(".ae-tracker-part")!;
    // the part of another encounter is replaced, not brought up to date in place
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
    expect($$("li.combatant .ae-name").map((n) => n.textContent!.trim())).toEqual(["Cy"]);
    rolls(["1d6", [2]], ["4dF + 2", [0, 0, 0, 0]]);
    click($("[data-action=aeStartCombat]"));
    await app().pending;
    await whenIdle(other);
    allRollsUsed();
    expect(other.round).toBe(1);
    expect(JSON.stringify(combat.toObject())).toBe(firstStored);
    // and back: the first encounter's rows, its acting row scrolled into view again
    (tracker as unknown as { viewed: unknown }).viewed = combat;
    const scrolled: string[] = [];
    const Element = app().element.ownerDocument.defaultView!.HTMLElement;
    const scroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.dataset.combatantId ?? "");
    };
    try {
      await tracker.render();
    } finally {
      Element.prototype.scrollIntoView = scroll;
    }
    expect($$("li.combatant .ae-name").map((n) => n.textContent!.trim())).toEqual(["Ana", "Bo"]);
    expect(scrolled).toEqual([$(".ae-row.is-acting")!.dataset.combatantId]);
  });

  it("a player's view: only their own combatant's controls", async () => {
    await start();
    await world.users.as(world.alice, () => tracker.render());
    const actions = (li: HTMLElement) =>
      [...li.querySelectorAll<HTMLElement>(".ae-row-actions [data-action]")].map(
        (b) => b.dataset.action,
      );
    expect(actions(row("Ana"))).toEqual(["aeAct", "aeChooseSetUp", "aeHold", "aeDefend", "aePass"]);
    expect(actions(row("Bo"))).toEqual([]);
    expect($$("footer [data-action]")).toEqual([]);
    // a player pans to a token; the GM's hide / defeated / ping buttons are not theirs
    expect($$("[data-action=toggleDefeated], [data-action=toggleHidden]")).toEqual([]);
    expect(row("Ana").querySelector("[data-action=panToCombatant]")).not.toBeNull();
  });
});

describe("core's controls for the GM", () => {
  it("rows are core's li.combatant: hovering lights the token, a click on the row pans to it", async () => {
    await tracker.render();
    const li = row("Bo");
    expect(li.dataset.action).toBe("activateCombatant");
    dispatch(li, "pointerover");
    dispatch(li, "pointerout");
    click(li.querySelector(".ae-name"));
    const id = combatantNamed(combat, "Bo").id;
    expect(canvasLog).toEqual([
      { action: "hoverIn", combatantId: id },
      { action: "hoverOut", combatantId: id },
      { action: "pan", combatantId: id },
    ]);
    await press(li.querySelector("[data-action=pingCombatant]"));
    expect(canvasLog.at(-1)).toEqual({ action: "ping", combatantId: id });
  });

  it("the row menu offers Update and Remove, not Clear or Reroll (the engine sets initiative)", async () => {
    await start();
    // v14 renamed the row menu's keys (fvtt-system-rqg#899): the same entries go on either
    const v13 = world.foundry.generation < 14;
    const key = (v13Name: string, v14Name: string) =>
      v13 ? `COMBAT.Combatant${v13Name}` : `COMBATANT.ACTIONS.${v14Name}`;
    expect(menu(row("Bo")).map(keyOf)).toEqual([
      key("Update", "Update"),
      key("ClearMovementHistory", "ClearMovementHistory"),
      key("Remove", "Remove"),
    ]);
    // Remove: the combatant leaves the sequence, the others go on
    const bo = combatantNamed(combat, "Bo").id;
    await choose(row("Bo"), key("Remove", "Remove"));
    await whenIdle(combat);
    expect(inSequence()).toEqual([combatantNamed(combat, "Ana").id]);
    expect(combat.combatants.get(bo)).toBeUndefined();
  });

  it("the encounter menu has no Roll All, Roll NPCs or Reset; End still ends it", async () => {
    await start();
    const button = $(".encounter-context-menu")!;
    const end = world.foundry.generation < 14 ? "COMBAT.Delete" : "COMBAT.End";
    expect(menu(button).map(keyOf)).toEqual(["COMBAT.ClearMovementHistories", end]);
    await choose(button, end);
    expect(world.foundry.operations.at(-1)).toMatchObject({
      action: "delete",
      documentName: "Combat",
    });
  });

  it("the header has no Roll All, Roll NPCs or Reset (Start rolls; Reset would break the order)", async () => {
    await start();
    const header = $("[data-application-part=header]")!;
    for (const action of ["rollAll", "rollNPC", "resetAll"])
      expect(header.querySelector(`[data-action=${action}]`), action).toBeNull();
    expect(header.querySelector("[data-action=trackerSettings]")).not.toBeNull();
    // a macro calling Combat#resetAll is told why, and nothing is written
    const from = world.foundry.operations.length;
    await combat.resetAll();
    expect(opsSince(world.foundry, from)).toEqual([]);
    expect(world.foundry.notifications.shown.at(-1)?.message).toMatch(/Undo/);
  });

  it("hide and defeated: core's row buttons; a defeated combatant leaves the sequence and comes back", async () => {
    await start();
    const bo = combatantNamed(combat, "Bo");
    await press(row("Bo").querySelector("[data-action=toggleHidden]"));
    expect(bo.hidden).toBe(true);
    expect(row("Bo").classList.contains("is-hidden")).toBe(true);
    await press(row("Bo").querySelector("[data-action=toggleDefeated]"));
    expect(bo.isDefeated).toBe(true);
    expect(inSequence()).not.toContain(bo.id);
    expect(row("Bo").classList.contains("is-defeated")).toBe(true);
    // RULES 1.10: back in, he joins with a fresh roll (4dF + 2)
    rolls(["4dF + 2", [1, 0, 0, 0]]);
    await press(row("Bo").querySelector("[data-action=toggleDefeated]"));
    allRollsUsed();
    expect(bo.isDefeated).toBe(false);
    expect(inSequence()).toContain(bo.id);
  });

  it("core's four controls are the footer's own, drawn from the engine: clicked, each is one write", async () => {
    await start();
    // core's own buttons are not drawn: ours stand in their place
    for (const action of ["previousRound", "previousTurn", "nextTurn", "nextRound"])
      expect($(`[data-action=${action}]`), action).toBeNull();
    expect($$("footer [data-action]").map((b) => b.dataset.action)).toEqual([
      "aePreviousRound",
      "aePreviousTurn",
      "aeNextTurn",
      "aeNextRound",
      "aeUndo",
      "aeEndCombat",
    ]);
    // RULES 1.10: Ana 4 AP, Bo 2: Next turn is Ana's act
    const next = $("[data-action=aeNextTurn]")!;
    expect(next.getAttribute("aria-label")).toBe("Next turn — Ana");
    // a tooltip's text is HTML to Foundry's TooltipManager: what the user reads is its text
    expect(textOf(next.dataset.tooltip!)).toBe(
      "Next turn: the combatant at the top of the ladder acts, 3 AP (on a tie, the first listed; use a row's Act for another) — a double click counts once",
    );
    const previous = $("[data-action=aePreviousTurn]") as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(textOf(previous.closest<HTMLElement>(".ae-button-wrap")!.dataset.tooltip!)).toBe(
      "No earlier turn in this encounter's history (the tracker keeps its last 10 steps).",
    );
    next.focus();
    let from = world.foundry.operations.length;
    await press(next);
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(combatantNamed(combat, "Ana").initiative).toBe(1);
    // nobody has 3 AP left: Next turn is off, and the keyboard focus moves on to Next round
    const off = $("[data-action=aeNextTurn]") as HTMLButtonElement;
    expect(off.disabled).toBe(true);
    expect(off.getAttribute("aria-description")).toBe(
      "Nobody can act now: the round is over. Next round starts the next one.",
    );
    const focused = app().element.ownerDocument.activeElement as HTMLElement;
    expect(focused.dataset.action).toBe("aeNextRound");
    from = world.foundry.operations.length;
    await press($("[data-action=aePreviousTurn]"));
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(combatantNamed(combat, "Ana").initiative).toBe(4);
    await press($("[data-action=aeNextTurn]"));
    await press($("[data-action=aePreviousRound]"));
    expect(combatantNamed(combat, "Ana").initiative).toBe(4);
    expect(app().unhandledActions).toEqual([]);
  });

  it("a double click's second click counts only where the rules allow a second use", async () => {
    await start();
    // the browser's second click of a double click: its click count (detail) is 2
    const secondClick = (element: HTMLElement) =>
      element.dispatchEvent(
        new element.ownerDocument.defaultView!.MouseEvent("click", {
          bubbles: true,
          cancelable: true,
          detail: 2,
        }),
      );
    // RULES 1.10: a defense (3 AP, at any time, even below 0) counts once: the tracker is drawn
    // again between the two clicks, so only the click count tells them apart
    let from = world.foundry.operations.length;
    const defend = () => row("Ana").querySelector<HTMLElement>("[data-action=aeDefend]")!;
    await press(defend());
    secondClick(defend());
    await app().pending;
    await whenIdle(combat);
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(combatantNamed(combat, "Ana").initiative).toBe(1);
    await press($("[data-action=aeUndo]"));
    // RULES 1.10: a hold may be declared again and again; its second click counts
    from = world.foundry.operations.length;
    const hold = () => row("Ana").querySelector<HTMLElement>("[data-action=aeHold]")!;
    await press(hold());
    secondClick(hold());
    await app().pending;
    await whenIdle(combat);
    expect(opsSince(world.foundry, from)).toEqual(["update Combat", "update Combat"]);
  });

  it("Combat's own methods, called by core or a macro, follow the engine as the buttons do", async () => {
    await start();
    const { state, revision: before } = combat.snapshot;
    await combat.nextTurn();
    expect(combat.snapshot.revision).toBe(before + 1);
    await combat.previousTurn();
    expect(combat.snapshot.state).toEqual(state);
  });
});

describe("the shot counter's row buttons in the sidebar (RULES 3)", () => {
  /** Fred (Reflexes 5) rolls 6 − 1: shot 10; Viper (Reflexes 6), a villain, rolls 4 − 1: shot 9. */
  async function onTheCounter() {
    world = trackerWorld({ ruleset: "action" });
    const fred = await actor({
      name: "Fred",
      type: "action",
      owner: world.alice,
      system: { attributes: { reflexes: 5 } },
    });
    const viper = await actor({
      name: "Viper",
      type: "action",
      system: { role: "villain", villain: true, attributes: { reflexes: 6 } },
    });
    combat = await encounter("shots");
    await addCombatants(combat, [fred, viper]);
    tracker = new ActionEngineCombatTracker();
    rolls(["2d6", [6, 1]], ["2d6", [4, 1]]);
    await tracker.render();
    await press($("[data-action=aeStartCombat]"));
    allRollsUsed();
    expect([
      combatantNamed(combat, "Fred").initiative,
      combatantNamed(combat, "Viper").initiative,
    ]).toEqual([10, 9]);
  }

  it("every button drawn has a handler: Lose a shot and Active defense each write once", async () => {
    await onTheCounter();
    const handled = Object.keys(
      (tracker as unknown as { options: { actions: Record<string, unknown> } }).options.actions,
    );
    const drawn = new Set($$("[data-action^=ae]").map((b) => b.dataset.action!));
    expect([...drawn].filter((action) => !handled.includes(action))).toEqual([]);
    expect(drawn).toContain("aeLoseShot");
    expect(drawn).toContain("aeActiveDefence");
    // RULES 3: the GM takes off a shot a stunt made Viper lose: 9 → 8
    let from = world.foundry.operations.length;
    await press(row("Viper").querySelector("[data-action=aeLoseShot]"));
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(combatantNamed(combat, "Viper").initiative).toBe(8);
    // RULES 3: Viper's active defense on shot 10 costs a shot (8 → 7) and shows on her row
    from = world.foundry.operations.length;
    await press(row("Viper").querySelector("[data-action=aeActiveDefence]"));
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(combatantNamed(combat, "Viper").initiative).toBe(7);
    expect(row("Viper").textContent).toContain("Active defense +3 on this shot");
    expect(app().unhandledActions).toEqual([]);
  });
});

describe("the Token HUD's Mark Defeated", () => {
  it("reaches the engine: the combatant leaves the sequence, and joins again when it is undone", async () => {
    await start();
    const bo = combatantNamed(combat, "Bo");
    await hudToggleDefeated(bo.actor);
    await whenIdle(combat);
    expect(bo.defeated).toBe(false); // the HUD sets the status, not the combatant's flag
    expect(bo.isDefeated).toBe(true);
    expect(inSequence()).not.toContain(bo.id);
    rolls(["4dF + 2", [0, 0, 0, 1]]);
    await hudToggleDefeated(bo.actor);
    await whenIdle(combat);
    allRollsUsed();
    expect(inSequence()).toContain(bo.id);
  });

  it("follows Out worked out from the actor's wounds (the ruleset's defeated status): it leaves, and joins again when healed", async () => {
    registerConditions("okrpg"); // as on init: Out is the world's defeated status
    await start();
    const bo = combatantNamed(combat, "Bo");
    const actorOfBo = bo.actor as { update(d: object): Promise<unknown> };
    await actorOfBo.update({ "system.wounds.nonlethal": 60 });
    await whenIdle(combat);
    expect(bo.defeated).toBe(false); // nobody marked it: its wounds did
    expect(bo.isDefeated).toBe(true);
    expect(inSequence()).not.toContain(bo.id);
    rolls(["4dF + 2", [0, 0, 0, 1]]);
    await actorOfBo.update({ "system.wounds.nonlethal": 0 });
    await whenIdle(combat);
    allRollsUsed();
    expect(bo.isDefeated).toBe(false);
    expect(inSequence()).toContain(bo.id);
  });

  it("of an actor outside any started encounter changes no encounter", async () => {
    await tracker.render();
    const from = world.foundry.operations.length;
    await hudToggleDefeated(ana);
    await whenIdle(combat);
    // the HUD writes the status effect on the actor, and the tracker writes nothing
    expect(opsSince(world.foundry, from)).toEqual(["create ActiveEffect"]);
  });
});
