export { actorValues, itemValues, valueAt } from "../../card/values";
export { actorUpdate } from "../../../documents/actor-update";

/*
 * The documents a card names, found again by uuid when a button is clicked. A card keeps each
 * character's actor uuid (a token's synthetic actor has its own, "Scene.….Token.….Actor.…", so
 * damage to an unlinked token lands on that token) and the attacker's weapon by item id.
 */

// foundry-vtt-types types uuids as "<Document>.<id>" templates; ours come from stored cards.
type Uuid = Parameters<typeof fromUuid>[0];

/** The parts of an Actor document the card adapter uses. */
export interface ActorLike {
  readonly uuid: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly items: { get(id: string): ItemLike | undefined; contents: ItemLike[] };
  testUserPermission(user: never, level: "OWNER"): boolean;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

export interface ItemLike {
  readonly id: string | null;
  readonly uuid: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly parent: unknown;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** The document with this uuid, or null when it is gone (or the uuid is empty). */
export async function resolve<T>(uuid: string | null | undefined): Promise<T | null> {
  if (!uuid) return null;
  try {
    return ((await fromUuid(uuid as Uuid)) as T | null) ?? null;
  } catch {
    return null;
  }
}

/** The same, synchronously, for rendering (documents of the world and of loaded scenes). */
export function resolveSync<T>(uuid: string | null | undefined): T | null {
  if (!uuid) return null;
  try {
    return (fromUuidSync(uuid as Uuid) as T | null) ?? null;
  } catch {
    return null;
  }
}
