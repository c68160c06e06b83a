// Reads a zip's central directory back, so `npm run release` can check what it wrote without a
// second zip library (APPNOTE.TXT 4.3.12 central directory header, 4.3.16 end record).
import { readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER_SIZE = 30;

/**
 * @param {string} path
 * @returns {Map<string, () => Buffer>} each entry's name and a reader of its bytes
 */
export function readZip(path) {
  const zip = readFileSync(path);
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end -= 1;
  if (end < 0) throw new Error(`${path} is not a zip file.`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  /** @type {Map<string, () => Buffer>} */
  const entries = new Map();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw new Error(`${path} is damaged.`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    entries.set(name, () => {
      const start =
        localHeader +
        LOCAL_FILE_HEADER_SIZE +
        zip.readUInt16LE(localHeader + 26) +
        zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(start, start + compressedSize);
      return method === 0 ? data : inflateRawSync(data);
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
