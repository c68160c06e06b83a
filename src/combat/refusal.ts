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

/**
 * The refusal with the combatant ids its details quote (the engines name combatants by id, as
 * `"<id>"`) replaced by their names, so a player reads "Sir Aldric decides first".
 */
export function withNames(
  refusal: Refusal,
  combatants: Iterable<{ readonly id: string | null; readonly name: string }>,
): Refusal {
  const names = new Map([...combatants].map((one) => [one.id, one.name]));
  const named = (text: string) =>
    text.replace(/"([^"]+)"/g, (whole, id: string) => names.get(id) ?? whole);
  const details = Object.fromEntries(
    Object.entries(refusal.details).map(([k, v]) => [k, typeof v === "string" ? named(v) : v]),
  );
  return new Refusal(refusal.i18nKey, details);
}
