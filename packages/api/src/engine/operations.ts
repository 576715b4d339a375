/**
 * The standard operations of every entity, callable in-process (routes, Excel
 * import, jobs and tests all use these). Each runs one pipeline: permission,
 * scope, validation, hooks, one transaction over header and lines, audit.
 */
import type { ActionDef, EntityDef, FieldDef, OperationDef } from '@srm/domain/entity/types.ts';
import { fieldOf, getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { checkField, validateRecord } from '@srm/domain/entity/validate-record.ts';
import { writable } from '@srm/domain/entity/writable.ts';
import { isShown } from '@srm/domain/entity/shown.ts';
import { lookupMeaning } from './lookup-meaning.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { ident, type Db, type Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from './app-error.ts';
import { isSupplier, systemCaller, type Caller } from './caller.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { columnOf, selectList, toDbValue } from './columns.ts';
import { Params } from './params.ts';
import { scopeConditions, forcedValues } from './scope.ts';
import { dataLimitViolations } from './data-limits.ts';
import { filterConditions, groupColumn, maxPageRows, orderBy, parsePage, sortKeys, type SortKey } from './list-query.ts';
import { keysetConditions, parseCursor, type Cursor } from './list-cursor.ts';
import type { CacheStats } from './cache-stats.ts';
import { COUNT_CAP, ListCounter, type CountQuery, type ListCount } from './list-count.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import { refreshedAt } from '../db/views.ts';
import { isSummary } from '@srm/domain/entity/summaries.ts';
import { authorize, VIEW } from './permissions.ts';
import { diffValues, writeAudit, writeAudits, type AuditEntry } from './audit.ts';
import { insertRows, updateRows } from './write-rows.ts';
import { nextNumber } from './auto-number.ts';
import { engineNow } from './clock.ts';
import { checkLookups, recheckUsable, resolveReferences, type RecordRef } from './references.ts';
import { attachFiles, checkAttachments } from './attachments.ts';
import { afterRead, hooksOf, type SaveContext } from './hooks.ts';
import { PendingEvents } from './events.ts';
import { afterTransition } from './todos.ts';
import { approvalGate } from './approval-gate.ts';
import { translateDbError } from './db-errors.ts';
import { prepareValue } from './values.ts';
import { localizeCopies, localizeNames } from './bilingual.ts';
import { isAnswered } from '@srm/domain/entity/field-types.ts';
import { archiveVersion } from './versions.ts';
import { recomputeAmounts } from './computed.ts';
import { PEOPLE_TABLES, PeopleNames } from './people.ts';
import { bounded, DEFAULT_LIMITS, isCut, type StatementLimits } from './statement-limits.ts';

export type Row = Record<string, unknown>;

/** A list's SQL: see EntityOperations.listQuery. */
export interface ListSql {
  select: string;
  count: string;
  cappedCount: string;
  params: unknown[];
  conds: string[];
  keys: SortKey[];
  counted: CountQuery;
}

/** A page: its rows, the total when known, and whether pages lie either side. */
export type ListGroups = { value: unknown; count: number }[];
export type ListPage = { rows: Row[]; hasNext: boolean; hasPrevious: boolean; refreshedAt?: string | null; groups?: ListGroups } & (
  | ListCount
  | { countPending: true }
);

const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

function requireObject(payload: unknown): Row {
  if (!isObject(payload)) throw new AppError('BODY_NOT_OBJECT');
  return payload;
}

function idOf(def: EntityDef, payload: Row, field = def.key): number {
  const raw = payload[field] ?? payload.id;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw new ValidationError([{ field, key: raw === undefined || raw === null ? 'rule.required' : 'rule.type', params: { expected: 'integer' } }]);
  }
  return id;
}

function versionOf(payload: Row): number | undefined {
  const v = payload.versionNum;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isSafeInteger(v))
    throw new ValidationError([{ field: 'versionNum', key: 'rule.type', params: { expected: 'integer' } }]);
  return v;
}

export class EntityOperations {
  private readonly counter: ListCounter;
  /** Names of people kept in memory while the change feed says they hold; without a feed, the SELECT names them. */
  private readonly people: PeopleNames | undefined;

  readonly db: Db;
  /** How long a list, export or chart may run (PostgreSQL), how costly one may be (PGlite). */
  readonly limits: StatementLimits;
  /** The database as a list's page, total and groups read it: cut after `limits.timeoutSeconds` where it can be. */
  private readonly reads: Queryable;
  /** The events of each transaction `inTransaction` opened, by its Queryable: what waits for its commit. */
  private readonly pendingOf = new WeakMap<Queryable, PendingEvents>();

  /** `changes`: what tells cached list totals they are stale; without it no total is kept. */
  constructor(db: Db, changes?: ChangeFeed, limits: StatementLimits = DEFAULT_LIMITS) {
    this.db = db;
    this.limits = limits;
    this.reads = bounded(db, limits.timeoutSeconds);
    this.counter = new ListCounter(this.reads, changes);
    this.people = changes ? new PeopleNames(changes) : undefined;
  }

  /** Whether `def`'s SELECT names its people itself: no feed, or the users' own rows (a transaction renaming one answers the new name). */
  private namesInline(def: EntityDef): boolean {
    return !this.people || PEOPLE_TABLES.includes(def.table as (typeof PEOPLE_TABLES)[number]);
  }

