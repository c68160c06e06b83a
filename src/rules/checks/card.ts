import { notAllowed } from "../errors";
import type { RulesetId } from "../rulesets";
import {
  CARD_VERSION,
  applyToTarget,
  findTarget,
  undoOnTarget,
  type ApplyResult,
  type CardActor,
  type CardTarget,
  type Patch,
  type PatchValue,
} from "../cards/shared";
import { requireCheckFaces } from "./faces";
import { checkById } from "./index";
import { checkUnavailable } from "./unavailable";
import { planCheck } from "./values";
import type { CheckActor, CheckOutcome, CheckPlan, CheckValues } from "./types";

/*
 * A check card: what a chat message keeps of one check taken (src/rules/checks/types.ts). The
 * character who took it is the card's one target, so Apply and Undo write to them with the same
 * record, double-apply lock and gone-actor handling as an attack card's targets
 * (src/rules/cards/shared.ts). The card keeps a copy of the plan and the outcome made at roll
 * time: Apply needs only the values and the faces, so the card works however the character
 * changes later.
 */

/** The id of the card's one target: the character who took the check. */
export const CHARACTER = "character";

export interface CheckCard {
  readonly v: typeof CARD_VERSION;
  readonly kind: "check";
  readonly ruleset: RulesetId;
  /** the check's id in its ruleset (checkById) */
  readonly check: string;
  readonly values: CheckValues;
  readonly faces: readonly number[];
  readonly plan: CheckPlan;
  readonly outcome: CheckOutcome;
  /** the character, as the card's one target */
  readonly targets: readonly [CardTarget];
}

/** Whether a stored card is a check card (attack cards carry no `kind`). */
export function isCheckCard(card: unknown): card is CheckCard {
  return typeof card === "object" && card !== null && (card as { kind?: unknown }).kind === "check";
}

/** The card of a check taken: the values checked, the faces read against the definition. */
export function makeCheckCard(
  ruleset: RulesetId,
  checkId: string,
  actor: CheckActor,
  character: CardActor,
  values: Readonly<Record<string, unknown>>,
  faces: readonly number[],
): CheckCard {
  const check = checkById(ruleset, checkId);
  const reason = checkUnavailable(check, actor);
  if (reason) throw notAllowed(`taking the check ${check.id}`, "the character cannot take it now");
  const planned = planCheck(check, actor, values);
  const rolled = requireCheckFaces(planned.plan.dice, faces);
  const outcome = check.outcome(actor, planned.values, rolled);
  if (!planned.plan.odds.some((band) => band.label === outcome.result))
    throw notAllowed(`the result ${outcome.result}`, "it is none of the plan's results");
  return {
    v: CARD_VERSION,
    kind: "check",
    ruleset,
    check: check.id,
    values: planned.values,
    faces: rolled,
    plan: planned.plan,
    outcome,
    targets: [
      {
        id: CHARACTER,
        name: character.name,
        actorUuid: character.actorUuid,
        ...(character.tokenUuid ? { tokenUuid: character.tokenUuid } : {}),
      },
    ],
  };
}

/** The character named on the card. */
export function characterOf(card: CheckCard): CardTarget {
  return findTarget(card.targets, CHARACTER);
}

/** Why Apply is not offered: the result changes nothing on the sheet (a lang key), or null. */
export function checkApplyBlocked(card: CheckCard): string | null {
  return card.outcome.paths.length ? null : "ACTION_ENGINE.Card.Check.ChangesNothing";
}

/**
 * The fields Apply and Undo read on the character: the outcome's. An Apply records exactly those
 * (applyCheck; readCheckCard refuses a record of any other), so its record adds none.
 */
export function checkPaths(card: CheckCard): string[] {
  return [...new Set(card.outcome.paths)];
}

/**
 * Writes the check's result to the character: the definition's changes to the outcome's fields,
 * given their values now. Applying again changes nothing (the card is already marked applied).
 */
export function applyCheck(card: CheckCard, current: Patch): ApplyResult<CheckCard> {
  if (checkApplyBlocked(card))
    throw notAllowed("applying this check", "its result changes nothing on the sheet");
  return applyToTarget(card, CHARACTER, () => {
    const check = checkById(card.ruleset, card.check);
    const before: Record<string, PatchValue> = {};
    for (const path of card.outcome.paths) {
      if (!Object.hasOwn(current, path))
        throw notAllowed(`applying the check to ${card.targets[0].name}`, `they have no ${path}`);
      before[path] = current[path];
    }
    const changes = check.apply(card.values, card.faces, before);
    for (const path of Object.keys(changes))
      if (!card.outcome.paths.includes(path))
        throw notAllowed(`writing ${path}`, "a check writes only its outcome's fields");
    return { before, after: { ...before, ...changes } };
  });
}

/** Takes the check's result back from the character (see undoOnTarget). */
export function undoCheck(card: CheckCard, current: Patch): ApplyResult<CheckCard> {
  return undoOnTarget(card, CHARACTER, current);
}
