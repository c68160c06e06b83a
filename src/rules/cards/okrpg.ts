import { FUDGE_DICE, fudgeSum } from "../dice";
import { notAllowed, requireChoice, requireInteger, requireObject, showValue } from "../errors";
import type { OkrpgOptions } from "../options";
import { MAX_STEP, MIN_STEP } from "../ranks";
import {
  SIMPLIFIED_SYSTEMS,
  applyHit,
  combinedCost,
  damagePoints,
  interruptRequired,
  successes,
  evenSimplerResult,
  requireArmor,
  requireLethality,
  requireWounds,
  simplestHit,
  simplifiedHit,
  spend as spendOne,
  successChance,
  unspend as unspendOne,
  type ActiveDefence,
  type Armor,
  type AttackResolution,
  type CombinedPart,
  type SimplifiedState,
  type SimplifiedSystem,
  type SpecialEffect,
  type SpendChoices,
  type SpendOption,
  type SpentEffects,
  type Stability,
  type Wounds,
} from "../okrpg";
import {
  cardMenu,
  defaultBasicHit,
  hitsByTarget,
  isMultiple,
  required,
  resolveTarget,
  rolled,
  spendAttack,
  spendTarget,
  choicesFor,
  extraFor,
  type CardMenu,
} from "./okrpg-resolution";
export { combinedOther } from "./okrpg-resolution";
import {
  CARD_VERSION,
  applyToTarget,
  currentNumber,
  findTarget,
  replaceTarget,
  requireCardActor,
  requireNotApplied,
  requirePatch,
  requireTargets,
  undoOnTarget,
  type AppliedRecord,
  type ApplyResult,
  type CardActor,
  type CardTarget,
  type Patch,
  type PatchValue,
} from "./shared";

export { markMissing } from "./shared";
export type { CardMenu } from "./okrpg-resolution";
export { required } from "./okrpg-resolution";

/*
 * The OK RPG attack card (RULES 1.2–1.8): the roll against each target's required successes,
 * the extra-successes menu, armor, damage points, lethality and the target's new condition.
 */

export interface OkrpgAttacker extends CardActor {
  /** base successes of the attacking attribute */
  readonly base: number;
  /** the attacker's base hand-to-hand damage: special effects' base power [I-2] */
  readonly handToHand: number;
  /** the attacker's strength step: how far a throw flings (RULES 1.4); absent on older cards */
  readonly strength?: number;
}

export interface OkrpgWeapon {
  readonly name: string;
  readonly itemId?: string | null;
  readonly damage: number;
  readonly penetration?: number | null;
  /** lethality row: 0 deep puncture … −6 really nonlethal */
  readonly lethality: number;
  readonly damageType?: string | null;
  /** melee reach in metres; null for a ranged weapon */
  readonly reach?: number | null;
  readonly weaponSuits?: readonly SpecialEffect[];
  readonly multiTargetDiscount?: number;
}

/** Steps added to the attacker's roll, itemised as the roll dialog chose them. */
export interface OkrpgSituation {
  /** RULES 1.8: the attacker's own setup and the best general setup on the target */
  readonly setup?: number;
  /** RULES 1.6: the impairment penalty (zero or negative) */
  readonly impairment?: number;
  readonly other?: number;
  /** RULES 1.8: the other action this attack is combined with, sharing its roll */
  readonly combined?: CombinedPart;
}

/** The damage system a target uses: the full one or a mook system (RULES 1.7). */
export type OkrpgDamageSystem = "full" | SimplifiedSystem;
export const OKRPG_DAMAGE_SYSTEMS: readonly OkrpgDamageSystem[] = ["full", ...SIMPLIFIED_SYSTEMS];