  /** `def`'s column list as this engine reads it (engine/columns.ts); `named` rows then pass through `named`. */
  private columns(def: EntityDef, alias = 't'): string {
    return selectList(def, alias, this.namesInline(def));
  }

  /**
   * Sets the people's names on rows read with `columns` (engine/people.ts). Names read outside a transaction are kept
   * at once; read inside one of this engine's, once it commits (an action's reads were a names query each, every time).
   */
  private async named(q: Queryable, def: EntityDef, rows: Row[]): Promise<void> {
    if (this.namesInline(def) || !rows.length) return;
    const keep = q === this.db || q === this.reads ? 'now' : this.pendingOf.get(q);
    await this.people!.fill(q, rows, keep);
  }

  /** A list statement cut by the limit, answered as a refusal that names the list and says to narrow the filter. */
  private cutList(def: EntityDef, caller: Caller): (err: unknown) => never {
    return (err) => {
      if (isCut(err)) throw new AppError('LIST_TIMEOUT', { what: def.label[caller.lang], seconds: this.limits.timeoutSeconds });
      throw err;
    };
  }

  /** The list totals kept in memory (engine/cache-stats.ts), for the cache screen. */
  cacheStats(): CacheStats[] {
    return [...this.counter.cacheStats(), ...(this.people?.cacheStats() ?? [])];
  }

  /** Runs `fn` in a transaction; events raised inside fire only after commit. */
  private async inTransaction<T>(fn: (tx: Queryable, pending: PendingEvents) => Promise<T>): Promise<T> {
    const pending = new PendingEvents();
    try {
      const result = await this.db.transaction((tx) => {
        this.pendingOf.set(tx, pending);
        return fn(tx, pending);
      });
      pending.flush();
      return result;
    } catch (err) {
      throw translateDbError(err);
    }
  }

  /**
   * One visible row, or undefined. `lock` takes a row lock for the transaction.
   * `named: false` leaves out the people's names (a save reading the row only to compare it).
   */
  async fetch(q: Queryable, def: EntityDef, caller: Caller, id: number, lock = false, named = true): Promise<Row | undefined> {
    const params = new Params();
    const conds = [`t.${ident(toSnake(def.key))} = ${params.add(id)}`, ...scopeConditions(def, caller, params)];
    const res = await q.query<Row>(
      `SELECT ${named ? this.columns(def) : selectList(def, 't', false)} FROM ${ident(def.table)} t WHERE ${conds.join(' AND ')}${lock ? ' FOR UPDATE OF t' : ''}`,
      params.values,
    );
    if (named) await this.named(q, def, res.rows);
    return res.rows[0];
  }

  /**
   * The lines of a document. A line with a supplier scope of its own (an
   * inquiry's invited suppliers) answers a supplier's user only its own rows.
   */
  async fetchLines(q: Queryable, def: EntityDef, id: number, caller?: Caller): Promise<Row> {
    const out: Row = {};
    for (const child of def.children ?? []) {
      const line = getEntity(child.entity);
      const own = caller && isSupplier(caller) && line.scope?.supplier ? ` AND t.${ident(toSnake(line.scope.supplier))} = $2` : '';
      const res = await q.query<Row>(
        `SELECT ${this.columns(line)} FROM ${ident(line.table)} t WHERE t.${ident(toSnake(child.foreignKey))} = $1${own} ORDER BY t.${ident(toSnake(line.key))}`,
        own ? [id, caller!.supplierId] : [id],
      );
      await this.named(q, line, res.rows);
      out[child.name] = res.rows;
    }
    return out;
  }

  /** A record with its lines as `caller` receives it after a write (`reader` may see more than the caller, after a transition). */
  private async answer(q: Queryable, def: EntityDef, caller: Caller, id: number, reader: Caller = caller): Promise<Row> {
    const whole = { ...(await this.fetch(q, def, reader, id))!, ...(await this.fetchLines(q, def, id, caller)) };
    await afterRead(q, def, caller, [whole]);
    return whole;
  }

  async findById(def: EntityDef, caller: Caller, payload: unknown, q: Queryable = this.db): Promise<Row> {
    authorize(def, caller, VIEW);
    const id = idOf(def, requireObject(payload));
    const row = await this.fetch(q, def, caller, id);
    if (!row) throw new AppError('NOT_FOUND');
    const lines = await this.fetchLines(q, def, id, caller);
    await localizeCopies(q, def, [row], caller.lang);
    for (const child of def.children ?? []) await localizeCopies(q, getEntity(child.entity), lines[child.name] as Row[], caller.lang);
    const whole = { ...row, ...lines };
    await afterRead(q, def, caller, [whole]);
    return whole;
  }

  /**
   * The SQL of a list: the rows in order (without paging) and their count, with
   * scope and filters applied. Exports and the bench run exactly this.
   */
  listQuery(def: EntityDef, caller: Caller, payload: unknown): ListSql {
    authorize(def, caller, VIEW);
    const body = requireObject(payload);
    const params = new Params();
    const conds = [...scopeConditions(def, caller, params), ...filterConditions(def, body, params)];
    const keys = sortKeys(def, body.sort);
    const from = `FROM ${ident(def.table)} t ${conds.length ? `WHERE ${conds.join(' AND ')}` : ''}`;
    return {
      select: `SELECT ${selectList(def)} ${from} ORDER BY ${orderBy(keys)}`,
      count: `SELECT count(*)::int AS n ${from}`,
      cappedCount: `SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${COUNT_CAP + 1}) c`,
      params: params.values,
      conds,
      keys,
      counted: { from, params: params.values, reads: def.view },
    };
  }

