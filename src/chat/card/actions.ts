import * as action from "../../rules/cards/action";
import * as mano from "../../rules/cards/mano";
import * as occult from "../../rules/cards/occult";
import * as okrpg from "../../rules/cards/okrpg";
import {
  ITEM_PREFIX,
  itemPath,
  markMissing,
  type AppliedRecord,
  type ApplyResult,
  type CardTarget,
  type Patch,
  type PatchValue,
} from "../../rules/cards/shared";
import { BANDS, type Band, type BlastZone } from "../../rules/occult";
import { SPEND_OPTIONS, type SpendOption } from "../../rules/okrpg";
import { notAllowed, requireChoice, unknownId } from "../../rules/errors";
import type { AttackCard } from "../view-models";
import {
  FRICTION_FORMULA,
  FUMBLE_FORMULA,
  SCATTER_FORMULA,
  actionDice,
  actionFormula,
  facesOf,
  singleFace,
  type RolledDice,
} from "../attack/dice";
import { MANO_ACTIONS } from "./mano-actions";
import type { GripRecord } from "../../rules/cards/mano-grip";
import { parseAdjustment, setAdjustment, type HarmAdjustment } from "../../rules/cards/adjustment";

/*
 * Every button of every card, as a pure step: which documents it reads and writes, which dice
 * it rolls, and the card (and document changes) it makes from them through the rules layer's
 * card transitions (src/rules/cards). The adapter (execute.ts) resolves the documents, rolls the
 * dice, runs the step and writes the result: one message update, and one update per document the
 * step changes.
 */

/** A document the step reads: its current values by dotted path. */
export interface DocumentValues {
  readonly uuid: string;
  read(path: string): PatchValue | undefined;
  /** what this card recorded on the document under `name`, as stored (trust.ts reads it) */
  record(name: string): unknown;
}

/** What a click sends: the button's action and its data-* values. */
export interface CardClick {
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
}

/** One document change: an actor (with embedded item changes) or the attacker's weapon. */
export type Write =
  | {
      readonly kind: "actor";
      readonly uuid: string;
      readonly patch: Patch | null;
      readonly items: Readonly<Record<string, Patch>>;
      /** the card's records kept on the actor beside the change (trust.ts), null clearing one */
      readonly records?: Readonly<
        Record<string, AppliedRecord | GripRecord | HarmAdjustment | null>
      >;
    }
  | { readonly kind: "weapon"; readonly uuid: string; readonly patch: Patch };

/** What a step makes: the new card and the document writes (none when nothing changes). */
export interface Step {
  readonly card: AttackCard;
  readonly writes: readonly Write[];
}

/**
 * Who may click: the attacker's side (GM, poster, owner); for Apply/Undo, a target's owner too;
 * or a GM alone (the GM's adjustment of the harm).
 */
export type Who = "attacker" | "apply" | "gm";

/** The documents a step needs, found by the adapter (null: deleted). */
export interface StepDocuments {
  /** the target's actor, by target id */
  readonly targets: Readonly<Record<string, DocumentValues | null>>;
  readonly attacker: DocumentValues | null;
  readonly weapon: DocumentValues | null;
}

export interface StepInput {
  readonly card: AttackCard;
  readonly click: CardClick;
  readonly rolls: readonly RolledDice[];
  readonly documents: StepDocuments;
}

export interface ActionSpec {
  readonly who: Who;
  /** the targets whose actors the step reads and writes */
  targets?(card: AttackCard, click: CardClick): string[];
  /** the step reads or writes the attacker's actor / its weapon */
  readonly attacker?: boolean;
  readonly weapon?: boolean;
  /** the Foundry Roll formulas to evaluate first */
  formulas?(card: AttackCard, click: CardClick): string[];
  run(input: StepInput): Step;
}

const only = (card: AttackCard): Step => ({ card, writes: [] });

function target(click: CardClick): string {
  const id = click.data.target;
  if (!id) throw unknownId("target", id);
  return id;
}

/** The document values for a target, or an error naming the actor gone. */
function targetDoc(input: StepInput, id: string): DocumentValues {
  const doc = input.documents.targets[id];
  if (!doc) throw notAllowed(`changing ${id}`, "the actor no longer exists");
  return doc;
}

