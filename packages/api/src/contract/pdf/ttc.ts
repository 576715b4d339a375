/**
 * One font taken out of a TrueType collection (.ttc) as a standalone .ttf:
 * pdf-lib's fontkit embedding takes single fonts only, and Debian's CJK fonts
 * with Latin glyphs (wqy-microhei) come as collections. The font's tables are
 * copied after a new table directory, each 4-byte aligned, offsets rewritten.
 */
export function fontFromCollection(ttc: Uint8Array, index = 0): Uint8Array {
  const src = new DataView(ttc.buffer, ttc.byteOffset, ttc.byteLength);
  const tag = String.fromCharCode(...ttc.subarray(0, 4));
  if (tag !== 'ttcf') return ttc;
  const count = src.getUint32(8);
  if (index >= count) throw new Error(`the collection has ${count} fonts`);
  const dir = src.getUint32(12 + 4 * index);
  const numTables = src.getUint16(dir + 4);
  const tables: { tag: number; checksum: number; offset: number; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = dir + 12 + 16 * i;
    tables.push({ tag: src.getUint32(at), checksum: src.getUint32(at + 4), offset: src.getUint32(at + 8), length: src.getUint32(at + 12) });
  }
  const headerSize = 12 + 16 * numTables;
  const pad = (n: number) => (n + 3) & ~3;
  const total = tables.reduce((sum, t) => sum + pad(t.length), headerSize);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out.set(ttc.subarray(dir, dir + 12), 0);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + 16 * i;
    view.setUint32(at, t.tag);
    view.setUint32(at + 4, t.checksum);
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, t.length);
    out.set(ttc.subarray(t.offset, t.offset + t.length), offset);
    offset += pad(t.length);
  });
  return out;
}
