import type { MessageMode } from "../../message-modes";
import {
  commitAmmo,
  create,
  firesRounds,
  setRange,
  type OccultArmorSnapshot,
  type OccultCard,
  type OccultCardInput,
  type OccultTargetInput,
  type OccultWeaponKind,
  type GrenadeAim,
} from "../../../rules/cards/occult";
import {
  BANDS,
  BURST_KINDS,
  COVERS,
  DEFENCE_MODIFIER_IDS,
  PHYSICAL_ATTACKS,
  availableStrikeModifiers,
  blastZone,
  burst,
  coveredByFire,
  COVERING_FIRE_RADIUS_FT,
  doubleable,
  fireSingle,
  physicalAttackRefusal,
  physicalDamage,
  physicalEffect,
  physicalStrikeModifiers,
  shotRefusal,
  tallyRefusal,
  type Shooter,
  type TallyRefusal,
  type TurnBlock,
  rangeBand,
  targetNumber,
  type AttackRange,
  type Band,
  type BlastRadii,
  type BurstKind,
  type DefenceModifierId,
  type ModifierLine,
  type PhysicalAttackId,
  type StrikeModifierId,
} from "../../../rules/occult";
import type { OccultOptions } from "../../../rules/options";
import { RulesRangeError } from "../../../rules/errors";
import { occultBands } from "../../../rules/cards/odds";
import { bandChances, Form } from "../../view-models/dialog/form";
import type {
  Chance,
  DialogField,
  DialogTarget,
  LiveBlock,
  Warning,
} from "../../view-models/dialog/types";
import { blastRadiiLines } from "../../view-models/occult";
import { measuredNote, signed } from "../../view-models/shared";
import type { Line } from "../../view-models/types";
import { D100_FORMULA, singleFace } from "../dice";
import { cardActor, itemsOfType, type ActorView, type ItemView, type TargetView } from "../views";
import { dialogKey, frame, live, num, section, targetField } from "./shared";
import { attackable, type AttackInput, type AttackKit } from "./types";

/*
 * The Occult Ops attack (RULES 2): every strike modifier as a checkbox (the attacker's
 * conditions, fatigue, sights and an untrained weapon ticked already), the GM's situation, a
 * burst; per target its defence modifiers (the cover one choice) and its range band, measured from
 * the tokens when both stand on one scene and chosen by hand otherwise (a grenade: the blast zone
 * instead, and whom it is thrown at, whose defence then counts, or an empty square). The
 * chances of a hit, a hit past the armor, a critical and an epic fumble follow the choices.
 */

interface OccultActorData {
  strike: number;
  defence: number;
  unarmed: boolean;
  wrestling: boolean;
  weaponSkills: readonly { name: string; bonus: number }[];
  strBonus: number;
  strikeModifiers: readonly StrikeModifierId[];
  defenceModifiers: readonly DefenceModifierId[];
  speed: number;
  turn: { moved: number; attacks: number; blocked: TurnBlock };
  conditions: Readonly<Record<string, boolean>>;
}
interface OccultWeaponData {
  kind: OccultWeaponKind;
  physicalAttack: PhysicalAttackId | "none";
  damage: string;
  maxRange: number;
  magazine: { capacity: number; loaded: number };
  burst: boolean;
  radius: { short: number; medium: number | null; long: number | null };
  skill: string;
  sights: readonly string[];
  addsStrength: boolean;
  equipped: boolean;
}
interface OccultArmorData {
  hp: { value: number; max: number };
  drPercent: number;
  equipped: boolean;
}

export interface OccultPlan {
  readonly messageMode: MessageMode;
  /** why the attacker cannot attack now (RULES 2 physical attacks), or null */
  readonly refusal: TallyRefusal | null;
  readonly input: Omit<OccultCardInput, "d100">;
  /** bands chosen by hand for targets whose distance is unknown */
  readonly bands: Readonly<Record<string, Band>>;
}

const data = (actor: ActorView) => actor.system as unknown as OccultActorData;
const weaponData = (item: ItemView) => item.system as unknown as OccultWeaponData;

