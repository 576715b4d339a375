/**
 * Files of every entity with a file field (an `attachments` field on the
 * document or its lines; from the registry, never a list): supplier2's upload
 * no record owns yet, and supplier2's file a record owns, can be neither named
 * in another's save (refused naming the field, nothing written), downloaded
 * nor deleted by supplier1. The save is tried as supplier1 on a record of its
 * own, else as the administrator (who reads every record, and still may not
 * take a file uploaded by someone else). An entity the walk cannot reach is
 * listed in GAPS with its reason; the list may only shrink.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { dbKind, setup, type Client } from './helper.ts';
import { scopeConditions } from '../src/engine/scope.ts';
import { Params } from '../src/engine/params.ts';
import { selectList } from '../src/engine/columns.ts';
import { ident } from '../src/db/db.ts';
import type { Caller } from '../src/engine/caller.ts';
import { fill, fillForSupplier } from '../../../bench/generate.ts';
import { changedTables, columnOf, fingerprints, notRefused, pathOf, rawCall, restEntities, supplierScoped } from './robustness-kit.ts';

const t = await setup();
const admin = await t.login('admin');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const s1 = Number(supplier1.user.supplierId);
const s2 = Number(supplier2.user.supplierId);
const F = '/api/fileServer/v2/file';

const fileField = (def: EntityDef) => def.fields.some((f) => f.type === 'attachments');
/** A file field on the document or on one of its lines. */
const hasFileField = (def: EntityDef) => fileField(def) || (def.children ?? []).some((c) => fileField(getEntity(c.entity)));

/** Entities whose save the walk cannot make, and why. May only shrink: a new entity enters covered. */
const GAPS: Record<string, string> = {};

const covered = new Set<string>();
const ownedCovered = new Set<string>();
const notes: string[] = [];
after(() => {
  console.log(
    `attachment isolation [${dbKind}]: unattached files on ${covered.size} entities (${[...covered].join(', ')}), owned files on ${ownedCovered.size}`,
  );
  for (const n of notes) console.log(`attachment isolation note: ${n}`);
});

const caller = (c: Client, supplierId: number | null): Caller => ({
  userId: Number(c.user.userId),
  userName: String(c.user.userName),
  userType: String(c.user.userType),
  supplierId,
  respId: null,
  isAdmin: supplierId === null,
  lang: 'zh',
  grants: new Map(),
});
const adminCaller = caller(admin, null);
const supplierCaller = (supplierId: number): Caller => ({ ...caller(supplier1, supplierId), userId: 0, isAdmin: false, userType: 'EX' });

const call = (client: Client, url: string, payload: unknown) => rawCall(t.app, client.token, url, JSON.stringify(payload));

async function uploadAs(client: Client, fields: Record<string, string>, content: string): Promise<number | undefined> {
  const boundary = 'srmiso';
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="evidence.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  const res = await rawCall(t.app, client.token, `${F}/upload`, body, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return res.body?.status === 'S' ? Number(res.body.data[0].fileId) : undefined;
}

/** Rows of `def` the engine's scope gives `who`, editable ones first (a workflow's editable states), at most `limit`. */
async function rowsFor(def: EntityDef, who: Caller, limit = 3): Promise<Record<string, any>[]> {
  const p = new Params();
  const conds = scopeConditions(def, who, p);
  const states = def.workflow ? Object.entries(def.workflow.states).flatMap(([s, v]) => (v.editable ? [s] : [])) : [];
  if (def.workflow) conds.push(`t.${ident(columnOf(def.workflow.field))} = ANY(${p.add(states)})`);
  const res = await t.db.query<Record<string, any>>(
    `SELECT ${selectList(def)} FROM ${ident(def.table)} t WHERE ${conds.join(' AND ') || 'TRUE'} ORDER BY t.${ident(columnOf(def.key))} DESC LIMIT ${limit}`,
    p.values,
  );
  return res.rows;
}

/** The record as its edit screen has it (header and lines), with `ids` in the first attachments field found, header before lines. */
function naming(def: EntityDef, record: Record<string, any>, ids: string): { body: Record<string, any>; field: string; child?: string } | undefined {
  const own = def.fields.find((f) => f.type === 'attachments');
  if (own) return { body: { ...record, [own.name]: ids }, field: own.name };
  for (const child of def.children ?? []) {
    const line = getEntity(child.entity).fields.find((f) => f.type === 'attachments');
    const lines = record[child.name] as Record<string, unknown>[] | undefined;
    if (!line || !lines?.length) continue;
    return { body: { ...record, [child.name]: lines.map((l, i) => (i === 0 ? { ...l, [line.name]: ids } : l)) }, field: line.name, child: child.name };
  }
  return undefined;
}

const fileRow = async (fileId: number) =>
  (await t.db.query(`SELECT function_id AS "functionId", business_id::text AS "businessId" FROM sys_files WHERE file_id = $1`, [fileId])).rows[0];

