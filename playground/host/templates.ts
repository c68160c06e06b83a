import Handlebars from "handlebars";
import { registerSystemHelpers, rowDrawingsOf } from "../../src/templates/helpers";
import { foundryBuiltins } from "./handlebars-builtins";
import type { Localizer } from "./i18n";

export const TEMPLATE_ROOT = "systems/action-engine/templates/";

/**
 * Renders the system's templates outside Foundry with real Handlebars: Foundry's built-in
 * helpers (stand-ins), the system's own helpers, and every template registered as a partial
 * under its Foundry path, as `foundry.applications.handlebars.loadTemplates` does (partials
 * are named by their full path, e.g. `{{> "systems/action-engine/templates/…"}}`).
 * `templates` maps paths relative to templates/ (e.g. "actor/okrpg.hbs") to the template as
 * `Handlebars.precompile` gives it (`?precompiled` imports: playground/build/precompiled.ts), the
 * code `Handlebars.compile` makes from the same text.
 */
export function createTemplateEnvironment(
  templates: Record<string, TemplateSpecification>,
  i18n: Localizer,
) {
  const handlebars = Handlebars.create();
  for (const [name, helper] of Object.entries(foundryBuiltins(i18n)))
    handlebars.registerHelper(name, helper);
  registerSystemHelpers(handlebars);
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  for (const [relative, precompiled] of Object.entries(templates)) {
    const path = `${TEMPLATE_ROOT}${relative}`;
    const template = handlebars.template(precompiled);
    handlebars.registerPartial(path, template);
    compiled.set(path, template);
  }
  return {
    paths: [...compiled.keys()],
    /** the helpers it renders with, by name (Handlebars' own record) */
    helpers: handlebars.helpers as Record<string, unknown>,
    /** the tracker rows drawn, for their placeholders (src/ui/kept-rows.ts) */
    rowDrawings: rowDrawingsOf(handlebars),
    /** Renders a template by its Foundry path or its path relative to templates/. */
    render(path: string, context: object): string {
      const full = path.startsWith(TEMPLATE_ROOT) ? path : `${TEMPLATE_ROOT}${path}`;
      const template = compiled.get(full);
      if (!template) throw new Error(`No template ${full}`);
      return template(context, { allowProtoPropertiesByDefault: false });
    },
  };
}
