import {
  notAllowed,
  requireChoice,
  requireFace,
  requireInteger,
  requireList,
  requireObject,
  requireString,
} from "../errors";
import type { OccultOptions } from "../options";
import {
  BANDS,
  EPIC_FUMBLE_ABOVE,
  BLAST_ZONES,
  BURST_KINDS,
  DEFENCE_MODIFIER_IDS,
  STRIKE_MODIFIER_IDS,
  armorHit,
  attackChances,
  scatter as scatterOf,
  type ScatterResult,
  damageDice,
  damageFormula as formulaOf,
  epicFumble,
  fireBurst,
  fireSingle,
  parseDice,
  PHYSICAL_ATTACK_IDS,
  type PhysicalAttackId,
  type PhysicalEffect,
  targetNumber,
  type AttackRange,
  type AttackSetup,
  type Band,
  type BlastRadii,
  type BlastZone,
  blastZone,
  type BurstKind,
  type DefenceModifierId,
  type StrikeModifierId,
} from "../occult";
import { withDefaults } from "../options";
import { EFFECT_DIE, type OccultEffectResult } from "./occult-effects";
import { damageDiceOf, damageInput, grenadeOutcome, targetResult } from "./occult-resolution";
import { adjustedHarm } from "./adjustment";
import {
  CARD_VERSION,
  DISTANCE_SOURCES,
  applyToTarget,
  currentNumber,
  findTarget,
  itemPath,
  replaceTarget,
  requireCardActor,
  requirePatch,
  requireIntegerList,
  requireNotApplied,
  requireTargets,
  undoOnTarget,
  type AppliedRecord,
  type ApplyResult,
  type CardActor,
  type CardTarget,
  type DistanceSource,
  type Patch,
  type PatchValue,
} from "./shared";

export { markMissing } from "./shared";

/*
 * The Occult Ops attack card (RULES 2): the itemised target number, the d100, hit / armor
 * bypass / critical / epic fumble, the damage roll, and the hit written to the armor or the
 * person; bursts spend their rounds, grenades scatter on a miss.
 */

export const OCCULT_WEAPON_KINDS = ["firearm", "melee", "thrown", "grenade", "physical"] as const;
export type OccultWeaponKind = (typeof OCCULT_WEAPON_KINDS)[number];

export interface OccultAttacker extends CardActor {
  /** the Strike modifier, in percent */
  readonly strike: number;
}

export interface OccultWeapon {
  readonly name: string;
  readonly itemId?: string | null;
  readonly kind: OccultWeaponKind;
  /** damage dice, e.g. "2d6+1" or "3d6x2"; null when a hit deals none (a trip, a smoke grenade) */
  readonly dice: string | null;
  /** RULES 2 physical attacks: what a hit does besides damage */
  readonly effect?: PhysicalEffect;
  /** the entry of the seed's physical-attack list this is */
  readonly physicalAttack?: PhysicalAttackId;
  /** a power punch or leap attack: the hand attack or the melee weapon (its name) it doubles */
  readonly doubling?: { readonly attack: PhysicalAttackId } | { readonly weapon: string };
  /** the STR damage bonus and other flat bonuses, added after multipliers */
  readonly bonus?: number;
  /** a power punch or leap attack */
  readonly doubled?: boolean;
  /** the Epic Fumble "pulled muscle" */
  readonly halved?: boolean;
  /** maximum range in feet (firearms and thrown weapons) */
  readonly maxRange?: number;
  /** a grenade's blast radii in feet (RULES 2), shown with the zones */
  readonly radii?: BlastRadii;
  /** the magazine, for bursts */
  readonly magazine?: { readonly capacity: number; readonly loaded: number } | null;
}

/** What the roll dialog chose. */
export interface OccultSituation {
  /** the weapon skill's bonus, in percent */
  readonly skill?: number;
  readonly strikeModifiers?: readonly StrikeModifierId[];
  /** the GM's adjustment, signed */
  readonly situation?: number;
  readonly burst?: BurstKind | null;
  /**
   * RULES 2 grenades: the person a grenade is thrown at, whose Defense and defence modifiers
   * count as in any attack; absent or null when it is thrown at an empty square (none count).
   */
  readonly thrownAt?: GrenadeAim | null;
}

