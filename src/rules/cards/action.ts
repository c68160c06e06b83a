import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireFace,
  requireInteger,
  requireObject,
  requireString,
} from "../errors";
import {
  actionSpecials,
  check,
  checkChances,
  damage as damageOf,
  fortuneReroll as fortuneOptions,
  fortuneTableFace,
  frictionCheck as readFriction,
  frictionConditionsOf,
  interpretRoll,
  isUnderFriction,
  pushLuck as pushed,
  snakeEyesEffect,
  spendFortune,
  takeHits,
  type CheckResult,
  type FrictionConditions,
  type FrictionResult,
  type FrictionSituation,
  type RollOptions,
  type RollResult,
} from "../action";
import { adjustedHarm } from "./adjustment";
import {
  CARD_VERSION,
  applyToTarget,
  currentNumber,
  findTarget,
  requireCardActor,
  requirePatch,
  requireIntegerList,
  requireNotApplied,
  requireTargets,
  undoOnTarget,
  type ApplyResult,
  type AppliedRecord,
  type CardActor,
  type CardTarget,
  type Patch,
} from "./shared";

export { markMissing } from "./shared";

/*
 * The Action (heroic action role-play) attack card (RULES 3): the open-ended 2d6 roll read as
 * standard, confident or closed, boxcars and snake eyes, the Friction Check, each target's
 * outcome and damage (a Hit, maybe a Damage Setback), pushing luck and a Fortune reroll.
 */

export interface ActionAttacker extends CardActor {
  /** the attacking skill, with every modifier that applies already added */
  readonly skill: number;
  /** RULES 3: Fortune points the attacker had when rolling (a mook has none), when known */
  readonly fortune?: number;
}

export interface ActionWeapon {
  readonly name: string;
  readonly itemId?: string | null;
  readonly damage: number;
}

export interface ActionSituation extends RollOptions, FrictionSituation {
  /** RULES 3: snake eyes under friction calls for a Friction Check */
  readonly underFriction?: boolean;
  /** jury-rigged or not fully mastered effects fail on snake eyes */
  readonly juryRigged?: boolean;
  readonly friction?: FrictionConditions;
}

/** Each die as its chain of faces: [6, 6, 2] is an open die that rolled two sixes and a 2. */
export interface ActionDice {
  readonly positive: readonly number[];
  readonly negative: readonly number[];
}

export interface ActionTargetInput extends CardActor {
  readonly id: string;
  /** the skill used as the difficulty (Dodge, active defence included) */
  readonly defence: number;
  /** Toughness plus any resistance */
  readonly soak: number;
  /**
   * RULES 3 area attacks: this target's own roll, when the action rolls once per target (the
   * first target's is the card's `dice`); absent, the card's roll counts
   */
  readonly dice?: ActionDice;
}

export interface ActionTargetResult {
  readonly outcome: number;
  readonly success: boolean;
  /** RULES 3: boxcars makes a success a windfall and a failure a fumble */
  readonly special: "windfall" | "fumble" | null;
  /** pushing luck: the reroll's success, and the Setback a failed push adds */
  readonly pushed: { readonly success: boolean; readonly setback: boolean } | null;
  readonly finalDamage: number;
  /** a Hit lands */
  readonly hit: boolean;
  /** a Damage Setback too */
  readonly setback: boolean;
}

export interface ActionTarget extends CardTarget, ActionTargetInput {
  readonly result: ActionTargetResult;
}

