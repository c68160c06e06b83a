import { readTargetState, requireCard } from "../cards/read-card";
import { requireTargets, type CardTarget } from "../cards/shared";
import { isCheckCard } from "../checks/card";
import { FUDGE_DICE, fudgeSum } from "../dice";
import { notAllowed, requireBoolean, requireChoice, requireInteger, showValue } from "../errors";
import { healthOf } from "../mano/health";
import { OCCULT_WEAPON_KINDS } from "../cards/occult";
import { hitPoints } from "../rounds/hit-points";
import type { RulesetId, SequencingMode } from "../rulesets";
import { requireEngineState, requireEntries } from "../sequencing/read-state";
import { SHOTS_MODES } from "../sequencing/shots";
import { requireArray, requireRecord } from "../stored";
import type { StoredKind } from "./entry-checks";

/*
 * The kinds of stored state the rules API is handed, each checked by the reader the tracker and
 * the chat cards read it back with (read-state.ts, read-card.ts), or, for a part of a card handed
 * alone (one target, the weapon, a roll), by the checks its card makes of that part.
 */

type Fields = Record<string, unknown>;

/** An answer whose fields can be read (a list's are read too: it has none of those asked for). */
function isFields(value: unknown): value is Fields {
  if (value === null) return false;
  // Stryker disable next-line ConditionalExpression: a number, text or function has none of the fields asked for either
  return typeof value === "object";
}

/**
 * A move's new engine state: the answer itself. Other answers are ids, numbers and records, none
 * with entries (shots.current's shot and ids is no state).
 */
function engineStateIn(answer: unknown): unknown {
  return isFields(answer) && Array.isArray(answer.entries) ? answer : undefined;
}

/** An engine state of one mode (readEngineState's checks). */
function engineState(mode: SequencingMode): StoredKind {
  return { check: (value) => requireEngineState(mode, value), inAnswer: engineStateIn };
}

export const ENGINE_STATES: { readonly [M in SequencingMode]: StoredKind } = {
  ladder: engineState("ladder"),
  shots: engineState("shots"),
  readyHp: engineState("readyHp"),
  turns: engineState("turns"),
  standard: engineState("standard"),
};

/** The ladder's entries beside the ids of the call's first argument (topIds). */
export const LADDER_ENTRIES: StoredKind = {
  withOtherArguments: true,
  // ids that are not a list are the function's own to refuse
  check: (value, [ids]) => {
    if (Array.isArray(ids)) requireEntries("ladder", ids, value);
    return value;
  },
};

/** The shot count's entries beside the first argument's ids, in the third's mode (currentOf). */
export const SHOTS_ENTRIES: StoredKind = {
  withOtherArguments: true,
  check: (value, [ids, , mode]) => {
    if (Array.isArray(ids) && SHOTS_MODES.includes(mode as never))
      requireEntries(mode as (typeof SHOTS_MODES)[number], ids, value);
    return value;
  },
};

/** A new card in a transition's answer: the answer itself, or its `card` (apply, undo, …). */
function cardIn(answer: unknown): unknown {
  if (isFields(answer) && Array.isArray(answer.targets)) return answer;
  if (isFields(answer) && isFields(answer.card) && Array.isArray(answer.card.targets))
    return answer.card;
  return undefined;
}

/** An attack card of one of `rulesets` (readCard's checks). */
function attackCard(rulesets: readonly RulesetId[]): StoredKind {
  return {
    check: (value) => {
      if (isCheckCard(value))
        throw notAllowed("a check's card", `expected an attack card of ${rulesets.join(" or ")}`);
      requireChoice("card ruleset", requireRecord("card", value).ruleset, rulesets);
      return requireCard(value);
    },
    inAnswer: cardIn,
  };
}

export const CARDS = {
  okrpg: attackCard(["okrpg"]),
  occult: attackCard(["occult"]),
  action: attackCard(["action"]),
  // Action Rounds cards are Mano a Mano cards with hit points: one set of functions plays both
  mano: attackCard(["mano", "rounds"]),
} as const;

