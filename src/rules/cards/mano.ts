import {
  notAllowed,
  requireChoice,
  requireFace,
  requireInteger,
  requireObject,
  requireWithin,
  showValue,
} from "../errors";
import {
  D20,
  SHARPNESSES,
  action,
  aimKept,
  harm,
  healthOf,
  resolveAttack as resolveMano,
  successChance,
  collisionCharge,
  rammingModifier,
  type AttackInput,
  type AttackResult,
  type Collision,
  type Defences,
  type Grip,
  type Light,
  type Posture,
  type Ramming,
  type Sharpness,
  type Stance,
} from "../mano";
import { requireDefences } from "../mano/difficulty";
import type { HarmAdjustment } from "./adjustment";
import { footingOutcome, requireOffBalance, type FootingOutcome } from "./mano-footing";
import type { GripRecord } from "./mano-grip";
import type { ManoOptions } from "../options";
import {
  extraPower,
  hitPoints,
  nonDamagedHp,
  reachable,
  resolveAttack as resolveRounds,
  type Reachable,
} from "../rounds";
import {
  CARD_VERSION,
  applyToTarget,
  currentNumber,
  findTarget,
  requireCardActor,
  requirePatch,
  requireIntegerList,
  requireTargets,
  undoOnTarget,
  type ApplyResult,
  type CardActor,
  type CardTarget,
  type Patch,
  type PatchValue,
} from "./shared";

export { markMissing } from "./shared";

/*
 * The Mano a Mano attack card (RULES 5), also Action Rounds' [I-7]: the action chosen and its
 * modifiers, armor pieces avoided before the roll, the d20 against each target's difficulty,
 * a natural 20, power through absorption and sharpness into stun and damage, the target's new
 * health. Action Rounds adds the ready hit points spent on the attack (+1 power each beyond the
 * first) and the target's passive defence and hit points (RULES 4).
 */

export type ManoRuleset = "mano" | "rounds";

export interface ManoAttacker extends CardActor {
  /** the weapon's attack modifier (throw modifier for throws, grapple attack for grappling) */
  readonly modifier: number;
  readonly posture?: Posture;
  readonly grip?: Grip;
  /** aimed on the previous action, no stun or damage since */
  readonly aimed?: boolean;
  /** RULES 5 swimming: its swimming score, added in a fight in water (situation.swimming) */
  readonly swimming?: number;
}

export interface ManoWeapon {
  readonly name: string;
  readonly itemId?: string | null;
  readonly power: number;
  readonly sharpness: Sharpness;
  /** the attack's maximum range in metres: a shot's the weapon's, a throw's the thrower's (RULES 5) */
  readonly range?: number | null;
}

/** What the roll dialog chose. */
export interface ManoSituation {
  /** the action: quickStrike, strategicStrike, cautiousStrike, powerfulStrike, … */
  readonly action: string;
  readonly light?: Light;
  readonly chargeMetres?: number;
  readonly fromAbove?: boolean;
  readonly grapplingEachOther?: boolean;
  /** RULES 5 swimming: the fight is in water (each side's swimming counts, strikes half stun) */
  readonly swimming?: boolean;
  readonly fallsOnto?: boolean;
  readonly brokeFall?: boolean;
  /** the GM's modifier to the roll / to the difficulty */
  readonly modifier?: number;
  readonly difficulty?: number;
  /** Action Rounds: ready hit points spent on the attack (at least 1) */
  readonly hpSpent?: number;
  /** RULES 5 combos: this action's place in the turn's combo (2 or more); absent for a first one */
  readonly comboStep?: number;
  /** RULES 5 mounted combat: a ram (driving modifier, vehicle agility) and its collision */
  readonly ramming?: Ramming;
  readonly collision?: Collision;
}

export interface ManoArmorPiece {
  readonly name: string;
  readonly cover: number;
  readonly absorption: number;
  readonly complete?: boolean;
}

/**
 * Action Rounds RULES 4 reach: the attacking weapon's reach, the target's longest, whether the
 * target is attacking the attacker right now with a weapon of `attackReach`, and the metres
 * between them (null: unknown).
 */
export interface ManoReach {
  readonly attacker: number;
  readonly target: number;
  readonly attacking: boolean;
  readonly attackReach: number;
  readonly distance: number | null;
}

