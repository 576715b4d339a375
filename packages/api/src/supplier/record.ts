/**
 * The supplier record's lines, checked beyond their fields: a bank account's
 * branch is a branch of its bank, one account and one contact at most are the
 * main one, and a certificate has an end date after its start unless it has none.
 */
import type { Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { checkCreditCode } from '@srm/domain/validation/credit-code.ts';
import { registerHooks } from '../engine/hooks.ts';
import { once } from '../engine/once.ts';

type Line = Record<string, unknown>;

async function branchViolations(tx: Queryable, banks: Line[]): Promise<FieldViolation[]> {
  const ids = banks.map((b) => Number(b.branchId)).filter(Boolean);
  if (!ids.length) return [];
  const res = await tx.query<{ id: number; bankId: number; name: string }>(
    'SELECT branch_id AS id, bank_id AS "bankId", branch_name AS name FROM srm_base_branches WHERE branch_id = ANY($1)',
    [ids],
  );
  const byId = new Map(res.rows.map((r) => [Number(r.id), r]));
  return banks.flatMap((b, row) => {
    const branch = byId.get(Number(b.branchId));
    return branch && Number(branch.bankId) !== Number(b.bankId)
      ? [{ field: 'branchId', key: 'rule.branchOfOtherBank', params: { value: branch.name }, row, child: 'banks' }]
      : [];
  });
}

const mainViolations = (lines: Line[] | undefined, child: string): FieldViolation[] =>
  (lines ?? [])
    .flatMap((l, row) => (l.mainFlag === 'Y' ? [row] : []))
    .slice(1)
    .map((row) => ({ field: 'mainFlag', key: 'rule.oneMain', row, child }));

const certificateViolations = (certificates: Line[] | undefined): FieldViolation[] =>
  (certificates ?? []).flatMap((c, row): FieldViolation[] => {
    if (c.longTermFlag === 'Y') return [];
    if (!c.endDate) return [{ field: 'endDate', key: 'rule.required', row, child: 'certificates' }];
    return c.startDate && String(c.endDate) < String(c.startDate) ? [{ field: 'endDate', key: 'rule.endBeforeStart', row, child: 'certificates' }] : [];
  });

/** What the record's lines must hold, checked on the record and on a proposed change of it. */
/** A unified social credit code that fails its check, named on the field (the registration checks it too). */
export function creditCodeViolations(code: unknown): FieldViolation[] {
  const { result, params } = checkCreditCode(code);
  return result === true ? [] : [{ field: 'taxRegistrationNumber', key: result, params }];
}

export async function recordLineViolations(tx: Queryable, lines: Record<string, Line[] | undefined>): Promise<FieldViolation[]> {
  for (const c of lines.certificates ?? []) if (c.longTermFlag === 'Y') c.endDate = null;
  return [
    ...(lines.banks ? await branchViolations(tx, lines.banks) : []),
    ...mainViolations(lines.banks, 'banks'),
    ...mainViolations(lines.contacts, 'contacts'),
    ...certificateViolations(lines.certificates),
  ];
}

export const registerRecordHooks = once((): void => {
  registerHooks('supplierInfo', {
    async beforeSave({ tx, record, lines }) {
      const violations = [...creditCodeViolations(record.taxRegistrationNumber), ...(await recordLineViolations(tx, lines))];
      if (violations.length) throw new ValidationError(violations);
    },
  });
});
