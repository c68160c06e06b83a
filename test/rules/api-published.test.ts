import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules";
import * as rawCards from "../../src/rules/cards";
import { isRulesError } from "../../src/rules/errors";
import * as engines from "../../src/rules/sequencing";
import { VALID_CALLS } from "./api/valid-calls";
import { named } from "./refusal-cases";

/*
 * The engines and the attack cards as the rules API publishes them (src/rules/api): each function
 * handed a stored state has it checked at its entry by the reader its kind is read back with, and
 * plays a sound one exactly as the rules do. The bad-input sweeps (test/rules/api) call every
 * function with bad values; these tests name which argument of which function is stored state.
 */

type Fn = (...args: unknown[]) => unknown;

/** A function of the published API or of the rules behind it, by its dotted name. */
function at(root: object, name: string): Fn {
  return name
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root) as Fn;
}

const RAW = { cards: rawCards, sequencing: engines };
const published = Object.keys(VALID_CALLS).filter(
  (name) => name.startsWith("cards.") || name.startsWith("sequencing."),
);

function refusal(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (isRulesError(error)) return error.message;
    throw error;
  }
  throw new Error("the call was not refused");
}

describe("the engines and cards the rules API publishes", () => {
  it.each(published)("%s answers its valid call as the rules behind it do", (name) => {
    const call = VALID_CALLS[name];
    // an answer that is a function (readyHp.poolOf) is compared by its source
    const answer = (root: object) => {
      const value = at(root, name)(...call.args());
      return typeof value === "function" ? String(value) : value;
    };
    expect(answer(rules)).toEqual(answer(RAW));
  });

  it("keeps each function's name, passes constants through as they are, and cannot be changed", () => {
    expect(rules.cards.okrpg.menu.name).toBe("menu");
    expect(rules.sequencing.ladder.act.name).toBe("act");
    expect(rules.cards.occult.OCCULT_PATHS).toBe(rawCards.occult.OCCULT_PATHS);
    expect(Object.isFrozen(rules.cards)).toBe(true);
    expect(Object.isFrozen(rules.cards.mano)).toBe(true);
    expect(Object.isFrozen(rules.sequencing.shots)).toBe(true);
  });

  it("publishes a function that takes no stored state as the rules' own", () => {
    expect(rules.cards.okrpg.create).toBe(rawCards.okrpg.create);
    expect(rules.cards.mano.strikes).toBe(rawCards.mano.strikes);
    expect(rules.cards.shared.clamp).toBe(rawCards.shared.clamp);
    expect(rules.sequencing.shots.limitBreakCost).toBe(engines.shots.limitBreakCost);
    expect(rules.sequencing.turns.roundsPerTurn).toBe(engines.turns.roundsPerTurn);
  });
});

/** A valid call's arguments with one of them replaced. */
function argsOf(name: string, position: number, value: unknown): unknown[] {
  const args = VALID_CALLS[name].args();
  args[position] =
    typeof value === "function" ? (value as (was: unknown) => unknown)(args[position]) : value;
  return args;
}
/** The published function called with its valid call's arguments, one of them replaced. */
const callWith = (name: string, position: number, value: unknown) =>
  at(rules, name)(...argsOf(name, position, value));
type Fields = Record<string, unknown>;
const withFields = (more: Fields) => (was: unknown) => ({ ...(was as Fields), ...more });
const withResult = (more: Fields) => (was: unknown) => ({
  ...(was as Fields),
  result: { ...((was as Fields).result as Fields), ...more },
});
const interrupt = (more: Fields) => (was: unknown) => ({
  ...(was as Fields),
  interrupt: { ...((was as Fields).interrupt as Fields), ...more },
});
const magazine = (more: Fields) => (was: unknown) => ({
  ...(was as Fields),
  magazine: { capacity: 30, loaded: 30, ...more },
});

