import { armorDr, burst } from "../occult";
import { BANDS } from "../occult/range";
import { SPEND_OPTIONS } from "../okrpg/spend-options";
import { notAllowed, requireChoice, requireFace, requireInteger, showValue } from "../errors";
import { RULESET_IDS } from "../rulesets";
import {
  reading,
  requireArray,
  requireRecord,
  requireText,
  type Reading,
  type StoredProblem,
} from "../stored";
import { isCheckCard, type CheckCard } from "../checks/card";
import { readCheckCard } from "../checks/read-card";
import * as action from "./action";
import { requireAdjustment } from "./adjustment";
import * as mano from "./mano";
import * as occult from "./occult";
import * as resolution from "./occult-resolution";
import * as okrpg from "./okrpg";
import {
  CARD_VERSION,
  requireIntegerList,
  requireTargets,
  type AppliedRecord,
  type CardTarget,
} from "./shared";

/**
 * Reading back an attack card a chat message stored (JSON): the card of a known ruleset, with
 * every input its ruleset checks when a card is made, every later choice and roll in range, and
 * every target's result what the rules give for them — else what is wrong with it. A card that
 * reads as valid is one its view and buttons work on; a damaged one is never applied with
 * another ruleset's rules. Never throws.
 */

export type StoredCard =
  okrpg.OkrpgCard | occult.OccultCard | action.ActionCard | mano.ManoCard | CheckCard;

export type CardReading =
  | { readonly ok: true; readonly card: StoredCard }
  | { readonly ok: false; readonly problem: StoredProblem };

/**
 * Values a card wrote to document fields: text, a boolean, null, or a count (hit points, wounds,
 * stun, ammunition: whole numbers, never below zero).
 */
function requirePatch(name: string, value: unknown): void {
  for (const [path, one] of Object.entries(requireRecord(name, value))) {
    if (one === null || typeof one === "string" || typeof one === "boolean") continue;
    requireInteger(`${name}.${path}`, one, { min: 0 });
  }
}

function readApplied(name: string, value: unknown): void {
  if (value === undefined) return;
  const record = requireRecord(name, value) as Partial<AppliedRecord>;
  requirePatch(`${name}.before`, record.before);
  requirePatch(`${name}.after`, record.after);
  // an Undo puts back the value before of every field the Apply wrote
  for (const path of Object.keys(record.after!))
    if (!Object.hasOwn(record.before!, path))
      throw notAllowed(`${name}.before without ${showValue(path)}`, "expected every field written");
  if (record.stored !== undefined) requirePatch(`${name}.stored`, record.stored);
}

/** An optional marker: absent, or true. */
function requireMark(name: string, value: unknown): void {
  if (value !== undefined && value !== true)
    throw notAllowed(`${name} ${showValue(value)}`, "expected true or nothing");
}

/**
 * What a card keeps on each target beside its input: the gone marks, the applied record and the
 * GM's adjustment.
 */
export function readTargetState(t: CardTarget, i: number): void {
  const name = `targets[${i}]`;
  requireMark(`${name}.missing`, t.missing);
  requireMark(`${name}.goneUndone`, t.goneUndone);
  readApplied(`${name}.applied`, t.applied);
  // the GM's adjustment of the harm, within its bounds (what Apply uses is kept on the actor)
  if (t.adjustment !== undefined) requireAdjustment(t.adjustment);
  // the target's name and uuids: requireTargets (requireCardActor), which every caller runs first
}

function optional<T>(value: T | undefined, check: (value: T) => unknown): void {
  if (value !== undefined) check(value);
}

function readDice(name: string, value: unknown): void {
  const dice = requireRecord(name, value);
  requireIntegerList(`${name}.positive`, dice.positive, { min: 1, max: 6 });
  requireIntegerList(`${name}.negative`, dice.negative, { min: 1, max: 6 });
}

