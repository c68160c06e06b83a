import type en from "../../lang/en.json";
import type { DiceSource } from "./dice";

/**
 * Every rules-layer error carries a `code` (a key under ACTION_ENGINE.Error in lang/en.json) and
 * the `details` that fill its placeholders, so a Foundry adapter can show it localised with
 * `game.i18n.format(error.i18nKey, error.details)`. Its message is built from the same lang entry,
 * so developers and players read the same words: the lang file is not bundled with the rules
 * (Foundry loads it itself), so whoever hosts them says where the entries are (useErrorWords).
 */
export type ErrorCode = keyof typeof en.ACTION_ENGINE.Error;
export type ErrorDetails = Readonly<Record<string, string | number>>;

/** An error's lang entry, with `{placeholders}` for its details; undefined when none is known. */
export type ErrorWords = (code: ErrorCode) => string | undefined;

let wordsFor: ErrorWords = () => undefined;

/**
 * Where error messages take their words: Foundry's localisation (src/index.ts), or the entries
 * of lang/en.json under ACTION_ENGINE.Error (the playground, tests, the rules used elsewhere).
 */
export function useErrorWords(words: ErrorWords | Readonly<Record<string, string>>): void {
  wordsFor = typeof words === "function" ? words : (code) => words[code];
}

function formatMessage(code: ErrorCode, details: ErrorDetails): string {
  const template = wordsFor(code);
  if (template === undefined)
    return `${code} ${Object.entries(details)
      .map(([key, value]) => `${key}=${value}`)
      .join(", ")}`.trim();
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in details ? String(details[key]) : whole,
  );
}

export class RulesRangeError extends RangeError {
  override name = "RulesRangeError";
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails,
  ) {
    super(formatMessage(code, details));
  }
  get i18nKey(): string {
    return `ACTION_ENGINE.Error.${this.code}`;
  }
}

export class RulesTypeError extends TypeError {
  override name = "RulesTypeError";
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails,
  ) {
    super(formatMessage(code, details));
  }
  get i18nKey(): string {
    return `ACTION_ENGINE.Error.${this.code}`;
  }
}

export type RulesError = RulesRangeError | RulesTypeError;

export function isRulesError(error: unknown): error is RulesError {
  return error instanceof RulesRangeError || error instanceof RulesTypeError;
}

function show(value: unknown): string {
  // NaN and Infinity, which JSON has no word for
  if (typeof value === "number") return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The largest size any quantity reaches at a table: no rank step, die count, pool of hit points,
 * distance in feet or load in kilograms comes near ten million (RULES.md's biggest figure is the
 * Mano a Mano carrying table's 100,000 kg). A number beyond it is a typo or damaged data, and
 * refusing it keeps every count the rules loop over or allocate small. A bound given explicitly
 * replaces it.
 */
export const TABLE_LIMIT = 10_000_000;

/** A number, and finite: the first check of every numeric helper. */
function finite(name: string, value: unknown): number {
  if (typeof value !== "number")
    throw new RulesTypeError("NotANumber", { name, value: show(value) });
  if (!Number.isFinite(value)) throw new RulesRangeError("NotFinite", { name, value: show(value) });
  return value;
}

/** A finite number within ±TABLE_LIMIT, or a TypeError/RangeError naming `name` and the value. */
export function requireFinite(name: string, value: unknown): number {
  return requireWithin(name, value, {});
}

/** An integer within optional bounds (inclusive; ±TABLE_LIMIT where none is given). */
export function requireInteger(
  name: string,
  value: unknown,
  bounds: { min?: number; max?: number } = {},
): number {
  const n = finite(name, value);
  if (!Number.isInteger(n)) throw new RulesRangeError("NotInteger", { name, value: show(n) });
  requireWithin(name, n, bounds);
  return n;
}

/** A finite number within optional bounds (inclusive; ±TABLE_LIMIT where none is given). */
export function requireWithin(
  name: string,
  value: unknown,
  bounds: { min?: number; max?: number },
): number {
  const n = finite(name, value);
  const { min = -TABLE_LIMIT, max = TABLE_LIMIT } = bounds;
  if (n >= min && n <= max) return n;
  const details = { name, value: show(n), min: show(min), max: show(max) };
  // name only the bound that was given (the table limit is not the caller's bound)
  const noMax = bounds.max === undefined || bounds.max === Infinity;
  const noMin = bounds.min === undefined || bounds.min === -Infinity;
  if (n < min && noMax) throw new RulesRangeError("TooLow", details);
  if (n > max && noMin) throw new RulesRangeError("TooHigh", details);
  throw new RulesRangeError("OutOfRange", details);
}

/** A plain group of fields (not null, not a list), for reading an input object's fields. */
export function requireObject(name: string, value: unknown): Readonly<Record<string, unknown>> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new RulesTypeError("NotAnObject", { name, value: show(value) });
  return value as Readonly<Record<string, unknown>>;
}

/**
 * RULES.md has no list longer than this: combatants in a fight, targets of one attack, dice in
 * one roll, armor pieces on one body. A longer one is refused before anything is done per entry.
 */
export const LIST_LIMIT = 1000;

/** A list with at least `min` and at most `max` entries (default 0 … LIST_LIMIT). */
export function requireList<T>(
  name: string,
  value: readonly T[],
  bounds?: { min?: number; max?: number },
): readonly T[];
export function requireList<T = unknown>(
  name: string,
  value: unknown,
  bounds?: { min?: number; max?: number },
): readonly T[];
export function requireList<T>(
  name: string,
  value: unknown,
  { min = 0, max = LIST_LIMIT }: { min?: number; max?: number } = {},
): readonly T[] {
  if (!Array.isArray(value)) throw new RulesTypeError("NotAList", { name, value: show(value) });
  requireInteger(`number of ${name}`, value.length, { min, max });
  return value as readonly T[];
}

/** Text (any string). */
export function requireString(name: string, value: unknown): string {
  if (typeof value !== "string")
    throw new RulesTypeError("NotAString", { name, value: show(value) });
  return value;
}

/** Something to roll with: an object whose roll(faces) answers 1..faces (read it with rollDice). */
export function requireDiceSource(name: string, dice: unknown): DiceSource {
  if (
    typeof dice !== "object" ||
    dice === null ||
    typeof (dice as Partial<DiceSource>).roll !== "function"
  )
    throw new RulesTypeError("NotADiceSource", { name, value: show(dice) });
  return dice as DiceSource;
}

/** One of a fixed set of string choices. */
export function requireChoice<T extends string>(
  name: string,
  value: unknown,
  choices: readonly T[],
): T {
  if (!(choices as readonly unknown[]).includes(value))
    throw new RulesRangeError("UnknownChoice", {
      name,
      value: show(value),
      choices: choices.join(", "),
    });
  return value as T;
}

/** A boolean (or undefined → fallback). */
export function requireBoolean(name: string, value: unknown, fallback?: boolean): boolean {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== "boolean")
    throw new RulesTypeError("NotABoolean", { name, value: show(value) });
  return value;
}

/** A die face: an integer 1..faces. */
export function requireFace(name: string, value: unknown, faces: number): number {
  return requireInteger(name, value, { min: 1, max: faces });
}

/** An id known to a state; `known` is checked with `in`/`has`. */
export function unknownId(name: string, id: unknown): RulesRangeError {
  return new RulesRangeError("UnknownId", { name, value: show(id) });
}

/** A move the rules do not allow right now; `reason` is a short English phrase. */
export function notAllowed(what: string, reason: string): RulesRangeError {
  return new RulesRangeError("NotAllowed", { what, reason });
}

export { show as showValue };