describe("a part of a card handed alone to the rules API is checked as its card checks it", () => {
  it.each(
    named([
      // RULES 1.8: the attacker's quickness roll to interrupt, kept on the OK RPG card
      [() => callWith("cards.okrpg.interruptOutcome", 0, "card"), /^card "card" /],
      [
        () => callWith("cards.okrpg.interruptOutcome", 0, interrupt({ quickness: 1.5 })),
        /^interrupt quickness /,
      ],
      [
        () => callWith("cards.okrpg.interruptOutcome", 0, interrupt({ impairment: 1 })),
        /^interrupt impairment /,
      ],
      [
        () => callWith("cards.okrpg.interruptOutcome", 0, interrupt({ fudge: [1, 0, 0] })),
        /^interrupt fudge \[1,0,0\] is not allowed: a roll reads 4 faces/,
      ],
      [
        () => callWith("cards.okrpg.interruptOutcome", 0, interrupt({ fudge: "1100" })),
        /^interrupt fudge "1100" /,
      ],
      [
        () => callWith("cards.okrpg.interruptOutcome", 0, interrupt({ fudge: [2, 0, 0, 0] })),
        /^Fudge face #1 /,
      ],
      [
        () => callWith("cards.okrpg.interruptOutcome", 0, withFields({ interrupt: 3 })),
        /^interrupt 3 /,
      ],
      // the target holding its action (RULES 1.8)
      [() => callWith("cards.okrpg.interruptOutcome", 1, "target"), /^target "target" /],
      [
        () =>
          callWith("cards.okrpg.interruptOutcome", 1, withFields({ holding: { quickness: "2" } })),
        /^holding quickness /,
      ],
      [
        () => callWith("cards.okrpg.interruptOutcome", 1, withFields({ holding: 2 })),
        /^holding 2 /,
      ],
      [
        () => callWith("cards.okrpg.interruptOutcome", 1, withFields({ missing: false })),
        /missing false/,
      ],
      // RULES 2: the weapon's kind and magazine
      [() => callWith("cards.occult.firesRounds", 0, "weapon"), /^weapon "weapon" /],
      [() => callWith("cards.occult.firesRounds", 0, withFields({ kind: "bow" })), /^weapon kind /],
      [
        () => callWith("cards.occult.firesRounds", 0, withFields({ magazine: 30 })),
        /^magazine 30 /,
      ],
      [
        () => callWith("cards.occult.firesRounds", 0, magazine({ capacity: -1 })),
        /^magazine capacity /,
      ],
      [() => callWith("cards.occult.firesRounds", 0, magazine({ loaded: 31 })), /^rounds loaded /],
      [() => callWith("cards.occult.firesRounds", 0, magazine({ loaded: -1 })), /^rounds loaded /],
      // one Occult Ops target: its armor, whether the hit bypassed it
      [() => callWith("cards.occult.defaultApplyTo", 0, "target"), /^target "target" /],
      [
        () => callWith("cards.occult.defaultApplyTo", 0, withFields({ result: null })),
        /^target's result null /,
      ],
      [
        () => callWith("cards.occult.defaultApplyTo", 0, withFields({ armor: { hp: -1 } })),
        /^armor hp /,
      ],
      [() => callWith("cards.occult.defaultApplyTo", 0, withFields({ armor: 4 })), /^armor 4 /],
      [
        () => callWith("cards.occult.defaultApplyTo", 0, withResult({ bypassArmor: "no" })),
        /^result bypassArmor /,
      ],
      [
        () => callWith("cards.occult.defaultApplyTo", 0, withFields({ goneUndone: 1 })),
        /goneUndone 1/,
      ],
      // RULES 3: an Action roll read from its dice
      [() => callWith("cards.action.checkAgainst", 0, "card"), /^card "card" /],
      [() => callWith("cards.action.checkAgainst", 2, "roll"), /^roll "roll" /],
      [
        () => callWith("cards.action.checkAgainst", 2, withFields({ result: 0.5 })),
        /^roll result /,
      ],
      [
        () => callWith("cards.action.checkAgainst", 2, withFields({ positive: -1 })),
        /^roll positive /,
      ],
      [
        () => callWith("cards.action.checkAgainst", 2, withFields({ negative: -1 })),
        /^roll negative /,
      ],
      [
        () => callWith("cards.action.checkAgainst", 2, withFields({ boxcars: 1 })),
        /^roll boxcars /,
      ],
      [
        () => callWith("cards.action.checkAgainst", 2, withFields({ snakeEyes: 1 })),
        /^roll snakeEyes /,
      ],
      [
        () => callWith("cards.action.checkAgainst", 2, withFields({ confident: 1 })),
        /^roll confident /,
      ],
      // RULES 5 and [I-7]: a Mano a Mano or Action Rounds target
      [() => callWith("cards.mano.roundsHitPoints", 0, "target"), /^target "target" /],
      [() => callWith("cards.mano.roundsHitPoints", 0, withResult({ stun: -1 })), /^result stun /],
      [
        () => callWith("cards.mano.roundsHitPoints", 0, withResult({ damage: -1 })),
        /^result damage /,
      ],
      [() => callWith("cards.mano.roundsHitPoints", 0, withFields({ stun: -1 })), /stun/],
      [
        () => callWith("cards.rounds.roundsHitPoints", 0, withFields({ strength: 0.5 })),
        /strength/,
      ],
      [
        () => callWith("cards.rounds.roundsHitPoints", 0, withResult({ damage: 0.5 })),
        /^result damage /,
      ],
    ]),
  )("%s", (_title, call, message) => {
    expect(refusal(call)).toMatch(message);
  });

  it.each(
    named([
      // the helpers every card shares: a card's targets, each named once
      [() => callWith("cards.shared.findTarget", 0, [{ id: "t" }, { id: "t" }]), /t/],
      [() => callWith("cards.shared.findTarget", 0, "targets"), /^targets "targets" /],
      [
        () =>
          callWith("cards.shared.replaceTarget", 0, [
            { id: "t", name: "T", actorUuid: null, missing: 1 },
          ]),
        /missing 1/,
      ],
      [() => callWith("cards.shared.requireNotApplied", 0, "targets"), /^targets "targets" /],
      [() => callWith("cards.shared.anyApplied", 0, "targets"), /^targets "targets" /],
      [() => callWith("cards.shared.applyToTarget", 0, "card"), /^card "card" /],
      [
        () => callWith("cards.shared.applyToTarget", 0, { targets: "targets" }),
        /^targets "targets" /,
      ],
      [
        () => callWith("cards.shared.undoOnTarget", 0, { targets: "targets" }),
        /^targets "targets" /,
      ],
      [
        () => callWith("cards.shared.markMissing", 0, { targets: "targets" }),
        /^targets "targets" /,
      ],
      [() => callWith("cards.shared.markGone", 0, { targets: "targets" }), /^targets "targets" /],
    ]),
  )("%s", (_title, call, message) => {
    expect(refusal(call)).toMatch(message);
  });
});