/** The state an OK RPG card gathers after it is made (RULES 1.4): spending, the basic hit. */
function readOkrpg(card: okrpg.OkrpgCard): okrpg.OkrpgCard {
  okrpg.requireCardInput(card);
  requireInteger("rolled", card.rolled);
  optional(card.basicHit, (n) => requireInteger("basicHit", n, { min: 0, max: card.rolled }));
  for (const [option, units] of Object.entries(requireRecord("choices", card.choices))) {
    requireChoice("choices", option, SPEND_OPTIONS);
    requireInteger(`choices.${option}`, units, { min: 0 });
  }
  if (card.limb != null) requireText("limb", card.limb);
  requireMark("combinedDropped", card.combinedDropped);
  card.targets.forEach((t, i) => requireMark(`targets[${i}].bypass`, t.bypass));
  const recomputed = okrpg.refresh(card);
  // what the card's view asks of the rules
  okrpg.menu(card);
  okrpg.resolutions(card);
  card.targets.forEach((t) => okrpg.applyBlocked(card, t.id));
  return recomputed;
}

/** The state an Occult Ops card gathers (RULES 2): damage and effect rolls, scatter, ammunition. */
function readOccult(card: occult.OccultCard): occult.OccultCard {
  occult.requireCardInput(card);
  requireFace("d100", card.d100, 100);
  optional(card.fumbleD20, (n) => requireFace("fumbleD20", n, 20));
  optional(card.scatter, (s) => {
    requireFace("scatter.direction", requireRecord("scatter", s).direction, 8);
    requireFace("scatter.distance", s.distance, 4);
    optional(s.wall, (n) => requireInteger("scatter.wall", n, { min: 0, max: s.distance - 1 }));
  });
  optional(card.blastFaces, (faces) => requireIntegerList("blastFaces", faces, { min: 1 }));
  optional(card.ammo, (ammo) => {
    requireInteger("ammo.rounds", requireRecord("ammo", ammo).rounds, { min: 0 });
    readApplied("ammo.applied", ammo.applied);
    optional(ammo.applied, ({ before, after }) => {
      // RULES 2: the rounds fired were taken from those loaded (commitAmmo)
      const path = occult.OCCULT_PATHS.loaded;
      const loaded = requireInteger(`ammo.applied.before ${path}`, before[path], { min: 0 });
      if (after[path] !== Math.max(0, loaded - ammo.rounds))
        throw notAllowed(
          `ammo.applied.after ${path} ${showValue(after[path])}`,
          "the rounds fired are taken from those loaded",
        );
    });
  });
  card.targets.forEach((t, i) => {
    optional(t.band, (band) => requireChoice(`targets[${i}].band`, band, BANDS));
    optional(t.damageFaces, (f) => requireIntegerList(`targets[${i}].damageFaces`, f, { min: 1 }));
    optional(t.effectRoll, (n) => requireInteger(`targets[${i}].effectRoll`, n, { min: 1 }));
  });
  // the magazine (capacity, rounds loaded) is the card's input: requireCardInput checks it
  const magazine = card.weapon.magazine;
  const recomputed = occult.refresh(card);
  // what the card's view asks of the rules
  occult.dealsDamage(card);
  occult.fumbleEntry(card);
  occult.effectDie(card);
  resolution.grenadeOutcome(card);
  if (card.weapon.kind === "grenade") resolution.grenadeNumber(card);
  resolution.blastRoll(card);
  if (card.situation.burst && card.ammo && magazine) burst(card.situation.burst, magazine.capacity);
  card.targets.forEach((t) => {
    occult.defaultApplyTo(t);
    occult.applyBlocked(card, t.id);
    resolution.targetNumberFor(card, t);
    resolution.damageRoll(card, t, t.result.critical);
    if (t.armor) armorDr({ hp: t.armor.hp, drPercent: t.armor.drPercent });
  });
  return recomputed;
}