export interface ActionCard {
  readonly v: typeof CARD_VERSION;
  readonly ruleset: "action";
  readonly attacker: ActionAttacker;
  readonly weapon: ActionWeapon;
  readonly situation: ActionSituation;
  /** the roll that counts (after a Fortune reroll, the reroll) */
  readonly dice: ActionDice;
  /** RULES 3 Fortune: the first roll, and the Fortune points before and after */
  readonly fortune?: {
    readonly first: ActionDice;
    readonly before: number;
    readonly after: number;
  };
  /** RULES 3 Push Luck: the reroll of the failed check */
  readonly push?: ActionDice;
  /**
   * seed 002 Stunt Modifiers: Advantage taken from the attacker's pool for this attack (already in
   * the attacker's skill), and the pool before and after once it is spent
   */
  readonly advantage?: { readonly spent: number; readonly applied?: AppliedRecord };
  /** the Friction Check's d6 */
  readonly friction?: number;
  /**
   * RULES 3 Fortune on a d6 table: the Friction Check rolled again for a Fortune point, the points
   * before and after, and which face the player keeps (null until they choose)
   */
  readonly frictionReroll?: {
    readonly face: number;
    readonly before: number;
    readonly after: number;
    readonly keep: "original" | "reroll" | null;
  };
  readonly targets: readonly ActionTarget[];
}

export interface ActionCardInput {
  readonly attacker: ActionAttacker;
  /** seed 002: Advantage spent from the pool on this attack (0 or left out: none) */
  readonly advantageSpent?: number;
  readonly weapon: ActionWeapon;
  readonly situation?: ActionSituation;
  readonly dice: ActionDice;
  readonly targets: readonly ActionTargetInput[];
}

/** How the roll that counts is read: a Fortune reroll is confident (closed if the first was). */
export function rollOptions(card: ActionCard): RollOptions {
  return card.fortune ? fortuneOptions(chosenOptions(card)) : chosenOptions(card);
}

/** RULES 3: the roll as the player chose it: standard, confident, closed. */
function chosenOptions(card: ActionCard): RollOptions {
  return { confident: card.situation.confident ?? false, closed: card.situation.closed ?? false };
}

/** RULES 3: the roll that counts. */
export function roll(card: ActionCard): RollResult {
  return interpretRoll(rollOptions(card), card.dice.positive, card.dice.negative);
}

/**
 * RULES 3: the roll that counts against this target: its own roll in an area attack, the card's
 * otherwise. Interpretation: a Fortune reroll is one new roll for the whole action, so once it is
 * made it counts against every target.
 */
export function rollFor(card: ActionCard, target: ActionTargetInput): RollResult {
  checkTarget(requireTargets([target])[0]);
  if (card.fortune || target.dice === undefined) return roll(card);
  const dice = requireDice(`${target.name}'s roll`, target.dice);
  return interpretRoll(rollOptions(card), dice.positive, dice.negative);
}

/** RULES 3: the first roll of the action, the only one read for snake eyes. */
export function firstRoll(card: ActionCard): RollResult {
  const first = card.fortune?.first ?? card.dice;
  return interpretRoll(chosenOptions(card), first.positive, first.negative);
}

/** RULES 3: the Push Luck reroll, read as the roll that counts was. */
export function pushRoll(card: ActionCard): RollResult | null {
  return card.push
    ? interpretRoll(rollOptions(card), card.push.positive, card.push.negative)
    : null;
}

/** RULES 3: one target's check against its defence. */
export function checkAgainst(
  card: ActionCard,
  target: ActionTargetInput,
  read: RollResult,
): CheckResult {
  checkTarget(requireTargets([target])[0]);
  return check({
    skill: card.attacker.skill,
    result: read.result,
    difficulty: target.defence,
    boxcars: read.boxcars,
  });
}

/** RULES 3: a target's defence is the attack's difficulty, its soak stops weaker hits. */
function checkTarget(t: ActionTargetInput): void {
  requireInteger(`${t.name}'s defense`, t.defence, { min: 0 });
  requireInteger(`${t.name}'s soak`, t.soak, { min: 0 });
}

