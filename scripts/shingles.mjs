// Runs of words shared with the rule texts (DESIGN.md "Content and licensing"): the project may
// state the rules' numbers but not repeat their prose. A text is cut into words (lower case,
// letters and digits; any other character separates), every run of SHINGLE_WORDS consecutive
// words is a shingle, and a shingle is kept only as a short hash, so the seeds' fingerprint can
// ship with the tests without their text.
import { createHash } from "node:crypto";

/** How many consecutive words make a run worth flagging. */
export const SHINGLE_WORDS = 9;

/**
 * The words of a text, as the comparison sees them.
 * @param {string} text
 * @returns {string[]}
 */
export function wordsOf(text) {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A shingle's fingerprint: the first 48 bits of its SHA-1, base64url (8 characters). With some
 * 30 000 seed shingles against a million shipped ones, a chance match is about one in ten
 * thousand.
 * @param {readonly string[]} words
 * @returns {string}
 */
export function shingleHash(words) {
  return createHash("sha1").update(words.join(" ")).digest().subarray(0, 6).toString("base64url");
}

/**
 * Every shingle of a text, with its position (the index of its first word).
 * @param {string} text
 * @returns {Generator<{ at: number; words: string[]; hash: string }>}
 */
export function* shinglesOf(text, size = SHINGLE_WORDS) {
  const words = wordsOf(text);
  for (let i = 0; i + size <= words.length; i++) {
    const run = words.slice(i, i + size);
    yield { at: i, words: run, hash: shingleHash(run) };
  }
}
