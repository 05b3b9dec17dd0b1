// WOFF (version 1) to the font file inside it (TrueType or OpenType), for the test fonts: the
// font packages ship WOFF, and Chromium reads only plain font files from the system's fonts.
// A WOFF file is the font's tables, each one zlib-compressed when that made it smaller, with a
// header and a table directory saying where each is (W3C, WOFF File Format 1.0).
import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** The font inside `woff` (a Buffer), as a Buffer; throws when it is not WOFF 1.0. */
export function fontOfWoff(woff) {
  if (woff.length < WOFF_HEADER || woff.toString('latin1', 0, 4) !== 'wOFF') {
    throw new Error('Not a WOFF 1.0 file.');
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = [];
  for (let k = 0; k < count; k++) {
    const at = WOFF_HEADER + k * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const stored = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + stored);
    const data = stored < length ? inflateSync(raw) : raw;
    if (data.length !== length) throw new Error('A WOFF table has the wrong length.');
    tables.push({ tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data });
  }
  // The font's own header: its binary-search fields, then each table 4-byte aligned.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(SFNT_HEADER + count * SFNT_ENTRY);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * SFNT_ENTRY, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * SFNT_ENTRY - power * SFNT_ENTRY, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, k) => {
    const at = SFNT_HEADER + k * SFNT_ENTRY;
    tag.copy(header, at);
    header.writeUInt32BE(checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
