/**
 * The file ids a record names in its `attachments` fields (header and lines).
 * A file belongs to whoever uploaded it until a record owns it: a save may name
 * a file the caller uploaded and no record owns yet, or one already on this
 * record; saving attaches the new ones to the record (functionId, businessId),
 * so from then on the file follows the record's scope (files/file-access.ts).
 * Naming a file is never a way to reach it: a file id is a small sequential
 * number anyone can guess.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident, type Queryable } from '../db/db.ts';
import type { FieldViolation } from './app-error.ts';
import type { Caller } from './caller.ts';
import type { RecordRef } from './references.ts';

type Row = Record<string, unknown>;

const attachmentFields = (def: EntityDef) => def.fields.filter((f) => f.type === 'attachments');

/** Whether the document or one of its lines has an attachments field. */
export function hasAttachmentFields(def: EntityDef): boolean {
  return attachmentFields(def).length > 0 || (def.children ?? []).some((c) => attachmentFields(getEntity(c.entity)).length > 0);
}

/** The names a file row's functionId may give the document by (the portal sends the entity name, older clients the REST name). */
export const functionNamesOf = (def: EntityDef): string[] => [def.name, ...(def.rest ? [def.rest, `${def.rest}Restful`] : [])];

/** The tokens of a comma-separated id list as sent (blank ones dropped). */
function tokensOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return String(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const asId = (token: string) => (/^\d{1,15}$/.test(token) ? Number(token) : null);

/** The ids the stored document and its stored lines name in their attachments fields: already on the record. */
async function storedIds(tx: Queryable, def: EntityDef, id: number, before: Row | undefined): Promise<Set<string>> {
  const out = new Set<string>();
  for (const f of attachmentFields(def)) for (const t of tokensOf(before?.[f.name])) out.add(t);
  for (const child of def.children ?? []) {
    const line = getEntity(child.entity);
    const fields = attachmentFields(line);
    if (!fields.length) continue;
    const cols = fields.map((f) => `t.${ident(toSnake(f.name))}`).join(', ');
    const res = await tx.query<Row>(`SELECT ${cols} FROM ${ident(line.table)} t WHERE t.${ident(toSnake(child.foreignKey))} = $1`, [id]);
    for (const r of res.rows) for (const f of fields) for (const t of tokensOf(r[toSnake(f.name)])) out.add(t);
  }
  return out;
}

/**
 * Checks the ids of the header's and the lines' attachments fields; a refusal
 * names the field (and line). Answers the ids to attach once the record is
 * written (`attachFiles`). `id` is the record's key on an update. `carried`:
 * the body is the server's own, made from records it read in the caller's
 * scope (a supplier's proposed change, its merge on approval), so a file that
 * another record owns may be listed: it stays that record's, listing it grants
 * no one anything.
 */
export async function checkAttachments(
  tx: Queryable,
  def: EntityDef,
  caller: Caller,
  items: { header: RecordRef; lines: { def: EntityDef; refs: RecordRef[] }[] },
  id: number | undefined,
  violations: FieldViolation[],
  carried = false,
): Promise<number[]> {
  const named: { ref: RecordRef; field: string; token: string }[] = [];
  const collect = (d: EntityDef, ref: RecordRef) => {
    for (const f of attachmentFields(d)) for (const token of tokensOf(ref.record[f.name])) named.push({ ref, field: f.name, token });
  };
  collect(def, items.header);
  for (const l of items.lines) for (const ref of l.refs) collect(l.def, ref);
  if (!named.length) return [];

  const onRecord = id === undefined ? new Set<string>() : await storedIds(tx, def, id, items.header.before);
  const asked = [...new Set(named.filter((n) => !onRecord.has(n.token)).map((n) => asId(n.token)))].filter((v): v is number => v !== null);
  // Locked: two saves naming the same unattached file cannot both take it.
  const files = asked.length
    ? await tx.query<{ fileId: number; uploadUserId: number; functionId: string | null; businessId: number | null }>(
        `SELECT file_id AS "fileId", upload_user_id AS "uploadUserId", function_id AS "functionId", business_id AS "businessId"
           FROM sys_files WHERE file_id = ANY($1) ORDER BY file_id FOR UPDATE`,
        [asked],
      )
    : { rows: [] };
  const byId = new Map(files.rows.map((r) => [Number(r.fileId), r]));
  const names = functionNamesOf(def);
  const system = caller.userId === -1;
  const claimed = new Set<number>();
  for (const n of named) {
    if (onRecord.has(n.token)) continue;
    const fileId = asId(n.token);
    const file = fileId === null ? undefined : byId.get(fileId);
    const free = file && (file.businessId === null || file.businessId === undefined);
    const ours = file && !free && (carried || (id !== undefined && Number(file.businessId) === id && names.includes(String(file.functionId))));
    // The server acting on its own (demo seed, jobs) attaches any file that is free.
    const mine = free && (system || Number(file.uploadUserId) === caller.userId);
    if (ours) continue;
    if (mine) {
      claimed.add(fileId!);
      continue;
    }
    violations.push({ field: n.field, key: 'rule.attachmentNotYours', params: { value: n.token }, row: n.ref.row, child: n.ref.child });
  }
  return [...claimed];
}

/** The claimed files become the record's: they follow its scope from now on. Same transaction as the record. */
export async function attachFiles(tx: Queryable, def: EntityDef, id: number, fileIds: number[], caller: Caller): Promise<void> {
  if (!fileIds.length) return;
  await tx.query(
    `UPDATE sys_files SET function_id = $1, business_id = $2, last_updated_by = $3, last_update_date = now() WHERE file_id = ANY($4) AND business_id IS NULL`,
    [def.name, id, caller.userId, fileIds],
  );
}

/**
 * Of the ids a stored record lists, those of files it owns: what an answer
 * outside the save path (a tender's bid shown to the jury) may offer for download.
 */
export async function ownedIds(q: Queryable, def: EntityDef, records: { id: number; value: unknown }[]): Promise<Map<number, string>> {
  const wanted = records.flatMap((r) => tokensOf(r.value).map(asId)).filter((v): v is number => v !== null);
  const res = wanted.length
    ? await q.query<{ fileId: number; businessId: number }>(
        `SELECT file_id AS "fileId", business_id AS "businessId" FROM sys_files WHERE file_id = ANY($1) AND function_id = ANY($2) AND business_id = ANY($3)`,
        [wanted, functionNamesOf(def), records.map((r) => r.id)],
      )
    : { rows: [] };
  const owned = new Set(res.rows.map((r) => `${Number(r.businessId)}:${Number(r.fileId)}`));
  return new Map(
    records.map((r) => [
      r.id,
      tokensOf(r.value)
        .filter((t) => owned.has(`${r.id}:${asId(t)}`))
        .join(','),
    ]),
  );
}
