import { typeSchema } from "../../data/type-schemas";
import { isRulesError, requireFinite, showValue, type ErrorDetails } from "../../rules/errors";
import { parseRank } from "../../rules/ranks";
import {
  fieldAt,
  labelOf,
  limitedBy,
  siblingLimit,
  problemKey,
  validateValue,
  type Field,
  type RankField,
  type Schema,
} from "../../rules/schema";
import type { I18n, Message } from "./i18n";

/*
 * What typing into a sheet input changes: a pure function from the document's stored data and the
 * input to either ONE update (Foundry's dotted-path form) or an error naming the field and the
 * value, in which case nothing is written. Bounds, choices and rank labels come from the type's
 * descriptor and the rules layer.
 */

/** One input's new value. `name` is the document path (`name`, `system.dex`, …). */
export interface SheetInput {
  readonly name: string;
  /** the text typed or chosen; a checkbox's checked state */
  readonly value: string | boolean;
  /** for one checkbox of a set of choices: the choice it stands for (`value` is its state) */
  readonly tag?: string;
}

/** Why an input was refused: the field's label (a lang key), the text, and the rules' reason. */
export interface InputError {
  readonly field: string;
  readonly value: string;
  readonly reason: Message;
}

export type ChangeResult =
  { readonly update: Readonly<Record<string, unknown>> } | { readonly error: InputError };

/** The lang key of the sheet's refusal message. */
export const INVALID_INPUT = "ACTION_ENGINE.Sheet.InvalidInput";
/** Why a name was refused. */
export const BLANK_NAME = "ACTION_ENGINE.Sheet.Reason.blankName";

/** A rules error as a message; anything else is a bug and is rethrown. */
function asMessage(error: unknown): Message {
  if (!isRulesError(error)) throw error;
  return { key: error.i18nKey, details: error.details };
}

/** The number typed: a true minus sign is read as one; "" is null (none). */
function readNumber(name: string, text: string): number | null {
  const trimmed = text.trim().replace(/\u2212/g, "-");
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isNaN(n) ? requireFinite(name, trimmed) : n;
}

/**
 * A rank typed as its label ("Gd+", "(Mth+1)") read as its step; blank is null (none) for a rank
 * that may be empty. RULES 1.1: anything else is refused, naming the text.
 */
export function parseRankInput(
  field: RankField,
  text: string,
): { readonly value: number | null } | { readonly error: Message } {
  const trimmed = text.trim();
  if (trimmed === "" && field.nullable) return { value: null };
  try {
    return { value: parseRank(trimmed) };
  } catch (error) {
    return { error: asMessage(error) };
  }
}

type Read = { readonly value: unknown } | { readonly error: Message };

/** The value an input holds, read as the field's kind (still to be validated). */
function readValue(field: Field, path: string, input: SheetInput, current: unknown): Read {
  if (field.kind === "rank") return parseRankInput(field, String(input.value));
  try {
    return { value: readPlain(field, path, input, current) };
  } catch (error) {
    return { error: asMessage(error) };
  }
}

function readPlain(field: Field, path: string, input: SheetInput, current: unknown): unknown {
  switch (field.kind) {
    case "number": {
      const n = readNumber(path, String(input.value));
      // a blank field that cannot be empty is reported as what it is: not a number
      return n === null && !field.nullable ? requireFinite(path, String(input.value)) : n;
    }
    case "boolean":
      return input.value === true || input.value === "true";
    case "set": {
      const members = new Set(
        current instanceof Set || Array.isArray(current) ? [...(current as Iterable<string>)] : [],
      );
      if (input.tag === undefined) return [...members];
      if (input.value === true) members.add(input.tag);
      else members.delete(input.tag);
      return field.choices.filter((c) => members.has(c));
    }
    default:
      return typeof input.value === "string" ? input.value : String(input.value);
  }
}

function valueAt(data: unknown, parts: readonly string[]): unknown {
  return parts.reduce<unknown>(
    (node, part) => (node == null ? undefined : (node as Record<string, unknown>)[part]),
    data,
  );
}

/** The label of the field at a path: the last named part's label. */
function labelAt(schema: Schema, path: string, field: Field): string {
  const name = path
    .split(".")
    .filter((part) => !/^\d+$/.test(part))
    .at(-1)!;
  return labelOf(name, field);
}