/** The weapon skill's bonus, or null when the attacker lacks the skill (an untrained attack). */
export function skillBonus(actor: ActorView, weapon: ItemView): number | null {
  // Stryker disable next-line MethodExpression: the weapon's skill is a schema text, which Foundry's StringField trims as it stores
  const wanted = weaponData(weapon).skill.trim().toLowerCase();
  if (!wanted) return null;
  const skill = (data(actor).weaponSkills ?? []).find(
    // Stryker disable next-line MethodExpression: a skill's name is a schema text, which Foundry's StringField trims as it stores
    (s) => s.name.trim().toLowerCase() === wanted,
  );
  return skill ? skill.bonus : null;
}

const REFUSAL_CODE = {
  usedAllActions: "UsedAllActions",
  skipsThisAttack: "SkipsThisAttack",
  notFirstAttack: "NotFirstAttack",
} as const satisfies Record<TallyRefusal, string>;

/** The attack refused, naming the attacker and the attack (a localised notice). */
function refused(plan: OccultPlan): RulesRangeError {
  return new RulesRangeError(REFUSAL_CODE[plan.refusal!], {
    name: plan.input.attacker.name,
    attack: plan.input.weapon.name,
  });
}

/** The attacks made this round, from the attacker's sheet (RULES 2). */
function tallyOf(actor: ActorView) {
  const turn = data(actor).turn;
  // Stryker disable next-line OptionalChaining: every occult actor has its turn (a schema object, filled in)
  return { attacks: turn?.attacks ?? 0, blocked: turn?.blocked ?? ("none" as const) };
}

/** What the attacker did this turn and how it stands, from its sheet (RULES 2). */
function shooterOf(actor: ActorView): Shooter {
  const d = data(actor);
  return {
    // Stryker disable next-line OptionalChaining: every occult actor has its turn (a schema object, filled in)
    movedSquares: d.turn?.moved ?? 0,
    speed: d.speed ?? 0,
    // Stryker disable next-line OptionalChaining: every occult actor has its conditions (a schema object, filled in)
    prone: d.conditions?.prone === true,
  };
}

/** The strike-table rows ticked before the player changes anything. */
function presetStrike(actor: ActorView, weapon: ItemView, available: readonly StrikeModifierId[]) {
  const w = weaponData(weapon);
  // Stryker disable next-line ArrayDeclaration: a made-up id is no strike row offered, and presetStrike keeps the offered ones only
  const preset = new Set<StrikeModifierId>(data(actor).strikeModifiers ?? []);
  // Stryker disable next-line ArrayDeclaration: a made-up id is no strike row offered, and presetStrike keeps the offered ones only
  for (const sight of w.sights ?? []) preset.add(sight as StrikeModifierId);
  // RULES 2: a physical attack without the unarmed skill is at -20% to strike
  if (w.kind === "physical")
    for (const id of physicalStrikeModifiers(Boolean(data(actor).unarmed))) preset.add(id);
  // an untrained weapon is a wild attack (the weapon's skill is blank or not on the sheet)
  if (w.kind !== "physical" && skillBonus(actor, weapon) === null) preset.add("wild");
  return available.filter((id) => preset.has(id));
}

/**
 * RULES 2 armor: the body armor a target wears. Interpretation (the rules know one armor): with
 * several pieces worn, the one with the most hit points takes the hit.
 */
function wornArmor(actor: ActorView): OccultArmorSnapshot | null {
  const worn = itemsOfType<OccultArmorData>(actor, "occult-armor")
    .filter((a) => a.system.equipped)
    .sort((a, b) => b.system.hp.value - a.system.hp.value);
  if (!worn.length) return null;
  const best = worn[0];
  return {
    itemId: best.id,
    name: best.name,
    hp: best.system.hp.value,
    drPercent: best.system.drPercent,
  };
}

