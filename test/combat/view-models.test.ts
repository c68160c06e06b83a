import { describe, expect, it } from "vitest";
import { ladder, readyHp, shots, turns } from "../../src/rules/sequencing";
import { scripted } from "../../src/rules/dice";
import { trackerView } from "../../src/combat/view-models";
import type { TrackerRow } from "../../src/combat/view-models";
import { GM, alice, bob, snapshot } from "./fixtures";
import { screenStates } from "./screen-states";

/* What each viewer sees and may press, from the pure view models. */
const rows = (view: ReturnType<typeof trackerView>): TrackerRow[] =>
  view.groups.flatMap((g) => g.rows);
const row = (view: ReturnType<typeof trackerView>, id: string) =>
  rows(view).find((r) => r.id === id)!;
const actions = (r: TrackerRow) => r.buttons.filter((b) => !b.disabled).map((b) => b.action);

describe("what players see", () => {
  const states = screenStates();

  it("hidden combatants stay hidden from players (as in core's tracker), not from the GM", () => {
    expect(rows(trackerView(states.ladder, alice)).map((r) => r.id)).not.toContain("dee");
    expect(row(trackerView(states.ladder, GM), "dee").hidden).toBe(true);
  });

  it("a player controls only their own combatant; the GM every one", () => {
    const view = trackerView(states.ladder, alice);
    expect(actions(row(view, "ana"))).toEqual([
      "aeAct",
      "aeChooseSetUp",
      "aeHold",
      "aeDefend",
      "aePass",
    ]);
    expect(row(view, "cy").buttons).toEqual([]);
    expect(row(view, "ana").own).toBe(true);
    expect(actions(row(trackerView(states.ladder, GM), "cy"))).toContain("aeAct");
    expect(trackerView(states.ladder, alice).footer).toEqual([]);
    expect(trackerView(states.ladder, alice).gm).toBeNull();
  });

  it("Act, Defend, Pass, Start encounter, the side toggles and the Tide choices say what they do", () => {
    const hints = (buttons: readonly { label: string; hint?: string }[]) =>
      Object.fromEntries(buttons.map((b) => [b.label.split(".").slice(3).join("."), b.hint]));
    const ana = hints(row(trackerView(states.ladder, alice), "ana").buttons);
    expect(ana).toMatchObject({
      Act: "ACTION_ENGINE.Reference.Control.Act",
      Defend: "ACTION_ENGINE.Reference.Control.Defend",
      Pass: "ACTION_ENGINE.Reference.Control.Pass",
    });
    const gm = trackerView(states.ladder, GM);
    const sides = row(gm, "ana").gmButtons.filter((b) => b.action === "aeToggleSide");
    expect(sides.map((b) => b.hint)).toEqual(["ACTION_ENGINE.Reference.Control.Side"]);
    expect(gm.gm!.tide.map((t) => t.luck.hint)).toEqual(
      gm.gm!.tide.map(() => "ACTION_ENGINE.Reference.Control.Luck"),
    );
    const before = trackerView(snapshot("ladder", [{ id: "ana" }]), GM);
    const start = before.footer.find((b) => b.action === "aeStartCombat");
    expect(start?.hint).toBe("ACTION_ENGINE.Reference.Control.StartCombat");
  });

  it("with no GM online the tracker says so", () => {
    const view = trackerView(states.ladder, { ...alice, gmOnline: false });
    expect(view.banners[0].text.key).toBe("ACTION_ENGINE.Tracker.Banner.NoGM");
  });

  it("a hidden combatant acting shows players only that someone hidden acts", () => {
    const s = snapshot("ladder", [{ id: "ana" }, { id: "cy", hidden: true }], {
      state: ladder.start([
        { id: "ana", roll: 3 },
        { id: "cy", roll: 6 },
      ]),
    });
    expect(trackerView(s, bob).banners.map((b) => b.text.key)).toContain(
      "ACTION_ENGINE.Tracker.Banner.HiddenActing",
    );
  });
});

