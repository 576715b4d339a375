/**
 * Contracts (entities/contract/STATES.md): how a contract is made (from a
 * template, by hand, simplified, from a source document), its clauses'
 * placeholders filled from its values, the payable amount of each stage, and
 * what submit refuses (stages not adding up to 100 %, placeholders left).
 */
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { table, type RowOf } from '../db/tables.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue, type SaveContext } from '../engine/hooks.ts';
import { fillContractClauses, unfilledNames } from './placeholders.ts';
import { sourceOf } from './source.ts';

type Row = Record<string, unknown>;

const CONTRACT = table('srm_okc_contracts');
const PAYMENT = table('srm_okc_contract_payments');
const CLAUSE = table('srm_okc_contract_clauses');
const TERM = table('srm_okc_contract_terms');
const TEMPLATE_CLAUSE = table('srm_okc_template_clauses');

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The clauses of a template, in order, with their library text (placeholders still in it). */
async function templateClauses(q: Queryable, templateId: number): Promise<Row[]> {
  const l = TEMPLATE_CLAUSE.as('l');
  const t = TERM.as('t');
  const res = await q.query<RowOf<'srm_okc_template_clauses', 'seq_num' | 'term_id'> & RowOf<'srm_okc_contract_terms', 'term_name' | 'term_content'>>(
    `SELECT ${l.seq_num}, ${l.term_id}, ${t.term_name}, ${t.term_content}
       FROM ${l} JOIN ${t} ON ${t.term_id} = ${l.term_id}
      WHERE ${l.template_id} = $1 ORDER BY ${l.seq_num}, ${l.template_clause_id}`,
    [templateId],
  );
  return res.rows.map((r, i) => ({ seqNum: i + 1, termId: Number(r.term_id), clauseTitle: r.term_name, clauseText: r.term_content }));
}

const onlyEmptyLines = (lines: Row[] | undefined) => !lines || lines.length === 0;

async function beforeSave(ctx: SaveContext): Promise<void> {
  const { record, before, lines, tx, mode } = ctx;
  const violations: FieldViolation[] = [];
  // What a contract was made of is settled when it is made.
  if (mode === 'update') {
    for (const f of ['createdMode', 'sourceBidId', 'sourceAgreementId', 'sourceOrderId']) delete record[f];
  } else {
    const source = await sourceOf(tx, record);
    if (source) {
      record.createdMode = source.mode;
      record.sourceCode = source.code;
      record.sourceId = String(source.id);
      record.supplierId = source.header.supplierId;
      record.supplierName = source.header.supplierName;
      record.supplierNumber = source.header.supplierNumber;
      if (present(source.header.currencyCode)) record.currencyCode = source.header.currencyCode;
      if (!present(record.totalAmount) && present(source.header.totalAmount)) record.totalAmount = Number(source.header.totalAmount);
      if (onlyEmptyLines(lines.items)) lines.items = source.items.map((l, i) => ({ ...l, lineNumber: i + 1 }));
    } else if (present(record.templateId)) record.createdMode = 'TEMPLATE';
    else record.createdMode = record.createdMode === 'SIMPLE' ? 'SIMPLE' : 'MANUAL';
  }
  // A template chosen or changed brings its clauses, in place of those before.
  const templateId = savedValue(ctx, 'templateId');
  const templateChanged = present(templateId) && (mode === 'insert' || String(before?.templateId ?? '') !== String(templateId));
  if (templateChanged) {
    lines.clauses = await templateClauses(tx, Number(templateId));
    if (mode === 'update' && before?.createdMode === 'MANUAL') record.createdMode = 'TEMPLATE';
  }
  // The order of clauses is the order they are given in.
  if (lines.clauses) lines.clauses.forEach((c, i) => (c.seqNum = i + 1));
  if (!present(savedValue(ctx, 'supplierId'))) violations.push({ field: 'supplierId', key: 'rule.required' });
  if (!present(savedValue(ctx, 'totalAmount'))) violations.push({ field: 'totalAmount', key: 'rule.required' });
  const start = savedValue(ctx, 'startDate');
  const end = savedValue(ctx, 'endDate');
  if (start && end && String(end) < String(start)) violations.push({ field: 'endDate', key: 'rule.endBeforeStart' });
  if (violations.length) throw new ValidationError(violations);
}

