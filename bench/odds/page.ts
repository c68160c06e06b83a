import { simulate } from "../../src/rules/odds";

// The odds' simulation on a page of its own, for bench/odds.bench.ts to time in Chromium.
(globalThis as unknown as { aeOdds: unknown }).aeOdds = { simulate };
