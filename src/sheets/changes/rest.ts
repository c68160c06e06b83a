import { healWeeks } from "../../rules/okrpg/recovery";
import type { Wounds } from "../../rules/okrpg/wounds";
import type { Ratio } from "../../rules/ranks";
import { fraction } from "../view-models/format";
import type { I18n } from "./i18n";
import { escapeHtml } from "../../ui/html";

/*
 * RULES 1.3 and 1.6: lethal points heal only by the week, at the healing rate, fractions carried
 * in the healing counter. A GM applies a week of rest from the OK RPG sheet: this works out the
 * one write and the question asked before it.
 */

/** What a week of rest changes, or why it changes nothing. */
export type WeekOfRest =
  | {
      readonly update: Readonly<Record<string, unknown>>;
      readonly before: { readonly lethal: number; readonly progress: string };
      readonly after: { readonly lethal: number; readonly progress: string };
    }
  | { readonly refuse: "NoLethal" };

interface OkrpgRestData {
  readonly wounds: {
    readonly lethal: number;
    readonly nonlethal: number;
    readonly healingCarry: Ratio;
  };
  /** the prepared healing role (RULES 1.3) */
  readonly roles: { readonly healing: { readonly step: number } };
}

const ZERO: Ratio = { num: 0, den: 1 };

/**
 * One week of rest for an OK RPG character under the full damage system: its lethal points and
 * the healing counter after healWeeks, as one actor update. Nothing to heal is refused.
 */
export function weekOfRest(system: OkrpgRestData): WeekOfRest {
  const { lethal, nonlethal, healingCarry } = system.wounds;
  if (lethal === 0) return { refuse: "NoLethal" };
  const wounds: Wounds = { lethal, nonlethal, healingCarry: healingCarry ?? ZERO };
  const healed = healWeeks(wounds, system.roles.healing.step, 1);
  const carry = healed.healingCarry ?? ZERO;
  return {
    update: {
      "system.wounds.lethal": healed.lethal,
      "system.wounds.healingCarry": { num: carry.num, den: carry.den },
    },
    before: { lethal, progress: fraction(wounds.healingCarry ?? ZERO) },
    after: { lethal: healed.lethal, progress: fraction(carry) },
  };
}

/** The question the GM answers before the week is written: as text, and as HTML (escaped). */
export function restPrompt(
  actorName: string,
  rest: Extract<WeekOfRest, { update: unknown }>,
  i18n: I18n,
): { title: string; text: string; content: string } {
  const text = i18n.format("ACTION_ENGINE.Sheet.Rest.Content", {
    name: actorName,
    lethal: rest.before.lethal,
    healed: rest.after.lethal,
    progress: rest.before.progress,
    next: rest.after.progress,
  });
  return {
    title: i18n.localize("ACTION_ENGINE.Sheet.Rest.Title"),
    text,
    content: `<p>${escapeHtml(text)}</p>`,
  };
}
