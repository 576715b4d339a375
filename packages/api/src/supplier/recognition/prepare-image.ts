/**
 * Turns an uploaded licence image into what the recogniser reads best: checked
 * (its bytes are an image of an accepted kind, its size within limits),
 * decoded, flattened onto white (a transparent PNG would read as black), scaled
 * so that the text is neither tiny nor needlessly large (a 12-megapixel phone
 * photo takes seconds more and reads no better), and encoded as PNG.
 */
import type { Image } from '@napi-rs/canvas';
import { AppError, ValidationError } from '../../engine/app-error.ts';
import { readImageHeader, type ImageHeader } from './image-header.ts';

export const IMAGE_LIMITS = {
  /** Bytes of the upload. */
  maxBytes: 5 * 1024 * 1024,
  /** Pixels of the decoded picture (a 12-megapixel photo is about 4000×3000). */
  maxPixels: 40_000_000,
  /** The longer side the recogniser gets, at most and at least. */
  maxSide: 2600,
  minSide: 1400,
} as const;

export const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export interface PreparedImage {
  png: Buffer;
  source: ImageHeader;
  width: number;
  height: number;
}

/** Refuses what is not an accepted image or too large (field `file`), else answers the PNG to recognise. */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  if (bytes.length > IMAGE_LIMITS.maxBytes) {
    throw new ValidationError([{ field: 'file', key: 'rule.imageTooLarge', params: { max: megabytes(IMAGE_LIMITS.maxBytes) } }]);
  }
  const header = readImageHeader(bytes);
  if (!header || header.width < 1 || header.height < 1) throw new AppError('IMAGE_TYPE');
  if (header.width * header.height > IMAGE_LIMITS.maxPixels) {
    throw new ValidationError([
      { field: 'file', key: 'rule.imagePixels', params: { width: header.width, height: header.height, max: IMAGE_LIMITS.maxPixels.toLocaleString('en') } },
    ]);
  }
  // A native library (its loading is a tenth of a start): loaded by the first image rather than with the server.
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let image: Image;
  try {
    image = await loadImage(bytes);
  } catch {
    throw new AppError('IMAGE_TYPE');
  }
  if (image.width !== header.width || image.height !== header.height) throw new AppError('IMAGE_TYPE');
  const long = Math.max(image.width, image.height);
  const scale = long > IMAGE_LIMITS.maxSide ? IMAGE_LIMITS.maxSide / long : long < IMAGE_LIMITS.minSide ? Math.min(2, IMAGE_LIMITS.minSide / long) : 1;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.imageSmoothingQuality = 'high';
  g.drawImage(image, 0, 0, width, height);
  // encode() runs on the thread pool; toBuffer() would hold the event loop for the whole PNG.
  const png = await canvas.encode('png');
  return { png, source: header, width, height };
}
