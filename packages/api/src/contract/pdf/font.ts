/**
 * The CJK font every contract PDF embeds, subset to the characters drawn:
 * Debian's fonts-wqy-microhei (Chinese and Latin glyphs in one font), taken out
 * of its .ttc collection (ttc.ts) since pdf-lib + fontkit embed single fonts
 * only. SRM_PDF_FONT names another .ttf/.ttc file.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { fontFromCollection } from './ttc.ts';

export const FONT_FILE = process.env.SRM_PDF_FONT ?? '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
let bytes: Uint8Array | undefined;

/** Whether contract PDFs can be drawn here (the demo signs its contracts only then). */
export const fontAvailable = () => existsSync(FONT_FILE);

function fontBytes(): Uint8Array {
  if (!bytes) {
    let raw: Buffer;
    try {
      raw = readFileSync(FONT_FILE);
    } catch {
      throw new Error(`The contract PDF font ${FONT_FILE} is missing (apt-get install fonts-wqy-microhei, or set SRM_PDF_FONT)`);
    }
    bytes = fontFromCollection(raw);
  }
  return bytes;
}

/** The CJK font embedded in `doc`, subset to the characters drawn. */
export async function embedCjkFont(doc: PDFDocument): Promise<PDFFont> {
  // Loaded here, not at the top: a third of a second that only a process drawing a PDF pays.
  doc.registerFontkit((await import('@pdf-lib/fontkit')).default);
  return doc.embedFont(fontBytes(), { subset: true });
}