/** A target as the roll dialog saw it. */
export interface OkrpgTargetInput extends CardActor {
  readonly id: string;
  /** base successes of the target's defence */
  readonly defence: number;
  readonly activeDefences?: readonly ActiveDefence[];
  readonly defenceBonus?: number;
  readonly knockedDown?: boolean;
  /** damage resistance step */
  readonly dr: number;
  readonly handToHand: number;
  /** the target's size step: what lifting it for a throw takes (RULES 1.4) */
  readonly size?: number;
  /**
   * RULES 1.8: the target is holding and the attacker tries to act before its held action; its
   * quickness base successes (the +2 is the rules')
   */
  readonly holding?: { readonly quickness: number };
  readonly stability?: Stability;
  readonly twoHandedWeapon?: boolean;
  readonly armor?: Armor | null;
  readonly system: OkrpgDamageSystem;
  /** damage so far (full system), for the card's preview of the new condition */
  readonly wounds?: Wounds;
  /** state so far (mook systems) */
  readonly mook?: SimplifiedState;
}

/** The result kept on the card for one target (the view recomputes the detail). */
export interface OkrpgTargetResult {
  readonly required: number;
  readonly hit: boolean;
  /** damage step that reaches the target; null when none does */
  readonly damage: number | null;
  readonly points: number;
  readonly lethal: number;
  readonly nonlethal: number;
}

export interface OkrpgTarget extends CardTarget, OkrpgTargetInput {
  /** this target's armor is bypassed with spent successes (RULES 1.4) */
  readonly bypass?: true;
  readonly result: OkrpgTargetResult;
}

export interface OkrpgCard {
  readonly v: typeof CARD_VERSION;
  readonly ruleset: "okrpg";
  readonly attacker: OkrpgAttacker;
  readonly weapon: OkrpgWeapon;
  readonly situation: OkrpgSituation;
  /** the four Fudge faces rolled [I-1] */
  readonly fudge: readonly number[];
  readonly options?: Partial<OkrpgOptions>;
  /** successes rolled */
  readonly rolled: number;
  /** multiple targets: successes bought for the basic hit (RULES 1.4) */
  readonly basicHit?: number;
  /** extra successes spent, shared by every target hit */
  readonly choices: SpendChoices;
  /** limb-mangling rule: the limb a called shot struck */
  readonly limb?: string | null;
  /** RULES 1.8: the player gave up the combined other action; the attack keeps every success */
  readonly combinedDropped?: true;
  /** RULES 1.8: the attacker's quickness roll to interrupt a holding target's held action */
  readonly interrupt?: InterruptRoll;
  readonly targets: readonly OkrpgTarget[];
}

/**
 * RULES 1.8: one quickness roll against every holding target: base successes and 4dF faces.
 * Interpretation: the attacker's quickness role is the attribute rolled, impairment applying as on
 * any roll; one roll serves every holding target of the attack.
 */
export interface InterruptRoll {
  readonly quickness: number;
  /** the impairment penalty, as on any roll (RULES 1.6) */
  readonly impairment?: number;
  readonly fudge: readonly number[];
}

export interface OkrpgCardInput {
  readonly interrupt?: InterruptRoll;
  readonly attacker: OkrpgAttacker;
  readonly weapon: OkrpgWeapon;
  readonly situation?: OkrpgSituation;
  readonly fudge: readonly number[];
  readonly options?: Partial<OkrpgOptions>;
  readonly targets: readonly OkrpgTargetInput[];
  /** multiple targets: the successes for the basic hit (default: enough for every target the roll reaches) */
  readonly basicHit?: number;
}

const NO_RESULT: OkrpgTargetResult = {
  required: 0,
  hit: false,
  damage: null,
  points: 0,
  lethal: 0,
  nonlethal: 0,
};

function checkSituation(s: OkrpgSituation): OkrpgSituation {
  requireInteger("setup bonus", s.setup ?? 0);
  requireInteger("impairment penalty", s.impairment ?? 0, { max: 0 });
  requireInteger("other modifier", s.other ?? 0);
  if (s.combined !== undefined) combinedCost([{ required: 0 }, s.combined]); // checks the part
  return s;
}

