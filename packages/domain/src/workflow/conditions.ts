/**
 * Conditions of an exclusive gateway's flows: expressions over the document's
 * fields (`totalAmount > 100000 && orgId == 3`), the subset of JUEL that Camunda
 * and Flowable evaluate the same way. Jexl evaluates them (no `eval`, no access
 * to anything but the document's values); the step editor writes and reads the
 * simple form, one comparison per row joined by `&&`.
 */
import jexl from 'jexl';

export const COMPARISONS = ['>', '>=', '<', '<=', '==', '!='] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** One comparison of the step editor: field, operator, value. */
export interface ConditionRow {
  field: string;
  op: Comparison;
  value: string;
}

const KEYWORDS = new Set(['true', 'false', 'null', 'in', 'and', 'or', 'not', 'nrOfInstances', 'nrOfCompletedInstances']);

/** A refusal of an expression: its syntax, or a name that is not a field. */
export type ConditionProblem = { kind: 'syntax'; detail: string } | { kind: 'field'; field: string } | { kind: 'empty' };

/** The names an expression reads (string literals left out). */
export function conditionFields(expr: string): string[] {
  const bare = expr.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''");
  const out = new Set<string>();
  for (const m of bare.matchAll(/(?<![\w.])[A-Za-z_][A-Za-z0-9_]*/g)) if (!KEYWORDS.has(m[0])) out.add(m[0]);
  return [...out];
}

/** What is wrong with `expr` for a document with these fields, or null. */
export function checkCondition(expr: string, fields: Set<string>): ConditionProblem | null {
  if (conditionToRows(expr)?.some((r) => r.value === '')) return { kind: 'empty' };
  try {
    jexl.compile(expr);
  } catch (err) {
    return { kind: 'syntax', detail: err instanceof Error ? err.message : String(err) };
  }
  const unknown = conditionFields(expr).find((f) => !fields.has(f));
  return unknown ? { kind: 'field', field: unknown } : null;
}

/** Whether the condition holds for the document (its fields by name). */
export function evaluateCondition(expr: string, record: Record<string, unknown>): boolean {
  return Boolean(jexl.evalSync(expr, record));
}

const quote = (v: string): string => (/^-?\d+(\.\d+)?$/.test(v.trim()) ? v.trim() : `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);

export function rowsToCondition(rows: ConditionRow[]): string {
  return rows.map((r) => `${r.field} ${r.op} ${quote(r.value)}`).join(' && ');
}

/** The editor's rows for an expression it can show as rows, else null (shown as the expression itself). */
export function conditionToRows(expr: string): ConditionRow[] | null {
  const rows: ConditionRow[] = [];
  for (const part of expr.split('&&')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(>=|<=|==|!=|>|<)\s*(-?\d+(?:\.\d+)?|'(?:[^'\\]|\\.)*')\s*$/.exec(part);
    if (!m) return null;
    const raw = m[3];
    rows.push({ field: m[1], op: m[2] as Comparison, value: raw.startsWith("'") ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw });
  }
  return rows;
}
