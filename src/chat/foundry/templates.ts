import { CHAT_TEMPLATES } from "../template-paths";

export {
  CHAT_TEMPLATES,
  CHECK_DIALOG_TEMPLATE,
  DIALOG_TEMPLATE,
  LIVE_TEMPLATE,
} from "../template-paths";

type Compiled = (context: object, options: object) => string;

// Foundry's renderTemplate renders with these options; a template rendered here sees the same.
const RENDER_OPTIONS = { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true };

/**
 * A loaded template, compiled: Foundry's loadTemplates registers each template as a Handlebars
 * partial under its path (API docs, foundry.applications.handlebars.loadTemplates: `{{> path}}`),
 * the compiled template getTemplate resolves with (API docs, getTemplate: "An ID to register the
 * partial with").
 */
function compiled(path: string): Compiled | null {
  const partial: unknown = Handlebars.partials[path];
  return typeof partial === "function" ? (partial as Compiled) : null;
}

let loading: Promise<unknown> | null = null;

/**
 * Loads the chat templates unless they are loaded already. Called on init, so that the chat log
 * finds them compiled; a later call (a world whose Handlebars lost them) loads them again.
 */
export function ensureTemplates(): Promise<unknown> {
  if (loading) return loading;
  if (CHAT_TEMPLATES.every((path) => compiled(path))) return Promise.resolve();
  loading = foundry.applications.handlebars.loadTemplates(CHAT_TEMPLATES).finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * Renders a loaded template at once, or returns null while the templates are still loading. The
 * renderChatMessageHTML hook needs this: Foundry calls it without awaiting it and adds the
 * message to the log right after (API docs, Hooks.callAll returns nothing to wait for).
 */
export function renderNow(path: string, context: object): string | null {
  return compiled(path)?.(context, RENDER_OPTIONS) ?? null;
}

/** Renders a template with Foundry's Handlebars, once the templates are loaded. */
export async function render(path: string, context: object): Promise<string> {
  await ensureTemplates();
  return foundry.applications.handlebars.renderTemplate(path, context as Record<string, unknown>);
}
