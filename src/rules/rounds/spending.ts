import {
  RulesRangeError,
  requireBoolean,
  requireInteger,
  requireList,
  requireString,
} from "../errors";
import { succeeds } from "../mano/success";

/** RULES 4: every act spends at least one ready hit point. */
export const MINIMUM_ACT_HP = 1;

/** RULES 4: a character that does nothing on its turn still loses one ready hit point. */
export const HESITATION_HP = 1;

/** RULES 4: checks that `hp` ready hit points can be spent on one act, and returns them. */
export function checkSpend(ready: number, hp: number): number {
  requireInteger("ready hit points", ready, { min: 0 });
  return requireInteger("hit points spent", hp, { min: MINIMUM_ACT_HP, max: ready });
}

/** RULES 4: each hit point spent on an attack beyond the first adds 1 power. */
export function extraPower(hpSpent: number): number {
  return requireInteger("hit points spent", hpSpent, { min: MINIMUM_ACT_HP }) - MINIMUM_ACT_HP;
}

/**
 * RULES 4: hit points spent on defensive manoeuvring are passive defence, +1 defence each for
 * the rest of the round.
 */
export function passiveDefence(passiveHp: number): number {
  return requireInteger("passive defense hit points", passiveHp, { min: 0 });
}

/** RULES 4 interfering: an interfering act cannot spend more hit points than the act it stops. */
export function checkInterference(interferingHp: number, actionHp: number): number {
  const action = requireInteger("hit points of the action", actionHp, { min: MINIMUM_ACT_HP });
  const hp = requireInteger("interfering hit points", interferingHp, { min: MINIMUM_ACT_HP });
  if (hp > action) throw new RulesRangeError("InterferenceOverLimit", { hp, limit: action });
  return hp;
}

/**
 * RULES 4 interfering is one roll against the success of the act it tries to stop. Our reading,
 * in Mano a Mano terms [I-7]: the act's roll total is the difficulty, so the interference
 * succeeds when its own d20 + modifier is higher (or on a natural 20).
 */
export function interferes(natural: number, modifier: number, actionTotal: number): boolean {
  return succeeds(natural, modifier, actionTotal);
}

/** RULES 4: several characters may interfere; if any of them succeeds, the act fails. */
export function survivesInterference(interferenceSucceeded: readonly boolean[]): boolean {
  return !requireList<boolean>("interference results", interferenceSucceeded).some((s, i) =>
    requireBoolean(`interference #${i + 1}`, s),
  );
}

/**
 * RULES 4 multiple weapons: the weapons one act uses, in order; a character fighting with several
 * may strike with each, but none of them twice in the same turn (refused as WeaponOncePerTurn).
 */
export function checkWeaponsOncePerTurn(weapons: readonly string[]): readonly string[] {
  const seen = new Set<string>();
  for (const weapon of requireList<string>("weapons", weapons)) {
    requireString("weapon", weapon);
    if (seen.has(weapon)) throw new RulesRangeError("WeaponOncePerTurn", { weapon });
    seen.add(weapon);
  }
  return weapons;
}