/** Payable amount of each stage: the contract amount times its share, at money precision. */
async function stageAmounts(q: Queryable, contractId: number): Promise<void> {
  const p = PAYMENT.as('p');
  const c = CONTRACT.as('c');
  await q.query(
    `UPDATE ${p} SET ${PAYMENT.payable_amount} = round(${c.total_amount} * ${p.payment_proportion} / 100, 2)
       FROM ${c} WHERE ${c.contract_id} = ${p.contract_id} AND ${p.contract_id} = $1
        AND ${p.payable_amount} IS DISTINCT FROM round(${c.total_amount} * ${p.payment_proportion} / 100, 2)`,
    [contractId],
  );
}

/** Refused at submit: stages not adding up to 100 %, placeholders left in a clause. */
async function refuseIncomplete(q: Queryable, contractId: number): Promise<void> {
  const stages = await q.query<{ share: number | null }>(`SELECT ${PAYMENT.payment_proportion} AS share FROM ${PAYMENT} WHERE ${PAYMENT.contract_id} = $1`, [
    contractId,
  ]);
  const violations: FieldViolation[] = [];
  if (stages.rows.length) {
    // Shares have two decimals: summed in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100.
    const hundredths = stages.rows.reduce((s, r) => s + Math.round(Number(r.share) * 100), 0);
    if (hundredths !== 10_000)
      violations.push({ field: 'paymentProportion', child: 'payments', key: 'rule.paymentProportionSum', params: { sum: (hundredths / 100).toString() } });
  }
  const clauses = await q.query<{ title: string | null; text: string | null }>(
    `SELECT ${CLAUSE.clause_title} AS title, ${CLAUSE.clause_text} AS text FROM ${CLAUSE} WHERE ${CLAUSE.contract_id} = $1 ORDER BY ${CLAUSE.seq_num}, ${CLAUSE.contract_clause_id}`,
    [contractId],
  );
  for (const [row, c] of clauses.rows.entries()) {
    const names = unfilledNames(String(c.text ?? ''));
    if (names.length)
      violations.push({
        field: 'clauseText',
        child: 'clauses',
        row,
        key: 'rule.placeholdersUnfilled',
        params: { names: names.map((n) => `{{${n}}}`).join('、') },
      });
  }
  if (violations.length) throw new ValidationError(violations);
}

export function registerContractHooks(): void {
  registerHooks('contract', {
    beforeSave,
    async afterSave({ tx, id }) {
      await stageAmounts(tx, id!);
      await fillContractClauses(tx, id!);
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'submit') {
        const id = Number(record.contractId);
        await stageAmounts(tx, id);
        await fillContractClauses(tx, id);
        await refuseIncomplete(tx, id);
      }
    },
    async afterAction({ tx, action, record, comment }) {
      const id = Number(record.contractId);
      if (action.action === 'supplierRefuse')
        await tx.query(`UPDATE ${CONTRACT} SET ${CONTRACT.refuse_reason} = $1 WHERE ${CONTRACT.contract_id} = $2`, [comment ?? null, id]);
      if (action.action === 'terminate')
        await tx.query(`UPDATE ${CONTRACT} SET ${CONTRACT.termination_date} = $1 WHERE ${CONTRACT.contract_id} = $2`, [formatDate(new Date()), id]);
      // The next version is approved, confirmed and signed again.
      if (action.action === 'alteration')
        await tx.query(
          `UPDATE ${CONTRACT} SET ${CONTRACT.version_number} = COALESCE(${CONTRACT.version_number}, 1) + 1, ${CONTRACT.party_a_sign_date} = NULL,
                  ${CONTRACT.party_b_sign_date} = NULL, ${CONTRACT.refuse_reason} = NULL WHERE ${CONTRACT.contract_id} = $1`,
          [id],
        );
    },
  });
}
