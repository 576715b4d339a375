/**
 * Watermarks drawn into every page of a contract PDF on the server (not an
 * overlay): the setting's text pattern filled with the viewer's name, company
 * and time, tiled across the page at the setting's angle, size and opacity.
 * Patterns take {name}, {company}, {time}, {user} (sign-in name), {code}.
 */
import { PDFDocument, degrees, rgb } from 'pdf-lib';
import { embedCjkFont } from './font.ts';

export interface WatermarkSetting {
  textPattern: string;
  opacity: number;
  angle: number;
  fontSize: number;
  colorHex?: string | null;
}
export interface Viewer {
  name: string;
  company: string;
  userName: string;
  time: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The time as the viewer reads it on the page, server time zone, to the minute. */
export function stampTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The pattern filled for this viewer. */
export function watermarkText(pattern: string, viewer: Viewer, code = ''): string {
  return pattern
    .replaceAll('{name}', viewer.name)
    .replaceAll('{company}', viewer.company)
    .replaceAll('{time}', stampTime(viewer.time))
    .replaceAll('{user}', viewer.userName)
    .replaceAll('{code}', code)
    .trim();
}

function colour(hex?: string | null) {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex ?? '');
  if (!m) return rgb(0.55, 0.55, 0.6);
  const n = Number.parseInt(m[1], 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** `pdf` with `label` tiled over every page (a new document; the original bytes are not changed). */
export async function stampWatermark(pdf: Uint8Array, setting: WatermarkSetting, label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const font = await embedCjkFont(doc);
  const size = Math.max(6, Math.min(72, setting.fontSize || 18));
  const opacity = Math.max(0.02, Math.min(1, setting.opacity ?? 0.15));
  const angle = setting.angle ?? 30;
  const rad = (angle * Math.PI) / 180;
  const textWidth = font.widthOfTextAtSize(label, size);
  const stepX = textWidth * Math.cos(rad) + size * 4;
  const stepY = Math.max(textWidth * Math.abs(Math.sin(rad)), size) + size * 4;
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    for (let y = -stepY; y < height + stepY; y += stepY) {
      for (let x = -stepX / 2; x < width; x += stepX) {
        page.drawText(label, { x, y, size, font, color: colour(setting.colorHex), opacity, rotate: degrees(angle) });
      }
    }
  }
  return doc.save({ useObjectStreams: false });
}