/** A target holding a weapon: one in use that is not a physical attack (RULES 2 disarming strike). */
function armed(actor: ActorView): boolean {
  return itemsOfType<OccultWeaponData>(actor, "occult-weapon").some(
    (item) => item.system.kind !== "physical" && item.system.equipped,
  );
}

/** The seed's physical attack an item stands for, when it is one. */
function physicalOf(weapon: ItemView): PhysicalAttackId | null {
  const w = weaponData(weapon);
  // Stryker disable next-line ConditionalExpression: physicalAttack is a schema choice, never blank (the other conditions are killed)
  return w.kind === "physical" && w.physicalAttack && w.physicalAttack !== "none"
    ? w.physicalAttack
    : null;
}

/** One choice of what a power punch or leap attack doubles, as the card will record it. */
interface Doubled {
  readonly value: string;
  readonly label: string;
  readonly dice: string;
  readonly doubling: NonNullable<OccultCardInput["weapon"]["doubling"]>;
}

/** RULES 2 (see doubleable): the list's hand attacks and, leaping, the attacker's melee weapons. */
function doubledChoices(actor: ActorView, physical: PhysicalAttackId): Doubled[] {
  const { hand, meleeWeapons } = doubleable(physical);
  const attacks = hand.map((id) => ({
    value: id,
    label: `ACTION_ENGINE.Choice.physicalAttack.${id}`,
    dice: PHYSICAL_ATTACKS[id].damage as string,
    doubling: { attack: id },
  }));
  if (!meleeWeapons) return attacks;
  const weapons = itemsOfType<OccultWeaponData>(actor, "occult-weapon")
    .filter(
      // Stryker disable next-line MethodExpression: a weapon's damage is a schema text, which Foundry's StringField trims as it stores
      (item) => item.system.kind === "melee" && item.system.damage.trim() !== "",
    )
    .map((item) => ({
      value: `item.${item.id}`,
      label: item.name,
      dice: item.system.damage,
      doubling: { weapon: item.name },
    }));
  return [...attacks, ...weapons];
}

function weaponOf(
  actor: ActorView,
  weapon: ItemView,
  doubled: Doubled | null,
): OccultCardInput["weapon"] {
  const w = weaponData(weapon);
  const physical = physicalOf(weapon);
  const effect = physical ? physicalEffect(physical) : undefined;
  const strBonus = data(actor).strBonus;
  // RULES 2: an attack of the physical list deals the list's damage (doubled for a power punch or
  // leap attack) with the STR bonus; other items their own dice
  const listed = physical
    ? physicalDamage({
        attack: physical,
        strBonus,
        ...(doubled ? { with: "attack" in doubled.doubling ? doubled.value : doubled.dice } : {}),
      })
    : undefined;
  const dice =
    listed === undefined
      ? // Stryker disable next-line MethodExpression: a weapon's damage is a schema text, which Foundry's StringField trims as it stores
        (doubled?.dice ?? (w.damage.trim() || null))
      : listed === null
        ? null
        : typeof listed.dice === "string"
          ? listed.dice
          : // Stryker disable next-line OptionalChaining: dice that are no text come only from a weapon doubled (physicalDamage's with), so doubled is set
            (doubled?.dice ?? null);
  return {
    name: weapon.name,
    itemId: weapon.id,
    kind: w.kind,
    dice,
    ...(physical ? { physicalAttack: physical } : {}),
    ...(effect ? { effect } : {}),
    ...(doubled ? { doubled: true, doubling: doubled.doubling } : {}),
    bonus: listed ? (listed.bonus ?? 0) : w.addsStrength || w.kind === "physical" ? strBonus : 0,
    ...(w.maxRange > 0 ? { maxRange: w.maxRange } : {}),
    ...(w.kind === "grenade" ? { radii: radiiOf(w) } : {}),
    magazine:
      w.magazine.capacity > 0 ? { capacity: w.magazine.capacity, loaded: w.magazine.loaded } : null,
  };
}

