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
 * On init: the system's sheets replace core's for every actor and item type
 * (foundry.applications.apps.DocumentSheetConfig, as the API docs' "sheets" page shows), and the
 * partial templates the sheets include are loaded and registered under their paths.
 */
export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.unregisterSheet(Actor, "core", foundry.appv1.sheets.ActorSheet);
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, ActionEngineActorSheet as never, {
    types: typesOf("Actor") as never,
    makeDefault: true,
    label: SHEET_LABELS.Actor,
  });
  DocumentSheetConfig.unregisterSheet(Item, "core", foundry.appv1.sheets.ItemSheet);
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, ActionEngineItemSheet as never, {
    types: typesOf("Item") as never,
    makeDefault: true,
    label: SHEET_LABELS.Item,
  });
  void foundry.applications.handlebars.loadTemplates(SHEET_PARTIALS.map(foundryTemplate));
}
