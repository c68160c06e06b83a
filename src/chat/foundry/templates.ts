import { CHAT_TEMPLATES } from "../template-paths";

export { CHAT_TEMPLATES, DIALOG_TEMPLATE, LIVE_TEMPLATE } from "../template-paths";

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
