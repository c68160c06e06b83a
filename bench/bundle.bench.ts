import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { it } from "vitest";
import { note } from "./harness";

// Issue 28: what a player's browser downloads, the built system's modules as `npm run build`
// writes them (minified, names kept, source maps beside them), raw and gzipped. Target: about
// 180 kB gzip for the system's module.

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
