/**
 * Data at scale for any registered entity, with plain `INSERT ... SELECT
 * generate_series` (no round trip per row). Values follow the definition: valid
 * lookup codes, references spread over the rows of the referenced table, flags
 * mostly Y, unique texts made unique by the row number, workflow states chosen by
 * the caller. Also used by the robustness suite to give supplier2 rows of every
 * supplier-scoped entity.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import type { Queryable } from '../packages/api/src/db/db.ts';
import { ident } from '../packages/api/src/db/db.ts';

export interface FillOptions {
  /** Rows to add. */
  count: number;
  /** Text prefix, so repeated fills stay unique. */
  tag: string;
  /** Fixed values (SQL expressions over `g`, the row number from 1) by field name. */
  fixed?: Record<string, string>;
  /** Workflow state per row: SQL over `g`; default the initial state. */
  state?: string;
}

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

async function lookupCodes(db: Queryable, type: string): Promise<string[]> {
  const res = await db.query<{ c: string }>(
    `SELECT lookup_code AS c FROM saaf_lookup_values WHERE lookup_type = $1 AND enabled_flag = 'Y' ORDER BY seq_num, lookup_code LIMIT 20`,
    [type],
  );
  return res.rows.map((r) => r.c);
}

async function keyRange(db: Queryable, def: EntityDef): Promise<{ min: number; n: number } | undefined> {
  const res = await db.query<{ lo: number | null; hi: number | null }>(
    `SELECT min(${ident(toSnake(def.key))})::bigint AS lo, max(${ident(toSnake(def.key))})::bigint AS hi FROM ${ident(def.table)}`,
  );
  const { lo, hi } = res.rows[0];
  return lo === null || hi === null ? undefined : { min: Number(lo), n: Number(hi) - Number(lo) + 1 };
}

/** The SQL expression (over `g`) that fills one field. */
async function expression(db: Queryable, def: EntityDef, f: FieldDef, opts: FillOptions, refs: string[]): Promise<string | null> {
  if (opts.fixed?.[f.name] !== undefined) return opts.fixed[f.name];
  if (def.workflow?.field === f.name) return opts.state ?? lit(def.workflow.initial);
  const max = f.maxLength ?? (f.type === 'lookup' ? 30 : 240);
  // A unique number the engine sets (a hold on another document) cannot be made up without colliding: left empty.
  if (f.unique && !f.required && f.type !== 'text') return null;
  switch (f.type) {
    case 'text':
      return `left(${lit(`${opts.tag}${f.name.slice(0, 6)}-`)} || g, ${max})`;
    case 'longtext':
    case 'richtext':
      return `${lit(`${opts.tag} ${f.name} `)} || g`;
    case 'integer': {
      const lo = f.min ?? 0;
      const hi = Math.min(f.max ?? lo + 999, lo + 999);
      return `(${lo} + (g % ${hi - lo + 1}))`;
    }
    case 'number':
    case 'money':
      return `((g % 997) + ${Math.max(1, f.min ?? 1)})::numeric`;
    case 'date':
      return `(DATE '2026-01-01' + (g % 365)::int)`;
    case 'datetime':
      return `(TIMESTAMPTZ '2026-01-01 00:00:00+00' + (g % 365) * interval '1 day')`;
    case 'flag':
      return `CASE WHEN g % 10 = 0 THEN 'N' ELSE 'Y' END`;
    case 'lookup': {
      const codes = f.lookupType ? await lookupCodes(db, f.lookupType) : [];
      if (!codes.length) return f.required ? lit('X') : null;
      return `(ARRAY[${codes.map(lit).join(',')}])[1 + (g % ${codes.length})]`;
    }
    case 'ref': {
      if (!f.ref) return null;
      const target = getEntity(f.ref.entity);
      if (target.name === def.name) return null; // trees: roots only
      if (!(await keyRange(db, target))) return null;
      // Existing keys only (a table may have gaps), read once into an array.
      const alias = `r_${toSnake(f.name)}`;
      refs.push(`${alias} AS (SELECT ARRAY(SELECT ${ident(toSnake(target.key))} FROM ${ident(target.table)} ORDER BY 1 LIMIT 200000) AS a)`);
      return `${alias}.a[1 + (g % cardinality(${alias}.a))]`;
    }
    default:
      return null; // attachments, passwords
  }
}

/** Adds `opts.count` rows to `def`'s table; answers the key range added. */
export async function fill(db: Queryable, def: EntityDef, opts: FillOptions): Promise<{ first: number; last: number }> {
  const cols: string[] = [];
  const exprs: string[] = [];
  const refs: string[] = [];
  for (const f of def.fields) {
    const e = await expression(db, def, f, opts, refs);
    if (e === null) continue;
    cols.push(ident(toSnake(f.name)));
    exprs.push(e);
  }
  const key = ident(toSnake(def.key));
  const res = await db.query<{ lo: number; hi: number }>(
    `WITH ${refs.map((r) => `${r}, `).join('')}ins AS (INSERT INTO ${ident(def.table)} (${cols.join(', ')})
       SELECT ${exprs.join(', ')} FROM generate_series(1, ${Math.floor(opts.count)}) AS g${refs.map((r) => `, ${r.split(' ')[0]}`).join('')} RETURNING ${key} AS k)
     SELECT min(k)::bigint AS lo, max(k)::bigint AS hi FROM ins`,
  );
  return { first: Number(res.rows[0].lo), last: Number(res.rows[0].hi) };
}

/** A workflow state in which suppliers see the document (not hidden from them), else the initial one. */
export function supplierVisibleState(def: EntityDef): string | undefined {
  if (!def.workflow) return undefined;
  const hidden = new Set(def.scope?.hiddenFromSupplierIn ?? []);
  return Object.keys(def.workflow.states).find((s) => !hidden.has(s)) ?? def.workflow.initial;
}

/** Headers first, then lines: `count` rows of `def` for one supplier (robustness: rows of supplier2). */
let fills = 0;
export async function fillForSupplier(db: Queryable, def: EntityDef, supplierId: number, count: number, prefix: string): Promise<void> {
  const tag = `${prefix}${(fills++).toString(36)}${Date.now().toString(36)}`;
  if (def.parent) {
    const header = getEntity(def.parent.entity);
    const h = await fillForSupplier(db, header, supplierId, 1, tag);
    void h;
    const last = await keyRange(db, header);
    await fill(db, def, { count, tag, fixed: { [def.parent.foreignKey]: String(last!.min + last!.n - 1) } });
    return;
  }
  const fixed: Record<string, string> = {};
  if (def.scope?.supplier && def.scope.supplier !== def.key) fixed[def.scope.supplier] = String(supplierId);
  const state = supplierVisibleState(def);
  await fill(db, def, { count, tag, fixed, state: state ? lit(state) : undefined });
}