function checkTarget(t: OkrpgTargetInput): void {
  requireChoice("damage system", t.system, OKRPG_DAMAGE_SYSTEMS);
  required(t); // its defence, active defences and defence bonus
  requireInteger(`${t.name}'s DR`, t.dr);
  requireInteger(`${t.name}'s hand-to-hand damage`, t.handToHand);
  if (t.size != null) requireInteger(`${t.name}'s size`, t.size);
  if (t.holding != null) {
    requireObject(`${t.name}'s hold`, t.holding);
    requireInteger(`${t.name}'s quickness`, t.holding.quickness);
  }
  if (t.armor != null) requireArmor(t.armor);
  if (t.wounds != null) requireWounds(t.wounds);
  if (t.mook && t.mook.system !== t.system)
    throw notAllowed(`a ${showValue(t.mook.system)} mook state`, `the target uses ${t.system}`);
}

/** Recomputes every target's result and checks the whole card (spending within the successes). */
export function refresh(card: OkrpgCard): OkrpgCard {
  const hits = hitsByTarget(card);
  if (!hits.some(Boolean) && Object.values(card.choices).some((n) => n))
    throw notAllowed("spending successes", "the attack hit no target");
  card.targets.forEach((t, i) => {
    if (t.bypass && !hits[i])
      throw notAllowed(`bypassing ${t.name}'s armor`, "the attack missed them");
  });
  cardMenu(card, hits); // every target's spending is legal and within the successes
  const targets = card.targets.map((t, i) => {
    const r = resolveTarget(card, i, hits[i]);
    const result: OkrpgTargetResult = {
      required: r.required,
      hit: r.hit,
      damage: r.damage,
      points: r.points,
      lethal: r.lethal,
      nonlethal: r.nonlethal,
    };
    return { ...t, result };
  });
  return { ...card, targets };
}

/**
 * The checks a card's input passes when the card is made; a stored card is read back through
 * them again (read-card.ts).
 */
export function requireCardInput(input: OkrpgCardInput): void {
  requireObject("card input", input);
  requireCardActor("attacker", input.attacker);
  requireInteger("attacker's base successes", input.attacker.base);
  requireInteger("attacker's hand-to-hand damage", input.attacker.handToHand);
  if (input.attacker.strength != null)
    requireInteger("attacker's strength", input.attacker.strength);
  if (typeof input.weapon?.name !== "string")
    throw notAllowed(`weapon ${showValue(input.weapon)}`, "expected a named weapon");
  requireInteger("weapon damage", input.weapon.damage);
  requireLethality(input.weapon.lethality);
  if (input.weapon.reach != null) requireInteger("weapon reach", input.weapon.reach, { min: 0 });
  if (!Array.isArray(input.fudge) || input.fudge.length !== FUDGE_DICE)
    throw notAllowed(`Fudge faces ${showValue(input.fudge)}`, `a roll reads ${FUDGE_DICE} faces`);
  fudgeSum(input.fudge); // each face −1, 0 or +1
  checkSituation(input.situation ?? {});
  requireTargets(input.targets);
  input.targets.forEach(checkTarget);
  if (input.interrupt != null) requireInterrupt(input.interrupt);
  else if (input.targets.some((t) => t.holding))
    throw notAllowed("interrupting a held action", "no quickness roll was made");
}

function requireInterrupt(roll: InterruptRoll): void {
  requireObject("interrupt roll", roll);
  requireInteger("attacker's quickness", roll.quickness);
  requireInteger("interrupt impairment", roll.impairment ?? 0, { max: 0 });
  if (!Array.isArray(roll.fudge) || roll.fudge.length !== FUDGE_DICE)
    throw notAllowed(`Fudge faces ${showValue(roll.fudge)}`, `a roll reads ${FUDGE_DICE} faces`);
  fudgeSum(roll.fudge);
}

/**
 * RULES 1.8: whether the attacker gets in before a holding target's held action: its quickness
 * roll against the holder's quickness base + 2. Null for a target that is not holding.
 */
export function interruptOutcome(
  card: Pick<OkrpgCard, "interrupt">,
  target: OkrpgTargetInput,
): { readonly rolled: number; readonly required: number; readonly first: boolean } | null {
  if (!target.holding || !card.interrupt) return null;
  const { quickness, impairment = 0, fudge } = card.interrupt;
  const rolledSuccesses = successes(quickness, fudge, impairment);
  const needed = interruptRequired(target.holding.quickness);
  return { rolled: rolledSuccesses, required: needed, first: rolledSuccesses >= needed };
}

