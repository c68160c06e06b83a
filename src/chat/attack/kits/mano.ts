import type { MessageMode } from "../../message-modes";
import {
  create,
  resolveTarget,
  type ManoArmorPiece,
  type ManoCardInput,
  type ManoRuleset,
  type ManoTargetInput,
} from "../../../rules/cards/mano";
import {
  RulesRangeError,
  isRulesError,
  type ErrorCode,
  type ErrorDetails,
} from "../../../rules/errors";
import {
  LIGHTS,
  action,
  actionRange,
  canDrawBow,
  fireShot,
  checkCombo,
  postureBeforeCombo,
  storedCombo,
  footingModifier,
  layeredRegions,
  refusal,
  type ActionId,
  type ActionSituation,
  type AttackKind,
  type ComboStep,
  type Grip,
  type HealthState,
  type Light,
  type Posture,
  type RangeSource,
  type Sharpness,
  type Stance,
} from "../../../rules/mano";
import type { ManoOptions } from "../../../rules/options";
import { manoBands } from "../../../rules/cards/odds";
import { checkWeaponsOncePerTurn } from "../../../rules/rounds";
import { bandChances, Form } from "../../view-models/dialog/form";
import type { Chance, DialogTarget, FieldOption, Warning } from "../../view-models/dialog/types";
import { measuredNote, signed } from "../../view-models/shared";
import type { Line } from "../../view-models/types";
import { D20_FORMULA, singleFace } from "../dice";
import { cardActor, itemsOfType, type ActorView, type ItemView, type TargetView } from "../views";
import { outreachChoice } from "./mano-reach";
import { rammingChoice } from "./mano-ramming";
import { dialogKey, frame, live, num, section, targetField } from "./shared";
import { attackable, type AttackInput, type AttackKit } from "./types";

/*
 * The Mano a Mano attack (RULES 5), and Action Rounds' [I-7]: the action (quick, strategic,
 * cautious, powerful …, those the weapon and the attacker's situation allow), light, a charge,
 * the GM's modifiers; per target its defence bonus, the armor pieces aimed around (their cover
 * added to the difficulty, chosen before the roll) and the distance for throws and shots. Action
 * Rounds adds the ready hit points spent on the attack (+1 power each beyond the first, RULES 4)
 * and the target's passive defence hit points. The chance of a success and of a natural 20 follow.
 */

interface ManoActorData {
  defences: { melee: number; missile: number; grapple: number };
  grappleAttack: number;
  posture: Posture;
  grip: Grip;
  stance: Stance;
  stun: number;
  damage: number;
  speed: number;
  toughness: number;
  stamina: number;
  strength: number;
  swimming: number;
  abilities: { throwing: number; acrobatics: number };
  health: HealthState;
  load: string;
  combo: { action: ActionId; weapon: string }[];
}
interface ManoWeaponData {
  kind: "handToHand" | "thrown" | "bow" | "gun";
  natural: boolean;
  power: number;
  sharpness: Sharpness;
  attack: number;
  throw: number;
  range: number;
  reach: number;
  heft: number;
  unwieldy: boolean;
  drawn: boolean;
  shots?: { capacity: number; loaded: number };
}
interface ManoArmorData {
  cover: number;
  absorption: number;
  complete: boolean;
  location: string;
  equipped: boolean;
}

export interface ManoPlan {
  readonly messageMode: MessageMode;
  readonly input: Omit<ManoCardInput, "d20">;
  /** why the rules refuse the attack outright (nothing is rolled), or null */
  readonly refused: { code: ErrorCode; details: ErrorDetails } | null;
  /** RULES 5 load: the rounds left in a weapon that must be loaded once it fires, or null */
  readonly shotsLeft: number | null;
}

const data = (actor: ActorView) => actor.system as unknown as ManoActorData;
const weaponData = (item: ItemView) => item.system as unknown as ManoWeaponData;

/** RULES 5 load: the rules' refusal when the weapon must be loaded and is empty, or null. */
function emptyShots(w: ManoWeaponData): RulesRangeError | null {
  try {
    fireShot(shotsOf(w));
    return null;
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: fireShot on the schema's integer rounds throws only RulesRangeError
    if (error instanceof RulesRangeError) return error;
    throw error;
  }
}

