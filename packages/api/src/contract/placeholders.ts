/**
 * Placeholders of clause texts (`{{supplierName}}`): the values a contract
 * gives them, and the names a text still holds unfilled. A placeholder with no
 * value yet (no payment stage entered) stays in the text, so a later save
 * fills it; submitting with one left is refused (hooks.ts).
 */
import type { Queryable } from '../db/db.ts';
import { table, type RowOf } from '../db/tables.ts';

const CONTRACT = table('srm_okc_contracts');
const PAYMENT = table('srm_okc_contract_payments');
const ITEM = table('srm_okc_contract_items');
const CLAUSE = table('srm_okc_contract_clauses');
const HEAD_COLUMNS = [
  'contract_code',
  'contract_name',
  'supplier_name',
  'supplier_number',
  'org_name',
  'total_amount',
  'currency_code',
  'start_date',
  'end_date',
  'signed_site',
] as const;
const STAGE_COLUMNS = ['line_number', 'payment_stage_name', 'payment_stage_explain', 'payment_proportion', 'payable_amount', 'estimate_payment_date'] as const;
const ITEM_COLUMNS = ['line_number', 'item_code', 'item_name', 'uom_code', 'purchase_quantity', 'tax_price', 'line_amount'] as const;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The placeholder names left in `text`, each once, in order. */
export function unfilledNames(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** `text` with every placeholder that has a non-empty value replaced. */
export function fill(text: string, values: Record<string, string | null | undefined>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const v = values[name];
    return v === undefined || v === null || v === '' ? whole : v;
  });
}

const money = (v: unknown): string | null =>
  v === null || v === undefined || v === ''
    ? null
    : Number(v)
        .toFixed(2)
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const day = (v: unknown): string | null => (v ? String(v).slice(0, 10) : null);

/** The values a contract gives its placeholders, read as stored (header, payment stages, items). */
export async function contractValues(q: Queryable, contractId: number): Promise<Record<string, string | null>> {
  const head = (
    await q.query<RowOf<'srm_okc_contracts', (typeof HEAD_COLUMNS)[number]>>(
      `SELECT ${CONTRACT.$list(...HEAD_COLUMNS)} FROM ${CONTRACT} WHERE ${CONTRACT.contract_id} = $1`,
      [contractId],
    )
  ).rows[0];
  if (!head) return {};
  const stages = (
    await q.query<RowOf<'srm_okc_contract_payments', (typeof STAGE_COLUMNS)[number]>>(
      `SELECT ${PAYMENT.$list(...STAGE_COLUMNS)}
         FROM ${PAYMENT} WHERE ${PAYMENT.contract_id} = $1 ORDER BY ${PAYMENT.line_number}, ${PAYMENT.payment_stage_id}`,
      [contractId],
    )
  ).rows;
  const items = (
    await q.query<RowOf<'srm_okc_contract_items', (typeof ITEM_COLUMNS)[number]>>(
      `SELECT ${ITEM.$list(...ITEM_COLUMNS)} FROM ${ITEM} WHERE ${ITEM.contract_id} = $1 ORDER BY ${ITEM.line_number}, ${ITEM.contract_item_id}`,
      [contractId],
    )
  ).rows;
  const currency = text(head.currency_code) ?? '';
  return {
    contractCode: text(head.contract_code),
    contractName: text(head.contract_name),
    supplierName: text(head.supplier_name),
    supplierNumber: text(head.supplier_number),
    partyA: text(head.org_name),
    orgName: text(head.org_name),
    totalAmount: head.total_amount === null ? null : `${money(head.total_amount)} ${currency}`.trim(),
    currencyCode: text(head.currency_code),
    startDate: day(head.start_date),
    endDate: day(head.end_date),
    signedSite: text(head.signed_site),
    paymentStages: stages.length
      ? stages
          .map((s, i) => {
            const when = day(s.estimate_payment_date);
            const explain = text(s.payment_stage_explain);
            return `${i + 1}. ${s.payment_stage_name} ${Number(s.payment_proportion)}%（${money(s.payable_amount) ?? '-'} ${currency}）${explain ? `：${explain}` : ''}${when ? `，${when}` : ''}`;
          })
          .join('\n')
      : null,
    items: items.length
      ? items
          .map(
            (l, i) =>
              `${i + 1}. ${l.item_code ?? ''} ${l.item_name ?? ''} × ${Number(l.purchase_quantity)} ${l.uom_code ?? ''} @ ${money(l.tax_price)} = ${money(l.line_amount)} ${currency}`,
          )
          .join('\n')
      : null,
  };
}

/** Fills the placeholders left in the contract's clauses from its values as now stored. */
export async function fillContractClauses(q: Queryable, contractId: number): Promise<void> {
  const clauses = (
    await q.query<{ id: number; text: string }>(
      `SELECT ${CLAUSE.contract_clause_id} AS id, ${CLAUSE.clause_text} AS text FROM ${CLAUSE} WHERE ${CLAUSE.contract_id} = $1 AND ${CLAUSE.clause_text} LIKE '%{{%'`,
      [contractId],
    )
  ).rows;
  if (!clauses.length) return;
  const values = await contractValues(q, contractId);
  for (const c of clauses) {
    const filled = fill(c.text, values);
    if (filled !== c.text)
      await q.query(
        `UPDATE ${CLAUSE} SET ${CLAUSE.clause_text} = $1, ${CLAUSE.version_num} = ${CLAUSE.version_num} + 1 WHERE ${CLAUSE.contract_clause_id} = $2`,
        [filled, c.id],
      );
  }
}
