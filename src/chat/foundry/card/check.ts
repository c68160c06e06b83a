import { CHARACTER, characterOf, type CheckCard } from "../../../rules/checks/card";
import { markMissing } from "../../../rules/cards/shared";
import { isRulesError } from "../../../rules/errors";
import type { AttackMessageModel } from "../../../documents/models/chat-attack";
import { isCheckAction, type CheckStep } from "../../card/check-actions";
import { forbiddenWrite, runTrustedCheck } from "../../card/trust";
import { notice } from "../notify";
import { actorValues, resolve, type ActorLike } from "./documents";
import {
  posterOwns,
  writeDocument,
  type CardRequest,
  type CardResult,
  type MessageLike,
  type UserLike,
} from "./execute";

/*
 * A click on a check card (src/rules/checks/card.ts), carried out where the writes are allowed:
 * the card's revision and the user's right checked, the character found again, the pure step run,
 * and the character written once, then the message once with the new card and revision. The same
 * rights as an attack card's Apply: the GM, the card's poster, or an owner of the character.
 */

const refused = (code: string, details: Record<string, string | number> = {}): CardResult => ({
  status: "refused",
  notice: notice(code, details),
});

/** Who may use a check card's buttons: the GM, its poster, an owner of the character. */
export function mayWorkCheck(
  user: UserLike,
  message: MessageLike,
  character: ActorLike | null,
): boolean {
  if (user.isGM || message.author?.id === user.id) return true;
  return character?.testUserPermission(user as never, "OWNER") ?? false;
}

async function write(
  message: MessageLike,
  system: AttackMessageModel,
  step: Pick<CheckStep, "card" | "writes">,
): Promise<void> {
  for (const one of step.writes) await writeDocument(message, one);
  await message.update({
    "system.card": JSON.stringify(step.card),
    "system.revision": system.revision + 1,
  });
}

/** Carries out Apply or Undo on a check card for `user` (every right is checked here). */
export async function performCheckAction(
  message: MessageLike,
  system: AttackMessageModel,
  stored: CheckCard,
  request: CardRequest,
  user: UserLike,
): Promise<CardResult> {
  if (!isCheckAction(request.action)) return refused("Unknown");
  const character = await resolve<ActorLike>(characterOf(stored).actorUuid);
  if (!mayWorkCheck(user, message, character))
    return refused("NotYours", { name: characterOf(stored).name });
  try {
    if (!character) {
      // the character is gone: the card says so, and an Apply held on them counts as undone
      const marked = characterOf(stored).missing ? stored : markMissing(stored, CHARACTER);
      if (JSON.stringify(marked) !== JSON.stringify(stored))
        await write(message, system, { card: marked, writes: [] });
      return refused("TargetGone", { name: characterOf(stored).name });
    }
    const doc = actorValues(character, message.id);
    const step = runTrustedCheck(stored, request.action, doc);
    // a check is taken by its character's owner: a card naming another's character writes nothing
    const docs = { targets: { [CHARACTER]: doc }, attacker: null, weapon: null };
    const forbidden = forbiddenWrite(stored, step, docs, false);
    if (step.writes.length && (forbidden || !posterOwns(message, character))) {
      console.warn(`action-engine | a check card asked for a write it cannot make: ${forbidden}`);
      return refused("Forbidden");
    }
    if (!step.writes.length && JSON.stringify(step.card) === JSON.stringify(stored))
      return { status: "done" };
    await write(message, system, step);
    return { status: "done" };
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return { status: "refused", notice: { i18nKey: error.i18nKey, details: error.details } };
  }
}