function modifierLine(line: ModifierLine): Line {
  if (line.source === "base")
    return {
      label: "ACTION_ENGINE.Card.Occult.Base",
      valueKey: `ACTION_ENGINE.Card.Band.${line.id}`,
      value: signed(line.value),
    };
  const label =
    line.source === "strikeModifier"
      ? `ACTION_ENGINE.Card.StrikeModifier.${line.id}`
      : line.source === "defenceModifier"
        ? `ACTION_ENGINE.Card.DefenceModifier.${line.id}`
        : `ACTION_ENGINE.Card.Occult.${line.source}`;
  return { label, value: signed(line.value), ...(line.counted ? {} : { muted: true }) };
}

/**
 * RULES 2 defence modifiers for one target: a checkbox per row, and the cover it is behind as one
 * choice (partial or full, never both), each starting from the target's standing conditions.
 */
function defenceRowsOf(
  form: Form,
  target: TargetView,
  standing: readonly DefenceModifierId[],
  lines: Line[],
) {
  const covered = coveredByAlly(form, target, lines);
  const rows = DEFENCE_MODIFIER_IDS.filter(
    (id) =>
      !COVERS.includes(id) &&
      form.checkbox(
        targetField(target, `defence.${id}`),
        `ACTION_ENGINE.Card.DefenceModifier.${id}`,
        {
          initial: standing.includes(id),
          // RULES 2: who covering fire protects, for ticking it by hand
          ...(id === "coveringFire" ? { hint: dialogKey("Occult", "CoveringFireHint") } : {}),
        },
      ).value,
  );
  const cover = form.select<DefenceModifierId | "none">(
    targetField(target, "cover"),
    dialogKey("Occult", "Cover"),
    [
      { value: "none", label: dialogKey("Occult", "NoCover") },
      ...COVERS.map((id) => ({ value: id, label: `ACTION_ENGINE.Card.DefenceModifier.${id}` })),
    ],
    // Stryker disable next-line StringLiteral: none is the first option, which Form takes when the initial is none of them
    { initial: COVERS.find((id) => standing.includes(id)) ?? "none" },
  ).value;
  // the box is the target's own covering fire (or the GM's word); an ally's counts by distance
  const all: DefenceModifierId[] =
    covered && !rows.includes("coveringFire") ? [...rows, "coveringFire"] : rows;
  return cover === "none" ? all : [...all, cover];
}

/**
 * RULES 2 covering fire protects allies within 25 ft of the gunner: the distance to the nearest
 * ally laying it down, measured on the scene (or entered where nothing is measured), decides. No
 * field when the scene was looked at and no ally there lays covering fire.
 */
function coveredByAlly(form: Form, target: TargetView, lines: Line[]): boolean {
  if (target.coverFeet === null) return false;
  const distance = form.optionalNumber(
    targetField(target, "coverFt"),
    dialogKey("Occult", "CoverDistance"),
    {
      initial: target.coverFeet ?? null,
      min: 0,
      max: 100000,
      hint: dialogKey("Occult", "CoverDistanceHint"),
    },
  ).value;
  if (distance === null) return false;
  const covered = coveredByFire(distance);
  lines.push({
    label: dialogKey("Occult", covered ? "CoveredByFire" : "NotCoveredByFire"),
    value: `${num(distance)} ft / ${num(COVERING_FIRE_RADIUS_FT)} ft`,
  });
  return covered;
}

/** A grenade's radii as the rules read them (an empty medium or long radius is left out). */
function radiiOf(weapon: OccultWeaponData): BlastRadii {
  // Stryker disable next-line ObjectLiteral: every occult weapon has its radius (a schema object, filled in)
  const r = weapon.radius ?? { short: 0, medium: null, long: null };
  return {
    S: r.short,
    ...(r.medium === null ? {} : { M: r.medium }),
    ...(r.long === null ? {} : { L: r.long }),
  };
}

/** RULES 2 and [I-6]: the target number's lines and the bands of its chances. */
function numberAndChances(setup: Parameters<typeof targetNumber>[0]): {
  lines: Line[];
  rows: Chance[];
} {
  const number = targetNumber(setup);
  return {
    lines: [
      ...number.lines.map(modifierLine),
      { label: "ACTION_ENGINE.Card.Occult.TargetNumber", value: num(number.target), total: true },
    ],
    rows: bandChances(occultBands(number.target)),
  };
}

