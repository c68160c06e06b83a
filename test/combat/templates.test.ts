import { describe, expect, it } from "vitest";
import { ladder, readyHp, shots, standard, turns } from "../../src/rules/sequencing";
import { scripted } from "../../src/rules/dice";
import { trackerView, TRACKER_TEMPLATES } from "../../src/combat/view-models";
import type { CombatSnapshot, Viewer } from "../../src/combat/snapshot";
import { actionsIn, templateRenderer } from "../templates/harness";
import { GM, alice, snapshot } from "./fixtures";

const render = templateRenderer();

function html(s: CombatSnapshot, viewer: Viewer, foundry = false): string {
  const ae = trackerView(s, viewer);
  return (
    render.render(TRACKER_TEMPLATES.tracker, { ae, foundry }) +
    render.render(TRACKER_TEMPLATES.footer, { ae, foundry })
  );
}

/** The controls: every data-action but the rows' own (core's activateCombatant). */
const controlsIn = (out: string) => actionsIn(out).filter((a) => a !== "activateCombatant");

const crew = [
  { id: "ana", owners: ["alice"] },
  { id: "bo", owners: ["bob"] },
  { id: "cy", side: "hostile" as const },
  { id: "dee", side: "hostile" as const, hidden: true },
];

describe("the tracker templates render each mode's view model with its controls", () => {
  it("ladder: Act, Hold, Defend and Pass per combatant, All hold on a tie, the GM's footer", () => {
    const state = ladder.start([
      { id: "ana", roll: 5 },
      { id: "bo", roll: 5 },
      { id: "cy", roll: 2 },
      { id: "dee", roll: 4 },
    ]);
    const out = html(snapshot("ladder", crew, { state }), GM);
    const actions = actionsIn(out);
    for (const action of [
      "aeAct",
      "aeHold",
      "aeDefend",
      "aePass",
      "aeDeferAll",
      "aeNextRound",
      "aeUndo",
      "aeEndCombat",
      "aeToggleSide",
    ])
      expect(actions, action).toContain(action);
    expect(out).toContain("tie on 5 AP");
    expect(out).toContain('data-combatant-id="ana"');
  });

  it("shots: the called shot as a heading, Spend 3 / 1 / all / 0", () => {
    const state = shots.start([
      { id: "ana", reflexes: 7, roll: 2, named: true, villain: false },
      { id: "bo", reflexes: 5, roll: 0, named: true, villain: false },
      { id: "cy", reflexes: 9, named: false, villain: true },
      { id: "dee", reflexes: 3, roll: 1, named: true, villain: true },
    ]);
    const out = html(snapshot("shots", crew, { state }), GM);
    // on the called shot (9: Cy and Ana): Act, Limit break, Trigger, Focus; the others Trigger, Focus
    expect(actionsIn(out).filter((a) => a === "aeSpend").length).toBe(2 * 4 + 2 * 2);
    expect(out).toContain('data-cost="all"');
    expect(out).toMatch(/ae-shot-number">9</);
    expect(out).toContain("On shot 9");
  });

  it("ready HP: a number to spend (moving on the carry-over turns), Passive and Hesitate", () => {
    const state = readyHp.start(
      [
        { id: "ana", nonDamaged: 12 },
        { id: "bo", nonDamaged: 8 },
        { id: "cy", nonDamaged: 10, carryOver: 2 },
        { id: "dee", nonDamaged: 6 },
      ],
      scripted([5, 12, 3, 18]),
    );
    const out = html(snapshot("readyHp", crew, { state }), GM);
    expect(actionsIn(out)).toEqual(expect.arrayContaining(["aeSpendHp", "aeHesitate"]));
    expect(out).toContain('name="hp"');
    expect(out).toContain("Carry-over turns");
    expect(out).toMatch(/data-combatant-id="cy"[^]*Move/);
  });

  it("turns: Done, Skip and Counter for the acting one; ▲ and dragging for the GM", () => {
    const state = turns.start([
      { id: "ana", speed: 1 },
      { id: "bo", speed: 0.5 },
      { id: "cy", speed: 1 },
      { id: "dee", speed: 0.25 },
    ]);
    const out = html(snapshot("turns", crew, { state }), GM);
    expect(actionsIn(out)).toEqual(
      expect.arrayContaining(["aeNext", "aeSkip", "aeCounter", "aeMoveUp"]),
    );
    expect(out).toContain('draggable="true"');
    expect(out).toContain("Acts every 2 rounds");
  });

  it("standard: initiative totals, Next and Opens an interrupt for the acting combatant", () => {
    const state = standard.start([
      { id: "ana", roll: 15, modifier: 2 },
      { id: "bo", roll: 12 },
      { id: "cy", roll: 17 },
      { id: "dee", roll: 3 },
    ]);
    const out = html(snapshot("standard", crew, { state }), alice);
    expect(controlsIn(out)).toEqual(["aeNext", "aeOpenInterrupt"]);
    expect(out).not.toContain("dee");
  });
});

describe("the rows are core's", () => {
  const state = standard.start([
    { id: "ana", roll: 15 },
    { id: "cy", roll: 17 },
  ]);
  const crew2 = [crew[0], crew[2]];

  it("li.combatant with its combatant id, a click on it core's activateCombatant", () => {
    const out = html(snapshot("standard", crew2, { state }), GM);
    for (const id of ["ana", "cy"])
      expect(out).toMatch(
        new RegExp(
          `<li class="combatant ae-row[^"]*" data-combatant-id="${id}" data-ae-stamp="\\d+" data-action="activateCombatant"`,
        ),
      );
  });

  it("in Foundry, core's row buttons: hide, defeated and ping for the GM, pan for a player", () => {
    const gm = controlsIn(html(snapshot("standard", crew2, { state }), GM, true));
    expect(gm.filter((a) => !a.startsWith("ae"))).toEqual(
      [1, 2].flatMap(() => ["toggleHidden", "toggleDefeated", "pingCombatant"]),
    );
    const player = controlsIn(html(snapshot("standard", crew2, { state }), alice, true));
    expect(player.filter((a) => !a.startsWith("ae"))).toEqual(["panToCombatant", "panToCombatant"]);
    // the playground has no canvas: no core buttons there
    expect(
      controlsIn(html(snapshot("standard", crew2, { state }), GM)).every((a) => a.startsWith("ae")),
    ).toBe(true);
  });
});

describe("tracker words", () => {
  it("RULES 3 and 4: Focus, Limit break, Trigger and Hesitate explain their rule in the tooltip", () => {
    const st = shots.start([{ id: "ana", reflexes: 7, roll: 2, named: true, villain: false }]);
    const out = html(snapshot("shots", [{ id: "ana", owners: ["alice"] }], { state: st }), GM);
    expect(out).toContain(
      'data-tooltip="Focus: no shot; the character focuses, readying a limit break (it ticks Focused on the sheet)',
    );
    expect(out).toContain(
      'data-tooltip="Limit break: one all-out action that spends every shot left this round',
    );
    expect(out).toContain('data-tooltip="Trigger: a quick reaction such as an active defense');
    const ready = readyHp.start([{ id: "ana", nonDamaged: 12 }], scripted([5]));
    expect(html(snapshot("readyHp", [{ id: "ana" }], { state: ready }), GM)).toContain(
      'data-tooltip="Hesitate: doing nothing still moves 1 ready hit point to used',
    );
  });

  it("RULES 1.10: the carry figure says what carry is", () => {
    const st = ladder.start([{ id: "ana", roll: 5 }]);
    expect(html(snapshot("ladder", [{ id: "ana" }], { state: st }), GM)).toMatch(
      /data-tooltip="Carry: the AP left over from this round/,
    );
  });

  it("the empty tracker speaks of tokens in Foundry and of characters in the playground", () => {
    const empty = (foundry: boolean) =>
      render.render(TRACKER_TEMPLATES.tracker, { ae: trackerView(null, GM), foundry });
    expect(empty(true)).toContain("add tokens to the encounter");
    expect(empty(false)).toContain("pick characters under Sample characters");
    expect(empty(false)).not.toContain("tokens");
  });

  it("RULES 1.9: the Tide of Battle shows where OK RPG characters fight, in any mode, and nowhere else", () => {
    const tide = (mode: "ladder" | "shots", actorType: string) =>
      trackerView(
        snapshot(mode, [
          { id: "ana", actorType },
          { id: "cy", actorType },
        ]),
        GM,
      ).gm!.tide;
    expect(tide("ladder", "okrpg")).toHaveLength(2);
    expect(tide("shots", "okrpg")).toHaveLength(2);
    expect(tide("ladder", "mano")).toEqual([]);
  });
});
