import type { Button, CardContext } from "./types";

/*
 * What the chat message's context menu offers on an attack card: the card's own Apply and Undo
 * buttons (the same action and data a click on them sends) and Apply to selected tokens (the
 * card's "selected tokens" switch, then its Apply). Only what the card shows this viewer enabled
 * is offered, so the menu can do nothing the card's buttons cannot.
 */

export interface CardMenu {
  /** the card's Apply: Apply all when the card has it, else its one target's Apply */
  readonly apply: Button | null;
  /** the card's Undo: Undo all when the card has it, else its one target's Undo */
  readonly undo: Button | null;
  /** the switch to the selected tokens, when the card offers it enabled */
  readonly selectTokens: Button | null;
}

const enabled = (b: Button | undefined): Button | null => (b && !b.disabled ? b : null);

/** The one target's button for `kind` (its primary one when it has several), or null. */
function onlyTargets(context: CardContext, kind: "apply" | "undo"): Button | null {
  if (context.targets.length !== 1) return null;
  const buttons = context.targets[0].buttons.filter(
    (b) => !b.disabled && (kind === "undo" ? b.action === "undo" : b.action.startsWith("apply")),
  );
  return buttons.find((b) => b.primary) ?? buttons[0] ?? null;
}

/** The menu's entries for the card as this viewer sees it. */
export function cardMenu(context: CardContext): CardMenu {
  const all = context.applyLine?.all ?? [];
  const modes = context.applyLine?.modes ?? [];
  return {
    apply: enabled(all.find((b) => b.action === "applyAll")) ?? onlyTargets(context, "apply"),
    undo: enabled(all.find((b) => b.action === "undoAll")) ?? onlyTargets(context, "undo"),
    selectTokens: enabled(modes.find((b) => b.data.mode === "selected")),
  };
}
