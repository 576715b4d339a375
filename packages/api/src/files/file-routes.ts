/**
 * File service routes of SPEC section 7, under /api/fileServer (and the same
 * paths without that prefix):
 *
 * - POST v2/file/upload        multipart: files (one or more), path, functionId,
 *                              businessId, fileDesc -> data: file records
 * - POST v2/file/download      { fileId } (or GET ?fileId=) -> the bytes
 * - POST v2/file/downloadById  { fileId } -> the bytes
 * - POST v2/file/batchDownload { ids } -> zip named attachments_yyyyMMddHHmmss.zip
 * - POST v2/file/batchDelete   { ids } -> msg "attachment deleted successfully..."
 * - POST v2/file/delete        { fileId } (or { ids })
 * - POST v2/file/listBaseFile  { ids } or { functionId, businessId } -> data[] with fileId
 * - POST v2/file/quoteFile     { fileId, functionId, businessId, fileName?, fileDesc? }
 *                              -> a new record pointing at the same bytes
 * - POST v2/file/copy          same payload -> a new record with its own copy
 *
 * functionId is the entity name (`notice`) or its REST name (`srmBaseNotice`);
 * businessId the record's key. File records answer fileId, fileName, fileSize,
 * contentType, sha256, functionId, businessId, filePath, fileDesc, uploadUserId,
 * creationDate. A GET download (a link) carries a one-use `?ticket=` of the
 * signed `accessTicket` call (tickets/), never the session token; an OAuth
 * app's `Bearer` header works as on every call.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { format } from '@srm/domain/i18n/messages.ts';
import { AppError } from '../engine/app-error.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { filesOfRecord, publicFile, type FileRow } from './file-repo.ts';
import { parseIds, type FileService } from './file-service.ts';
import { entityOfFunction } from './file-access.ts';
import { receiveUpload, targetOf } from './upload.ts';
import { sendFile, userFileHeaders } from './send-file.ts';
import { fileSchemas } from './file-schemas.ts';

export const FILE_PREFIXES = ['/api/fileServer', ''];
const auth = { config: { access: 'authenticated' as const } };

export function payloadOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  return { ...(request.query as Record<string, unknown>), ...body };
}

export function fileIdOf(payload: Record<string, unknown>, missing: 'FILE_ID_REQUIRED' | 'FILE_NOT_FOUND' = 'FILE_NOT_FOUND'): number {
  const ids = parseIds(payload.fileId ?? payload.id);
  if (!ids.length) throw new AppError(missing);
  return ids[0];
}

const stamp = (d = new Date()) => d.toISOString().replace(/\D/g, '').slice(0, 14);

function uniqueNames(files: FileRow[]): string[] {
  const seen = new Map<string, number>();
  return files.map((f) => {
    const name = f.fileName.replace(/[\\/]/g, '_') || `file-${f.fileId}`;
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    if (!n) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  });
}

export function registerFileRoutes(app: FastifyInstance, files: FileService, prefix: string): void {
  const p = `${prefix}/v2/file`;

  app.post(`${p}/upload`, { ...auth, schema: fileSchemas.upload }, async (request) => {
    const rows = await receiveUpload(request, callerOf(request), files);
    return ok(rows.map(publicFile));
  });

  const download = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const [file] = await files.visible(callerOf(request), [fileIdOf(payloadOf(request))], 'download');
    return sendFile(request, reply, files, file);
  };
  for (const op of ['download', 'downloadById'] as const) {
    app.post(`${p}/${op}`, { ...auth, schema: fileSchemas[op].post }, download);
    app.get(`${p}/${op}`, { ...auth, schema: fileSchemas[op].get }, download);
  }

  app.post(`${p}/batchDownload`, { ...auth, schema: fileSchemas.batchDownload }, async (request, reply) => {
    const ids = parseIds(payloadOf(request).ids);
    if (!ids.length) throw new AppError('ATTACHMENT_IDS_REQUIRED');
    const list = await files.visible(callerOf(request), ids, 'download');
    const { default: yazl } = await import('yazl');
    const zip = new yazl.ZipFile();
    const names = uniqueNames(list);
    list.forEach((file, i) => {
      zip.addReadStreamLazy(names[i], { size: Number(file.fileSize) }, (cb: (err: Error | null, s?: NodeJS.ReadableStream) => void) => {
        files.open(file).then(
          (s) => cb(null, s),
          (err) => cb(err),
        );
      });
    });
    zip.end();
    userFileHeaders(reply.header('content-type', 'application/zip'), `attachments_${stamp()}.zip`);
    return reply.send(zip.outputStream);
  });

  app.post(`${p}/batchDelete`, { ...auth, schema: fileSchemas.batchDelete }, async (request) => {
    const ids = parseIds(payloadOf(request).ids);
    if (!ids.length) throw new AppError('ATTACHMENT_IDS_REQUIRED');
    await files.remove(callerOf(request), ids);
    return ok(null, format('ok.attachmentDeleted', request.lang));
  });

  app.post(`${p}/delete`, { ...auth, schema: fileSchemas.delete }, async (request) => {
    const payload = payloadOf(request);
    const ids = parseIds(payload.ids ?? payload.fileId ?? payload.id);
    if (!ids.length) throw new AppError('ATTACHMENT_IDS_REQUIRED');
    await files.remove(callerOf(request), ids);
    return ok(null, format('ok.attachmentDeleted', request.lang));
  });

  app.post(`${p}/listBaseFile`, { ...auth, schema: fileSchemas.list }, async (request) => {
    const payload = payloadOf(request);
    const caller = callerOf(request);
    const ids = parseIds(payload.ids ?? payload.fileIds);
    let rows: FileRow[];
    if (ids.length) {
      rows = await files.visible(caller, ids, 'download');
    } else if (payload.functionId && payload.businessId) {
      const t = targetOf(payload);
      const def = entityOfFunction(t.functionId!);
      const named = await filesOfRecord(files.db, t.functionId!, t.businessId!);
      const alias = def.name === t.functionId ? def.rest : def.name;
      const more = alias ? await filesOfRecord(files.db, alias, t.businessId!) : [];
      rows = [];
      for (const row of [...named, ...more]) if (await files.access.allowed(caller, row, 'download')) rows.push(row);
    } else {
      throw new AppError('FILE_NOT_FOUND');
    }
    if (!rows.length) throw new AppError('FILE_NOT_FOUND');
    return ok(rows.map(publicFile), '', rows.length);
  });

  for (const [op, fn] of [
    ['quoteFile', files.quote],
    ['copy', files.copy],
  ] as const) {
    app.post(`${p}/${op}`, { ...auth, schema: fileSchemas[op] }, async (request) => {
      const payload = payloadOf(request);
      const caller = callerOf(request);
      const t = targetOf(payload);
      const ids = parseIds(payload.ids ?? payload.fileId ?? payload.id);
      if (!ids.length) throw new AppError('ATTACHMENT_IDS_REQUIRED');
      const out = [];
      for (const id of ids)
        out.push(publicFile(await fn.call(files, caller, id, { ...t, fileName: typeof payload.fileName === 'string' ? payload.fileName : null })));
      return ok(out);
    });
  }
}