/** The person a grenade is aimed at, as the roll dialog saw them. */
export interface GrenadeAim {
  readonly name: string;
  /** the Defense modifier, in percent */
  readonly defence: number;
  readonly defenceModifiers?: readonly DefenceModifierId[];
}

/** Body armor as an item of the target. */
export interface OccultArmorSnapshot {
  readonly itemId: string;
  readonly name: string;
  readonly hp: number;
  readonly drPercent?: number;
}

export interface OccultTargetInput extends CardActor {
  readonly id: string;
  /** the Defense modifier, in percent */
  readonly defence: number;
  readonly defenceModifiers?: readonly DefenceModifierId[];
  /** distance in feet, when the adapter could measure it */
  readonly distanceFt?: number | null;
  /** how it was measured, for the card to say */
  readonly distanceBy?: DistanceSource;
  readonly armor?: OccultArmorSnapshot | null;
  /** grenades: the blast zone the target stands in, or null outside it */
  readonly zone?: BlastZone | null;
}

export interface OccultTargetResult {
  readonly range: AttackRange | "outOfRange" | null;
  /** the target number; null while the range is unknown or out of range */
  readonly target: number | null;
  readonly hit: boolean;
  readonly bypassArmor: boolean;
  readonly critical: boolean;
  readonly fumble: boolean;
  /** damage this target takes, once rolled */
  readonly damage: number | null;
  /** what the hit does besides damage, when it does (see occult-effects) */
  readonly effect: OccultEffectResult | null;
}

export interface OccultTarget extends CardTarget, OccultTargetInput {
  /** the range band chosen on the card when the distance was unknown */
  readonly band?: Band;
  readonly damageFaces?: readonly number[];
  /** the effect's own die (a body block's d100, a disarm's d4), once rolled */
  readonly effectRoll?: number;
  readonly result: OccultTargetResult;
}

export interface OccultCard {
  readonly v: typeof CARD_VERSION;
  readonly ruleset: "occult";
  readonly attacker: OccultAttacker;
  readonly weapon: OccultWeapon;
  readonly situation: OccultSituation;
  readonly d100: number;
  readonly options?: Partial<OccultOptions>;
  /** the d20 drawn on the Epic Fumble table */
  readonly fumbleD20?: number;
  /**
   * a missed grenade's d8 direction and d4 squares, and (set by the GM) the squares it travels
   * before a wall stops it
   */
  readonly scatter?: {
    readonly direction: number;
    readonly distance: number;
    readonly wall?: number;
  };
  /** a grenade's one damage roll for the whole blast */
  readonly blastFaces?: readonly number[];
  /** rounds a burst fires, and what committing them wrote to the weapon */
  readonly ammo?: { readonly rounds: number; readonly applied?: AppliedRecord };
  readonly targets: readonly OccultTarget[];
}

export interface OccultCardInput {
  readonly attacker: OccultAttacker;
  readonly weapon: OccultWeapon;
  readonly situation?: OccultSituation;
  readonly d100: number;
  readonly options?: Partial<OccultOptions>;
  readonly targets: readonly OccultTargetInput[];
}

const EMPTY: OccultTargetResult = {
  range: null,
  target: null,
  hit: false,
  bypassArmor: false,
  critical: false,
  fumble: false,
  damage: null,
  effect: null,
};

/** Recomputes every target's result. */
export function refresh(card: OccultCard): OccultCard {
  return { ...card, targets: card.targets.map((t) => ({ ...t, result: targetResult(card, t) })) };
}

function checkTarget(t: OccultTargetInput): void {
  requireInteger(`${t.name}'s defense`, t.defence);
  requireList("defense modifiers", t.defenceModifiers ?? []).forEach((m) =>
    requireChoice("defense modifier", m, DEFENCE_MODIFIER_IDS),
  );
  if (t.distanceFt != null) requireInteger("distanceFt", t.distanceFt, { min: 0 });
  if (t.distanceBy != null) requireChoice("distanceBy", t.distanceBy, DISTANCE_SOURCES);
  if (t.zone != null) requireChoice("blast zone", t.zone, BLAST_ZONES);
  if (t.armor != null) {
    requireObject(`${t.name}'s armor`, t.armor);
    requireString("armor name", t.armor.name);
    itemPath(t.armor.itemId, OCCULT_PATHS.armorHp);
    requireInteger("armor hp", t.armor.hp, { min: 0 });
  }
}

