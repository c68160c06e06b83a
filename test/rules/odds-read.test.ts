import { describe, expect, it } from "vitest";
import {
  DEFAULT_POLICY,
  DEFAULT_RUNS,
  MAX_RUNS,
  MIN_RUNS,
  readOddsInput,
  readPolicy,
  readRuns,
  readSeed,
  ROUND_LIMIT,
} from "../../src/rules/odds";
import { fleeShare } from "../../src/rules/odds/policy";
import { standard } from "../../src/rules/sequencing";
import { actionDuel } from "./odds-duel";
import { named } from "./refusal-cases";

/*
 * The odds' input as a macro may hand it over: every part read with the rules' own checks, the
 * defaults filled in, and anything malformed refused with a message naming it.
 */

const duel = actionDuel();
const [fred, viper] = duel.fighters;
const withFighter = (change: Record<string, unknown>) => ({
  ...duel,
  fighters: [{ ...fred, ...change }, viper],
});
const withAttack = (change: Record<string, unknown>) =>
  withFighter({ attacks: [{ ...fred.attacks[0], ...change }] });

describe("the odds' policy: a few switches, the rest by default", () => {
  it("left out, it is the default: focus on the weakest, no defence, nobody flees", () => {
    expect(readPolicy()).toStrictEqual({ focus: "weakest", defensive: false, flee: "never" });
    expect(readPolicy(null)).toStrictEqual(DEFAULT_POLICY);
    expect(readPolicy({})).toStrictEqual(DEFAULT_POLICY);
  });

  it("each switch is read as given", () => {
    expect(readPolicy({ focus: "spread", defensive: true, flee: "half" })).toStrictEqual({
      focus: "spread",
      defensive: true,
      flee: "half",
    });
  });

  it.each(
    named([
      [() => readPolicy("weakest"), 'policy must be a group of fields, got "weakest".'],
      [
        () => readPolicy({ focus: "strongest" }),
        /^focus must be one of weakest, spread, got "strongest"/,
      ],
      [() => readPolicy({ defensive: "yes" }), 'defensive must be true or false, got "yes".'],
      [
        () => readPolicy({ flee: "always" }),
        /^flee must be one of never, quarter, half, threeQuarters/,
      ],
    ]),
  )("%s", (_title, call, message) => expect(call).toThrow(message));

  it("NPCs flee once a quarter, half or three quarters of their side is down; never: not at all", () => {
    expect(fleeShare("quarter")).toBe(0.25);
    expect(fleeShare("half")).toBe(0.5);
    expect(fleeShare("threeQuarters")).toBe(0.75);
    expect(fleeShare("never")).toBe(Infinity);
    expect(() => fleeShare("sometimes" as never)).toThrow(/^flee must be one of/);
  });
});

describe("how many fights a run plays: 100 … 100,000, 2,000 unless told", () => {
  it("2,000 when left out", () => {
    expect(DEFAULT_RUNS).toBe(2000);
    expect(readRuns()).toBe(2000);
    expect(readRuns(null)).toBe(2000);
  });

  it("the bounds themselves are allowed", () => {
    expect([MIN_RUNS, MAX_RUNS]).toEqual([100, 100_000]);
    expect(readRuns(100)).toBe(100);
    expect(readRuns(100_000)).toBe(100_000);
  });

  it.each(
    named([
      [() => readRuns(99), "runs must be between 100 and 100000, got 99."],
      [() => readRuns(100_001), "runs must be between 100 and 100000, got 100001."],
      [() => readRuns(150.5), "runs must be a whole number, got 150.5."],
    ]),
  )("%s", (_title, call, message) => expect(call).toThrow(message));
});

describe("the seed: any 32-bit integer, signed or not", () => {
  it("from −2³¹ to 2³² − 1", () => {
    expect(readSeed(-(2 ** 31))).toBe(-2147483648);
    expect(readSeed(2 ** 32 - 1)).toBe(4294967295);
  });

  it.each(
    named([
      [
        () => readSeed(-(2 ** 31) - 1),
        /^seed must be between -2147483648 and 4294967295, got -2147483649/,
      ],
      [() => readSeed(2 ** 32), /^seed must be between -2147483648 and 4294967295, got 4294967296/],
      [() => readSeed(1.5), "seed must be a whole number, got 1.5."],
    ]),
  )("%s", (_title, call, message) => expect(call).toThrow(message));
});

