/**
 * SQL of file records and their stored objects. A record is answered with the
 * names the client knows (fileId, fileName, fileSize...) plus the storage key
 * the server needs to read the bytes.
 */
import type { Queryable } from '../db/db.ts';

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

export const FILE_COLUMNS = `f.file_id AS "fileId", f.object_id AS "objectId", f.file_name AS "fileName", f.file_size AS "fileSize",
  f.content_type AS "contentType", f.sha256, f.function_id AS "functionId", f.business_id AS "businessId", f.file_path AS "filePath",
  f.file_desc AS "fileDesc", f.upload_user_id AS "uploadUserId", f.source_file_id AS "sourceFileId", f.creation_date AS "creationDate",
  o.storage_key AS "storageKey"`;

const FROM = 'sys_files f JOIN sys_file_objects o ON o.object_id = f.object_id';

/** What a client sees of a record: everything but where the bytes are. */
export function publicFile(row: FileRow): Omit<FileRow, 'storageKey' | 'objectId'> & { id: number } {
  const { storageKey: _k, objectId: _o, ...rest } = row;
  return { ...rest, id: row.fileId };
}

export async function filesByIds(q: Queryable, ids: number[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  const res = await q.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM ${FROM} WHERE f.file_id = ANY($1) ORDER BY f.file_id`, [ids]);
  return res.rows;
}

export async function filesOfRecord(q: Queryable, functionId: string, businessId: number): Promise<FileRow[]> {
  const res = await q.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM ${FROM} WHERE f.function_id = $1 AND f.business_id = $2 ORDER BY f.file_id`, [
    functionId,
    businessId,
  ]);
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
    `INSERT INTO sys_file_objects (storage_key, storage_kind, file_size, sha256, content_type, created_by, last_updated_by) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING object_id AS id`,
    [o.storageKey, o.storageKind, o.fileSize, o.sha256, o.contentType, userId],
  );
  return Number(res.rows[0].id);
}

/** A record pointing at an existing object (a new upload, a quote or a copy). */
export async function insertRecord(tx: Queryable, objectId: number, r: NewRecord, userId: number): Promise<FileRow> {
  const res = await tx.query<{ id: number }>(
    `INSERT INTO sys_files (object_id, file_name, file_size, content_type, sha256, function_id, business_id, file_path, file_desc, upload_user_id, source_file_id, created_by, last_updated_by)
     SELECT o.object_id, $2, o.file_size, o.content_type, o.sha256, $3, $4, $5, $6, $7, $8, $7, $7 FROM sys_file_objects o WHERE o.object_id = $1
     RETURNING file_id AS id`,
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
    `SELECT DISTINCT o.object_id AS "objectId" FROM sys_file_objects o JOIN sys_files f ON f.object_id = o.object_id WHERE f.file_id = ANY($1) ORDER BY 1`,
    [ids],
  );
  const objectIds = objects.rows.map((r) => Number(r.objectId));
  if (objectIds.length) await tx.query(`SELECT 1 FROM sys_file_objects WHERE object_id = ANY($1) ORDER BY object_id FOR UPDATE`, [objectIds]);
  await tx.query(`DELETE FROM sys_files WHERE file_id = ANY($1)`, [ids]);
  const orphans = await tx.query<{ storageKey: string }>(
    `DELETE FROM sys_file_objects o WHERE o.object_id = ANY($1) AND NOT EXISTS (SELECT 1 FROM sys_files f WHERE f.object_id = o.object_id) RETURNING o.storage_key AS "storageKey"`,
    [objectIds],
  );
  return orphans.rows.map((r) => r.storageKey);
}