/**
 * The checks the roll dialog's choices (a card's input without the d100 rolled) pass when the card
 * is made; a stored card is read back through them again (read-card.ts).
 */
export function requireCardInput(input: Omit<OccultCardInput, "d100">): void {
  requireObject("card input", input);
  requireCardActor("attacker", input.attacker);
  requireInteger("attacker's strike", input.attacker.strike);
  const weapon = input.weapon;
  requireString("weapon name", requireObject("weapon", weapon).name);
  requireChoice("weapon kind", weapon.kind, OCCULT_WEAPON_KINDS);
  if (weapon.dice !== null) parseDice(weapon.dice);
  if (weapon.effect !== undefined)
    requireChoice("effect", weapon.effect, Object.keys(EFFECT_DIE) as PhysicalEffect[]);
  if (weapon.physicalAttack !== undefined)
    requireChoice("physical attack", weapon.physicalAttack, PHYSICAL_ATTACK_IDS);
  if (weapon.doubling && "attack" in weapon.doubling)
    requireChoice("doubled attack", weapon.doubling.attack, PHYSICAL_ATTACK_IDS);
  if (weapon.maxRange != null) requireInteger("maxRange", weapon.maxRange, { min: 1 });
  // the radii grow outwards (blastZone checks them)
  if (weapon.radii !== undefined) blastZone(0, weapon.radii);
  if (weapon.magazine != null) {
    requireObject("magazine", weapon.magazine);
    const capacity = requireInteger("magazine capacity", weapon.magazine.capacity, { min: 0 });
    requireInteger("rounds loaded", weapon.magazine.loaded, { min: 0, max: capacity });
  }
  const situation = input.situation ?? {};
  requireObject("situation", situation);
  if (situation.skill !== undefined) requireInteger("weapon skill", situation.skill);
  requireList("strike modifiers", situation.strikeModifiers ?? []).forEach((m) =>
    requireChoice("strike modifier", m, STRIKE_MODIFIER_IDS),
  );
  if (situation.thrownAt) {
    if (weapon.kind !== "grenade")
      throw notAllowed(
        `aiming at ${situation.thrownAt.name}`,
        "only a grenade is thrown at someone",
      );
    requireInteger(`${situation.thrownAt.name}'s defense`, situation.thrownAt.defence);
  }
  requireTargets(input.targets);
  input.targets.forEach(checkTarget);
}

/** RULES 2: a new card from the roll dialog's choices and the d100 rolled. */
export function create(input: OccultCardInput): OccultCard {
  requireCardInput(input);
  const weapon = input.weapon;
  const situation = input.situation ?? {};
  let ammo: OccultCard["ammo"];
  if (situation.burst) {
    const kind = requireChoice("burst", situation.burst, BURST_KINDS);
    if (!weapon.magazine) throw notAllowed(`a ${kind} burst`, "the weapon has no magazine");
    // RULES 2: the rounds must be loaded
    ammo = {
      rounds: fireBurst(kind, {
        magazine: weapon.magazine.capacity,
        loaded: weapon.magazine.loaded,
      }).rounds,
    };
  } else if (firesRounds(weapon)) {
    const magazine = weapon.magazine!;
    // RULES 2: a single shot spends one round from the magazine
    ammo = {
      rounds: fireSingle({ magazine: magazine.capacity, loaded: magazine.loaded }).rounds,
    };
  }
  return refresh({
    v: CARD_VERSION,
    ruleset: "occult",
    attacker: input.attacker,
    weapon,
    situation,
    d100: requireFace("d100", input.d100, 100),
    ...(input.options ? { options: input.options } : {}),
    ...(ammo ? { ammo } : {}),
    targets: input.targets.map((t) => ({ ...t, result: EMPTY })),
  });
}

/** A gun with a magazine: each shot takes rounds from it (RULES 2). */
export function firesRounds(weapon: OccultWeapon): boolean {
  return weapon.kind === "firearm" && (weapon.magazine?.capacity ?? 0) > 0;
}

