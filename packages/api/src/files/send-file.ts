/**
 * Answers a stored file as bytes: attachment or inline, with its length, and a
 * single `Range: bytes=a-b` answered 206 so big downloads can resume.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileRow } from './file-repo.ts';
import type { FileService } from './file-service.ts';

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

export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileService,
  file: FileRow,
  kind: 'attachment' | 'inline' = 'attachment',
  contentType?: string,
) {
  const size = Number(file.fileSize);
  const range = parseRange(request.headers.range, size);
  reply.header('content-type', contentType ?? file.contentType ?? 'application/octet-stream');
  reply.header('content-disposition', contentDisposition(kind, file.fileName));
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