export interface ManoTargetInput extends CardActor {
  readonly id: string;
  readonly defences: Defences;
  readonly posture?: Posture;
  readonly grip?: Grip;
  /** its row of the stance and position table, from its sheet (RULES 5) */
  readonly stance?: Stance;
  /** defence bonus until its next turn: cautious attack, rest, evading … */
  readonly defenceBonus?: number;
  readonly armor?: readonly ManoArmorPiece[];
  /** RULES 5 swimming: its swimming score, added to its defence in a fight in water */
  readonly swimming?: number;
  /** RULES 5: indices of the armor pieces aimed around, chosen before the roll */
  readonly avoid?: readonly number[];
  /** metres to the target, for throws and shots */
  readonly distance?: number | null;
  readonly stun: number;
  readonly damage: number;
  readonly toughness: number;
  readonly stamina: number;
  /** Action Rounds: hit points spent on defensive manoeuvring this round */
  readonly passiveHp?: number;
  /** Action Rounds: strength, for the hit points [I-7] */
  readonly strength?: number;
  /** RULES 5 push and trip: the better of its grappling and acrobatics (footingModifier) */
  readonly footingModifier?: number;
  /** Action Rounds: the reaches, when the target outreaches the attacker (RULES 4) */
  readonly outreach?: ManoReach;
  /** RULES 5 cover: the id of the card target covering this one (its defense + 5 counts) */
  readonly coveredBy?: string;
  /**
   * RULES 5 cover: this entry is the character covering that target, on the card so that a miss
   * landing on it is applied to its own actor; it is not attacked itself
   */
  readonly covers?: string;
}

export interface ManoTargetResult {
  readonly total: number;
  readonly difficulty: number;
  readonly success: boolean;
  /** a natural 20 (or another automatic success) */
  readonly automatic: boolean;
  /** power after every multiplier, null when the attack does no harm */
  readonly power: number | null;
  readonly stun: number;
  readonly damage: number;
  /** Action Rounds outreached: the attack strikes the target's weapon, not the target (RULES 4) */
  readonly weaponOnly?: boolean;
}

export interface ManoTarget extends CardTarget, ManoTargetInput {
  readonly result: ManoTargetResult;
  /** RULES 5 push and trip: the target's d20 for its footing, once rolled on the card */
  readonly footing?: number;
  /** RULES 5 grappling positions: the hold chosen and what it wrote (mano-grip.ts) */
  readonly hold?: GripRecord;
}

export interface ManoCard {
  readonly v: typeof CARD_VERSION;
  readonly ruleset: ManoRuleset;
  readonly attacker: ManoAttacker;
  readonly weapon: ManoWeapon;
  readonly situation: ManoSituation;
  readonly d20: number;
  readonly options?: Partial<ManoOptions>;
  readonly targets: readonly ManoTarget[];
}

export interface ManoCardInput {
  readonly ruleset?: ManoRuleset;
  readonly attacker: ManoAttacker;
  readonly weapon: ManoWeapon;
  readonly situation: ManoSituation;
  readonly d20: number;
  readonly options?: Partial<ManoOptions>;
  readonly targets: readonly ManoTargetInput[];
}

function rangeOf(card: Pick<ManoCard, "situation" | "weapon">, target: ManoTargetInput) {
  const roll = action(card.situation.action).roll;
  const missile = roll === "thrown" || roll === "shot";
  if (!missile || target.distance == null || !card.weapon.range) return undefined;
  return { distance: target.distance, maxRange: card.weapon.range };
}