/**
 * Whether a burst's rounds are still to be taken from the weapon: its damage is rolled only once
 * they are (RULES 2: the multiplier comes from the rounds fired). A single shot's round may be
 * spent before or after its damage.
 */
export function roundsUnspent(card: OccultCard): boolean {
  return card.ammo !== undefined && !card.ammo.applied && Boolean(card.situation.burst);
}

function requireUnrolled(card: OccultCard, target: OccultTarget, what: string): void {
  requireNotApplied([target], what);
  if (target.damageFaces) throw notAllowed(what, "damage is already rolled against this target");
}

/** RULES 2: sets a target's range band by hand, when the distance was unknown. */
export function setRange(card: OccultCard, targetId: string, band: Band): OccultCard {
  const target = findTarget(card.targets, targetId);
  requireUnrolled(card, target, `setting ${target.name}'s range`);
  if (card.weapon.kind !== "firearm" && card.weapon.kind !== "thrown")
    throw notAllowed(
      `setting a range band for a ${card.weapon.kind} attack`,
      "only shots and throws have bands",
    );
  const chosen = requireChoice("band", band, BANDS);
  return refresh({
    ...card,
    targets: replaceTarget(card.targets, targetId, (t) => ({ ...t, band: chosen })),
  });
}

/** RULES 2 grenades: the blast zone a target stands in (S, M, L), or null when outside. */
export function setZone(card: OccultCard, targetId: string, zone: BlastZone | null): OccultCard {
  if (card.weapon.kind !== "grenade")
    throw notAllowed("setting a blast zone", "only grenades have one");
  const target = findTarget(card.targets, targetId);
  requireNotApplied([target], `moving ${target.name} in the blast`);
  if (zone !== null) requireChoice("blast zone", zone, BLAST_ZONES);
  return refresh({
    ...card,
    targets: replaceTarget(card.targets, targetId, (t) => ({ ...t, zone })),
  });
}

/** The dice sizes the damage roll for this target needs (a grenade: the whole blast's). */
export function damageDiceFor(card: OccultCard, targetId?: string): number[] {
  if (targetId !== undefined) findTarget(card.targets, targetId);
  return damageDice(damageInputFor(card, targetId));
}

/** The Foundry Roll formula for this target's damage (a critical rolls only the extra d6). */
export function damageFormula(card: OccultCard, targetId?: string): string {
  if (targetId !== undefined) findTarget(card.targets, targetId);
  return formulaOf(damageInputFor(card, targetId));
}

/** Whether a hit deals damage (a trip or a smoke grenade does not). */
export function dealsDamage(card: OccultCard): boolean {
  return card.weapon.dice !== null;
}

function damageInputFor(card: OccultCard, targetId: string | undefined) {
  // Stryker disable next-line BooleanLiteral: damageInput never makes a blast critical
  if (card.weapon.kind === "grenade") return damageInput(card, false);
  const target = findTarget(card.targets, targetId ?? card.targets[0]?.id);
  return damageInput(card, target.result.critical);
}

/**
 * RULES 2: the damage roll, faces given in `damageDiceFor` order. A grenade rolls once for the
 * blast (no target id). The first roll stands: a second click changes nothing.
 */
export function rollDamage(
  card: OccultCard,
  faces: readonly number[],
  targetId?: string,
): OccultCard {
  if (targetId !== undefined) findTarget(card.targets, targetId);
  const list = requireIntegerList("damage faces", faces, { min: 1 });
  damageDiceOf(card);
  if (card.weapon.kind === "grenade") {
    if (card.blastFaces) return card;
    if (grenadeOutcome(card) === "scatter" && !card.scatter)
      throw notAllowed("rolling the blast", "roll where the grenade scatters first");
    // Stryker disable next-line BooleanLiteral: damageInput never makes a blast critical
    damageDice(damageInput(card, false)).forEach((size, i) =>
      requireFace(`damage face #${i + 1}`, list[i], size),
    );
    return refresh({ ...card, blastFaces: list });
  }
  const target = findTarget(card.targets, targetId ?? card.targets[0]?.id);
  if (target.damageFaces) return card;
  if (!target.result.hit)
    throw notAllowed(`rolling damage against ${target.name}`, "the attack missed them");
  if (roundsUnspent(card))
    throw notAllowed(`rolling damage against ${target.name}`, "spend the burst's rounds first");
  const next = {
    ...card,
    targets: replaceTarget(card.targets, target.id, (t) => ({ ...t, damageFaces: list })),
  };
  return refresh(next);
}

