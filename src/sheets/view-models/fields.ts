import { fieldAt, labelOf, type Field, type Schema } from "../../rules/schema";
import { inputNumber, rank } from "./format";
import type { ButtonView, EntryListView, FieldView, OptionView, SheetSnapshot } from "./types";

/*
 * Inputs built from a type's field descriptor (src/rules/<ruleset>/schema.ts): the label, bounds
 * and choices come from the descriptor, so a sheet cannot drift from the data model.
 */

/** The lang key of a nameless placeholder ("none"), for nullable numbers and ranks. */
export const NONE_PLACEHOLDER = "ACTION_ENGINE.Sheet.None";

/** Reads a dotted path from plain data. */
export function valueAt(data: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node == null || typeof node !== "object"
          ? undefined
          : (node as Record<string, unknown>)[key],
      data,
    );
}

/** The members of a set field's value, stored as an array or prepared as a Set. */
export function listOf(value: unknown): string[] {
  return value instanceof Set || Array.isArray(value)
    ? [...(value as Iterable<unknown>)].map(String)
    : [];
}

/** A DOM id unique on one sheet: the document id and the path. */
export function domId(sheetId: string, path: string): string {
  return `ae-${sheetId}-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export interface FieldContext {
  /** the document's id, for DOM ids */
  readonly sheetId: string;
  readonly schema: Schema;
  /** the stored system data the field reads */
  readonly system: unknown;
  readonly editable: boolean;
  /** the item the inputs write to, when they sit in an item row */
  readonly itemId?: string;
}

export interface FieldOptions {
  /** a lang key replacing the descriptor's label */
  readonly label?: string;
  readonly labelHidden?: boolean;
  /** a lang key replacing the "none" placeholder of a nullable number */
  readonly placeholder?: string;
  /**
   * the number a nullable number stands for while it is stored empty (Action's Hits and Fortune:
   * empty means full), shown as the input's value so the sheet never shows a word for a number
   */
  readonly emptyMeans?: number;
}

function options(
  fieldId: string,
  values: readonly (string | number)[],
  labels: Readonly<Record<string, string>>,
  selected: (value: string) => boolean,
): OptionView[] {
  return values.map((value) => ({
    value: String(value),
    label: labels[String(value)],
    selected: selected(String(value)),
    id: `${fieldId}-${String(value).replace(/[^A-Za-z0-9_-]/g, "-")}`,
  }));
}

function specific(id: string, field: Field, value: unknown) {
  switch (field.kind) {
    case "rank":
      return {
        isRank: true,
        value: value === null ? "" : rank(value),
        ...(field.nullable ? { placeholder: NONE_PLACEHOLDER } : {}),
      };
    case "number":
      if (field.choices && field.choiceLabels)
        return {
          isSelect: true,
          value: inputNumber(value),
          options: options(id, field.choices, field.choiceLabels, (v) => v === String(value)),
        };
      return {
        isNumber: true,
        value: inputNumber(value),
        ...(field.min === undefined ? {} : { min: String(field.min) }),
        ...(field.max === undefined ? {} : { max: String(field.max) }),
        step: field.integer ? "1" : "any",
        ...(field.nullable ? { placeholder: NONE_PLACEHOLDER } : {}),
      };
    case "string":
      if (field.choices && field.choiceLabels)
        return {
          isSelect: true,
          value: String(value ?? ""),
          options: options(id, field.choices, field.choiceLabels, (v) => v === value),
        };
      return { isText: true, value: String(value ?? "") };
    case "boolean":
      return { isCheckbox: true, value: "", checked: value === true };
    case "set": {
      const chosen = new Set(listOf(value));
      return {
        isTags: true,
        value: "",
        options: options(id, field.choices, field.choiceLabels, (v) => chosen.has(v)),
      };
    }
    default:
      throw new Error(`A ${field.kind} field is not a single input (${id})`);
  }
}

/**
 * The input for the field at `path` (relative to `system`, e.g. "dex" or "defences.melee"). Its
 * `name` is the document path the change handler writes (`system.dex`).
 */
export function fieldView(ctx: FieldContext, path: string, o: FieldOptions = {}): FieldView {
  const field = fieldAt(ctx.schema, path);
  if (!field) throw new Error(`No field ${path} in this schema`);
  const name = `system.${path}`;
  const last = path.split(".").at(-1)!;
  const stored = valueAt(ctx.system, path);
  const id = domId(ctx.itemId ? `${ctx.sheetId}-${ctx.itemId}` : ctx.sheetId, name);
  return {
    id,
    name,
    label: o.label ?? labelOf(last, field),
    ...(field.hint ? { hint: field.hint } : {}),
    disabled: !ctx.editable,
    ...(ctx.itemId ? { itemId: ctx.itemId } : {}),
    ...(o.labelHidden ? { labelHidden: true } : {}),
    ...specific(id, field, stored ?? o.emptyMeans ?? stored),
    ...(o.placeholder ? { placeholder: o.placeholder } : {}),
  };
}

/** Several fields of the same context at once. */
export function fieldViews(ctx: FieldContext, paths: readonly string[]): FieldView[] {
  return paths.map((path) => fieldView(ctx, path));
}

/** Every field of an object field, in declaration order (`defences` → melee, missile, grapple). */
export function groupViews(ctx: FieldContext, path: string): FieldView[] {
  const group = fieldAt(ctx.schema, path);
  if (group?.kind !== "object") throw new Error(`${path} is not a group of fields`);
  return Object.keys(group.fields).map((name) => fieldView(ctx, `${path}.${name}`));
}

/** The document's name, edited like any other field. */
export function nameField(snapshot: Pick<SheetSnapshot, "id" | "name" | "editable">): FieldView {
  return {
    id: domId(snapshot.id, "name"),
    name: "name",
    label: "ACTION_ENGINE.Field.name",
    value: snapshot.name,
    isText: true,
    disabled: !snapshot.editable,
    labelHidden: true,
  };
}

/** An editable list stored on the document (weapon skills, other abilities …). */
export function entryListView(ctx: FieldContext, path: string): EntryListView {
  const list = fieldAt(ctx.schema, path);
  if (list?.kind !== "array") throw new Error(`${path} is not a list`);
  const entries = valueAt(ctx.system, path);
  const names = Object.keys(list.element);
  const name = `system.${path}`;
  const button = (action: string, label: string, index?: number): ButtonView => ({
    action,
    label,
    ...(action === "removeEntry" ? { icon: "✕" } : {}),
    data: { list: name, ...(index === undefined ? {} : { index: String(index) }) },
  });
  return {
    name,
    columns: names.map((n) => labelOf(n, list.element[n])),
    rows: (Array.isArray(entries) ? entries : []).map((_, i) => ({
      fields: names.map((n) => fieldView(ctx, `${path}.${i}.${n}`, { labelHidden: true })),
      remove: ctx.editable
        ? button("removeEntry", "ACTION_ENGINE.Sheet.Action.removeEntry", i)
        : null,
    })),
    add: ctx.editable ? button("addEntry", "ACTION_ENGINE.Sheet.Action.addEntry") : null,
    empty: "ACTION_ENGINE.Sheet.Empty",
  };
}
