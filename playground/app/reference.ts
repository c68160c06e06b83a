import type { RulesetId } from "../../src/rules/rulesets";
import { referencePack } from "../../src/reference/journal";
import { packDocuments } from "../host/sources";
import { escapeHtml } from "../../src/ui/html";

/*
 * The playground's Reference panel: the GM quick reference journal of the ruleset, read from the
 * same pack source the build compiles (packs/<ruleset>-reference/), one page at a time.
 */

export interface ReferencePageView {
  readonly name: string;
  readonly content: string;
}

/**
 * Foundry turns `@UUID[uuid]{name}` into a content link when it shows a journal page; the
 * playground, without documents to open, shows the same link as a labelled anchor.
 */
export function enrichLinks(html: string): string {
  return html.replace(
    /@UUID\[([^\]]+)\]\{([^}]*)\}/g,
    (_, uuid: string, name: string) =>
      `<a class="content-link" data-uuid="${escapeHtml(uuid)}" title="${escapeHtml(uuid)}">${name}</a>`,
  );
}

/** The ruleset's quick reference pages, links enriched. */
export function referencePagesOf(ruleset: RulesetId): ReferencePageView[] {
  const entry = packDocuments(referencePack(ruleset))[0] as
    { pages?: { name: string; text: { content: string } }[] } | undefined;
  return (entry?.pages ?? []).map((page) => ({
    name: page.name,
    content: enrichLinks(page.text.content),
  }));
}

/** The panel: a button per page, the chosen page below. */
export function referenceHtml(pages: ReferencePageView[], shown: number): string {
  const index = Math.min(Math.max(shown, 0), pages.length - 1);
  const tabs = pages
    .map(
      (page, i) =>
        `<button type="button" data-pg="reference" data-page="${i}" aria-pressed="${i === index}">${escapeHtml(page.name)}</button>`,
    )
    .join("");
  const page = pages[index];
  return `<nav class="pg-reference__pages">${tabs}</nav>
    <article class="pg-reference__page journal-page-content"><h1>${escapeHtml(page?.name ?? "")}</h1>${page?.content ?? ""}</article>`;
}