test(`[${dbKind}] every entity with a file field: another supplier's unattached and owned files cannot be attached, read or deleted`, async () => {
  const withFiles = restEntities().filter((def) => !def.readOnly && hasFileField(def));
  // Narrowed to a few entities (SRM_ROBUSTNESS_ENTITIES), the count says nothing.
  if (!process.env.SRM_ROBUSTNESS_ENTITIES) assert.ok(withFiles.length >= 20, `only ${withFiles.length} entities with a file field in the registry`);
  const failures: string[] = [];
  const uncovered: string[] = [];
  for (const def of withFiles) {
    // supplier2's upload on a new form of this entity (or, without the right to upload there, on no form): no record owns it.
    const free = (await uploadAs(supplier2, { functionId: def.name }, `${def.name} free`)) ?? (await uploadAs(supplier2, {}, `${def.name} free`));
    assert.ok(free, `supplier2 could not upload for ${def.name}`);
    // supplier2's file a record of supplier2 owns (uploaded there by the administrator), where supplier1 cannot see that record.
    let theirRow = (await rowsFor(def, supplierCaller(s2), 1))[0] ?? (supplierScoped(def) ? undefined : (await rowsFor(def, adminCaller, 1))[0]);
    if (!theirRow && supplierScoped(def) && !def.view) {
      await fillForSupplier(t.db, def, s2, 1, 'att').catch((err) =>
        notes.push(`${def.name}: generating supplier2's row failed: ${String(err?.message ?? err)}`),
      );
      theirRow = (await rowsFor(def, supplierCaller(s2), 1))[0];
    }
    let owned: number | undefined;
    if (theirRow) {
      const seen = await call(supplier1, pathOf(def, 'findById'), { [def.key]: theirRow[def.key] });
      if (seen.body?.status === 'S')
        notes.push(`${def.name}: supplier1 reads the record owning the file (shared by design), so only its unattached file is walked`);
      else owned = await uploadAs(admin, { functionId: def.name, businessId: String(theirRow[def.key]) }, `${def.name} owned`);
    }
    const victims = [free, ...(owned ? [owned] : [])];
    const before = await Promise.all(victims.map(fileRow));

    // Named in a save: refused naming the field, and nothing written. supplier1 on its own record first, else the
    // administrator; never on the record that owns the file (there it is already on the record, and saves).
    // A draft of supplier1 for the administrator to save, when the demo holds no editable row (the bench's generator, initial state).
    if (!def.parent && !def.view && !(await rowsFor(def, adminCaller, 1)).length) {
      const fixed = def.scope?.supplier && def.scope.supplier !== def.key ? { [def.scope.supplier]: String(s1) } : {};
      await fill(t.db, def, { count: 1, tag: `own${Date.now().toString(36)}`, fixed }).catch((err) =>
        notes.push(`${def.name}: generating a draft failed: ${String(err?.message ?? err)}`),
      );
    }
    const tried: string[] = [];
    const refusedOn = async (fileId: number, owner?: unknown): Promise<boolean> => {
      for (const [who, scope] of [
        [supplier1, supplierCaller(s1)],
        [admin, adminCaller],
      ] as const) {
        const label = who === admin ? 'admin' : 'supplier1';
        // The newest eight: a demo part's own new records (the screening's suppliers) may have no line yet to name a file on.
        for (const row of await rowsFor(def, scope, 8)) {
          if (owner !== undefined && String(row[def.key]) === String(owner)) continue;
          const found = await call(who, pathOf(def, 'findById'), { [def.key]: row[def.key] });
          if (found.body?.status !== 'S') {
            tried.push(`${label} cannot read #${row[def.key]}: ${found.body?.code}`);
            continue;
          }
          const named = naming(def, found.body.data, String(fileId));
          if (!named) {
            tried.push(`#${row[def.key]} has no line to name a file on`);
            continue;
          }
          const writes = await fingerprints(t.db);
          const res = await call(who, pathOf(def, 'saveOrUpdate'), named.body);
          if (res.body?.status === 'S') {
            failures.push(`${def.name}: ${label} attached supplier2's file ${fileId} to #${row[def.key]}`);
            return true;
          }
          const errors = ((res.body as { errors?: { field: string; code: string; child?: string }[] })?.errors ?? []).filter(
            (e) => e.code === 'rule.attachmentNotYours',
          );
          if (!errors.length) {
            tried.push(`${label} #${row[def.key]}: ${res.body?.code} ${res.body?.msg ?? ''}`.slice(0, 160));
            continue;
          }
          const changed = changedTables(writes, await fingerprints(t.db));
          if (changed.length) failures.push(`${def.name}: the refused save changed ${changed.join(', ')}`);
          if (errors[0].field !== named.field || (named.child && errors[0].child !== named.child))
            failures.push(`${def.name}: the refusal names ${errors[0].child ?? ''}.${errors[0].field}, not ${named.child ?? ''}.${named.field}`);
          return true;
        }
      }
      return false;
    };
    if (await refusedOn(free)) covered.add(def.name);
    else if (!GAPS[def.name]) uncovered.push(`${def.name} (${tried.join('; ') || 'no record to save'})`);
    if (owned && !(await refusedOn(owned, theirRow![def.key]))) notes.push(`${def.name}: no second record to name the owned file in`);
    else if (owned) ownedCovered.add(def.name);

    // Neither read nor deleted by supplier1.
    for (const fileId of victims) {
      for (const op of ['download', 'downloadById']) {
        const why = notRefused(await call(supplier1, `${F}/${op}`, { fileId }), ['FILE_NOT_FOUND']);
        if (why) failures.push(`${def.name} ${op} of supplier2's file ${fileId} by supplier1: ${why}`);
      }
      const why = notRefused(await call(supplier1, `${F}/batchDelete`, { ids: [fileId] }), ['FORBIDDEN', 'FILE_NOT_FOUND']);
      if (why) failures.push(`${def.name} delete of supplier2's file ${fileId} by supplier1: ${why}`);
    }
    assert.deepEqual(await Promise.all(victims.map(fileRow)), before, `${def.name}: supplier2's files are as they were`);
  }
  const filled = Object.keys(GAPS).filter((name) => covered.has(name));
  assert.deepEqual(filled, [], 'covered now: take them out of GAPS');
  assert.deepEqual(failures, []);
  assert.deepEqual(uncovered, [], 'entities with a file field whose save the walk could not refuse on the file');
});
