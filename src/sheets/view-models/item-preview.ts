import { typeSchema } from "../../data/type-schemas";
import { fieldAt, type Field } from "../../rules/schema";
import { armorDr } from "../../rules/occult/armor";
import { BANDS, bandSpans } from "../../rules/occult/range";
import { valueAt } from "./fields";
import { num, rank } from "./format";
import type { ItemSnapshot } from "./types";

/*
 * The hover preview of a weapon or armor on an actor sheet, as dnd5e 5.x shows an item's tooltip
 * on its row (dnd5e module/data/abstract/item-data-model.mjs `richTooltip`): what it does (damage, or protection), how far it reaches, and its qualities. Read
 * from the item's data through the rules layer: each field labelled as its schema labels it, ranks
 * as rank labels, an Occult Ops gun's range bands (bandSpans) and an armor's DR now (armorDr).
 * The template shows it through {{#aeTooltip}}, so every text in it is escaped.
 */

/** One part of the preview: a label (lang key) and its value as text or as a lang key. */
export interface PreviewLine {
  readonly label: string;
  readonly value: string;
  /** the value is this lang key (a choice's label) rather than `value` */
  readonly valueKey?: string;
}

const FIELD = "ACTION_ENGINE.Field";
const SHEET = "ACTION_ENGINE.Sheet";

/** The fields each previewed type shows: its harm (or protection), its reach, its qualities. */
const PREVIEWS: Readonly<
  Record<string, { readonly facts: readonly string[]; readonly qualities: readonly string[] }>
> = {
  "okrpg-weapon": {
    facts: ["damage", "penetration", "lethality", "damageType", "reach"],
    qualities: ["ranged", "twoHanded", "multiTarget", "suitsEffects"],
  },
  "okrpg-armor": { facts: ["protection", "coverage"], qualities: [] },
  "occult-weapon": {
    facts: ["kind", "damage", "maxRange"],
    qualities: ["burst", "addsStrength", "sights"],
  },
  "occult-armor": { facts: ["hp.value", "drPercent"], qualities: [] },
  "action-weapon": { facts: ["kind", "damage", "skill"], qualities: [] },
  "mano-weapon": {
    facts: ["kind", "power", "sharpness", "reach", "range", "hands"],
    qualities: ["natural", "unwieldy"],
  },
  "mano-armor": { facts: ["cover", "absorption", "location"], qualities: ["complete"] },
};

function labelOf(field: Field, path: string): string {
  return field.label ?? `${FIELD}.${path.split(".")[0]}`;
}

/** A field's value as the sheet prints it; null when it has none worth showing. */
function factLine(field: Field, path: string, value: unknown): PreviewLine | null {
  const label = labelOf(field, path);
  if (value === null || value === undefined || value === "") return null;
  if ("choiceLabels" in field && field.choiceLabels && field.kind !== "set") {
    const valueKey = field.choiceLabels[String(value)];
    if (valueKey) return { label, value: "", valueKey };
  }
  if (field.kind === "rank") return { label, value: rank(value) };
  if (field.kind === "number")
    return Number(value) === 0 ? null : { label, value: num(Number(value)) };
  return { label, value: String(value) };
}

/** A set quality: a flag that is on, a number above zero, or each tag of a set. */
function qualityLines(field: Field, path: string, value: unknown): PreviewLine[] {
  if (field.kind === "boolean")
    return value === true ? [{ label: labelOf(field, path), value: "" }] : [];
  if (field.kind === "set" && Array.isArray(value))
    return value.flatMap((tag) => {
      const valueKey = field.choiceLabels[String(tag)];
      return valueKey ? [{ label: labelOf(field, path), value: "", valueKey }] : [];
    });
  const line = factLine(field, path, value);
  return line ? [line] : [];
}

/** RULES 2: an Occult Ops gun's bands in feet, and its armor's DR at its hit points now. */
function ruleLines(item: ItemSnapshot): PreviewLine[] {
  if (item.type === "occult-weapon") {
    const maxRange = Number(item.system.maxRange);
    if (!(maxRange > 0)) return [];
    const spans = bandSpans(maxRange);
    return BANDS.flatMap((band) => {
      const s = spans[band];
      if (!s) return [];
      return [
        {
          label: `${SHEET}.Band.${band}`,
          value: s.from === s.to ? num(s.to) : `${num(s.from)}–${num(s.to)}`,
        },
      ];
    });
  }
  if (item.type === "occult-armor") {
    const hp = Number(valueAt(item.system, "hp.value"));
    const drPercent = Number(item.system.drPercent);
    if (!Number.isInteger(hp) || hp < 0) return [];
    return [{ label: `${SHEET}.Column.armorDr`, value: num(armorDr({ hp, drPercent })) }];
  }
  return [];
}

/** The preview of an item on a sheet, or an empty list for a type that has none. */
export function itemPreview(item: ItemSnapshot): PreviewLine[] {
  const spec = PREVIEWS[item.type];
  const schema = typeSchema(item.type)?.schema;
  if (!spec || !schema) return [];
  const lines: PreviewLine[] = [];
  for (const path of spec.facts) {
    const field = fieldAt(schema, path);
    const line = field ? factLine(field, path, valueAt(item.system, path)) : null;
    if (line) lines.push(line);
  }
  lines.push(...ruleLines(item));
  for (const path of spec.qualities) {
    const field = fieldAt(schema, path);
    if (field) lines.push(...qualityLines(field, path, valueAt(item.system, path)));
  }
  return lines;
}
