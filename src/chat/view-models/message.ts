import type { CardTarget } from "../../rules/cards/shared";
import type { AttackCard } from "./index";
import { cardView } from "./index";
import { button, canAct, key, reason } from "./shared";
import { adjustmentView } from "./adjustment";
import type { Button, CardContext, Line, Viewer } from "./types";

/*
 * The context of an attack message: the card's own view (see cardView) plus what the message
 * adds around it — the switch saying whom Apply acts on (the targets recorded at roll time, or
 * tokens selected since), Apply and Undo for every target at once, the roll-table results drawn
 * for the card, and the revision a click must carry.
 */

/** A roll-table result drawn for the card: the result's name (user text) and the face drawn. */
export interface TableDraw {
  readonly name: string;
  readonly face: number;
}

export interface MessageState {
  readonly card: AttackCard;
  readonly revision: number;
  readonly targetMode: "recorded" | "selected";
  readonly tables?: Readonly<{ fumble?: TableDraw; friction?: TableDraw }>;
}

export interface MessageContext extends CardContext {
  readonly revision: number;
}

function targetSwitch(state: MessageState, viewer: Viewer): Button[] {
  if (!canAct(viewer)) return [];
  const applied = (state.card.targets as readonly CardTarget[]).some((t) => t.applied);
  const locked = applied ? reason("applied") : null;
  return (["recorded", "selected"] as const).map((mode) =>
    button("targetMode", key("TargetMode", mode), {
      data: { mode },
      reason: locked,
      pressed: state.targetMode === mode,
    }),
  );
}

function allButtons(card: AttackCard, viewer: Viewer, context: CardContext): Button[] {
  if (!canAct(viewer)) return [];
  // an attack on nobody: Apply is there, off, saying how to give it targets
  if (card.targets.length === 0)
    return [button("applyAll", key("Apply"), { reason: reason("noTargets") })];
  if (card.targets.length < 2) return [];
  const targets = card.targets as readonly CardTarget[];
  const anyApply = context.targets.some((t) =>
    t.buttons.some((b) => b.action.startsWith("apply") && !b.disabled),
  );
  const buttons: Button[] = [];
  if (anyApply) buttons.push(button("applyAll", key("ApplyAll")));
  if (targets.some((t) => t.applied)) buttons.push(button("undoAll", key("UndoAll")));
  return buttons;
}

function tableLine(draw: TableDraw | undefined): Line[] {
  return draw ? [{ label: key("TableResult"), value: `${draw.name} (${draw.face})` }] : [];
}

/** The context an attack message renders for one viewer. */
export function messageView(state: MessageState, viewer: Viewer): MessageContext {
  const context = cardView(state.card, viewer);
  if (context.hidden) return { ...context, revision: state.revision };
  const fumble = key("Occult", "EpicFumble");
  const friction = key("Action", "Friction");
  const sections = context.sections.map((s) =>
    s.heading === fumble
      ? { ...s, lines: [...s.lines, ...tableLine(state.tables?.fumble)] }
      : s.heading === friction
        ? { ...s, lines: [...s.lines, ...tableLine(state.tables?.friction)] }
        : s,
  );
  const applyLine = {
    label: key(state.targetMode === "selected" ? "ApplyActsOnSelected" : "ApplyActsOnTargets"),
    count: String(state.card.targets.length),
    modes: targetSwitch(state, viewer),
    all: allButtons(state.card, viewer, context),
  };
  const targets = context.targets.map((t, i) => ({
    ...t,
    adjustment: adjustmentView(state.card, state.card.targets[i] as CardTarget, viewer),
  }));
  return { ...context, sections, applyLine, targets, revision: state.revision };
}
