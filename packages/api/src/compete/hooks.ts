/**
 * Compete event rules the metadata cannot say: what a submit needs (materials,
 * bidders, turns numbered 1..n), and what the approval (the publication) does:
 * each bidder gets its anonymous label and the invitation notice is written and told.
 */
import { registerHooks } from '../engine/hooks.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import type { Queryable } from '../db/db.ts';
import { isSupplier } from '../engine/caller.ts';
import { completeAward, settleAward } from './award.ts';
import { writeInvitation } from './notices.ts';

/** 供应商A, B ... Z, AA ...: a label that says nothing of who bids. */
export function bidderLabel(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

async function counts(tx: Queryable, id: number) {
  const res = await tx.query<{ password: boolean; items: number; suppliers: number; turns: number; gaps: number }>(
    `SELECT (SELECT hall_password IS NOT NULL FROM srm_pon_compete_headers WHERE compete_header_id = $1) AS password,
            (SELECT count(*)::int FROM srm_pon_compete_items WHERE compete_header_id = $1) AS items,
            (SELECT count(*)::int FROM srm_pon_compete_suppliers WHERE compete_header_id = $1) AS suppliers,
            (SELECT count(*)::int FROM srm_pon_compete_turns WHERE compete_header_id = $1) AS turns,
            (SELECT count(*)::int FROM srm_pon_compete_turns WHERE compete_header_id = $1 AND turn_number > (SELECT count(*) FROM srm_pon_compete_turns WHERE compete_header_id = $1)) AS gaps`,
    [id],
  );
  const unpriced = await tx.query<{ row: number; price: string | null }>(
    'SELECT (row_number() OVER (ORDER BY line_number) - 1)::int AS row, ceiling_price AS price FROM srm_pon_compete_items WHERE compete_header_id = $1',
    [id],
  );
  return {
    ...res.rows[0],
    unpriced: unpriced.rows.filter((r) => r.price === null).map((r) => Number(r.row)),
  };
}

export function registerCompeteHooks(): void {
  registerHooks('ponCompete', {
    // How many offers the event took counts the other bidders' too: a bidder is told only its own (the hall).
    afterRead({ caller, rows }) {
      if (!isSupplier(caller)) return;
      for (const row of rows) delete row.offerCount;
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'submitAward') return completeAward(tx, Number(record.competeHeaderId));
      if (action.action !== 'submit') return;
      const c = await counts(tx, Number(record.competeHeaderId));
      const errors: FieldViolation[] = [];
      // An event made from the demand summary has no password and may lack starting prices until the buyer gives them.
      if (!c.password) errors.push({ field: 'hallPassword', key: 'rule.required' });
      for (const row of c.unpriced) errors.push({ field: 'ceilingPrice', key: 'rule.required', child: 'items', row });
      if (c.items < 1) errors.push({ field: 'items', key: 'rule.required' });
      if (c.suppliers < 2) errors.push({ field: 'suppliers', key: 'rule.min', params: { min: 2 } });
      if (c.turns < 1) errors.push({ field: 'turns', key: 'rule.required' });
      // Turns are run in order 1, 2, ... n: a gap would leave "next turn" nowhere to go.
      if (c.gaps > 0) errors.push({ field: 'turns', key: 'rule.max', params: { max: c.turns } });
      if (errors.length) throw new ValidationError(errors);
    },
    async afterAction({ tx, action, record, caller, pending }) {
      if (action.action === 'approveAward') return settleAward(tx, record, caller, pending);
      if (action.action !== 'approval') return;
      const id = Number(record.competeHeaderId);
      const bidders = await tx.query<{ id: number; supplierId: number }>(
        'SELECT compete_supplier_id AS id, supplier_id AS "supplierId" FROM srm_pon_compete_suppliers WHERE compete_header_id = $1 ORDER BY compete_supplier_id',
        [id],
      );
      for (const [i, b] of bidders.rows.entries()) {
        await tx.query('UPDATE srm_pon_compete_suppliers SET bidder_label = $2 WHERE compete_supplier_id = $1', [b.id, bidderLabel(i)]);
      }
      await tx.query('UPDATE srm_pon_compete_headers SET publish_date = clock_timestamp() WHERE compete_header_id = $1', [id]);
      await writeInvitation(tx, record, caller, pending);
    },
  });
}
