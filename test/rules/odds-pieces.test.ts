import { describe, expect, it, vi } from "vitest";
import { scripted } from "../../src/rules/dice";
import { checkAttacks, chooser } from "../../src/rules/odds/attacks";
import { face, fudgeFaces } from "../../src/rules/odds/dice";
import { blow, standing, type Fighting, type OddsModel } from "../../src/rules/odds/model";
import { modelFor } from "../../src/rules/odds/models";
import { policyNotes } from "../../src/rules/odds/notes";
import { signatures } from "../../src/rules/odds/signature";
import type { OddsFighter, OddsInput } from "../../src/rules/odds";
import { actionDuel } from "./odds-duel";

/*
 * The small parts every ruleset's model of a fight shares: the dice it reads, the names that let
 * identical fighters share their work, the attack each picks, and the panel's notes.
 */

describe("the simulation's dice read as the rules read them", () => {
  it("[I-1] a Fudge die is a three-sided roll less 2: faces 1, 2, 3 read −1, 0, +1", () => {
    const roll = vi.fn(scripted([1, 2, 3, 3]).roll);
    expect(fudgeFaces({ roll })).toEqual([-1, 0, 1, 1]);
    expect(roll.mock.calls).toEqual([[3], [3], [3], [3]]);
  });

  it("one face of a die of the sides asked", () => {
    const roll = vi.fn(scripted([6]).roll);
    expect(face({ roll }, 6)).toBe(6);
    expect(roll).toHaveBeenCalledWith(6);
  });
});

describe("identical attacks and targets share one name", () => {
  it("equal values get the same small number, counting from 0; who it is does not count", () => {
    const named = signatures();
    expect(named({ defence: 10, soak: 4 })).toBe(0);
    expect(
      named({
        id: "b",
        name: "B",
        actorUuid: "Actor.b",
        tokenUuid: "Token.b",
        defence: 10,
        soak: 4,
      }),
    ).toBe(0);
    expect(named({ defence: 11, soak: 4 })).toBe(1);
    expect(named({ defence: 10, soak: 5 })).toBe(2);
    expect(named({ defence: 11, soak: 4 })).toBe(1);
  });

  it("each namer counts on its own", () => {
    signatures()({ a: 1 });
    expect(signatures()({ b: 1 })).toBe(0);
  });
});

describe("the fight's blows and who stands", () => {
  it("a band's blow is one shared, frozen value", () => {
    expect(blow("success")).toBe(blow("success"));
    expect(blow("success")).toEqual({ band: "success" });
    expect(Object.isFrozen(blow("miss"))).toBe(true);
    expect(blow("miss")).not.toBe(blow("success"));
  });

  it("a fighter stands unless it is down or fled", () => {
    const f = (down: boolean, fled: boolean) => ({ down, fled }) as Fighting;
    expect(standing(f(false, false))).toBe(true);
    expect(standing(f(true, false))).toBe(false);
    expect(standing(f(false, true))).toBe(false);
  });
});

describe("each attack is checked as its card checks its input", () => {
  it("the attacker's card with every target it reads, plain and guarded, each under an id of its own", () => {
    const check = vi.fn();
    const duel = actionDuel();
    checkAttacks(duel.fighters as never, check);
    expect(check).toHaveBeenCalledTimes(3);
    const [card, targets] = check.mock.calls[0];
    expect(card).toBe(duel.fighters[0].attacks[0].card);
    expect(targets).toEqual([
      { ...duel.fighters[0].attacks[0].targets.viper, id: "viper#0" },
      { ...duel.fighters[0].attacks[0].guarded.viper, id: "viper#1" },
    ]);
  });
});

describe("the attack a fighter picks on a target", () => {
  const fighter = (targets: string[][]) =>
    ({
      attacks: targets.map((ids) => ({ targets: Object.fromEntries(ids.map((id) => [id, {}])) })),
    }) as unknown as OddsFighter;
  const at = (index: number, id: string) => ({ index, id }) as Fighting;

  it("none reaches: -1", () => {
    const choose = chooser([fighter([["b"]]), fighter([])], () => 1);
    expect(choose(at(0, "a"), at(1, "c"))).toBe(-1);
    expect(choose(at(1, "b"), at(0, "a"))).toBe(-1);
  });

  it("one attack: no need to weigh it", () => {
    const expected = vi.fn(() => -5);
    expect(chooser([fighter([["b"]])], expected)(at(0, "a"), at(1, "b"))).toBe(0);
    expect(expected).not.toHaveBeenCalled();
  });

  it("the one of best expected effect among those that reach; the first of equals", () => {
    const value = [3, 7, 7, 9];
    const choose = chooser([fighter([["b"], ["b"], ["b"], ["c"]])], (_a, k) => value[k]);
    expect(choose(at(0, "a"), at(1, "b"))).toBe(1);
    expect(choose(at(0, "a"), at(2, "c"))).toBe(3);
  });

  it("an attack of negative worth is still better than none", () => {
    const choose = chooser([fighter([["b"], ["b"]])], (_a, k) => -10 - k);
    expect(choose(at(0, "a"), at(1, "b"))).toBe(0);
  });

  it("only the usable ones count", () => {
    const choose = chooser(
      [fighter([["b"], ["b"]])],
      (_a, k) => [9, 1][k],
      (_a, k) => k === 1,
    );
    expect(choose(at(0, "a"), at(1, "b"))).toBe(1);
  });

  it("worked out once per attacker and target", () => {
    const expected = vi.fn((_a: Fighting, k: number) => k);
    const choose = chooser(
      [
        fighter([
          ["b", "c"],
          ["b", "c"],
        ]),
        fighter([]),
      ],
      expected,
    );
    expect(choose(at(0, "a"), at(1, "b"))).toBe(1);
    expect(choose(at(0, "a"), at(1, "b"))).toBe(1);
    expect(expected).toHaveBeenCalledTimes(2);
    expect(choose(at(0, "a"), at(2, "c"))).toBe(1);
    expect(expected).toHaveBeenCalledTimes(4);
    expect(choose(at(1, "b"), at(0, "a"))).toBe(-1);
  });
});

