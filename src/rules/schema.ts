import {
  isRulesError,
  requireBoolean,
  requireChoice,
  requireInteger,
  requireString,
  requireWithin,
  RulesRangeError,
  showValue,
  TABLE_LIMIT,
  type ErrorCode,
  type ErrorDetails,
} from "./errors";
import { itemRuleset, RULESET_IDS, type RulesetId } from "./rulesets";

/*
 * A small descriptor language for the data of every actor and item type. Each type's fields are
 * described once, here in the rules layer, with their defaults, bounds, choices and lang label
 * keys. From the same descriptor come the pure validator (packs, tests, sheet inputs) and, in
 * src/documents/models, the Foundry `TypeDataModel.defineSchema()` fields, so the two cannot drift.
 */

interface Labelled {
  /** lang key of the field's label; defaults to ACTION_ENGINE.Field.<field name> */
  readonly label?: string;
  /** lang key of a longer explanation */
  readonly hint?: string;
}

/** Lang keys of choice labels, by choice value (as a string). */
export type ChoiceLabels = Readonly<Record<string, string>>;

export interface NumberField<Nullable extends boolean = boolean> extends Labelled {
  readonly kind: "number";
  readonly initial: Nullable extends true ? number | null : number;
  readonly nullable: Nullable;
  readonly integer: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly choices?: readonly number[];
  readonly choiceLabels?: ChoiceLabels;
  /**
   * A value that moves in play (damage taken, rounds loaded) rather than a trait; Active Effects
   * are not meant to change it, so it is left out of `effectPaths`.
   */
  readonly state: boolean;
  /**
   * The name of a sibling number field this value may never exceed (hit points and their
   * maximum, rounds loaded and the magazine's capacity).
   */
  readonly atMost?: string;
}

/** A rank step (RULES 1.1): an integer that sheets show as its rank label (2 → "Avg"). */
export interface RankField<Nullable extends boolean = boolean> extends Labelled {
  readonly kind: "rank";
  readonly initial: Nullable extends true ? number | null : number;
  readonly nullable: Nullable;
  readonly min: number;
  readonly max: number;
  /** a rank that moves in play (a grab's power on its victim): left out of `effectPaths` */
  readonly state: boolean;
}

export interface StringField<Choice extends string = string> extends Labelled {
  readonly kind: "string";
  readonly initial: Choice;
  readonly choices?: readonly Choice[];
  readonly choiceLabels?: ChoiceLabels;
  /** a parser from the rules layer that throws a rules error on malformed text (blank is fine) */
  readonly check?: (text: string) => unknown;
}

export interface BooleanField extends Labelled {
  readonly kind: "boolean";
  readonly initial: boolean;
}

/** Rich text (a description or notes), edited with Foundry's editor. */
export interface HtmlField extends Labelled {
  readonly kind: "html";
  readonly initial: string;
}

export interface ObjectField<S extends Schema = Schema> extends Labelled {
  readonly kind: "object";
  readonly fields: S;
}

/**
 * Plain JSON whose shape the code that writes it checks on reading (Foundry's ObjectField): a
 * tracker's engine fields, its entries by combatant and its Undo steps. Null when empty. An update
 * merges into it key by key, as into any object (arrays inside are replaced whole).
 */
export interface JsonField extends Labelled {
  readonly kind: "json";
  readonly initial: Readonly<Record<string, unknown>> | null;
}

/** A list of entries that all have the same fields. */
export interface ArrayField<S extends Schema = Schema> extends Labelled {
  readonly kind: "array";
  readonly element: S;
  readonly initial: readonly SchemaSource<S>[];
}

/** A set of distinct choices (stored as an array, like Foundry's SetField). */
export interface SetField<Choice extends string = string> extends Labelled {
  readonly kind: "set";
  readonly choices: readonly Choice[];
  readonly choiceLabels: ChoiceLabels;
  readonly initial: readonly Choice[];
}

export type Field =
  | NumberField
  | RankField
  | StringField
  | BooleanField
  | HtmlField
  | ObjectField
  | ArrayField
  | SetField
  | JsonField;

