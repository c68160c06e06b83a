import {
  EPIC_FUMBLE_ABOVE,
  blastDamage,
  damageFromFaces,
  grenadeThrow,
  rangeBand,
  resolveAttack,
  targetNumber,
  type AttackRange,
  type AttackSetup,
  type DamageInput,
  type DamageResult,
  type GrenadeThrow,
  type StrikeModifierId,
  type TargetNumber,
} from "../occult";
import { notAllowed } from "../errors";
import type { OccultCard, OccultTarget, OccultTargetResult } from "./occult";
import { effectResult, type OccultEffectResult } from "./occult-effects";

/*
 * How an Occult Ops card reads against each target (RULES 2): the range, the itemised target
 * number, the d100 against it, and the damage once its dice are in. A grenade is thrown at a
 * square: it lands, scatters or blows up in the hand once for the whole card, and each target
 * caught in the blast takes the blast's damage for its zone.
 */

/** Where a target stands for this attack: a band, melee or grenade; null until it is known. */
export function attackRange(
  card: OccultCard,
  target: OccultTarget,
): AttackRange | "outOfRange" | null {
  const kind = card.weapon.kind;
  if (kind === "melee" || kind === "physical") return "melee";
  if (kind === "grenade") return "grenade";
  if (target.band) return target.band;
  if (target.distanceFt == null || !card.weapon.maxRange) return null;
  return rangeBand(target.distanceFt, card.weapon.maxRange);
}

/** RULES 2: a burst counts as its +5% strike row. */
function strikeRows(card: OccultCard): StrikeModifierId[] {
  const rows = [...(card.situation.strikeModifiers ?? [])];
  if (card.situation.burst && !rows.includes("burst")) rows.push("burst");
  return rows;
}

/** The target number's inputs against one target (RULES 2). */
export function setupFor(card: OccultCard, range: AttackRange, target?: OccultTarget): AttackSetup {
  return {
    range,
    strike: card.attacker.strike,
    skill: card.situation.skill,
    strikeModifiers: strikeRows(card),
    situation: card.situation.situation,
    ...(target ? { defence: target.defence, defenceModifiers: target.defenceModifiers ?? [] } : {}),
  };
}

/** RULES 2: the itemised target number against a target; null while its range is unknown. */
export function targetNumberFor(card: OccultCard, target: OccultTarget): TargetNumber | null {
  const range = attackRange(card, target);
  if (range === null || range === "outOfRange") return null;
  return targetNumber(setupFor(card, range, target));
}

/**
 * RULES 2: the grenade's one target number for the whole card. Thrown at a person, that person's
 * Defense and defence modifiers count as in any attack; thrown at an empty square, none do. The
 * targets listed are whoever the blast may catch.
 */
export function grenadeNumber(card: OccultCard): TargetNumber {
  const aim = card.situation.thrownAt;
  return targetNumber({
    ...setupFor(card, "grenade"),
    ...(aim ? { defence: aim.defence, defenceModifiers: aim.defenceModifiers ?? [] } : {}),
  });
}

/** RULES 2: where a thrown grenade goes; null for other weapons. */
export function grenadeOutcome(card: OccultCard): GrenadeThrow | null {
  if (card.weapon.kind !== "grenade") return null;
  return grenadeThrow(grenadeNumber(card).target, card.d100);
}

/** The weapon's damage dice; a hit without damage (a trip, a smoke grenade) has none to roll. */
export function damageDiceOf(card: OccultCard): string {
  if (card.weapon.dice === null)
    throw notAllowed(`rolling damage for ${card.weapon.name}`, "it deals none");
  return card.weapon.dice;
}

/** What one damage roll needs for this target (a blast is never a critical: interpretation). */
export function damageInput(card: OccultCard, critical: boolean): DamageInput {
  return {
    dice: damageDiceOf(card),
    critical: card.weapon.kind === "grenade" ? false : critical,
    ...(card.situation.burst ? { burst: card.situation.burst } : {}),
    doubled: card.weapon.doubled ?? false,
    halved: card.weapon.halved ?? false,
    bonus: card.weapon.bonus ?? 0,
  };
}

/** A grenade's one damage roll for the whole blast, once its faces are on the card. */
export function blastRoll(card: OccultCard): DamageResult | null {
  if (card.weapon.kind !== "grenade" || !card.blastFaces) return null;
  // Stryker disable next-line BooleanLiteral: damageInput never makes a blast critical, whatever is asked
  return damageFromFaces(damageInput(card, false), card.blastFaces);
}

/** The damage roll that applies to this target, once its faces are on the card. */
export function damageRoll(
  card: OccultCard,
  target: OccultTarget,
  critical: boolean,
): DamageResult | null {
  const faces = card.weapon.kind === "grenade" ? card.blastFaces : target.damageFaces;
  if (!faces || card.weapon.dice === null) return null;
  return damageFromFaces(damageInput(card, critical), faces);
}

/**
 * RULES 2: a missed grenade lands where the scatter dice put it, so until they are rolled nobody
 * is caught in (or known to be outside) its blast; the zones are the GM's call once it lands.
 */
export function landingUnknown(card: OccultCard): boolean {
  return grenadeOutcome(card) === "scatter" && card.scatter === undefined;
}

/** A grenade's blast catches a target the GM put in a zone, once it is known where it landed. */
function caughtInBlast(card: OccultCard, target: OccultTarget): boolean {
  return target.zone != null && !landingUnknown(card);
}

const MISSED: Omit<OccultTargetResult, "range" | "target"> = {
  hit: false,
  bypassArmor: false,
  critical: false,
  fumble: false,
  damage: null,
  effect: null,
};

/** What a hit on this target does besides damage (RULES 2 physical attacks). */
function effectOn(card: OccultCard, target: OccultTarget): OccultEffectResult | null {
  return card.weapon.effect ? effectResult(card.weapon.effect, target.effectRoll ?? null) : null;
}

/** RULES 2: one target's result, kept on the card. */
export function targetResult(card: OccultCard, target: OccultTarget): OccultTargetResult {
  if (card.weapon.kind === "grenade") {
    const number = grenadeNumber(card).target;
    const hit = caughtInBlast(card, target);
    // Stryker disable next-line BooleanLiteral: damageInput never makes a blast critical, whatever is asked
    const roll = hit ? damageRoll(card, target, false) : null;
    return {
      ...MISSED,
      range: "grenade",
      target: number,
      hit,
      fumble: grenadeOutcome(card) === "inHand",
      damage: roll && target.zone ? blastDamage(roll.total, target.zone) : null,
    };
  }
  const range = attackRange(card, target);
  const number = targetNumberFor(card, target);
  if (number === null)
    return { ...MISSED, range, target: null, fumble: card.d100 > EPIC_FUMBLE_ABOVE };
  const read = resolveAttack(number.target, card.d100);
  const roll = read.hit ? damageRoll(card, target, read.critical) : null;
  return {
    range,
    target: number.target,
    ...read,
    damage: roll ? roll.total : null,
    effect: read.hit ? effectOn(card, target) : null,
  };
}
