/**
 * Shared pieces of the robustness suites: raw signed calls that never throw on an
 * odd answer, the registry-derived list of routes and bad inputs, the check that
 * an answer is a refusal with a stable code, and a fingerprint of every table so a
 * refused input is proven to have written nothing.
 */
import { FIELD_TYPES } from '@srm/domain/entity/field-types.ts';
import { HEADERS } from '@srm/domain/client/headers.ts';
import { entities, getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { actionOperation, STANDARD_OPERATIONS, toSnake } from '@srm/domain/entity/naming.ts';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { errorCodes } from '@srm/domain/errors.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.ts';
import { signedHeaders } from './helper.ts';

export interface Raw {
  status: number;
  body: { status?: string; code?: string; msg?: string; count?: number; data?: any } | undefined;
  text: string;
}

/** Counts what was tried, for the closing summary. */
export const tally = {
  routes: new Set<string>(),
  inputs: 0,
  entities: new Set<string>(),
  isolated: new Set<string>(),
  attachments: new Set<string>(),
  exported: new Set<string>(),
  skipped: [] as string[],
};

export async function rawCall(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: string,
  opts: { method?: 'GET' | 'POST'; headers?: Record<string, string>; unsigned?: boolean } = {},
): Promise<Raw> {
  const method = opts.method ?? 'POST';
  tally.inputs++;
  tally.routes.add(`${method} ${url.split('?')[0]}`);
  const headers = opts.unsigned
    ? { 'content-type': 'application/json', ...(token ? { [HEADERS.authorization]: token } : {}) }
    : await signedHeaders(token, opts.headers);
  const res = await app.inject({ method, url, headers, ...(method === 'POST' ? { payload } : {}) });
  let body: Raw['body'];
  try {
    body = JSON.parse(res.body);
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body, text: res.body.slice(0, 300) };
}

const STABLE = new Set(Object.keys(errorCodes).filter((c) => c !== 'INTERNAL'));

/** Why `res` is not a 4xx refusal with a stable code (or null when it is). */
export function notRefused(res: Raw, allowed?: string[]): string | null {
  if (res.status < 400 || res.status >= 500) return `HTTP ${res.status} ${res.body?.code ?? ''} ${res.body?.msg ?? res.text}`.slice(0, 240);
  if (!res.body || (res.body.status !== 'E' && res.body.status !== 'M')) return `HTTP ${res.status} without an error envelope: ${res.text}`;
  if (!res.body.code || !STABLE.has(res.body.code)) return `HTTP ${res.status} with code ${res.body.code}`;
  if (allowed && !allowed.includes(res.body.code)) return `code ${res.body.code}, expected ${allowed.join('|')} (${res.body.msg})`;
  return null;
}

/** Why `res` is neither a success nor a clean refusal (a 5xx, or an error without a stable code). */
export function broken(res: Raw): string | null {
  if (res.status >= 200 && res.status < 400) return res.body?.status === 'E' || res.body?.status === 'M' ? `HTTP ${res.status} with an error envelope` : null;
  return notRefused(res);
}

export const SQL_AND_SCRIPT = [
  "' OR '1'='1",
  "'; DROP TABLE saaf_users; --",
  '" OR ""="',
  '1); DELETE FROM srm_pos_supplier_info; --',
  "%' UNION SELECT password FROM saaf_users --",
  '\\x27 $1 $$ ::text',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed
  '${7*7}{{7*7}}',
  '\u0000\u202e',
];
export const HUGE = 'x'.repeat(100_000);

/** `SRM_ROBUSTNESS_ENTITIES=a,b` walks only those entities, to look into one failure (the suite's own counts then fail). */
const only = process.env.SRM_ROBUSTNESS_ENTITIES?.split(',').filter(Boolean);

export function restEntities(): EntityDef[] {
  return entities.filter((e) => e.rest && (!only || only.includes(e.name)));
}

/** Every REST operation an entity answers: the standard six, the list's count, workflow actions, named lists, extra operations. */
export function operationsOf(
  def: EntityDef,
): { operation: string; kind: 'find' | 'list' | 'count' | 'save' | 'saveBatch' | 'delete' | 'deleteBatch' | 'action' | 'named' | 'extra' }[] {
  const kinds = {
    findById: 'find',
    listByPage: 'list',
    saveOrUpdate: 'save',
    doBatchSaveOrUpdate: 'saveBatch',
    delete: 'delete',
    doBatchDelete: 'deleteBatch',
  } as const;
  return [
    ...STANDARD_OPERATIONS.map((operation) => ({ operation, kind: kinds[operation] })),
    { operation: 'listCount', kind: 'count' as const },
    ...(def.workflow?.actions ?? []).map((a) => ({ operation: actionOperation(a.action), kind: 'action' as const })),
    ...Object.keys(def.namedLists ?? {}).map((operation) => ({ operation, kind: 'named' as const })),
    ...(def.operations ?? []).map((o) => ({ operation: o.operation, kind: 'extra' as const })),
  ];
}

export const pathOf = restPath;

/** A value of the wrong type for a field, one that its check must refuse (the field type's own example). */
export function wrongValue(field: FieldDef): unknown {
  return FIELD_TYPES[field.type].wrongValue;
}

export const isText = (f: FieldDef) => ['text', 'longtext', 'richtext', 'lookup', 'attachments'].includes(f.type);
export const writable = (f: FieldDef) => !f.readOnly && f.type !== 'password';

/** The supplier column that scopes a definition, directly or through its header. */
export function supplierScoped(def: EntityDef): boolean {
  let current: EntityDef | undefined = def;
  while (current) {
    if (current.scope?.supplier) return true;
    current = current.parent ? getEntity(current.parent.entity) : undefined;
  }
  return false;
}

export const columnOf = (name: string) => toSnake(name);

/** Volatile bookkeeping a refused call may legitimately touch (sessions slide, captchas are issued, jobs tick). */
// Written by sign-ins and the scheduler (jobs, their run logs, the summaries' timed refreshes) whatever a request
// does; the API call log records refused calls by design, and the ERP interfaces' log their background retries.
const VOLATILE = new Set([
  'sys_sessions',
  'sys_captchas',
  'sys_login_attempts',
  'sys_jobs',
  'sys_job_schedules',
  'sys_job_logs',
  'sys_summary_refreshes',
  'srm_base_interface_logs',
  'srm_scsi_platform_logs',
]);

/** Writes per table, counted by row triggers the first fingerprint installs (one table, not a scan of them all). */
const WRITES = 'zz_robustness_writes';
const counting = new WeakSet<Db>();

async function countWrites(db: Db): Promise<void> {
  if (counting.has(db)) return;
  const tables = await db.query<{ t: string }>(
    `SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY 1`,
  );
  const names = tables.rows.map((r) => r.t).filter((t) => !VOLATILE.has(t) && t !== WRITES && /^[a-z_][a-z0-9_]*$/.test(t));
  await db.exec(`CREATE TABLE IF NOT EXISTS ${WRITES} (t text PRIMARY KEY, n bigint NOT NULL);
    CREATE OR REPLACE FUNCTION ${WRITES}_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO ${WRITES} VALUES (TG_TABLE_NAME, 1) ON CONFLICT (t) DO UPDATE SET n = ${WRITES}.n + 1; RETURN NULL; END $$;
    ${names
      .map(
        (t) => `CREATE OR REPLACE TRIGGER zz_count_rows AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION ${WRITES}_count();
    CREATE OR REPLACE TRIGGER zz_count_truncate AFTER TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION ${WRITES}_count();`,
      )
      .join('\n')}`);
  counting.add(db);
}

/**
 * A fingerprint of every table of the current schema, by table: how many rows
 * were inserted, updated or deleted in it (and truncations) since the file
 * began, counted by triggers in the writing transaction, so a write rolled back
 * is not counted. Tables never written are absent: equal on both sides.
 */
export async function fingerprints(db: Db, exclude: string[] = []): Promise<Map<string, string>> {
  await countWrites(db);
  const r = await db.query<{ t: string; n: string }>(`SELECT t, n::text AS n FROM ${WRITES}`);
  return new Map(r.rows.filter((row) => !exclude.includes(row.t)).map((row) => [row.t, row.n]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n));
}
