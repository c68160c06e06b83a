import { defineConfig } from "vitest/config";
import { precompiled } from "./playground/build/precompiled";

// `npm run bench`: speed and size figures, printed, never asserted against wall-clock time.
export default defineConfig({
  // the playground's modules, as the playground's build gives them
  plugins: [precompiled()],
  test: {
    include: ["bench/**/*.bench.ts"],
    // the rules' error messages in lang/en.json's words, as in npm test
    setupFiles: ["test/error-words.ts"],
    environment: "node",
    testTimeout: 300_000,
    fileParallelism: false,
    reporters: ["default"],
    silent: false,
  },
});
