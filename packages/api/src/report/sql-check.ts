/**
 * The check of a report's SQL (checkReportSqlScript), by PostgreSQL's own
 * parser (libpg-query): exactly one statement, a SELECT; anywhere in its tree
 * no statement that writes (a data-modifying WITH), no SELECT INTO, no locking
 * clause, no function outside the allow-list, no cast to a catalogue type, and
 * no relation but the report views (or its own WITH names). Named parameters
 * (`:name`, `${name}`) become `$n` binds, each cast to its declared type; one
 * not declared is refused. What is refused names the field `sqlScript`.
 */
import type { MessageKey } from '@srm/domain/i18n/messages.ts';
import { ValidationError } from '../engine/app-error.ts';

export interface ReportParam {
  paramName: string;
  paramType: string;
  requiredFlag?: string | null;
}

export interface CheckedSql {
  /** The SQL with `$n` binds in place of the named parameters. */
  text: string;
  /** The bind names in `$n` order (a date range `x` binds `xFrom` and `xTo`). */
  binds: string[];
}

/** Aggregates, window functions and the common date, text and number functions; none reads or writes beyond its arguments. */
export const ALLOWED_FUNCTIONS = new Set([
  // aggregates
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'string_agg',
  'array_agg',
  'bool_and',
  'bool_or',
  'every',
  'stddev',
  'stddev_pop',
  'stddev_samp',
  'variance',
  'var_pop',
  'var_samp',
  'percentile_cont',
  'percentile_disc',
  'mode',
  // window
  'row_number',
  'rank',
  'dense_rank',
  'percent_rank',
  'cume_dist',
  'ntile',
  'lag',
  'lead',
  'first_value',
  'last_value',
  'nth_value',
  // conditional
  'coalesce',
  'nullif',
  'greatest',
  'least',
  // date and time
  'date_trunc',
  'date_part',
  'extract',
  'to_char',
  'to_date',
  'to_timestamp',
  'age',
  'now',
  'make_date',
  'make_interval',
  'date',
  'justify_days',
  'timezone',
  'isfinite',
  // text
  'lower',
  'upper',
  'btrim',
  'ltrim',
  'rtrim',
  'trim',
  'length',
  'char_length',
  'character_length',
  'substring',
  'substr',
  'concat',
  'concat_ws',
  'replace',
  'left',
  'right',
  'lpad',
  'rpad',
  'position',
  'strpos',
  'split_part',
  'initcap',
  'reverse',
  'repeat',
  'translate',
  'starts_with',
  // number
  'round',
  'trunc',
  'floor',
  'ceil',
  'ceiling',
  'abs',
  'mod',
  'power',
  'sqrt',
  'sign',
  'to_number',
  'div',
]);

const WRITES: Record<string, string> = {
  InsertStmt: 'INSERT',
  UpdateStmt: 'UPDATE',
  DeleteStmt: 'DELETE',
  MergeStmt: 'MERGE',
};

const refuse = (key: MessageKey, params: Record<string, unknown> = {}): never => {
  throw new ValidationError([{ field: 'sqlScript', key, params }]);
};

/** The bind names a parameter gives the SQL, with the type each `$n` is cast to. */
export function bindNamesOf(p: ReportParam): [string, string][] {
  if (p.paramType === 'DATE_RANGE')
    return [
      [`${p.paramName}From`, 'date'],
      [`${p.paramName}To`, 'date'],
    ];
  return [[p.paramName, p.paramType === 'NUMBER' ? 'numeric' : 'text']];
}

/** Replaces the named parameters outside literals and comments by `$n::type`. */
export function bindParameters(sql: string, params: ReportParam[]): CheckedSql {
  const types = new Map(params.flatMap(bindNamesOf));
  const binds: string[] = [];
  const bindOf = (name: string) => {
    const type = types.get(name);
    if (!type) refuse('report.sqlParameter', { name: `:${name}` });
    let i = binds.indexOf(name);
    if (i < 0) i = binds.push(name) - 1;
    return `$${i + 1}::${type}`;
  };
  let out = '';
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === ch) {
          if (sql[j + 1] === ch) j += 2;
          else break;
        } else if (ch === "'" && sql[j] === '\\' && /[eE]/.test(sql[i - 1] ?? '')) j += 2;
        else j++;
      }
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '-' && next === '-') {
      const j = sql.indexOf('\n', i);
      const end = j < 0 ? n : j;
      out += sql.slice(i, end);
      i = end;
    } else if (ch === '/' && next === '*') {
      let depth = 1;
      let j = i + 2;
      while (j < n && depth) {
        if (sql[j] === '/' && sql[j + 1] === '*') depth++, (j += 2);
        else if (sql[j] === '*' && sql[j + 1] === '/') depth--, (j += 2);
        else j++;
      }
      out += sql.slice(i, j);
      i = j;
    } else if (ch === '$' && next === '{') {
      const m = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(sql.slice(i));
      if (!m) refuse('report.sqlPositional', { name: sql.slice(i, i + 12) });
      out += bindOf(m![1]);
      i += m![0].length;
    } else if (ch === '$' && /[0-9]/.test(next ?? '') && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
      refuse('report.sqlPositional', { name: /^\$[0-9]+/.exec(sql.slice(i))![0] });
    } else if (ch === '$' && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
      // A dollar-quoted literal: $$...$$ or $tag$...$tag$.
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (!m) {
        out += ch;
        i++;
        continue;
      }
      const end = sql.indexOf(m[0], i + m[0].length);
      const stop = end < 0 ? n : end + m[0].length;
      out += sql.slice(i, stop);
      i = stop;
    } else if (ch === ':' && next === ':') {
      out += '::';
      i += 2;
    } else if (ch === ':' && /[A-Za-z_]/.test(next ?? '')) {
      const m = /^:([A-Za-z_][A-Za-z0-9_]*)/.exec(sql.slice(i))!;
      out += bindOf(m[1]);
      i += m[0].length;
    } else {
      out += ch;
      i++;
    }
  }
  return { text: out, binds };
}

