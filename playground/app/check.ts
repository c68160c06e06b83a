import { checkFaces, checkFormula, type RolledDice } from "../../src/chat/attack/dice";
import { actorView } from "../../src/chat/attack/read";
import { formValues, wireLive, type FormLike } from "../../src/chat/dialog/live";
import { CHECK_DIALOG_TEMPLATE, LIVE_TEMPLATE } from "../../src/chat/template-paths";
import { checkDialog } from "../../src/chat/view-models/dialog/check";
import { labelledDetails, type RawValues } from "../../src/chat/view-models/dialog/form";
import type { Warning } from "../../src/chat/view-models/dialog/types";
import { checkById, checkUnavailable } from "../../src/rules/checks";
import { makeCheckCard, type CheckCard } from "../../src/rules/checks/card";
import { isRulesError } from "../../src/rules/errors";
import { parseRuleset } from "../../src/rules/rulesets";
import type { Host } from "./host";
import { openModal } from "./modal";
import type { PreparedActor } from "./store";

/*
 * A check from a sheet's Checks section to a card, as src/chat/foundry/check/flow.ts takes one in
 * Foundry: the check dialog (the real template, live odds), the dice its plan names, and the card
 * their faces make. A value the check refuses is reported and nothing is posted.
 */

export interface CheckMade {
  readonly card: CheckCard;
  readonly rolls: ReturnType<Host["roll"]>[];
}

/** A refusal, localised, with the field it names localised too. */
function refuse(host: Host, problem: Warning): void {
  host.notify(
    host.i18n.format(
      problem.key,
      labelledDetails(problem.details, (k) => host.i18n.localize(k)),
    ),
  );
}

/** The dice the check's plan names with these values, and the card their faces make. */
export function rollCheck(
  host: Host,
  character: PreparedActor,
  checkId: string,
  raw: RawValues,
): CheckMade | null {
  const ruleset = parseRuleset(character.type);
  const check = checkById(ruleset, checkId);
  const actor = actorView(character);
  const state = checkDialog(check, actor, raw, "public");
  if (!state.ready) {
    if (state.problem) refuse(host, state.problem);
    return null;
  }
  const formula = checkFormula(state.ready.plan.dice);
  const roll = formula ? host.roll(formula) : null;
  try {
    const card = makeCheckCard(
      ruleset,
      check.id,
      actor,
      { name: character.name, actorUuid: character.uuid },
      state.ready.values,
      checkFaces(roll as unknown as RolledDice | null),
    );
    return { card, rolls: roll ? [roll] : [] };
  } catch (error) {
    if (!isRulesError(error)) throw error;
    refuse(host, { key: error.i18nKey, details: error.details });
    return null;
  }
}

/** Opens the check dialog (Roll and Cancel), then rolls and makes the card; null when cancelled. */
export async function takeCheck(
  host: Host,
  character: PreparedActor,
  checkId: string,
  theme: string,
): Promise<CheckMade | null> {
  const check = checkById(parseRuleset(character.type), checkId);
  const actor = actorView(character);
  const why = checkUnavailable(check, actor);
  if (why) {
    host.notify(
      host.i18n.format("ACTION_ENGINE.Card.Notify.CheckUnavailable", {
        name: character.name,
        reason: host.i18n.localize(why),
      }),
    );
    return null;
  }
  const recompute = (raw: RawValues) => checkDialog(check, actor, raw, "public").context;
  const raw = await openModal<RawValues | null>({
    title: host.i18n.format("ACTION_ENGINE.Dialog.CheckTitle", {
      name: character.name,
      check: host.i18n.localize(check.label),
    }),
    content: host.render(CHECK_DIALOG_TEMPLATE, recompute({})),
    classes: "action-engine ae-roll-dialog ae-check-dialog",
    theme,
    closeLabel: host.i18n.localize("ACTION_ENGINE.Playground.Close"),
    buttons: [
      {
        label: host.i18n.localize("ACTION_ENGINE.Dialog.Roll"),
        action: "roll",
        primary: true,
        value: (form) => formValues(form as unknown as FormLike),
      },
      { label: host.i18n.localize("ACTION_ENGINE.Dialog.Cancel"), value: () => null },
    ],
    onRender(form) {
      wireLive(form, form as unknown as FormLike, recompute, async (block) =>
        host.render(LIVE_TEMPLATE, block),
      );
    },
  });
  return raw ? rollCheck(host, character, checkId, raw) : null;
}
