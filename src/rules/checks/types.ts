import type { Patch, PatchValue } from "../cards/shared";
import type { RulesetId } from "../rulesets";

/*
 * A check: a roll a character makes outside an attack (getting up, escaping a grab, climbing, a
 * week of healing …). Every ruleset lists its checks as definitions (checks/<ruleset>.ts); the
 * sheet's Checks section shows them, the check dialog asks for `fields`, the card shows the
 * exact odds and the roll, and Apply/Undo write `apply`'s changes to the character like an attack
 * card does. A definition is pure and deterministic: the card keeps only the check's id, the
 * values, and the faces rolled, and asks the definition again whenever it needs more.
 */

/** The dice a check rolls; the adapter turns them into a Foundry formula (src/chat/attack/dice.ts). */
export type CheckDice =
  /** OK RPG: four Fudge dice [I-1] */
  | { readonly kind: "fudge" }
  | { readonly kind: "d100" }
  | { readonly kind: "d20" }
  | { readonly kind: "d6" }
  /**
   * Action: a positive and a negative d6, open (rerolled sixes) unless closed; `rolls` such pairs
   * when a team rolls one each (one when left out)
   */
  | { readonly kind: "action"; readonly closed: boolean; readonly rolls?: number }
  /** no roll: the outcome follows from the values alone (a week of rest that always heals) */
  | { readonly kind: "none" };

export type CheckValue = number | string | boolean;
export type CheckValues = Readonly<Record<string, CheckValue>>;

/** One dialog field. Labels and hints are lang keys. */
export interface CheckField {
  readonly id: string;
  readonly label: string;
  /** shown next to the field: its limits, or what it means */
  readonly hint?: string;
  readonly kind: "number" | "choice" | "boolean";
  /** the value the dialog starts with (read from the character where it can be) */
  readonly default: CheckValue;
  readonly min?: number;
  readonly max?: number;
  readonly choices?: readonly { readonly value: string; readonly label: string }[];
}

/** How a result reads; the card colours it (the chat view model's Tone). */
export type CheckTone = "success" | "failure" | "critical" | "fumble" | "neutral" | "warning";

/** One labelled value of a breakdown. `label` is a lang key; `value` is shown as it is. */
export interface CheckLine {
  readonly label: string;
  readonly value: string;
  /** the line sums the ones above it */
  readonly total?: boolean;
}

/** One possible result and its chance. A plan's bands are exclusive and add up to 1. */
export interface CheckBand {
  /** lang key, the same key the outcome uses for this result */
  readonly label: string;
  readonly chance: number;
  readonly tone: CheckTone;
}

/** What the dialog shows before the roll. */
export interface CheckPlan {
  readonly dice: CheckDice;
  /** exclusive results whose chances add up to 1 (one band of chance 1 when nothing is rolled) */
  readonly odds: readonly CheckBand[];
  /** how the number to beat is made (base, modifiers, total) */
  readonly lines: readonly CheckLine[];
}

/** What the roll made. Plain JSON: the card may keep a copy. */
export interface CheckOutcome {
  /** lang key of the result; one of the plan's band labels */
  readonly result: string;
  readonly tone: CheckTone;
  /** the roll read against the number to beat (faces, total, needed …) */
  readonly lines: readonly CheckLine[];
  /**
   * the character's fields (dotted paths, "system.…") an Apply reads and writes; empty when the
   * result changes nothing on the sheet (the card then offers no Apply)
   */
  readonly paths: readonly string[];
}

/** The character as a check reads it: its prepared (derived) system data and its items. */
export interface CheckActor {
  readonly name: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly items: readonly {
    readonly id: string;
    readonly name: string;
    readonly type: string;
    readonly system: Readonly<Record<string, unknown>>;
  }[];
}

export interface CheckDefinition {
  /** unique within its ruleset (camelCase); lang keys live under ACTION_ENGINE.Check.<ruleset>.<id> */
  readonly id: string;
  readonly ruleset: RulesetId;
  /** lang key: the button's name */
  readonly label: string;
  /** lang key: what the check is for, in our own words, with its rule section */
  readonly hint: string;
  /** only the GM takes it (a week of lethal healing, a new session) */
  readonly gmOnly?: boolean;
  /**
   * taken without acting (a week of healing, a fall, keeping one's feet, a session's end): a
   * character who cannot act (cannot-act.ts) still takes it
   */
  readonly withoutActing?: boolean;
  /**
   * a lang key saying why the character cannot take it now (not prone, no wounds), or null; ask
   * checkUnavailable (checks/index.ts), which adds the shared "cannot act" refusal
   */
  unavailable?(actor: CheckActor): string | null;
  fields(actor: CheckActor): readonly CheckField[];
  /** the odds and the number to beat; throws a rules error (src/rules/errors) on a bad value */
  plan(actor: CheckActor, values: CheckValues): CheckPlan;
  /** the result of the faces rolled (in the order `dice` lists them; none for kind "none") */
  outcome(actor: CheckActor, values: CheckValues, faces: readonly number[]): CheckOutcome;
  /**
   * the values an Apply writes: given the current values of `outcome.paths`, the new ones
   * (only the paths it changes). Undo puts the recorded values back.
   */
  apply(values: CheckValues, faces: readonly number[], current: Patch): Patch;
}

export type { Patch, PatchValue };
