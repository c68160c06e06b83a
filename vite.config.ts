import { resolve } from "node:path";
import { runnerImport, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { assembleDist } from "./scripts/dist.mjs";
import type * as ReferenceScript from "./scripts/quick-reference";

const SYSTEM_ID = "action-engine";
const BASE = `/systems/${SYSTEM_ID}/`;
const FOUNDRY = "http://localhost:30000";
const root = import.meta.dirname;
const outDir = resolve(root, "dist");

/** The tests that run the system's Foundry adapters against the double (again as v14). */
const FOUNDRY_FACING = [
  "test/adapters/**/*.test.ts",
  "test/chat/**/*.test.ts",
  "test/combat/**/*.test.ts",
  "test/documents/**/*.test.ts",
  "test/sheets/**/*.test.ts",
  "test/packs/derived.test.ts",
  "test/packs/schema.test.ts",
  "test/self-check/**/*.test.ts",
];

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
    sourcemap: true,
    minify: false,
    lib: {
      entry: resolve(root, "src/index.ts"),
      formats: ["es"],
      fileName: () => `${SYSTEM_ID}.mjs`,
      cssFileName: SYSTEM_ID,
    },
    // Foundry shows and sometimes keys on document/sheet class names: keep them unmangled.
    rolldownOptions: { output: { keepNames: true } },
  },
  plugins: [devEntry(), assembleSystemFolder()],
  test: {
    environment: "node",
    testTimeout: 20_000,
    // The whole suite runs against the Foundry double as v13; the Foundry-facing part runs again
    // as v14 (test/foundry/generation.ts). Both check that no deprecated name was called.
    setupFiles: ["test/foundry/compatibility.ts"],
    projects: [
      {
        extends: true,
        test: { name: "v13", include: ["test/**/*.test.ts"], env: { FOUNDRY_GENERATION: "13" } },
      },
      {
        extends: true,
        test: {
          name: "v14",
          include: [...FOUNDRY_FACING],
          exclude: ["**/*screens.test.ts"],
          env: { FOUNDRY_GENERATION: "14" },
        },
      },
    ],
  },
});
