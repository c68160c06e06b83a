import { checkApplyBlocked, characterOf, type CheckCard } from "../../rules/checks/card";
import { checkById } from "../../rules/checks";
import { chance } from "./dialog/form";
import type { Chance } from "./dialog/types";
import { applyButtons, badge, reason, targetBase } from "./shared";
import type { Badge, Button, Line, TargetView, Viewer } from "./types";

/*
 * The context of a check card (src/rules/checks/card.ts) for one viewer: who took which check,
 * the exact odds it had, the faces and the result, and the character as the one row Apply and
 * Undo act on. A result that changes nothing on the sheet says so instead of offering Apply.
 */

export const CHECK_TEMPLATE = "systems/action-engine/templates/chat/check-card.hbs";

export interface CheckCardContext {
  readonly template: string;
  readonly ruleset: string;
  readonly check: { readonly label: string; readonly hint: string };
  readonly character: { readonly name: string };
  /** a blind or private roll this viewer may not see: names only */
  readonly hidden: boolean;
  readonly result: Badge | null;
  /** the faces read against the number to reach */
  readonly roll: readonly Line[];
  /** the odds the check had, band by band, and how the number to reach was made */
  readonly odds: readonly Chance[];
  readonly plan: readonly Line[];
  /** lang key: the result changes nothing on the sheet (no Apply), else null */
  readonly changesNothing: string | null;
  /** the character, with Apply / Undo (reusing the attack card's target row) */
  readonly targets: readonly TargetView[];
  readonly revision?: number;
}

const lines = (list: CheckCard["outcome"]["lines"]): Line[] =>
  list.map((l) => ({ label: l.label, value: l.value, ...(l.total ? { total: true } : {}) }));

function characterRow(card: CheckCard, viewer: Viewer, hidden: boolean): TargetView {
  const character = characterOf(card);
  const blocked = character.missing ? reason("missing") : null;
  const buttons: Button[] =
    hidden || checkApplyBlocked(card) ? [] : applyButtons(viewer, character, blocked);
  return {
    ...targetBase(character),
    outcome: null,
    lines: [],
    choices: [],
    badges: [],
    buttons,
  };
}

/** The check card as one viewer sees it. */
export function checkCardView(
  card: CheckCard,
  viewer: Viewer,
  revision?: number,
): CheckCardContext {
  const check = checkById(card.ruleset, card.check);
  const hidden = !viewer.canSeeRoll;
  const shown = !hidden;
  return {
    template: CHECK_TEMPLATE,
    ruleset: card.ruleset,
    check: { label: check.label, hint: check.hint },
    character: { name: characterOf(card).name },
    hidden,
    result: shown ? badge(card.outcome.result, card.outcome.tone) : null,
    roll: shown ? lines(card.outcome.lines) : [],
    odds: shown ? card.plan.odds.map((b) => chance(b.label, b.chance, b.tone)) : [],
    plan: shown ? lines(card.plan.lines) : [],
    changesNothing: shown ? checkApplyBlocked(card) : null,
    targets: [characterRow(card, viewer, hidden)],
    ...(revision === undefined ? {} : { revision }),
  };
}
