/** Office documents to PDF through LibreOffice (SOFFICE_PATH), for the PDF viewer. */
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export const OFFICE_FORMATS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'txt']);

export async function convertToPdf(soffice: string, source: Readable, ext: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'srm-pdf-'));
  try {
    const input = join(dir, `in.${ext}`);
    await pipeline(source, createWriteStream(input));
    await new Promise<void>((resolve, reject) =>
      execFile(soffice, ['--headless', '--convert-to', 'pdf', '--outdir', dir, input], { timeout: 120_000 }, (err) => (err ? reject(err) : resolve())),
    );
    return await readFile(join(dir, 'in.pdf'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