/** The values now of the paths an Apply or Undo reads. */
function current(doc: DocumentValues, paths: readonly string[]): Patch {
  const values: Record<string, PatchValue> = {};
  for (const path of paths) {
    const value = doc.read(path);
    if (value !== undefined) values[path] = value;
  }
  return values;
}

function actorWrite(uuid: string, result: ApplyResult<unknown>): Write[] {
  if (!result.patch && !Object.keys(result.items).length) return [];
  return [{ kind: "actor", uuid, patch: result.patch, items: result.items }];
}

/** The paths a target's Apply reads, by ruleset; Undo reads what Apply recorded, and the maxima. */
function applyPaths(card: AttackCard, t: CardTarget): string[] {
  switch (card.ruleset) {
    case "okrpg":
      return Object.values(okrpg.OKRPG_PATHS);
    case "occult": {
      const armor = (t as occult.OccultTarget).armor;
      return [
        occult.OCCULT_PATHS.hp,
        occult.OCCULT_PATHS.hpMax,
        occult.OCCULT_PATHS.prone,
        ...(armor
          ? [
              itemPath(armor.itemId, occult.OCCULT_PATHS.armorHp),
              itemPath(armor.itemId, occult.OCCULT_PATHS.armorHpMax),
            ]
          : []),
      ];
    }
    case "action":
      return [
        action.ACTION_PATHS.hits,
        action.ACTION_PATHS.hitsMax,
        action.ACTION_PATHS.hitsStored,
      ];
    default:
      return Object.values(mano.MANO_PATHS);
  }
}

function findTarget(card: AttackCard, id: string): CardTarget {
  const found = (card.targets as readonly CardTarget[]).find((t) => t.id === id);
  if (!found) throw unknownId("target", id);
  return found;
}

/** Apply to one target (occult: to its armor or its person). */
function applyOne(card: AttackCard, id: string, doc: DocumentValues, to?: occult.OccultApplyTo) {
  const now = current(doc, applyPaths(card, findTarget(card, id)));
  switch (card.ruleset) {
    case "okrpg":
      return okrpg.apply(card, id, now);
    case "occult":
      return occult.apply(card, id, now, to);
    case "action":
      return action.apply(card, id, now);
    default:
      return mano.apply(card, id, now);
  }
}

function undoOne(card: AttackCard, id: string, doc: DocumentValues) {
  const t = findTarget(card, id);
  const paths = [...new Set([...applyPaths(card, t), ...Object.keys(t.applied?.after ?? {})])];
  const now = current(doc, paths);
  switch (card.ruleset) {
    case "okrpg":
      return okrpg.undo(card, id, now);
    case "occult":
      return occult.undo(card, id, now);
    case "action":
      return action.undo(card, id, now);
    default:
      return mano.undo(card, id, now);
  }
}

/** Why a target cannot take the result now (a rules block), or null when it can. */
export function blocked(card: AttackCard, id: string): string | null {
  switch (card.ruleset) {
    case "okrpg":
      return okrpg.applyBlocked(card, id);
    case "occult":
      return occult.applyBlocked(card, id);
    case "action":
      return action.applyBlocked(card, id);
    default:
      return mano.applyBlocked(card, id);
  }
}

const applySpec = (to?: occult.OccultApplyTo): ActionSpec => ({
  who: "apply",
  targets: (_card, click) => [target(click)],
  run(input) {
    const id = target(input.click);
    const doc = targetDoc(input, id);
    const result = applyOne(input.card, id, doc, to);
    return { card: result.card as AttackCard, writes: actorWrite(doc.uuid, result) };
  },
});

const undoSpec: ActionSpec = {
  who: "apply",
  targets: (_card, click) => [target(click)],
  run(input) {
    const id = target(input.click);
    const doc = targetDoc(input, id);
    const result = undoOne(input.card, id, doc);
    return { card: result.card as AttackCard, writes: actorWrite(doc.uuid, result) };
  },
};