const shotsOf = (w: ManoWeaponData) => ({
  // Stryker disable next-line OptionalChaining: every mano-weapon has its shots (a schema object, filled in)
  capacity: w.shots?.capacity ?? 0,
  // Stryker disable next-line OptionalChaining: every mano-weapon has its shots (a schema object, filled in)
  loaded: w.shots?.loaded ?? 0,
});

const STRIKES: readonly ActionId[] = [
  "quickStrike",
  "strategicStrike",
  "cautiousStrike",
  "powerfulStrike",
];
const GRAPPLING: readonly ActionId[] = [
  "push",
  "trip",
  "slam",
  "hold",
  "wrench",
  "choke",
  "disarm",
];
const THROWS: readonly ActionId[] = ["quickThrow", "powerfulThrow", "heave"];
const SHOTS: readonly ActionId[] = ["quickShot", "strategicShot", "cautiousShot"];

/** A character as the card keeps a target or its cover: defenses, position, armor, health. */
function defenderInput(
  view: TargetView,
  ruleset: ManoRuleset,
): Omit<ManoTargetInput, "avoid" | "distance" | "outreach" | "coveredBy" | "covers"> {
  const t = data(view.actor);
  return {
    id: view.id,
    ...cardActor(view.actor, view.tokenUuid, view.name),
    defences: t.defences,
    posture: t.posture,
    grip: t.grip,
    stance: t.stance,
    armor: namedArmor(view.actor),
    stun: t.stun,
    damage: t.damage,
    toughness: t.toughness,
    stamina: t.stamina,
    ...(ruleset === "rounds" ? { passiveHp: 0, strength: t.strength } : {}),
    // RULES 5 swimming: counts only when the attack is in water (the card's situation says)
    swimming: t.swimming ?? 0,
  };
}

/**
 * RULES 5 cover: the dialog's "Covered by" for a target: none, or one of the characters on the
 * scene who are neither attacker nor target nor covering an earlier target (`taken`: the cover
 * action protects one target); the one chosen, as the card keeps it, or null.
 */
function covererChoice(
  form: Form,
  target: TargetView,
  bystanders: readonly TargetView[],
  ruleset: ManoRuleset,
  taken: ReadonlySet<string>,
): ManoTargetInput | null {
  // RULES 5: characters of this ruleset only (a token of another system's type cannot cover)
  const able = bystanders.filter((b) => b.actor.type === ruleset && !taken.has(b.id));
  if (!able.length) return null;
  const chosen = form.select(
    targetField(target, "coveredBy"),
    dialogKey("Mano", "CoveredBy"),
    [
      { value: "", label: dialogKey("Mano", "CoveredByNone") },
      ...able.map((b) => ({ value: b.id, label: b.name, literal: true })),
    ],
    // Stryker disable next-line StringLiteral: "None" is the first option and never disabled, which Form takes when the initial is not an option
    { initial: "", hint: dialogKey("Mano", "CoveredByHint") },
  ).value;
  const view = able.find((b) => b.id === chosen);
  return view ? defenderInput(view, ruleset) : null;
}

/**
 * RULES 5: the attack actions a weapon of this kind offers. Interpretation: grappling actions are
 * offered with natural weapons (a hand, a foot), a thrown weapon may also strike in hand.
 */
export function weaponActions(weapon: ManoWeaponData): ActionId[] {
  switch (weapon.kind) {
    case "thrown":
      return [...THROWS, ...STRIKES];
    case "bow":
      return [...SHOTS, "drawAndFire"];
    case "gun":
      return [...SHOTS];
    default:
      return weapon.natural ? [...STRIKES, ...GRAPPLING] : [...STRIKES];
  }
}

/** RULES 4 multiple weapons: whether this weapon has struck already in the act the attack joins. */
function struckAlready(input: AttackInput): boolean {
  // Stryker disable next-line ArrayDeclaration: a made-up entry in the weapons struck is never this weapon's id
  const { weapon, weaponsStruck = [] } = input.attacker;
  try {
    checkWeaponsOncePerTurn([...weaponsStruck, weapon.id]);
    return false;
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: checkWeaponsOncePerTurn of a list of ids throws only rules errors
    if (!isRulesError(error)) throw error;
    return true;
  }
}

