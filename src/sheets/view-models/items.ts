import { typesOf, typeSchema } from "../../data/type-schemas";
import { itemKindKey } from "../item-kind";
import { fieldAt, itemFitsActor, type Schema } from "../../rules/schema";
import { fieldView, valueAt } from "./fields";
import { num, rank } from "./format";
import { itemPreview } from "./item-preview";
import type {
  ButtonView,
  CellView,
  ItemListView,
  ItemRowView,
  ItemSnapshot,
  SheetSnapshot,
} from "./types";

/*
 * Lists of embedded items on actor sheets: one row per item with a few summary cells, the equip
 * (or active) toggle, edit and delete buttons, and a create button per item type.
 */

const SHEET = "ACTION_ENGINE.Sheet";
const FIELD = "ACTION_ENGINE.Field";

function schemaOf(type: string): Schema {
  const found = typeSchema(type);
  if (!found) throw new Error(`Unknown item type ${type}`);
  return found.schema;
}

/** The lang key of a choice field's value, from the item type's descriptor. */
export function choiceLabel(type: string, path: string, value: unknown): string | undefined {
  const field = fieldAt(schemaOf(type), path);
  const labels = field && "choiceLabels" in field ? field.choiceLabels : undefined;
  return labels?.[String(value)];
}

/** A text cell. */
export function cell(label: string, value: string): CellView {
  return { label, value };
}

/** A cell showing the label of a choice field's value. */
export function choiceCell(item: ItemSnapshot, path: string, label?: string): CellView {
  const field = fieldAt(schemaOf(item.type), path)!;
  const key = choiceLabel(item.type, path, valueAt(item.system, path));
  const last = path.split(".").at(-1)!;
  return { label: label ?? field.label ?? `${FIELD}.${last}`, value: "", valueKey: key };
}

/** A cell with an input writing to the item (ammunition loaded, armor hit points, quantity). */
export function inputCell(
  snapshot: Pick<SheetSnapshot, "id" | "editable">,
  item: ItemSnapshot,
  path: string,
  label?: string,
): CellView {
  const field = fieldView(
    {
      sheetId: snapshot.id,
      schema: schemaOf(item.type),
      system: item.system,
      editable: snapshot.editable,
      itemId: item.id,
    },
    path,
    { labelHidden: true, ...(label ? { label } : {}) },
  );
  return { label: field.label, value: "", field };
}

/** "3 / 8": a current amount out of a maximum. */
export function outOf(value: unknown, max: unknown): string {
  return `${num(Number(value))} / ${num(Number(max))}`;
}

/** A rank cell: the label of the step at `path`. */
export function rankCell(item: ItemSnapshot, path: string, label: string): CellView {
  return cell(label, rank(valueAt(item.system, path)));
}

/** Which boolean of an item the row's toggle flips, by item type; absent: no toggle. */
const TOGGLES: Readonly<Record<string, "equipped" | "active">> = {
  "okrpg-weapon": "equipped",
  "okrpg-armor": "equipped",
  "occult-weapon": "equipped",
  "occult-armor": "equipped",
  "action-weapon": "equipped",
  "action-stance": "active",
  "mano-weapon": "equipped",
  "mano-armor": "equipped",
};

/** The flag a row's toggle flips for an item type, if it has one. */
export function toggleFlag(type: string): "equipped" | "active" | undefined {
  return TOGGLES[type];
}

const WEAPON_TYPES = new Set(["okrpg-weapon", "occult-weapon", "action-weapon", "mano-weapon"]);

function toggles(item: ItemSnapshot): ButtonView[] {
  const flag = toggleFlag(item.type);
  if (!flag) return [];
  const on = item.system[flag] === true;
  return [
    {
      action: flag === "equipped" ? "toggleEquipped" : "toggleActive",
      label: `${SHEET}.Action.${flag}`,
      name: item.name,
      icon: "✓",
      data: { "item-id": item.id },
      toggle: true,
      pressed: on,
    },
  ];
}

export type CellsOf = (item: ItemSnapshot) => CellView[];

export interface ItemListSpec {
  /** the item types listed, in order; a create button is offered for each */
  readonly types: readonly string[];
  /** the summary cells of a row */
  readonly cells: CellsOf;
  /** lang keys of the column headings, matching the cells */
  readonly columns: readonly string[];
  /** the figure a weapon attacks with, shown on its attack button instead of in a column */
  readonly attackFigure?: (item: ItemSnapshot) => string;
  /** the ruleset's own buttons on a row, if any */
  readonly actions?: (item: ItemSnapshot) => ButtonView[];
}

/** The item types an actor of `actorType` may hold ([I-7]: rounds holds mano items). */
export function holdableTypes(actorType: string): string[] {
  return typesOf("Item").filter((type) => itemFitsActor(type, actorType));
}

/** A list of the actor's items of the spec's types, sorted as Foundry sorts embedded items. */
export function itemList(snapshot: SheetSnapshot, spec: ItemListSpec): ItemListView {
  const wanted = spec.types.filter((type) => holdableTypes(snapshot.type).includes(type));
  // Items in use (equipped, active) come first within their type, then Foundry's sort order.
  const resting = (item: ItemSnapshot) => {
    const flag = toggleFlag(item.type);
    return flag !== undefined && item.system[flag] !== true ? 1 : 0;
  };
  const items = snapshot.items
    .filter((item) => wanted.includes(item.type))
    .sort(
      (a, b) =>
        wanted.indexOf(a.type) - wanted.indexOf(b.type) ||
        resting(a) - resting(b) ||
        (a.sort ?? 0) - (b.sort ?? 0) ||
        a.name.localeCompare(b.name),
    );
  const rows: ItemRowView[] = items.map((item) => {
    const rowToggles = toggles(item);
    const flag = toggleFlag(item.type);
    return {
      id: item.id,
      name: item.name,
      img: item.img,
      type: item.type,
      cells: spec.cells(item),
      preview: itemPreview(item),
      toggles: rowToggles,
      attackSlot: WEAPON_TYPES.has(item.type),
      attackFigure: WEAPON_TYPES.has(item.type) ? (spec.attackFigure?.(item) ?? null) : null,
      actions: snapshot.editable ? (spec.actions?.(item) ?? []) : [],
      edit: {
        action: "editItem",
        label: `${SHEET}.Action.edit`,
        name: item.name,
        text: item.name,
        data: { "item-id": item.id },
      },
      remove: snapshot.editable
        ? {
            action: "deleteItem",
            label: `${SHEET}.Action.delete`,
            name: item.name,
            icon: "✕",
            data: { "item-id": item.id },
          }
        : null,
      dimmed: flag !== undefined && item.system[flag] !== true,
    };
  });
  const hasToggles = rows.some((row) => row.toggles.length > 0);
  const hasAttacks = rows.some((row) => row.attackSlot);
  return {
    columns: spec.columns,
    rows,
    create: snapshot.editable
      ? wanted.map((type) => ({
          action: "createItem",
          label: `${SHEET}.Action.create`,
          typeKey: itemKindKey(type),
          data: { type },
        }))
      : [],
    empty: `${SHEET}.Empty`,
    hasToggles,
    hasAttacks,
    span: spec.columns.length + (hasToggles ? 3 : 2) + (hasAttacks ? 1 : 0),
  };
}
