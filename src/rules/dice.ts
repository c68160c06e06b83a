import { requireFinite, requireInteger } from "./errors";

/** Where dice come from: an integer 1..faces per call. Foundry rolls are adapted to this. */
export interface DiceSource {
  roll(faces: number): number;
}

/**
 * A deterministic DiceSource (mulberry32) for tests, simulation and benchmarks. The same seed
 * always yields the same sequence.
 */
export function seeded(seed: number): DiceSource {
  let state = requireFinite("seed", seed) >>> 0;
  return {
    roll(faces: number): number {
      requireInteger("faces", faces, { min: 1 });
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return 1 + Math.floor(unit * faces);
    },
  };
}

/** A DiceSource that replays the given faces in order and throws when they run out. */
export function scripted(faces: readonly number[]): DiceSource {
  let index = 0;
  return {
    roll(max: number): number {
      requireInteger("faces", max, { min: 1 });
      if (index >= faces.length) throw new RangeError(`scripted dice ran out after ${index} rolls`);
      const face = requireInteger(`face #${index + 1}`, faces[index], { min: 1, max });
      index += 1;
      return face;
    },
  };
}