/**
 * RULES 5 combos, checked as a whole: the actions the attacker's sheet records for this turn
 * (`system.combo`) and this one (checkCombo). Interpretation: a combo is rolled one attack at a
 * time, and the player says whether this action continues the turn's combo (ticked while the turn
 * has actions and the attacker fights in an encounter under way) or starts a new turn. Action Rounds has its own
 * sequencing (ready hit points, RULES 4), so it has no combos. Returns this action's place in the
 * combo (0: a single action) and the combo's refusal, if any.
 */
function comboPlan(
  form: Form,
  a: ManoActorData,
  ruleset: ManoRuleset,
  next: ComboStep,
  situation: ActionSituation,
  inEncounter: boolean,
): { step: number; refused: { refusal: string; step: number; limit: number } | null } {
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: an Action Rounds sheet has no combo list, a Mano a Mano sheet always has one
  const before = ruleset === "mano" ? (a.combo ?? []) : [];
  if (!before.length) return { step: 0, refused: null };
  const continues = form.checkbox("comboContinues", dialogKey("Mano", "ComboContinues"), {
    initial: inEncounter,
    hint: dialogKey("Mano", "ComboContinuesHint"),
  }).value;
  if (!continues) return { step: 0, refused: null };
  const steps = [...storedCombo(before), next];
  try {
    // the steps taken may have moved the character (a drop, a stand): check from the combo's start
    const start = postureBeforeCombo(before, situation.posture);
    checkCombo(a.speed ?? 1, steps, { ...situation, posture: start });
    return { step: steps.length, refused: null };
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: checkCombo of the steps storedCombo read throws only rules errors
    if (!isRulesError(error)) throw error;
    const d = error.details;
    return {
      step: steps.length,
      refused: {
        // Stryker disable next-line StringLiteral: every combo refusal names its reason
        refusal: String(d.refusal ?? "comboTooLong"),
        step: Number(d.step ?? steps.length),
        limit: Number(d.limit ?? 0),
      },
    };
  }
}

/** RULES 5 combos: the error code a refused combo posts (the roll is refused with it). */
function comboRefused(
  refused: { refusal: string; step: number; limit: number } | null,
  speed: number,
): { code: ErrorCode; details: ErrorDetails } | null {
  if (refused === null) return null;
  if (refused.refusal === "comboUnlessHealthy") return { code: "ComboUnlessHealthy", details: {} };
  if (refused.refusal === "comboOnlyQuick") return { code: "ComboOnlyQuick", details: {} };
  if (refused.refusal === "comboTooLong")
    return { code: "ComboTooLong", details: { step: refused.step, limit: refused.limit, speed } };
  return { code: "ComboStepRefused", details: { step: refused.step } };
}

/** The dialog's warning for a refused combo: the refusal's own words, or the combo's limit. */
function comboWarnings(refused: { refusal: string; limit: number } | null): Warning[] {
  if (refused === null) return [];
  if (refused.refusal === "comboTooLong")
    return [{ key: dialogKey("Warning", "comboTooLong"), name: String(refused.limit) }];
  return [{ key: `ACTION_ENGINE.Sheet.Refusal.${refused.refusal}` }];
}

/** RULES 5: the modifier the roll adds, by the kind of roll the action makes. */
function attackModifier(actor: ActorView, weapon: ManoWeaponData, id: ActionId): number {
  const roll = action(id).roll;
  if (roll === "thrown") return weapon.throw;
  if (roll === "grapple") return data(actor).grappleAttack;
  return weapon.attack;
}

/**
 * RULES 5 layering: the armor a target wears as non-overlapping pieces, named after the items
 * that cover them (pieces at one location layer; "none" never does).
 */
