import { describe, expect, it } from "vitest";
import { engineOf } from "../../../src/combat/engines";
import { seeded } from "../../../src/rules/dice";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/errors";
import { simulate, simulation, type OddsInput, type OddsResult } from "../../../src/rules/odds";
import { RULESET_IDS, SEQUENCING_MODES } from "../../../src/rules/rulesets";
import { table } from "../../browser/host-world";
import { encounterOf, fourAgainstSix, inputOf } from "./fights";

/*
 * The odds as a whole: the same seed gives the same answer however the fights are sliced, the
 * shares add up, every ruleset plays in every tracker mode from before the start and from mid-round,
 * the policy's switches change what they say, and bad input is refused with its reason.
 */

const total = (r: OddsResult) => r.wins.friendly + r.wins.hostile + r.undecided;

describe("one seed, one answer", () => {
  it("the same seed gives the same result, played at once or a few fights at a time", () => {
    const input = fourAgainstSix("okrpg", { runs: 300, seed: 42 });
    const once = simulate(input);
    const sliced = simulation(input);
    while (sliced.played < sliced.runs) sliced.play(7);
    expect(sliced.result()).toEqual(once);
    expect(simulate(input)).toEqual(once);
  });

  it("another seed plays other fights", () => {
    const input = fourAgainstSix("mano", { runs: 300, seed: 1 });
    expect(simulate({ ...input, seed: 2 })).not.toEqual(simulate(input));
  });

  it("the result is plain data (it crosses to the worker and back as JSON)", () => {
    const result = simulate(fourAgainstSix("occult", { runs: 100 }));
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe("every ruleset in every tracker mode", () => {
  for (const ruleset of RULESET_IDS)
    for (const mode of SEQUENCING_MODES)
      it(`${ruleset} in ${mode}: before the start and from mid-round, the shares add up`, async () => {
        const t = table(ruleset, seeded(ruleset.length * 7 + mode.length));
        t.tracker.follow(t.store.ids());
        await t.tracker.perform({ action: "setMode", mode });
        const before = simulate(inputOf(t, { runs: 100, seed: 3 }));
        expect(total(before)).toBeCloseTo(1, 10);
        await t.tracker.perform({ action: "startCombat" });
        const snapshot = t.tracker.snapshot!;
        const input = inputOf(t, { runs: 100, seed: 3 });
        expect(input.now.round).toBe(1);
        expect(input.now.state).toEqual(snapshot.state);
        const during = simulate(input);
        expect(total(during)).toBeCloseTo(1, 10);
        expect(during.rounds.reduce((s, n) => s + n, 0)).toBeCloseTo(1 - during.undecided, 10);
        // from mid-round, the engine's own state decides who acts next: nobody left the fight
        expect(engineOf(mode).ids(input.now.state!)).toEqual(engineOf(mode).ids(snapshot.state!));
      });
});

describe("the policy's switches", () => {
  it("a fighter already defeated counts as down in every fight", async () => {
    const t = encounterOf("action", 2, 3);
    const victim = t.tracker.snapshot!.combatants.find((c) => c.side === "friendly")!;
    t.store.updateActor(victim.id, { "system.hits.value": 0 });
    t.tracker.followDefeats();
    const result = simulate(inputOf(t, { runs: 100 }));
    expect(result.fighters.find((f) => f.id === victim.id)!.down).toBe(1);
  });

  it("NPCs flee once their side has lost the share the GM set, and the panel says so", () => {
    const input = fourAgainstSix("okrpg", { runs: 400 });
    const holding = simulate(input);
    const fleeing = simulate({ ...input, policy: { ...input.policy, flee: "quarter" } });
    const fled = fleeing.fighters.filter((f) => f.side === "hostile").map((f) => f.fled);
    expect(Math.max(...fled)).toBeGreaterThan(0);
    expect(holding.fighters.every((f) => f.fled === 0)).toBe(true);
    expect(fleeing.notes).toContainEqual({ key: "Flee", data: { share: 25 } });
    // the playground's friendly side stands for the players: its fighters never flee
    expect(fleeing.fighters.filter((f) => f.side === "friendly").every((f) => f.fled === 0)).toBe(
      true,
    );
  });

  it("spreading the attacks takes down fewer of the enemy than focusing on the weakest", () => {
    const input = fourAgainstSix("action", { runs: 400 });
    const downs = (r: OddsResult) =>
      r.fighters.filter((f) => f.side === "hostile").reduce((s, f) => s + f.down, 0);
    const focused = simulate(input);
    const spread = simulate({ ...input, policy: { ...input.policy, focus: "spread" } });
    expect(downs(spread)).toBeLessThan(downs(focused));
    expect(spread.notes).toContainEqual({ key: "Focus.spread" });
  });

  it("OK RPG's active defence costs AP on the ladder (RULES 1.8) and changes the odds", () => {
    const input = fourAgainstSix("okrpg", { runs: 400 });
    const plain = simulate(input);
    const defended = simulate({ ...input, policy: { ...input.policy, defensive: true } });
    expect(defended.wins).not.toEqual(plain.wins);
    expect(defended.notes).toContainEqual({ key: "Defence.okrpg" });
    expect(plain.notes).toContainEqual({ key: "DefenceOff" });
  });

  it("a reaction the mode does not price is not taken, and the note says so", async () => {
    const t = encounterOf("okrpg", 2, 2);
    await t.tracker.perform({ action: "setMode", mode: "turns" });
    const input = inputOf(t, { runs: 100 });
    const result = simulate({ ...input, policy: { ...input.policy, defensive: true } });
    expect(result.notes).toContainEqual({ key: "DefenceNotInMode", data: { mode: "turns" } });
  });

  it("the rolls that decided most lost fights name the roll, the attacker and the victim", () => {
    const result = simulate(fourAgainstSix("action", { runs: 500 }));
    expect(result.wins.hostile).toBeGreaterThan(0.5);
    expect(result.deciding.length).toBeGreaterThan(0);
    for (const roll of result.deciding) {
      expect(roll.share).toBeGreaterThanOrEqual(0.1);
      expect(result.fighters.some((f) => f.name === roll.victim && f.side === "friendly")).toBe(
        true,
      );
    }
  });
});

describe("bad input is refused with its reason", () => {
  const input = (): OddsInput => fourAgainstSix("occult", { runs: 100 });

  it("runs outside 100 … 100,000", () => {
    expect(() => simulate({ ...input(), runs: 50 })).toThrow(RulesRangeError);
    expect(() => simulate({ ...input(), runs: 50 })).toThrow(/runs/);
  });

  it("a policy that is not one", () => {
    expect(() => simulate({ ...input(), policy: { focus: "strongest" } })).toThrow(/focus/);
    expect(() => simulate({ ...input(), policy: { defensive: "yes" } })).toThrow(RulesTypeError);
  });

  it("a fighter listed twice, or of another ruleset", () => {
    const i = input();
    expect(() => simulate({ ...i, fighters: [...i.fighters, i.fighters[0]] })).toThrow(/twice/);
    expect(() => simulate({ ...i, ruleset: "action" })).toThrow(/occult/);
  });

  it("a damaged tracker state", () => {
    expect(() => simulate({ ...input(), now: { round: 2, state: { ids: ["nobody"] } } })).toThrow(
      /tracker's state/,
    );
  });

  it("a seed that is no 32-bit integer", () => {
    expect(() => simulate({ ...input(), seed: 1.5 })).toThrow(/seed/);
  });
});
