import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { enrichLinks } from "../../playground/app/reference";
import { REFERENCE_FILE, referencePack } from "../../src/reference/journal";
import { RULESET_IDS } from "../../src/rules/rulesets";
import { chromiumAvailable, screenshot } from "../visual/shoot";
import { ROOT } from "./sources";

// Screenshots of every quick reference page as a journal sheet shows it, with the system CSS, in
// both v13 themes: test-results/screens/reference-<ruleset>-<page>-<theme>.png (needs a build).
const CSS = join(ROOT, "dist", "action-engine.css");
const canShoot = chromiumAvailable() && existsSync(CSS);

describe.skipIf(!canShoot)("quick reference screenshots", { concurrent: true }, () => {

  for (const ruleset of RULESET_IDS) {
    const source = readFileSync(join(ROOT, "packs", referencePack(ruleset), REFERENCE_FILE), "utf8");
    const entry = YAML.parse(source) as { pages: { name: string; text: { content: string } }[] };
    entry.pages.forEach((page, index) => {
      for (const theme of ["light", "dark"] as const)
        // one retry: Chromium on a loaded machine sometimes fails to capture a tall page
        it(`${ruleset} page ${index + 1} (${theme})`, { retry: 1 }, async () => {
          const path = await screenshot({
            name: `reference-${ruleset}-${index + 1}-${theme}`,
            title: page.name,
            html: `<article class="journal-page-content"><h1>${page.name}</h1>${enrichLinks(page.text.content)}</article>`,
            theme,
            width: 640,
          });
          expect(existsSync(path)).toBe(true);
        });
    });
  }
});
