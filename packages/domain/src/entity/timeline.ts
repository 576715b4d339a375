/**
 * The supplier's lifecycle timeline, derived from the documents that declare
 * `timeline` (EntityDef): one UNION branch per document, and the lookups of
 * its events and outcomes, so a new lifecycle document shows on the timeline
 * by declaring how, never by editing the view.
 */
import type { LookupTypeSeed } from '../lookups/catalogue.ts';
import { toSnake } from './naming.ts';
import type { EntityDef, Label } from './types.ts';

export interface TimelineEntry {
  /** One kind of event (code and label), or the lookup field naming it (freeze or unfreeze). */
  event: { code: string; label: Label } | { field: string };
  /** Fields giving the event's date, the first set wins; else the last update. */
  date: string[];
  /** Fields giving the reason or comment, the first set wins. */
  summary: string[];
  /** States whose event the supplier reads (it was told of them); absent: every state shown. */
  told?: string[];
  /** Rows shown: those whose field holds one of the values; absent: past the workflow's first state. */
  rows?: { field: string; values: string[] };
  /** The field shown as the document's number; absent: the title field. */
  number?: string;
  /** A fixed outcome, for a record whose state field is not the event's (a registration). */
  outcome?: { code: string; label: Label };
  /**
   * A lookup field whose value is the outcome once the document is approved (a
   * trial that was approved as failed reads "Failed", not "In effect").
   */
  result?: string;
}

const STEP = 10_000_000_000;
const col = (field: string) => toSnake(field);
const list = (values: string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
const coalesce = (fields: string[], last: string) => `COALESCE(${[...fields.map(col), last].join(', ')})`;

/** The documents on the timeline, in a fixed order. */
export const timelineDocuments = (defs: readonly EntityDef[]) => defs.filter((d) => d.timeline && !d.view).sort((a, b) => a.name.localeCompare(b.name));

/**
 * A document kind's number in its events' ids (kind × STEP + record id), from
 * its name alone (FNV-1a), so an event keeps its id when another kind joins the
 * timeline; at most 900,000, so an id stays below 2^53 and a browser reads it exactly.
 */
export function timelineKindNumber(name: string): number {
  let hash = 0x811c9dc5;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return (hash % 900_000) + 1;
}

function branch(def: EntityDef): string {
  const t = def.timeline!;
  const state = def.workflow ? col(def.workflow.field) : null;
  const decided = t.result ? `CASE WHEN ${state} = 'APPROVED' AND ${col(t.result)} IS NOT NULL THEN ${col(t.result)} ELSE ${state} END` : state;
  const outcome = t.outcome ? `'${t.outcome.code}'` : decided;
  if (!outcome) throw new Error(`${def.name}: a timeline entry needs a workflow or an outcome`);
  const event = 'code' in t.event ? `'${t.event.code}'` : col(t.event.field);
  const audience = t.told ? `CASE WHEN ${state ?? outcome} IN (${list(t.told)}) THEN 'ALL' ELSE 'INTERNAL' END` : `'ALL'`;
  const where = t.rows ? `${col(t.rows.field)} IN (${list(t.rows.values)})` : `${state} <> '${def.workflow!.initial}'`;
  const key = col(def.key);
  return `SELECT ${timelineKindNumber(def.name)}::bigint * ${STEP} + ${key} AS event_id, supplier_id, ${coalesce(t.date, 'last_update_date')}::date AS event_date,
             ${event}::varchar AS event_type, ${col(t.number ?? def.titleField!)}::varchar AS document_number, ${outcome}::varchar AS outcome,
             ${t.summary.length ? `COALESCE(${t.summary.map(col).join(', ')})` : 'NULL'}::varchar AS summary,
             ${audience} AS audience, '${def.name}'::varchar AS entity_name, ${key} AS record_id
        FROM ${def.table} WHERE ${where}`;
}

/** The SELECT of the timeline view: every declaring document's events with the supplier's name and the audit columns. */
export function timelineView(defs: readonly EntityDef[]): string {
  const documents = timelineDocuments(defs);
  const numbers = new Set(documents.map((d) => timelineKindNumber(d.name)));
  if (numbers.size !== documents.length) throw new Error('two timeline documents share a kind number: rename one');
  const branches = documents.map(branch);
  return `SELECT e.*, s.supplier_name, s.supplier_number, -1::bigint AS created_by, e.event_date::timestamptz AS creation_date,
      -1::bigint AS last_updated_by, e.event_date::timestamptz AS last_update_date, 1 AS version_num
    FROM (${branches.join('\n      UNION ALL\n      ')}) e JOIN srm_pos_supplier_info s ON s.supplier_id = e.supplier_id`;
}

type LookupValue = LookupTypeSeed['values'][number];

/** Events: each document's fixed event, or the meanings of the lookup naming it. */
export function timelineEventValues(defs: readonly EntityDef[], lookup: (type: string) => LookupTypeSeed | undefined): LookupValue[] {
  const out: Omit<LookupValue, 'seqNum'>[] = [];
  for (const def of timelineDocuments(defs)) {
    const event = def.timeline!.event;
    if ('code' in event) out.push({ lookupCode: event.code, meaning: event.label.zh, meaningEn: event.label.en });
    else {
      const type = def.fields.find((f) => f.name === event.field)?.lookupType;
      const values = type ? lookup(type)?.values : undefined;
      if (!values) throw new Error(`${def.name}: the timeline's event field ${event.field} needs a declared lookup`);
      out.push(...values);
    }
  }
  return unique(out);
}

/**
 * Outcomes: the states of every document (their labels), the fixed outcomes and the
 * results' values; `named` reads better on a timeline than a state's label.
 */
export function timelineOutcomeValues(
  defs: readonly EntityDef[],
  named: Record<string, Label>,
  lookup: (type: string) => LookupTypeSeed | undefined,
): LookupValue[] {
  const out: Omit<LookupValue, 'seqNum'>[] = [];
  for (const def of timelineDocuments(defs)) {
    const t = def.timeline!;
    if (t.outcome) out.push({ lookupCode: t.outcome.code, meaning: t.outcome.label.zh, meaningEn: t.outcome.label.en });
    else for (const [code, s] of Object.entries(def.workflow!.states)) out.push({ lookupCode: code, meaning: s.label.zh, meaningEn: s.label.en });
    if (t.result) {
      const type = def.fields.find((f) => f.name === t.result)?.lookupType;
      const values = type ? lookup(type)?.values : undefined;
      if (!values) throw new Error(`${def.name}: the timeline's result field ${t.result} needs a declared lookup`);
      out.push(...values);
    }
  }
  return unique(out.map((v) => (named[v.lookupCode] ? { ...v, meaning: named[v.lookupCode].zh, meaningEn: named[v.lookupCode].en } : v)));
}

function unique(values: Omit<LookupValue, 'seqNum'>[]): LookupValue[] {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(v.lookupCode) && seen.add(v.lookupCode)).map((v, i) => ({ ...v, seqNum: i + 1 }));
}
