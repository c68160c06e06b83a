import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { minify, runnerImport, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { assembleDist } from "./scripts/dist.mjs";
import { precompiled } from "./playground/build/precompiled";
import type * as ReferenceScript from "./scripts/quick-reference";
import { BROWSER, FOUNDRY_FACING, PURE, V14_BRANCHES } from "./test/projects";

const SYSTEM_ID = "action-engine";
const BASE = `/systems/${SYSTEM_ID}/`;
const FOUNDRY = "http://localhost:30000";
const root = import.meta.dirname;
const outDir = resolve(root, "dist");

/**
 * After the bundle is written, generate the quick reference's sources from the rules, then copy
 * manifest/lang/templates and compile the packs.
 */
function assembleSystemFolder(): Plugin {
  return {
    name: "action-engine:assemble-dist",
    apply: "build",
    async closeBundle() {
      // loaded when it runs, through Vite's module runner (it is TypeScript and imports the rules)
      const { module } = await runnerImport<typeof ReferenceScript>(
        resolve(root, "scripts/quick-reference.ts"),
        { configFile: false, logLevel: "warn" },
      );
      module.writeReferencePacks(root);
      await assembleDist(root, outDir);
    },
  };
}

/**
 * In dev, Foundry asks for the built file names listed in system.json; answer them with a
 * module that imports the TypeScript entry (hot reload) and an empty stylesheet (the SCSS
 * arrives through that import).
 */
function devEntry(): Plugin {
  return {
    name: "action-engine:dev-entry",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split("?")[0];
        if (url === `${BASE}${SYSTEM_ID}.mjs`) {
          response.setHeader("Content-Type", "text/javascript");
          response.end(`import "${BASE}src/index.ts";\n`);
        } else if (url === `${BASE}${SYSTEM_ID}.css`) {
          response.setHeader("Content-Type", "text/css");
          response.end("/* styles are injected by the dev server */\n");
        } else next();
      });
    },
  };
}

/**
 * Vite's `build.minify` leaves the whitespace of an ES library (it keeps pure annotations for the
 * tree-shaking of whoever imports it); Foundry imports the system's module as it is, so once the
 * bundle is written its whitespace goes too, the source map carried through (`inputMap`).
 */
function withoutWhitespace(): Plugin {
  return {
    name: "action-engine:without-whitespace",
    apply: "build",
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const done = await minify(chunk.fileName, chunk.code, {
          module: true,
          compress: false,
          mangle: false,
          codegen: { removeWhitespace: true },
          sourcemap: Boolean(chunk.map),
          inputMap: chunk.map ?? undefined,
        });
        if (done.errors.length) this.error(done.errors.map((e) => e.message).join("\n"));
        // the source map's address, a comment the minifier drops
        const mapUrl = /\n\/\/# sourceMappingURL=\S+\s*$/.exec(chunk.code)?.[0] ?? "";
        chunk.code = done.code + mapUrl;
        // the map file is already in the bundle as an asset: it takes the map through both steps
        const mapFile = bundle[`${chunk.fileName}.map`];
        if (done.map && mapFile?.type === "asset") mapFile.source = JSON.stringify(done.map);
      }
    },
  };
}

/**
 * Every test checks that the system called no name Foundry has deprecated (on v14 the double
 * records a compatibility warning for each v13 name called; test/foundry/generation.ts), every
 * property draws from one seed (test/fast-check-seed.ts), and a toThrow given words asks for an
 * error that has them (test/strict-throw.ts).
 */
const EVERY_FILE = [
  "test/foundry/compatibility.ts",
  "test/fast-check-seed.ts",
  "test/error-words.ts",
  "test/strict-throw.ts",
];
/**
 * The Foundry-facing and browser projects share a worker between files (`isolate: false`): each
 * file first takes back the modules and globals the last one left (test/foundry/fresh-file.ts),
 * before the other setup files load theirs.
 */
const FOUNDRY_FACING_FILE = ["test/foundry/fresh-file.ts", ...EVERY_FILE];

export default defineConfig({
  base: BASE,
  publicDir: false,
  server: {
    port: 30001,
    proxy: {
      // everything outside the system's own folder goes to Foundry, the socket included
      [`^(?!${BASE})`]: { target: FOUNDRY, changeOrigin: true },
      "/socket.io": { target: FOUNDRY.replace("http", "ws"), ws: true },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // minified (issue 28: a third of the download), names kept below and the source map beside it
    // so a stack trace in Foundry's console still names the system's classes and functions
    sourcemap: true,
    minify: true,
    lib: {
      entry: resolve(root, "src/index.ts"),
      formats: ["es"],
      fileName: () => `${SYSTEM_ID}.mjs`,
      cssFileName: SYSTEM_ID,
    },
    // Foundry shows and sometimes keys on document/sheet class names: keep them unmangled.
    rolldownOptions: {
      output: {
        keepNames: true,
        // The self-check (src/self-check) is loaded when a GM opens it or Quench is there
        // (src/self-check/foundry/app.ts, register.ts): its files, beside the module, import what
        // they share with the system from the module itself, everything else stays in the module.
        // Foundry serves a package's files by their plain path (it revalidates by ETag:
        // foundryvtt/foundryvtt#9858), so "./action-engine.mjs" is the module already loaded.
        codeSplitting: {
          groups: [{ name: SYSTEM_ID, test: (id: string) => !id.includes("/src/self-check/") }],
        },
      },
      // the module may export what the self-check's files import from it
      preserveEntrySignatures: "allow-extension",
    },
  },
  // The odds of a fight run in a module worker (src/combat/odds/run.ts): Vite bundles it as its own
  // file beside the system's, which Foundry serves from systems/action-engine/workers/.
  worker: {
    format: "es",
    rolldownOptions: { output: { entryFileNames: "workers/[name].mjs", keepNames: true } },
  },
  // built files are found from the bundle's own URL, so a Foundry behind a route prefix finds them
  experimental: { renderBuiltUrl: () => ({ relative: true }) },
  // the tests import the playground's modules, whose templates and packs come precompiled
  plugins: [devEntry(), withoutWhitespace(), assembleSystemFolder(), precompiled()],
  test: {
    environment: "node",
    testTimeout: 20_000,
    // two files at a time at least: on two cores the default is one, and Chromium idles the other
    maxWorkers: Math.max(2, availableParallelism()),
    env: { FOUNDRY_GENERATION: "13" },
    projects: [
      {
        extends: true,
        test: {
          name: "pure",
          include: PURE,
          exclude: [...FOUNDRY_FACING, ...BROWSER],
          // no globals: the files of a worker share one module cache
          isolate: false,
          setupFiles: EVERY_FILE,
        },
      },
      {
        extends: true,
        test: {
          name: "v13",
          include: FOUNDRY_FACING,
          exclude: BROWSER,
          // a thread starts faster than a process, and these files load no native module
          pool: "threads",
          isolate: false,
          setupFiles: FOUNDRY_FACING_FILE,
        },
      },
      {
        extends: true,
        test: {
          name: "v14",
          include: V14_BRANCHES,
          exclude: BROWSER,
          env: { FOUNDRY_GENERATION: "14" },
          pool: "threads",
          isolate: false,
          setupFiles: FOUNDRY_FACING_FILE,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: BROWSER,
          globalSetup: ["test/browser/global-setup.ts"],
          // each file closes the tabs its tests left open (the worker keeps the rest for the next)
          isolate: false,
          setupFiles: [...FOUNDRY_FACING_FILE, "test/browser/each-file.ts"],
          // the tests of a file that opens a tab for each (describe … { concurrent: true }) run
          // three at a time
          maxConcurrency: 3,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
