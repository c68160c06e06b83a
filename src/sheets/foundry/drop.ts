/*
 * Foundry's own drop of an Item on an actor sheet, which the system's sheet calls after its
 * ruleset check: ActorSheetV2#_onDropItem in v13 (dnd5e's BaseActorSheet overrides it the same
 * way). No public source says v14 keeps that name (issue 32), so it is looked up before it is
 * called; without it the sheet does what the API documents as the default: "a naive creation of
 * the item inside the sheet's associated document", nothing when the item is already the actor's
 * own (a sort within the sheet). The self-check's "Foundry calls" step reports which one ran.
 */

type DropItem = (this: unknown, event: DragEvent, item: Item.Implementation) => Promise<unknown>;

interface DropTarget {
  readonly actor: Actor.Implementation;
}

/** Core's ActorSheetV2#_onDropItem, when the running Foundry has it. */
export function coreItemDrop(): DropItem | null {
  const proto = foundry.applications.sheets.ActorSheetV2?.prototype as unknown as
    { _onDropItem?: unknown } | undefined;
  return typeof proto?._onDropItem === "function" ? (proto._onDropItem as DropItem) : null;
}

/** The documented default drop: a copy of the item created on the actor (none for its own item). */
async function copyOntoActor(actor: Actor.Implementation, item: Item.Implementation) {
  if (!actor.isOwner || item.parent === actor) return null;
  const data = item.toObject() as Record<string, unknown>;
  delete data._id;
  return Item.implementation.create(data as never, { parent: actor });
}

/** Foundry's usual drop of `item` on the sheet: core's method, or the same done here. */
export function foundryItemDrop(
  sheet: DropTarget,
  event: DragEvent,
  item: Item.Implementation,
): Promise<unknown> {
  const core = coreItemDrop();
  return core ? core.call(sheet, event, item) : copyOntoActor(sheet.actor, item);
}