type Node = Record<string, unknown>;

/** Every node of the tree, with the name of the node kind it sits under. */
function* walk(value: unknown, kind = ''): Generator<[string, Node]> {
  if (Array.isArray(value)) {
    for (const v of value) yield* walk(v, kind);
  } else if (value && typeof value === 'object') {
    const node = value as Node;
    yield [kind, node];
    for (const [k, v] of Object.entries(node)) yield* walk(v, /^[A-Z]/.test(k) ? k : kind);
  }
}

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((x) => String((x as { String?: { sval?: string } }).String?.sval ?? '')).filter(Boolean) : [];

/**
 * Checks the SQL (already bound) against the rules; `relations` is the set of
 * relations it may read (lower case), or null for another data source, where any
 * relation outside the system schemas may be read.
 */
export async function checkSelect(sql: string, relations: ReadonlySet<string> | null): Promise<void> {
  let tree: { stmts?: { stmt: Node }[] };
  try {
    // PostgreSQL's parser in WebAssembly: compiled by the first report, not by every start.
    const { parse } = await import('libpg-query');
    tree = (await parse(sql)) as typeof tree;
  } catch (err) {
    return refuse('report.sqlSyntax', { reason: (err as Error).message });
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length !== 1) refuse('report.sqlOneStatement', { count: stmts.length });
  const [top] = Object.keys(stmts[0].stmt);
  if (top !== 'SelectStmt') {
    const kind =
      WRITES[top] ??
      top
        .replace(/Stmt$/, '')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toUpperCase();
    refuse(WRITES[top] ? 'report.sqlWrites' : 'report.sqlSelectOnly', { kind });
  }
  const ctes = new Set<string>();
  for (const [kind, node] of walk(stmts[0].stmt)) if (kind === 'CommonTableExpr' && typeof node.ctename === 'string') ctes.add(node.ctename.toLowerCase());
  for (const [, node] of walk(stmts[0].stmt)) {
    for (const key of Object.keys(node)) {
      if (WRITES[key]) refuse('report.sqlWrites', { kind: WRITES[key] });
      if (/Stmt$/.test(key) && key !== 'SelectStmt') refuse('report.sqlSelectOnly', { kind: key.replace(/Stmt$/, '').toUpperCase() });
    }
    const select = node.SelectStmt as Node | undefined;
    if (select?.intoClause) refuse('report.sqlInto');
    if (Array.isArray(select?.lockingClause) && select.lockingClause.length) refuse('report.sqlLocking');
    const call = node.FuncCall as Node | undefined;
    if (call) {
      const name = strings(call.funcname);
      const fn = name[name.length - 1]?.toLowerCase() ?? '';
      const schema = name.length > 1 ? name[0].toLowerCase() : null;
      if ((schema && schema !== 'pg_catalog') || !ALLOWED_FUNCTIONS.has(fn)) refuse('report.sqlFunction', { name: name.join('.') });
    }
    const cast = node.TypeCast as Node | undefined;
    if (cast) {
      const typeName = strings((cast.typeName as Node | undefined)?.names);
      const type = typeName[typeName.length - 1]?.toLowerCase() ?? '';
      if (type.startsWith('reg') || type === 'oid') refuse('report.sqlCast', { type });
    }
    const rel = node.RangeVar as Node | undefined;
    if (rel) {
      const relname = String(rel.relname ?? '').toLowerCase();
      const schema = typeof rel.schemaname === 'string' ? rel.schemaname.toLowerCase() : null;
      if (rel.catalogname) refuse('report.sqlSchema', { schema: rel.catalogname });
      if (schema === 'pg_catalog' || schema === 'information_schema' || schema?.startsWith('pg_')) refuse('report.sqlSchema', { schema });
      if (relations) {
        if (schema && schema !== 'public') refuse('report.sqlSchema', { schema });
        if (!(schema === null && ctes.has(relname)) && !relations.has(relname)) refuse('report.sqlRelation', { name: relname });
      } else if (relname.startsWith('pg_')) refuse('report.sqlRelation', { name: relname });
    }
  }
}

/** Binds and checks a report's SQL: what checkReportSqlScript answers, and what a run executes. */
export async function checkReportSql(sql: string, params: ReportParam[], relations: ReadonlySet<string> | null): Promise<CheckedSql> {
  if (!sql.trim()) throw new ValidationError([{ field: 'sqlScript', key: 'rule.required' }]);
  const bound = bindParameters(sql.trim().replace(/;\s*$/, ''), params);
  await checkSelect(bound.text, relations);
  return bound;
}