describe("the odds' input: defaults for what a macro leaves out", () => {
  const bare = {
    ruleset: "action",
    mode: "standard",
    fighters: duel.fighters,
  };

  it("no notes, no round options, no tide luck, the default policy, 2,000 fights, seed 0, 30 rounds", () => {
    const read = readOddsInput(bare);
    expect(read.notes).toStrictEqual([]);
    expect(read.round).toStrictEqual({ tideEveryRound: false, simplified: false });
    expect("tideLuck" in read).toBe(false);
    expect(read.policy).toStrictEqual(DEFAULT_POLICY);
    expect(read.runs).toBe(2000);
    expect(read.seed).toBe(0);
    expect(read.roundLimit).toBe(ROUND_LIMIT);
    expect(ROUND_LIMIT).toBe(30);
    expect(read.now).toStrictEqual({ round: 0, state: null });
    expect(read.options).toStrictEqual({ simplifiedInitiative: false });
    expect(read.fighters).toStrictEqual(duel.fighters);
  });

  it("what it gives is read as given", () => {
    const read = readOddsInput({
      ...bare,
      options: { simplifiedInitiative: true },
      round: { tideEveryRound: true, simplified: true },
      notes: [{ key: "RangeAssumed", data: { names: "Pistol" } }, { key: "NoWeapon" }],
      policy: { focus: "spread" },
      runs: 500,
      seed: 7,
      roundLimit: 1,
    });
    expect(read.options).toStrictEqual({ simplifiedInitiative: true });
    expect(read.round).toStrictEqual({ tideEveryRound: true, simplified: true });
    expect(read.notes).toStrictEqual([
      { key: "RangeAssumed", data: { names: "Pistol" } },
      { key: "NoWeapon" },
    ]);
    expect(read.policy.focus).toBe("spread");
    expect([read.runs, read.seed, read.roundLimit]).toEqual([500, 7, 1]);
  });

  it("RULES 1.9: each side's tide luck, normal where a side is left out", () => {
    expect(readOddsInput({ ...bare, tideLuck: { hostile: "blessed" } }).tideLuck).toStrictEqual({
      friendly: "normal",
      hostile: "blessed",
    });
    expect(readOddsInput({ ...bare, tideLuck: { friendly: "unlucky" } }).tideLuck).toStrictEqual({
      friendly: "unlucky",
      hostile: "normal",
    });
    expect("tideLuck" in readOddsInput({ ...bare, tideLuck: null })).toBe(false);
  });

  it("before the start the round is 0 whatever it says; from a state, at least the first", () => {
    expect(readOddsInput({ ...bare, now: { round: 5 } }).now).toStrictEqual({
      round: 0,
      state: null,
    });
    const state = standard.start([
      { id: "fred", roll: 10, modifier: 0 },
      { id: "viper", roll: 12, modifier: 0 },
    ]);
    expect(readOddsInput({ ...bare, now: { round: 0, state } }).now.round).toBe(1);
    expect(readOddsInput({ ...bare, now: { state } }).now.round).toBe(1);
    const now = readOddsInput({ ...bare, now: { round: 4, state } }).now;
    expect(now.round).toBe(4);
    expect(now.state).toStrictEqual(state);
    expect(readOddsInput({ ...bare, now: { round: 1_000_000 } }).now.round).toBe(0);
  });

  it("a round limit of 1 … 30", () => {
    expect(readOddsInput({ ...bare, roundLimit: 30 }).roundLimit).toBe(30);
    expect(() => readOddsInput({ ...bare, roundLimit: 0 })).toThrow(
      "round limit must be between 1 and 30, got 0.",
    );
    expect(() => readOddsInput({ ...bare, roundLimit: 31 })).toThrow(
      "round limit must be between 1 and 30, got 31.",
    );
  });
});

