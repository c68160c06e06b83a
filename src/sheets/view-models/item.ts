import { BANDS, baseToHit, bandSpans } from "../../rules/occult";
import { labelOf } from "../../rules/schema";
import { editImageButton, fieldContext, key, schemaFor, stat } from "./common";
import { entryListView, fieldViews, groupViews, nameField } from "./fields";
import { num } from "./format";
import type { EditorView, ItemSheetContext, SectionView, SheetSnapshot, StatView } from "./types";

/*
 * Item sheets, for every item type: the fields come from the type's descriptor in declaration
 * order (single fields first, then one block per group of fields), then the description editor.
 */

/** Values an item's model derives, shown read-only. */
const ITEM_STATS: Readonly<Record<string, (derived: SheetSnapshot["derived"]) => StatView[]>> = {
  // RULES 2: the armor's DR at its current hit points
  "occult-armor": (d) => [stat(key("Stat", "armorDr"), num(Number(d.dr)))],
};

/** RULES 2: the range bands of an Occult Ops weapon, in feet, with their base to-hit. */
function bandsSection(snapshot: SheetSnapshot): SectionView | null {
  const maxRange = Number(snapshot.system.maxRange);
  if (snapshot.type !== "occult-weapon" || !(maxRange > 0)) return null;
  const spans = bandSpans(maxRange);
  return {
    title: key("Section", "bands"),
    wide: true,
    table: {
      columns: [key("Column", "band"), key("Column", "feet"), key("Column", "baseToHit")],
      rows: BANDS.map((band) => {
        const span = spans[band];
        return {
          label: key("Band", band),
          cells: [
            span
              ? span.from === span.to
                ? num(span.to)
                : `${num(span.from)}–${num(span.to)}`
              : "—",
            `${baseToHit(band)}%`,
          ],
        };
      }),
    },
  };
}

export function itemSheetView(snapshot: SheetSnapshot): ItemSheetContext {
  const schema = schemaFor(snapshot.type);
  const ctx = fieldContext(snapshot);
  const entries = Object.entries(schema);
  // Inputs first, then sets of choices, then switches, so the grid's rows line up.
  const order = (kind: string) => (kind === "boolean" ? 2 : kind === "set" ? 1 : 0);
  const single = entries
    .filter(([, f]) => f.kind !== "object" && f.kind !== "array" && f.kind !== "html")
    .sort(([, a], [, b]) => order(a.kind) - order(b.kind))
    .map(([name]) => name);
  const groups: SectionView[] = entries
    .filter(([, f]) => f.kind === "object")
    .map(([name, f]) => ({ title: labelOf(name, f), fields: groupViews(ctx, name) }));
  const lists: SectionView[] = entries
    .filter(([, f]) => f.kind === "array")
    .map(([name, f]) => ({ title: labelOf(name, f), entries: entryListView(ctx, name) }));
  const editors: EditorView[] = entries
    .filter(([, f]) => f.kind === "html")
    .map(([name, f]) => {
      const source = snapshot.system[name];
      return {
        name: `system.${name}`,
        label: labelOf(name, f),
        source: typeof source === "string" ? source : "",
        enriched: "",
        editable: snapshot.editable,
        ...(snapshot.uuid ? { uuid: snapshot.uuid } : {}),
      };
    });
  const bands = bandsSection(snapshot);
  return {
    id: snapshot.id,
    name: nameField(snapshot),
    img: snapshot.img,
    type: snapshot.type,
    typeLabel: `TYPES.Item.${snapshot.type}`,
    editable: snapshot.editable,
    stats: ITEM_STATS[snapshot.type]?.(snapshot.derived) ?? [],
    sections: [
      { title: key("Section", "details"), wide: true, fields: fieldViews(ctx, single) },
      ...groups,
      ...lists,
      ...(bands ? [bands] : []),
      ...editors.map((editor) => ({ title: editor.label, wide: true, editor })),
    ],
    editImage: editImageButton(snapshot),
    editors,
  };
}