  /**
   * The SQL of one page (one row more than shown, which tells whether a next
   * page follows). With a cursor, the rows after (or before) that row by keyset
   * (engine/list-cursor.ts).
   */
  pageQuery(def: EntityDef, caller: Caller, body: Row): { sql: string; params: unknown[]; q: ListSql; cursor?: Cursor } {
    const page = parsePage(body, maxPageRows(def));
    const cursor = parseCursor(body);
    const q = this.listQuery(def, caller, body);
    const limit = page.pageRows + 1;
    const params = new Params();
    params.values.push(...q.params);
    const where = (extra: string[]) => {
      const conds = [...q.conds, ...extra];
      return conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    };
    if (!cursor) {
      const sql = `SELECT ${this.columns(def)} FROM ${ident(def.table)} t ${where([])} ORDER BY ${orderBy(q.keys)} LIMIT ${limit} OFFSET ${(page.pageIndex - 1) * page.pageRows}`;
      return { sql, params: params.values, q };
    }
    const { cte, branches } = keysetConditions(def, q.keys, cursor, scopeConditions(def, caller, params, 'r'), params);
    // Each branch is an index range of its own and their rows follow one another, so each needs at most a
    // page. They carry only the key and the sort values (less to plan); the page's rows are then read by key.
    const keyCol = ident(columnOf(def, def.key));
    const sortCols = q.keys.map((k, i) => `t.${ident(k.column)} AS s${i}`).join(', ');
    const order = orderBy(q.keys, 't', cursor.backwards);
    const parts = branches.map(
      (b, n) => `(SELECT t.${keyCol} AS k, ${n} AS part, ${sortCols} FROM ${ident(def.table)} t ${where([b])} ORDER BY ${order} LIMIT ${limit})`,
    );
    const pageOrder = (alias: string) =>
      [`${alias}.part`, ...q.keys.map((k, i) => `${alias}.s${i} ${k.desc !== cursor.backwards ? 'DESC' : 'ASC'}`)].join(', ');
    const sql = `WITH ${cte}, srm_page AS (SELECT x.* FROM srm_cursor c CROSS JOIN LATERAL (${parts.join(' UNION ALL ')}) x ORDER BY ${pageOrder('x')} LIMIT ${limit})
      SELECT ${this.columns(def)} FROM srm_page p JOIN ${ident(def.table)} t ON t.${keyCol} = p.k ORDER BY ${pageOrder('p')}`;
    return { sql, params: params.values, q, cursor };
  }

  /**
   * A page of rows, without waiting for the total: the total comes with the page
   * only when it costs nothing (this is the last page, or it is known from an
   * earlier count of the same query) or when asked for with `exactCount`; else
   * `countPending` says to ask `listCount`. `after` / `before` (a row's key) page
   * by keyset from that row; `pageIndex` pages by OFFSET, as SPEC has it.
   */
  async listByPage(def: EntityDef, caller: Caller, payload: unknown): Promise<ListPage> {
    const body = requireObject(payload);
    const page = parsePage(body, maxPageRows(def));
    const { sql, params, q, cursor } = this.pageQuery(def, caller, body);
    const group = groupColumn(def, body.groupBy);
    const exact = body.exactCount === true && !group;
    const offset = cursor ? 0 : (page.pageIndex - 1) * page.pageRows;
    const [res, exactTotal, groups] = await Promise.all([
      this.reads.query<Row>(sql, params),
      exact ? this.counter.count(q.counted, true) : undefined,
      group ? this.groupCounts(q, group) : undefined,
    ]).catch(this.cutList(def, caller));
    let rows = res.rows;
    const more = rows.length > page.pageRows;
    if (more) rows = rows.slice(0, page.pageRows);
    if (cursor?.backwards) rows.reverse();
    // The cursor's row is gone (deleted, or out of this caller's sight): the page number still says where we are.
    if (cursor && !rows.length && !(await this.fetch(this.db, def, caller, cursor.key))) {
      const { after: _after, before: _before, ...rest } = body;
      return this.listByPage(def, caller, rest);
    }
    // The groups add up to the exact total: a page with its badge counts is one call.
    let total = exactTotal ?? (groups ? { count: groups.reduce((n, g) => n + g.count, 0) } : undefined);
    if (!total && !cursor && !more && (rows.length || !offset)) {
      total = { count: offset + rows.length };
      this.counter.remember(q.counted, total.count);
    }
    total ??= this.counter.peek(q.counted);
    await this.named(this.db, def, rows);
    await localizeCopies(this.db, def, rows, caller.lang);
    localizeNames(def, rows, caller.lang);
    await afterRead(this.db, def, caller, rows);
    return {
      rows,
      ...(total ?? { countPending: true }),
      hasNext: cursor?.backwards ? true : more,
      hasPrevious: cursor ? (cursor.backwards ? more : true) : page.pageIndex > 1,
      ...(groups ? { groups } : {}),
      ...(isSummary(def) ? { refreshedAt: await refreshedAt(this.db, def) } : {}),
    };
  }

