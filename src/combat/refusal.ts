import { isRulesError } from "../rules/errors";

/**
 * A control the tracker will not carry out, with the lang key (under ACTION_ENGINE.Tracker) that
 * tells the user why. Rules errors from the engines carry their own key and details.
 */
export class Refusal extends Error {
  override name = "Refusal";
  constructor(
    readonly i18nKey: string,
    readonly details: Readonly<Record<string, string | number>> = {},
  ) {
    super(i18nKey);
  }
}

/** A refusal's or a rules error's lang key and details, for a localised notification. */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error;
  if (isRulesError(error)) return new Refusal(error.i18nKey, error.details);
  return null;
}

export const REFUSED = "ACTION_ENGINE.Tracker.Refused";
