import { templatePath } from "../config";

/*
 * Which templates make up each sheet, and the tabs of each actor sheet. Pure data: the Foundry
 * sheet classes, the tests and the playground render the same parts in the same order.
 */

/** Template paths relative to templates/. */
export const SHEET_TEMPLATES = {
  actorHeader: "actor/header.hbs",
  tabNav: "parts/tab-nav.hbs",
  actorTab: "actor/tab.hbs",
  actorLimited: "actor/limited.hbs",
  itemHeader: "item/header.hbs",
  itemBody: "item/body.hbs",
} as const;

/** Templates other templates include as partials (Foundry registers them with loadTemplates). */
export const SHEET_PARTIALS = [
  "parts/button.hbs",
  "parts/value.hbs",
  "parts/field.hbs",
  "parts/fields.hbs",
  "parts/stats.hbs",
  "parts/item-list.hbs",
  "parts/entry-list.hbs",
  "parts/editor.hbs",
  "parts/table.hbs",
  "parts/checks.hbs",
  "parts/section.hbs",
] as const;

/** The tabs of each actor type's sheet, in order; the first is shown when a sheet opens. */
export const ACTOR_TABS = {
  okrpg: ["combat", "attributes", "gear", "notes"],
  occult: ["combat", "attributes", "gear", "notes"],
  action: ["combat", "character", "schticks", "notes"],
  rounds: ["combat", "characteristics", "gear", "notes"],
  mano: ["combat", "characteristics", "gear", "notes"],
} as const satisfies Record<string, readonly string[]>;

export type ActorSheetType = keyof typeof ACTOR_TABS;

/** The tabs of an actor type (none for a type the system does not define). */
export function actorTabs(type: string): readonly string[] {
  return (ACTOR_TABS as Record<string, readonly string[]>)[type] ?? [];
}

/** The tab shown: the requested one when the type has it, else the first. */
export function shownTab(type: string, requested: string | undefined): string {
  const tabs = actorTabs(type);
  return requested && tabs.includes(requested) ? requested : (tabs[0] ?? "");
}

/** One rendered part of a sheet: an id and its template (relative to templates/). */
export interface SheetPart {
  readonly id: string;
  readonly template: string;
  /** a part whose content scrolls (Foundry keeps its scroll position across renders) */
  readonly scrollable: boolean;
}

/** The parts of an actor sheet: header, tab navigation, then one part per tab. */
export function actorSheetParts(type: string): SheetPart[] {
  return [
    { id: "header", template: SHEET_TEMPLATES.actorHeader, scrollable: false },
    { id: "tabs", template: SHEET_TEMPLATES.tabNav, scrollable: false },
    ...actorTabs(type).map((id) => ({ id, template: SHEET_TEMPLATES.actorTab, scrollable: true })),
  ];
}

/**
 * The one part of an actor sheet seen with LIMITED ownership (dnd5e's BaseActorSheet likewise
 * swaps its parts for LIMITED_PARTS when the actor is limited).
 */
export function limitedSheetParts(): SheetPart[] {
  return [{ id: "limited", template: SHEET_TEMPLATES.actorLimited, scrollable: false }];
}

/** The parts of an item sheet: header and body. */
export function itemSheetParts(): SheetPart[] {
  return [
    { id: "header", template: SHEET_TEMPLATES.itemHeader, scrollable: false },
    { id: "body", template: SHEET_TEMPLATES.itemBody, scrollable: true },
  ];
}

/** A template's Foundry path (`systems/action-engine/templates/…`). */
export function foundryTemplate(relative: string): string {
  return templatePath(relative);
}

/** The default size of each sheet, in pixels. */
export const SHEET_SIZE = {
  actor: { width: 760, height: 720 },
  /** the limited view: a portrait and a few lines */
  limited: { width: 420, height: 320 },
  item: { width: 520, height: 560 },
} as const;