export type Schema = { readonly [name: string]: Field };

/** The plain JSON a field holds (what is stored, and what packs contain). */
export type SourceOf<F> =
  F extends NumberField<infer N>
    ? N extends true
      ? number | null
      : number
    : F extends RankField<infer N>
      ? N extends true
        ? number | null
        : number
      : F extends StringField<infer C>
        ? C
        : F extends BooleanField
          ? boolean
          : F extends HtmlField
            ? string
            : F extends ObjectField<infer S>
              ? SchemaSource<S>
              : F extends ArrayField<infer S>
                ? SchemaSource<S>[]
                : F extends SetField<infer C>
                  ? C[]
                  : F extends JsonField
                    ? Record<string, unknown> | null
                    : never;

export type SchemaSource<S extends Schema> = { -readonly [K in keyof S]: SourceOf<S[K]> };

/** The value a Foundry data model exposes for a field: as stored, except sets are `Set`s. */
export type DataOf<F> =
  F extends SetField<infer C>
    ? Set<C>
    : F extends ObjectField<infer S>
      ? SchemaData<S>
      : F extends ArrayField<infer S>
        ? SchemaData<S>[]
        : SourceOf<F>;

export type SchemaData<S extends Schema> = { -readonly [K in keyof S]: DataOf<S[K]> };

// ------------------------------------------------------------------------------------------
// Builders

interface NumberOptions extends Labelled {
  initial?: number;
  min?: number;
  max?: number;
  state?: boolean;
  atMost?: string;
}

/**
 * A document's number is bounded as the rules bound every number they read (±TABLE_LIMIT where a
 * rule names no bound of its own), so a value the data model keeps is one the rules accept
 * (issue 26: 1e9 hit points passed the model, then threw while the actor was prepared).
 */
function rulesBounds(o: NumberOptions): { min: number; max: number } {
  return { min: o.min ?? -TABLE_LIMIT, max: o.max ?? TABLE_LIMIT };
}

/** A whole number. */
export function integer(o: NumberOptions = {}): NumberField<false> {
  return {
    kind: "number",
    nullable: false,
    integer: true,
    state: false,
    ...o,
    ...rulesBounds(o),
    initial: o.initial ?? Math.max(0, o.min ?? 0),
  };
}

/** A number that may have a fractional part (a recovery counter, a weight in kg). */
export function decimal(o: NumberOptions = {}): NumberField<false> {
  return {
    kind: "number",
    nullable: false,
    integer: false,
    state: false,
    ...o,
    ...rulesBounds(o),
    initial: o.initial ?? Math.max(0, o.min ?? 0),
  };
}

/** A whole number or null ("none"). */
export function optionalInteger(o: Omit<NumberOptions, "initial"> = {}): NumberField<true> {
  return {
    kind: "number",
    nullable: true,
    integer: true,
    state: false,
    ...o,
    ...rulesBounds(o),
    initial: null,
  };
}

/** A whole number limited to the listed values, each with its lang label. */
export function numberChoice(
  labels: Readonly<Record<number, string>>,
  o: Labelled & { initial: number },
): NumberField<false> {
  const choices = Object.keys(labels).map(Number);
  return {
    kind: "number",
    nullable: false,
    integer: true,
    state: false,
    min: Math.min(...choices),
    max: Math.max(...choices),
    choices,
    choiceLabels: Object.fromEntries(choices.map((n) => [String(n), labels[n]])),
    ...o,
  };
}

/** Rank steps are integers; these wide bounds only catch typing accidents (RULES 1.1). */
export const RANK_MIN = -20;
export const RANK_MAX = 40;

/** A rank, stored as its step. */
export function rank(o: Labelled & { initial?: number } = {}): RankField<false> {
  return {
    kind: "rank",
    nullable: false,
    state: false,
    min: RANK_MIN,
    max: RANK_MAX,
    ...o,
    initial: o.initial ?? 2,
  };
}