  /**
   * The total of a list (the same filters as listByPage): see engine/list-count.ts.
   * `groupBy: field` also answers the exact count of each of its values (a chart's bars).
   */
  async listCount(def: EntityDef, caller: Caller, payload: unknown): Promise<ListCount & { groups?: ListGroups }> {
    const body = requireObject(payload);
    const q = this.listQuery(def, caller, body);
    const column = groupColumn(def, body.groupBy);
    if (!column) return this.counter.count(q.counted, body.exactCount === true).catch(this.cutList(def, caller));
    const groups = await this.groupCounts(q, column).catch(this.cutList(def, caller));
    return { count: groups.reduce((n, r) => n + r.count, 0), groups };
  }

  /** The exact count of each value of `column` among the list's rows (filters and scope applied). */
  private async groupCounts(q: ListSql, column: string): Promise<ListGroups> {
    const res = await this.reads.query<{ value: unknown; count: number }>(
      `SELECT t.${ident(column)} AS value, count(*)::int AS count ${q.counted.from} GROUP BY 1 ORDER BY 1`,
      q.params,
    );
    return res.rows;
  }

  async save(def: EntityDef, caller: Caller, payload: unknown): Promise<Row> {
    const body = requireObject(payload);
    return this.inTransaction(async (tx, pending) => {
      const id = await this.saveOne(tx, def, caller, body, pending);
      return this.answer(tx, def, caller, id);
    });
  }

  async saveBatch(def: EntityDef, caller: Caller, payload: unknown): Promise<Row[]> {
    const list = Array.isArray(payload) ? payload : isObject(payload) && Array.isArray(payload.rows) ? payload.rows : null;
    if (!list) throw new AppError('BODY_NOT_ARRAY');
    if (!list.length) throw new AppError('IDS_REQUIRED');
    const items = list.map(requireObject);
    return this.inTransaction(async (tx, pending) => {
      const out: Row[] = [];
      for (const [index, item] of items.entries()) {
        try {
          const id = await this.saveOne(tx, def, caller, item, pending);
          out.push((await this.fetch(tx, def, caller, id))!);
        } catch (err) {
          if (err instanceof ValidationError) throw new ValidationError(err.violations.map((v) => ({ ...v, row: v.row ?? index })));
          throw err;
        }
      }
      return out;
    });
  }

