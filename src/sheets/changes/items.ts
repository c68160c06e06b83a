import { typeSchema } from "../../data/type-schemas";
import { RULESET_LABELS } from "../../config";
import { defaults, fieldAt, itemFitsActor, rulesetOfType } from "../../rules/schema";
import type { ItemSnapshot } from "../view-models/types";
import { itemKindKey } from "../item-kind";
import type { I18n, Message } from "./i18n";
import { escapeHtml } from "../../ui/html";

/*
 * What the sheet's item and list buttons change, as pure functions of plain data. The Foundry
 * sheet applies each result in one database operation.
 */

type Update = Readonly<Record<string, unknown>>;

/** Flips a boolean of an item (equipped, a stance's active). */
export function toggleItemFlag(item: ItemSnapshot, flag: string): Update {
  const field = fieldAt(typeSchema(item.type)?.schema ?? {}, flag);
  if (field?.kind !== "boolean") throw new Error(`${item.type} has no ${flag} switch`);
  return { [`system.${flag}`]: item.system[flag] !== true };
}

/** Equips an unequipped weapon or armor, or unequips an equipped one. */
export function toggleEquipped(item: ItemSnapshot): Update {
  return toggleItemFlag(item, "equipped");
}

/** Makes a stance active, or drops it. */
export function toggleActive(item: ItemSnapshot): Update {
  return toggleItemFlag(item, "active");
}

function listAt(system: unknown, listName: string): { path: string; entries: unknown[] } {
  if (!listName.startsWith("system.")) throw new Error(`${listName} is not a system list`);
  const path = listName.slice("system.".length);
  const entries = path
    .split(".")
    .reduce<unknown>(
      (node, part) => (node == null ? undefined : (node as Record<string, unknown>)[part]),
      system,
    );
  return { path, entries: Array.isArray(entries) ? structuredClone(entries) : [] };
}

/** A list stored on a document (`system.weaponSkills`) with one fresh entry at the end. */
export function addEntry(type: string, system: unknown, listName: string): Update {
  const { path, entries } = listAt(system, listName);
  const list = fieldAt(typeSchema(type)?.schema ?? {}, path);
  if (list?.kind !== "array") throw new Error(`${listName} is not a list of ${type}`);
  return { [listName]: [...entries, defaults(list.element)] };
}

/** The same list without the entry at `index`. */
export function removeEntry(
  type: string,
  system: unknown,
  listName: string,
  index: number,
): Update {
  const { entries } = listAt(system, listName);
  if (!Number.isInteger(index) || index < 0 || index >= entries.length)
    throw new Error(`${listName} has no entry ${index}`);
  return { [listName]: entries.filter((_, i) => i !== index) };
}

/** The data of a new item of `itemType` created from an actor sheet, named "New <kind>" (New weapon). */
export function newItemData(
  actorType: string,
  itemType: string,
  i18n: I18n,
): { name: string; type: string } {
  if (!typeSchema(itemType) || !itemFitsActor(itemType, actorType))
    throw new Error(`An actor of type ${actorType} cannot hold a ${itemType}`);
  const type = i18n.localize(itemKindKey(itemType));
  return { name: i18n.format("ACTION_ENGINE.Sheet.NewItem", { type }), type: itemType };
}

/** A dropped item: accepted, or refused with the message the user sees. */
export type DropPlan = { readonly accept: true } | { readonly refuse: Message };

/**
 * Whether an item dropped on an actor's sheet may be added: an item of another ruleset is refused
 * (DESIGN: "dropping an item of another ruleset on an actor is refused with a clear notification";
 * [I-7]: Action Rounds characters hold Mano a Mano items). Types from other packages are let through.
 */
export function dropItem(
  actor: { readonly type: string; readonly name: string },
  item: { readonly type: string; readonly name: string },
): DropPlan {
  if (!typeSchema(item.type) || !typeSchema(actor.type)) return { accept: true };
  if (itemFitsActor(item.type, actor.type)) return { accept: true };
  return {
    refuse: {
      key: "ACTION_ENGINE.Notify.WrongRuleset",
      details: {
        item: item.name,
        itemRuleset: RULESET_LABELS[rulesetOfType(item.type)],
        actor: actor.name,
        actorRuleset: RULESET_LABELS[rulesetOfType(actor.type)],
      },
    },
  };
}

/** The refusal as the user reads it, with both rulesets named in words. */
export function describeRefusal(refusal: Message, i18n: I18n): string {
  const { details } = refusal;
  return i18n.format(refusal.key, {
    ...details,
    itemRuleset: i18n.localize(String(details.itemRuleset)),
    actorRuleset: i18n.localize(String(details.actorRuleset)),
  });
}

/**
 * The confirmation asked before deleting an item from an actor. The names go only into the
 * content, escaped for HTML; the window title stays plain text without them.
 */
export function deletePrompt(
  itemName: string,
  actorName: string,
  i18n: I18n,
): { title: string; content: string } {
  return {
    title: i18n.localize("ACTION_ENGINE.Sheet.Delete.Title"),
    content: `<p>${escapeHtml(
      i18n.format("ACTION_ENGINE.Sheet.Delete.Content", { name: itemName, actor: actorName }),
    )}</p>`,
  };
}