/** RULES 1.2: a new card from the roll dialog's choices and the four Fudge faces. */
export function create(input: OkrpgCardInput): OkrpgCard {
  requireCardInput(input);
  const situation = input.situation ?? {};
  const base: OkrpgCard = {
    v: CARD_VERSION,
    ruleset: "okrpg",
    attacker: input.attacker,
    weapon: input.weapon,
    situation,
    fudge: [...input.fudge],
    ...(input.interrupt ? { interrupt: input.interrupt } : {}),
    ...(input.options ? { options: input.options } : {}),
    rolled: 0,
    choices: {},
    targets: input.targets.map((t) => ({ ...t, result: NO_RESULT })),
  };
  const roll = rolled(base);
  let basicHit: number | undefined;
  if (isMultiple(base)) {
    basicHit =
      input.basicHit === undefined
        ? defaultBasicHit(roll, base.targets.map(required))
        : requireInteger("successes for the basic hit", input.basicHit, { max: roll });
  }
  return refresh({ ...base, rolled: roll, ...(basicHit === undefined ? {} : { basicHit }) });
}

function hitTargets(card: OkrpgCard): OkrpgTarget[] {
  const hits = hitsByTarget(card);
  return card.targets.filter((_, i) => hits[i]);
}

function onlyTarget(card: OkrpgCard, targetId: string | undefined): OkrpgTarget {
  if (targetId !== undefined) return findTarget(card.targets, targetId);
  if (card.targets.length !== 1)
    throw notAllowed("bypassing armor without naming a target", "the card has several targets");
  return card.targets[0];
}

/**
 * RULES 1.4: buys one more unit of an option with extra successes (the card's + button).
 * Armor bypass is bought for one target (`targetId`, needed when the card has several).
 */
export function spend(card: OkrpgCard, option: SpendOption, targetId?: string): OkrpgCard {
  if (targetId !== undefined) findTarget(card.targets, targetId);
  requireNotApplied(card.targets, `buying ${option}`);
  if (option === "bypassArmor") {
    const target = onlyTarget(card, targetId);
    if (!hitTargets(card).includes(target))
      throw notAllowed(`bypassing ${target.name}'s armor`, "the attack missed them");
    spendOne(
      spendAttack(card, extraFor(card, target)),
      spendTarget(target),
      choicesFor(card, target),
      option,
      card.options,
    );
    return refresh({
      ...card,
      targets: replaceTarget(card.targets, target.id, (t) => ({ ...t, bypass: true })),
    });
  }
  const hit = hitTargets(card);
  if (hit.length === 0) throw notAllowed(`buying ${option}`, "the attack hit no target");
  for (const target of hit)
    spendOne(
      spendAttack(card, extraFor(card, target)),
      spendTarget(target),
      choicesFor(card, target),
      option,
      card.options,
    );
  return refresh({
    ...card,
    choices: { ...card.choices, [option]: (card.choices[option] ?? 0) + 1 },
  });
}

/** RULES 1.4: gives back one unit of an option (the card's − button). */
export function unspend(card: OkrpgCard, option: SpendOption, targetId?: string): OkrpgCard {
  if (targetId !== undefined) findTarget(card.targets, targetId);
  requireNotApplied(card.targets, `giving back ${option}`);
  if (option === "bypassArmor") {
    const target = onlyTarget(card, targetId);
    if (!target.bypass)
      throw notAllowed(`giving back ${target.name}'s armor bypass`, "none was bought");
    return refresh({
      ...card,
      targets: replaceTarget(card.targets, target.id, (t) => {
        const copy = { ...t };
        delete copy.bypass;
        return copy;
      }),
    });
  }
  const hit = hitTargets(card);
  if (!card.choices[option]) throw notAllowed(`giving back ${option}`, "none was bought");
  let choices: SpendChoices = card.choices;
  for (const target of hit) {
    const next = unspendOne(
      spendAttack(card, extraFor(card, target)),
      spendTarget(target),
      choicesFor(card, target),
      option,
      card.options,
    );
    const { bypassArmor: _ignored, ...shared } = next;
    choices = shared;
  }
  return refresh({ ...card, choices });
}