export function namedArmor(actor: ActorView): ManoArmorPiece[] {
  const worn = itemsOfType<ManoArmorData>(actor, "mano-armor").filter((a) => a.system.equipped);
  const pieces: ManoArmorPiece[] = [];
  const groups = new Map<string, ItemView<ManoArmorData>[]>();
  for (const item of worn) {
    if (item.system.location === "none")
      pieces.push({
        name: item.name,
        cover: item.system.cover,
        absorption: item.system.absorption,
        complete: item.system.complete,
      });
    else groups.set(item.system.location, [...(groups.get(item.system.location) ?? []), item]);
  }
  for (const layers of groups.values()) {
    const widestFirst = [...layers].sort((a, b) => b.system.cover - a.system.cover);
    const regions = layeredRegions(widestFirst.map((l) => l.system));
    // a band between one layer's edge and the next is covered by every layer that wide or wider
    let band = 0;
    widestFirst.forEach((layer, i) => {
      const inner = widestFirst[i + 1]?.system.cover ?? 0;
      if (layer.system.cover - inner <= 0) return;
      const region = regions[band++];
      const names = widestFirst.slice(0, i + 1).map((l) => l.name);
      pieces.push({ name: names.join(" + "), ...region });
    });
  }
  return pieces;
}

/** The action's maximum range; none when every throw is refused (an unwieldy item offers none). */
function rangeOf(chosen: string, from: RangeSource): number | null {
  try {
    return actionRange(chosen, from);
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: actionRange throws only rules errors (its checks and the unwieldy throw refused)
    if (!isRulesError(error)) throw error;
    return null;
  }
}

/** What the attacker's sheet says of its situation, for the rules' refusals and combos. */
function situationOf(a: ManoActorData, w: ManoWeaponData): ActionSituation {
  return {
    // Stryker disable next-line StringLiteral: every mano and rounds actor has its health derived (src/data/derived/mano.ts)
    health: a.health ?? "healthy",
    // Stryker disable next-line StringLiteral: every mano and rounds actor has its posture (a schema choice, filled in)
    posture: a.posture ?? "standing",
    // Stryker disable next-line StringLiteral: every mano and rounds actor has its grip (a schema choice, filled in)
    grip: a.grip ?? "none",
    // Stryker disable next-line StringLiteral: every mano and rounds actor has its load derived (src/data/derived/mano.ts)
    encumbered: (a.load ?? "unencumbered") !== "unencumbered",
    bowDrawn: w.kind === "bow" && w.drawn,
  };
}

/**
 * The action: those the weapon offers, each the rules refuse disabled (RULES 5 draw: a bow whose
 * heft is at least twice the archer's strength cannot be drawn at all; RULES 5 load: an empty
 * weapon that must be loaded shoots nothing until it is loaded).
 */
function actionField(form: Form, a: ManoActorData, w: ManoWeaponData, situation: ActionSituation) {
  const offered = weaponActions(w);
  const bowTooHeavy = w.kind === "bow" && !canDrawBow(w.heft ?? 0, a.strength ?? 0);
  const notLoaded = emptyShots(w);
  const actionOptions: FieldOption[] = offered.map((id) => ({
    value: id,
    label: `ACTION_ENGINE.Card.ManoAction.${id}`,
    disabled:
      bowTooHeavy || refusal(id, situation) !== null || (action(id).notUnwieldy && w.unwieldy),
  }));
  const chosen = form.select<string>("action", dialogKey("Mano", "Action"), actionOptions, {
    initial: offered[0],
  }).value;
  return { chosen, kind: action(chosen).roll, bowTooHeavy, notLoaded };
}

/** How the action is made: an aimed shot, metres charged before a hand-to-hand attack. */
function mannerFields(form: Form, a: ManoActorData, kind: AttackKind | null) {
  const aimed =
    kind === "shot"
      ? form.checkbox("aimed", dialogKey("Mano", "Aimed"), { initial: a.stance === "aiming" }).value
      : false;
  const charge =
    kind === "handToHand"
      ? form.number("charge", dialogKey("Mano", "Charge"), {
          initial: 0,
          min: 0,
          max: 200,
          hint: dialogKey("Mano", "ChargeHint"),
        }).value
      : 0;
  return { aimed, charge };
}

/**
 * Where the fight is: light, an attack from above, in water (RULES 5 swimming), the grapple the
 * attacker is in, and a slam's fall.
 */
