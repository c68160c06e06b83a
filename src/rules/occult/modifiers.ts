import { notAllowed, requireChoice, requireInteger, requireList, requireObject } from "../errors";
import { attackKind, baseToHit, type AttackRange } from "./range";

export type AttackKind = "melee" | "ranged";

/** A value per attack kind: the same for both, or different for melee and ranged. */
type ByKind = number | Readonly<Record<AttackKind, number>>;

/**
 * One row of a modifier table. `exclusive` names a group of rows of which only one counts (the
 * largest in size); `oneOf` names a group of rows that are one choice (at most one may be listed);
 * `rangedOnly`/`meleeOnly` rows cannot be taken for the other kind of attack.
 */
export interface ModifierRow {
  readonly value: ByKind;
  readonly exclusive?: string;
  readonly oneOf?: string;
  readonly rangedOnly?: boolean;
  readonly meleeOnly?: boolean;
}

/**
 * RULES 2, seed 001 "Strike Modifiers", plus the strike effects of the physical-attack section
 * (no Unarmed skill) and of the Epic Fumble table (blinded, frazzled). Added to the target number.
 */
export const STRIKE_MODIFIERS = {
  aimed: { value: 15, rangedOnly: true },
  burst: { value: 5, rangedOnly: true },
  kneeling: { value: 5, rangedOnly: true },
  prone: { value: 10, rangedOnly: true },
  // RULES 2: a scope and a laser sight are not cumulative.
  scope: { value: 5, rangedOnly: true, exclusive: "sight" },
  laserSight: { value: 5, rangedOnly: true, exclusive: "sight" },
  wild: { value: -20 },
  intimidated: { value: -20 },
  emboldened: { value: 20 },
  // RULES 2: exhausted replaces fatigued.
  fatigued: { value: -10, exclusive: "fatigue" },
  exhausted: { value: -20, exclusive: "fatigue" },
  noUnarmedSkill: { value: -20, meleeOnly: true },
  blinded: { value: -30 },
  frazzled: { value: -20 },
} as const satisfies Record<string, ModifierRow>;

/**
 * RULES 2, seed 001 "Defense Modifiers", plus the defence effects of the Epic Fumble table
 * (blinded, awkward position). Subtracted from the target number.
 */
export const DEFENCE_MODIFIERS = {
  // RULES 2: a prone defender is easier to hit in melee and harder to hit from range.
  prone: { value: { melee: -20, ranged: 20 } },
  // Interpretation: a defender is behind partial or full cover, never both, so they are one choice.
  partialCover: { value: 10, oneOf: "cover" },
  fullCover: { value: 25, oneOf: "cover" },
  movingTarget: { value: 5 },
  // RULES 2: covering fire only protects against ranged attacks.
  coveringFire: { value: { melee: 0, ranged: 10 } },
  emboldened: { value: 20 },
  dodge: { value: 20 },
  blinded: { value: -30 },
  awkwardPosition: { value: -20 },
} as const satisfies Record<string, ModifierRow>;

export type StrikeModifierId = keyof typeof STRIKE_MODIFIERS;
export type DefenceModifierId = keyof typeof DEFENCE_MODIFIERS;

export const STRIKE_MODIFIER_IDS = Object.keys(STRIKE_MODIFIERS) as StrikeModifierId[];
export const DEFENCE_MODIFIER_IDS = Object.keys(DEFENCE_MODIFIERS) as DefenceModifierId[];

/** The defence rows that are one choice: the cover a defender is behind (RULES 2). */
export const COVERS = DEFENCE_MODIFIER_IDS.filter(
  (id) => (DEFENCE_MODIFIERS[id] as ModifierRow).oneOf === "cover",
);

/** What an attack's target number is built from; the numbers are percentages. */
export interface AttackSetup {
  /** the band, "melee" or "grenade" — sets the base to-hit */
  readonly range: AttackRange;
  /** the attacker's Strike modifier */
  readonly strike?: number;
  /** a weapon-skill bonus to strike */
  readonly skill?: number;
  /** the defender's Defense modifier (omit for a grenade thrown at an empty square) */
  readonly defence?: number;
  readonly strikeModifiers?: readonly StrikeModifierId[];
  readonly defenceModifiers?: readonly DefenceModifierId[];
  /** the GM's environmental or special adjustment, signed */
  readonly situation?: number;
}

export type LineSource =
  "base" | "strike" | "skill" | "strikeModifier" | "defence" | "defenceModifier" | "situation";

