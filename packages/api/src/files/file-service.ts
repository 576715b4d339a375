/**
 * The file operations every route and job uses: store a stream (counted, hashed,
 * size-limited), create records in one transaction, read, quote, copy, delete.
 * Bytes are written before the record and removed when the record cannot be
 * written, so no record points at missing bytes and no bytes outlive a failure.
 */
import { pipeline, type Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { FileAccess, FileAction } from './file-access.ts';
import { deleteRecords, filesByIds, insertObject, insertRecord, type FileRow, type NewRecord } from './file-repo.ts';
import { Meter } from './meter.ts';
import { newObjectKey, type ByteRange, type FileStorage } from './storage/storage.ts';

const PROFILE = table('srm_base_config_profile');
const OBJECT = table('sys_file_objects');

export interface StoredBytes {
  storageKey: string;
  fileName: string;
  fileSize: number;
  sha256: string;
  contentType: string | null;
  /** The first bytes (files/sniff.ts reads them); not stored. */
  head?: Buffer;
}

export interface UploadLimits {
  maxBytes: number;
  formats: Set<string>;
}

export const extensionOf = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** Parses an id list given as an array, a comma-separated string or one number. */
export function parseIds(raw: unknown): number[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw === undefined || raw === null ? [] : [raw];
  const ids = list
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '' && v !== null && v !== undefined)
    .map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) throw new ValidationError([{ field: 'ids', key: 'rule.type', params: { expected: 'integer' } }]);
  return [...new Set(ids)];
}

export class FileService {
  readonly access: FileAccess;
  readonly db: Db;
  readonly storage: FileStorage;
  readonly config: Config;
  constructor(db: Db, storage: FileStorage, config: Config, access: FileAccess) {
    this.db = db;
    this.storage = storage;
    this.config = config;
    this.access = access;
  }

  /** The configured ceiling, narrowed at run time by the config profiles UPLOAD_MAX_SIZE and UPLOAD_FILE_FORMATS. */
  async limits(): Promise<UploadLimits> {
    const res = await this.db.query<{ code: string; value: string | null }>(
      `SELECT ${PROFILE.profile_code} AS code, ${PROFILE.profile_value} AS value FROM ${PROFILE}
        WHERE ${PROFILE.profile_code} IN ('UPLOAD_MAX_SIZE', 'UPLOAD_FILE_FORMATS') AND ${PROFILE.enabled_flag} = 'Y'`,
    );
    const profile = new Map(res.rows.map((r) => [r.code, r.value ?? '']));
    const size = Number(profile.get('UPLOAD_MAX_SIZE'));
    const maxBytes = Number.isFinite(size) && size > 0 ? Math.min(size, this.config.uploadMaxBytes) : this.config.uploadMaxBytes;
    const listed = (profile.get('UPLOAD_FILE_FORMATS') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase().replace(/^\./, ''))
      .filter(Boolean);
    const formats = new Set(listed.length ? this.config.uploadFormats.filter((f) => listed.includes(f)) : this.config.uploadFormats);
    return { maxBytes, formats };
  }

  /** Writes `source` under a fresh key; refuses past `limit` bytes, leaving nothing behind. */
  async storeBytes(source: Readable, fileName: string, contentType: string | null, limit = Number.MAX_SAFE_INTEGER): Promise<StoredBytes> {
    const meter = new Meter(limit, fileName);
    // pipeline also sees a source that failed before we got it (a cut-off part);
    // the error reaches storage through the meter, which it destroys.
    pipeline(source, meter, () => undefined);
    const storageKey = newObjectKey();
    await this.storage.put(storageKey, meter, contentType ?? undefined);
    return { storageKey, fileName, fileSize: meter.size, sha256: meter.sha256, contentType, head: meter.head };
  }

  /** Records for bytes already stored, in one transaction; the bytes go if that fails. */
  async createRecords(caller: Caller, stored: StoredBytes[], record: Omit<NewRecord, 'fileName'>): Promise<FileRow[]> {
    try {
      return await this.db.transaction(async (tx) => {
        const out: FileRow[] = [];
        for (const s of stored) {
          const objectId = await insertObject(
            tx,
            { storageKey: s.storageKey, storageKind: this.storage.kind, fileSize: s.fileSize, sha256: s.sha256, contentType: s.contentType },
            caller.userId,
          );
          out.push(await insertRecord(tx, objectId, { ...record, fileName: s.fileName }, caller.userId));
        }
        return out;
      });
    } catch (err) {
      await this.discard(stored.map((s) => s.storageKey));
      throw err;
    }
  }

  async discard(keys: string[]): Promise<void> {
    for (const key of keys) await this.storage.remove(key).catch(() => undefined);
  }

  /** The records of `ids` the caller may use for `action`; one unknown or refused id refuses all. */
  async visible(caller: Caller, ids: number[], action: Exclude<FileAction, 'upload'>): Promise<FileRow[]> {
    if (!ids.length) throw new AppError('FILE_NOT_FOUND');
    const rows = await filesByIds(this.db, ids);
    if (rows.length !== ids.length) throw new AppError('FILE_NOT_FOUND');
    await this.access.requireAll(caller, rows, action);
    return rows;
  }

  open(file: FileRow, range?: ByteRange): Promise<Readable> {
    return this.storage.get(file.storageKey, range);
  }

  async remove(caller: Caller, ids: number[]): Promise<number> {
    if (!ids.length) throw new AppError('ATTACHMENT_IDS_REQUIRED');
    await this.visible(caller, ids, 'delete');
    const orphans = await this.db.transaction((tx) => deleteRecords(tx, ids));
    await this.discard(orphans);
    return ids.length;
  }

  /** A second record pointing at the same stored bytes (quoteFile). */
  async quote(caller: Caller, fileId: number, target: Omit<NewRecord, 'fileName'> & { fileName?: string | null }): Promise<FileRow> {
    const [file] = await this.visible(caller, [fileId], 'download');
    await this.access.checkUpload(caller, target.functionId, target.businessId);
    return this.db.transaction(async (tx) => {
      const locked = await tx.query(`SELECT 1 FROM ${OBJECT} WHERE ${OBJECT.object_id} = $1 FOR SHARE`, [file.objectId]);
      if (!locked.rows.length) throw new AppError('FILE_NOT_FOUND');
      return insertRecord(tx, Number(file.objectId), { ...target, fileName: target.fileName || file.fileName, sourceFileId: file.fileId }, caller.userId);
    });
  }

  /** A record with its own copy of the bytes (copy): deleting either leaves the other whole. */
  async copy(caller: Caller, fileId: number, target: Omit<NewRecord, 'fileName'> & { fileName?: string | null }): Promise<FileRow> {
    const [file] = await this.visible(caller, [fileId], 'download');
    await this.access.checkUpload(caller, target.functionId, target.businessId);
    const storageKey = newObjectKey();
    await this.storage.copy(file.storageKey, storageKey);
    const [row] = await this.createRecords(
      caller,
      [{ storageKey, fileName: target.fileName || file.fileName, fileSize: Number(file.fileSize), sha256: file.sha256, contentType: file.contentType }],
      { ...target, sourceFileId: file.fileId },
    );
    return row;
  }
}
