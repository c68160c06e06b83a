import type { ItemSnapshot, SheetSnapshot } from "./view-models/types";

/*
 * Plain snapshots of Foundry documents for the view models. Reading a document is all this does:
 * the stored system data (what inputs edit) and the prepared data (Active Effects and derived
 * values) side by side.
 */

/** Foundry's own fallback pictures (core "icons/svg"), for documents without one. */
export const DEFAULT_IMAGES = {
  Actor: "icons/svg/mystery-man.svg",
  Item: "icons/svg/item-bag.svg",
} as const;

interface SystemLike {
  toObject(): Record<string, unknown>;
}

/** A document as the sheets read it (an Actor or Item, or a test double of one). */
export interface PlainDocument {
  readonly id: string | null;
  readonly uuid?: string;
  readonly name: string;
  readonly img?: string | null;
  readonly type: string;
  readonly system: unknown;
  readonly sort?: number;
  readonly isOwner?: boolean;
  readonly items?: { readonly contents: readonly PlainDocument[] };
}

function plainSystem(system: unknown): Record<string, unknown> {
  return (system as SystemLike).toObject();
}

/** An embedded item as the actor sheet lists it. */
export function itemSnapshot(item: PlainDocument): ItemSnapshot {
  return {
    id: item.id ?? "",
    name: item.name,
    img: item.img || DEFAULT_IMAGES.Item,
    type: item.type,
    system: item.system as Record<string, unknown>,
    sort: item.sort ?? 0,
  };
}

/** A document as its sheet reads it. */
export function sheetSnapshot(
  document: PlainDocument,
  o: {
    readonly documentName: "Actor" | "Item";
    readonly editable: boolean;
    readonly tab?: string;
    /** the viewer is a GM */
    readonly gm?: boolean;
  },
): SheetSnapshot {
  return {
    id: document.id ?? "",
    ...(document.uuid ? { uuid: document.uuid } : {}),
    name: document.name,
    img: document.img || DEFAULT_IMAGES[o.documentName],
    type: document.type,
    system: plainSystem(document.system),
    derived: document.system as Record<string, unknown>,
    items: (document.items?.contents ?? []).map(itemSnapshot),
    editable: o.editable,
    owner: document.isOwner ?? false,
    ...(o.gm ? { gm: true } : {}),
    ...(o.tab ? { tab: o.tab } : {}),
  };
}