/**
 * The strike modifiers the attack offers (burst aside: it has its own field), those on the sheet
 * ticked; RULES 2: aimed, kneeling and prone shots depend on the move made and the position taken,
 * so one refused is off with its reason. The ticked ones.
 */
function strikeFields(form: Form, actor: ActorView, weapon: ItemView, melee: boolean) {
  const available = availableStrikeModifiers(melee ? "melee" : "ranged").filter(
    (id) => id !== "burst",
  );
  const preset = presetStrike(actor, weapon, available);
  const shooter = shooterOf(actor);
  return available
    .map((id) => {
      const refusal = shotRefusal(id, shooter);
      return {
        id,
        ...form.checkbox(`strike.${id}`, `ACTION_ENGINE.Card.StrikeModifier.${id}`, {
          initial: preset.includes(id),
          ...(refusal ? { disabled: true, hint: dialogKey("Occult", "Refusal", refusal) } : {}),
        }),
      };
    })
    .filter((row) => row.value)
    .map((row) => row.id);
}

/**
 * The situation: the GM's modifier, a burst (RULES 2: its rounds must be loaded), the attack a
 * physical one doubles, and whom a grenade is thrown at (RULES 2: a person meets their Defense, a
 * square does not).
 */
function situationFields(
  form: Form,
  actor: ActorView,
  weapon: ItemView,
  kept: readonly TargetView[],
) {
  const w = weaponData(weapon);
  const situation = form.number("situation", dialogKey("Occult", "Situation"), {
    initial: 0,
    min: -100,
    max: 100,
  }).value;
  let burstKind: BurstKind | "none" = "none";
  const capacity = w.magazine.capacity;
  if (w.burst && capacity > 0) {
    burstKind = form.select<BurstKind | "none">(
      "burst",
      dialogKey("Occult", "Burst"),
      [
        { value: "none", label: dialogKey("Occult", "NoBurst") },
        ...BURST_KINDS.map((b) => ({
          value: b,
          label: `ACTION_ENGINE.Card.Burst.${b}`,
          disabled: burst(b, capacity).rounds > w.magazine.loaded,
        })),
      ],
      // Stryker disable next-line ObjectLiteral,StringLiteral: none is the first option, which Form takes when none is given
      { initial: "none" },
    ).value;
  }
  const physical = physicalOf(weapon);
  let doubled: Doubled | null = null;
  const choices = physical ? doubledChoices(actor, physical) : [];
  if (choices.length) {
    const picked = form.select(
      "doubles",
      dialogKey("Occult", "Doubles"),
      choices.map(({ value, label }) => ({ value, label })),
      // Stryker disable next-line OptionalChaining: every doubling attack's choices hold the punch (doubleable's hand attacks)
      { initial: choices.find((c) => c.value === "punch")?.value ?? choices[0].value },
    ).value;
    doubled = choices.find((c) => c.value === picked) ?? null;
  }
  const thrownAtId =
    w.kind === "grenade"
      ? form.select<string>(
          "thrownAt",
          dialogKey("Occult", "ThrownAt"),
          [
            ...kept.map((t) => ({ value: t.id, label: t.name, literal: true })),
            { value: "square", label: dialogKey("Occult", "EmptySquare") },
          ],
          // Stryker disable next-line StringLiteral: with nobody kept the empty square is the only option, which Form takes when the initial is none of them
          { initial: kept[0]?.id ?? "square", hint: dialogKey("Occult", "ThrownAtHint") },
        ).value
      : // Stryker disable next-line StringLiteral: only grenadeTarget reads thrownAtId, for a grenade
        "square";
  return { situation, burstKind, physical, doubled, thrownAtId };
}