  /**
   * Inserts or updates a header and its lines inside `tx`; answers the id.
   * `byOperation`: an operation the caller was granted makes the record (a
   * proposed change), so the add button is not asked for.
   */
  async saveOne(tx: Queryable, def: EntityDef, caller: Caller, body: Row, pending: PendingEvents, byOperation = false): Promise<number> {
    if (def.readOnly || !def.rest) throw new AppError('READ_ONLY_ENTITY');
    const isUpdate = body[def.key] !== undefined && body[def.key] !== null && body[def.key] !== '';
    const mode = isUpdate ? 'update' : 'insert';
    if (!byOperation) authorize(def, caller, isUpdate ? 'btnEdit' : 'btnAdd');

    const childNames = new Set((def.children ?? []).map((c) => c.name));
    const header: Row = {};
    for (const [k, v] of Object.entries(body)) if (!childNames.has(k) && k !== 'comment') header[k] = v;
    // What the server computes, copies or forces is never taken from the client.
    stripUnwritable(def, header, caller);
    Object.assign(header, forcedValues(def, caller));
    const id = isUpdate ? idOf(def, body) : undefined;
    const version = versionOf(body);

    const violations: FieldViolation[] = [
      ...validateRecord(def, header, { mode }, new Set(['comment'])).map((v) => ({ ...v })),
      ...dataLimitViolations(def, caller, header),
    ];
    const lines: SaveContext['lines'] = {};
    for (const child of def.children ?? []) {
      const raw = body[child.name];
      if (raw === undefined) continue;
      if (!Array.isArray(raw)) {
        violations.push({ field: child.name, key: 'rule.type', params: { expected: 'array' } });
        continue;
      }
      const lineDef = getEntity(child.entity);
      lines[child.name] = raw.map((item, row) => {
        if (!isObject(item)) {
          violations.push({ field: child.name, key: 'rule.type', params: { expected: 'object' }, row, child: child.name });
          return {};
        }
        const line: Row = { ...item, [child.foreignKey]: id ?? 0 };
        stripUnwritable(lineDef, line, caller);
        const lineMode = line[lineDef.key] ? 'update' : 'insert';
        for (const v of validateRecord(lineDef, line, { mode: lineMode })) violations.push({ ...v, row, child: child.name });
        violations.push(...dataLimitViolations(lineDef, caller, line, { row, child: child.name }));
        return line;
      });
    }
    if (violations.length) throw new ValidationError(violations);

    let before: Row | undefined;
    if (isUpdate) {
      before = await this.fetch(tx, def, caller, id!, true, false);
      if (!before) throw new AppError('NOT_FOUND');
      if (version === undefined) throw new AppError('VERSION_REQUIRED');
      if (before.versionNum !== version) throw new AppError('STALE_VERSION');
      if (def.workflow) {
        const state = String(before[def.workflow.field]);
        if (!def.workflow.states[state]?.editable) throw new AppError('NOT_EDITABLE', { state: def.workflow.states[state]?.label[caller.lang] ?? state });
      }
      const when = def.supplierEditableWhen;
      if (when && isSupplier(caller) && !isShown(when, before))
        throw new AppError('NOT_EDITABLE', { state: await lookupMeaning(tx, fieldOf(def, when.field)?.lookupType, before[when.field], caller.lang) });
    }

    // Database checks: lookups and references of header and lines, together.
    const refViolations: FieldViolation[] = [];
    const headerRef: RecordRef = { record: header, before };
    const lineRefs: { def: EntityDef; refs: RecordRef[] }[] = [];
    await checkLookups(tx, def, [{ record: header }], refViolations);
    await resolveReferences(tx, def, caller, [headerRef], refViolations);
    for (const child of def.children ?? []) {
      if (!lines[child.name]) continue;
      const lineDef = getEntity(child.entity);
      const refs: RecordRef[] = lines[child.name].map((record, row) => ({ record, row, child: child.name }));
      lineRefs.push({ def: lineDef, refs });
      await checkLookups(tx, lineDef, refs, refViolations);
      await resolveReferences(tx, lineDef, caller, refs, refViolations, new Set([child.foreignKey]));
    }
    const claimed = await checkAttachments(tx, def, caller, { header: headerRef, lines: lineRefs }, id, refViolations, byOperation);
    if (refViolations.length) throw new ValidationError(refViolations);

    if (!isUpdate) await applyInsertDefaults(tx, def, header);
    const ctx: SaveContext = { def, caller, tx, mode, record: header, before, lines };
    for (const h of hooksOf(def.name)) await h.beforeSave?.(ctx);

    const values = await writableValues(def, header, mode);
    let savedId: number;
    if (isUpdate) {
      const params = new Params();
      const sets = Object.entries(values).map(([col, v]) => `${ident(col)} = ${params.add(v)}`);
      sets.push(`version_num = version_num + 1`, `last_updated_by = ${params.add(caller.userId)}`, 'last_update_date = now()');
      const res = await tx.query(
        `UPDATE ${ident(def.table)} SET ${sets.join(', ')} WHERE ${ident(toSnake(def.key))} = ${params.add(id)} AND version_num = ${params.add(version)}`,
        params.values,
      );
      if (res.rowCount !== 1) throw new AppError('STALE_VERSION');
      savedId = id!;
      await writeAudit(tx, caller, def.name, savedId, 'UPDATE', diffValues(before!, pick(header, def)));
    } else {
      [savedId] = await insertRows(tx, def, [values], caller);
      await writeAudit(tx, caller, def.name, savedId, 'INSERT', diffValues({}, pick(header, def)));
    }
    ctx.id = savedId;

    for (const child of def.children ?? []) {
      if (lines[child.name])
        await this.replaceLines(tx, getEntity(child.entity), child.foreignKey, savedId, lines[child.name], caller, isUpdate && child.fixedLines);
    }
    await attachFiles(tx, def, savedId, claimed, caller);
    await recomputeAmounts(tx, def, savedId);
    for (const h of hooksOf(def.name)) await h.afterSave?.(ctx);
    pending.add('record', { entity: def.name, id: savedId, operation: mode });
    return savedId;
  }

  /**
   * The lines in the payload become the document's lines: updated, inserted, and
   * the rest removed. A line sent back unchanged is not written (nor audited);
   * changed lines go in one UPDATE, new lines and the audit in multi-row INSERTs:
   * a 200-line order costs a handful of statements, not 400.
   */
  private async replaceLines(tx: Queryable, lineDef: EntityDef, fk: string, headerId: number, lines: Row[], caller: Caller, fixed = false): Promise<void> {
    const keyCol = ident(toSnake(lineDef.key));
    const fkCol = ident(toSnake(fk));
    const existing = await tx.query<Row>(`SELECT ${selectList(lineDef, 't', false)} FROM ${ident(lineDef.table)} t WHERE t.${fkCol} = $1`, [headerId]);
    const byId = new Map(existing.rows.map((r) => [Number(r[lineDef.key]), r]));
    const kept = new Set<number>();
    const audit: AuditEntry[] = [];
    const added: Row[] = [];
    const changed: { id: number; values: Record<string, unknown> }[] = [];
    for (const [row, line] of lines.entries()) {
      line[fk] = headerId;
      const lineId = line[lineDef.key] ? Number(line[lineDef.key]) : undefined;
      if (lineId === undefined) {
        if (fixed) throw new ValidationError([{ field: lineDef.key, key: 'rule.required', row, child: lineDef.name }]);
        added.push(line);
        continue;
      }
      const before = byId.get(lineId);
      if (!before) throw new ValidationError([{ field: lineDef.key, key: 'rule.ref', params: { value: lineId }, row, child: lineDef.name }]);
      const version = versionOf(line);
      if (version !== undefined && version !== before.versionNum) throw new AppError('STALE_VERSION');
      kept.add(lineId);
      const changes = diffValues(before, pick(line, lineDef));
      if (!Object.keys(changes).length) continue;
      changed.push({ id: lineId, values: await writableValues(lineDef, line, 'update') });
      audit.push({ entityName: lineDef.name, recordId: lineId, operation: 'UPDATE', changes });
    }
    if (changed.length) await updateRows(tx, lineDef, changed, caller, { column: toSnake(fk), value: headerId });
    if (added.length) {
      const values: Record<string, unknown>[] = [];
      for (const line of added) {
        await applyInsertDefaults(tx, lineDef, line);
        values.push(await writableValues(lineDef, line, 'insert'));
      }
      const ids = await insertRows(tx, lineDef, values, caller);
      for (const [i, id] of ids.entries())
        audit.push({ entityName: lineDef.name, recordId: id, operation: 'INSERT', changes: diffValues({}, pick(added[i], lineDef)) });
    }
    // Fixed lines not sent are left as they are.
    const removed = fixed ? [] : [...byId.keys()].filter((k) => !kept.has(k));
    if (removed.length) {
      await tx.query(`DELETE FROM ${ident(lineDef.table)} WHERE ${keyCol} = ANY($1) AND ${fkCol} = $2`, [removed, headerId]);
      for (const lineId of removed) audit.push({ entityName: lineDef.name, recordId: lineId, operation: 'DELETE', changes: {} });
    }
    await writeAudits(tx, caller, audit);
  }