/** RULES 5 (and RULES 4 for Action Rounds [I-7]): the whole attack against one target. */
export function resolveTarget(
  card: Pick<ManoCard, "ruleset" | "attacker" | "weapon" | "situation" | "d20" | "options"> & {
    readonly targets?: readonly ManoTargetInput[];
  },
  target: ManoTargetInput,
): AttackResult {
  requireTargets([target]);
  const s = card.situation;
  const coverer = covererOf(card.targets, target);
  const input: AttackInput = {
    action: s.action,
    natural: card.d20,
    attacker: {
      modifier: card.attacker.modifier,
      posture: card.attacker.posture,
      grip: card.attacker.grip,
      aimed: card.attacker.aimed,
      swimming: card.attacker.swimming,
    },
    weapon: { power: card.weapon.power, sharpness: card.weapon.sharpness },
    target: defenderOf(target),
    ...(coverer ? { coveredBy: defenderOf(coverer) } : {}),
    grapplingEachOther: s.grapplingEachOther,
    avoid: target.avoid ?? [],
    range: rangeOf(card, target),
    light: s.light,
    fromAbove: s.fromAbove,
    chargeMetres: s.chargeMetres,
    fallsOnto: s.fallsOnto,
    brokeFall: s.brokeFall,
    swimming: s.swimming,
    modifier: s.modifier,
    difficulty: s.difficulty,
    ramming: s.ramming,
    collision: s.collision,
  };
  if (card.ruleset === "rounds") {
    return resolveRounds(
      {
        ...input,
        hpSpent: s.hpSpent ?? 1,
        target: { ...input.target, passiveHp: target.passiveHp ?? 0 },
        ...(coverer
          ? { coveredBy: { ...defenderOf(coverer), passiveHp: coverer.passiveHp ?? 0 } }
          : {}),
      },
      card.options,
    );
  }
  return resolveMano(input, card.options);
}

/** A card target as the rules' defender: its defenses, position, armor and health. */
function defenderOf(t: ManoTargetInput) {
  return {
    defences: t.defences,
    posture: t.posture,
    grip: t.grip,
    stance: t.stance,
    defenceBonus: t.defenceBonus,
    armor: t.armor ?? [],
    swimming: t.swimming,
    stun: t.stun,
    damage: t.damage,
    toughness: t.toughness,
    stamina: t.stamina,
  };
}

/** RULES 5 cover: the entry covering this target, when one does. */
function covererOf(
  targets: readonly ManoTargetInput[] | undefined,
  target: ManoTargetInput,
): ManoTargetInput | null {
  if (target.coveredBy === undefined) return null;
  const coverer = targets?.find((t) => t.id === target.coveredBy && t.covers === target.id);
  if (!coverer)
    throw notAllowed(
      `${target.name} covered by ${showValue(target.coveredBy)}`,
      "the covering character is not on the card",
    );
  return coverer;
}

/** RULES 5 cover: the target this entry covers, when it is a covering character. */
function coveredOf(targets: readonly ManoTargetInput[], entry: ManoTargetInput): ManoTargetInput {
  const covered = targets.find((t) => t.id === entry.covers && t.coveredBy === entry.id);
  if (!covered)
    throw notAllowed(
      `${entry.name} covering ${showValue(entry.covers)}`,
      "nobody it covers is on the card",
    );
  return covered;
}

/**
 * Action Rounds RULES 4: what an attacker outreached by its target may strike: the target, only
 * its weapon (while the target attacks with a weapon at least as long as the attacker's reach),
 * or nothing yet. Missile attacks are never outreached. Interpretation: an attacker closer than
 * half the target's reach has got inside it (the closeness the acting order's tie-break reads)
 * and is not outreached.
 */
export function strikes(
  card: Pick<ManoCard, "situation">,
  target: Pick<ManoTargetInput, "outreach">,
): Reachable {
  requireObject("card", card);
  requireObject("situation", card.situation);
  requireObject("target", target);
  const reach = target.outreach;
  if (reach === undefined) return "target";
  requireObject("reach", reach);
  const distance =
    reach.distance === null ? null : requireWithin("distance", reach.distance, { min: 0 });
  const roll = action(card.situation.action).roll;
  const verdict = reachable(
    { reach: reach.attacker, missile: roll === "thrown" || roll === "shot" },
    { reach: reach.target, attacking: reach.attacking, attackReach: reach.attackReach },
  );
  return distance !== null && distance < reach.target / 2 ? "target" : verdict;
}

/**
 * RULES 5 cover: a covering character's share of the attack on the one it covers: the same roll
 * against its defense + 5; a miss lands on it (success here means the attack hit the coverer).
 */
function covererResult(card: ManoCard, entry: ManoTargetInput): ManoTargetResult {
  const covered = coveredOf(card.targets, entry);
  const r = resolveTarget(card, covered);
  const landed = r.hits === "coverer";
  const harmed = landed && r.wound !== null;
  return {
    total: r.total,
    difficulty: r.difficulty,
    success: landed,
    automatic: r.automatic,
    power: landed ? (r.power?.power ?? null) : null,
    stun: harmed ? r.wound!.harm.stun : 0,
    damage: harmed ? r.wound!.harm.damage : 0,
  };
}

