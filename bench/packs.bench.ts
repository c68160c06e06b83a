import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { it } from "vitest";
import { readPackSources } from "../scripts/packs.mjs";
import { typeSchema } from "../src/data/type-schemas";
import { coversExactly } from "../src/rules/tables";
import { validate } from "../src/rules/schema";
import { PACKS, SOURCES, sourceDir } from "../test/packs/sources";
import { measure, note } from "./harness";

function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).reduce((sum, name) => {
    const stat = statSync(join(dir, name));
    return stat.isFile() ? sum + stat.size : sum;
  }, 0);
}

// What the pack checks cost, and how big the compiled packs are.
it("packs: reading, validating and compiling the compendium sources", async () => {
  const embedded = SOURCES.reduce((n, s) => n + (s.doc.items?.length ?? 0), 0);
  note(`packs: ${PACKS.length} packs, ${SOURCES.length} documents, ${embedded} embedded items`);

  const documents = SOURCES.flatMap((s) => [s.doc, ...(s.doc.items ?? [])]).filter(
    (d) => d.type !== undefined,
  );
  measure(`validate every actor and item (${documents.length})`, () =>
    documents.map((d) => validate(typeSchema(d.type)!.schema, d.system)),
  );
  const tables = SOURCES.filter((s) => s.pack.type === "RollTable").map((s) => s.doc);
  measure("check every roll table's coverage", () =>
    tables.map((t) =>
      coversExactly(
        t.formula,
        t.results.map((r: { range: number[] }) => r.range),
      ),
    ),
  );
  measure(
    "read and check every pack's YAML sources",
    () => PACKS.map((p) => readPackSources(sourceDir(p))),
    1000,
  );

  const out = mkdtempSync(join(tmpdir(), "ae-pack-bench-"));
  const start = performance.now();
  for (const pack of PACKS)
    await compilePack(sourceDir(pack), join(out, pack.name), { yaml: true, recursive: true });
  note(
    `packs: compiling all ${PACKS.length} packs took ${(performance.now() - start).toFixed(0)} ms`,
  );
  for (const pack of PACKS)
    note(
      `packs: ${pack.name} compiles to ${(folderBytes(join(out, pack.name)) / 1024).toFixed(1)} KiB`,
    );
});