/** What every target's block reads: the attack's weapon, its set-up and the grenade's aim. */
interface TargetsContext {
  readonly form: Form;
  readonly actor: ActorView;
  readonly w: OccultWeaponData;
  readonly melee: boolean;
  readonly physical: PhysicalAttackId | null;
  readonly thrownAtId: string;
  readonly radii: BlastRadii;
  readonly setupBase: Omit<Parameters<typeof targetNumber>[0], "range">;
}

/** A target's block as its kind of attack fills it in. */
interface TargetBlock {
  readonly card: OccultTargetInput;
  readonly lines: Line[];
  readonly warnings: Warning[];
  readonly rows: Chance[];
  /** a grenade thrown at this target: its defence against the throw */
  readonly thrownAt?: GrenadeAim;
  /** a band chosen by hand where nothing measured the distance */
  readonly band?: Band;
}

/**
 * A target of a grenade: RULES 2: the blast zone follows the distance from the blast centre (the
 * token it is thrown at, measured on the scene; entered by hand where nothing is measured;
 * interpretation: a token unmeasured starts at the centre). The defence modifiers count for the
 * one it is thrown at; the rest only meet the blast.
 */
function grenadeTarget(ctx: TargetsContext, target: TargetView): TargetBlock {
  const { form, thrownAtId } = ctx;
  const t = data(target.actor);
  const lines: Line[] = [];
  const measured =
    target.id === thrownAtId
      ? 0
      : // Stryker disable next-line ConditionalExpression,StringLiteral: feetFrom is keyed by token ids, so the square's distance falls to null either way
        thrownAtId === "square"
        ? null
        : // Stryker disable next-line OptionalChaining: targetViews gives every target its feetFrom
          (target.feetFrom?.[thrownAtId] ?? null);
  let distance = measured;
  if (distance === null)
    distance = form.number(targetField(target, "blastFt"), dialogKey("Occult", "BlastDistance"), {
      initial: 0,
      min: 0,
      max: 100000,
      hint: dialogKey("Occult", "BlastDistanceHint"),
    }).value;
  else
    lines.push({
      label: dialogKey("Occult", "BlastDistance"),
      value: `${num(distance)} ft`,
    });
  const zone = blastZone(distance, ctx.radii);
  lines.push({
    label: dialogKey("Occult", "Zone"),
    valueKey: `ACTION_ENGINE.Card.Zone.${zone ?? "none"}`,
    value: "",
  });
  // Stryker disable next-line ArrayDeclaration: every occult actor has its defence modifiers derived (src/data/derived/occult.ts), and a made-up id ticks no row
  const defenceRows = defenceRowsOf(form, target, t.defenceModifiers ?? [], lines);
  const aimedAt = target.id === thrownAtId;
  lines.push({ label: dialogKey("Occult", aimedAt ? "DefendsThrow" : "OnlyBlast"), value: "" });
  return {
    card: {
      id: target.id,
      ...cardActor(target.actor, target.tokenUuid, target.name),
      defence: t.defence,
      armor: wornArmor(target.actor),
      zone,
    },
    lines,
    warnings: [],
    rows: [],
    ...(aimedAt
      ? { thrownAt: { name: target.name, defence: t.defence, defenceModifiers: defenceRows } }
      : {}),
  };
}

/**
 * A target of a melee, physical or ranged attack: its defence modifiers, the range band (measured,
 * or chosen by hand), a physical attack's own refusal (RULES 2: a hold needs Wrestling, a disarm
 * an armed target, each its reach), then its target number and chances.
 */
