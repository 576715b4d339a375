/**
 * Resumable uploads of big files and their download:
 *
 * - POST v1/largeFile/upload, multipart with the fields first, then one chunk
 *   as the part `file`: uploadId (absent on the first chunk: a session is
 *   opened), fileName, fileSize (total bytes), offset (where this chunk starts),
 *   functionId, businessId, path, fileDesc. Answers { uploadId, receivedBytes,
 *   fileSize, complete, file? }. A chunk must start at receivedBytes; a chunk
 *   cut off half-way is dropped whole, so the client sends it again.
 * - POST v1/largeFile/status { uploadId } -> { uploadId, receivedBytes, fileSize }:
 *   where an interrupted upload continues.
 * - GET v1/largeFile/download?id= (with a one-use ?ticket=) -> the bytes, with Range.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { publicFile } from './file-repo.ts';
import { extensionOf, type FileService } from './file-service.ts';
import { fileIdOf, payloadOf } from './file-routes.ts';
import { sendFile } from './send-file.ts';
import { targetOf } from './upload.ts';
import { newObjectKey, type PartInfo } from './storage/storage.ts';
import { createHash } from 'node:crypto';
import { fileSchemas } from './file-schemas.ts';
import { SNIFF_BYTES, sniffedType } from './sniff.ts';
import { table } from '../db/tables.ts';

const UPLOAD = table('sys_upload_sessions');

const auth = { config: { access: 'authenticated' as const } };

interface Session {
  uploadSessionId: number;
  uploadToken: string;
  userId: number;
  fileName: string;
  fileSize: number;
  receivedBytes: number;
  chunkCount: number;
  storageKey: string;
  multipartId: string | null;
  partsJson: string | null;
  functionId: string | null;
  businessId: number | null;
  filePath: string | null;
  fileDesc: string | null;
  contentType: string | null;
}

/** What an upload session holds, as written and as read. */
const SESSION = [
  'upload_token',
  'user_id',
  'file_name',
  'file_size',
  'received_bytes',
  'chunk_count',
  'storage_key',
  'multipart_id',
  'parts_json',
  'function_id',
  'business_id',
  'file_path',
  'file_desc',
  'content_type',
] as const;
const SESSION_COLUMNS = UPLOAD.$fields('upload_session_id', ...SESSION);

async function findSession(files: FileService, caller: Caller, token: string): Promise<Session> {
  const res = await files.db.query<Session>(
    `SELECT ${SESSION_COLUMNS} FROM ${UPLOAD} WHERE ${UPLOAD.upload_token} = $1 AND ${UPLOAD.user_id} = $2 AND ${UPLOAD.file_id} IS NULL`,
    [token, caller.userId],
  );
  if (!res.rows[0]) throw new AppError('NOT_FOUND');
  return { ...res.rows[0], fileSize: Number(res.rows[0].fileSize), receivedBytes: Number(res.rows[0].receivedBytes) };
}

async function openSession(files: FileService, caller: Caller, fields: Record<string, string>, contentType: string | null): Promise<Session> {
  const fileName = (fields.fileName ?? '').trim();
  const fileSize = Number(fields.fileSize);
  if (!fileName) throw new ValidationError([{ field: 'fileName', key: 'rule.required' }]);
  if (!Number.isSafeInteger(fileSize) || fileSize < 0) throw new ValidationError([{ field: 'fileSize', key: 'rule.type', params: { expected: 'integer' } }]);
  const limits = await files.limits();
  if (!limits.formats.has(extensionOf(fileName))) throw new AppError('UNSUPPORTED_FILE_FORMAT');
  if (fileSize > limits.maxBytes) throw new AppError('FILE_TOO_LARGE', { fileName });
  const t = targetOf(fields);
  await files.access.checkUpload(caller, t.functionId, t.businessId);
  const storageKey = newObjectKey();
  const multipartId = await files.storage.beginResumable(storageKey, contentType ?? undefined);
  const token = crypto.randomUUID().replace(/-/g, '');
  await files.db.query(
    `INSERT INTO ${UPLOAD} (${UPLOAD.$list(...SESSION, 'created_by', 'last_updated_by')})
     VALUES ($1, $2, $3, $4, 0, 0, $5, $6, '[]', $7, $8, $9, $10, $11, $2, $2)`,
    [token, caller.userId, fileName, fileSize, storageKey, multipartId, t.functionId, t.businessId, t.filePath, t.fileDesc, contentType],
  );
  return findSession(files, caller, token);
}

/**
 * The last chunk arrived: hash the whole object once, sniff its first bytes
 * (sniff.ts; a mismatch removes the object and the session), then the stored
 * object and its record.
 */