describe("a malformed input is refused with what is wrong", () => {
  const state = standard.start([
    { id: "fred", roll: 10, modifier: 0 },
    { id: "viper", roll: 12, modifier: 0 },
  ]);
  it.each(
    named([
      [() => readOddsInput("fight"), 'odds input must be a group of fields, got "fight".'],
      [() => readOddsInput({ ...duel, ruleset: "chess" }), /^ruleset must be one of/],
      [() => readOddsInput({ ...duel, mode: "chaos" }), /^mode must be one of/],
      [() => readOddsInput({ ...duel, fighters: "all" }), 'fighters must be a list, got "all".'],
      [
        () => readOddsInput({ ...duel, fighters: [3] }),
        "fighter #1 must be a group of fields, got 3.",
      ],
      [() => readOddsInput(withFighter({ id: 3 })), "fighter #1 id must be text, got 3."],
      [() => readOddsInput(withFighter({ name: null })), /^fighter #1 name must be text/],
      [
        () => readOddsInput(withFighter({ side: "neutral" })),
        /^side of fred must be one of friendly, hostile/,
      ],
      [
        () => readOddsInput(withFighter({ npc: "no" })),
        'npc of fred must be true or false, got "no".',
      ],
      [() => readOddsInput(withFighter({ out: 0 })), "out of fred must be true or false, got 0."],
      [
        () => readOddsInput(withFighter({ turn: 1 })),
        "turn of fred must be a group of fields, got 1.",
      ],
      [
        () => readOddsInput(withFighter({ target: [] })),
        /^target of fred must be a group of fields/,
      ],
      [
        () => readOddsInput(withFighter({ ruleset: "okrpg" })),
        "fighter fred of okrpg is not allowed: the fight is action.",
      ],
      [() => readOddsInput(withFighter({ attacks: {} })), /^attacks of fred must be a list/],
      [
        () => readOddsInput(withFighter({ attacks: [1] })),
        "attack #1 of fred must be a group of fields, got 1.",
      ],
      [() => readOddsInput(withAttack({ weapon: 1 })), "weapon must be text, got 1."],
      [() => readOddsInput(withAttack({ weaponId: 1 })), "weapon id must be text, got 1."],
      [
        () => readOddsInput(withAttack({ card: 1 })),
        "attack card must be a group of fields, got 1.",
      ],
      [
        () => readOddsInput(withAttack({ targets: 1 })),
        "attack targets must be a group of fields, got 1.",
      ],
      [
        () => readOddsInput(withAttack({ guarded: 1 })),
        "guarded targets must be a group of fields, got 1.",
      ],
      [
        () => readOddsInput({ ...duel, fighters: [fred, viper, fred] }),
        "listing fighter fred twice is not allowed: each fights once.",
      ],
      [() => readOddsInput({ ...duel, now: 1 }), "now must be a group of fields, got 1."],
      [
        () => readOddsInput({ ...duel, now: { round: -1 } }),
        /^round must be between 0 and 1000000/,
      ],
      [
        () => readOddsInput({ ...duel, now: { round: 1_000_001 } }),
        /^round must be between 0 and 1000000/,
      ],
      [
        () =>
          readOddsInput({
            ...duel,
            now: { round: 1, state: { ...state, ids: ["fred", "nobody"] } },
          }),
        /^the tracker's state is not allowed: /,
      ],
      [
        () => readOddsInput({ ...duel, round: 1 }),
        "round options must be a group of fields, got 1.",
      ],
      [
        () => readOddsInput({ ...duel, round: { simplified: 1 } }),
        "simplified must be true or false, got 1.",
      ],
      [
        () => readOddsInput({ ...duel, round: { tideEveryRound: 1 } }),
        "tideEveryRound must be true or false, got 1.",
      ],
      [
        () => readOddsInput({ ...duel, tideLuck: 1 }),
        "tide luck must be a group of fields, got 1.",
      ],
      [
        () => readOddsInput({ ...duel, tideLuck: { friendly: "lucky" } }),
        /^friendly tide luck must be one of/,
      ],
      [
        () => readOddsInput({ ...duel, tideLuck: { hostile: "lucky" } }),
        /^hostile tide luck must be one of/,
      ],
      [() => readOddsInput({ ...duel, notes: "x" }), 'notes must be a list, got "x".'],
      [
        () => readOddsInput({ ...duel, notes: [{ key: "A" }, 1] }),
        "note #2 must be a group of fields, got 1.",
      ],
      [() => readOddsInput({ ...duel, notes: [{ key: "A" }, {}] }), /^note #2 key must be text/],
      [
        () => readOddsInput({ ...duel, notes: [{ key: "A", data: 1 }] }),
        "note #1 data must be a group of fields, got 1.",
      ],
      [() => readOddsInput({ ...duel, policy: { flee: "now" } }), /^flee must be one of/],
      [() => readOddsInput({ ...duel, runs: 10 }), /^runs must be between 100 and 100000/],
      [() => readOddsInput({ ...duel, seed: "x" }), /^seed must be a number/],
    ]),
  )("%s", (_title, call, message) => expect(call).toThrow(message));

  it("a state read against the fighters listed: an id the encounter lacks is refused", () => {
    const lone = standard.start([{ id: "fred", roll: 10, modifier: 0 }]);
    expect(readOddsInput({ ...duel, now: { round: 2, state: lone } }).now.state).toStrictEqual(
      lone,
    );
    const ghost = standard.start([
      { id: "fred", roll: 10, modifier: 0 },
      { id: "ghost", roll: 12, modifier: 0 },
    ]);
    expect(() => readOddsInput({ ...duel, now: { round: 2, state: ghost } })).toThrow(
      /^the tracker's state is not allowed: .*ghost/,
    );
  });
});
