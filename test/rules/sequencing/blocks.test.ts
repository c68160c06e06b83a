import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BLOCK_SIZE,
  entryAt,
  fromBlocks,
  toBlocks,
  withAppended,
  withEntry,
  without,
} from "../../../src/rules/sequencing/blocks";

describe("entries stored in blocks", () => {
  it("a full block gets no empty one after it, and the next entry starts a new block", () => {
    expect(toBlocks([])).toEqual([]);
    const full = toBlocks(Array.from({ length: BLOCK_SIZE }, (_, i) => i));
    expect(full).toHaveLength(1);
    const grown = withAppended(full, BLOCK_SIZE);
    expect(grown.map((block) => block.length)).toEqual([BLOCK_SIZE, 1]);
    // the blocks appended to are left as they were
    expect(full).toHaveLength(1);
    expect(withAppended(toBlocks([1]), 2)).toEqual([[1, 2]]);
    const one = toBlocks([1]);
    withAppended(one, 2);
    expect(one).toEqual([[1]]);
  });

  it("a change copies only the block it falls in; the others are shared with the old state", () => {
    const before = toBlocks(Array.from({ length: 100 }, (_, i) => i));
    const after = withEntry(before, 40, -1);
    expect(entryAt(after, 40)).toBe(-1);
    expect(entryAt(before, 40)).toBe(40);
    expect(after.filter((block, b) => block !== before[b])).toHaveLength(1);
    expect(before).toHaveLength(Math.ceil(100 / BLOCK_SIZE));
  });

  it("behave as the plain list they hold, through changes, additions and removals", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 150 }),
        fc.array(fc.tuple(fc.constantFrom("set", "add", "drop"), fc.nat(), fc.integer())),
        (start, changes) => {
          let list = [...start];
          let blocks = toBlocks(start);
          for (const [change, at, value] of changes) {
            if (change === "add") {
              list = [...list, value];
              blocks = withAppended(blocks, value);
            } else if (list.length > 0 && change === "set") {
              list = list.map((old, i) => (i === at % list.length ? value : old));
              blocks = withEntry(blocks, at % list.length, value);
            } else if (list.length > 0) {
              list = list.filter((_, i) => i !== at % list.length);
              blocks = without(blocks, at % (list.length + 1));
            }
            expect(fromBlocks(blocks)).toEqual(list);
            expect(JSON.parse(JSON.stringify(blocks))).toEqual(blocks);
          }
        },
      ),
    );
  });
});
