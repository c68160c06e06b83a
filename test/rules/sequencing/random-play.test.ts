import fc from "fast-check";
import { describe, it } from "vitest";
import { playRandomly, randomEngines } from "./random-play";

/**
 * DESIGN Testing 1: every engine under random legal play, joins, leaves and the tracker's Undo
 * included. `npm run bench` plays the full 10,000 sequences per engine
 * (bench/random-play.bench.ts); here a share of them keeps `npm test` quick.
 */
const SEQUENCES = 1_000;
const LONGEST = 60;

describe.each(randomEngines)("the $name engine under random legal play", (engine) => {
  it(`${SEQUENCES} sequences: no allowed move throws, someone acts until the round ends, states survive JSON and Undo`, () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: LONGEST }), (seed, length) => {
        playRandomly(engine, seed, length);
      }),
      { numRuns: SEQUENCES },
    );
  });
});
