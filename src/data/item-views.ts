import type { ItemView } from "./derived/derivation";

/** The embedded items of an actor as the derivations read them. */
export function itemViews(actor: Actor.Implementation | null | undefined): ItemView[] {
  if (!actor?.items) return [];
  return actor.items.contents.map((item) => ({
    id: item.id ?? "",
    name: item.name,
    type: item.type,
    system: item.system,
  }));
}
