/**
 * Who may upload, download and delete a file (SPEC section 6): the attachment
 * resource codes of the business record's entity (unless the config profile
 * ATTACHMENT_RESOURCE_CHECK is N) and the record's own scope, so a supplier only
 * reaches files of records they may see.
 *
 * - functionId names the entity (entity name or REST name), businessId the record.
 * - Entities whose screens carry attachment buttons need btnUploadAttachment,
 *   btnDownloadAttachment, btnDelAttachment; others need btnEdit to upload or
 *   delete and read access to download.
 * - A file not yet bound to a record (uploaded on a new form) is its uploader's
 *   alone. Listing its id in a record does not open it to that record's readers:
 *   saving the record attaches the file (engine/attachments.ts), and only the
 *   uploader may list a file no record owns yet.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { findEntity, findEntityByRest, getEntity, rootEntity } from '@srm/domain/entity/registry.ts';
import { resourcesFor } from '@srm/domain/entity/resources.ts';
import { STANDARD_RESOURCES } from '@srm/domain/entity/naming.ts';
import type { Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { AppError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { can, VIEW } from '../engine/permissions.ts';
import type { FileRow } from './file-repo.ts';

const PROFILE = table('srm_base_config_profile');

export type FileAction = 'upload' | 'download' | 'delete';

const ATTACHMENT_CODE: Record<FileAction, string> = {
  upload: STANDARD_RESOURCES.uploadAttachment,
  download: STANDARD_RESOURCES.downloadAttachment,
  delete: STANDARD_RESOURCES.deleteAttachment,
};

export function entityOfFunction(functionId: string): EntityDef {
  const def = findEntity(functionId) ?? findEntityByRest(functionId.replace(/Restful$/, ''));
  if (!def) throw new AppError('UNKNOWN_ENTITY', { entity: functionId });
  return def;
}

function hasAttachmentButtons(def: EntityDef): boolean {
  const root = rootEntity(def);
  const children = (root.children ?? []).map((c) => getEntity(c.entity));
  return resourcesFor(root, children).some((r) => r.resourceCode === STANDARD_RESOURCES.uploadAttachment);
}

function neededCode(def: EntityDef, action: FileAction): string {
  if (hasAttachmentButtons(def)) return ATTACHMENT_CODE[action];
  return action === 'download' ? VIEW : STANDARD_RESOURCES.edit;
}

export class FileAccess {
  private readonly db: Queryable;
  private readonly ops: EntityOperations;
  constructor(db: Queryable, ops: EntityOperations) {
    this.db = db;
    this.ops = ops;
  }

  private async resourceCheckOn(): Promise<boolean> {
    const res = await this.db.query<{ v: string }>(
      `SELECT ${PROFILE.profile_value} AS v FROM ${PROFILE} WHERE ${PROFILE.profile_code} = 'ATTACHMENT_RESOURCE_CHECK' AND ${PROFILE.enabled_flag} = 'Y'`,
    );
    return (res.rows[0]?.v ?? 'Y').toUpperCase() !== 'N';
  }

  private async mayUse(def: EntityDef, caller: Caller, action: FileAction): Promise<boolean> {
    if (!can(def, caller, VIEW)) return false;
    return !(await this.resourceCheckOn()) || can(def, caller, neededCode(def, action));
  }

  /** Refuses an upload to a record the caller may not attach files to. */
  async checkUpload(caller: Caller, functionId: string | null, businessId: number | null): Promise<void> {
    if (caller.userId === -1 || !functionId) return;
    const def = entityOfFunction(functionId);
    if (!(await this.mayUse(def, caller, 'upload'))) throw new AppError('FORBIDDEN');
    if (businessId !== null && !(await this.ops.fetch(this.db, def, caller, businessId))) throw new AppError('NOT_FOUND');
  }

  async allowed(caller: Caller, file: FileRow, action: Exclude<FileAction, 'upload'>): Promise<boolean> {
    if (caller.userId === -1) return true;
    const own = Number(file.uploadUserId) === caller.userId;
    if (!file.functionId) return own;
    const def = findEntity(file.functionId) ?? findEntityByRest(file.functionId);
    if (!def) return own;
    if (!(await this.mayUse(def, caller, action))) return false;
    if (file.businessId !== null && file.businessId !== undefined) return !!(await this.ops.fetch(this.db, def, caller, Number(file.businessId)));
    return own;
  }

  /** All of `files` for `action`, or a refusal naming none of them (all or nothing). */
  async requireAll(caller: Caller, files: FileRow[], action: Exclude<FileAction, 'upload'>): Promise<void> {
    for (const file of files) if (!(await this.allowed(caller, file, action))) throw new AppError(action === 'delete' ? 'FORBIDDEN' : 'FILE_NOT_FOUND');
  }
}