/** A rank or null (none: e.g. a weapon without a separate penetration). */
export function optionalRank(o: Labelled & { state?: boolean } = {}): RankField<true> {
  return {
    kind: "rank",
    nullable: true,
    state: false,
    min: RANK_MIN,
    max: RANK_MAX,
    ...o,
    initial: null,
  };
}

/** Free text. */
export function text(
  o: Labelled & { initial?: string; check?: (text: string) => unknown } = {},
): StringField<string> {
  return { kind: "string", ...o, initial: o.initial ?? "" };
}

/** Lang keys `<prefix>.<choice>` for each choice. */
export function labelsFor(choices: readonly string[], prefix: string): ChoiceLabels {
  return Object.fromEntries(choices.map((c) => [c, `${prefix}.${c}`]));
}

/** One of a fixed list of strings; each choice is labelled `<labelPrefix>.<choice>`. */
export function choice<const C extends string>(
  choices: readonly C[],
  o: Labelled & { initial?: C; labelPrefix: string },
): StringField<C> {
  const { labelPrefix, ...rest } = o;
  return {
    kind: "string",
    choices,
    choiceLabels: labelsFor(choices, labelPrefix),
    ...rest,
    initial: o.initial ?? choices[0],
  };
}

export function flag(o: Labelled & { initial?: boolean } = {}): BooleanField {
  return { kind: "boolean", ...o, initial: o.initial ?? false };
}

export function html(o: Labelled = {}): HtmlField {
  return { kind: "html", ...o, initial: "" };
}

export function object<const S extends Schema>(fields: S, o: Labelled = {}): ObjectField<S> {
  return { kind: "object", fields, ...o };
}

export function json(
  o: Labelled & { initial?: Readonly<Record<string, unknown>> | null } = {},
): JsonField {
  return { kind: "json", ...o, initial: o.initial ?? null };
}

export function list<const S extends Schema>(
  element: S,
  o: Labelled & { initial?: readonly SchemaSource<S>[] } = {},
): ArrayField<S> {
  return { kind: "array", element, ...o, initial: o.initial ?? [] };
}

/** A set of distinct choices, each labelled `<labelPrefix>.<choice>`. */
export function tags<const C extends string>(
  choices: readonly C[],
  o: Labelled & { initial?: readonly C[]; labelPrefix: string },
): SetField<C> {
  const { labelPrefix, ...rest } = o;
  return {
    kind: "set",
    choices,
    choiceLabels: labelsFor(choices, labelPrefix),
    ...rest,
    initial: o.initial ?? [],
  };
}

/** A current/maximum pair, the shape Foundry token bars read. */
export function track(o: Labelled & { initial?: number; max?: number } = {}) {
  const initial = o.initial ?? 0;
  return object(
    {
      // the value never rises above the maximum
      value: integer({ min: 0, initial, state: true, atMost: "max" }),
      max: integer({ min: 0, initial: o.max ?? initial }),
    },
    { label: o.label, hint: o.hint },
  );
}

// ------------------------------------------------------------------------------------------
// Reading a schema

/** The lang key of a field's label. */
export function labelOf(name: string, field: Field): string {
  return field.label ?? `ACTION_ENGINE.Field.${name}`;
}

export interface FieldEntry {
  /** dotted path from the schema root, e.g. "damage.nonlethal" */
  readonly path: string;
  readonly name: string;
  readonly field: Field;
  readonly label: string;
}

/** Every field of a schema, depth first; the entries of a list's element are under `path.*`. */
export function fieldEntries(schema: Schema, prefix = ""): FieldEntry[] {
  return Object.entries(schema).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const entry = { path, name, field, label: labelOf(name, field) };
    if (field.kind === "object") return [entry, ...fieldEntries(field.fields, path)];
    if (field.kind === "array") return [entry, ...fieldEntries(field.element, `${path}.*`)];
    return [entry];
  });
}