describe("what each mode shows", () => {
  it("ladder: a tie is highlighted and only the GM may make all the tied hold (RULES 1.10)", () => {
    const s = snapshot("ladder", [{ id: "ana", owners: ["alice"] }, { id: "bo" }], {
      state: ladder.start([
        { id: "ana", roll: 4 },
        { id: "bo", roll: 4 },
      ]),
    });
    const view = trackerView(s, alice);
    expect(rows(view).every((r) => r.tied)).toBe(true);
    expect(view.banners.at(-1)!.buttons[0]).toMatchObject({ action: "aeDeferAll", disabled: true });
    expect(trackerView(s, GM).banners.at(-1)!.buttons[0].disabled).toBe(false);
  });

  it("shots: heroes on the called shot wait for its villains (RULES 3)", () => {
    const s = snapshot("shots", [{ id: "ana" }, { id: "cy", side: "hostile" }], {
      state: shots.start([
        { id: "ana", reflexes: 8, roll: 0, named: true, villain: false },
        { id: "cy", reflexes: 8, roll: 0, named: true, villain: true },
      ]),
    });
    const view = trackerView(s, GM);
    expect(view.heading).toEqual({ label: "ACTION_ENGINE.Tracker.Heading.Shot", value: "8" });
    expect(row(view, "cy").acting).toBe(true);
    expect(row(view, "ana").buttons.find((b) => b.data.cost === "3")!.disabled).toBe(true);
    expect(row(view, "cy").buttons.find((b) => b.data.cost === "3")!.disabled).toBe(false);
  });

  it("shots: Fortune rerolls before the countdown, the GM takes off lost shots, an NPC's limit break says 3 (RULES 3)", () => {
    const s = snapshot(
      "shots",
      [
        { id: "ana", owners: ["alice"], fortune: 5 },
        { id: "cy", side: "hostile" },
      ],
      {
        state: shots.start([
          { id: "ana", reflexes: 8, roll: 0, named: true, villain: false },
          { id: "cy", reflexes: 8, roll: 0, named: true, villain: true, npc: true },
        ]),
      },
    );
    const player = trackerView(s, alice);
    expect(actions(row(player, "ana"))).toContain("aeFortuneInitiative");
    expect(actions(row(player, "ana"))).not.toContain("aeLoseShot");
    const gm = trackerView(s, GM);
    expect(actions(row(gm, "cy"))).toContain("aeLoseShot");
    expect(row(gm, "cy").buttons.find((b) => b.data.cost === "all")!.text).toBe("3");
    expect(row(gm, "ana").buttons.find((b) => b.data.cost === "all")!.text).toBeUndefined();
    // once someone has spent a shot, initiative can no longer be rerolled
    const started = { ...s, state: shots.spend(s.state as shots.ShotsState, "cy", 1) };
    expect(actions(row(trackerView(started, alice), "ana"))).not.toContain("aeFortuneInitiative");
    // no Fortune left (or a character of another ruleset, which has none): no reroll offered
    const broke = { ...s, combatants: s.combatants.map((c) => ({ ...c, fortune: 0 })) };
    expect(actions(row(trackerView(broke, alice), "ana"))).not.toContain("aeFortuneInitiative");
  });

  it("ready HP: the deciding character gets a number to spend, bounded by its ready HP", () => {
    const s = snapshot("readyHp", [{ id: "ana" }, { id: "bo" }], {
      state: readyHp.start(
        [
          { id: "ana", nonDamaged: 7 },
          { id: "bo", nonDamaged: 5 },
        ],
        scripted([15, 3]),
      ),
    });
    const view = trackerView(s, GM);
    expect(row(view, "ana").input).toMatchObject({ name: "hp", min: 1, max: 7 });
    expect(row(view, "bo").input).toBeNull();
    expect(view.phase).toEqual({ key: "ACTION_ENGINE.Tracker.Phase.Turn", data: { turn: 1 } });
  });

  it("ready HP between rounds: each character's carry-over choice, set by its owner", () => {
    const s = snapshot("readyHp", [
      { id: "ana", owners: ["alice"], system: { carryOverChoice: 2 } },
      { id: "bo" },
    ]);
    const view = trackerView(s, alice);
    expect(row(view, "ana").notes.at(-1)).toEqual({
      key: "ACTION_ENGINE.Tracker.Note.CarryOverChoice",
      data: { hp: 2 },
    });
    expect(actions(row(view, "ana"))).toEqual(["aeChooseCarryOver"]);
    expect(actions(row(view, "bo"))).toEqual([]);
  });

  it("turns: speed ½ and ¼ are shown as turns every 2nd and 4th round (RULES 5)", () => {
    const s = snapshot("turns", [{ id: "ana" }, { id: "bo" }], {
      state: turns.start([
        { id: "ana", speed: 0.5 },
        { id: "bo", speed: 0.25 },
      ]),
    });
    const view = trackerView(s, GM);
    expect(row(view, "ana").notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.Every",
      data: { n: 2 },
    });
    expect(row(view, "bo").notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.Every",
      data: { n: 4 },
    });
    expect(row(view, "ana").draggable).toBe(true);
    expect(row(trackerView(s, alice), "ana").draggable).toBe(false);
  });

  it("the mode is locked mid-round and free before the encounter starts", () => {
    const states = screenStates();
    expect(trackerView(states.turns, GM).gm!.modeLocked).toBe(true);
    expect(trackerView(snapshot("turns", [{ id: "ana" }]), GM).gm!.modeLocked).toBe(false);
  });

  it("no encounter: an empty tracker in the default mode", () => {
    expect(trackerView(null, GM, "shots")).toMatchObject({
      empty: true,
      mode: "shots",
      groups: [],
    });
  });
});
