import { SYSTEM_PATH } from "../config";

/** The chat card and roll dialog templates, and the parts they include as partials. */
export const CHAT_TEMPLATES = [
  "chat/okrpg-card.hbs",
  "chat/occult-card.hbs",
  "chat/action-card.hbs",
  "chat/mano-card.hbs",
  "chat/parts/badges.hbs",
  "chat/parts/button.hbs",
  "chat/parts/buttons.hbs",
  "chat/parts/header.hbs",
  "chat/parts/hidden.hbs",
  "chat/parts/lines.hbs",
  "chat/parts/menu.hbs",
  "chat/parts/reason.hbs",
  "chat/parts/roll.hbs",
  "chat/parts/sections.hbs",
  "chat/parts/target.hbs",
  "chat/parts/targets.hbs",
  "dialog/attack.hbs",
  "dialog/parts/field.hbs",
  "dialog/parts/live.hbs",
].map((relative) => `${SYSTEM_PATH}/templates/${relative}`);

/** The roll dialog's template and the part that follows the choices live. */
export const DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/attack.hbs`;
export const LIVE_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/parts/live.hbs`;

let loaded: Promise<unknown> | null = null;

/**
 * Loads the templates once, on first use (Foundry's loadTemplates compiles them and registers
 * each as a partial under its path, which the card templates include).
 */
export function ensureTemplates(): Promise<unknown> {
  loaded ??= foundry.applications.handlebars.loadTemplates(CHAT_TEMPLATES);
  return loaded;
}

/** Renders a template with Foundry's Handlebars, once the templates are loaded. */
export async function render(path: string, context: object): Promise<string> {
  await ensureTemplates();
  return foundry.applications.handlebars.renderTemplate(path, context as Record<string, unknown>);
}
