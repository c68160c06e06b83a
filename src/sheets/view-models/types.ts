import type { PreviewLine } from "./item-preview";

/*
 * The shapes sheet templates render from. A view model is a pure function of a plain snapshot of
 * a document; labels are lang keys, numbers arrive formatted, and user text (names, notes) is left
 * for the template to escape. Foundry, the tests and the playground all build the same snapshot.
 */

/** An embedded item as a sheet reads it. */
export interface ItemSnapshot {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  /** the item's prepared system data (stored fields plus anything its model derives) */
  readonly system: Readonly<Record<string, unknown>>;
  readonly sort?: number;
}

/** Everything a sheet needs from its document, without Foundry. */
export interface SheetSnapshot {
  readonly id: string;
  /** the document's uuid (rich-text editors link to it) */
  readonly uuid?: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  /** the stored system data: what the inputs show and edit */
  readonly system: Readonly<Record<string, unknown>>;
  /** the prepared system data: Active Effects applied and derived values added */
  readonly derived: Readonly<Record<string, unknown>>;
  /** embedded items (none for an item sheet) */
  readonly items: readonly ItemSnapshot[];
  readonly editable: boolean;
  readonly owner: boolean;
  /** the user looking is a GM (the Checks section shows GM-only checks to them alone) */
  readonly isGM?: boolean;
  /** the tab shown (actor sheets); the layout's first tab when absent or unknown */
  readonly tab?: string;
}

/** One choice of a select or one box of a set of checkboxes. */
export interface OptionView {
  readonly value: string;
  /** lang key */
  readonly label: string;
  readonly selected: boolean;
  /** DOM id, for a checkbox's label */
  readonly id?: string;
}

/** One editable field. `name` is the document path the change handler writes. */
export interface FieldView {
  /** DOM id, unique on the sheet; the label's `for` */
  readonly id: string;
  /** the path written: `name`, `system.dex`, `system.weaponSkills.0.bonus` */
  readonly name: string;
  /** lang key */
  readonly label: string;
  readonly hint?: string;
  /** the input's text: numbers as plain digits, ranks as their labels */
  readonly value: string;
  readonly isNumber?: boolean;
  readonly isText?: boolean;
  readonly isRank?: boolean;
  readonly isSelect?: boolean;
  readonly isCheckbox?: boolean;
  readonly isTags?: boolean;
  readonly checked?: boolean;
  readonly options?: readonly OptionView[];
  readonly min?: string;
  readonly max?: string;
  readonly step?: string;
  /** lang key shown when empty (a nullable value) */
  readonly placeholder?: string;
  readonly disabled: boolean;
  /** the embedded item the input edits, when it sits in an item row */
  readonly itemId?: string;
  /** a short label hidden visually but kept for screen readers (inputs inside table rows) */
  readonly labelHidden?: boolean;
}

/** One derived value shown read-only. */
export interface StatView {
  /** lang key */
  readonly label: string;
  readonly value: string;
  /** a lang key showing `value` in words ({n} minutes left), or alone when `value` is "" */
  readonly valueKey?: string;
  /** lang key of a unit or a short note after the value */
  readonly unit?: string;
  readonly tone?: Tone;
  /** lang key of a tooltip explaining where it comes from */
  readonly hint?: string;
}

/** How a value reads: the sheet colours it. */
export type Tone = "good" | "warning" | "bad" | "neutral";

/** A short state flag in the header. */
export interface BadgeView {
  readonly label: string;
  readonly value?: string;
  /** a lang key showing `value` in words ({n} minutes left) */
  readonly valueKey?: string;
  readonly tone: Tone;
}

/** A current/maximum pair drawn as a meter (hit points, hits, harm track). */
export interface MeterView {
  readonly label: string;
  readonly value: string;
  readonly max: string;
  /** 0–100, the bar's fill */
  readonly percent: number;
  readonly tone: Tone;
  readonly hint?: string;
}

/** One cell of an item row: a label (for the column header) and the text shown. */
export interface CellView {
  readonly label: string;
  readonly value: string;
  readonly valueKey?: string;
  /** several lang keys shown as a list (an attribute's roles) */
  readonly keys?: readonly string[];
  /** an editable cell instead of text */
  readonly field?: FieldView;
  /** buttons under the cell's field (a gun's Unload and Load beside its rounds) */
  readonly buttons?: readonly ButtonView[];
}

/** A button on the sheet; `data` becomes data-* attributes beside data-action. */
export interface ButtonView {
  readonly action: string;
  /** lang key of the visible label, or of the tooltip when `icon` is set */
  readonly label: string;
  /** a document name for the label's {name} placeholder (user text: the template escapes it) */
  readonly name?: string;
  /** a lang key whose text fills the label's {type} placeholder */
  readonly typeKey?: string;
  /** a glyph shown instead of the label, which then becomes the tooltip and accessible name */
  readonly icon?: string;
  /** user text shown as the button's face (an item's name); the label stays its accessible name */
  readonly text?: string;
  /** data-* attributes, by attribute name (`item-id` → data-item-id, read as dataset.itemId) */
  readonly data: Readonly<Record<string, string>>;
  /** a toggle button; `pressed` is its state (aria-pressed) */
  readonly toggle?: boolean;
  readonly pressed?: boolean;
  /** the button is off; `reason` (a lang key) says why, as its tooltip */
  readonly disabled?: boolean;
  readonly reason?: string;
}