async function complete(files: FileService, caller: Caller, s: Session) {
  const parts = JSON.parse(s.partsJson ?? '[]') as PartInfo[];
  await files.storage.completeResumable(s.storageKey, s.multipartId, parts);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  for await (const chunk of await files.storage.get(s.storageKey)) {
    hash.update(chunk as Buffer);
    if (headBytes < SNIFF_BYTES) {
      const first = (chunk as Buffer).subarray(0, SNIFF_BYTES - headBytes);
      head.push(first);
      headBytes += first.length;
    }
  }
  let contentType: string;
  try {
    contentType = await sniffedType(s.fileName, extensionOf(s.fileName), Buffer.concat(head));
  } catch (err) {
    await files.discard([s.storageKey]);
    await files.db.query(`DELETE FROM ${UPLOAD} WHERE ${UPLOAD.upload_session_id} = $1`, [s.uploadSessionId]);
    throw err;
  }
  const [row] = await files.createRecords(
    caller,
    [{ storageKey: s.storageKey, fileName: s.fileName, fileSize: s.fileSize, sha256: hash.digest('hex'), contentType }],
    s,
  );
  await files.db.query(`UPDATE ${UPLOAD} SET ${UPLOAD.file_id} = $1, ${UPLOAD.last_update_date} = now() WHERE ${UPLOAD.upload_session_id} = $2`, [
    row.fileId,
    s.uploadSessionId,
  ]);
  return row;
}

function progress(s: Session) {
  return { uploadId: s.uploadToken, receivedBytes: s.receivedBytes, fileSize: s.fileSize, complete: false };
}

export function registerLargeFileRoutes(app: FastifyInstance, files: FileService, prefix: string): void {
  const p = `${prefix}/v1/largeFile`;

  app.post(`${p}/upload`, { ...auth, schema: fileSchemas.largeUpload }, async (request: FastifyRequest) => {
    const caller = callerOf(request);
    if (!request.isMultipart()) throw new AppError('NO_FILES');
    const fields: Record<string, string> = {};
    let session: Session | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      session = fields.uploadId ? await findSession(files, caller, fields.uploadId) : await openSession(files, caller, fields, part.mimetype || null);
      const offset = fields.offset === undefined || fields.offset === '' ? session.receivedBytes : Number(fields.offset);
      if (offset !== session.receivedBytes) {
        part.file.resume();
        throw new AppError('UPLOAD_OFFSET', { expected: session.receivedBytes });
      }
      let received = 0;
      part.file.on('data', (c: Buffer) => (received += c.length));
      let partInfo: PartInfo | null;
      try {
        partInfo = await files.storage.appendChunk(session.storageKey, session.multipartId, offset, session.chunkCount + 1, part.file);
      } catch {
        throw new AppError('UPLOAD_ABORTED');
      }
      if (part.file.truncated || offset + received > session.fileSize) {
        await files.storage.abortResumable(session.storageKey, session.multipartId);
        await files.db.query(`DELETE FROM ${UPLOAD} WHERE ${UPLOAD.upload_session_id} = $1`, [session.uploadSessionId]);
        throw new AppError('FILE_TOO_LARGE', { fileName: session.fileName });
      }
      const parts = [...(JSON.parse(session.partsJson ?? '[]') as PartInfo[]), ...(partInfo ? [partInfo] : [])];
      const moved = await files.db.query(
        `UPDATE ${UPLOAD} SET ${UPLOAD.received_bytes} = ${UPLOAD.received_bytes} + $1, ${UPLOAD.chunk_count} = ${UPLOAD.chunk_count} + 1, ${UPLOAD.parts_json} = $2,
                ${UPLOAD.last_update_date} = now()
          WHERE ${UPLOAD.upload_session_id} = $3 AND ${UPLOAD.received_bytes} = $4`,
        [received, JSON.stringify(parts), session.uploadSessionId, offset],
      );
      if (moved.rowCount !== 1) throw new AppError('UPLOAD_OFFSET', { expected: session.receivedBytes });
      session = { ...session, receivedBytes: offset + received, chunkCount: session.chunkCount + 1, partsJson: JSON.stringify(parts) };
    }
    if (!session && fields.uploadId) session = await findSession(files, caller, fields.uploadId);
    if (!session) session = await openSession(files, caller, fields, null);
    if (session.receivedBytes === session.fileSize) {
      const file = await complete(files, caller, session);
      return ok({ ...progress(session), complete: true, file: publicFile(file) });
    }
    return ok(progress(session));
  });

  app.post(`${p}/status`, { ...auth, schema: fileSchemas.largeStatus }, async (request) => {
    const token = String(payloadOf(request).uploadId ?? '');
    return ok(progress(await findSession(files, callerOf(request), token)));
  });

  app.get(`${p}/download`, { ...auth, schema: fileSchemas.largeDownload }, async (request, reply) => {
    const [file] = await files.visible(callerOf(request), [fileIdOf(payloadOf(request))], 'download');
    return sendFile(request, reply, files, file);
  });
}
