/**
 * Line wrapping for CJK and Latin text: Chinese breaks between any two
 * characters, Latin words stay whole unless a word alone is wider than the line;
 * a line never starts with closing punctuation (，。、；：！？）》」』).
 */
import type { PDFFont } from 'pdf-lib';

const NO_LINE_START = new Set([...'，。、；：！？）》」』,.;:!?)']);

function tokens(text: string): string[] {
  // A Latin word (with its trailing space) is one token; every other character is one.
  return text.match(/[A-Za-z0-9_\-./:%@#&+=']+\s*|\s+|./gsu) ?? [];
}

/** `text` broken into lines no wider than `width` at `size`. Newlines are kept as breaks. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    const widthOf = (s: string) => font.widthOfTextAtSize(s, size);
    for (const token of tokens(paragraph)) {
      if (widthOf(line + token.trimEnd()) <= width) {
        line += token;
        continue;
      }
      if (line && NO_LINE_START.has(token[0] ?? '')) {
        // Keep closing punctuation with the character before it, even a little over.
        line += token;
        continue;
      }
      if (line.trim()) out.push(line.trimEnd());
      line = '';
      // A token wider than a line on its own is cut by characters.
      let piece = '';
      for (const ch of token) {
        if (piece && widthOf(piece + ch) > width) {
          out.push(piece);
          piece = '';
        }
        piece += ch;
      }
      line = piece.trimStart();
    }
    out.push(line.trimEnd());
  }
  return out;
}