function aimedTarget(ctx: TargetsContext, target: TargetView): TargetBlock {
  const { form, w, melee, physical, actor } = ctx;
  const t = data(target.actor);
  const lines: Line[] = [];
  const warnings: Warning[] = [];
  let rows: Chance[] = [];
  // Stryker disable next-line ArrayDeclaration: every occult actor has its defence modifiers derived (src/data/derived/occult.ts), and a made-up id ticks no row
  const defenceRows = defenceRowsOf(form, target, t.defenceModifiers ?? [], lines);
  let range: AttackRange | "outOfRange" = "melee";
  let chosenBand: Band | undefined;
  if (!melee) {
    if (target.feet !== null && w.maxRange > 0) {
      range = rangeBand(target.feet, w.maxRange);
      lines.push({
        label: "ACTION_ENGINE.Card.Occult.Distance",
        value: `${num(target.feet)} ft`,
        ...measuredNote(target.measuredBy),
      });
    } else {
      chosenBand = form.select<Band>(
        targetField(target, "band"),
        dialogKey("Occult", "Band"),
        BANDS.map((b) => ({ value: b, label: `ACTION_ENGINE.Card.Band.${b}` })),
        { initial: "short", hint: dialogKey("Occult", "BandHint") },
      ).value;
      range = chosenBand;
    }
  }
  const card: OccultTargetInput = {
    id: target.id,
    ...cardActor(target.actor, target.tokenUuid, target.name),
    defence: t.defence,
    defenceModifiers: defenceRows,
    ...(target.feet !== null && !melee && w.maxRange > 0
      ? {
          distanceFt: target.feet,
          ...(target.measuredBy ? { distanceBy: target.measuredBy } : {}),
        }
      : {}),
    armor: wornArmor(target.actor),
  };
  if (physical) {
    const refusal = physicalAttackRefusal(physical, {
      wrestling: Boolean(data(actor).wrestling),
      targetArmed: armed(target.actor),
      // Stryker disable next-line ConditionalExpression: physicalAttackRefusal reads a null distance as a missing one (distanceFt ?? 0)
      ...(target.feet !== null ? { distanceFt: target.feet } : {}),
    });
    if (refusal) warnings.push({ key: dialogKey("Warning", refusal) });
  }
  if (range === "outOfRange") warnings.push({ key: dialogKey("Warning", "outOfRange") });
  else {
    const read = numberAndChances({
      range,
      ...ctx.setupBase,
      defence: t.defence,
      defenceModifiers: defenceRows,
    });
    lines.push(...read.lines);
    rows = read.rows;
  }
  return { card, lines, warnings, rows, ...(chosenBand ? { band: chosenBand } : {}) };
}

/** One target: its fields and block, by the kind of attack. */
function targetEntry(ctx: TargetsContext, target: TargetView) {
  const start = ctx.form.fields.length;
  const block = ctx.w.kind === "grenade" ? grenadeTarget(ctx, target) : aimedTarget(ctx, target);
  const { lines, rows, warnings } = block;
  const dialog: DialogTarget = {
    id: target.id,
    name: target.name,
    fields: ctx.form.since(start),
    live: live(target.id, { lines, chances: rows, warnings }),
  };
  return { dialog, block };
}

/**
 * The card's live block: an empty magazine (RULES 2: a shot takes a round from it) and what the
 * attacks already made this round leave the attacker; for a grenade, its radii and the throw's
 * number and chances (RULES 2: the person it is thrown at defends as in any attack; an empty
 * square does not).
 */
function cardLiveOf(
  ctx: TargetsContext,
  refusal: ReturnType<typeof tallyRefusal>,
  aim: GrenadeAim | null,
): LiveBlock {
  const { w } = ctx;
  const cardWarnings: Warning[] =
    w.kind === "firearm" && w.magazine.capacity > 0 && w.magazine.loaded < 1
      ? [{ key: dialogKey("Warning", "emptyMagazine") }]
      : [];
  if (refusal) cardWarnings.push({ key: dialogKey("Warning", refusal) });
  if (w.kind !== "grenade") return live("card", { warnings: cardWarnings });
  const read = numberAndChances({
    range: "grenade",
    ...ctx.setupBase,
    ...(aim ? { defence: aim.defence, defenceModifiers: aim.defenceModifiers } : {}),
  });
  return live("card", {
    lines: [...blastRadiiLines(ctx.radii), ...read.lines],
    chances: read.rows,
  });
}