  async remove(def: EntityDef, caller: Caller, payload: unknown): Promise<void> {
    const id = idOf(def, requireObject(payload));
    await this.removeMany(def, caller, [id]);
  }

  async removeBatch(def: EntityDef, caller: Caller, payload: unknown): Promise<number> {
    const raw = Array.isArray(payload) ? payload : isObject(payload) ? payload.ids : undefined;
    if (!Array.isArray(raw) || raw.length === 0) throw new AppError('IDS_REQUIRED');
    const ids = raw.map((v) => idOf(def, isObject(v) ? v : { [def.key]: v }));
    await this.removeMany(def, caller, ids);
    return ids.length;
  }

  /** All or nothing: one id the caller may not see refuses the whole batch. */
  private async removeMany(def: EntityDef, caller: Caller, ids: number[]): Promise<void> {
    if (def.readOnly || !def.rest) throw new AppError('READ_ONLY_ENTITY');
    authorize(def, caller, 'btnDelete');
    await this.inTransaction(async (tx, pending) => {
      for (const id of ids) {
        const record = await this.fetch(tx, def, caller, id, true);
        if (!record) throw new AppError('NOT_FOUND');
        if (def.workflow && !def.workflow.states[String(record[def.workflow.field])]?.editable) {
          throw new AppError('NOT_EDITABLE', { state: def.workflow.states[String(record[def.workflow.field])]?.label[caller.lang] });
        }
        for (const h of hooksOf(def.name)) await h.beforeDelete?.({ def, caller, tx, record });
        await tx.query(`DELETE FROM ${ident(def.table)} WHERE ${ident(toSnake(def.key))} = $1`, [id]);
        await writeAudit(tx, caller, def.name, id, 'DELETE', diffValues(record, {}));
        for (const h of hooksOf(def.name)) await h.afterDelete?.({ def, caller, tx, record });
        pending.add('record', { entity: def.name, id, operation: 'delete' });
      }
    });
  }

  /** A workflow action: checked against the transition table, done once even when raced. */
  async act(def: EntityDef, caller: Caller, action: ActionDef, payload: unknown): Promise<Row> {
    const body = requireObject(payload);
    authorize(def, caller, action.resource);
    return this.inTransaction((tx, pending) => this.actIn(tx, pending, def, caller, action, body));
  }