/** The field at a dotted path (list entries by index or `*`), or undefined. */
export function fieldAt(schema: Schema, path: string): Field | undefined {
  let field: Field | undefined;
  let fields: Schema | undefined = schema;
  for (const part of path.split(".")) {
    if (field?.kind === "array") {
      // The part after a list's name is an entry: its index, or * for any entry.
      if (!/^(\d+|\*)$/.test(part)) return undefined;
      field = object(field.element);
      continue;
    }
    field = fields?.[part];
    if (!field) return undefined;
    fields =
      field.kind === "object" ? field.fields : field.kind === "array" ? field.element : undefined;
  }
  return field;
}

/** Paths of the rich-text fields (Foundry's `htmlFields` in system.json). */
export function htmlPaths(schema: Schema): string[] {
  return fieldEntries(schema)
    .filter((e) => e.field.kind === "html" && !e.path.includes("*"))
    .map((e) => e.path);
}

/**
 * The numeric fields an Active Effect may change (`system.<path>`): every number and rank that
 * is a trait rather than a value moving in play, outside lists.
 */
export function effectPaths(schema: Schema): string[] {
  return fieldEntries(schema)
    .filter(
      (e) =>
        (e.field.kind === "number" || e.field.kind === "rank") &&
        !e.field.state &&
        !e.path.includes("*"),
    )
    .map((e) => `system.${e.path}`);
}