describe("a part of a card handed alone: what its check reads first", () => {
  it.each(
    named([
      // [I-7]: the hit points from strength, before the result
      [
        () =>
          callWith("cards.rounds.roundsHitPoints", 0, (was: unknown) => ({
            ...(withResult({ stun: -1 })(was) as Fields),
            strength: 0.5,
          })),
        /strength/,
      ],
      // an attack card of another ruleset, by the card's ruleset
      [
        () => callWith("cards.okrpg.menu", 0, VALID_CALLS["cards.action.roll"].args()[0]),
        /^card ruleset must be one of okrpg, got "action"/,
      ],
    ]),
  )("%s", (_title, call, message) => {
    expect(refusal(call)).toMatch(message);
  });
});

describe("a part of a card handed alone reads when sound", () => {
  it.each(
    named([
      [() => callWith("cards.okrpg.interruptOutcome", 0, interrupt({ impairment: undefined })), ""],
      [() => callWith("cards.okrpg.interruptOutcome", 0, interrupt({ impairment: -2 })), ""],
      [() => callWith("cards.okrpg.interruptOutcome", 0, withFields({ interrupt: null })), ""],
      [() => callWith("cards.okrpg.interruptOutcome", 1, withFields({ holding: null })), ""],
      [() => callWith("cards.occult.firesRounds", 0, withFields({ magazine: null })), ""],
      [() => callWith("cards.occult.firesRounds", 0, magazine({ loaded: 0 })), ""],
      [() => callWith("cards.occult.defaultApplyTo", 0, withFields({ armor: null })), ""],
      [() => callWith("cards.rounds.roundsHitPoints", 0, withFields({ strength: 6 })), ""],
    ]),
  )("%s", (_title, call) => {
    expect(call).not.toThrow();
  });
});

describe("an engine's entries handed beside their ids are checked against those ids", () => {
  it.each(
    named([
      [() => callWith("sequencing.ladder.topIds", 1, "entries"), /entries/],
      [
        () =>
          rules.sequencing.ladder.topIds(
            ["a"],
            VALID_CALLS["sequencing.ladder.topIds"].args()[1] as never,
          ),
        /entries/,
      ],
      [() => callWith("sequencing.shots.currentOf", 1, "entries"), /entries/],
      [
        () =>
          rules.sequencing.shots.currentOf(
            ["a"],
            VALID_CALLS["sequencing.shots.currentOf"].args()[1] as never,
            "shots",
          ),
        /entries/,
      ],
    ]),
  )("%s", (_title, call, message) => {
    expect(refusal(call)).toMatch(message);
  });

  it("ids that are no list, or a mode that is no shot count's, are the function's own to refuse", () => {
    const ladderEntries = VALID_CALLS["sequencing.ladder.topIds"].args()[1] as never;
    expect(refusal(() => rules.sequencing.ladder.topIds("a" as never, ladderEntries))).toBe(
      refusal(() => engines.ladder.topIds("a" as never, ladderEntries)),
    );
    const [ids, entries] = VALID_CALLS["sequencing.shots.currentOf"].args() as never[];
    expect(refusal(() => rules.sequencing.shots.currentOf("a" as never, entries, "shots"))).toBe(
      refusal(() => engines.shots.currentOf("a" as never, entries, "shots")),
    );
    expect(refusal(() => rules.sequencing.shots.currentOf(ids, entries, "ladder" as never))).toBe(
      refusal(() => engines.shots.currentOf(ids, entries, "ladder" as never)),
    );
  });

  it("entries that passed beside one list of ids are checked again beside another", () => {
    const entries = Object.freeze(
      (VALID_CALLS["sequencing.ladder.topIds"].args()[1] as object[]).map((block) =>
        Object.freeze(block),
      ),
    ) as never;
    expect(rules.sequencing.ladder.topIds(["a", "b"], entries)).toEqual(
      engines.ladder.topIds(["a", "b"], entries),
    );
    expect(refusal(() => rules.sequencing.ladder.topIds(["a"], entries))).toMatch(/entries/);
  });
});

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
}