/** One embedded item in a list. */
export interface ItemRowView {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly cells: readonly CellView[];
  /** a weapon's or armor's hover preview: damage, range, qualities (item-preview.ts) */
  readonly preview: readonly PreviewLine[];
  readonly toggles: readonly ButtonView[];
  /** the weapon rows hold the attack button's place (added with the chat cards) */
  readonly attackSlot: boolean;
  /** the number the ruleset attacks with, shown on the attack button ("Attack +4"), if any */
  readonly attackFigure: string | null;
  /** the ruleset's own buttons on the row (an Occult Ops gun's covering fire) */
  readonly actions: readonly ButtonView[];
  readonly edit: ButtonView;
  readonly remove: ButtonView | null;
  /** rows of equipped or active items stand out; others are dimmed */
  readonly dimmed: boolean;
}

/** A list of items of some types, with its column headers and a create button per type. */
export interface ItemListView {
  readonly columns: readonly string[];
  readonly rows: readonly ItemRowView[];
  readonly create: readonly ButtonView[];
  /** lang key shown when the list is empty */
  readonly empty: string;
  readonly hasToggles: boolean;
  /** some row is a weapon: the list has an attack column right after the names */
  readonly hasAttacks: boolean;
  /** the number of columns of a row, for the "none yet" line */
  readonly span: number;
}

/** An editable list stored in the actor's data (weapon skills, other abilities). */
export interface EntryListView {
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: readonly {
    readonly fields: readonly FieldView[];
    readonly remove: ButtonView | null;
  }[];
  readonly add: ButtonView | null;
  readonly empty: string;
}

/** A rich-text field: its stored HTML, and the enriched HTML Foundry's enricher produced. */
export interface EditorView {
  readonly name: string;
  readonly label: string;
  readonly source: string;
  /** filled by the host (Foundry's TextEditor.enrichHTML, or a stand-in) before rendering */
  readonly enriched: string;
  readonly editable: boolean;
  readonly uuid?: string;
}

/** A small table of derived figures (a movement table, a mook chart). */
export interface TableView {
  /** lang keys of the headings */
  readonly columns: readonly string[];
  /** `label` (a lang key) fills the first column when set; `cells` the next; `field` the last */
  readonly rows: readonly {
    readonly label?: string;
    readonly cells: readonly string[];
    readonly field?: FieldView;
  }[];
}

/** A block of a tab: a heading and its content, shown in this order. */
export interface SectionView {
  /** lang key of the heading */
  readonly title: string;
  /** the section spans the full width of the tab */
  readonly wide?: boolean;
  readonly fields?: readonly FieldView[];
  readonly stats?: readonly StatView[];
  readonly items?: ItemListView;
  readonly entries?: EntryListView;
  readonly editor?: EditorView;
  readonly table?: TableView;
  /** lang keys of lines shown as text (an explanation) */
  readonly notes?: readonly string[];
  /** buttons that act on the character (RULES 5 position actions) */
  readonly actions?: readonly ButtonView[];

  /** the character's checks (src/rules/checks), as buttons */
  readonly checks?: readonly CheckButtonView[];
}

/** One check on the sheet: its button, and why it is off when it cannot be taken now. */
export interface CheckButtonView {
  readonly id: string;
  /** lang key of the button */
  readonly label: string;
  /** lang key of its tooltip: what the check is for */
  readonly hint: string;
  /** lang key saying why it cannot be taken now (the button is then disabled), or null */
  readonly reason: string | null;
  readonly gmOnly: boolean;
}

export interface TabView {
  readonly id: string;
  readonly label: string;
  readonly active: boolean;
  /** "active" on the shown tab, as Foundry's tab controller expects */
  readonly cssClass: string;
  readonly sections: readonly SectionView[];
}

/** A derivation problem shown in the header: a rules error's key and details. */
export interface ProblemView {
  readonly key: string;
  readonly details: Readonly<Record<string, string | number>>;
}

/** The whole context an actor sheet renders. */
export interface ActorSheetContext {
  readonly id: string;
  readonly name: FieldView;
  readonly img: string;
  readonly type: string;
  /** lang key: the actor type's label */
  readonly typeLabel: string;
  readonly editable: boolean;
  readonly owner: boolean;
  readonly meters: readonly MeterView[];
  readonly vitals: readonly StatView[];
  readonly badges: readonly BadgeView[];
  readonly headerFields: readonly FieldView[];
  readonly problems: readonly ProblemView[];
  /** the tabs, in order (named so as not to clash with Foundry's own `tabs` context entry) */
  readonly tabList: readonly TabView[];
  readonly editImage: ButtonView | null;
  /** every rich-text field on the sheet, for the host to enrich */
  readonly editors: readonly EditorView[];
}

/** The whole context an item sheet renders. */
export interface ItemSheetContext {
  readonly id: string;
  readonly name: FieldView;
  readonly img: string;
  readonly type: string;
  readonly typeLabel: string;
  readonly editable: boolean;
  readonly stats: readonly StatView[];
  readonly sections: readonly SectionView[];
  readonly editImage: ButtonView | null;
  readonly editors: readonly EditorView[];
}

/** A condition as the limited sheet shows it: the token's icon and its name. */
export interface ConditionView {
  /** lang key of its name */
  readonly label: string;
  readonly img: string;
}

/**
 * What a user with LIMITED ownership sees of a character: its portrait, name and kind, and the
 * conditions its token shows everyone. None of its numbers, items or notes.
 */
export interface LimitedSheetContext {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  /** lang key: the actor type's label */
  readonly typeLabel: string;
  readonly conditions: readonly ConditionView[];
}