/** The value at a dotted path of plain data (undefined when a step is missing). */
function valueAtPath(data: unknown, path: string): unknown {
  let node = data;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** An effect-changeable field put back to a valid value after Active Effects. */
export interface EffectRepair {
  /** `system.<path>`, as effects name it */
  readonly field: string;
  /** the value it takes instead: the stored one, or the field's default if that is bad too */
  readonly value: number | null;
}

/**
 * The effect-changeable fields (effectPaths) whose value after Active Effects breaks the schema
 * — NaN from an effect value such as "Grt+", text, a value out of bounds — each with the value
 * to put back: what the document stores. `prepared` is the system data after effects, `stored`
 * its source. A bad effect result is then ignored, never thrown on, never NaN on a sheet.
 */
export function effectRepairs(schema: Schema, prepared: unknown, stored: unknown): EffectRepair[] {
  const repairs: EffectRepair[] = [];
  for (const field of effectPaths(schema)) {
    const path = field.slice("system.".length);
    if (validateValue(schema, path, valueAtPath(prepared, path)).length === 0) continue;
    const kept = valueAtPath(stored, path);
    const valid = validateValue(schema, path, kept).length === 0;
    const fallback = (fieldAt(schema, path) as NumberField | RankField).initial;
    repairs.push({ field, value: valid ? (kept as number | null) : fallback });
  }
  return repairs;
}

// ------------------------------------------------------------------------------------------
// Defaults, validation, normalisation

function initialOf(field: Field): unknown {
  switch (field.kind) {
    case "object":
      return defaults(field.fields);
    case "array":
    case "set":
      return structuredClone(field.initial) as unknown[];
    case "json":
      return field.initial === null ? null : structuredClone(field.initial);
    default:
      return field.initial;
  }
}

/** A fresh object holding every field's default. */
export function defaults<S extends Schema>(schema: S): SchemaSource<S> {
  return Object.fromEntries(
    Object.entries(schema).map(([name, field]) => [name, initialOf(field)]),
  ) as SchemaSource<S>;
}

/** One thing wrong with some data: where, a code under ACTION_ENGINE.Error, and its details. */
export interface Problem {
  readonly path: string;
  readonly code: ErrorCode;
  readonly details: ErrorDetails;
}

/** The lang key that shows a problem: `game.i18n.format(problemKey(p), p.details)`. */
export function problemKey(problem: Problem): string {
  return `ACTION_ENGINE.Error.${problem.code}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Runs a rules-layer check and turns the error it throws into a problem at `path`. */
function attempt(path: string, check: () => unknown): Problem[] {
  try {
    check();
    return [];
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return [{ path, code: error.code, details: error.details }];
  }
}

function checkNumber(path: string, field: NumberField | RankField, value: unknown): void {
  if (value === null && field.nullable) return;
  const integral = field.kind === "rank" || field.integer;
  // a document field is bounded by its own schema, whose builders bound it as the rules do; the
  // refusal names only a bound the field set itself (the rules' limit is not the field's bound)
  const bounds = {
    min: field.min === -TABLE_LIMIT ? undefined : field.min,
    max: field.max === TABLE_LIMIT ? undefined : field.max,
  };
  if (integral) requireInteger(path, value, bounds);
  else requireWithin(path, value, bounds);
  const choices = field.kind === "number" ? field.choices : undefined;
  if (choices && !choices.includes(value as number))
    throw new RulesRangeError("UnknownChoice", {
      name: path,
      value: showValue(value),
      choices: choices.join(", "),
    });
}

function validateField(path: string, field: Field, value: unknown): Problem[] {
  switch (field.kind) {
    case "number":
    case "rank":
      return attempt(path, () => checkNumber(path, field, value));
    case "string":
      return attempt(path, () => {
        const text = requireString(path, value);
        if (field.choices) requireChoice(path, text, field.choices);
        else if (field.check && text.trim() !== "") field.check(text);
      });
    case "html":
      return attempt(path, () => requireString(path, value));
    case "boolean":
      return attempt(path, () => requireBoolean(path, value));
    case "object":
      if (!isPlainObject(value))
        return [{ path, code: "NotAnObject", details: { name: path, value: showValue(value) } }];
      return validateAt(field.fields, value, path);
    case "array":
      if (!Array.isArray(value))
        return [{ path, code: "NotAList", details: { name: path, value: showValue(value) } }];
      return value.flatMap((entry, i) =>
        validateField(`${path}.${i}`, object(field.element), entry),
      );
    case "set":
      if (!Array.isArray(value))
        return [{ path, code: "NotAList", details: { name: path, value: showValue(value) } }];
      return value.flatMap((entry, i) =>
        attempt(`${path}.${i}`, () => requireChoice(`${path}.${i}`, entry, field.choices)),
      );
    case "json":
      return value === null || isPlainObject(value)
        ? []
        : [{ path, code: "NotAnObject", details: { name: path, value: showValue(value) } }];
  }
}

function validateAt(schema: Schema, data: Record<string, unknown>, prefix: string): Problem[] {
  const at = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const unknown: Problem[] = Object.keys(data)
    .filter((name) => !(name in schema))
    .map((name) => ({ path: at(name), code: "UnknownField", details: { name: at(name) } }));
  const known = Object.entries(schema).flatMap(([name, field]) =>
    // A missing field takes its default, as Foundry fills it on creation.
    data[name] === undefined ? [] : validateField(at(name), field, data[name]),
  );
  return [...known, ...siblingLimits(schema, data, at), ...unknown];
}

/** The value of the sibling a number field may not exceed, when both are numbers. */
export function siblingLimit(
  schema: Schema,
  name: string,
  siblings: Readonly<Record<string, unknown>>,
): { readonly sibling: string; readonly max: number } | null {
  const field = schema[name];
  if (field?.kind !== "number" || field.atMost === undefined) return null;
  const max = siblings[field.atMost] ?? initialOf(schema[field.atMost]);
  return typeof max === "number" ? { sibling: field.atMost, max } : null;
}

/** The fields that must not exceed `name` (the value under a maximum). */
export function limitedBy(schema: Schema, name: string): string[] {
  return Object.entries(schema)
    .filter(([, field]) => field.kind === "number" && field.atMost === name)
    .map(([other]) => other);
}

function siblingLimits(
  schema: Schema,
  data: Record<string, unknown>,
  at: (name: string) => string,
): Problem[] {
  return Object.keys(schema).flatMap((name) => {
    const limit = siblingLimit(schema, name, data);
    const value = data[name];
    if (!limit || typeof value !== "number" || value <= limit.max) return [];
    return [
      {
        path: at(name),
        code: "TooHigh",
        details: { name: at(name), max: limit.max, value: showValue(value) },
      },
    ];
  });
}

/**
 * Everything wrong with `data` for `schema`, as a list of problems (empty when valid). Missing
 * fields are fine (they take their defaults); unknown fields are reported, to catch typos.
 */
export function validate(schema: Schema, data: unknown): Problem[] {
  if (!isPlainObject(data))
    return [{ path: "", code: "NotAnObject", details: { name: "system", value: showValue(data) } }];
  return validateAt(schema, data, "");
}

/** The problems with one value typed into a sheet input for the field at `path`. */
export function validateValue(schema: Schema, path: string, value: unknown): Problem[] {
  const field = fieldAt(schema, path);
  if (!field) return [{ path, code: "UnknownField", details: { name: path } }];
  return validateField(path, field, value);
}

function normaliseNumber(field: NumberField | RankField, value: unknown): number | null {
  if (value === null && field.nullable) return null;
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return field.initial;
  let result = field.kind === "rank" || field.integer ? Math.round(n) : n;
  if (field.min !== undefined) result = Math.max(field.min, result);
  if (field.max !== undefined) result = Math.min(field.max, result);
  const choices = field.kind === "number" ? field.choices : undefined;
  if (choices && !choices.includes(result)) return field.initial;
  return result;
}

function normaliseField(field: Field, value: unknown): unknown {
  if (value === undefined) return initialOf(field);
  switch (field.kind) {
    case "number":
    case "rank":
      return normaliseNumber(field, value);
    case "string":
      if (typeof value !== "string") return field.initial;
      if (field.choices) return field.choices.includes(value) ? value : field.initial;
      return validateField("", field, value).length ? field.initial : value;
    case "html":
      return typeof value === "string" ? value : field.initial;
    case "boolean":
      return typeof value === "boolean" ? value : field.initial;
    case "object":
      return normalise(field.fields, value);
    case "array":
      return Array.isArray(value)
        ? value.filter(isPlainObject).map((entry) => normalise(field.element, entry))
        : initialOf(field);
    case "set":
      return Array.isArray(value)
        ? [...new Set(value.filter((c) => (field.choices as readonly unknown[]).includes(c)))]
        : initialOf(field);
    case "json":
      return value === null || isPlainObject(value) ? value : initialOf(field);
  }
}

/**
 * A copy of `data` that satisfies `schema`: missing or malformed values (text its parser
 * refuses included) take their defaults, numbers are rounded to integers where needed and pulled
 * inside their bounds, unknown choices fall back to the default, unknown fields are dropped. Valid data comes back unchanged, so
 * normalising twice is the same as once (the migrations rely on that).
 */
export function normalise<S extends Schema>(schema: S, data: unknown): SchemaSource<S> {
  const source = isPlainObject(data) ? data : {};
  const result: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([name, field]) => [name, normaliseField(field, source[name])]),
  );
  // a value above the sibling it may not exceed comes down to it
  for (const name of Object.keys(schema)) {
    const limit = siblingLimit(schema, name, result);
    if (limit && typeof result[name] === "number" && result[name] > limit.max)
      result[name] = limit.max;
  }
  return result as SchemaSource<S>;
}

// ------------------------------------------------------------------------------------------
// Document types

export type DocumentName = "Actor" | "Item";

/** One actor or item type: its name, the document it belongs to, its ruleset and its fields. */
export interface TypeSchema<S extends Schema = Schema> {
  readonly type: string;
  readonly documentName: DocumentName;
  readonly ruleset: RulesetId;
  readonly schema: S;
}

/**
 * The ruleset a type belongs to, from its name: the actor type is the ruleset id, item types
 * are prefixed with it (`okrpg-weapon`). Throws for a name that names no ruleset.
 */
export function rulesetOfType(type: string): RulesetId {
  const prefix = String(type).split("-")[0];
  return requireChoice("type", prefix, RULESET_IDS);
}

/** Whether an item of `itemType` may be owned by an actor of `actorType` (`rounds` uses mano items, [I-7]). */
export function itemFitsActor(itemType: string, actorType: string): boolean {
  return rulesetOfType(itemType) === itemRuleset(rulesetOfType(actorType));
}