/** Apply to every target that can take the result and has not yet; one write per target. */
const applyAllSpec: ActionSpec = {
  who: "attacker",
  targets: (card) =>
    (card.targets as readonly CardTarget[])
      .filter((t) => !t.applied && blocked(card, t.id) === null)
      .map((t) => t.id),
  run(input) {
    let card = input.card;
    const writes: Write[] = [];
    for (const id of applyAllSpec.targets!(input.card, input.click)) {
      const doc = input.documents.targets[id];
      if (!doc) continue;
      const result = applyOne(card, id, doc);
      card = result.card as AttackCard;
      writes.push(...actorWrite(doc.uuid, result));
    }
    return { card, writes };
  },
};

/** Undo on every target that has the result applied. */
const undoAllSpec: ActionSpec = {
  who: "attacker",
  targets: (card) =>
    (card.targets as readonly CardTarget[]).filter((t) => t.applied).map((t) => t.id),
  run(input) {
    let card = input.card;
    const writes: Write[] = [];
    for (const id of undoAllSpec.targets!(input.card, input.click)) {
      const doc = input.documents.targets[id];
      // its actor is gone: its share counts as undone, and the card says so (markMissing)
      if (!doc) {
        card = markMissing(card, id);
        continue;
      }
      const result = undoOne(card, id, doc);
      card = result.card as AttackCard;
      writes.push(...actorWrite(doc.uuid, result));
    }
    return { card, writes };
  },
};

/**
 * The GM's adjustment of one target's harm (rules/cards/adjustment.ts), typed on the card: the
 * amount and the reason as the fields hold them; set before Apply, for a target Apply can reach.
 */
const adjustSpec: ActionSpec = {
  who: "gm",
  targets: (_card, click) => [target(click)],
  run(input) {
    const id = target(input.click);
    targetDoc(input, id);
    const { amount = "", reason = "" } = input.click.data;
    const adjustment = parseAdjustment(amount, reason);
    return only(setAdjustment(input.card, id, adjustment, blocked(input.card, id) === null));
  },
};

/** The GM takes an adjustment back before Apply. */
const unadjustSpec: ActionSpec = {
  who: "gm",
  targets: (_card, click) => [target(click)],
  run(input) {
    const id = target(input.click);
    targetDoc(input, id);
    return only(setAdjustment(input.card, id, null, true));
  },
};

const COMMON: Readonly<Record<string, ActionSpec>> = {
  apply: applySpec(),
  undo: undoSpec,
  adjust: adjustSpec,
  unadjust: unadjustSpec,
  applyAll: applyAllSpec,
  undoAll: undoAllSpec,
};

const asOkrpg = (card: AttackCard) => card as okrpg.OkrpgCard;
const asOccult = (card: AttackCard) => card as occult.OccultCard;
const asAction = (card: AttackCard) => card as action.ActionCard;

function spendOption(click: CardClick): SpendOption {
  return requireChoice("option", click.data.option, SPEND_OPTIONS);
}

/** RULES 1.4: the OK RPG card's spending buttons. */
const OKRPG: Readonly<Record<string, ActionSpec>> = {
  spend: {
    who: "attacker",
    run: ({ card, click }) =>
      only(okrpg.spend(asOkrpg(card), spendOption(click), click.data.target)),
  },
  unspend: {
    who: "attacker",
    run: ({ card, click }) =>
      only(okrpg.unspend(asOkrpg(card), spendOption(click), click.data.target)),
  },
  setBasicHit: {
    who: "attacker",
    run: ({ card, click }) => only(okrpg.setBasicHit(asOkrpg(card), Number(click.data.value))),
  },
  dropCombined: {
    who: "attacker",
    run: ({ card }) => only(okrpg.dropCombined(asOkrpg(card))),
  },
  // RULES 1.6 limb mangling: the card's text field names the limb; an empty one names none
  setLimb: {
    who: "attacker",
    run: ({ card, click }) => only(okrpg.setLimb(asOkrpg(card), click.data.value?.trim() || null)),
  },
};

/** The rounds a burst spends, read from the weapon now. */
function loaded(doc: DocumentValues | null, what: string): number {
  if (!doc) throw notAllowed(what, "the weapon no longer exists");
  return Number(doc.read(occult.OCCULT_PATHS.loaded) ?? 0);
}

