import { attackWithItem, type AttackOptions } from "./attack/flow";
import { takeCheck as takeCheckOf, type CheckOptions } from "./check/flow";
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

/**
 * The macro API's game.system.api.takeCheck: the character at `uuid` takes one of its ruleset's
 * checks by id (the sheet's Checks section does the same), through the check dialog unless the
 * options give its values or fast-forward.
 */
export async function takeCheck(
  uuid: string,
  checkId: string,
  options: CheckOptions = {},
): Promise<unknown> {
  let actor: unknown = null;
  try {
    actor = await fromUuid(uuid as Uuid);
  } catch {
    actor = null;
  }
  if (!actor || (actor as { documentName?: string }).documentName !== "Actor") {
    warn(notice("CharacterGone", { uuid: String(uuid) }));
    return null;
  }
  return takeCheckOf(actor as Parameters<typeof takeCheckOf>[0], checkId, options);
}

export { attackWithItem };
