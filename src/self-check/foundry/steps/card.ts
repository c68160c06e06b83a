import { ensure, fail } from "../../step";
import { applyChoice, buttonKey, nextCardChoice, undoChoice } from "../../walks";
import type { ActorLike, Data, ElementLike, MessageLike } from "../documents";
import type { Sandbox } from "../sandbox";
import { shownButtons, type Shown } from "./buttons";

/*
 * A chat card worked as a user works it: rendered as the chat log renders it
 * (ChatMessage#renderHTML, the card hook filling it), each button clicked through the card's own
 * listener, and the card read back after every click.
 */

/** Most choices one card offers in the walk: far more than any ruleset's card has. */
const MOST_CHOICES = 40;

/** The card as this user sees it now, and its buttons. */
async function rendered(message: MessageLike): Promise<{ html: ElementLike; buttons: Shown[] }> {
  const html = await message.renderHTML();
  const card = html.querySelector(".ae-card");
  ensure(card, "Card.NotRendered");
  ensure(!card.matches(".ae-card--damaged"), "Card.Damaged");
  return { html, buttons: shownButtons(card, "button[data-action]") };
}

/** Clicks one button and checks the click was carried out. */
async function clickDone(s: Sandbox, message: MessageLike, button: Shown): Promise<void> {
  const result = await s.click(message, button.element);
  if (result?.status !== "done")
    fail("Card.Refused", {
      button: buttonKey(button),
      reason:
        result?.status === "refused"
          ? game.i18n!.format(result.notice.i18nKey, result.notice.details as never)
          : String(result?.status ?? "none"),
    });
}

/**
 * The GM's adjustment goes with the fields beside its button (src/chat/card/click-data.ts): the
 * walk types a one-point adjustment and a reason, as a GM would, so Adjust is tried for real.
 */
function fillAdjustment(button: HTMLElement): void {
  const group = button.closest("[data-fields]");
  const amount = group?.querySelector<HTMLInputElement>("[data-field=amount]");
  const reason = group?.querySelector<HTMLInputElement>("[data-field=reason]");
  ensure(amount && reason, "Card.NotRendered");
  amount.value = "1";
  reason.value = game.i18n!.localize("ACTION_ENGINE.SelfCheck.Card.AdjustReason");
}

/** Every choice the card offers, each clicked once; returns how many were clicked. */
export async function clickEveryChoice(s: Sandbox, message: MessageLike): Promise<number> {
  const pressed = new Set<string>();
  for (let i = 0; i < MOST_CHOICES; i++) {
    const { buttons } = await rendered(message);
    const next = nextCardChoice(buttons, pressed);
    if (!next) return pressed.size;
    pressed.add(buttonKey(next));
    const revision = Number(message.system.revision);
    if (next.action === "adjust") fillAdjustment((next as Shown).element);
    await clickDone(s, message, next as Shown);
    ensure(Number(message.system.revision) > revision, "Card.NoChange", {
      button: buttonKey(next),
    });
  }
  return fail("Card.TooManyChoices", { count: MOST_CHOICES });
}

/** What Apply and Undo may change on the target: its data and its items' data. */
function stored(actor: ActorLike): string {
  const source = actor.toObject() as Data;
  const items = ((source.items as Data[] | undefined) ?? []).map((item) => [item._id, item.system]);
  return JSON.stringify({ system: source.system, items });
}

/**
 * Applies the card's result to its target, then undoes it: the target's stored data must be back
 * exactly as before. False when the card offers no Apply (a miss).
 */
export async function applyAndUndo(
  s: Sandbox,
  message: MessageLike,
  target: ActorLike,
): Promise<boolean> {
  const apply = applyChoice((await rendered(message)).buttons) as Shown | null;
  if (!apply) return false;
  const before = stored(target);
  await clickDone(s, message, apply);
  const applied = stored(target);
  if (applied === before) s.notes.note("Card.AppliedNothing", { button: apply.action });
  const undo = undoChoice((await rendered(message)).buttons, apply.data.target) as Shown | null;
  ensure(undo, "Card.NoUndo");
  await clickDone(s, message, undo);
  ensure(stored(target) === before, "Card.UndoDiffers", { actor: target.name });
  ensure(applyChoice((await rendered(message)).buttons), "Card.NoApplyAgain");
  return true;
}
