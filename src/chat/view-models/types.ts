/*
 * The shape every chat-card template renders from. View models are pure functions of a card
 * state and the viewer's facts; labels are lang keys, numbers arrive formatted, and user text
 * (names) is left for the template to escape.
 */

/** What the viewer may see and do on one card. */
export interface Viewer {
  readonly isGM: boolean;
  /** the user who posted the card */
  readonly isAuthor: boolean;
  /** false for a blind or private roll this user may not see: no result reaches the template */
  readonly canSeeRoll: boolean;
  readonly ownsAttacker: boolean;
  /** by target id */
  readonly ownsTargets: Readonly<Record<string, boolean>>;
}

/** How an outcome reads: the card colours it. */
export type Tone = "success" | "failure" | "critical" | "fumble" | "neutral" | "warning";

/** A lang key for a tooltip, with the values its placeholders need. */
export interface Reason {
  readonly key: string;
  /** a number the text names ({n}) */
  readonly n?: string;
  /** a lang key for an option the text names ({option}) */
  readonly option?: string;
}

/** One labelled value: a row of a breakdown. */
export interface Line {
  readonly label: string;
  /** a lang key shown before `value` (a band, a state …) */
  readonly valueKey?: string;
  /** the values `valueKey` names ({positive}, {negative}, {n}) */
  readonly valueData?: Readonly<{ positive?: string; negative?: string; n?: string }>;
  /** a lang key: a few words after the value saying what a bare number means */
  readonly note?: string;
  readonly value: string;
  /** a line that does not count (a non-cumulative modifier outdone by another) */
  readonly muted?: boolean;
  /** the line sums the ones above it */
  readonly total?: boolean;
  readonly tone?: Tone;
}

/** A short flag: boxcars, natural 20, epic fumble … */
export interface Badge {
  readonly label: string;
  readonly tone: Tone;
}

/** A button; `data` becomes data-* attributes beside data-action. */
export interface Button {
  readonly action: string;
  readonly label: string;
  /** a plain-text face (a number or sign) shown instead of the label, which becomes its tooltip */
  readonly text?: string;
  /** a number shown after the label (a price) */
  readonly count?: string;
  readonly data: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  readonly reason: Reason | null;
  /** the button the rules suggest */
  readonly primary?: boolean;
  /** a choice that is currently selected */
  readonly pressed?: boolean;
}

/**
 * One field an Apply changed. Each value is a lang key when its flag is set (a mook's state, "none"),
 * else text shown as it is (a number, a limb's name).
 */
export interface Change {
  readonly label: string;
  readonly before: string;
  readonly after: string;
  readonly beforeIsKey: boolean;
  readonly afterIsKey: boolean;
}

/** What an Apply wrote to a target, shown with the Undo button. */
export interface AppliedView {
  readonly changes: readonly Change[];
}

export interface TargetView {
  readonly id: string;
  readonly name: string;
  /** the target's token (a uuid): its name on the card links to it on the scene */
  readonly token: string | null;
  readonly missing: boolean;
  /** the actor was deleted while the result was applied: that share counts as undone */
  readonly goneUndone: boolean;
  readonly outcome: Badge | null;
  readonly lines: readonly Line[];
  /** choices for this target (range band, armor bypass, blast zone …) */
  readonly choices: readonly Button[];
  readonly badges: readonly Badge[];
  /** apply / undo and the like */
  readonly buttons: readonly Button[];
  readonly applied: AppliedView | null;
  /** the GM's adjustment of the harm (attack cards only) */
  readonly adjustment?: AdjustmentView | null;
}

/** The GM's adjustment of a target's harm: as set (for everyone), and the GM's fields before Apply. */
export interface AdjustmentView {
  readonly target: string;
  /** the amount signed, its unit (a lang key) and the reason as typed */
  readonly shown: {
    readonly amount: string;
    readonly unit: string;
    readonly reason: string;
  } | null;
  readonly form: {
    readonly unit: string;
    readonly amount: string;
    readonly reason: string;
    /** the largest amount either way, and the longest reason, as the fields allow */
    readonly limit: string;
    readonly reasonLimit: string;
    readonly set: Button;
    readonly clear: Button | null;
  } | null;
}

/**
 * A short text the card asks for (the limb a hit struck). It carries no data-action, so a click
 * into it does nothing; a change sends its action with `value` set to the text.
 */
export interface CardInput {
  readonly action: string;
  readonly label: string;
  /** a lang key under the field saying what to enter */
  readonly hint: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly reason: Reason | null;
}

/** A group of lines under a heading. */
export interface Section {
  readonly heading: string;
  readonly lines: readonly Line[];
  readonly buttons: readonly Button[];
  readonly input?: CardInput;
}

/** One row of a spending menu: what is bought, its price, and its + and − buttons. */
export interface MenuRow {
  readonly id: string;
  readonly label: string;
  readonly taken: string;
  readonly cost: string;
  readonly add: Button;
  readonly remove: Button;
  /** a sub-option of another row (more power for a grab …) */
  readonly nested: boolean;
}

/** The extra-successes menu with its live totals. */
export interface Menu {
  readonly totals: readonly Line[];
  /** the options that can be bought now, or given back */
  readonly rows: readonly MenuRow[];
  /** a lang key saying why no row is shown (nothing can be bought), or null */
  readonly none: string | null;
}

/** The context every card template renders. */
export interface CardContext {
  readonly ruleset: string;
  readonly template: string;
  readonly attacker: { readonly name: string };
  readonly weapon: { readonly name: string };
  /** a blind or private roll: only the names above and the targets' names are present */
  readonly hidden: boolean;
  /** the roll's breakdown */
  readonly roll: readonly Line[];
  readonly badges: readonly Badge[];
  /** ruleset sections between the roll and the targets */
  readonly sections: readonly Section[];
  /** the spending menu (OK RPG), null elsewhere */
  readonly menu: Menu | null;
  /** card-level buttons (roll damage, draw a fumble, push luck …) */
  readonly buttons: readonly Button[];
  /**
   * the line above the targets saying Apply acts on them; an attack message adds the switch
   * between the targets recorded at roll time and selected tokens, and Apply/Undo for all
   */
  readonly applyLine: {
    readonly label: string;
    readonly count: string;
    readonly modes?: readonly Button[];
    readonly all?: readonly Button[];
  } | null;
  readonly targets: readonly TargetView[];
}
