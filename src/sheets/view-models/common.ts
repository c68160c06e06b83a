import type { DerivationProblem } from "../../data/derived/derivation";
import type { IgnoredEffect } from "../../data/effect-results";
import { typeSchema } from "../../data/type-schemas";
import type { Schema } from "../../rules/schema";
import { actorTabs, shownTab } from "../layout";
import { nameField, type FieldContext } from "./fields";
import { num, percentOf } from "./format";
import type {
  ActorSheetContext,
  BadgeView,
  ButtonView,
  EditorView,
  FieldView,
  MeterView,
  ProblemView,
  SectionView,
  SheetSnapshot,
  StatView,
  TabView,
  Tone,
} from "./types";

/** Every label of the sheets that is not a field's own lives under this lang section. */
export const SHEET = "ACTION_ENGINE.Sheet";

/** A lang key under ACTION_ENGINE.Sheet: key("Tab", "combat") → "ACTION_ENGINE.Sheet.Tab.combat". */
export function key(...parts: readonly string[]): string {
  return [SHEET, ...parts].join(".");
}

/** The descriptor of a snapshot's type. */
export function schemaFor(type: string): Schema {
  const found = typeSchema(type);
  if (!found) throw new Error(`Unknown type ${type}`);
  return found.schema;
}

/** The context fields of a sheet read: its stored data, under its type's descriptor. */
export function fieldContext(snapshot: SheetSnapshot): FieldContext {
  return {
    sheetId: snapshot.id,
    schema: schemaFor(snapshot.type),
    system: snapshot.system,
    editable: snapshot.editable,
  };
}

export function stat(
  label: string,
  value: string,
  o: Omit<StatView, "label" | "value"> = {},
): StatView {
  return { label, value, ...o };
}

export function badge(label: string, tone: Tone, value?: string): BadgeView {
  return { label, tone, ...(value === undefined ? {} : { value }) };
}

/** A current/maximum meter; `tone` colours the fill. */
export function meter(
  label: string,
  bar: { value: number; max: number },
  o: { tone?: Tone; hint?: string } = {},
): MeterView {
  const percent = percentOf(bar.value, bar.max);
  return {
    label,
    value: num(bar.value),
    max: num(bar.max),
    percent,
    // A meter reads by how full it is: a bar of what is left before a bad state.
    tone: o.tone ?? (percent > 50 ? "good" : percent > 0 ? "warning" : "bad"),
    ...(o.hint ? { hint: o.hint } : {}),
  };
}

/** The rules errors met while deriving the sheet's values, to show localised in the header. */
export function problemViews(derived: SheetSnapshot["derived"]): ProblemView[] {
  const problems = (derived.problems ?? []) as readonly DerivationProblem[];
  return problems.map((p) => ({ key: p.i18nKey, details: p.details }));
}

/** The Active Effects a prepared document ignored (src/data/effect-results.ts). */
function ignoredOf(derived: Readonly<Record<string, unknown>>): readonly IgnoredEffect[] {
  return Array.isArray(derived.ignoredEffects) ? (derived.ignoredEffects as IgnoredEffect[]) : [];
}

/**
 * A note for each Active Effect whose value was ignored, naming the effect and the field it
 * changed (on the actor, or on one of its items): the sheet shows the stored value instead.
 */
export function ignoredEffectViews(snapshot: SheetSnapshot): ProblemView[] {
  const note = (one: IgnoredEffect, item: string | null): ProblemView => ({
    key: key(item ? "IgnoredItemEffect" : "IgnoredEffect", one.effect ? "Named" : "Unnamed"),
    details: { name: one.effect, what: one.field, ...(item ? { item } : {}) },
  });
  return [
    ...ignoredOf(snapshot.derived).map((one) => note(one, null)),
    ...snapshot.items.flatMap((item) => ignoredOf(item.system).map((one) => note(one, item.name))),
  ];
}

/** The rich-text notes of an actor as an editor section. */
export function editorView(snapshot: SheetSnapshot, path: string, label: string): EditorView {
  const source = snapshot.system[path];
  return {
    name: `system.${path}`,
    label,
    source: typeof source === "string" ? source : "",
    enriched: "",
    editable: snapshot.editable,
    ...(snapshot.uuid ? { uuid: snapshot.uuid } : {}),
  };
}

export function notesSection(snapshot: SheetSnapshot): SectionView {
  return {
    title: key("Section", "notes"),
    wide: true,
    editor: editorView(snapshot, "notes", "ACTION_ENGINE.Field.notes"),
  };
}

/** The portrait button (a file picker in Foundry). */
export function editImageButton(snapshot: SheetSnapshot): ButtonView | null {
  return snapshot.editable
    ? { action: "editImage", label: key("Action", "editImage"), name: snapshot.name, data: {} }
    : null;
}

export interface ActorParts {
  readonly meters: readonly MeterView[];
  readonly vitals: readonly StatView[];
  readonly badges: readonly BadgeView[];
  readonly headerFields?: readonly FieldView[];
  /** the sections of each tab, by tab id (every tab of the type's layout) */
  readonly sections: Readonly<Record<string, readonly SectionView[]>>;
}

/** Assembles an actor sheet's context from the parts each ruleset's view model builds. */
export function actorContext(snapshot: SheetSnapshot, parts: ActorParts): ActorSheetContext {
  const shown = shownTab(snapshot.type, snapshot.tab);
  const tabs: TabView[] = actorTabs(snapshot.type).map((id) => {
    const sections = parts.sections[id];
    if (!sections) throw new Error(`No sections for the ${id} tab of ${snapshot.type}`);
    return {
      id,
      label: key("Tab", id),
      active: id === shown,
      cssClass: id === shown ? "active" : "",
      sections,
    };
  });
  return {
    id: snapshot.id,
    name: nameField(snapshot),
    img: snapshot.img,
    type: snapshot.type,
    typeLabel: `TYPES.Actor.${snapshot.type}`,
    editable: snapshot.editable,
    owner: snapshot.owner,
    meters: parts.meters,
    vitals: parts.vitals,
    badges: parts.badges,
    headerFields: parts.headerFields ?? [],
    problems: [...problemViews(snapshot.derived), ...ignoredEffectViews(snapshot)],
    tabList: tabs,
    editImage: editImageButton(snapshot),
    editors: tabs.flatMap((tab) => tab.sections.flatMap((s) => (s.editor ? [s.editor] : []))),
  };
}

/** The same context with the host's enriched HTML in every editor (by field name). */
export function withEnriched<C extends { editors: readonly EditorView[] }>(
  context: C,
  enriched: Readonly<Record<string, string>>,
): C {
  const fill = (editor: EditorView): EditorView => ({
    ...editor,
    enriched: enriched[editor.name] ?? editor.enriched,
  });
  const sections = (list: readonly SectionView[]) =>
    list.map((s) => (s.editor ? { ...s, editor: fill(s.editor) } : s));
  const withTabs =
    "tabList" in context
      ? {
          tabList: (context.tabList as readonly TabView[]).map((t) => ({
            ...t,
            sections: sections(t.sections),
          })),
        }
      : {};
  const withSections =
    "sections" in context ? { sections: sections(context.sections as readonly SectionView[]) } : {};
  return { ...context, ...withTabs, ...withSections, editors: context.editors.map(fill) };
}

/** The context of one tab part: the whole context plus that tab as `tab`. */
export function tabPartContext<C extends { tabList: readonly TabView[] }>(
  context: C,
  partId: string,
): C & { tab?: TabView } {
  const tab = context.tabList.find((t) => t.id === partId);
  return tab ? { ...context, tab } : context;
}
