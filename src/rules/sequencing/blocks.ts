/**
 * Per-combatant entries stored in blocks of BLOCK_SIZE. Changing one entry copies its block and
 * the list of blocks, never every entry, so a move stays cheap with a thousand combatants while
 * the state remains plain JSON (an array of arrays). Entry i lives at blocks[i >> 5][i & 31].
 */
export type Blocks<T> = readonly (readonly T[])[];

export const BLOCK_SIZE = 32;
const SHIFT = 5;
const MASK = BLOCK_SIZE - 1;

export function toBlocks<T>(items: readonly T[]): Blocks<T> {
  const blocks: T[][] = [];
  for (let start = 0; start < items.length; start += BLOCK_SIZE)
    blocks.push(items.slice(start, start + BLOCK_SIZE));
  return blocks;
}

export function fromBlocks<T>(blocks: Blocks<T>): T[] {
  // a plain loop: Array#flat is many times slower on the small lists a fight has
  const items: T[] = [];
  for (const block of blocks) for (const item of block) items.push(item);
  return items;
}

export function entryAt<T>(blocks: Blocks<T>, index: number): T {
  return blocks[index >> SHIFT][index & MASK];
}

/** A copy of `blocks` with entry `index` replaced; only that entry's block is copied. */
export function withEntry<T>(blocks: Blocks<T>, index: number, entry: T): Blocks<T> {
  const outer = blocks.slice();
  const block = outer[index >> SHIFT].slice();
  block[index & MASK] = entry;
  outer[index >> SHIFT] = block;
  return outer;
}

/** A copy of `blocks` with `entry` added after the last one. */
export function withAppended<T>(blocks: Blocks<T>, entry: T): Blocks<T> {
  const outer = blocks.slice();
  const last = outer.length - 1;
  if (last >= 0 && outer[last].length < BLOCK_SIZE) outer[last] = [...outer[last], entry];
  else outer.push([entry]);
  return outer;
}

/** A copy of `blocks` without entry `index` (the entries after it move down one place). */
export function without<T>(blocks: Blocks<T>, index: number): Blocks<T> {
  const items = fromBlocks(blocks);
  items.splice(index, 1);
  return toBlocks(items);
}
