import { isRulesError, type ErrorDetails } from "../../rules/errors";

/** A rules error met while deriving values for a sheet, kept so the sheet can show it localised. */
export interface DerivationProblem {
  readonly i18nKey: string;
  readonly details: ErrorDetails;
}

/**
 * Runs one derivation. Data that breaks a rule (stamina below toughness, say) must not stop the
 * document from preparing: the rules error is recorded and the fallback used instead.
 */
export function derive<T>(problems: DerivationProblem[], fallback: T, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (!isRulesError(error)) throw error;
    problems.push({ i18nKey: error.i18nKey, details: error.details });
    return fallback;
  }
}

/** A current/maximum pair for a token bar. */
export interface Bar {
  value: number;
  max: number;
}

/** A bar showing how much of `max` is left once `used` is taken off (never below 0). */
export function remaining(max: number, used: number): Bar {
  return { value: Math.max(0, max - used), max };
}

/** An embedded item as the derivations read it: id, name, type and its system data. */
export interface ItemView<S = unknown> {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: S;
}