/**
 * The update one input makes, for a document of `type` whose stored system data is `system`. A
 * field inside a list entry rewrites the whole list (Foundry replaces arrays whole).
 */
export function inputChange(type: string, system: unknown, input: SheetInput): ChangeResult {
  const text = typeof input.value === "string" ? input.value : String(input.value);
  if (input.name === "name") {
    const name = text.trim();
    return name
      ? { update: { name } }
      : {
          error: {
            field: "ACTION_ENGINE.Field.name",
            value: text,
            reason: { key: BLANK_NAME, details: {} },
          },
        };
  }
  const schema = typeSchema(type)?.schema;
  if (!schema || !input.name.startsWith("system."))
    throw new Error(`${input.name} is not a field of ${type}`);
  const path = input.name.slice("system.".length);
  const field = fieldAt(schema, path);
  if (!field || field.kind === "object" || field.kind === "array")
    throw new Error(`${input.name} is not an input of ${type}`);
  const parts = path.split(".");
  const label = labelAt(schema, path, field);
  const read = readValue(field, path, input, valueAt(system, parts));
  if ("error" in read) return { error: { field: label, value: text, reason: read.error } };
  const { value } = read;
  const problem = validateValue(schema, path, value)[0];
  if (problem)
    return {
      error: {
        field: label,
        value: text,
        reason: { key: problemKey(problem), details: problem.details },
      },
    };
  const siblings = siblingsOf(schema, system, parts);
  if (siblings) {
    const limit = siblingLimit(siblings.schema, parts.at(-1)!, siblings.values);
    if (limit && typeof value === "number" && value > limit.max)
      return {
        error: {
          field: label,
          value: text,
          reason: { key: "ACTION_ENGINE.Error.TooHigh", details: { max: limit.max, value: text } },
        },
      };
  }
  // A field inside a list entry: the whole list is written back with that entry changed.
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index > 0) {
    const listPath = parts.slice(0, index);
    const list = valueAt(system, listPath);
    const entries = Array.isArray(list) ? structuredClone(list) : [];
    const entry = Number(parts[index]);
    if (!entries[entry]) throw new Error(`${input.name}: no entry ${entry}`);
    let node = entries[entry] as Record<string, unknown>;
    const rest = parts.slice(index + 1);
    for (const part of rest.slice(0, -1)) node = node[part] as Record<string, unknown>;
    node[rest.at(-1)!] = value;
    return { update: { [`system.${listPath.join(".")}`]: entries } };
  }
  return { update: { [input.name]: value, ...loweredUnder(siblings, parts, value) } };
}

/** The schema and stored values of the object holding the field at `parts` (outside lists). */
function siblingsOf(
  schema: Schema,
  system: unknown,
  parts: readonly string[],
): { schema: Schema; values: Readonly<Record<string, unknown>> } | null {
  if (parts.some((part) => /^\d+$/.test(part))) return null;
  const parentPath = parts.slice(0, -1);
  const parent = parentPath.length ? fieldAt(schema, parentPath.join(".")) : null;
  const fields = parent ? (parent.kind === "object" ? parent.fields : null) : schema;
  if (!fields) return null;
  const values = valueAt(system, parentPath);
  return { schema: fields, values: (values ?? {}) as Record<string, unknown> };
}

/**
 * A maximum lowered below the values it caps brings them down with it, in the same update: hit
 * points never stand above their maximum, nor rounds loaded above the capacity.
 */
function loweredUnder(
  siblings: ReturnType<typeof siblingsOf>,
  parts: readonly string[],
  value: unknown,
): Record<string, number> {
  if (!siblings || typeof value !== "number") return {};
  const prefix = ["system", ...parts.slice(0, -1)].join(".");
  const lowered: Record<string, number> = {};
  for (const name of limitedBy(siblings.schema, parts.at(-1)!)) {
    const now = siblings.values[name];
    if (typeof now === "number" && now > value) lowered[`${prefix}.${name}`] = value;
  }
  return lowered;
}

/** The refusal as the user reads it: "<field> was not changed: <reason>". */
export function describeInputError(error: InputError, i18n: I18n): string {
  const field = i18n.localize(error.field);
  const details: ErrorDetails = { ...error.reason.details, name: field };
  return i18n.format(INVALID_INPUT, {
    field,
    value: showValue(error.value),
    reason: i18n.format(error.reason.key, details),
  });
}