/** RULES 2: the Occult Ops card's buttons. */
const OCCULT: Readonly<Record<string, ActionSpec>> = {
  setRange: {
    who: "attacker",
    run: ({ card, click }) =>
      only(
        occult.setRange(
          asOccult(card),
          target(click),
          requireChoice("band", click.data.band, BANDS) as Band,
        ),
      ),
  },
  setZone: {
    who: "attacker",
    run: ({ card, click }) =>
      only(
        occult.setZone(
          asOccult(card),
          target(click),
          click.data.zone === "none" ? null : (click.data.zone as BlastZone),
        ),
      ),
  },
  rollDamage: {
    who: "attacker",
    formulas: (card, click) => [occult.damageFormula(asOccult(card), click.data.target)],
    run: ({ card, click, rolls }) =>
      only(occult.rollDamage(asOccult(card), facesOf(rolls[0]), click.data.target)),
  },
  // RULES 2: a body block's d100 for prone, a disarm's d4 squares
  rollEffect: {
    who: "attacker",
    formulas: (card, click) => {
      const t = asOccult(card).targets.find((one) => one.id === click.data.target);
      const die = occult.effectDie(asOccult(card));
      return die === null || t?.effectRoll !== undefined ? [] : [`1d${die}`];
    },
    run: ({ card, click, rolls }) =>
      only(
        rolls.length
          ? occult.rollEffect(asOccult(card), singleFace(rolls[0]), target(click))
          : card,
      ),
  },
  applyArmor: applySpec("armor"),
  applyPerson: applySpec("person"),
  spendAmmo: {
    who: "attacker",
    weapon: true,
    run({ card, documents }) {
      const result = occult.commitAmmo(
        asOccult(card),
        loaded(documents.weapon, "spending the rounds"),
      );
      const writes: Write[] = result.patch
        ? [{ kind: "weapon", uuid: documents.weapon!.uuid, patch: result.patch }]
        : [];
      return { card: result.card, writes };
    },
  },
  undoAmmo: {
    who: "attacker",
    weapon: true,
    run({ card, documents }) {
      const now = loaded(documents.weapon, "giving the rounds back");
      const capacity = Number(documents.weapon!.read("system.magazine.capacity") ?? now);
      const result = occult.undoAmmo(asOccult(card), now, capacity);
      const writes: Write[] = result.patch
        ? [{ kind: "weapon", uuid: documents.weapon!.uuid, patch: result.patch }]
        : [];
      return { card: result.card, writes };
    },
  },
  drawFumble: {
    who: "attacker",
    formulas: (card) => (asOccult(card).fumbleD20 === undefined ? [FUMBLE_FORMULA] : []),
    run: ({ card, rolls }) =>
      only(rolls.length ? occult.drawFumble(asOccult(card), singleFace(rolls[0])) : card),
  },
  // RULES 2: the GM marks a wall in the scattering grenade's path
  setWall: {
    who: "attacker",
    run: ({ card, click }) =>
      only(
        occult.setWall(
          asOccult(card),
          click.data.squares === "none" ? null : Number(click.data.squares),
        ),
      ),
  },
  scatter: {
    who: "attacker",
    formulas: (card) => (asOccult(card).scatter ? [] : [SCATTER_FORMULA]),
    run({ card, rolls }) {
      if (!rolls.length) return only(card);
      const [direction, distance] = facesOf(rolls[0]);
      return only(occult.scatter(asOccult(card), direction, distance));
    },
  },
};

/** The attacker's Advantage pool now, for spending it or putting it back. */
function advantagePool(input: StepInput, what: string): { doc: DocumentValues; pool: number } {
  const doc = input.documents.attacker;
  if (!doc) throw notAllowed(what, "the attacker no longer exists");
  return { doc, pool: Number(doc.read(action.ACTION_PATHS.advantage) ?? 0) };
}

function attackerStep(doc: DocumentValues, result: ApplyResult<action.ActionCard>): Step {
  return {
    card: result.card,
    writes: result.patch ? [{ kind: "actor", uuid: doc.uuid, patch: result.patch, items: {} }] : [],
  };
}

