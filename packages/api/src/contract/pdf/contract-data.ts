/**
 * A contract as its PDF shows it, read in SQL once the caller's right to see
 * it has been checked (the caller reads the contract through the engine first),
 * and the viewer's name and company for the watermark.
 */
import type { Queryable } from '../../db/db.ts';
import { table } from '../../db/tables.ts';
import type { Caller } from '../../engine/caller.ts';
import type { ContractPdfData } from './render.ts';

type Row = Record<string, unknown>;

const CONTRACT = table('srm_okc_contracts');
const CLAUSE = table('srm_okc_contract_clauses');
const PAYMENT = table('srm_okc_contract_payments');
const ITEM = table('srm_okc_contract_items');
const TEMPLATE = table('srm_okc_contract_templates');
const TEMPLATE_CLAUSE = table('srm_okc_template_clauses');
const TERM = table('srm_okc_contract_terms');
const ORG = table('saaf_institution');
const SUPPLIER = table('srm_pos_supplier_info');
const USER = table('saaf_users');
const LOOKUP = table('saaf_lookup_values');

export async function contractPdfData(tx: Queryable, contractId: number, lang: 'zh' | 'en'): Promise<ContractPdfData | undefined> {
  const contract = CONTRACT.as('c');
  const o = ORG.as('o');
  const s = SUPPLIER.as('s');
  const [c] = (
    await tx.query<Row>(
      `SELECT ${contract.$list('contract_code', 'contract_name', 'version_number', 'total_amount', 'currency_code')},
              to_char(${contract.start_date}, 'YYYY-MM-DD') AS start_date, to_char(${contract.end_date}, 'YYYY-MM-DD') AS end_date,
              COALESCE(${lang === 'en' ? `NULLIF(${o.org_name_en}, ''),` : ''} ${contract.org_name}, ${o.org_name}) AS party_a,
              COALESCE(${s.supplier_name}, ${contract.supplier_name}) AS party_b
         FROM ${contract}
         LEFT JOIN ${o} ON ${o.org_id} = ${contract.org_id}
         LEFT JOIN ${s} ON ${s.supplier_id} = ${contract.supplier_id}
        WHERE ${contract.contract_id} = $1`,
      [contractId],
    )
  ).rows;
  if (!c) return undefined;
  const clauses = await tx.query<Row>(
    `SELECT ${CLAUSE.$list('seq_num', 'clause_title', 'clause_text')} FROM ${CLAUSE} WHERE ${CLAUSE.contract_id} = $1 ORDER BY ${CLAUSE.seq_num}, ${CLAUSE.contract_clause_id}`,
    [contractId],
  );
  const stages = await tx.query<Row>(
    `SELECT ${PAYMENT.$list('payment_stage_name', 'payment_stage_explain', 'payment_proportion', 'payable_amount')},
            to_char(${PAYMENT.estimate_payment_date}, 'YYYY-MM-DD') AS due
       FROM ${PAYMENT} WHERE ${PAYMENT.contract_id} = $1 ORDER BY ${PAYMENT.line_number}`,
    [contractId],
  );
  const i = ITEM.as('i');
  const u = LOOKUP.as('u');
  const items = await tx.query<Row>(
    `SELECT ${i.$list('item_code', 'item_name')}, COALESCE(${lang === 'en' ? `${u.meaning_en}, ` : ''}${u.meaning}, ${i.uom_code}) AS uom_code,
            ${i.$list('purchase_quantity', 'tax_price', 'line_amount')}
       FROM ${i}
       LEFT JOIN ${u} ON ${u.lookup_type} = 'BASE_ITEMS_UNIT' AND ${u.lookup_code} = ${i.uom_code}
      WHERE ${i.contract_id} = $1 ORDER BY ${i.line_number}`,
    [contractId],
  );
  return {
    lang,
    contractCode: String(c.contract_code),
    contractName: String(c.contract_name),
    versionNumber: Number(c.version_number ?? 1),
    partyA: String(c.party_a ?? ''),
    partyB: String(c.party_b ?? ''),
    totalAmount: c.total_amount as string,
    currencyCode: c.currency_code as string,
    startDate: c.start_date as string,
    endDate: c.end_date as string,
    clauses: clauses.rows.map((r) => ({ seqNum: Number(r.seq_num), clauseTitle: String(r.clause_title), clauseText: String(r.clause_text ?? '') })),
    stages: stages.rows.map((r) => ({
      name: String(r.payment_stage_name),
      percent: r.payment_proportion === null ? null : Number(r.payment_proportion),
      amount: r.payable_amount as string,
      due: [r.payment_stage_explain, r.due].filter(Boolean).join(' '),
    })),
    items: items.rows.map((r) => ({
      code: r.item_code as string,
      name: String(r.item_name ?? ''),
      uom: r.uom_code as string,
      quantity: r.purchase_quantity === null ? null : Number(r.purchase_quantity),
      price: r.tax_price as string,
      amount: r.line_amount as string,
    })),
  };
}

/** The viewer's full name and company (its supplier, else its organisation). */
export async function viewerOf(tx: Queryable, caller: Caller): Promise<{ name: string; company: string }> {
  const u = USER.as('u');
  const s = SUPPLIER.as('s');
  const o = ORG.as('o');
  const { rows } = await tx.query<{ name: string; company: string | null }>(
    `SELECT COALESCE(${u.user_full_name}, ${u.user_name}) AS name, COALESCE(${s.supplier_name}, ${o.org_name}) AS company
       FROM ${u}
       LEFT JOIN ${s} ON ${s.supplier_id} = ${u.supplier_id}
       LEFT JOIN ${o} ON ${o.org_id} = ${u.org_id}
      WHERE ${u.user_id} = $1`,
    [caller.userId],
  );
  return { name: rows[0]?.name ?? caller.userName, company: rows[0]?.company ?? '' };
}

/** A template as a PDF: its clauses in order with their placeholders as written ({{supplierName}} ...). */
export async function templatePdfData(tx: Queryable, templateId: number, lang: 'zh' | 'en'): Promise<ContractPdfData | undefined> {
  const [t] = (
    await tx.query<Row>(`SELECT ${TEMPLATE.$list('template_code', 'template_name', 'version_number')} FROM ${TEMPLATE} WHERE ${TEMPLATE.template_id} = $1`, [
      templateId,
    ])
  ).rows;
  if (!t) return undefined;
  const tc = TEMPLATE_CLAUSE.as('tc');
  const ct = TERM.as('ct');
  const clauses = await tx.query<Row>(
    `SELECT ${tc.seq_num}, COALESCE(${tc.term_name}, ${ct.term_name}) AS title, ${ct.term_content} AS text
       FROM ${tc} JOIN ${ct} ON ${ct.term_id} = ${tc.term_id}
      WHERE ${tc.template_id} = $1 ORDER BY ${tc.seq_num}, ${tc.template_clause_id}`,
    [templateId],
  );
  return {
    lang,
    contractCode: String(t.template_code ?? ''),
    contractName: String(t.template_name),
    versionNumber: Number(t.version_number ?? 1),
    partyA: '{{partyA}}',
    partyB: '{{supplierName}}',
    clauses: clauses.rows.map((r) => ({ seqNum: Number(r.seq_num), clauseTitle: String(r.title ?? ''), clauseText: String(r.text ?? '') })),
    stages: [],
    items: [],
  };
}
