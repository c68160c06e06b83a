import { RulesRangeError, notAllowed, requireObject, showValue } from "../errors";
import {
  findTarget,
  replaceTarget,
  type CardTarget,
  type Mutable,
  type WithTargets,
} from "./shared";

/*
 * The GM's adjustment of a target's harm before Apply: more or less harm than the rules give, in
 * the ruleset's own unit, for what the rules leave to the GM's call (a fall onto rocks, a hit
 * that barely grazed). It changes only what Apply writes; the card keeps the roll's result as the
 * rules give it. An adjustment never heals: less harm stops at none.
 */

/** A GM's adjustment of one target's harm: how much more (or less, negative) and why. */
export interface HarmAdjustment {
  readonly amount: number;
  readonly reason: string;
}

/** The most an adjustment moves the harm either way (more is a typo, not a call). */
export const ADJUSTMENT_LIMIT = 99;

/** The longest reason a GM types (one line on the card). */
export const REASON_LIMIT = 120;

/** The unit each ruleset's adjustment counts in (a lang key under ACTION_ENGINE.Card.Adjust.Unit). */
export const ADJUSTMENT_UNITS = {
  // RULES 1.4: damage moves in steps (a success buys +1 step)
  okrpg: "steps",
  // RULES 2: damage is hit points (of the person, or of the armor it strikes)
  occult: "hp",
  // RULES 3: a hit takes one Hit
  action: "hits",
  // RULES 5 (and [I-7]): power through armor, split into stun and damage by sharpness
  mano: "harm",
  rounds: "harm",
} as const;

/**
 * An adjustment as a GM sets it, or as a card or a record stores it: a whole number from
 * −ADJUSTMENT_LIMIT to ADJUSTMENT_LIMIT that is not 0, and a reason of 1 to REASON_LIMIT
 * characters (trimmed). Anything else is refused with what is wrong.
 */
export function requireAdjustment(value: unknown): HarmAdjustment {
  const { amount, reason } = requireObject("adjustment", value);
  // Number.isSafeInteger refuses anything that is no number
  if (
    !Number.isSafeInteger(amount) ||
    amount === 0 ||
    Math.abs(amount as number) > ADJUSTMENT_LIMIT
  )
    throw new RulesRangeError("AdjustmentAmount", {
      limit: ADJUSTMENT_LIMIT,
      value: showValue(amount),
    });
  const text = typeof reason === "string" ? reason.trim() : "";
  if (text === "" || text.length > REASON_LIMIT)
    throw new RulesRangeError("AdjustmentReason", { limit: REASON_LIMIT });
  return { amount: amount as number, reason: text };
}

/**
 * An adjustment from a GM's typed fields: the amount as typed ("+2", "-3", "4"), the reason. An
 * amount that does not read as a number is refused as such.
 */
export function parseAdjustment(amount: string, reason: string): HarmAdjustment {
  const text = amount
    .trim()
    .replace(/^\+/, "")
    // a minus sign anywhere but first fails the number's test below
    .replace("\u2212", "-");
  const value = /^-?\d+$/.test(text) ? Number(text) : amount;
  return requireAdjustment({ amount: value, reason });
}

/** The harm after the target's adjustment: never below none. */
export function adjustedHarm(harm: number, target: CardTarget): number {
  return Math.max(0, harm + (target.adjustment?.amount ?? 0));
}

/**
 * Sets (or, with null, clears) the GM's adjustment of one target's harm. Refused while the card's
 * result is applied to the target (Undo first: Apply wrote the harm as adjusted then) and for a
 * target whose actor is gone. `applicable` is the rules' word on whether the target takes a
 * result now: an adjustment changes a result that lands, never one that missed.
 */
export function setAdjustment<C extends WithTargets>(
  card: C,
  targetId: string,
  adjustment: HarmAdjustment | null,
  applicable: boolean,
): C {
  const target = findTarget(card.targets, targetId);
  const next = adjustment === null ? null : requireAdjustment(adjustment);
  if (target.applied)
    throw notAllowed(`adjusting the harm to ${target.name}`, "it is applied; undo it first");
  if (target.missing)
    throw notAllowed(`adjusting the harm to ${target.name}`, "the actor no longer exists");
  if (next && !applicable)
    throw notAllowed(
      `adjusting the harm to ${showValue(target.name)}`,
      "the attack does not harm them",
    );
  return {
    ...card,
    targets: replaceTarget(card.targets, targetId, (t) => {
      const copy: Mutable<typeof t> = { ...t };
      if (next) copy.adjustment = next;
      else delete copy.adjustment;
      return copy;
    }),
  };
}
