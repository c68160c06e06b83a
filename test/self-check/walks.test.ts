import { describe, expect, it } from "vitest";
import {
  applyChoice,
  buttonKey,
  nextCardChoice,
  nextTrackerControl,
  undoChoice,
  type ShownButton,
} from "../../src/self-check/walks";

// Which button the self-check presses next: every card choice once, Apply and Undo kept for the
// end; on the tracker Start first, each kind of control once, then the acting row's main control,
// a row's way to be done, the next round. A walk always ends: nothing is pressed twice.

const b = (action: string, more: Partial<ShownButton> = {}): ShownButton => ({
  action,
  data: {},
  disabled: false,
  ...more,
});

describe("the card walk", () => {
  const card = [
    b("toggleTargets"),
    b("targetMode", { data: { mode: "recorded" }, pressed: true }),
    b("targetMode", { data: { mode: "selected" } }),
    b("spend", { data: { option: "fullDamage" } }),
    b("unspend", { data: { option: "fullDamage" }, disabled: true }),
    b("apply", { data: { target: "t1" } }),
    b("markVoid"),
  ];

  it("clicks each choice once, never the list toggle, a toggle already on, Apply, Undo or Mark void", () => {
    const pressed = new Set<string>();
    const order: string[] = [];
    for (let next = nextCardChoice(card, pressed); next; next = nextCardChoice(card, pressed)) {
      pressed.add(buttonKey(next));
      order.push(buttonKey(next));
    }
    expect(order).toEqual(["targetMode mode=selected", "spend option=fullDamage"]);
  });

  it("names a button by its action and data, in a stable order", () => {
    expect(buttonKey(b("spend", { data: { target: "t1", option: "bypassArmor" } }))).toBe(
      "spend option=bypassArmor target=t1",
    );
  });

  it("finds the first enabled Apply for a target, then that target's Undo", () => {
    expect(
      applyChoice([b("applyArmor", { data: { target: "t1" }, disabled: true }), ...card]),
    ).toMatchObject({ action: "apply" });
    expect(applyChoice([b("apply")])).toBeNull();
    expect(undoChoice([b("undo", { data: { target: "t2" } })], "t1")).toBeNull();
    expect(undoChoice([b("undo", { data: { target: "t1" } })], "t1")).toMatchObject({
      action: "undo",
    });
  });
});

describe("the tracker walk", () => {
  const row = (action: string, more: Partial<ShownButton> = {}) =>
    b(action, { inRow: true, ...more });

  it("presses Start while it is offered", () => {
    expect(nextTrackerControl([row("aeAct"), b("aeStartCombat")], new Set())?.action).toBe(
      "aeStartCombat",
    );
  });

  it("then each kind of control once, leaving End, Restart and Undo alone", () => {
    const shown = [b("aeEndCombat"), b("aeUndo"), row("aeAct", { primary: true }), row("aeHold")];
    expect(nextTrackerControl(shown, new Set())?.action).toBe("aeAct");
    expect(nextTrackerControl(shown, new Set(["aeAct"]))?.action).toBe("aeHold");
  });

  it("then the acting row's main control, a row's way to be done, or the next round", () => {
    const pressed = new Set(["aeAct", "aePass", "aeSpend", "aeNextRound"]);
    expect(
      nextTrackerControl([row("aeAct", { primary: true }), b("aeNextRound")], pressed),
    ).toMatchObject({ action: "aeAct" });
    expect(
      nextTrackerControl([row("aeSpend", { data: { cost: "all" } }), b("aeNextRound")], pressed),
    ).toMatchObject({ action: "aeSpend" });
    expect(
      nextTrackerControl([row("aeSpend", { data: { cost: "3" } }), b("aeNextRound")], pressed),
    ).toMatchObject({ action: "aeNextRound" });
    expect(
      nextTrackerControl([b("aeEndCombat"), b("aeNextRound", { disabled: true })], pressed),
    ).toBeNull();
  });
});