  /**
   * The action inside `tx`. `asAssignee`: the caller decides a task of the
   * document's approval process (myUpcoming), which is their right to act and to
   * read the document whatever their buttons and data permissions.
   */
  async actIn(
    tx: Queryable,
    pending: PendingEvents,
    def: EntityDef,
    caller: Caller,
    action: ActionDef,
    body: Row,
    /** `true`: as the assignee of a process task; `'server'`: a transition the server makes (`transition`). */
    asAssignee: boolean | 'server' = false,
  ): Promise<Row> {
    const supplierAction = action.actor === 'supplier';
    if (supplierAction !== isSupplier(caller) && caller.userId !== -1 && asAssignee !== 'server') throw new AppError('FORBIDDEN');
    const id = idOf(def, body);
    const version = versionOf(body);
    const comment = body.comment;
    if (comment !== undefined && comment !== null && (typeof comment !== 'string' || comment.length > 2000)) {
      throw new ValidationError([
        { field: 'comment', key: typeof comment === 'string' ? 'rule.maxLength' : 'rule.type', params: { max: 2000, expected: 'string' } },
      ]);
    }
    if (action.commentRequired && (typeof comment !== 'string' || !comment.trim())) throw new AppError('COMMENT_REQUIRED');
    const wf = def.workflow!;
    const reader = asAssignee ? { ...caller, userId: -1 } : caller;
    const record = await this.fetch(tx, def, reader, id, true);
    if (!record) throw new AppError('NOT_FOUND');
    const state = String(record[wf.field]);
    if (version !== undefined && version !== record.versionNum) throw new AppError('STALE_VERSION');
    if (!action.from.includes(state)) {
      throw new AppError('TRANSITION_REFUSED', { state: wf.states[state]?.label[caller.lang] ?? state, action: action.label[caller.lang] });
    }
    // States after submit are not editable, so the last updater is the submitter.
    if (action.forbidSelf && asAssignee !== 'server' && record.lastUpdatedBy === caller.userId) throw new AppError('SELF_APPROVAL');
    // A change of an approved document (its `newVersion` state) is business already under way, and runs on.
    if (action.commits && !wf.actions.some((a) => a.newVersion && a.to === state)) {
      const refused = await recheckUsable(tx, def, reader, record, await this.fetchLines(tx, def, id));
      if (refused.length) throw new ValidationError(refused);
    }
    const text = typeof comment === 'string' ? comment : undefined;
    const gate = approvalGate();
    const gateCtx = { tx, pending, def, caller, action, record, body, comment: text };
    const whole = () => this.answer(tx, def, caller, id, { ...caller, userId: -1 });
    if (gate && (await gate.before(gateCtx)) === 'hold') {
      // The process took the decision; the document itself did not change: the row read and locked above is the answer's.
      pending.add('record', { entity: def.name, id, operation: action.action });
      const held = { ...record, ...(await this.fetchLines(tx, def, id, caller)) };
      await afterRead(tx, def, caller, [held]);
      return held;
    }
    const input = actionInput(def, action, body);
    const ctx = { def, caller, tx, action, record, comment: text, payload: body, pending };
    for (const h of hooksOf(def.name)) await h.beforeAction?.(ctx);
    if (action.newVersion) await archiveVersion(tx, def, { ...record, ...(await this.fetchLines(tx, def, id)) }, caller, text);
    const params = new Params();
    const sets = [`${ident(toSnake(wf.field))} = ${params.add(action.to)}`];
    for (const [column, value] of Object.entries(await writableValues(def, input, 'update'))) sets.push(`${ident(column)} = ${params.add(value)}`);
    if (action.stamp) sets.push(`${ident(toSnake(action.stamp))} = ${params.add(engineNow())}`);
    for (const field of action.clears ?? []) sets.push(`${ident(toSnake(field))} = NULL`);
    // The row as the transition left it comes back with the UPDATE (the hooks before it wrote theirs already; the line
    // effects after it write only lines): it was a read of its own.
    const updated = await tx.query<Row>(
      `UPDATE ${ident(def.table)} AS t SET ${sets.join(', ')}, version_num = version_num + 1, last_updated_by = ${params.add(caller.userId)}, last_update_date = now() WHERE t.${ident(toSnake(def.key))} = ${params.add(id)} RETURNING ${this.columns(def)}`,
      params.values,
    );
    await moveLines(tx, def, action, id, caller);
    const after = updated.rows[0];
    await this.named(tx, def, updated.rows);
    await writeAudit(tx, caller, def.name, id, 'ACTION', { [wf.field]: [state, action.to], ...diffValues(record, input) }, text);
    const processTodos = gate ? await gate.after({ ...gateCtx, after, from: state }) : new Set<string>();
    await afterTransition(tx, def, after, action, caller, pending, processTodos);
    for (const h of hooksOf(def.name)) await h.afterAction?.({ ...ctx, record: after });
    await recomputeAmounts(tx, def, id);
    pending.add('record', { entity: def.name, id, operation: action.action });
    return whole();
  }

  /**
   * A transition the server makes (a declared action, usually `serverAction`):
   * the feature calling it has checked who may cause it; the engine checks the
   * state, writes the change with its effects, audit, to-dos and notifications
   * in `tx`, as for any action. `by` is whom the audit names (the opener whose
   * signature reached the quorum); absent, the system.
   */
  async transition(
    tx: Queryable,
    pending: PendingEvents,
    def: EntityDef,
    action: string | ActionDef,
    id: number,
    options: { by?: Caller; input?: Row; comment?: string } = {},
  ): Promise<Row> {
    const declared = typeof action === 'string' ? actionOf(def, action) : action;
    const by = options.by ?? systemCaller();
    const body = { ...options.input, [def.key]: id, ...(options.comment ? { comment: options.comment } : {}) };
    return this.actIn(tx, pending, def, by, declared, body, 'server');
  }

  /** A custom operation of the definition: its button and actor checked, its handler run in one transaction. */
  async runOperation(def: EntityDef, caller: Caller, op: OperationDef, payload: unknown): Promise<unknown> {
    const handler = operationHandler(def.name, op.operation);
    if (!handler || op.hidden) throw new AppError('UNKNOWN_OPERATION', { operation: op.operation });
    authorize(def, caller, op.resource);
    if (op.actor && caller.userId !== -1 && (op.actor === 'supplier') !== isSupplier(caller)) throw new AppError('FORBIDDEN');
    const body = requireObject(payload);
    return this.inTransaction(async (tx, pending) => {
      if (op.from && def.workflow) await this.requireOperationState(tx, def, caller, op, body);
      return handler({ ops: this, def, caller, tx, pending, body });
    });
  }

  /** An operation declared `from` some states runs on a record (read in the caller's scope and locked) in one of them. */
  private async requireOperationState(tx: Queryable, def: EntityDef, caller: Caller, op: OperationDef, body: Row): Promise<void> {
    const wf = def.workflow!;
    const row = await this.fetch(tx, def, caller, idOf(def, body), true);
    if (!row) throw new AppError('NOT_FOUND');
    const state = String(row[wf.field]);
    if (!op.from!.includes(state))
      throw new AppError('TRANSITION_REFUSED', { state: wf.states[state]?.label[caller.lang] ?? state, action: op.label[caller.lang] });
  }
}

