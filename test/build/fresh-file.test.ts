import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startVitest } from "vitest/node";

/*
 * The Foundry-facing projects share a worker's module cache between test files (issue 25), and
 * test/foundry/fresh-file.ts makes each file start as in a worker of its own. Two fixture files
 * (test/build/fresh-file/) each check that nothing the other left (a global, module state, fake
 * timers) is there, then leave all three behind; run in one worker, in either order, both pass
 * with the setup file and the second fails without it.
 */
const ROOT = join(import.meta.dirname, "..", "..");

async function runTwins(setupFiles: string[]) {
  const runs = join(mkdtempSync(join(tmpdir(), "fresh-file-")), "runs.txt");
  process.env.FRESH_FILE_RUNS = runs;
  const vitest = await startVitest(
    "test",
    [],
    {
      watch: false,
      config: false,
      root: ROOT,
      include: ["test/build/fresh-file/*.fixture.ts"],
      pool: "threads",
      isolate: false,
      maxWorkers: 1,
      setupFiles,
      reporters: [{}],
    },
    { logLevel: "silent" },
  );
  try {
    const files = vitest.state.getFiles();
    const workers = new Set(
      readFileSync(runs, "utf8")
        .trim()
        .split("\n")
        .map((line) => line.split(" ")[0]),
    );
    return {
      files: files.length,
      failed: files.filter((f) => f.result?.state === "fail").length,
      workers: workers.size,
    };
  } finally {
    await vitest.close();
  }
}

describe("a Foundry-facing test file starts as in a worker of its own", () => {
  it("with test/foundry/fresh-file.ts, two files in one worker see nothing the other left", async () => {
    expect(await runTwins([join(ROOT, "test/foundry/fresh-file.ts")])).toEqual({
      files: 2,
      failed: 0,
      workers: 1,
    });
  });

  it("without it, the second file sees what the first left (the fixtures can tell)", async () => {
    expect(await runTwins([])).toEqual({ files: 2, failed: 1, workers: 1 });
  });
});
