import { checkById, checkUnavailable, type CheckDefinition } from "../../../rules/checks";
import { makeCheckCard } from "../../../rules/checks/card";
import { isRulesError } from "../../../rules/errors";
import { parseRuleset, type RulesetId } from "../../../rules/rulesets";
import { checkFaces, checkFormula, type RolledDice } from "../../attack/dice";
import { actorView, type ActorDoc, type TokenDoc } from "../../attack/read";
import { labelledDetails, type RawValues } from "../../view-models/dialog/form";
import { checkDialog } from "../../view-models/dialog/check";
import type { Warning } from "../../view-models/dialog/types";
import { chosenMessageMode, offeredMessageModes } from "../message-modes";
import { actingToken, cardMessageData } from "../card/message-data";
import { notice, warn } from "../notify";
import { openCheckDialog } from "./dialog";
import { notify } from "../../../ui/foundry/notify";

/*
 * A check, from the sheet's Checks section to the chat card (as attack/flow.ts does for an
 * attack): the character as the check reads it, the check dialog, the dice rolled with Foundry's
 * Roll (so Dice So Nice and message modes work; nothing is rolled for a check that rolls no dice),
 * the card made from their faces by the rules layer, and ONE ChatMessage of the `attack` type
 * carrying the card and the roll. A refused value is reported and nothing is posted.
 */

export interface CheckOptions {
  /** skip the dialog and take the check with its defaults */
  readonly fastForward?: boolean;
  /** the dialog's values, given in advance (macros, tests); skips the dialog */
  readonly values?: RawValues;
  /** the application the check was started from: the dialog opens in its window */
  readonly opener?: unknown;
}

interface CheckerActor extends ActorDoc {
  readonly isOwner: boolean;
  readonly token?: TokenDoc | null;
  getActiveTokens?(linked?: boolean, document?: boolean): TokenDoc[];
}

/** A rules refusal, localised; a field's label named in it is localised too. */
function warnProblem(problem: Warning): void {
  notify(
    "warn",
    problem.key,
    labelledDetails(problem.details, (k) => game.i18n!.localize(k)),
  );
}

/**
 * Takes one of the character's checks. Resolves with the chat message, or null when the dialog
 * was cancelled or the check could not be taken (the user is told why).
 */
export async function takeCheck(
  actor: CheckerActor,
  checkId: string,
  options: CheckOptions = {},
): Promise<unknown> {
  let ruleset: RulesetId;
  let check: CheckDefinition;
  try {
    // a macro may name a character of no ruleset, or a check its ruleset does not have
    ruleset = parseRuleset(actor.type);
    check = checkById(ruleset, checkId);
  } catch (error) {
    if (!isRulesError(error)) throw error;
    notify("warn", error.i18nKey, error.details);
    return null;
  }
  if (!actor.isOwner) {
    warn(notice("NotYourCharacter", { name: actor.name }));
    return null;
  }
  if (check.gmOnly && !game.user!.isGM) {
    warn(notice("CheckGMOnly", { name: game.i18n!.localize(check.label) }));
    return null;
  }
  const view = actorView(actor);
  const why = checkUnavailable(check, view);
  if (why) {
    warn(notice("CheckUnavailable", { name: actor.name, reason: game.i18n!.localize(why) }));
    return null;
  }
  const modes = { initial: chosenMessageMode(), offered: offeredMessageModes() };
  const raw =
    options.values ??
    (options.fastForward ? {} : await openCheckDialog(check, view, modes, options.opener));
  if (raw === null) return null;
  const state = checkDialog(check, view, raw, modes.initial, modes.offered);
  if (!state.ready) {
    if (state.problem) warnProblem(state.problem);
    return null;
  }
  const formula = checkFormula(state.ready.plan.dice);
  const roll = formula ? await new Roll(formula).evaluate() : null;
  const token = actingToken(actor);
  let card;
  try {
    card = makeCheckCard(
      ruleset,
      check.id,
      view,
      { name: actor.name, actorUuid: actor.uuid, tokenUuid: token?.uuid ?? null },
      state.ready.values,
      checkFaces(roll as unknown as RolledDice | null),
    );
  } catch (error) {
    if (!isRulesError(error)) throw error;
    warnProblem({ key: error.i18nKey, details: error.details });
    return null;
  }
  const data = cardMessageData({
    card,
    actor,
    token,
    rolls: roll ? [roll] : [],
    messageMode: state.messageMode,
  });
  return ChatMessage.create(data as never);
}