/** An action's declared line effects (`lines`): each child's lines in `from` (or all) move to `to`, in one statement each. */
async function moveLines(tx: Queryable, def: EntityDef, action: ActionDef, id: number, caller: Caller): Promise<void> {
  for (const effect of action.lines ?? []) {
    const child = def.children?.find((c) => c.name === effect.child);
    if (!child) throw new Error(`${def.name}.${action.action}: no child ${effect.child}`);
    const lineDef = getEntity(child.entity);
    const params = new Params();
    const conds = [`${ident(toSnake(child.foreignKey))} = ${params.add(id)}`];
    if (effect.from) conds.push(`${ident(toSnake(effect.field))} = ANY(${params.add(effect.from)})`);
    await tx.query(
      `UPDATE ${ident(lineDef.table)} SET ${ident(toSnake(effect.field))} = ${params.add(effect.to)}, version_num = version_num + 1,
         last_updated_by = ${params.add(caller.userId)}, last_update_date = now() WHERE ${conds.join(' AND ')}`,
      params.values,
    );
  }
}

/** The header values an action takes (`input`), each required and checked as a save checks it. */
function actionInput(def: EntityDef, action: ActionDef, body: Row): Row {
  if (!action.input) return {};
  const values: Row = {};
  const violations: FieldViolation[] = [];
  for (const name of action.input) {
    const field = def.fields.find((f) => f.name === name)!;
    const violation = checkField({ ...field, required: true }, body[name]);
    if (violation) violations.push(violation);
    else values[name] = body[name];
  }
  if (violations.length) throw new ValidationError(violations);
  return values;
}

/** What a custom operation handler gets: its transaction, the caller and the body. */
export interface OperationContext {
  ops: EntityOperations;
  def: EntityDef;
  caller: Caller;
  tx: Queryable;
  pending: PendingEvents;
  body: Row;
}

export type OperationHandler = (ctx: OperationContext) => Promise<unknown>;
/** JSON schemas of a custom operation's body and answer `data`, for its route and the API document. */
export interface OperationSchemas {
  body: Record<string, unknown>;
  data?: Record<string, unknown>;
}
const operationHandlers = new Map<string, OperationHandler>();
const operationSchemas = new Map<string, OperationSchemas>();

/** The server side of an `operations` entry of a definition. */
export function registerOperation(entity: string, operation: string, handler: OperationHandler, schemas?: OperationSchemas): void {
  operationHandlers.set(`${entity}.${operation}`, handler);
  if (schemas) operationSchemas.set(`${entity}.${operation}`, schemas);
}

export function operationSchemasOf(entity: string, operation: string): OperationSchemas | undefined {
  return operationSchemas.get(`${entity}.${operation}`);
}

export function operationHandler(entity: string, operation: string): OperationHandler | undefined {
  return operationHandlers.get(`${entity}.${operation}`);
}

/** Drops what the caller does not write (`writable`): the server computes, copies or keeps it. */
export function stripUnwritable(def: EntityDef, record: Row, caller?: Caller): void {
  const supplier = !!caller && isSupplier(caller);
  for (const f of def.fields) if (!writable(f, supplier)) delete record[f.name];
}

/** Only the definition's own writable fields, for the audit diff. */
export function pick(record: Row, def: EntityDef): Row {
  const out: Row = {};
  for (const f of def.fields) if (f.name in record && isAnswered(f)) out[f.name] = record[f.name];
  return out;
}

export async function applyInsertDefaults(tx: Queryable, def: EntityDef, record: Row): Promise<void> {
  for (const f of def.fields) {
    if (f.autoNumber && (record[f.name] === undefined || record[f.name] === null || record[f.name] === '')) {
      record[f.name] = await nextNumber(tx, f.autoNumberBy?.patterns[String(record[f.autoNumberBy.field])] ?? f.autoNumber);
    } else if (record[f.name] === undefined && f.default !== undefined) {
      record[f.name] = f.default === 'today' ? formatDate(engineNow()) : f.default === 'now' ? engineNow().toISOString() : f.default;
    }
  }
  if (def.workflow) record[def.workflow.field] = def.workflow.initial;
}

/** Column -> value for the fields present in `record` that a save may write. */
export async function writableValues(def: EntityDef, record: Row, mode: 'insert' | 'update'): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (!(f.name in record)) continue;
    if (mode === 'update' && isImmutable(def, f)) continue;
    // A write-only value (never answered) is never held by a form: sent empty (or as spaces), the stored one stays.
    if (mode === 'update' && !isAnswered(f) && (record[f.name] === null || String(record[f.name]).trim() === '')) continue;
    const prepared = prepareValue(f, record[f.name]);
    out[toSnake(f.name)] = toDbValue(f, prepared instanceof Promise ? await prepared : prepared);
  }
  return out;
}

/** Fields a later save must not move: document numbers, the workflow state. */
function isImmutable(def: EntityDef, f: FieldDef): boolean {
  return !!f.autoNumber || def.workflow?.field === f.name;
}