function surroundingFields(form: Form, situation: ActionSituation, chosen: string) {
  const light = form.select<Light>(
    "light",
    dialogKey("Mano", "Light"),
    LIGHTS.map((l) => ({ value: l, label: dialogKey("Light", l) })),
    // Stryker disable next-line ObjectLiteral,StringLiteral: lit is the first option, which Form takes when none is given
    { initial: "lit" },
  ).value;
  const fromAbove = form.checkbox("fromAbove", dialogKey("Mano", "FromAbove"), {
    initial: false,
  }).value;
  const swimming = form.checkbox("swimming", dialogKey("Mano", "Swimming"), {
    initial: false,
    hint: dialogKey("Mano", "SwimmingHint"),
  }).value;
  const grapplingEachOther =
    situation.grip !== "none"
      ? form.checkbox("grapplingEachOther", dialogKey("Mano", "GrapplingEachOther"), {
          initial: true,
        }).value
      : false;
  const slam = chosen === "slam";
  const fallsOnto = slam
    ? form.checkbox("fallsOnto", dialogKey("Mano", "FallsOnto"), { initial: false }).value
    : // Stryker disable next-line BooleanLiteral: only a slam's fall is kept on the card
      false;
  const brokeFall = slam
    ? form.checkbox("brokeFall", dialogKey("Mano", "BrokeFall"), { initial: false }).value
    : // Stryker disable next-line BooleanLiteral: only a slam's fall is kept on the card
      false;
  return { light, fromAbove, swimming, grapplingEachOther, slam, fallsOnto, brokeFall };
}

/** The GM's modifiers to the roll and the difficulty; Action Rounds' ready hit points spent. */
function modifierFields(form: Form, ruleset: ManoRuleset, ready: number | null) {
  const modifier = form.number("modifier", dialogKey("Mano", "Modifier"), {
    initial: 0,
    min: -20,
    max: 20,
  }).value;
  const difficulty = form.number("difficulty", dialogKey("Mano", "Difficulty"), {
    initial: 0,
    min: -20,
    max: 20,
  }).value;
  const hpSpent =
    ruleset === "rounds"
      ? form.number("hpSpent", dialogKey("Mano", "HpSpent"), {
          initial: 1,
          min: 1,
          // Stryker disable next-line ConditionalExpression: null >= 1 is false, so with no ready count the cap is 99 whether or not null is tested first
          max: ready !== null && ready >= 1 ? ready : 99,
          hint: dialogKey("Mano", "HpSpentHint"),
        }).value
      : undefined;
  return { modifier, difficulty, hpSpent };
}

/** What every target's block reads: the card so far, the attack's kind and reach. */
interface TargetsContext {
  readonly form: Form;
  readonly input: AttackInput;
  readonly ruleset: ManoRuleset;
  readonly base: Omit<ManoCardInput, "d20" | "targets">;
  readonly w: ManoWeaponData;
  readonly chosen: string;
  readonly missile: boolean;
  readonly maxRange: number | null;
  /** RULES 5 cover: the characters already covering an earlier target */
  readonly coverers: Set<string>;
}

/** A target's own fields: its defense bonus, the armor aimed around, the distance, passive HP. */
function targetFields(ctx: TargetsContext, target: TargetView, armor: ManoArmorPiece[]) {
  const { form, missile, ruleset } = ctx;
  // RULES 5: a target evading on the turns tracker starts with its bonus filled in
  const bonus = form.number(
    targetField(target, "defenceBonus"),
    dialogKey("Mano", "DefenceBonus"),
    {
      initial: target.evading ?? 0,
      min: -20,
      max: 20,
      ...(target.evading ? { hint: dialogKey("Mano", "EvadingHint") } : {}),
    },
  ).value;
  const avoid = armor.flatMap((piece, i) =>
    !piece.complete &&
    form.checkbox(targetField(target, `avoid.${i}`), dialogKey("Mano", "Avoid"), {
      initial: false,
      text: `${piece.name} (${piece.cover})`,
    }).value
      ? [i]
      : [],
  );
  let distance = target.metres;
  if (missile && distance === null)
    distance = form.number(targetField(target, "distance"), dialogKey("Mano", "Distance"), {
      initial: 0,
      min: 0,
      max: 100000,
    }).value;
  const passiveHp =
    ruleset === "rounds"
      ? form.number(targetField(target, "passiveHp"), dialogKey("Mano", "PassiveHp"), {
          initial: 0,
          min: 0,
          max: 99,
        }).value
      : 0;
  return { bonus, avoid, distance, passiveHp };
}

