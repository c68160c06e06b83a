import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { foundryBuiltins } from "../../playground/host/handlebars-builtins";
import { createLocalizer } from "../../playground/host/i18n";
import { registerSystemHelpers } from "../../src/templates/helpers";
import { injected, PAYLOAD, textOf } from "../foundry/html-sinks";

/*
 * Text that reaches HTML from the templates (SECURITY.md). Handlebars escapes every
 * `{{value}}` once, which is right for element text and attributes; a `data-tooltip` attribute is
 * HTML once more to Foundry's TooltipManager (foundryvtt#12356), so its text goes through
 * `{{#aeTooltip}}`, which escapes it again. And since lang entries are plain text, a localised
 * sentence is escaped whole wherever code puts it into HTML.
 */

const TEMPLATES = "templates";

function templates(dir = TEMPLATES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? templates(join(dir, entry.name))
      : entry.name.endsWith(".hbs")
        ? [join(dir, entry.name)]
        : [],
  );
}

function strings(node: unknown, key = ""): [string, string][] {
  if (typeof node === "string") return [[key, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    strings(v, key ? `${key}.${k}` : k),
  );
}

describe("text in the templates", () => {
  it("every tooltip that shows a value is escaped again for Foundry's tooltip (aeTooltip)", () => {
    const bare: string[] = [];
    for (const file of templates()) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/data-tooltip="((?:[^"{]|\{\{[^}]*\}\})*)"/g))
        if (
          match[1].includes("{{") &&
          !/^\{\{#aeTooltip\}\}[\s\S]*\{\{\/aeTooltip\}\}$/.test(match[1])
        )
          bare.push(`${file}: ${match[0].slice(0, 80)}`);
    }
    expect(bare).toEqual([]);
  });

  it("no template puts a value in unescaped, except the rich text Foundry's enricher made", () => {
    const raw: string[] = [];
    for (const file of templates()) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/\{\{\{\s*([^}]*?)\s*\}\}\}|\{\{&\s*([^}]*?)\s*\}\}/g))
        if ((match[1] ?? match[2]) !== "enriched") raw.push(`${file}: ${match[0]}`);
    }
    expect(raw).toEqual([]);
  });

  it("aeTooltip shows a name as the player typed it, and makes no element", () => {
    const handlebars = Handlebars.create();
    const i18n = createLocalizer(
      { AE: { Edit: "Edit {name}'s portrait" } },
      { onMissing: "throw" },
    );
    for (const [name, helper] of Object.entries(foundryBuiltins(i18n)))
      handlebars.registerHelper(name, helper);
    registerSystemHelpers(handlebars);
    const html = handlebars.compile(
      `<button data-tooltip="{{#aeTooltip}}{{localize "AE.Edit" name=name}}{{/aeTooltip}}"></button>`,
    )({ name: PAYLOAD });
    expect(injected(html)).toEqual([]);
    const tooltip = /data-tooltip="([^"]*)"/.exec(html)![1];
    // the browser reads the attribute (one level of entities), the tooltip shows that as HTML
    expect(textOf(textOf(tooltip))).toBe(`Edit ${PAYLOAD}'s portrait`);
  });
});

describe("lang entries", () => {
  it("are plain text, so code escapes a whole localised sentence (names and all) for HTML", () => {
    const markup = strings(en).filter(([, text]) => /<[a-zA-Z/!]|&[a-z#0-9]+;/.test(text));
    expect(markup).toEqual([]);
  });
});