describe("a move from a frozen state that passed is a frozen state too", () => {
  it("a card's move answers a frozen card, itself or as the answer's card (Apply)", () => {
    const card = deepFreeze(VALID_CALLS["cards.okrpg.spend"].args()[0]) as never;
    const spent = rules.cards.okrpg.spend(card, "fullDamage", "duel");
    expect(Object.isFrozen(spent)).toBe(true);
    const applied = rules.cards.shared.applyToTarget(
      deepFreeze({ targets: [{ id: "t", name: "T", actorUuid: null }] }),
      "t",
      () => ({ before: { a: 1 }, after: { a: 0 } }),
    );
    expect(Object.isFrozen(applied.card)).toBe(true);
    expect(Object.isFrozen(applied)).toBe(false);
  });

  it("an engine's move answers a frozen state; an answer that is no state (ids) stays the caller's", () => {
    const state = deepFreeze(
      engines.ladder.start([
        { id: "a", roll: 4 },
        { id: "b", roll: 3 },
      ]),
    );
    expect(Object.isFrozen(rules.sequencing.ladder.act(state, "a"))).toBe(true);
    expect(Object.isFrozen(rules.sequencing.ladder.next(state))).toBe(false);
    // a state still written to answers a state the caller may write to
    const open = engines.ladder.start([
      { id: "a", roll: 4 },
      { id: "b", roll: 3 },
    ]);
    expect(Object.isFrozen(rules.sequencing.ladder.act(open, "a"))).toBe(false);
  });
});

describe("an answer that is no new state is handed back as it is", () => {
  const shotsState = () =>
    engines.shots.start([
      { id: "a", reflexes: 5, roll: 2, named: true, villain: false },
      { id: "b", reflexes: 4, roll: 1, named: true, villain: true },
    ]);

  it("a shot and the ids acting on it are no state: not frozen", () => {
    const current = rules.sequencing.shots.current(deepFreeze(shotsState()));
    expect(current).toEqual(engines.shots.current(shotsState()));
    expect(Object.isFrozen(current)).toBe(false);
  });

  it("nothing (no act yet, nothing blocking Apply) stays nothing", () => {
    const fresh = engines.readyHp.start(
      [
        { id: "a", nonDamaged: 6 },
        { id: "b", nonDamaged: 4 },
      ],
      rules.dice.seeded(7),
    );
    expect(rules.sequencing.readyHp.lastAct(deepFreeze(fresh))).toBeNull();
    const card = deepFreeze(VALID_CALLS["cards.mano.applyBlocked"].args()[0]) as never;
    expect(rules.cards.mano.applyBlocked(card, "steven")).toBeNull();
  });
});

describe("a stored state is remembered only while nothing in it can change", () => {
  it("a state frozen on top only is checked again, and a part written since is refused", () => {
    const state = Object.freeze(
      engines.ladder.start([
        { id: "a", roll: 4 },
        { id: "b", roll: 3 },
      ]),
    );
    expect(rules.sequencing.ladder.ap(state, "a")).toBe(4);
    (state.entries[0][0] as { ap: number }).ap = NaN;
    expect(refusal(() => rules.sequencing.ladder.ap(state, "a"))).toMatch(
      /^entries\[0\]\[0\]\.ap /,
    );
  });

  it("a check's card handed as an attack card is refused by name", () => {
    expect(refusal(() => rules.cards.mano.resolutions({ kind: "check" } as never))).toBe(
      "a check's card is not allowed: expected an attack card of mano or rounds.",
    );
  });

  it("a part of a card handed alone, frozen, plays as a thawed one", () => {
    const weapon = VALID_CALLS["cards.occult.firesRounds"].args()[0];
    const frozen = deepFreeze(VALID_CALLS["cards.occult.firesRounds"].args()[0]);
    expect(rules.cards.occult.firesRounds(frozen as never)).toEqual(
      rawCards.occult.firesRounds(weapon as never),
    );
    expect(rules.cards.occult.firesRounds(frozen as never)).toEqual(
      rawCards.occult.firesRounds(weapon as never),
    );
    const targets = deepFreeze([{ id: "t", name: "T", actorUuid: null }]);
    expect(rules.cards.shared.findTarget(targets, "t")).toEqual(targets[0]);
  });
});
