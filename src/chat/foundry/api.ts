import { attackWithItem, type AttackOptions } from "./attack/flow";
import { notice, warn } from "./notify";

// foundry-vtt-types types uuids as "<Document>.<id>" templates; ours come from stored cards.
type Uuid = Parameters<typeof fromUuid>[0];

/**
 * The macro API, published as game.system.api.attack / attackWithItem: attack with a weapon by
 * its uuid (what a hotbar macro made by dragging a weapon runs) or by the item itself.
 */
export async function attack(uuid: string, options: AttackOptions = {}): Promise<unknown> {
  let item: unknown = null;
  try {
    item = await fromUuid(uuid as Uuid);
  } catch {
    item = null;
  }
  if (!item) {
    warn(notice("ItemGone", { uuid: String(uuid) }));
    return null;
  }
  return attackWithItem(item as Parameters<typeof attackWithItem>[0], options);
}

export { attackWithItem };