/** One itemised line of a target number, as a dialog or chat card shows it. */
export interface ModifierLine {
  readonly source: LineSource;
  /** the range, the modifier id, or the source itself for the plain numbers */
  readonly id: string;
  /** what the line adds to the target number (defence lines are already negated) */
  readonly value: number;
  /** false when a non-cumulative row is outdone by another of its group */
  readonly counted: boolean;
}

export interface TargetNumber {
  readonly target: number;
  readonly kind: AttackKind;
  readonly lines: readonly ModifierLine[];
}

/** A table row's value against an attack kind. */
export function modifierValue(row: ModifierRow, kind: AttackKind): number {
  requireObject("modifier row", row);
  requireChoice("kind", kind, ["melee", "ranged"]);
  const value =
    typeof row.value === "number" ? row.value : requireObject("modifier value", row.value)[kind];
  return requireInteger("modifier value", value);
}

/** The modifier rows that can be chosen for an attack kind, for a dialog's checkboxes. */
export function availableStrikeModifiers(kind: AttackKind): StrikeModifierId[] {
  requireChoice("kind", kind, ["melee", "ranged"]);
  return STRIKE_MODIFIER_IDS.filter((id) => allowed(STRIKE_MODIFIERS[id], kind));
}

function allowed(row: ModifierRow, kind: AttackKind): boolean {
  return !(row.rangedOnly && kind === "melee") && !(row.meleeOnly && kind === "ranged");
}

function tableLines<Id extends string>(
  table: Readonly<Record<Id, ModifierRow>>,
  ids: readonly Id[],
  kind: AttackKind,
  source: "strikeModifier" | "defenceModifier",
  sign: 1 | -1,
): ModifierLine[] {
  const listName = source === "strikeModifier" ? "strikeModifiers" : "defenceModifiers";
  const choices = Object.keys(table) as Id[];
  const seen = new Set<Id>();
  const rows = requireList<Id>(listName, ids).map((raw) => {
    const id = requireChoice(listName, raw, choices);
    if (seen.has(id))
      throw notAllowed(`Listing ${id} twice in ${listName}`, "modifiers count once");
    seen.add(id);
    const row: ModifierRow = table[id];
    const rival = row.oneOf
      ? ids.find((o) => o !== id && table[o]?.oneOf === row.oneOf)
      : undefined;
    if (rival !== undefined)
      throw notAllowed(`Listing ${id} with ${rival}`, `they are one choice (${row.oneOf})`);
    if (!allowed(row, kind))
      throw notAllowed(`The ${id} modifier`, `it does not apply to a ${kind} attack`);
    return { id, row, value: sign * modifierValue(row, kind) + 0 }; // + 0 turns -0 into 0
  });
  // Of each non-cumulative group only the row largest in size counts; the first wins a tie.
  const winners = new Map<string, Id>();
  for (const { id, row, value } of rows) {
    // Stryker disable next-line ConditionalExpression: a row outside every group is counted whatever the map holds (counted reads !row.exclusive first)
    if (!row.exclusive) continue;
    const current = winners.get(row.exclusive);
    const currentRow = rows.find((r) => r.id === current);
    if (!currentRow || Math.abs(value) > Math.abs(currentRow.value)) winners.set(row.exclusive, id);
  }
  return rows.map(({ id, row, value }) => ({
    source,
    id,
    value,
    counted: !row.exclusive || winners.get(row.exclusive) === id,
  }));
}

function numberLine(source: LineSource, value: number | undefined, sign: 1 | -1): ModifierLine[] {
  if (value === undefined) return [];
  return [{ source, id: source, value: sign * requireInteger(source, value), counted: true }];
}

/**
 * RULES 2: target = base + strike mods − defence mods ± situation, itemised line by line so a
 * dialog or chat card can show where each point came from.
 */
export function targetNumber(setup: AttackSetup): TargetNumber {
  requireObject("attack setup", setup);
  const kind = attackKind(setup.range);
  const lines: ModifierLine[] = [
    { source: "base", id: setup.range, value: baseToHit(setup.range), counted: true },
    ...numberLine("strike", setup.strike, 1),
    ...numberLine("skill", setup.skill, 1),
    ...tableLines(STRIKE_MODIFIERS, setup.strikeModifiers ?? [], kind, "strikeModifier", 1),
    ...numberLine("defence", setup.defence, -1),
    ...tableLines(DEFENCE_MODIFIERS, setup.defenceModifiers ?? [], kind, "defenceModifier", -1),
    ...numberLine("situation", setup.situation, 1),
  ];
  const target = lines.reduce((sum, line) => sum + (line.counted ? line.value : 0), 0);
  return { target, kind, lines };
}