/** RULES 3: the Action card's buttons. */
const ACTION: Readonly<Record<string, ActionSpec>> = {
  // seed 002 Stunt Modifiers: the Advantage the attack used leaves the pool, and can go back
  spendAdvantage: {
    who: "attacker",
    attacker: true,
    run(input) {
      const { doc, pool } = advantagePool(input, "spending Advantage");
      return attackerStep(doc, action.spendAdvantage(asAction(input.card), pool));
    },
  },
  undoAdvantage: {
    who: "attacker",
    attacker: true,
    run(input) {
      const { doc, pool } = advantagePool(input, "giving Advantage back");
      return attackerStep(doc, action.undoAdvantage(asAction(input.card), pool));
    },
  },
  frictionCheck: {
    who: "attacker",
    formulas: (card) => (asAction(card).friction === undefined ? [FRICTION_FORMULA] : []),
    run: ({ card, rolls }) =>
      only(rolls.length ? action.frictionCheck(asAction(card), singleFace(rolls[0])) : card),
  },
  pushLuck: {
    who: "attacker",
    formulas: (card) =>
      asAction(card).push
        ? []
        : [actionFormula(action.rollOptions(asAction(card)).closed ?? false)],
    run: ({ card, rolls }) =>
      only(rolls.length ? action.pushLuck(asAction(card), actionDice(rolls[0])) : card),
  },
  // RULES 3: a Fortune point rerolls the Friction Check's d6; the player keeps either face
  frictionReroll: {
    who: "attacker",
    attacker: true,
    formulas: (card) => (asAction(card).frictionReroll ? [] : [FRICTION_FORMULA]),
    run({ card, rolls, documents }) {
      if (!rolls.length) return only(card);
      const attacker = documents.attacker;
      if (!attacker) throw notAllowed("a Fortune reroll", "the attacker no longer exists");
      const points = Number(attacker.read(action.ACTION_PATHS.fortune) ?? 0);
      const result = action.frictionReroll(asAction(card), singleFace(rolls[0]), points);
      const writes: Write[] = result.patch
        ? [{ kind: "actor", uuid: attacker.uuid, patch: result.patch, items: {} }]
        : [];
      return { card: result.card, writes };
    },
  },
  keepFriction: {
    who: "attacker",
    run: ({ card, click }) =>
      only(
        action.keepFrictionFace(
          asAction(card),
          requireChoice("keep", click.data.keep, ["original", "reroll"]),
        ),
      ),
  },
  fortuneReroll: {
    who: "attacker",
    attacker: true,
    // RULES 3: the reroll is closed when the first roll was
    formulas: (card) =>
      asAction(card).fortune ? [] : [actionFormula(asAction(card).situation.closed ?? false)],
    run({ card, rolls, documents }) {
      if (!rolls.length) return only(card);
      const attacker = documents.attacker;
      if (!attacker) throw notAllowed("a Fortune reroll", "the attacker no longer exists");
      const points = Number(attacker.read(action.ACTION_PATHS.fortune) ?? 0);
      const result = action.fortuneReroll(asAction(card), actionDice(rolls[0]), points);
      const writes: Write[] = result.patch
        ? [{ kind: "actor", uuid: attacker.uuid, patch: result.patch, items: {} }]
        : [];
      return { card: result.card, writes };
    },
  },
};

const BY_RULESET: Readonly<Record<string, Readonly<Record<string, ActionSpec>>>> = {
  okrpg: OKRPG,
  occult: OCCULT,
  action: ACTION,
  mano: MANO_ACTIONS,
  rounds: MANO_ACTIONS,
};

/** Every button action a ruleset's attack card can have: the common ones, then its own. */
export function cardActions(ruleset: string): string[] {
  return [...Object.keys(COMMON), ...Object.keys(BY_RULESET[ruleset] ?? {})];
}

/** The step behind a button of this card, or null for an action the card does not have. */
export function actionSpec(card: AttackCard, name: string): ActionSpec | null {
  const own = BY_RULESET[card.ruleset] ?? {};
  if (Object.hasOwn(own, name)) return own[name];
  if (Object.hasOwn(COMMON, name) && !(card.ruleset === "occult" && name === "apply"))
    return COMMON[name];
  return null;
}

/** The target ids a click reads and writes (Apply, Undo, Apply to all …). */
export function clickTargets(card: AttackCard, spec: ActionSpec, click: CardClick): string[] {
  return spec.targets ? spec.targets(card, click) : [];
}

/** Whether a path names an embedded item's field (`items.<id>.<path>`). */
export function isItemPath(path: string): boolean {
  return path.startsWith(ITEM_PREFIX);
}
