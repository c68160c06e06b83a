import en from "../../lang/en.json";

/**
 * Every rules-layer error carries a `code` (a key under ACTION_ENGINE.Error in lang/en.json) and
 * the `details` that fill its placeholders, so a Foundry adapter can show it localised with
 * `game.i18n.format(error.i18nKey, error.details)`. The English message is built from the same
 * lang entry, so developers and players read the same words.
 */
export type ErrorCode = keyof typeof en.ACTION_ENGINE.Error;
export type ErrorDetails = Readonly<Record<string, string | number>>;

function formatMessage(code: ErrorCode, details: ErrorDetails): string {
  const template: string = en.ACTION_ENGINE.Error[code];
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
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value == null)
    return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A finite number, or a TypeError/RangeError naming `name` and the bad value. */
export function requireFinite(name: string, value: unknown): number {
  if (typeof value !== "number")
    throw new RulesTypeError("NotANumber", { name, value: show(value) });
  if (!Number.isFinite(value)) throw new RulesRangeError("NotFinite", { name, value: show(value) });
  return value;
}

/** An integer within optional bounds (inclusive). */
export function requireInteger(
  name: string,
  value: unknown,
  bounds: { min?: number; max?: number } = {},
): number {
  const n = requireFinite(name, value);
  if (!Number.isInteger(n)) throw new RulesRangeError("NotInteger", { name, value: show(n) });
  requireWithin(name, n, bounds);
  return n;
}

/** A finite number within optional bounds (inclusive). */
export function requireWithin(
  name: string,
  value: unknown,
  { min = -Infinity, max = Infinity }: { min?: number; max?: number },
): number {
  const n = requireFinite(name, value);
  if (n >= min && n <= max) return n;
  const details = { name, value: show(n), min: show(min), max: show(max) };
  if (max === Infinity) throw new RulesRangeError("TooLow", details);
  if (min === -Infinity) throw new RulesRangeError("TooHigh", details);
  throw new RulesRangeError("OutOfRange", details);
}

/** One of a fixed set of string choices. */
export function requireChoice<T extends string>(
  name: string,
  value: unknown,
  choices: readonly T[],
): T {
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value))
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
