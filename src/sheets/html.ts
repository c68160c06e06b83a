import { actorSheetParts, itemSheetParts, limitedSheetParts } from "./layout";
import { tabPartContext } from "./view-models/common";
import type { ActorSheetContext, ItemSheetContext, LimitedSheetContext } from "./view-models/types";

/*
 * A whole sheet's HTML outside Foundry (tests, screenshots, the playground): its parts rendered in
 * Foundry's order, each tab part with its own tab, as the sheet classes prepare them.
 */

/** Renders one template (a path relative to templates/) with a context. */
export type RenderTemplate = (template: string, context: object) => string;

export function actorSheetHtml(render: RenderTemplate, context: ActorSheetContext): string {
  return actorSheetParts(context.type)
    .map((part) => render(part.template, tabPartContext(context, part.id)))
    .join("\n");
}

export function limitedSheetHtml(render: RenderTemplate, context: LimitedSheetContext): string {
  return limitedSheetParts()
    .map((part) => render(part.template, context))
    .join("\n");
}

export function itemSheetHtml(render: RenderTemplate, context: ItemSheetContext): string {
  return itemSheetParts()
    .map((part) => render(part.template, context))
    .join("\n");
}