function targetResult(card: ManoCard, target: ManoTargetInput): ManoTargetResult {
  if (target.covers !== undefined) return covererResult(card, target);
  const reach = strikes(card, target);
  if (reach === "none")
    throw notAllowed(
      `attacking ${target.name}`,
      "it outreaches the attacker, who may strike only its weapon and only while it attacks",
    );
  const r = resolveTarget(card, target);
  const weaponOnly = reach === "weapon";
  const landed = r.hits === "target" && r.wound !== null && !weaponOnly;
  return {
    total: r.total,
    difficulty: r.difficulty,
    success: r.success,
    automatic: r.automatic,
    power: r.power?.power ?? null,
    stun: landed ? r.wound!.harm.stun : 0,
    damage: landed ? r.wound!.harm.damage : 0,
    ...(weaponOnly ? { weaponOnly } : {}),
  };
}

/** The full resolution against each target, for the view. */
export function resolutions(card: ManoCard): AttackResult[] {
  return card.targets.map((t) =>
    resolveTarget(card, t.covers === undefined ? t : coveredOf(card.targets, t)),
  );
}

/** Action Rounds [I-7]: a target's hit points and the non-damaged share before and after the hit. */
export function roundsHitPoints(
  target: ManoTarget,
): { hp: number; before: number; after: number } | null {
  if (target.strength === undefined) return null;
  const hp = hitPoints(target.strength);
  return {
    hp,
    before: nonDamagedHp(hp, target.stun, target.damage),
    after: nonDamagedHp(hp, target.stun + target.result.stun, target.damage + target.result.damage),
  };
}

function checkTarget(t: ManoTargetInput, ruleset: ManoRuleset): void {
  requireDefences(t.defences);
  healthOf(t); // its stun, damage, toughness and stamina
  (t.armor ?? []).forEach((piece, i) => {
    if (typeof piece.name !== "string")
      throw notAllowed(`armor piece #${i + 1}`, "it needs a name");
  });
  requireIntegerList("avoided armor", t.avoid ?? [], { min: 0 });
  if (t.distance != null) requireWithin("distance", t.distance, { min: 0 });
  if (t.footingModifier !== undefined) requireInteger("footing modifier", t.footingModifier);
  if (ruleset === "mano" && (t.passiveHp || t.strength !== undefined))
    throw notAllowed("hit points on a Mano a Mano target", "only Action Rounds has them");
  if (t.outreach !== undefined) {
    if (ruleset === "mano")
      throw notAllowed("reach on a Mano a Mano target", "only Action Rounds outreaches");
    strikes({ situation: { action: "quickStrike" } }, t);
  }
}

/**
 * RULES 5 cover: each covered target names a covering entry that names it back; a covering
 * character covers one target and is not itself covered or attacked with another target's id.
 */
function checkCover(targets: readonly ManoTargetInput[]): void {
  for (const t of targets) {
    if (t.coveredBy !== undefined && t.covers !== undefined)
      throw notAllowed(`${t.name} covering and covered`, "a covering character is not attacked");
    covererOf(targets, t); // null for a target nobody covers
    if (t.covers !== undefined) coveredOf(targets, t);
  }
}

/**
 * The checks the roll dialog's choices (a card's input without its d20) pass when the card is
 * made; a stored card is read back through them again (read-card.ts).
 */
export function requireCardInput(input: Omit<ManoCardInput, "d20">): ManoRuleset {
  requireObject("card input", input);
  const ruleset = requireChoice("ruleset", input.ruleset ?? "mano", ["mano", "rounds"] as const);
  requireCardActor("attacker", input.attacker);
  requireInteger("attack modifier", input.attacker.modifier);
  if (typeof requireObject("weapon", input.weapon).name !== "string")
    throw notAllowed(`weapon ${showValue(input.weapon)}`, "expected a named weapon");
  requireInteger("weapon power", input.weapon.power, { min: 0 });
  requireChoice("weapon sharpness", input.weapon.sharpness, SHARPNESSES);
  const a = action(requireObject("situation", input.situation).action as string);
  if (!a.roll) throw notAllowed(`an attack card for ${a.id}`, "the action makes no roll");
  if (ruleset === "mano" && input.situation.hpSpent !== undefined)
    throw notAllowed("spending hit points", "only Action Rounds spends them");
  if (input.situation.hpSpent != null) extraPower(input.situation.hpSpent);
  if (input.situation.comboStep !== undefined) {
    if (ruleset !== "mano")
      throw notAllowed("a combo", "Action Rounds acts with ready hit points instead");
    requireInteger("combo step", input.situation.comboStep, { min: 2 });
  }
  const { ramming, collision } = input.situation;
  if (ramming !== undefined) {
    requireObject("ramming", ramming);
    rammingModifier(ramming.driving, ramming.agility);
  }
  if (collision !== undefined) collisionCharge(collision);
  requireTargets(input.targets);
  input.targets.forEach((t) => checkTarget(t, ruleset));
  checkCover(input.targets);
  return ruleset;
}

