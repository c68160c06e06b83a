import { SYSTEM_ID } from "../../config";
import { typesOf } from "../../data/type-schemas";
import { ActionEngineActorSheet } from "./actor-sheet";
import { ActionEngineItemSheet } from "./item-sheet";
import { foundryTemplate, SHEET_PARTIALS } from "../layout";

/** The lang keys naming the sheets in Foundry's sheet configuration. */
export const SHEET_LABELS = {
  Actor: "ACTION_ENGINE.Sheet.Label.Actor",
  Item: "ACTION_ENGINE.Sheet.Label.Item",
} as const;

/**
 * Core's own sheets for actors and items, to unregister: the v1 ActorSheet and ItemSheet, which
 * core still registers under "core" on v13 and v14 (dnd5e 5.3, verified on 14, unregisters the
 * same two; the v14 API lists them in foundry.appv1.sheets, deprecated since v13). Only their
 * classes are read, never instantiated, so no deprecation warning is logged. When a later
 * generation removes foundry.appv1 there is nothing left to unregister.
 */
function coreSheets(): { Actor?: unknown; Item?: unknown } {
  const v1 = (foundry as { appv1?: { sheets?: { ActorSheet?: unknown; ItemSheet?: unknown } } })
    .appv1?.sheets;
  return { Actor: v1?.ActorSheet, Item: v1?.ItemSheet };
}

/**
 * On init: the system's sheets replace core's for every actor and item type
 * (foundry.applications.apps.DocumentSheetConfig, the same call on v13 and v14: the API docs'
 * "sheets" page; `Actors.registerSheet` only forwards to it), and the partial templates the
 * sheets include are loaded and registered under their paths.
 */
export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  const core = coreSheets();
  if (core.Actor) DocumentSheetConfig.unregisterSheet(Actor, "core", core.Actor as never);
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, ActionEngineActorSheet as never, {
    types: typesOf("Actor") as never,
    makeDefault: true,
    label: SHEET_LABELS.Actor,
  });
  if (core.Item) DocumentSheetConfig.unregisterSheet(Item, "core", core.Item as never);
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, ActionEngineItemSheet as never, {
    types: typesOf("Item") as never,
    makeDefault: true,
    label: SHEET_LABELS.Item,
  });
  void foundry.applications.handlebars.loadTemplates(SHEET_PARTIALS.map(foundryTemplate));
}