describe("each ruleset's model, and the unit it counts harm in", () => {
  const empty = (ruleset: string, options: object) =>
    ({ ...actionDuel(), ruleset, options, fighters: [] }) as unknown as OddsInput;
  it.each([
    ["okrpg", "okrpg", "reaction", ["OkrpgSpending", "OkrpgNoSetups", "OkrpgTide"]],
    ["occult", "occult", "turn", ["OccultSingleShots", "OccultFumbles", "OccultArmorGone"]],
    ["action", "action", "reaction", ["ActionNoFortune", "ActionSetbacks"]],
    ["mano", "mano", "turn", ["ManoOneAction", "ManoStrikesOnly"]],
    ["rounds", "mano", "turn", ["RoundsOneHp", "ManoStrikesOnly"]],
  ])("%s fights as %s, its defence taken on a %s, its notes", (ruleset, unit, defence, notes) => {
    const model = modelFor(empty(ruleset, {}));
    expect(model.harmUnit).toBe(unit);
    expect(model.defence).toBe(defence);
    expect(model.notes.map((n) => n.key)).toEqual(notes);
  });

  it("RULES 5: a Mano a Mano fighter recovers stun at its turn's end; Action Rounds has no such step", () => {
    expect(modelFor(empty("mano", {})).turnEnd).toBeTypeOf("function");
    expect(modelFor(empty("rounds", {})).turnEnd).toBeUndefined();
  });
});

describe("the panel's notes on how the sides were played", () => {
  const model = (defence: OddsModel["defence"]) => ({ defence }) as OddsModel;
  const keys = (input: OddsInput, m = model("reaction"), undecided = 0) =>
    policyNotes(input, m, undecided);

  it("the focus and no movement, always; the defence off by default", () => {
    expect(keys(actionDuel())).toEqual([
      { key: "Focus.weakest" },
      { key: "NoMovement" },
      { key: "DefenceOff" },
    ]);
    expect(
      keys(actionDuel({ policy: { focus: "spread", defensive: false, flee: "never" } }))[0],
    ).toEqual({
      key: "Focus.spread",
    });
  });

  it("a defence the mode prices as a reaction, or one the mode does not price", () => {
    const on = { focus: "weakest", defensive: true, flee: "never" } as const;
    expect(keys(actionDuel({ policy: on, mode: "shots" }))[2]).toEqual({ key: "Defence.action" });
    expect(keys(actionDuel({ policy: on, mode: "ladder" }))[2]).toEqual({ key: "Defence.action" });
    expect(keys(actionDuel({ policy: on, mode: "standard" }))[2]).toEqual({
      key: "DefenceNotInMode",
      data: { mode: "standard" },
    });
    expect(keys(actionDuel({ policy: on, mode: "standard" }), model("turn"))[2]).toEqual({
      key: "Defence.action",
    });
  });

  it("fleeing NPCs at the share the GM set, or none to flee", () => {
    const flee = (share: "quarter" | "half" | "threeQuarters") =>
      keys(actionDuel({ policy: { focus: "weakest", defensive: false, flee: share } }))[3];
    expect(flee("quarter")).toEqual({ key: "Flee", data: { share: 25 } });
    expect(flee("threeQuarters")).toEqual({ key: "Flee", data: { share: 75 } });
    const duel = actionDuel({ policy: { focus: "weakest", defensive: false, flee: "half" } });
    const players = { ...duel, fighters: duel.fighters.map((f) => ({ ...f, npc: false })) };
    expect(keys(players)[3]).toEqual({ key: "FleeNoNpc" });
    expect(keys(actionDuel())).toHaveLength(3);
  });

  it("undecided fights: the round limit and their share in tenths of a percent", () => {
    expect(keys(actionDuel(), model("reaction"), 0.12345)[3]).toEqual({
      key: "Undecided",
      data: { limit: 30, share: 12.3 },
    });
    expect(keys(actionDuel({ roundLimit: 3 }), model("reaction"), 0.5)[3]).toEqual({
      key: "Undecided",
      data: { limit: 3, share: 50 },
    });
  });
});