/** The die the weapon's effect rolls per target hit (see occult-effects), or null. */
export function effectDie(card: OccultCard): number | null {
  return card.weapon.effect ? EFFECT_DIE[card.weapon.effect] : null;
}

/**
 * RULES 2: the effect's die against a target hit: a body block's d100 (prone on 60 or less), a
 * disarm's d4 (squares the weapon flies). The first roll stands.
 */
export function rollEffect(card: OccultCard, face: number, targetId: string): OccultCard {
  const die = effectDie(card);
  const target = findTarget(card.targets, targetId);
  const what = `rolling ${card.weapon.name}'s effect on ${target.name}`;
  if (die === null) throw notAllowed(what, "it has no die to roll");
  if (target.effectRoll !== undefined) return card;
  if (!target.result.hit) throw notAllowed(what, "the attack missed them");
  const roll = requireFace("effect die", face, die);
  return refresh({
    ...card,
    targets: replaceTarget(card.targets, targetId, (t) => ({ ...t, effectRoll: roll })),
  });
}

/** Whether the roll was an epic fumble (RULES 2: above 90). */
export function isFumble(card: OccultCard): boolean {
  return card.d100 > EPIC_FUMBLE_ABOVE;
}

/**
 * RULES 2: after an epic fumble the attacker rolls d20 on the Epic Fumble table (unless the GM
 * narrates it, by the world's option). The d20 is kept on the card and the table draw reads it;
 * the first draw stands.
 */
export function drawFumble(card: OccultCard, d20: number): OccultCard {
  if (!isFumble(card))
    throw notAllowed(
      "drawing an epic fumble",
      `the roll was ${card.d100}, not above ${EPIC_FUMBLE_ABOVE}`,
    );
  if (epicFumble(card.options).kind === "narrate")
    throw notAllowed("drawing an epic fumble", "this world has the GM narrate epic fumbles");
  if (card.fumbleD20 !== undefined) return card;
  return { ...card, fumbleD20: requireFace("d20", d20, 20) };
}

/** The Epic Fumble entry drawn, null before the draw or when the GM narrates. */
export function fumbleEntry(card: OccultCard) {
  if (!isFumble(card)) return null;
  const read = epicFumble(card.options, card.fumbleD20);
  return read.kind === "table" ? read.entry : null;
}

/** Whether this world draws epic fumbles from the table. */
export function fumbleTable(card: OccultCard): boolean {
  return withDefaults("occult", card.options).epicFumbleTable;
}

/** RULES 2: where a missed grenade goes: d8 direction and d4 squares. The first roll stands. */
export function scatter(card: OccultCard, direction: number, distance: number): OccultCard {
  if (grenadeOutcome(card) !== "scatter")
    throw notAllowed("scattering", "only a missed grenade scatters");
  if (card.scatter) return card;
  return refresh({
    ...card,
    scatter: {
      direction: requireFace("direction", direction, 8),
      distance: requireFace("distance", distance, 4),
    },
  });
}

/**
 * RULES 2: a wall in the scattering grenade's path, `squares` along it (0: right beside the target
 * square; null: no wall). The grenade goes off at the wall instead of where the d4 would take it.
 */
export function setWall(card: OccultCard, squares: number | null): OccultCard {
  const rolled = card.scatter;
  if (!rolled) throw notAllowed("placing a wall", "roll where the grenade scatters first");
  requireNotApplied(card.targets, "moving the blast");
  if (squares === null) {
    const { wall: _gone, ...without } = rolled;
    return refresh({ ...card, scatter: without });
  }
  const wall = requireInteger("squares before the wall", squares, {
    min: 0,
    max: rolled.distance - 1,
  });
  return refresh({ ...card, scatter: { ...rolled, wall } });
}

/**
 * RULES 2: where a scattered grenade goes off, counted from the target square: the squares it
 * travels in the d8's direction, and whether a wall stopped it. Null before the scatter roll.
 */