/** Recomputes every target's result. */
export function refresh(card: ManoCard): ManoCard {
  return { ...card, targets: card.targets.map((t) => ({ ...t, result: targetResult(card, t) })) };
}

/** RULES 5: a new card from the roll dialog's choices and the d20 rolled. */
export function create(input: ManoCardInput): ManoCard {
  const ruleset = requireCardInput(input);
  const card: Omit<ManoCard, "targets"> = {
    v: CARD_VERSION,
    ruleset,
    attacker: input.attacker,
    weapon: input.weapon,
    situation: input.situation,
    d20: requireFace("d20", input.d20, D20),
    ...(input.options ? { options: input.options } : {}),
  };
  const withInputs = { ...card, targets: input.targets as ManoTarget[] };
  return {
    ...card,
    targets: input.targets.map((t) => ({ ...t, result: targetResult(withInputs, t) })),
  };
}

/**
 * Where a Mano a Mano (or Action Rounds) actor keeps its stun and damage, its posture (a fall puts
 * it on the ground) and its stance (aiming is lost to stun or damage).
 */
export const MANO_PATHS = {
  stun: "system.stun",
  damage: "system.damage",
  posture: "system.posture",
  stance: "system.stance",
} as const;

/** Why a target cannot take the hit now. */
export type ManoApplyBlock =
  "missing" | "missed" | "hitCovered" | "rollFooting" | "weaponOnly" | "noHarm";

/** RULES 5: the hit put this target off balance (a push or trip on a standing target). */
export function offBalance(card: ManoCard, targetId: string): boolean {
  const target = findTarget(card.targets, targetId);
  // Interpretation: a covering character takes a missed attack's harm, not a push or trip
  if (target.covers !== undefined) return false;
  return target.result.success && resolveTarget(card, target).offBalance;
}

/** RULES 5 push and trip: the target's footing roll, or null when none is rolled (yet). */
export function footing(card: ManoCard, targetId: string): FootingOutcome | null {
  const target = findTarget(card.targets, targetId);
  if (target.footing !== undefined) requireOffBalance(offBalance(card, targetId), target.name);
  return footingOutcome(target, card.weapon.power);
}

/**
 * RULES 5 push and trip: the target's d20 for its footing against 8 (its grappling or acrobatics
 * added). Rolling again changes nothing: the first roll stands.
 */
export function rollFooting(card: ManoCard, targetId: string, face: number): ManoCard {
  const target = findTarget(card.targets, targetId);
  requireOffBalance(offBalance(card, targetId), target.name);
  const roll = requireFace("footing roll", face, D20);
  if (target.footing !== undefined) return card;
  return {
    ...card,
    targets: card.targets.map((t) => (t.id === targetId ? { ...t, footing: roll } : t)),
  };
}

/** Why a target cannot take the hit now, or null when it can. */
export function applyBlocked(card: ManoCard, targetId: string): ManoApplyBlock | null {
  const target = findTarget(card.targets, targetId);
  if (target.missing) return "missing";
  if (target.covers !== undefined && !target.result.success) return "hitCovered";
  if (!target.result.success) return "missed";
  if (target.result.weaponOnly) return "weaponOnly";
  const off = offBalance(card, targetId);
  if (off && target.footing === undefined) return "rollFooting";
  // off balance with its footing rolled (just checked), so footing() has an outcome
  const fell = off && footing(card, targetId)!.kept === false;
  if (target.result.stun === 0 && target.result.damage === 0 && !fell) return "noHarm";
  return null;
}

const BLOCKED_REASON: Readonly<Record<ManoApplyBlock, string>> = {
  missing: "the actor no longer exists",
  missed: "the attack failed against them",
  hitCovered: "the attack hit the one they covered",
  rollFooting: "the target's footing roll comes first",
  weaponOnly: "the attack struck only their weapon",
  noHarm: "no stun or damage got through",
};