function prepare(input: AttackInput, raw: Readonly<Record<string, unknown>>) {
  const options = input.options as OccultOptions;
  const { actor, weapon } = input.attacker;
  const w = weaponData(weapon);
  const melee = w.kind === "melee" || w.kind === "physical";
  const form = new Form(raw);

  const strikeRows = strikeFields(form, actor, weapon, melee);
  const strikeSection = form.since(0);
  const from = form.fields.length;
  const { kept, left } = attackable(["occult"], input);
  const chosen = situationFields(form, actor, weapon, kept);
  const situationSection = form.since(from);
  const skill = skillBonus(actor, weapon);
  const strike = data(actor).strike;
  const ctx: TargetsContext = {
    form,
    actor,
    w,
    melee,
    physical: chosen.physical,
    thrownAtId: chosen.thrownAtId,
    radii: radiiOf(w),
    setupBase: {
      strike,
      ...(skill ? { skill } : {}),
      strikeModifiers: chosen.burstKind === "none" ? strikeRows : [...strikeRows, "burst" as const],
      ...(chosen.situation ? { situation: chosen.situation } : {}),
    },
  };

  const entries = kept.map((target) => targetEntry(ctx, target));
  const thrownAt = entries.find((e) => e.block.thrownAt)?.block.thrownAt ?? null;
  const bands: Record<string, Band> = Object.fromEntries(
    entries.flatMap((e) => (e.block.band ? [[e.block.card.id, e.block.band]] : [])),
  );
  // RULES 2: what the attacks already made this round leave the attacker
  const refusal = tallyRefusal(chosen.physical, tallyOf(actor));
  const sections = [
    section("Strike", strikeSection),
    section("Situation", situationSection as DialogField[]),
  ];
  const framed = frame(input, form, {
    sections,
    targets: entries.map((e) => e.dialog),
    live: cardLiveOf(ctx, refusal, thrownAt),
    leftOut: left,
  });
  const plan: OccultPlan = {
    messageMode: framed.messageMode,
    refusal,
    bands,
    input: {
      attacker: { ...cardActor(actor, input.attacker.tokenUuid), strike },
      weapon: weaponOf(actor, weapon, chosen.doubled),
      situation: {
        ...(skill ? { skill } : {}),
        strikeModifiers: strikeRows,
        ...(chosen.situation ? { situation: chosen.situation } : {}),
        burst: chosen.burstKind === "none" ? null : chosen.burstKind,
        ...(thrownAt ? { thrownAt } : {}),
      },
      options,
      targets: entries.map((e) => e.block.card),
    },
  };
  return { context: framed.context, plan };
}

/** RULES 2: the Occult Ops attack; bands chosen by hand are set on the new card. */
export const occultKit: AttackKit<OccultPlan> = {
  ruleset: "occult",
  prepare,
  // RULES 2: an attack the round's tally rules out is refused before anything is rolled
  formulas: (plan) => {
    if (plan.refusal) throw refused(plan);
    return [D100_FORMULA];
  },
  card(plan, rolls) {
    let card: OccultCard = create({ ...plan.input, d100: singleFace(rolls[0]) });
    for (const [id, band] of Object.entries(plan.bands)) card = setRange(card, id, band);
    // RULES 2: a single shot spends its round as it is fired (the card records it, so "Spend the
    // rounds" is not offered); a burst's rounds wait for their button
    const magazine = plan.input.weapon.magazine;
    if (singleShot(plan) && magazine) card = commitAmmo(card, magazine.loaded).card;
    return card;
  },
  // RULES 2: the round a single shot fires leaves the magazine with the card
  weaponUpdate(plan) {
    const magazine = plan.input.weapon.magazine;
    if (!singleShot(plan) || !magazine) return null;
    const fired = fireSingle({ magazine: magazine.capacity, loaded: magazine.loaded });
    return { system: { magazine: { loaded: fired.loaded } } };
  },
};

/** RULES 2: a gun's attack that fires one round (no burst). */
function singleShot(plan: OccultPlan): boolean {
  // Stryker disable next-line OptionalChaining: prepare gives every plan its situation
  return firesRounds(plan.input.weapon) && !plan.input.situation?.burst;
}