/** A target's live block: the distance measured, why it cannot be attacked, or its chances. */
function targetLive(
  ctx: TargetsContext,
  target: TargetView,
  entry: { snapshot: ManoTargetInput; covering: ManoTargetInput | null; distance: number | null },
  strikes: "target" | "weapon" | "none",
) {
  const { missile, maxRange, base, ruleset } = ctx;
  const { snapshot, covering, distance } = entry;
  const lines: Line[] = [];
  const warnings: Warning[] = [];
  let rows: Chance[] = [];
  if (missile && target.metres !== null)
    lines.push({
      label: dialogKey("Mano", "Distance"),
      value: `${target.metres} m`,
      ...measuredNote(target.measuredBy),
    });
  if (strikes === "weapon") warnings.push({ key: dialogKey("Warning", "weaponOnly") });
  if (strikes === "none") warnings.push({ key: dialogKey("Warning", "outreached") });
  else if (
    // Stryker disable next-line ConditionalExpression,LogicalOperator: maxRange is null unless the action throws or shoots (actionRange), that is unless it is a missile
    missile &&
    // Stryker disable next-line ConditionalExpression: a missile's distance is always filled in (targetFields); the test is for the types
    distance !== null &&
    maxRange !== null &&
    distance > maxRange
  )
    warnings.push({ key: dialogKey("Warning", "outOfRange") });
  else {
    try {
      const read = resolveTarget(
        // Stryker disable next-line ArrayDeclaration: with nobody covering, resolveTarget never reads the targets (covererOf returns before)
        { ...base, ruleset, d20: 1, targets: covering ? [snapshot, covering] : [] },
        snapshot,
      );
      lines.push(
        { label: dialogKey("Mano", "RollModifier"), value: signed(read.total - read.natural) },
        { label: "ACTION_ENGINE.Card.Mano.Difficulty", value: num(read.difficulty), total: true },
      );
      rows = bandChances(
        manoBands({ modifier: read.total - read.natural, difficulty: read.difficulty }),
      );
    } catch (error) {
      // Stryker disable next-line ConditionalExpression: resolveTarget of the card input the dialog built throws only rules errors
      if (!isRulesError(error)) throw error;
      warnings.push({ key: dialogKey("Warning", "refused") });
    }
  }
  return live(target.id, { lines, chances: rows, warnings });
}

/**
 * One target: its fields, Action Rounds' reach, who covers it (RULES 5 cover: a character on the
 * scene, its defense + 5 counts), the card's entries (the target and its coverer) and the live
 * block.
 */
function targetEntry(ctx: TargetsContext, target: TargetView) {
  const { form, input, ruleset, w, chosen, missile } = ctx;
  const from = form.fields.length;
  const t = data(target.actor);
  const armor = namedArmor(target.actor);
  const { bonus, avoid, distance, passiveHp } = targetFields(ctx, target, armor);
  const reach =
    ruleset === "rounds"
      ? outreachChoice(form, target, { reach: w.reach ?? 0, missile }, chosen)
      : // Stryker disable next-line ObjectLiteral: an empty reach reads the same (targetLive takes any strikes but "weapon" or "none" as the target struck, and no outreach as none)
        { strikes: "target" as const, outreach: undefined };
  const coverer = covererChoice(form, target, input.bystanders ?? [], ruleset, ctx.coverers);
  if (coverer) ctx.coverers.add(coverer.id);
  const snapshot: ManoTargetInput = {
    ...defenderInput(target, ruleset),
    defenceBonus: bonus,
    avoid,
    distance: missile ? distance : null,
    // RULES 5 push and trip: the roll the target makes to keep its feet
    // Stryker disable next-line OptionalChaining: every Mano a Mano sheet has its abilities (a schema object, filled in)
    footingModifier: footingModifier(t.grappleAttack ?? 0, t.abilities?.acrobatics ?? 0),
    ...(ruleset === "rounds" ? { passiveHp } : {}),
    ...(reach.outreach ? { outreach: reach.outreach } : {}),
    ...(coverer ? { coveredBy: coverer.id } : {}),
  };
  const covering = coverer ? { ...coverer, covers: target.id } : null;
  const dialog: DialogTarget = {
    id: target.id,
    name: target.name,
    fields: form.since(from),
    live: targetLive(ctx, target, { snapshot, covering, distance }, reach.strikes),
  };
  return {
    dialog,
    cards: [snapshot, ...(covering ? [covering] : [])],
    outreached: reach.strikes === "none",
  };
}