function targetResult(card: ActionCard, target: ActionTargetInput): ActionTargetResult {
  const first = checkAgainst(card, target, rollFor(card, target));
  const reroll = pushRoll(card);
  let counted = first;
  let luck: ActionTargetResult["pushed"] = null;
  if (reroll && !first.success) {
    const second = checkAgainst(card, target, reroll);
    luck = pushed(first, second);
    counted = second;
  }
  const dealt = damageOf({
    outcome: counted.outcome,
    weaponDamage: card.weapon.damage,
    soak: target.soak,
  });
  return {
    outcome: counted.outcome,
    success: counted.success,
    special: counted.special,
    pushed: luck,
    finalDamage: dealt.finalDamage,
    hit: dealt.hit,
    setback: dealt.setback,
  };
}

/** Recomputes every target's result. */
export function refresh(card: ActionCard): ActionCard {
  return { ...card, targets: card.targets.map((t) => ({ ...t, result: targetResult(card, t) })) };
}

function requireDice(name: string, dice: ActionDice): ActionDice {
  return {
    positive: requireIntegerList(`${name} positive die`, dice?.positive, { min: 1, max: 6 }),
    // a missing roll is refused on its positive die already
    negative: requireIntegerList(`${name} negative die`, dice.negative, { min: 1, max: 6 }),
  };
}

const PENDING: ActionTargetResult = {
  outcome: 0,
  success: false,
  special: null,
  pushed: null,
  finalDamage: 0,
  hit: false,
  setback: false,
};

/**
 * The checks the roll dialog's choices (a card's input without the dice rolled) pass when the card
 * is made; a stored card is read back through them again (read-card.ts).
 */
export function requireCardInput(input: Omit<ActionCardInput, "dice">): void {
  requireObject("card input", input);
  requireCardActor("attacker", input.attacker);
  requireInteger("skill", input.attacker.skill, { min: 0 });
  if (input.attacker.fortune !== undefined)
    requireInteger("attacker's Fortune", input.attacker.fortune, { min: 0 });
  requireString("weapon name", requireObject("weapon", input.weapon).name);
  requireInteger("weapon damage", input.weapon.damage, { min: 0 });
  const situation = input.situation ?? {};
  for (const flag of ["confident", "closed"] as const)
    // Stryker disable next-line BooleanLiteral: only the check is kept, never the fallback
    requireBoolean(flag, situation[flag], false);
  // rejects a bad friction condition, limitation or underFriction before any roll is read
  frictionConditionsOf(situation);
  requireTargets(input.targets).forEach(checkTarget);
  // RULES 3 area attacks: the first target's roll is the card's own, the others bring theirs
  input.targets.forEach((t, i) => {
    if (t.dice !== undefined && i === 0)
      throw notAllowed(`a roll of its own for ${t.name}`, "the first target's roll is the card's");
    if (t.dice !== undefined) requireDice(`${t.name}'s roll`, t.dice);
  });
  if (input.advantageSpent !== undefined)
    requireInteger("Advantage spent", input.advantageSpent, { min: 0, max: 30 });
}

/** RULES 3: a new card from the roll dialog's choices and the dice rolled. */
export function create(input: ActionCardInput): ActionCard {
  requireCardInput(input);
  const situation = input.situation ?? {};
  const card: ActionCard = {
    v: CARD_VERSION,
    ruleset: "action",
    attacker: input.attacker,
    weapon: input.weapon,
    situation,
    ...(input.advantageSpent ? { advantage: { spent: input.advantageSpent } } : {}),
    dice: requireDice("the roll's", input.dice),
    targets: input.targets.map((t) => ({ ...t, result: PENDING })),
  };
  roll(card); // rejects dice chains that the roll options cannot read (refresh: each target's)
  return refresh(card);
}

/**
 * RULES 3: every roll made for this action, in order: the first (the first target's), each other
 * target's own in an area attack, then any reroll. Interpretation: a Fortune reroll and a pushed
 * roll are further rolls for the same action, so snake eyes is read on the first only.
 */
