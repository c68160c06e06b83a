import { isRulesError, notAllowed, showValue, type ErrorDetails } from "./errors";

/**
 * Reading back what a document stored (a Combat's engine state, a chat card): stored data is
 * never trusted. A reader checks every field with the rules layer's own checks and returns the
 * value, or what is wrong with it, never throwing: one damaged value must not take a screen down.
 */

/** What is wrong with a stored value: an English message, and a lang key with its details. */
export interface StoredProblem {
  readonly message: string;
  readonly i18nKey: string;
  readonly details: ErrorDetails;
}

export type Reading<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: StoredProblem };

/** Runs a reader that throws rules errors on damage; any other error is damage too. */
export function reading<T>(read: () => T): Reading<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (isRulesError(error))
      return {
        ok: false,
        problem: { message: error.message, i18nKey: error.i18nKey, details: error.details },
      };
    const message = error instanceof Error ? error.message : String(error);
    const fallback = notAllowed("the stored data", message);
    return {
      ok: false,
      problem: { message: fallback.message, i18nKey: fallback.i18nKey, details: fallback.details },
    };
  }
}

/** A plain object (not null, not a list). */
export function requireRecord(name: string, value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw notAllowed(`${name} ${showValue(value)}`, "expected an object");
  return value as Record<string, unknown>;
}

/** A list. */
export function requireArray(name: string, value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw notAllowed(`${name} ${showValue(value)}`, "expected a list");
  return value;
}

/** Text (blank allowed unless said otherwise). */
export function requireText(name: string, value: unknown, o: { blank?: boolean } = {}): string {
  if (typeof value !== "string" || (o.blank === false && value === ""))
    throw notAllowed(`${name} ${showValue(value)}`, "expected text");
  return value;
}