export function scatterLanding(card: OccultCard): ScatterResult | null {
  const rolled = card.scatter;
  if (!rolled) return null;
  const wall = rolled.wall;
  return scatterOf({
    target: { x: 0, y: 0 },
    direction: rolled.direction,
    distance: rolled.distance,
    // a square along the path is as many steps out as its larger coordinate
    // Stryker disable next-line ConditionalExpression: no square is past an undefined wall either
    ...(wall === undefined
      ? {}
      : { blocked: (next) => Math.max(Math.abs(next.x), Math.abs(next.y)) > wall }),
  });
}

/** Where an Occult Ops actor and its items keep what the card changes. */
export const OCCULT_PATHS = {
  hp: "system.hp.value",
  hpMax: "system.hp.max",
  armorHp: "system.hp.value",
  armorHpMax: "system.hp.max",
  loaded: "system.magazine.loaded",
  prone: "system.conditions.prone",
} as const;

/**
 * RULES 2: a burst takes its rounds from the weapon. Returns the weapon item's patch; a second
 * commit changes nothing. `loaded` is the rounds in the magazine now.
 */
export function commitAmmo(
  card: OccultCard,
  loaded: number,
): { card: OccultCard; patch: Patch | null } {
  if (!card.ammo) throw notAllowed("spending rounds", "the attack fires none");
  if (card.ammo.applied) return { card, patch: null };
  const now = requireInteger("rounds loaded", loaded, { min: 0 });
  const left = Math.max(0, now - card.ammo.rounds);
  const applied = {
    before: { [OCCULT_PATHS.loaded]: now },
    after: { [OCCULT_PATHS.loaded]: left },
  };
  return { card: { ...card, ammo: { ...card.ammo, applied } }, patch: applied.after };
}

/** Gives a committed burst's rounds back to the weapon (never beyond the magazine). */
export function undoAmmo(
  card: OccultCard,
  loaded: number,
  capacity: number,
): { card: OccultCard; patch: Patch | null } {
  const applied = card.ammo?.applied;
  if (!card.ammo || !applied) return { card, patch: null };
  if (card.targets.some((t) => t.damageFaces))
    throw notAllowed("giving the rounds back", "damage is already rolled from them");
  const now = requireInteger("rounds loaded", loaded, { min: 0 });
  const max = requireInteger("magazine capacity", capacity, { min: 0 });
  const spent =
    Number(applied.before[OCCULT_PATHS.loaded]) - Number(applied.after[OCCULT_PATHS.loaded]);
  return {
    card: { ...card, ammo: { rounds: card.ammo.rounds } },
    patch: { [OCCULT_PATHS.loaded]: Math.min(max, now + spent) },
  };
}

/** Where the hit goes: the armor (RULES 2: any hit that does not bypass it) or the person. */
export type OccultApplyTo = "armor" | "person";
const APPLY_TO: readonly OccultApplyTo[] = ["armor", "person"];

/** The rules' own choice for a target; the GM may still send the hit elsewhere. */
export function defaultApplyTo(target: OccultTarget): OccultApplyTo {
  return target.armor && !target.result.bypassArmor ? "armor" : "person";
}

/** Why a target cannot take the hit now. */
export type OccultApplyBlock =
  "missing" | "missed" | "rollDamage" | "rollEffect" | "nothingToApply" | "noArmor";

/** Why a target cannot take the hit now, or null when it can. */
export function applyBlocked(
  card: OccultCard,
  targetId: string,
  to?: OccultApplyTo,
): OccultApplyBlock | null {
  if (to !== undefined) requireChoice("apply to", to, APPLY_TO);
  const target = findTarget(card.targets, targetId);
  if (target.missing) return "missing";
  if (!target.result.hit) return "missed";
  if (dealsDamage(card) && target.result.damage === null) return "rollDamage";
  const effect = target.result.effect;
  // RULES 2: a body block's d100 decides whether Apply writes prone
  if (effect?.id === "bodyBlock" && effect.roll === null) return "rollEffect";
  // without damage only a knock-down is written; a hold or a disarm is the GM's to narrate
  if (!dealsDamage(card) && !effect?.prone) return "nothingToApply";
  if ((to ?? defaultApplyTo(target)) === "armor" && !target.armor) return "noArmor";
  return null;
}