/** The state an Action card gathers (RULES 3): a Fortune reroll, pushed luck, a Friction Check. */
function readAction(card: action.ActionCard): action.ActionCard {
  action.requireCardInput(card);
  readDice("dice", card.dice);
  optional(card.fortune, (f) => {
    readDice("fortune.first", requireRecord("fortune", f).first);
    requireInteger("fortune.before", f.before, { min: 0 });
    requireInteger("fortune.after", f.after, { min: 0 });
  });
  optional(card.push, (dice) => readDice("push", dice));
  optional(card.advantage, (a) => {
    requireInteger("advantage.spent", requireRecord("advantage", a).spent, { min: 1, max: 30 });
    readApplied("advantage.applied", a.applied);
  });
  optional(card.friction, (n) => requireFace("friction", n, 6));
  optional(card.frictionReroll, (r) => {
    requireRecord("frictionReroll", r);
    requireFace("frictionReroll.face", r.face, 6);
    requireInteger("frictionReroll.before", r.before, { min: 1 });
    requireInteger("frictionReroll.after", r.after, { min: 0 });
    if (r.after !== r.before - 1)
      throw notAllowed(`frictionReroll.after ${showValue(r.after)}`, "one Fortune point is spent");
    if (r.keep !== null) requireChoice("frictionReroll.keep", r.keep, ["original", "reroll"]);
    if (card.friction === undefined)
      throw notAllowed("frictionReroll", "the Friction Check was never rolled");
  });
  const recomputed = action.refresh(card);
  // what the card's view asks of the rules
  action.roll(card);
  action.firstRoll(card);
  action.pushRoll(card);
  action.frictionDue(card);
  action.frictionResult(card);
  action.pushBlocked(card);
  action.fortuneBlocked(card);
  card.targets.forEach((t) => action.applyBlocked(card, t.id));
  return recomputed;
}

/** RULES 5 (and Action Rounds [I-7]). */
function readMano(card: mano.ManoCard): mano.ManoCard {
  mano.requireCardInput(card);
  requireFace("d20", card.d20, 20);
  const recomputed = mano.refresh(card);
  // what the card's view asks of the rules
  mano.resolutions(card);
  card.targets.forEach((t, i) => {
    mano.roundsHitPoints(t);
    mano.applyBlocked(card, t.id);
    // RULES 5: a footing roll only on a target put off balance; a hold with both sides' record
    mano.footing(card, t.id);
    optional(t.hold, (hold) => {
      requireChoice(`targets[${i}].hold.choice`, requireRecord(`targets[${i}].hold`, hold).choice, [
        "hold",
        "release",
      ]);
      readApplied(`targets[${i}].hold.attacker`, hold.attacker);
      readApplied(`targets[${i}].hold.target`, hold.target);
    });
  });
  return recomputed;
}

/** JSON, but NaN and ±Infinity spelt out (JSON writes them as null, a valid result's value). */
function asText(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "number" && !Number.isFinite(v) ? String(v) : v,
  );
}

/**
 * The check readCard makes, throwing the rules error that names what is damaged (the public
 * rules API checks a card it is handed this way).
 */
export function requireCard(value: unknown): StoredCard {
  if (isCheckCard(value)) return readCheckCard(value);
  const card = requireRecord("card", value);
  if (card.v !== CARD_VERSION)
    throw notAllowed(`card version ${showValue(card.v)}`, `expected ${CARD_VERSION}`);
  const ruleset = requireChoice("ruleset", card.ruleset, RULESET_IDS);
  requireRecord("attacker", card.attacker);
  requireText("weapon name", requireRecord("weapon", card.weapon).name);
  requireRecord("situation", card.situation);
  if (card.options !== undefined) requireRecord("options", card.options);
  const targets = requireTargets(requireArray("targets", card.targets) as CardTarget[]);
  targets.forEach(readTargetState);
  targets.forEach((t, i) =>
    requireRecord(`targets[${i}].result`, (t as { result?: unknown }).result),
  );
  const recomputed =
    ruleset === "okrpg"
      ? readOkrpg(card as unknown as okrpg.OkrpgCard)
      : ruleset === "occult"
        ? readOccult(card as unknown as occult.OccultCard)
        : ruleset === "action"
          ? readAction(card as unknown as action.ActionCard)
          : readMano(card as unknown as mano.ManoCard);
  // every result on the card is what the rules give for what the card holds
  recomputed.targets.forEach((t, i) => {
    const stored = asText((targets[i] as { result?: unknown }).result);
    if (asText(t.result) !== stored)
      throw notAllowed(`targets[${i}].result`, "it is not what the rules give for this card");
  });
  return value as StoredCard;
}

/** Reads a card back from storage: the card, or what is wrong with it. Never throws. */
export function readCard(value: unknown): CardReading {
  const read: Reading<StoredCard> = reading(
    () => JSON.parse(JSON.stringify(requireCard(value))) as StoredCard,
  );
  return read.ok ? { ok: true, card: read.value } : read;
}
