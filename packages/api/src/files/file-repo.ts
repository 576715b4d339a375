/**
 * SQL of file records and their stored objects. A record is answered with the
 * names the client knows (fileId, fileName, fileSize...) plus the storage key
 * the server needs to read the bytes.
 */
import type { Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';

const FILE = table('sys_files');
const OBJECT = table('sys_file_objects');
/** The record and its object as every read joins them (`f`, `o`). */
const file = FILE.as('f');
const object = OBJECT.as('o');

export interface FileRow {
  fileId: number;
  objectId: number;
  fileName: string;
  fileSize: number;
  contentType: string | null;
  sha256: string;
  functionId: string | null;
  businessId: number | null;
  filePath: string | null;
  fileDesc: string | null;
  uploadUserId: number;
  sourceFileId: number | null;
  creationDate: string;
  storageKey: string;
}

/** What a record says of its file, as written and as read. */
const RECORD = [
  'object_id',
  'file_name',
  'file_size',
  'content_type',
  'sha256',
  'function_id',
  'business_id',
  'file_path',
  'file_desc',
  'upload_user_id',
  'source_file_id',
] as const;

export const FILE_COLUMNS = `${file.$fields('file_id', ...RECORD, 'creation_date')}, ${object.$fields('storage_key')}`;

const FROM = `${file} JOIN ${object} ON ${object.object_id} = ${file.object_id}`;

/** What a client sees of a record: everything but where the bytes are. */
export function publicFile(row: FileRow): Omit<FileRow, 'storageKey' | 'objectId'> & { id: number } {
  const { storageKey: _k, objectId: _o, ...rest } = row;
  return { ...rest, id: row.fileId };
}

export async function filesByIds(q: Queryable, ids: number[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  const res = await q.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM ${FROM} WHERE ${file.file_id} = ANY($1) ORDER BY ${file.file_id}`, [ids]);
  return res.rows;
}

export async function filesOfRecord(q: Queryable, functionId: string, businessId: number): Promise<FileRow[]> {
  const res = await q.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM ${FROM} WHERE ${file.function_id} = $1 AND ${file.business_id} = $2 ORDER BY ${file.file_id}`,
    [functionId, businessId],
  );
  return res.rows;
}

export interface NewObject {
  storageKey: string;
  storageKind: string;
  fileSize: number;
  sha256: string;
  contentType: string | null;
}

export interface NewRecord {
  fileName: string;
  functionId: string | null;
  businessId: number | null;
  filePath: string | null;
  fileDesc: string | null;
  sourceFileId?: number | null;
}

export async function insertObject(tx: Queryable, o: NewObject, userId: number): Promise<number> {
  const res = await tx.query<{ id: number }>(
    `INSERT INTO ${OBJECT} (${OBJECT.$list('storage_key', 'storage_kind', 'file_size', 'sha256', 'content_type', 'created_by', 'last_updated_by')})
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${OBJECT.object_id} AS id`,
    [o.storageKey, o.storageKind, o.fileSize, o.sha256, o.contentType, userId],
  );
  return Number(res.rows[0].id);
}

/** A record pointing at an existing object (a new upload, a quote or a copy). */
export async function insertRecord(tx: Queryable, objectId: number, r: NewRecord, userId: number): Promise<FileRow> {
  const res = await tx.query<{ id: number }>(
    `INSERT INTO ${FILE} (${FILE.$list(...RECORD, 'created_by', 'last_updated_by')})
     SELECT ${object.object_id}, $2, ${object.file_size}, ${object.content_type}, ${object.sha256}, $3, $4, $5, $6, $7, $8, $7, $7 FROM ${object} WHERE ${object.object_id} = $1
     RETURNING ${FILE.file_id} AS id`,
    [objectId, r.fileName, r.functionId, r.businessId, r.filePath, r.fileDesc, userId, r.sourceFileId ?? null],
  );
  return (await filesByIds(tx, [Number(res.rows[0].id)]))[0];
}

/**
 * Removes records; answers the storage keys of objects no record points at any
 * more, for the caller to delete after commit. The object row is locked first so
 * a concurrent quote of the same object cannot slip in between.
 */
export async function deleteRecords(tx: Queryable, ids: number[]): Promise<string[]> {
  const objects = await tx.query<{ objectId: number }>(
    `SELECT DISTINCT ${object.$fields('object_id')} FROM ${object} JOIN ${file} ON ${file.object_id} = ${object.object_id} WHERE ${file.file_id} = ANY($1) ORDER BY 1`,
    [ids],
  );
  const objectIds = objects.rows.map((r) => Number(r.objectId));
  if (objectIds.length) await tx.query(`SELECT 1 FROM ${OBJECT} WHERE ${OBJECT.object_id} = ANY($1) ORDER BY ${OBJECT.object_id} FOR UPDATE`, [objectIds]);
  await tx.query(`DELETE FROM ${FILE} WHERE ${FILE.file_id} = ANY($1)`, [ids]);
  const orphans = await tx.query<{ storageKey: string }>(
    `DELETE FROM ${object} WHERE ${object.object_id} = ANY($1) AND NOT EXISTS (SELECT 1 FROM ${file} WHERE ${file.object_id} = ${object.object_id}) RETURNING ${object.$fields('storage_key')}`,
    [objectIds],
  );
  return orphans.rows.map((r) => r.storageKey);
}
