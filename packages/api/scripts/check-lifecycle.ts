/**
 * The lifecycle stays in the definitions (CONVENTIONS, "The lifecycle"): outside
 * `engine/` and the seeds no feature updates a workflow's state column, writes
 * to-dos or notifications, or stamps a date with the database's clock. Prints
 * each place and fails when there is one; `--count` prints the figures only.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { entities } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';

const root = join(import.meta.dirname, '../src');
// The message centre is the one path notifications are delivered by (engine/todos.ts and features call it).
const OWN = ['engine/', 'seed/', 'message/centre.ts'];
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
const stateColumn = new Map(entities.filter((e) => e.workflow && e.table).map((e) => [e.table!, toSnake(e.workflow!.field)]));

/**
 * SQL naming tables through db/tables.ts (`const PO = table('srm_po_headers')`, `PO.as('p')`) read as
 * if written out: `${PO}` is the table, `${PO.po_status}` the column (no line break is touched: lines stay).
 */
function withTableNames(text: string): string {
  const refs = new Map<string, string>();
  for (const m of text.matchAll(/\b(\w+) = table\('(\w+)'\)(?:\.as\('(\w+)'\))?/g)) refs.set(m[1], m[3] ? `${m[2]} ${m[3]}` : m[2]);
  for (const m of text.matchAll(/\b(\w+) = (\w+)\.as\('(\w+)'\)/g)) {
    const base = refs.get(m[2]);
    if (base) refs.set(m[1], `${base.split(' ')[0]} ${m[3]}`);
  }
  return text.replace(/\$\{(\w+)(?:\.(\w+))?\}/g, (whole, name: string, column?: string) => {
    const ref = refs.get(name);
    if (!ref) return whole;
    if (!column) return ref;
    const alias = ref.split(' ')[1];
    return alias ? `${alias}.${column}` : column;
  });
}

const found = { state: [] as string[], todo: [] as string[], stamp: [] as string[] };
for (const file of files(root)) {
  const at = relative(root, file);
  if (OWN.some((o) => at.startsWith(o))) continue;
  const text = withTableNames(readFileSync(file, 'utf8'));
  const line = (index: number) => `${at}:${text.slice(0, index).split('\n').length}`;
  for (const m of text.matchAll(/UPDATE\s+(\w+)(?:\s+(?:AS\s+)?\w+)?\s+SET\s([\s\S]*?)(?:\bWHERE\b|\bRETURNING\b|\bFROM\b|`)/g)) {
    const column = stateColumn.get(m[1]);
    if (column && new RegExp(`\\b${column}\\s*=`).test(m[2])) found.state.push(`${line(m.index)} ${m[1]}.${column}`);
  }
  for (const m of text.matchAll(/(?:INSERT INTO|UPDATE|DELETE FROM)\s+srm_base_(?:interior|supplier)_pending|INSERT INTO srm_base_notifications/g))
    found.todo.push(`${line(m.index)} ${m[0]}`);
  for (const m of text.matchAll(/\b(\w+_date)\s*=\s*now\(\)/g)) if (m[1] !== 'last_update_date') found.stamp.push(`${line(m.index)} ${m[1]}`);
}

const files_ = (list: string[]) => new Set(list.map((l) => l.split(':')[0])).size;
const figures = `state-column updates ${found.state.length} in ${files_(found.state)} files; to-do/notification SQL ${found.todo.length} in ${files_(found.todo)} files; date stamps by now() ${found.stamp.length} in ${files_(found.stamp)} files`;
if (process.argv.includes('--count')) console.log(figures);
else {
  const all = [...found.state.map((p) => `state  ${p}`), ...found.todo.map((p) => `to-do  ${p}`), ...found.stamp.map((p) => `stamp  ${p}`)];
  if (all.length) {
    console.error(
      `${all.join('\n')}\n${figures}\nDeclare these in the definition (an action, its stamp and line effects) or use engine/todos.ts: CONVENTIONS, "The lifecycle".`,
    );
    process.exit(1);
  }
}