/** Why the rules refuse the attack outright, the first that holds, or null. */
function refusalOf(
  refusals: {
    bowTooHeavy: boolean;
    notLoaded: RulesRangeError | null;
    struck: boolean;
    chargedRam: boolean;
    outreachedBy: readonly string[];
    combo: ManoPlan["refused"];
  },
  a: ManoActorData,
  w: ManoWeaponData,
  weapon: ItemView,
  charge: number,
): ManoPlan["refused"] {
  const { bowTooHeavy, notLoaded, struck, chargedRam, outreachedBy, combo } = refusals;
  return bowTooHeavy
    ? { code: "BowTooHeavy", details: { heft: w.heft ?? 0, strength: a.strength ?? 0 } }
    : notLoaded
      ? { code: notLoaded.code, details: notLoaded.details }
      : struck
        ? { code: "WeaponOncePerTurn", details: { weapon: weapon.name } }
        : chargedRam
          ? { code: "CollisionWithCharge", details: { metres: charge } }
          : outreachedBy.length
            ? { code: "Outreached", details: { name: outreachedBy.join(", ") } }
            : combo;
}

function prepare(input: AttackInput, raw: Readonly<Record<string, unknown>>) {
  const ruleset = input.ruleset as ManoRuleset;
  const options = input.options as ManoOptions;
  const { actor, weapon } = input.attacker;
  const a = data(actor);
  const w = weaponData(weapon);
  const form = new Form(raw);
  const situation = situationOf(a, w);
  const { chosen, kind, bowTooHeavy, notLoaded } = actionField(form, a, w, situation);
  // RULES 5 combos: an action the combo rules forbid is refused with its reason, not swapped
  const combo = comboPlan(
    form,
    a,
    ruleset,
    { action: chosen as ActionId, weapon: weapon.id },
    situation,
    input.attacker.inEncounter === true,
  );
  const missile = kind === "thrown" || kind === "shot";
  const { aimed, charge } = mannerFields(form, a, kind);
  const around = surroundingFields(form, situation, chosen);
  const ready = input.attacker.readyHp ?? null;
  const { modifier, difficulty, hpSpent } = modifierFields(form, ruleset, ready);
  const attackFields = form.since(0);
  const ram = ruleset === "mano" && kind === "handToHand" ? rammingChoice(form) : null;
  // RULES 5: a throw's reach comes from the thrower and the throw; a shot's from the weapon
  const maxRange = rangeOf(chosen, {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: actionRange reads a weapon range of 0 as none, as it reads null
    weaponRange: w.range > 0 ? w.range : null,
    // Stryker disable next-line OptionalChaining: every Mano a Mano sheet has its abilities (a schema object, filled in)
    throwing: a.abilities?.throwing ?? 0,
    strength: a.strength ?? 0,
    heft: w.heft ?? 0,
    unwieldy: w.unwieldy,
  });

  const base: Omit<ManoCardInput, "d20" | "targets"> = {
    ruleset,
    attacker: {
      ...cardActor(actor, input.attacker.tokenUuid),
      modifier: attackModifier(actor, w, chosen as ActionId),
      posture: situation.posture,
      grip: situation.grip,
      aimed,
      ...(around.swimming ? { swimming: a.swimming ?? 0 } : {}),
    },
    weapon: {
      name: weapon.name,
      itemId: weapon.id,
      power: w.power,
      sharpness: w.sharpness,
      range: maxRange,
    },
    situation: {
      action: chosen,
      light: around.light,
      chargeMetres: charge,
      fromAbove: around.fromAbove,
      grapplingEachOther: around.grapplingEachOther,
      ...(around.swimming ? { swimming: true } : {}),
      ...(around.slam ? { fallsOnto: around.fallsOnto, brokeFall: around.brokeFall } : {}),
      modifier,
      difficulty,
      // Stryker disable next-line ConditionalExpression: an hpSpent left undefined is none (requireCardInput tests !== undefined, and the card is kept as JSON)
      ...(hpSpent === undefined ? {} : { hpSpent }),
      // Stryker disable next-line EqualityOperator: a combo step is 0 (no combo) or at least 2 (the turn's stored steps and this one, comboPlan), never 1
      ...(combo.step > 1 ? { comboStep: combo.step } : {}),
      ...(ram?.ramming ? { ramming: ram.ramming, collision: ram.collision } : {}),
    },
    options,
  };

  const { kept, left } = attackable([ruleset], input);
  const ctx: TargetsContext = {
    form,
    input,
    ruleset,
    base,
    w,
    chosen,
    missile,
    maxRange,
    coverers: new Set(),
  };
  const entries = kept.map((target) => targetEntry(ctx, target));
  const outreachedBy = kept.filter((_, i) => entries[i].outreached).map((t) => t.name);

  const struck = ruleset === "rounds" && struckAlready(input);
  const chargedRam = ram?.collision !== undefined && charge > 0;
  const framed = frame(input, form, {
    sections: [section("Attack", attackFields), ...(ram ? [section("Ramming", ram.fields)] : [])],
    targets: entries.map((e) => e.dialog),
    live: live("card", {
      lines: [
        ...(ready !== null ? [{ label: dialogKey("Mano", "ReadyHp"), value: num(ready) }] : []),
        // Stryker disable next-line EqualityOperator: a combo step is 0 (no combo) or at least 2 (the turn's stored steps and this one, comboPlan), never 1
        ...(combo.step > 1
          ? [{ label: dialogKey("Mano", "ComboStep"), value: num(combo.step) }]
          : []),
        ...(around.swimming
          ? [{ label: dialogKey("Mano", "SwimmingScore"), value: num(a.swimming ?? 0) }]
          : []),
      ],
      warnings: [
        ...(bowTooHeavy ? [{ key: dialogKey("Warning", "bowTooHeavy") }] : []),
        ...(notLoaded ? [{ key: dialogKey("Warning", "notLoaded") }] : []),
        ...(chargedRam ? [{ key: dialogKey("Warning", "collisionWithCharge") }] : []),
        ...(struck ? [{ key: dialogKey("Warning", "weaponStruck") }] : []),
        ...comboWarnings(combo.refused),
      ],
    }),
    leftOut: left,
  });
  const refused = refusalOf(
    {
      bowTooHeavy,
      notLoaded,
      struck,
      chargedRam,
      outreachedBy,
      combo: comboRefused(combo.refused, a.speed ?? 1),
    },
    a,
    w,
    weapon,
    charge,
  );
  return {
    context: framed.context,
    plan: {
      messageMode: framed.messageMode,
      input: { ...base, targets: entries.flatMap((e) => e.cards) },
      refused,
      // every action a loaded weapon offers is a shot: it fires one round
      shotsLeft: notLoaded || !shotsOf(w).capacity ? null : fireShot(shotsOf(w)).loaded,
    },
  };
}

/** RULES 5 and RULES 4 [I-7]: the Mano a Mano and Action Rounds attack. */
export const manoKit: AttackKit<ManoPlan> = {
  ruleset: "mano",
  prepare,
  formulas: (plan) => {
    if (plan.refused) throw new RulesRangeError(plan.refused.code, plan.refused.details);
    return [D20_FORMULA];
  },
  card: (plan, rolls) => create({ ...plan.input, d20: singleFace(rolls[0]) }),
  weaponUpdate: (plan) =>
    plan.shotsLeft === null ? null : { system: { shots: { loaded: plan.shotsLeft } } },
};