/**
 * RULES 1.4: in a multiple attack the attacker states how many successes buy the basic hit.
 * Changing it changes the extra successes, so it is refused once any are spent.
 */
export function setBasicHit(card: OkrpgCard, successes: number): OkrpgCard {
  // RULES 1.4: the basic hit is successes put aside from those rolled: none below 0
  const n = requireInteger("successes for the basic hit", successes, {
    min: 0,
    max: Math.max(0, card.rolled),
  });
  if (!isMultiple(card))
    throw notAllowed("stating a basic hit", "only an attack on several targets needs one");
  requireNotApplied(card.targets, "changing the basic hit");
  if (Object.values(card.choices).some((u) => u) || card.targets.some((t) => t.bypass))
    throw notAllowed("changing the basic hit", "give back the spent successes first");
  return refresh({ ...card, basicHit: n });
}

/**
 * RULES 1.8: after the roll the player may give up the action combined with the attack: it fails,
 * and the attack keeps the successes it paid for it. Refused once a result is applied.
 */
export function dropCombined(card: OkrpgCard): OkrpgCard {
  if (card.situation.combined === undefined)
    throw notAllowed("giving up the combined action", "the attack is not combined with one");
  if (card.combinedDropped) throw notAllowed("giving up the combined action", "it is given up");
  requireNotApplied(card.targets, "giving up the combined action");
  const dropped: OkrpgCard = { ...card, combinedDropped: true };
  return refresh({ ...dropped, rolled: rolled(dropped) });
}

/** Limb-mangling rule (RULES 1.6): names the limb a called shot struck; null for none. */
export function setLimb(card: OkrpgCard, limb: string | null): OkrpgCard {
  requireNotApplied(card.targets, "naming the limb struck");
  if (limb !== null && typeof limb !== "string")
    throw notAllowed(`limb ${showValue(limb)}`, "expected text or null");
  return refresh({ ...card, limb: limb === "" ? null : limb });
}

/** The card's spending menu, or null when no target was hit. */
export function menu(card: OkrpgCard): CardMenu | null {
  return cardMenu(card, hitsByTarget(card));
}

/** The full resolution against each target, for the view (RULES 1.2–1.7). */
export function resolutions(card: OkrpgCard): AttackResolution[] {
  const hits = hitsByTarget(card);
  return card.targets.map((_, i) => resolveTarget(card, i, hits[i]));
}

/** Where an OK RPG actor keeps its damage (the actor data model's fields). */
export const OKRPG_PATHS = {
  lethal: "system.wounds.lethal",
  nonlethal: "system.wounds.nonlethal",
  mangledLimb: "system.wounds.mangledLimb",
  mookPoints: "system.mook.points",
  mookStatus: "system.mook.status",
  mookDown: "system.mook.down",
  knockedDown: "system.knockedDown",
  grabbed: "system.grabbed",
} as const;

/** Why a target cannot have the result applied right now. */
export type OkrpgApplyBlock = "missing" | "missed" | "noDamage" | "moreTargets";

/** RULES 1.6–1.7: the hit's damage changes something: points, or a mook system's result. */
function damageLands(target: OkrpgTarget, r: AttackResolution): boolean {
  const { damage, points } = r;
  if (damage === null) return false;
  if (target.system === "full" || target.system === "mook") return points > 0;
  if (target.system === "evenSimpler") return evenSimplerResult(damage, target.dr) !== "none";
  // Stryker disable next-line StringLiteral: simplestHit reads only the down flag
  return simplestHit({ system: "simplest", down: false }, damage, target.dr).down;
}

/**
 * RULES 1.4: what the bought special effects leave on the target: a knockdown or a throw puts it
 * down; a grab that holds records its power (escaping needs more). Interpretation: a second grab
 * on someone already held replaces the hold only when it is stronger.
 */
