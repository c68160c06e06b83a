import { defineConfig } from "vitest/config";

// `npm run bench`: speed and size figures, printed, never asserted against wall-clock time.
export default defineConfig({
  test: {
    include: ["bench/**/*.bench.ts"],
    environment: "node",
    testTimeout: 300_000,
    fileParallelism: false,
    reporters: ["default"],
    silent: false,
  },
});
