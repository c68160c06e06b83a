import { seeded, type DiceSource } from "../../src/rules/dice";

/*
 * Where the playground's dice come from: a seeded source when the page's URL has ?seed=N (the
 * browser tests replay the same fight), else the browser's cryptographic random numbers.
 */

/** A fair face from 1 to sides, from crypto.getRandomValues (rejection sampling, no bias). */
export function cryptoDice(): DiceSource {
  const buffer = new Uint32Array(1);
  return {
    roll(sides: number): number {
      const limit = Math.floor(0x1_0000_0000 / sides) * sides;
      for (;;) {
        crypto.getRandomValues(buffer);
        if (buffer[0] < limit) return (buffer[0] % sides) + 1;
      }
    },
  };
}

/** The seed in a URL's query (?seed=N), or null. */
export function seedOf(search: string): number | null {
  const value = new URLSearchParams(search).get("seed");
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

export function diceFor(search: string): DiceSource {
  const seed = seedOf(search);
  return seed === null ? cryptoDice() : seeded(seed);
}