export function actionRolls(card: ActionCard): RollResult[] {
  const push = pushRoll(card);
  const options = chosenOptions(card);
  const own = card.targets.flatMap((t) =>
    t.dice ? [interpretRoll(options, t.dice.positive, t.dice.negative)] : [],
  );
  return [firstRoll(card), ...own, ...(card.fortune ? [roll(card)] : []), ...(push ? [push] : [])];
}

/**
 * RULES 3: what snake eyes does to this action, or null without it. Of several rolls for one
 * action only the first is read for snake eyes: jury-rigged effects fail, and under friction a
 * Friction Check follows.
 */
export function snakeEyes(
  card: ActionCard,
): { juryRiggedFails: boolean; frictionCheck: boolean } | null {
  if (!actionSpecials(actionRolls(card)).snakeEyes) return null;
  return snakeEyesEffect({
    juryRigged: card.situation.juryRigged ?? false,
    underFriction: isUnderFriction(card.situation),
  });
}

/** RULES 3: a Friction Check is due: snake eyes on the first roll while under friction. */
export function frictionDue(card: ActionCard): boolean {
  return snakeEyes(card)?.frictionCheck ?? false;
}

/** RULES 3: the Friction Check on a d6; the first roll stands. */
export function frictionCheck(card: ActionCard, d6: number): ActionCard {
  if (!frictionDue(card))
    throw notAllowed("a Friction Check", "it follows snake eyes while under friction");
  if (card.friction !== undefined) return card;
  return { ...card, friction: requireFace("friction d6", d6, 6) };
}

/**
 * The face the Friction Check reads: its d6, or after a Fortune reroll the face the player kept
 * (the first one until they choose).
 */
export function frictionFace(card: ActionCard): number | null {
  if (card.friction === undefined) return null;
  const again = card.frictionReroll;
  if (!again || again.keep === null) return card.friction;
  return fortuneTableFace(card.friction, again.face, again.keep);
}

/** The Friction Check's reading, once its d6 is on the card. */
export function frictionResult(card: ActionCard): FrictionResult | null {
  const face = frictionFace(card);
  return face === null ? null : readFriction(face, frictionConditionsOf(card.situation));
}

/** A reading of one face of the Friction Check (to show both faces while the player chooses). */
export function frictionReading(card: ActionCard, face: number): FrictionResult {
  return readFriction(face, frictionConditionsOf(card.situation));
}

/**
 * RULES 3: a Fortune point rerolls a d6 table roll once; offered after the Friction Check to an
 * attacker who had Fortune points when rolling.
 */
export function frictionRerollBlocked(
  card: ActionCard,
): "notRolled" | "alreadyRerolled" | "noFortune" | null {
  if (card.friction === undefined) return "notRolled";
  if (card.frictionReroll) return "alreadyRerolled";
  if (card.attacker.fortune === 0) return "noFortune";
  return null;
}

/**
 * RULES 3 (seed 002): a d6 table roll has no confident form; a Fortune point rerolls it and the
 * player keeps either face. Spends one of the `fortune` points left now (the attacker's patch).
 */
export function frictionReroll(
  card: ActionCard,
  d6: number,
  fortune: number,
): { card: ActionCard; patch: Patch | null } {
  const blocked = frictionRerollBlocked(card);
  if (blocked === "alreadyRerolled") return { card, patch: null };
  if (blocked === "notRolled")
    throw notAllowed("a Fortune reroll of the Friction Check", "the check has not been rolled");
  const after = spendFortune(fortune);
  const face = requireFace("friction reroll d6", d6, 6);
  return {
    card: { ...card, frictionReroll: { face, before: fortune, after, keep: null } },
    patch: { [ACTION_PATHS.fortune]: after },
  };
}

/** RULES 3: the player keeps the first face or the reroll; the choice is final. */
export function keepFrictionFace(card: ActionCard, keep: "original" | "reroll"): ActionCard {
  const again = card.frictionReroll;
  if (!again) throw notAllowed("keeping a Friction Check face", "the check was not rerolled");
  if (again.keep !== null) return card;
  const chosen = requireChoice("keep", keep, ["original", "reroll"]);
  return { ...card, frictionReroll: { ...again, keep: chosen } };
}

