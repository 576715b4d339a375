/**
 * Lookup codes and references checked against the database in one query per
 * lookup set or target entity, and the display fields copied from each target.
 * A new reference the caller may not see counts as missing.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident, type Queryable } from '../db/db.ts';
import type { FieldViolation } from './app-error.ts';
import type { Caller } from './caller.ts';
import { selectList } from './columns.ts';
import { Params } from './params.ts';
import { scopeConditions } from './scope.ts';

export interface RecordRef {
  record: Record<string, unknown>;
  /** The stored record, on update: a `usable` reference is checked only when it changes. */
  before?: Record<string, unknown>;
  row?: number;
  child?: string;
}

export async function checkLookups(tx: Queryable, def: EntityDef, items: RecordRef[], violations: FieldViolation[]): Promise<void> {
  const fields = def.fields.filter((f) => f.type === 'lookup' && f.lookupType);
  const wanted: [string, string][] = [];
  for (const item of items)
    for (const f of fields) {
      const v = item.record[f.name];
      if (typeof v === 'string' && v !== '') wanted.push([f.lookupType!, v]);
    }
  if (!wanted.length) return;
  const res = await tx.query<{ t: string; c: string }>(
    `SELECT lookup_type AS t, lookup_code AS c FROM saaf_lookup_values
      WHERE lookup_type = ANY($1) AND lookup_code = ANY($2) AND enabled_flag = 'Y'`,
    [[...new Set(wanted.map((w) => w[0]))], [...new Set(wanted.map((w) => w[1]))]],
  );
  const known = new Set(res.rows.map((r) => `${r.t}\u0000${r.c}`));
  for (const item of items)
    for (const f of fields) {
      const v = item.record[f.name];
      if (typeof v === 'string' && v !== '' && !known.has(`${f.lookupType}\u0000${v}`)) {
        violations.push({ field: f.name, key: 'rule.lookup', params: { value: v, lookupType: f.lookupType }, row: item.row, child: item.child });
      }
    }
}

/** Checks references exist and are visible, and copies the target's display fields in. */
export async function resolveReferences(
  tx: Queryable,
  def: EntityDef,
  caller: Caller,
  items: RecordRef[],
  violations: FieldViolation[],
  skip: ReadonlySet<string> = new Set(),
): Promise<void> {
  const fields = def.fields.filter((f): f is FieldDef & { ref: NonNullable<FieldDef['ref']> } => f.type === 'ref' && !!f.ref && !skip.has(f.name));
  for (const field of fields) {
    const ids = [
      ...new Set(
        items
          .map((i) => i.record[field.name])
          .filter((v) => v !== undefined && v !== null && v !== '')
          .map(Number),
      ),
    ];
    if (!ids.length) continue;
    const target = getEntity(field.ref.entity);
    const params = new Params();
    const keyCol = `t.${ident(toSnake(target.key))}`;
    const conds = [`${keyCol} = ANY(${params.add(ids)})`, ...scopeConditions(target, caller, params)];
    const res = await tx.query<Record<string, unknown>>(
      `SELECT ${selectList(target)} FROM ${ident(target.table)} t WHERE ${conds.join(' AND ')}`,
      params.values,
    );
    const found = new Map(res.rows.map((r) => [Number(r[target.key]), r]));
    for (const item of items) {
      const v = item.record[field.name];
      if (v === undefined || v === null || v === '') {
        if (v !== undefined) for (const to of Object.values(field.ref.copy ?? {})) item.record[to] = null;
        continue;
      }
      const row = found.get(Number(v));
      const unchanged = item.before && Number(item.before[field.name]) === Number(v);
      if (!row) {
        // A reference already stored stays though its target has left the caller's sight since (an order taken back
        // into a change, hidden from its supplier): the record stays savable, its copied fields as they were.
        if (unchanged) continue;
        violations.push({ field: field.name, key: 'rule.ref', params: { value: v }, row: item.row, child: item.child });
        continue;
      }
      const refusal = field.ref.usable && !unchanged ? target.unusableWhen?.find((u) => String(row[u.field] ?? '') === u.value) : undefined;
      if (refusal) {
        const name = String(row[target.titleField ?? target.key] ?? v);
        violations.push({ field: field.name, key: refusal.key, params: { value: name }, row: item.row, child: item.child });
        continue;
      }
      for (const [from, to] of Object.entries(field.ref.copy ?? {})) item.record[to] = row[from] ?? null;
    }
  }
}

/**
 * The `usable` references of a stored document and its lines checked again, as
 * when they were set: an action that `commits` the document refuses a supplier
 * that has become unusable since.
 */
export async function recheckUsable(
  tx: Queryable,
  def: EntityDef,
  caller: Caller,
  record: Record<string, unknown>,
  lines: Record<string, unknown>,
): Promise<FieldViolation[]> {
  const violations: FieldViolation[] = [];
  const others = (d: EntityDef) => new Set(d.fields.filter((f) => !f.ref?.usable).map((f) => f.name));
  if (def.fields.some((f) => f.ref?.usable)) await resolveReferences(tx, def, caller, [{ record: { ...record } }], violations, others(def));
  for (const child of def.children ?? []) {
    const line = getEntity(child.entity);
    const rows = (lines[child.name] ?? []) as Record<string, unknown>[];
    if (!rows.length || !line.fields.some((f) => f.ref?.usable)) continue;
    const items = rows.map((r, row) => ({ record: { ...r }, row, child: child.name }));
    await resolveReferences(tx, line, caller, items, violations, others(line));
  }
  return violations;
}
