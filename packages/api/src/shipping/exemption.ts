/**
 * A supplier's exemption request: its lines are lines of its own delivery
 * note, still a draft, that need a report and are in no other request under
 * way; the buyer's review per line; an agreed line's report is set aside
 * (EXEMPTED, by the server) and the line ships without one.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { systemCaller } from '../engine/caller.ts';
import { registerHooks, savedValue, type ActionContext } from '../engine/hooks.ts';
import type { EntityOperations } from '../engine/operations.ts';

import { linesNeedingReports } from './needs.ts';
import { refusedLines, resetReview, writeReview } from './review.ts';
import { once } from '../engine/once.ts';
import { rows } from '../db/db.ts';

const X = 'qmsShippingExemption';

/** Reports of the agreed lines, not yet submitted, set aside by the server. */
async function exemptReports(ops: EntityOperations, ctx: ActionContext): Promise<void> {
  const def = getEntity('qmsShippingReport');
  const reports = await rows<{ id: number }>(
    ctx.tx,
    `SELECT r.report_id AS id FROM srm_qms_shipping_report_headers r
       JOIN srm_qms_shipping_exemption_lines l ON l.delivery_line_id = r.delivery_line_id AND l.review_status = 'AGREED'
      WHERE l.exemption_id = $1 AND r.report_status IN ('DRAFT', 'REFUSED')`,
    [ctx.record.exemptionId],
  );
  for (const r of reports) await ops.actIn(ctx.tx, ctx.pending, def, systemCaller(), actionOf(def, 'exempt'), { reportId: Number(r.id) });
}

export const registerExemptionHooks = once((ops: EntityOperations): void => {
  registerHooks(X, {
    async beforeSave(ctx) {
      const noteId = Number(savedValue(ctx, 'deliveryHeaderId'));
      const note = (
        await rows(
          ctx.tx,
          'SELECT delivery_number AS "number", delivery_status AS status, supplier_id AS "supplierId" FROM srm_po_delivery_headers WHERE delivery_header_id = $1',
          [noteId],
        )
      )[0];
      if (!note || Number(note.supplierId) !== Number(savedValue(ctx, 'supplierId')))
        throw new ValidationError([{ field: 'deliveryHeaderId', key: 'rule.deliveryNotOfSupplier', params: { value: noteId } }]);
      if (note.status !== 'DRAFT') throw new ValidationError([{ field: 'deliveryHeaderId', key: 'rule.deliveryShipped', params: { value: note.number } }]);
      const lines = ctx.lines.lines;
      if (!lines) return;
      const needy = new Map((await linesNeedingReports(ctx.tx, noteId)).map((l) => [Number(l.lineNumber), l]));
      const all = await rows<{ lineNumber: number; id: number; itemCode: string; itemName: string; qty: string }>(
        ctx.tx,
        `SELECT line_number AS "lineNumber", delivery_line_id AS id, item_code AS "itemCode", item_name AS "itemName", delivery_qty AS qty
           FROM srm_po_delivery_lines WHERE delivery_header_id = $1`,
        [noteId],
      );
      const byNumber = new Map(all.map((l) => [Number(l.lineNumber), l]));
      const open = await rows<{ id: number; number: string }>(
        ctx.tx,
        `SELECT l.delivery_line_id AS id, h.exemption_number AS number FROM srm_qms_shipping_exemption_lines l
           JOIN srm_qms_shipping_exemption_headers h ON h.exemption_id = l.exemption_id
          WHERE h.delivery_header_id = $1 AND h.exemption_id <> $2 AND l.review_status <> 'REFUSED' AND h.exemption_status <> 'REFUSED'`,
        [noteId, ctx.before?.exemptionId ?? 0],
      );
      const openBy = new Map(open.map((o) => [Number(o.id), o.number]));
      const violations: FieldViolation[] = [];
      for (const [row, line] of lines.entries()) {
        const n = Number(line.deliveryLineNumber);
        const d = byNumber.get(n);
        if (!d) violations.push({ field: 'deliveryLineNumber', key: 'rule.deliveryLineUnknown', params: { value: n }, row, child: 'lines' });
        else if (!needy.has(n)) violations.push({ field: 'deliveryLineNumber', key: 'rule.noReportNeeded', params: { value: n }, row, child: 'lines' });
        else if (openBy.has(Number(d.id)))
          violations.push({
            field: 'deliveryLineNumber',
            key: 'rule.exemptionOpen',
            params: { value: n, document: openBy.get(Number(d.id)) },
            row,
            child: 'lines',
          });
        else Object.assign(line, { deliveryLineId: Number(d.id), itemCode: d.itemCode, itemName: d.itemName, deliveryQty: Number(d.qty) });
      }
      if (violations.length) throw new ValidationError(violations);
    },
    async beforeAction(ctx) {
      if (ctx.action.action === 'submit') {
        const lines = await rows(ctx.tx, 'SELECT 1 FROM srm_qms_shipping_exemption_lines WHERE exemption_id = $1 LIMIT 1', [ctx.record.exemptionId]);
        if (!lines.length) throw new ValidationError([{ field: 'lines', key: 'rule.required' }]);
      }
      if (ctx.action.action === 'refuse') ctx.payload = { ...ctx.payload, refused: await refusedLines(ctx, X) };
    },
    async afterAction(ctx) {
      const { tx, action, record } = ctx;
      // Submit's and the review's stamps are declared (entities/shipping/exemption.ts).
      if (action.action === 'submit') await resetReview(tx, X, record.exemptionId);
      if (action.action === 'agree' || action.action === 'refuse') {
        await writeReview(tx, X, record.exemptionId, (ctx.payload?.refused as Map<number, string> | undefined) ?? new Map());
        await exemptReports(ops, ctx);
      }
    },
  });
});