function effectsAfter(r: AttackResolution, current: Patch): Record<string, PatchValue> {
  const effects = effectsOf(r);
  const after: Record<string, PatchValue> = {};
  if ((effects.knockdown || effects.throw) && current[OKRPG_PATHS.knockedDown] !== true)
    after[OKRPG_PATHS.knockedDown] = true;
  const held = current[OKRPG_PATHS.grabbed];
  if (effects.grab?.holds && (typeof held !== "number" || effects.grab.power > held))
    after[OKRPG_PATHS.grabbed] = effects.grab.power;
  return after;
}

/** The special effects bought against a target hit (every hit has its spending: resolveAttack). */
function effectsOf(r: AttackResolution): SpentEffects {
  // Stryker disable next-line OptionalChaining,ObjectLiteral: read only for a target hit, whose spending is never null
  return r.spend?.effects ?? {};
}

/** The hit changes something on the target: its damage, or a special effect's state. */
function landsSomething(target: OkrpgTarget, r: AttackResolution): boolean {
  if (damageLands(target, r)) return true;
  const effects = effectsOf(r);
  return !!(effects.knockdown || effects.throw || effects.grab?.holds);
}

/** Why a target cannot have the result applied right now, or null when it can. */
export function applyBlocked(card: OkrpgCard, targetId: string): OkrpgApplyBlock | null {
  const target = findTarget(card.targets, targetId);
  if (target.missing) return "missing";
  if (!target.result.hit) return "missed";
  const r = resolutions(card)[card.targets.indexOf(target)];
  if (!landsSomething(target, r)) return "noDamage";
  // RULES 1.4: every target hit needs a target bought; the spending is shared, so this hit's says
  const hits = hitsByTarget(card).filter(Boolean).length;
  // Stryker disable next-line OptionalChaining: a target hit always has its spending
  if (hits > (r.spend?.targets ?? 1)) return "moreTargets";
  return null;
}

const BLOCKED_REASON: Readonly<Record<OkrpgApplyBlock, string>> = {
  missing: "the actor no longer exists",
  missed: "the attack missed them",
  noDamage: "the hit does nothing to them",
  moreTargets: "buy enough multiple targets first",
};

/**
 * The hit's damage with the GM's adjustment (adjustment.ts) in steps, and its points again from
 * the target's DR (RULES 1.6): a step below DR's reach does no points, so less never heals.
 */
function adjusted(target: OkrpgTarget, r: AttackResolution): AttackResolution {
  if (r.damage === null || !target.adjustment) return r;
  const damage = r.damage + target.adjustment.amount;
  return { ...r, damage, ...damagePoints(damage, target.dr) };
}

function hitRecord(card: OkrpgCard, target: OkrpgTarget, current: Patch): AppliedRecord {
  const r = adjusted(target, resolutions(card)[card.targets.indexOf(target)]);
  const record = damageLands(target, r)
    ? damageRecord(card, target, r, current)
    : { before: {}, after: {} };
  const effects = effectsAfter(r, current);
  for (const path of Object.keys(effects)) record.before[path] = current[path] ?? null;
  Object.assign(record.after, effects);
  return record;
}

function damageRecord(
  card: OkrpgCard,
  target: OkrpgTarget,
  r: AttackResolution,
  current: Patch,
): { before: Record<string, PatchValue>; after: Record<string, PatchValue> } {
  const damage = r.damage as number;
  if (target.system === "full") {
    const wounds: Wounds = {
      lethal: currentNumber(current, OKRPG_PATHS.lethal),
      nonlethal: currentNumber(current, OKRPG_PATHS.nonlethal),
    };
    // Stryker disable next-line OptionalChaining: a target hit always has its spending
    const lethality = r.spend?.lethality ?? card.weapon.lethality;
    const next = applyHit(
      wounds,
      { points: r.points, roundedUp: r.roundedUp, lethality, limb: card.limb ?? null },
      card.options,
    ).wounds;
    const before: Record<string, PatchValue> = {
      [OKRPG_PATHS.lethal]: wounds.lethal,
      [OKRPG_PATHS.nonlethal]: wounds.nonlethal,
    };
    const after: Record<string, PatchValue> = {
      [OKRPG_PATHS.lethal]: next.lethal,
      [OKRPG_PATHS.nonlethal]: next.nonlethal,
    };
    // RULES 1.6 limb-mangling: this hit reached the impairment point with a limb named
    if (next.mangledLimb) {
      before[OKRPG_PATHS.mangledLimb] = current[OKRPG_PATHS.mangledLimb] ?? null;
      after[OKRPG_PATHS.mangledLimb] = next.mangledLimb;
    }
    return { before, after };
  }
  const path = {
    mook: OKRPG_PATHS.mookPoints,
    evenSimpler: OKRPG_PATHS.mookStatus,
    simplest: OKRPG_PATHS.mookDown,
  }[target.system];
  const state = currentMook(target.system, current[path]);
  const next = simplifiedHit(state, damage, target.dr);
  const value = (s: SimplifiedState) =>
    s.system === "mook" ? s.points : s.system === "evenSimpler" ? s.status : s.down;
  return { before: { [path]: value(state) }, after: { [path]: value(next) } };
}

