/**
 * What an upload's bytes are, against what its name claims. The name decides
 * which formats are accepted (UPLOAD_FILE_FORMATS); the first bytes, read by
 * `file-type` (magic numbers), must be that format. A picture must be one of
 * the picture formats in its bytes: an SVG or an HTML page named .png is
 * refused. The type stored, and answered on download, is ours, never the
 * client's claim.
 */
import { AppError } from '../engine/app-error.ts';

/** How many leading bytes the sniff reads (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/** Formats with a signature: the kinds file-type may answer for each (an OOXML file it cannot tell from a zip is a zip). */
const SIGNED: Record<string, string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  zip: ['zip'],
  rar: ['rar'],
  '7z': ['7z'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
};

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * The content type to store for `head` (the first bytes) of a file claimed to
 * be `ext`, or a refusal: UNSUPPORTED_FILE_FORMAT when the bytes are another
 * format, IMAGE_TYPE when a picture is asked for and the bytes are none.
 */
export async function sniffedType(fileName: string, ext: string, head: Buffer, opts: { images?: boolean } = {}): Promise<string> {
  // Loaded by the first upload rather than with the server.
  const found = head.length ? await (await import('file-type')).fileTypeFromBuffer(head) : undefined;
  const expected = SIGNED[ext];
  // A format without a signature (text, CSV) is refused when its bytes carry one: a PNG or XML named .txt.
  const fits = expected ? !!found && expected.includes(found.ext) : !found || found.ext === ext;
  if (!fits) throw new AppError(opts.images ? 'IMAGE_TYPE' : 'UNSUPPORTED_FILE_FORMAT', { fileName });
  return TYPES[ext] ?? found?.mime ?? 'application/octet-stream';
}
