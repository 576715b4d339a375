/**
 * Answers a stored file as bytes, with its length, and a single
 * `Range: bytes=a-b` answered 206 so big downloads can resume. A user's file is
 * never a page of ours: always an attachment, sandboxed (no script runs, no
 * origin is shared even if a browser renders it) and not to be sniffed into
 * another type. Previews fetch the bytes and show them from a blob.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileRow } from './file-repo.ts';
import type { FileService } from './file-service.ts';

/** The headers every answer of a user's stored bytes carries (a zip of them, a PDF made from one, too). */
export function userFileHeaders(reply: FastifyReply, fileName: string): FastifyReply {
  return reply
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff');
}

export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

export async function sendFile(request: FastifyRequest, reply: FastifyReply, files: FileService, file: FileRow, contentType?: string) {
  const size = Number(file.fileSize);
  const range = parseRange(request.headers.range, size);
  reply.header('content-type', contentType ?? file.contentType ?? 'application/octet-stream');
  userFileHeaders(reply, file.fileName);
  reply.header('accept-ranges', 'bytes');
  reply.header('x-file-sha256', file.sha256);
  if (range === 'invalid') {
    reply.header('content-range', `bytes */${size}`);
    return reply.status(416).send('');
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await files.open(file, range));
  }
  reply.header('content-length', size);
  return reply.send(size === 0 ? '' : await files.open(file));
}
