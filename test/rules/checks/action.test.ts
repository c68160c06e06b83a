import { describe, expect, it } from "vitest";
import { successChance } from "../../../src/rules/action";
import { checkById, checksFor } from "../../../src/rules/checks";
import type { CheckValues } from "../../../src/rules/checks";
import en from "../../../lang/en.json";
import { fred as character } from "./fred";

/*
 * The Action checks a sheet offers (seed 002), with the seed's own numbers: Fred tagging Peter
 * against the higher of Maneuver 10 and Dodge 13, assists to at most +3, a group of four mooks
 * acting as one at +3, four climbers at −4, and Hits and Fortune back after a session.
 */

const schtick = (id: string, skill: string, bonus: number, trigger = "none") => ({
  id,
  name: id,
  type: "action-schtick",
  system: { skill, bonus, trigger, action: "trigger" },
});

const stunt = checkById("action", "stunt");
const total = (lines: readonly { label: string; value: string; total?: boolean }[]) =>
  lines.filter((l) => l.total).map((l) => l.value);
const sum = (odds: readonly { chance: number }[]) => odds.reduce((a, b) => a + b.chance, 0);

describe("Action checks (seed 002)", () => {
  it("lists the stunt, the assist, the team action and the GM's new session", () => {
    expect(checksFor("action").map((c) => c.id)).toEqual(["stunt", "assist", "team", "session"]);
    expect(checkById("action", "session").gmOnly).toBe(true);
  });

  it("Fred tags Peter: of Maneuver 10 and Dodge 13 the higher, 13, applies", () => {
    const fred = character();
    const values: CheckValues = {
      skill: "maneuver",
      mode: "standard",
      difficulty1: 10,
      difficulty2: 13,
    };
    const plan = stunt.plan(fred, values);
    expect(total(plan.lines)).toEqual(["12", "13"]);
    expect(sum(plan.odds)).toBeCloseTo(1, 12);
    // the bands split a success exactly: windfall + success + marginal
    const chance = (key: string) => plan.odds.find((b) => b.label.endsWith(key))!.chance;
    expect(chance("windfall") + chance("success") + chance("marginal")).toBeCloseTo(
      successChance({ skill: 12, difficulty: 13 }),
      12,
    );
    // 3 − 2 = +1: 12 + 1 = 13 is exactly the difficulty, a marginal success
    const read = stunt.outcome(fred, values, [3, 2]);
    expect(read.result).toBe("ACTION_ENGINE.Check.action.Result.marginal");
    expect(total(read.lines)).toEqual(["0"]);
    // boxcars: 6 + 6 + 3 against 6 + 1 is +8, a windfall; 6 + 2 against 6 + 5 is −3, a fumble
    expect(stunt.outcome(fred, values, [6, 6, 3, 6, 1]).result).toBe(
      "ACTION_ENGINE.Check.action.Result.windfall",
    );
    expect(stunt.outcome(fred, values, [6, 2, 6, 5]).result).toBe(
      "ACTION_ENGINE.Check.action.Result.fumble",
    );
  });

  it("schticks for the skill never stack (the best counts); a defence schtick is not offered", () => {
    const fred = character({}, [
      schtick("wallRun", "maneuver", 1),
      schtick("parkour", "Maneuver", 2),
      schtick("activeDefense", "dodge", 3, "defense"),
    ]);
    const ids = stunt.fields(fred).map((f) => f.id);
    expect(ids).toContain("schtick.wallRun");
    expect(ids).not.toContain("schtick.activeDefense");
    const values = { skill: "maneuver", "schtick.wallRun": true, "schtick.parkour": true };
    expect(total(stunt.plan(fred, values).lines)[0]).toBe("14");
    // a schtick for another skill does not count on this roll
    expect(total(stunt.plan(fred, { ...values, skill: "shoot" }).lines)[0]).toBe("8");
  });

  it("Advantage spent from the pool stacks and leaves the pool on Apply", () => {
    const fred = character({ advantage: 3 });
    const values = { skill: "maneuver", advantage: 2, assistants: 1 };
    expect(total(stunt.plan(fred, values).lines)[0]).toBe("15");
    const read = stunt.outcome(fred, values, [4, 4]);
    expect(read.paths).toEqual(["system.advantage"]);
    expect(stunt.apply(values, [4, 4], { "system.advantage": 3 })).toEqual({
      "system.advantage": 1,
    });
    expect(() => stunt.apply(values, [4, 4], { "system.advantage": 1 })).toThrow(/only 1 is left/);
    expect(() => stunt.plan(fred, { skill: "maneuver", advantage: 4 })).toThrow();
  });

  it("assistants add +1 each, at most +3; an unnamed group of four acts as one at +3", () => {
    expect(total(stunt.plan(character(), { skill: "maneuver", assistants: 5 }).lines)[0]).toBe(
      "15",
    );
    const thugs = character({ named: false, role: "mook", skills: { maneuver: 7 } });
    expect(stunt.fields(thugs).map((f) => f.id)).toContain("group");
    expect(total(stunt.plan(thugs, { skill: "maneuver" }).lines)[0]).toBe("10");
    expect(total(stunt.plan(thugs, { skill: "maneuver", group: 2 }).lines)[0]).toBe("8");
  });

  it("an assist: no roll for a helper at least as skilled; otherwise a confident roll against the friend", () => {
    const assist = checkById("action", "assist");
    const fred = character();
    const easy = assist.plan(fred, { skill: "maneuver", friend: 10 });
    expect(easy.dice).toEqual({ kind: "none" });
    expect(assist.outcome(fred, { skill: "maneuver", friend: 10 }, []).result).toBe(
      "ACTION_ENGINE.Check.action.assist.helped",
    );
    // Shoot 8 helping a friend of 10: a confident roll of +2 or more
    const hard = { skill: "shoot", friend: 10 };
    expect(assist.plan(fred, hard).dice).toEqual({ kind: "action", closed: false });
    expect(sum(assist.plan(fred, hard).odds)).toBeCloseTo(1, 12);
    // 1 and 3: confident, so the higher die is positive: +2
    expect(assist.outcome(fred, hard, [1, 3]).result).toBe(
      "ACTION_ENGINE.Check.action.assist.helped",
    );
    expect(assist.outcome(fred, hard, [2, 1]).result).toBe(
      "ACTION_ENGINE.Check.action.Result.failure",
    );
  });

  it("four climbers: a pair of dice each, every one at −4; the team goes by the best check", () => {
    const team = checkById("action", "team");
    const values = { skill: "maneuver", mate1: 10, mate2: 9, mate3: 6, difficulty1: 10 };
    const plan = team.plan(character(), values);
    expect(plan.dice).toEqual({ kind: "action", closed: false, rolls: 4 });
    expect(plan.lines.map((l) => l.value)).toEqual(["12", "10, 9, 6", "\u22124", "10"]);
    expect(sum(plan.odds)).toBeCloseTo(1, 12);
    // Fred 12 − 4 rolls +1 (9); the others 6 + 3 = 9, 5 − 1 = 4, 2 + 0 = 2: the best, 9, fails 10
    const faces = [3, 2, 4, 1, 2, 3, 5, 5];
    const missed = team.outcome(character(), values, faces);
    expect(missed.result).toBe("ACTION_ENGINE.Check.action.Result.failure");
    // a teammate's +(6+2) −1 lifts the team: 6 + 7 = 13 against 10, outcome +3
    const lifted = team.outcome(character(), values, [3, 2, 6, 2, 1, 2, 3, 5, 5]);
    expect(lifted.result).toBe("ACTION_ENGINE.Check.action.Result.success");
    expect(total(lifted.lines)).toEqual(["+3"]);
    // Fred rolls boxcars and fails (12 − 4 + (6+1) − (6+5) = 4): in trouble though the team succeeds
    const trouble = team.outcome(character(), values, [6, 1, 6, 5, 6, 2, 1, 2, 3, 5, 5]);
    expect(trouble.result).toBe("ACTION_ENGINE.Check.action.Result.success");
    expect(trouble.lines.at(-1)).toEqual({
      label: "ACTION_ENGINE.Check.action.team.inTrouble",
      value: "1",
    });
  });

  it("the team's odds: two at Maneuver 12 against 13 (−2 each: 10) succeed when either does", () => {
    const team = checkById("action", "team");
    const two = team.plan(character(), { skill: "maneuver", mate1: 12, difficulty1: 13 });
    const one = successChance({ skill: 10, difficulty: 13 });
    const chanceOf = (label: string) => two.odds.find((o) => o.label.endsWith(`.${label}`))!.chance;
    const success = ["windfall", "success", "marginal"].map(chanceOf).reduce((a, b) => a + b);
    expect(success).toBeCloseTo(1 - (1 - one) ** 2, 12);
    expect(sum(two.odds)).toBeCloseTo(1, 12);
    // a skill pushed below zero still has exact odds; with no teammate it is refused
    const low = team.plan(character({ skills: { maneuver: 1 } }), { skill: "maneuver", mate1: 1 });
    expect(sum(low.odds)).toBeCloseTo(1, 12);
    expect(() => team.plan(character(), { skill: "maneuver", mate1: 0 })).toThrow(/no teammate/);
  });

  it("a new session gives a hero every Hit and Fortune point back, in one write", () => {
    const session = checkById("action", "session");
    const hurt = character({ hits: { value: 1, max: 4 }, fortune: { value: 0, max: 5 } });
    expect(session.unavailable!(hurt)).toBeNull();
    expect(session.plan(hurt, {}).odds).toEqual([
      { label: "ACTION_ENGINE.Check.action.session.restored", chance: 1, tone: "success" },
    ]);
    expect(session.outcome(hurt, {}, []).paths).toEqual([
      "system.hits.value",
      "system.fortune.value",
      "system.hits.max",
      "system.fortune.max",
    ]);
    const now = {
      "system.hits.value": 1,
      "system.fortune.value": 0,
      "system.hits.max": 4,
      "system.fortune.max": 5,
    };
    expect(session.apply({}, [], now)).toEqual({
      "system.hits.value": 4,
      "system.fortune.value": 5,
    });
    expect(session.unavailable!(character())).toBe("ACTION_ENGINE.Check.action.session.full");
    expect(session.unavailable!(character({ role: "mook" }))).toBe(
      "ACTION_ENGINE.Check.action.session.onlyHeroes",
    );
  });

  it("every word a check shows is a lang key of lang/en.json (a schtick shows its own name)", () => {
    const has = (key: string) =>
      typeof key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) ===
      "string";
    const fred = character({ advantage: 2, hits: { value: 1, max: 4 } }, [
      schtick("wallRun", "maneuver", 1),
    ]);
    const keys: string[] = [];
    for (const c of checksFor("action")) {
      keys.push(c.label, c.hint);
      const fields = c.fields(fred);
      for (const f of fields) {
        if (!f.id.startsWith("schtick.")) keys.push(f.label);
        if (f.hint) keys.push(f.hint);
        for (const choice of f.choices ?? []) if (choice.label !== "Fight") keys.push(choice.label);
      }
      const values = { skill: "shoot", friend: 12, mate1: 9, advantage: 1, assistants: 1 };
      const plan = c.plan(fred, values);
      keys.push(...plan.odds.map((b) => b.label), ...plan.lines.map((l) => l.label));
      // a team rolls a pair for each member: the others roll +3 −2
      const others = plan.dice.kind === "action" ? (plan.dice.rolls ?? 1) - 1 : 0;
      const rolled = (first: number[]) =>
        plan.dice.kind === "none" ? [] : [...first, ...Array(others).fill([3, 2]).flat()];
      for (const read of [
        c.outcome(fred, values, rolled([6, 6, 2, 6, 1])),
        c.outcome(fred, values, rolled([6, 2, 6, 5])),
      ])
        keys.push(read.result, ...read.lines.map((l) => l.label));
    }
    keys.push(checkById("action", "session").unavailable!(character({ role: "mook" }))!);
    keys.push(checkById("action", "session").unavailable!(character())!);
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
