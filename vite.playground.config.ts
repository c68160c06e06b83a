import { resolve } from "node:path";
import type { Plugin } from "vite";
import { defineConfig } from "vite";
import { precompiled } from "./playground/build/precompiled";

/*
 * The playground (`npm start`): Action Engine's templates, styles, view models and rules in a web
 * page without Foundry, served by Vite from playground/. `vite build --config
 * vite.playground.config.ts` writes a static copy (the browser tests build one under
 * test-results/).
 */

const root = import.meta.dirname;

/** Foundry's own pictures ("icons/svg/…") are not ours to ship: a neutral placeholder answers. */
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#8a8275"/><circle cx="32" cy="24" r="11" fill="#d8d4cc"/><path d="M12 56c2-12 10-18 20-18s18 6 20 18z" fill="#d8d4cc"/></svg>`;

function foundryIcons(): Plugin {
  const answer = (
    url: string | undefined,
    response: { setHeader(k: string, v: string): void; end(body: string): void },
  ) => {
    if (!url?.split("?")[0].startsWith("/icons/")) return false;
    response.setHeader("Content-Type", "image/svg+xml");
    response.end(PLACEHOLDER);
    return true;
  };
  return {
    name: "action-engine:playground-icons",
    configureServer(server) {
      server.middlewares.use((req, res, next) => (answer(req.url, res) ? undefined : next()));
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => (answer(req.url, res) ? undefined : next()));
    },
  };
}

export default defineConfig({
  root: resolve(root, "playground"),
  base: "/",
  publicDir: false,
  server: { port: 30002, open: true, fs: { allow: [root] } },
  preview: { port: 30003 },
  build: {
    outDir: resolve(root, "test-results", "playground-dist"),
    emptyOutDir: true,
    sourcemap: false,
    // one page holding Handlebars, the templates and every ruleset: a single chunk is fine
    chunkSizeWarningLimit: 2048,
  },
  // the odds' module worker, as the system's own build makes it (vite.config.ts)
  worker: { format: "es" },
  plugins: [foundryIcons(), precompiled()],
});
