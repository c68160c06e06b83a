import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { it } from "vitest";
import { note } from "./harness";

// Issue 28: what a player's browser downloads, the built system's modules as `npm run build`
// writes them (minified, names kept, source maps beside them), raw and gzipped. Target: about
// 180 kB gzip for the system's module. The self-check's files, loaded only when a GM opens it,
// are counted apart.

const DIST = join(import.meta.dirname, "..", "dist");
const FILES = ["action-engine.mjs", "workers/worker.mjs", "action-engine.css"];

it("bundle: the built files' size, raw and gzipped", () => {
  for (const file of FILES) {
    const path = join(DIST, file);
    if (!existsSync(path)) {
      note(`bundle ${file}: not built (run npm run build first)`);
      continue;
    }
    const bytes = readFileSync(path);
    const map = existsSync(`${path}.map`) ? ", source map beside it" : "";
    note(
      `bundle ${file}: ${(bytes.length / 1000).toFixed(0)} kB, ${(gzipSync(bytes).length / 1000).toFixed(0)} kB gzip${map}`,
    );
  }
});

it("bundle: the self-check's files, loaded when a GM opens it", () => {
  if (!existsSync(DIST)) return void note("bundle self-check: not built (run npm run build first)");
  const chunks = readdirSync(DIST).filter((file) => file.endsWith(".js"));
  const bytes = chunks.map((file) => readFileSync(join(DIST, file)));
  const raw = bytes.reduce((sum, one) => sum + one.length, 0);
  const zipped = bytes.reduce((sum, one) => sum + gzipSync(one).length, 0);
  note(
    `bundle self-check (${chunks.length} files): ${(raw / 1000).toFixed(0)} kB, ${(zipped / 1000).toFixed(0)} kB gzip`,
  );
});