function currentMook(system: SimplifiedSystem, value: unknown): SimplifiedState {
  if (system === "mook")
    return {
      system,
      points: requireInteger(`current ${OKRPG_PATHS.mookPoints}`, value, { min: 0 }),
    };
  if (system === "evenSimpler")
    return {
      system,
      status: requireChoice(`current ${OKRPG_PATHS.mookStatus}`, value, [
        "up",
        "tagged",
        "down",
        "out",
      ]),
    };
  if (typeof value !== "boolean")
    throw notAllowed(
      `current ${OKRPG_PATHS.mookDown} ${showValue(value)}`,
      "expected true or false",
    );
  return { system, down: value };
}

/**
 * RULES 1.6–1.7: writes the hit to the target: points added to its wounds by [I-4] (head-cracking
 * and limb-mangling by the world's options), or the mook system's new state. `current` holds
 * the target's values now: the two wound counters (and the mangled limb) for the full system,
 * `system.mook.points` / `.status` / `.down` for the mook systems.
 */
export function apply(card: OkrpgCard, targetId: string, current: Patch): ApplyResult<OkrpgCard> {
  requirePatch("current", current);
  const target = findTarget(card.targets, targetId);
  // an applied target is never blocked (nothing on the card changes while it is applied, and
  // markMissing takes the record off): applyToTarget returns it unchanged
  const blocked = applyBlocked(card, targetId);
  if (blocked) throw notAllowed(`applying the result to ${target.name}`, BLOCKED_REASON[blocked]);
  return applyToTarget(card, targetId, (t) => hitRecord(card, t, current));
}

/** Takes the hit back (see undoOnTarget for what happens when other damage came since). */
export function undo(card: OkrpgCard, targetId: string, current: Patch): ApplyResult<OkrpgCard> {
  return undoOnTarget(card, targetId, current, {
    [OKRPG_PATHS.lethal]: { min: 0 },
    [OKRPG_PATHS.nonlethal]: { min: 0 },
    [OKRPG_PATHS.mookPoints]: { min: 0 },
  });
}

/** The exact odds the roll dialog shows for one target. */
export interface OkrpgChances {
  readonly hit: number;
  /** chance of exactly k extra successes, for k = 0 … the most the dice can give */
  readonly extra: readonly number[];
}

/** [I-1] Exact chances on 4dF: a hit, and each number of extra successes. */
export function chances(a: { base: number; modifier?: number; required: number }): OkrpgChances {
  requireObject("chances", a);
  // rank steps (RULES 1.1): the list of extra successes below is at most a few thousand long
  const steps = { min: MIN_STEP, max: MAX_STEP };
  requireInteger("base successes", a.base, steps);
  requireInteger("required successes", a.required, steps);
  const modifier = requireInteger("modifier", a.modifier ?? 0, steps);
  const atLeast = (k: number) => successChance(a.base, a.required + k, modifier);
  const most = a.base + modifier + FUDGE_DICE - a.required;
  const extra: number[] = [];
  for (let k = 0; k <= most; k++) extra.push(atLeast(k) - atLeast(k + 1));
  return { hit: atLeast(0), extra };
}