const BLOCKED_REASON: Readonly<Record<OccultApplyBlock, string>> = {
  missing: "the actor no longer exists",
  missed: "the attack missed them",
  rollDamage: "roll the damage first",
  rollEffect: "roll the effect first",
  nothingToApply: "the hit changes nothing that is written down",
  noArmor: "they wear no armor",
};

/**
 * RULES 2: writes the damage to the target's armor (DR absorbs, the rest lowers its hit points,
 * DR follows them down) or to the person's hit points (never below 0), and a knock-down to its
 * prone condition. `current` holds `system.hp.value` for the person, or
 * `items.<armor id>.system.hp.value` for the armor, and `system.conditions.prone`. A hit without
 * damage (a trip) writes only the condition, wherever it was sent.
 */
export function apply(
  card: OccultCard,
  targetId: string,
  current: Patch,
  to?: OccultApplyTo,
): ApplyResult<OccultCard> {
  requirePatch("current", current);
  if (to !== undefined) requireChoice("apply to", to, APPLY_TO);
  const target = findTarget(card.targets, targetId);
  if (target.applied) return { card, patch: null, items: {} };
  const where = to ?? defaultApplyTo(target);
  const blocked = applyBlocked(card, targetId, where);
  if (blocked) throw notAllowed(`applying the hit to ${target.name}`, BLOCKED_REASON[blocked]);
  return applyToTarget(card, targetId, (t) => {
    const record = {
      before: {} as Record<string, PatchValue>,
      after: {} as Record<string, PatchValue>,
    };
    if (t.result.effect?.prone) {
      record.before[OCCULT_PATHS.prone] = current[OCCULT_PATHS.prone] === true;
      record.after[OCCULT_PATHS.prone] = true;
    }
    if (!dealsDamage(card)) return record;
    // the GM's adjustment (adjustment.ts), in hit points of whatever the hit strikes
    const damage = adjustedHarm(t.result.damage as number, t);
    if (where === "person") {
      const hp = currentNumber(current, OCCULT_PATHS.hp);
      record.before[OCCULT_PATHS.hp] = hp;
      record.after[OCCULT_PATHS.hp] = Math.max(0, hp - damage);
      return record;
    }
    const armor = t.armor as OccultArmorSnapshot;
    const path = itemPath(armor.itemId, OCCULT_PATHS.armorHp);
    const hp = currentNumber(current, path);
    record.before[path] = hp;
    record.after[path] = armorHit({ hp, drPercent: armor.drPercent }, damage).hp;
    return record;
  });
}

/**
 * Takes the hit back (see undoOnTarget). `current` holds the applied field's value now and its
 * maximum (`system.hp.max`, or the armor item's), so undo never raises it above the maximum.
 */
export function undo(card: OccultCard, targetId: string, current: Patch): ApplyResult<OccultCard> {
  requirePatch("current", current);
  const target = findTarget(card.targets, targetId);
  const limits: Record<string, { min: number; max?: number }> = {
    [OCCULT_PATHS.hp]: { min: 0, max: optionalNumber(current, OCCULT_PATHS.hpMax) },
  };
  if (target.armor) {
    const path = itemPath(target.armor.itemId, OCCULT_PATHS.armorHp);
    limits[path] = {
      min: 0,
      max: optionalNumber(current, itemPath(target.armor.itemId, OCCULT_PATHS.armorHpMax)),
    };
  }
  return undoOnTarget(card, targetId, current, limits);
}

function optionalNumber(current: Patch, path: string): number | undefined {
  return path in current ? currentNumber(current, path) : undefined;
}

/** RULES 2 and [I-6]: the exact chances the roll dialog shows for a target number. */
export function chances(target: number): {
  hit: number;
  bypassArmor: number;
  critical: number;
  fumble: number;
} {
  const c = attackChances(target);
  return { hit: c.hit, bypassArmor: c.bypassArmor, critical: c.critical, fumble: c.fumble };
}

/** The same from the dialog's choices: the target number first, then its chances. */
export function chancesFor(setup: AttackSetup) {
  const number = targetNumber(setup);
  return { target: number.target, lines: number.lines, ...chances(number.target) };
}
