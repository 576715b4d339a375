/**
 * Receives a multipart upload (fields files, path, functionId, businessId,
 * fileDesc) streaming each file to storage. Formats and size follow the limits,
 * and the bytes must be the format the name claims (sniff.ts);
 * the business record is checked as soon as its fields have arrived (and again
 * at the end, for clients that send them after the files). Anything that goes
 * wrong, a cut-off request included, removes the bytes already stored.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { FileRow } from './file-repo.ts';
import { extensionOf, type FileService, type StoredBytes } from './file-service.ts';
import { sniffedType } from './sniff.ts';

export const IMAGE_FORMATS = new Set(['gif', 'jpeg', 'jpg', 'png', 'bmp']);

export interface UploadTarget {
  functionId: string | null;
  businessId: number | null;
  filePath: string | null;
  fileDesc: string | null;
}

export function targetOf(fields: Record<string, unknown>): UploadTarget {
  const text = (v: unknown) => (v === undefined || v === null || String(v).trim() === '' ? null : String(v).trim());
  const business = text(fields.businessId);
  if (business !== null && !/^\d+$/.test(business)) throw new AppError('NOT_FOUND');
  return {
    functionId: text(fields.functionId),
    businessId: business === null ? null : Number(business),
    filePath: text(fields.path ?? fields.filePath),
    fileDesc: text(fields.fileDesc),
  };
}

function isMultipartError(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? '';
  return code.startsWith('FST_') || /unexpected end|terminated early|aborted|premature/i.test(String((err as Error)?.message));
}

export async function receiveUpload(request: FastifyRequest, caller: Caller, files: FileService, opts: { images?: boolean } = {}): Promise<FileRow[]> {
  if (!request.isMultipart()) throw new AppError('NO_FILES');
  const limits = await files.limits();
  const formats = opts.images ? IMAGE_FORMATS : limits.formats;
  const fields: Record<string, string> = {};
  const stored: StoredBytes[] = [];
  let checked = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const fileName = part.filename || 'file';
      if (!formats.has(extensionOf(fileName))) {
        part.file.resume();
        throw new AppError(opts.images ? 'IMAGE_TYPE' : 'UNSUPPORTED_FILE_FORMAT', { fileName });
      }
      if (!checked && (fields.functionId !== undefined || fields.businessId !== undefined)) {
        const t = targetOf(fields);
        await files.access.checkUpload(caller, t.functionId, t.businessId);
        checked = true;
      }
      // The client's part type is a claim: the type kept is what the bytes are (sniff.ts).
      const bytes = await files.storeBytes(part.file, fileName, null, limits.maxBytes);
      stored.push(bytes);
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { fileName });
      bytes.contentType = await sniffedType(fileName, extensionOf(fileName), bytes.head ?? Buffer.alloc(0), opts);
    }
    if (!stored.length) throw new AppError('NO_FILES');
    const target = targetOf(fields);
    await files.access.checkUpload(caller, target.functionId, target.businessId);
    return await files.createRecords(caller, stored, target);
  } catch (err) {
    await files.discard(stored.map((s) => s.storageKey));
    if (err instanceof AppError) throw err;
    if ((err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { fileName: '' });
    if (isMultipartError(err)) throw new AppError('UPLOAD_ABORTED');
    throw err;
  }
}
