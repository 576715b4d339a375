/**
 * Uploads no record ever took: a file uploaded on a form that was never saved
 * (or by a caller naming nothing) stays its uploader's alone, and after a day it
 * is removed, record and stored bytes (bytes another record shares are kept,
 * see deleteRecords). Left alone: what the server made itself (uploader -1: the
 * operation guide), files a record owns, and import workbooks, which the
 * import list names by id (file_id, error_file_id) without owning them.
 */
import { entities } from '@srm/domain/entity/registry.ts';
import { functionNamesOf, hasAttachmentFields } from '../engine/attachments.ts';
import { deleteRecords } from './file-repo.ts';
import { table } from '../db/tables.ts';

const FILE = table('sys_files');
const IMPORT = table('srm_base_data_import_list');
import type { FileService } from './file-service.ts';

/** How long an upload may wait for a record to take it. */
export const UNATTACHED_TTL_HOURS = 24;
const BATCH = 500;

/** The functionIds a form's upload names: the entities with an attachments field, by name or REST name. */
const formNames = () => entities.filter(hasAttachmentFields).flatMap(functionNamesOf);

/** Removes unattached uploads older than `hours`; answers how many records went. */
export async function removeUnattached(files: FileService, hours = UNATTACHED_TTL_HOURS): Promise<number> {
  const names = formNames();
  let removed = 0;
  for (;;) {
    const { count, orphans } = await files.db.transaction(async (tx) => {
      // Locked and skipped when locked: a save attaching one of them right now wins, and is not waited for.
      const f = FILE.as('f');
      const i = IMPORT.as('i');
      const due = await tx.query<{ id: number }>(
        `SELECT ${f.file_id} AS id FROM ${f}
          WHERE ${f.business_id} IS NULL AND ${f.upload_user_id} <> -1 AND ${f.creation_date} < now() - make_interval(hours => $1)
            AND (${f.function_id} IS NULL OR ${f.function_id} = ANY($2))
            AND NOT EXISTS (SELECT 1 FROM ${i} WHERE ${i.file_id} = ${f.file_id} OR ${i.error_file_id} = ${f.file_id})
          ORDER BY ${f.file_id} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [hours, names],
      );
      const ids = due.rows.map((r) => Number(r.id));
      return { count: ids.length, orphans: ids.length ? await deleteRecords(tx, ids) : [] };
    });
    // The bytes go after commit: a rolled-back delete never leaves a record without them.
    await files.discard(orphans);
    removed += count;
    if (count < BATCH) return removed;
  }
}