/** Push Luck is offered after a failed check (RULES 3), once, before anything is applied. */
export function pushBlocked(
  card: ActionCard,
): "alreadyPushed" | "nothingFailed" | "applied" | null {
  if (card.push) return "alreadyPushed";
  if (!card.targets.some((t) => !t.result.success)) return "nothingFailed";
  if (card.targets.some((t) => t.applied)) return "applied";
  return null;
}

/**
 * RULES 3 Push Luck: rerolls the failed check. Against each target it failed, a success now
 * counts as if the first roll had succeeded; a failure adds a Setback. Interpretation: in an area
 * attack (a roll per target) the push is still one reroll, read against each target it failed.
 */
export function pushLuck(card: ActionCard, dice: ActionDice): ActionCard {
  const blocked = pushBlocked(card);
  if (blocked === "alreadyPushed") return card;
  if (blocked === "nothingFailed") throw notAllowed("pushing luck", "the check did not fail");
  requireNotApplied(card.targets, "pushing luck");
  const next = { ...card, push: requireDice("the push's", dice) };
  pushRoll(next);
  return refresh(next);
}

/**
 * A Fortune reroll is offered once, before pushing luck and before anything is applied, to an
 * attacker who had Fortune points when rolling.
 */
export function fortuneBlocked(
  card: ActionCard,
): "alreadyRerolled" | "noFortune" | "pushed" | "applied" | null {
  if (card.fortune) return "alreadyRerolled";
  if (card.attacker.fortune === 0) return "noFortune";
  if (card.push) return "pushed";
  if (card.targets.some((t) => t.applied)) return "applied";
  return null;
}

/** Where an Action actor keeps its Hits and Fortune. */
export const ACTION_PATHS = {
  hits: "system.hits.value",
  hitsMax: "system.hits.max",
  /** the current Hits as stored, null meaning full (the prepared bar carries it) */
  hitsStored: "system.hits.stored",
  fortune: "system.fortune.value",
  /** seed 002: the pool of Advantage from stunts */
  advantage: "system.advantage",
} as const;

/**
 * Seed 002 Stunt Modifiers: the Advantage the attack used leaves the attacker's pool (`pool` is
 * what is left now); more than is left is refused. A second spend changes nothing.
 * Interpretation: it leaves the pool when the card's button is clicked, like Occult's rounds.
 */
export function spendAdvantage(card: ActionCard, pool: number): ApplyResult<ActionCard> {
  if (!card.advantage) throw notAllowed("spending Advantage", "the attack used none");
  if (card.advantage.applied) return { card, patch: null, items: {} };
  const now = requireInteger("Advantage pool", pool, { min: 0 });
  const spent = card.advantage.spent;
  if (spent > now)
    throw notAllowed(`spending ${spent} Advantage`, `only ${now} is left in the pool`);
  const applied = {
    before: { [ACTION_PATHS.advantage]: now },
    after: { [ACTION_PATHS.advantage]: now - spent },
  };
  return { card: { ...card, advantage: { spent, applied } }, patch: applied.after, items: {} };
}

/** Puts spent Advantage back into the pool (`pool` is what is left now). */
export function undoAdvantage(card: ActionCard, pool: number): ApplyResult<ActionCard> {
  const applied = card.advantage?.applied;
  if (!card.advantage || !applied) return { card, patch: null, items: {} };
  const now = requireInteger("Advantage pool", pool, { min: 0 });
  return {
    card: { ...card, advantage: { spent: card.advantage.spent } },
    patch: { [ACTION_PATHS.advantage]: now + card.advantage.spent },
    items: {},
  };
}

