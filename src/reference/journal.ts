import type { RulesetId } from "../rules/rulesets";
import { RULESET_IDS } from "../rules/rulesets";
import {
  referencePages,
  type Cell,
  type LabelCell,
  type LinkCell,
  type PackIndex,
  type ReferenceTable,
} from "./tables";
import { escapeHtml } from "../ui/html";

/*
 * The GM quick reference as JournalEntry pack sources: one entry per ruleset, one text page per
 * group of tables, each table an HTML table between a heading and a short note of our own.
 * Ids are fixed per ruleset and page, so the same rules always give the same documents.
 */

export interface Localize {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
}

/** A ruleset's quick reference pack: its name in system.json and its folder under packs/. */
export function referencePack(ruleset: RulesetId): string {
  return `${ruleset}-reference`;
}

/** The one source file of each quick reference pack. */
export const REFERENCE_FILE = "quick-reference.yml";

const R = "ACTION_ENGINE.Reference";

/** A 16-character document id from a readable stem ("qrokrpg" + page), padded with zeros. */
export function referenceId(...parts: string[]): string {
  const stem = parts.join("").replace(/[^A-Za-z0-9]/g, "");
  if (stem.length > 16) throw new Error(`reference id stem ${stem} is longer than 16 characters`);
  return stem.padEnd(16, "0");
}

function isLink(cell: Cell): cell is LinkCell {
  return typeof cell === "object" && !Array.isArray(cell) && "uuid" in cell;
}

function cellHtml(cell: Cell, t: Localize): string {
  if (typeof cell === "number") return cell < 0 ? `−${Math.abs(cell)}` : String(cell);
  if (typeof cell === "string") return escapeHtml(cell);
  if (Array.isArray(cell))
    return (cell as readonly LabelCell[]).map((c) => cellHtml(c, t)).join(" / ");
  // Foundry turns @UUID[...]{name} into a link to the compendium document
  if (isLink(cell)) return `@UUID[${cell.uuid}]{${escapeHtml(cell.name)}}`;
  const { key, data } = cell as LabelCell;
  return escapeHtml(data ? t.format(key, data) : t.localize(key));
}

/** One table as HTML: a heading, our note, the table with a header row. */
export function tableHtml(ruleset: RulesetId, table: ReferenceTable, t: Localize): string {
  const key = table.text ?? `${R}.${ruleset}.${table.id}`;
  const headHtml = table.columns
    .map((c) => `<th scope="col">${escapeHtml(t.localize(c))}</th>`)
    .join("");
  const rowHtml = table.rows
    .map(
      (row) =>
        `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${cellHtml(cell, t)}</th>` : `<td>${cellHtml(cell, t)}</td>`)).join("")}</tr>`,
    )
    .join("\n");
  return [
    `<h2>${escapeHtml(t.localize(`${key}.Title`))}</h2>`,
    `<p>${escapeHtml(t.localize(`${key}.Note`))}</p>`,
    `<table class="ae-reference__table" data-table="${escapeHtml(table.id)}">`,
    `<thead><tr>${headHtml}</tr></thead>`,
    `<tbody>\n${rowHtml}\n</tbody>`,
    `</table>`,
  ].join("\n");
}

export interface JournalPageSource {
  _id: string;
  _key: string;
  name: string;
  type: "text";
  title: { show: boolean; level: number };
  text: { format: 1; content: string };
  sort: number;
}

export interface JournalSource {
  _id: string;
  _key: string;
  name: string;
  pages: JournalPageSource[];
  /** v13 journal categories; none (the Foundry CLI writes the empty list back) */
  categories: never[];
  flags: Record<string, never>;
}

/** One ruleset's quick reference entry. */
export function referenceJournal(ruleset: RulesetId, packs: PackIndex, t: Localize): JournalSource {
  const entryId = referenceId("qr", ruleset);
  const pages = referencePages(ruleset, packs).map((page, index): JournalPageSource => {
    const pageId = referenceId("qr", ruleset, "p", String(index + 1));
    const introHtml = `<p class="ae-reference__intro">${escapeHtml(t.localize(`${R}.${ruleset}.Page.${page.id}`))}</p>`;
    const tablesHtml = page.tables.map((table) => tableHtml(ruleset, table, t)).join("\n");
    return {
      _id: pageId,
      _key: `!journal.pages!${entryId}.${pageId}`,
      name: t.localize(`${R}.PageName.${page.id}`),
      type: "text",
      title: { show: true, level: 1 },
      // the system's stylesheet styles the tables inside .action-engine.ae-reference
      text: {
        format: 1,
        content: `<div class="action-engine ae-reference">\n${introHtml}\n${tablesHtml}\n</div>`,
      },
      sort: (index + 1) * 100000,
    };
  });
  return {
    _id: entryId,
    _key: `!journal!${entryId}`,
    name: t.format(`${R}.EntryName`, { ruleset: t.localize(`ACTION_ENGINE.Ruleset.${ruleset}`) }),
    pages,
    categories: [],
    flags: {},
  };
}

/** Every ruleset's entry, with the path of its source under packs/. */
export function referenceJournals(
  packs: PackIndex,
  t: Localize,
): { path: string; journal: JournalSource }[] {
  return RULESET_IDS.map((ruleset) => ({
    path: `${referencePack(ruleset)}/${REFERENCE_FILE}`,
    journal: referenceJournal(ruleset, packs, t),
  }));
}
