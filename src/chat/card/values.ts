import { ITEM_PREFIX, type PatchValue } from "../../rules/cards/shared";
import type { DocumentValues } from "./actions";
import { recordPath } from "./trust";

/*
 * Reading a card's documents by the dotted paths the card transitions name. Pure: Foundry's
 * documents and the playground's in-memory ones are read the same way.
 */

/** An actor as the card reads it: prepared data, and its items by id. */
export interface ActorValuesSource {
  readonly uuid: string;
  readonly items: { get(id: string): object | undefined };
}

/** An item as the card reads it. */
export interface ItemValuesSource {
  readonly uuid: string;
}

/** A dotted path's value on an object. */
export function valueAt(source: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, part) => (node == null ? undefined : (node as Record<string, unknown>)[part]),
      source,
    );
}

function patchValue(value: unknown): PatchValue | undefined {
  if (value === null || ["number", "string", "boolean"].includes(typeof value))
    return value as PatchValue;
  // a prepared bar ({value, max}) reads as its value
  if (typeof value === "object" && value && "value" in value)
    return patchValue((value as { value: unknown }).value);
  return undefined;
}

/**
 * An actor's current values by card path: `system.…` on the actor (prepared data, so a stored
 * "null = full" reads as the number it stands for), `items.<id>.system.…` on its items; and the
 * records card `cardKey` kept on it (trust.ts).
 */
export function actorValues(
  actor: ActorValuesSource,
  cardKey: string | null = null,
): DocumentValues {
  return {
    uuid: actor.uuid,
    record: (name) => (cardKey === null ? undefined : valueAt(actor, recordPath(cardKey, name))),
    read(path) {
      if (!path.startsWith(ITEM_PREFIX)) return patchValue(valueAt(actor, path));
      const rest = path.slice(ITEM_PREFIX.length);
      const dot = rest.indexOf(".");
      const item = actor.items.get(rest.slice(0, dot));
      return item ? patchValue(valueAt(item, rest.slice(dot + 1))) : undefined;
    },
  };
}

/** An item's current values by path. */
export function itemValues(item: ItemValuesSource): DocumentValues {
  return {
    uuid: item.uuid,
    read: (path) => patchValue(valueAt(item, path)),
    record: () => undefined,
  };
}
