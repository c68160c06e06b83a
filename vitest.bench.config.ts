import { defineConfig } from "vitest/config";

// `npm run bench`: speed and size figures, printed, never asserted against wall-clock time.
export default defineConfig({
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
