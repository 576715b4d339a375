/**
 * The type and size of an uploaded image read from its first bytes, before
 * anything decodes it: the type is what the bytes are (not what the name
 * says), and a picture of huge dimensions in a small file (a decompression
 * bomb) is refused without allocating its pixels.
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'bmp';

export interface ImageHeader {
  kind: ImageKind;
  width: number;
  height: number;
}

const startsWith = (b: Buffer, bytes: number[]) => bytes.every((v, i) => b[i] === v);

function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = b[i + 1];
    // Fill bytes, and markers without a length.
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    // SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** The image's kind and size, or null when the bytes are none of the accepted images. */
export function readImageHeader(b: Buffer): ImageHeader | null {
  if (b.length < 26) return null;
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (startsWith(b, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(b);
    return size ? { kind: 'jpeg', ...size } : null;
  }
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38])) return { kind: 'gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (startsWith(b, [0x42, 0x4d])) {
    // BITMAPCOREHEADER (12 bytes) has 16-bit sizes; the later headers 32-bit, the height negative for top-down rows.
    const dib = b.readUInt32LE(14);
    if (dib === 12) return { kind: 'bmp', width: b.readUInt16LE(18), height: b.readUInt16LE(20) };
    return { kind: 'bmp', width: Math.abs(b.readInt32LE(18)), height: Math.abs(b.readInt32LE(22)) };
  }
  return null;
}