/** A card's targets: each named once, its gone marks and applied record sound. */
function requireCardTargets(value: unknown): unknown {
  requireTargets(requireArray("targets", value) as CardTarget[]);
  (value as CardTarget[]).forEach(readTargetState);
  return value;
}

export const TARGET_LIST: StoredKind = { check: requireCardTargets };

/** Any card, as the helpers every card shares read it: its targets. */
export const WITH_TARGETS: StoredKind = {
  check: (value) => {
    requireCardTargets(requireRecord("card", value).targets);
    return value;
  },
  inAnswer: cardIn,
};

/** One target of a card handed alone, with its result: `part` checks what its ruleset adds. */
function loneTarget(part: (t: Fields, result: Fields) => void): StoredKind {
  return {
    check: (value) => {
      const target = requireRecord("target", value);
      requireCardTargets([target]);
      part(target, requireRecord("target's result", target.result));
      return value;
    },
  };
}

/** RULES 5 and [I-7]: a Mano a Mano or Action Rounds target (its health, its hit points). */
export const MANO_TARGET = loneTarget((t, result) => {
  healthOf(t as never);
  if (t.strength !== undefined) hitPoints(t.strength as number);
  requireInteger("result stun", result.stun, { min: 0 });
  requireInteger("result damage", result.damage, { min: 0 });
});

/** RULES 2: an Occult Ops target (its armor, and whether the hit bypassed it). */
export const OCCULT_TARGET = loneTarget((t, result) => {
  if (t.armor != null) requireInteger("armor hp", requireRecord("armor", t.armor).hp, { min: 0 });
  requireBoolean("result bypassArmor", result.bypassArmor);
});

/** RULES 1.8: an OK RPG target as the roll dialog has it (holding an action, or not). */
export const OKRPG_TARGET: StoredKind = {
  check: (value) => {
    const target = requireRecord("target", value);
    requireCardTargets([target]);
    if (target.holding != null)
      requireInteger("holding quickness", requireRecord("holding", target.holding).quickness);
    return value;
  },
};

/** RULES 1.8: what an OK RPG card keeps of the attacker's quickness roll to interrupt. */
export const INTERRUPT_ROLL: StoredKind = {
  check: (value) => {
    const roll = requireRecord("card", value).interrupt;
    if (roll == null) return value;
    const { quickness, impairment, fudge } = requireRecord("interrupt", roll);
    requireInteger("interrupt quickness", quickness);
    requireInteger("interrupt impairment", impairment ?? 0, { max: 0 });
    if (!Array.isArray(fudge) || fudge.length !== FUDGE_DICE)
      throw notAllowed(`interrupt fudge ${showValue(fudge)}`, `a roll reads ${FUDGE_DICE} faces`);
    fudgeSum(fudge);
    return value;
  },
};

/** RULES 3: an Action roll as read from its dice (rollFor, pushRoll). */
export const ACTION_ROLL: StoredKind = {
  check: (value) => {
    const roll = requireRecord("roll", value);
    requireInteger("roll result", roll.result);
    requireInteger("roll positive", roll.positive, { min: 0 });
    requireInteger("roll negative", roll.negative, { min: 0 });
    for (const flag of ["boxcars", "snakeEyes", "confident"] as const)
      requireBoolean(`roll ${flag}`, roll[flag]);
    return value;
  },
};

/** RULES 2: an Occult Ops weapon as its card keeps it (its kind and magazine). */
export const OCCULT_WEAPON: StoredKind = {
  check: (value) => {
    const weapon = requireRecord("weapon", value);
    requireChoice("weapon kind", weapon.kind, OCCULT_WEAPON_KINDS);
    if (weapon.magazine == null) return value;
    const magazine = requireRecord("magazine", weapon.magazine);
    const capacity = requireInteger("magazine capacity", magazine.capacity, { min: 0 });
    requireInteger("rounds loaded", magazine.loaded, { min: 0, max: capacity });
    return value;
  },
};
