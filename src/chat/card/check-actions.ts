import { notAllowed } from "../../rules/errors";
import {
  applyCheck,
  characterOf,
  checkPaths,
  undoCheck,
  type CheckCard,
} from "../../rules/checks/card";
import type { Patch, PatchValue } from "../../rules/cards/shared";
import type { DocumentValues, Write } from "./actions";

/*
 * The buttons of a check card, as pure steps like an attack card's (actions.ts): Apply writes the
 * check's result to the character who took it, Undo takes it back. The adapters (Foundry's
 * execute.ts, the playground's chat) find the character, run the step, and write the character
 * once and then the message once.
 */

export const CHECK_ACTIONS = ["apply", "undo"] as const;
export type CheckAction = (typeof CHECK_ACTIONS)[number];

export interface CheckStep {
  readonly card: CheckCard;
  readonly writes: readonly Write[];
}

/** Whether a click names a check card's button. */
export function isCheckAction(action: string): action is CheckAction {
  return (CHECK_ACTIONS as readonly string[]).includes(action);
}

/** Apply or Undo on the character (null: their actor is gone, which the adapter reports first). */
export function checkStep(
  card: CheckCard,
  action: CheckAction,
  character: DocumentValues | null,
): CheckStep {
  if (!character)
    throw notAllowed(`changing ${characterOf(card).name}`, "the actor no longer exists");
  const current: Record<string, PatchValue> = {};
  for (const path of checkPaths(card)) {
    const value = character.read(path);
    if (value !== undefined) current[path] = value;
  }
  const result =
    action === "apply" ? applyCheck(card, current as Patch) : undoCheck(card, current as Patch);
  const writes: Write[] = result.patch
    ? [{ kind: "actor", uuid: character.uuid, patch: result.patch, items: {} }]
    : [];
  return { card: result.card, writes };
}