/**
 * RULES 5: adds the hit's stun and damage to the target's; a target that lost its footing is on
 * the ground and takes the fall's stun and damage too; a target that was aiming loses its aim to
 * any stun or damage (aimKept). `current` holds `system.stun`, `system.damage` and, where the
 * actor has them, `system.posture` and `system.stance` now (the hit adds to whatever they are).
 */
export function apply(card: ManoCard, targetId: string, current: Patch): ApplyResult<ManoCard> {
  requirePatch("current", current);
  const target = findTarget(card.targets, targetId);
  const blocked = applyBlocked(card, targetId);
  if (blocked) throw notAllowed(`applying the hit to ${target.name}`, BLOCKED_REASON[blocked]);
  // applyBlocked leaves an off-balance target here only with its footing rolled
  const fall = offBalance(card, targetId) ? footing(card, targetId)!.fall : null;
  return applyToTarget(card, targetId, (t) => {
    const stun = currentNumber(current, MANO_PATHS.stun);
    const damage = currentNumber(current, MANO_PATHS.damage);
    const hit = adjustedHit(card.weapon.sharpness, t.result, t.adjustment);
    const stunTaken = hit.stun + (fall?.stun ?? 0);
    const damageTaken = hit.damage + (fall?.damage ?? 0);
    const before: Record<string, PatchValue> = {
      [MANO_PATHS.stun]: stun,
      [MANO_PATHS.damage]: damage,
    };
    const after: Record<string, PatchValue> = {
      [MANO_PATHS.stun]: stun + stunTaken,
      [MANO_PATHS.damage]: damage + damageTaken,
    };
    if (fall) {
      before[MANO_PATHS.posture] = current[MANO_PATHS.posture] ?? "standing";
      after[MANO_PATHS.posture] = "ground";
    }
    // RULES 5 aim: the aim's +5 is gone once the aimer takes stun or damage
    if (current[MANO_PATHS.stance] === "aiming" && !aimKept(stunTaken, damageTaken)) {
      before[MANO_PATHS.stance] = "aiming";
      after[MANO_PATHS.stance] = "default";
    }
    return { before, after };
  });
}

/**
 * The hit's stun and damage with the GM's adjustment (adjustment.ts): its points of harm split into
 * stun and damage as the weapon's sharpness splits power (RULES 5), each never below none.
 */
function adjustedHit(
  sharpness: Sharpness,
  hit: { readonly stun: number; readonly damage: number },
  adjustment: HarmAdjustment | undefined,
): { stun: number; damage: number } {
  if (!adjustment) return { stun: hit.stun, damage: hit.damage };
  const sign = Math.sign(adjustment.amount);
  const split = harm(Math.abs(adjustment.amount), 0, sharpness);
  return {
    stun: Math.max(0, hit.stun + sign * split.stun),
    damage: Math.max(0, hit.damage + sign * split.damage),
  };
}

/** Takes the hit back (see undoOnTarget). */
export function undo(card: ManoCard, targetId: string, current: Patch): ApplyResult<ManoCard> {
  return undoOnTarget(card, targetId, current, {
    [MANO_PATHS.stun]: { min: 0 },
    [MANO_PATHS.damage]: { min: 0 },
  });
}

/** RULES 5: the exact chances of a success and of a natural 20, for the roll dialog. */
export function chances(a: { modifier: number; difficulty: number }): {
  success: number;
  natural20: number;
} {
  requireObject("chances", a);
  requireInteger("modifier", a.modifier);
  requireInteger("difficulty", a.difficulty);
  return { success: successChance(a.modifier, a.difficulty), natural20: 1 / D20 };
}

/**
 * The same from the dialog's choices against each target: the roll's modifiers and the
 * difficulty are read from the rules' own breakdown (any d20 face gives the same ones).
 */
export function chancesFor(
  input: Omit<ManoCardInput, "d20">,
): { success: number; natural20: number }[] {
  requireCardInput(input);
  const card = { ruleset: input.ruleset ?? "mano", ...input, d20: 1 } as const;
  return input.targets.map((t) => {
    const r = resolveTarget(card, t.covers === undefined ? t : coveredOf(input.targets, t));
    return chances({ modifier: r.total - r.natural, difficulty: r.difficulty });
  });
}