/**
 * RULES 3 Fortune: spends a point and rerolls as a confident roll (closed if the first was).
 * Returns the attacker's patch (one Fortune point less). `fortune` is the points left now; with
 * none left it is refused. A second reroll changes nothing.
 */
export function fortuneReroll(
  card: ActionCard,
  dice: ActionDice,
  fortune: number,
): { card: ActionCard; patch: Patch | null } {
  const blocked = fortuneBlocked(card);
  if (blocked === "alreadyRerolled") return { card, patch: null };
  if (blocked === "pushed") throw notAllowed("a Fortune reroll", "luck was already pushed");
  requireNotApplied(card.targets, "a Fortune reroll");
  const after = spendFortune(fortune);
  const next: ActionCard = {
    ...card,
    dice: requireDice("the reroll's", dice),
    fortune: { first: card.dice, before: fortune, after },
  };
  roll(next);
  return { card: refresh(next), patch: { [ACTION_PATHS.fortune]: after } };
}

/** Why a target cannot take the Hit now. */
export type ActionApplyBlock = "missing" | "missed" | "noHit";

/** Why a target cannot take the Hit now, or null when it can. */
export function applyBlocked(card: ActionCard, targetId: string): ActionApplyBlock | null {
  const target = findTarget(card.targets, targetId);
  if (target.missing) return "missing";
  if (!target.result.success) return "missed";
  if (!target.result.hit) return "noHit";
  return null;
}

const BLOCKED_REASON: Readonly<Record<ActionApplyBlock, string>> = {
  missing: "the actor no longer exists",
  missed: "the attack failed against them",
  noHit: "the damage did not beat their soak",
};

/**
 * RULES 3: a Hit takes one of the target's Hits (never below 0; at 0 it is out of the action).
 * A Damage Setback is the GM's to narrate; the card shows it. `current` holds `system.hits.value`
 * and, to undo exactly, `system.hits.stored` (a stored null "full" comes back as null).
 */
export function apply(card: ActionCard, targetId: string, current: Patch): ApplyResult<ActionCard> {
  const target = findTarget(card.targets, targetId);
  // a target the Hit is applied to already: applyToTarget returns the card unchanged
  const blocked = applyBlocked(card, targetId);
  if (blocked) throw notAllowed(`applying the Hit to ${target.name}`, BLOCKED_REASON[blocked]);
  return applyToTarget(card, targetId, (t) => {
    const hits = currentNumber(current, ACTION_PATHS.hits);
    const stored = storedHits(current, hits);
    return {
      before: { [ACTION_PATHS.hits]: hits },
      // one Hit, more or less by the GM's adjustment (adjustment.ts)
      after: { [ACTION_PATHS.hits]: takeHits(hits, adjustedHarm(1, t)).hits },
      ...(stored === hits ? {} : { stored: { [ACTION_PATHS.hits]: stored } }),
    };
  });
}

/** The Hits as the actor stores them (null = full); the number itself when not given. */
function storedHits(current: Patch, hits: number): number | null {
  if (!(ACTION_PATHS.hitsStored in current)) return hits;
  const stored = current[ACTION_PATHS.hitsStored];
  return stored === null ? null : currentNumber(current, ACTION_PATHS.hitsStored);
}

/** Gives the Hit back (see undoOnTarget); `system.hits.max` in `current` caps it. */
export function undo(card: ActionCard, targetId: string, current: Patch): ApplyResult<ActionCard> {
  requirePatch("current", current);
  const max =
    ACTION_PATHS.hitsMax in current ? currentNumber(current, ACTION_PATHS.hitsMax) : undefined;
  return undoOnTarget(card, targetId, current, { [ACTION_PATHS.hits]: { min: 0, max } });
}

/** RULES 3: the exact chances the roll dialog shows: success, marginal, windfall, fumble. */
export function chances(a: RollOptions & { skill: number; difficulty: number }) {
  const c = checkChances(a);
  return { success: c.success, marginal: c.marginal, windfall: c.windfall, fumble: c.fumble };
}
