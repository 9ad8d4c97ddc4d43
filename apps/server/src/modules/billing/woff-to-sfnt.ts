import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_BYTES = 44;
const WOFF_TABLE_ENTRY_BYTES = 20;

/**
 * The TrueType/OpenType file inside a WOFF 1.0 file (the W3C format: each table zlib-compressed,
 * nothing else changed). Fonts reach us from npm as web fonts, while HarfBuzz and a PDF both want
 * the plain font: undoing WOFF 1.0 is a table directory and one inflate per table.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER_BYTES || view.getUint32(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF 1.0 font");
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const entry = WOFF_HEADER_BYTES + i * WOFF_TABLE_ENTRY_BYTES;
    const offset = view.getUint32(entry + 4);
    const compressedLength = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== length) throw new Error("A WOFF table does not have its stated length");
    tables.push({ tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data });
  }

  const padded = (n: number) => (n + 3) & ~3;
  const directoryBytes = 12 + 16 * count;
  const sfnt = new Uint8Array(tables.reduce((size, t) => size + padded(t.data.byteLength), directoryBytes));
  const out = new DataView(sfnt.buffer);
  let log2 = 0;
  while (2 ** (log2 + 1) <= count) log2++;
  out.setUint32(0, flavor);
  out.setUint16(4, count);
  out.setUint16(6, 16 * 2 ** log2);
  out.setUint16(8, log2);
  out.setUint16(10, 16 * count - 16 * 2 ** log2);
  let at = directoryBytes;
  tables.forEach((table, i) => {
    const entry = 12 + 16 * i;
    out.setUint32(entry, table.tag);
    out.setUint32(entry + 4, table.checksum);
    out.setUint32(entry + 8, at);
    out.setUint32(entry + 12, table.data.byteLength);
    sfnt.set(table.data, at);
    at += padded(table.data.byteLength);
  });
  return sfnt;
}
