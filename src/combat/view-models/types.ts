import type { SequencingMode } from "../../rules/rulesets";
import type { Side } from "../snapshot";

/*
 * The context the tracker templates render from. Labels are lang keys; numbers arrive as text;
 * names are left for the template to escape. Every control says whether it is enabled for the
 * viewer, and carries the data-* attributes its handler reads.
 */

/** A lang key with the values its placeholders need. */
export interface Text {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

export interface TrackerButton {
  /** the data-action the tracker handles */
  readonly action: string;
  /** lang key of its label (and tooltip when `text` is shown instead) */
  readonly label: string;
  /** lang key saying whether the rules let it be used again (added to the tooltip) */
  readonly repeat?: string;
  /** lang key explaining the rule behind the control (the tooltip, after the label) */
  readonly hint?: string;
  /** a short face (a cost such as "−3") shown instead of the label */
  readonly text?: string;
  /** data-* attributes (combatant-id, cost …) */
  readonly data: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  readonly pressed?: boolean;
  /** the control the table most likely wants next */
  readonly primary?: boolean;
  /** show only the short face (the label becomes its tooltip) */
  readonly short?: boolean;
  /** the combatant it acts on, for its accessible name, when no row gives it (the footer) */
  readonly who?: string;
  /** why it is off (its tooltip while disabled): a lang key and its values */
  readonly reason?: Text;
  /** the question asked before it acts (a side change mid-round): a lang key and its values */
  readonly confirm?: Text;
  /** where the keyboard focus goes once the control it was on is gone: the acting row's next move */
  readonly focusNext?: boolean;
}

/** A figure on a row: AP, shots, ready HP … */
export interface TrackerValue {
  readonly label: string;
  readonly value: string;
  /** lang key of a longer explanation */
  readonly hint?: string;
  /** the row's main figure, shown large */
  readonly main?: boolean;
}

/** A number input next to a control (ready HP to spend). */
export interface TrackerInput {
  readonly name: string;
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
}

/**
 * RULES 4 interfering: the roll total of the act an interference opposes, filled in when the
 * tracker kept it from the act's card, blank for the user to give otherwise.
 */
export interface TrackerRollInput {
  readonly name: "against";
  readonly label: string;
  readonly value: number | null;
  /** lang key of the field's explanation */
  readonly hint: string;
}

export interface TrackerRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  /** hidden from players (only the GM gets such rows) */
  readonly hidden: boolean;
  readonly defeated: boolean;
  readonly side: Side;
  readonly sideLabel: string;
  /** the viewer controls this combatant */
  readonly own: boolean;
  /** it acts now (highlighted) */
  readonly acting: boolean;
  /** it ties with others for the action (ladder) */
  readonly tied: boolean;
  /** done for this round (dimmed) */
  readonly done: boolean;
  readonly values: readonly TrackerValue[];
  readonly notes: readonly Text[];
  readonly buttons: readonly TrackerButton[];
  /** the GM's small per-row controls (side, surprise, order) */
  readonly gmButtons: readonly TrackerButton[];
  readonly input: TrackerInput | null;
  /** a second field, next to an interference: the act's roll total */
  readonly rollInput?: TrackerRollInput | null;
  /** the GM may drag it to reorder (turns) */
  readonly draggable: boolean;
}

/** Rows under an optional heading (the creatures on the called shot, those waiting …). */
export interface TrackerGroup {
  readonly heading: Text | null;
  readonly rows: readonly TrackerRow[];
  /** in a big fight's compact tracker, the side these rows fight on, and its heading */
  readonly side?: { readonly side: Side; readonly label: Text };
}

export interface Banner {
  readonly text: Text;
  /** a second line: what exactly is wrong (a rules error's key and details) */
  readonly detail?: Text;
  readonly tone: "info" | "warning" | "tie";
  readonly buttons: readonly TrackerButton[];
}

/** One side's Tide of Battle, for the GM's eyes only (RULES 1.9). */
export interface TideView {
  readonly side: Side;
  readonly label: string;
  /** the die that counts, "–" before any roll */
  readonly die: string;
  readonly effect: Text | null;
  readonly luck: TrackerButton;
}

export interface ModeChoice {
  readonly value: SequencingMode;
  readonly label: string;
  readonly selected: boolean;
}

export interface TrackerContext {
  readonly mode: SequencingMode;
  readonly modeLabel: string;
  readonly round: number;
  readonly started: boolean;
  /** lang key of where the round stands (carry-over turns, turn 2 …), if anything to say */
  readonly phase: Text | null;
  /** the figure heading the list (the called shot) */
  readonly heading: { readonly label: string; readonly value: string } | null;
  readonly revision: number;
  readonly isGM: boolean;
  readonly banners: readonly Banner[];
  readonly groups: readonly TrackerGroup[];
  readonly empty: boolean;
  /** a big fight: rows drawn dense, grouped by side */
  readonly compact?: boolean;
  /** the GM's encounter controls */
  readonly gm: {
    readonly modes: readonly ModeChoice[];
    /** switching is refused mid-round */
    readonly modeLocked: boolean;
    readonly tide: readonly TideView[];
  } | null;
  readonly footer: readonly TrackerButton[];
}
