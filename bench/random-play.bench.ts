import fc from "fast-check";
import { it } from "vitest";
import { playRandomly, randomEngines } from "../test/rules/sequencing/random-play";
import { note } from "./harness";

// Issue 16: 10,000 random legal sequences per engine, joins, leaves and Undo included
// (test/rules/sequencing/random-play.test.ts runs a share of them in `npm test`).
const SEQUENCES = 10_000;
const LONGEST = 60;

it.each(randomEngines)(
  `random legal play: ${SEQUENCES} sequences of the $name engine`,
  (engine) => {
    let sequences = 0;
    let moves = 0;
    const started = performance.now();
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: LONGEST }), (seed, length) => {
        moves += playRandomly(engine, seed, length);
        sequences += 1;
      }),
      { numRuns: SEQUENCES },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    note(
      `random play, ${engine.name}: ${sequences} sequences, ${moves} moves, all invariants held (${seconds} s)`,
    );
  },
);
