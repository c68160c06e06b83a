import fc from "fast-check";

// Every property of `npm test` draws from one seed, so CI repeats exactly what passed on the
// machine that committed it (a fresh seed per run once failed CI on a case no test had seen).
// `npm run fuzz` draws fresh seeds to look for such cases; a failure prints its seed, which
// `FC_SEED=<seed> npx vitest run <file>` replays.
const requested = process.env.FC_SEED;
if (requested !== "random") fc.configureGlobal({ seed: Number(requested ?? 20_261_127) });
