/**
 * Which delivery note lines need a shipping report (a supplier and a material
 * both listed and enabled, the material's template published), the reports
 * made for them when the supplier saves the note, and the check that stops a
 * note shipping while a line has neither a submitted report nor an agreed
 * exemption (STATES.md of entities/shipping).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import { systemCaller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { afterTransition, closeTodos } from '../engine/todos.ts';
import { rows } from '../db/db.ts';

export interface NeedyLine {
  deliveryLineId: number;
  lineNumber: number;
  itemId: number;
  deliveryQty: string;
  templateId: number;
  supplierId: number;
}

/** The lines of a delivery note that need a report, with the template each report is made from. */
export function linesNeedingReports(tx: Queryable, deliveryHeaderId: number): Promise<NeedyLine[]> {
  return rows<NeedyLine>(
    tx,
    `SELECT dl.delivery_line_id AS "deliveryLineId", dl.line_number AS "lineNumber", dl.item_id AS "itemId", dl.delivery_qty AS "deliveryQty",
            si.template_id AS "templateId", dh.supplier_id AS "supplierId"
       FROM srm_po_delivery_lines dl
       JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
       JOIN srm_qms_shipping_suppliers ss ON ss.supplier_id = dh.supplier_id AND ss.enabled_flag = 'Y'
       JOIN srm_qms_shipping_items si ON si.item_id = dl.item_id AND si.enabled_flag = 'Y'
       JOIN srm_qms_shipping_template_headers t ON t.template_id = si.template_id AND t.template_status = 'PUBLISHED'
      WHERE dl.delivery_header_id = $1
      ORDER BY dl.line_number`,
    [deliveryHeaderId],
  );
}

/** Delivery lines an agreed exemption lets go without a report. */
export async function exemptedLines(tx: Queryable, deliveryLineIds: number[]): Promise<Set<number>> {
  if (!deliveryLineIds.length) return new Set();
  const found = await rows<{ id: number }>(
    tx,
    `SELECT l.delivery_line_id AS id FROM srm_qms_shipping_exemption_lines l
       JOIN srm_qms_shipping_exemption_headers h ON h.exemption_id = l.exemption_id
      WHERE l.delivery_line_id = ANY($1) AND l.review_status = 'AGREED'`,
    [deliveryLineIds],
  );
  return new Set(found.map((r) => Number(r.id)));
}

/** Drops reports no one has submitted (their to-dos cancelled): their line went, or now holds another material. */
async function dropDrafts(tx: Queryable, reportIds: number[]): Promise<void> {
  if (!reportIds.length) return;
  await closeTodos(tx, systemCaller(), undefined, { entity: 'qmsShippingReport', recordId: reportIds, only: 'suppliers', cancel: true });
  await tx.query('DELETE FROM srm_qms_shipping_report_lines WHERE report_id = ANY($1)', [reportIds]);
  await tx.query('DELETE FROM srm_qms_shipping_report_headers WHERE report_id = ANY($1)', [reportIds]);
}

/**
 * After the supplier saves a delivery note: a draft report for each line that
 * needs one and has none (the template's items copied, a to-do for the
 * supplier), and drafts dropped whose line went or changed material.
 */
export async function makeReports(ops: EntityOperations, tx: Queryable, pending: PendingEvents, deliveryHeaderId: number): Promise<void> {
  const needy = await linesNeedingReports(tx, deliveryHeaderId);
  const existing = await rows<{ reportId: number; deliveryLineId: number; itemId: number; status: string }>(
    tx,
    `SELECT report_id AS "reportId", delivery_line_id AS "deliveryLineId", item_id AS "itemId", report_status AS status
       FROM srm_qms_shipping_report_headers WHERE delivery_header_id = $1`,
    [deliveryHeaderId],
  );
  const wanted = new Map(needy.map((l) => [Number(l.deliveryLineId), l]));
  const stale = existing.filter((r) => r.status === 'DRAFT' && Number(wanted.get(Number(r.deliveryLineId))?.itemId) !== Number(r.itemId));
  await dropDrafts(
    tx,
    stale.map((r) => Number(r.reportId)),
  );
  const kept = new Set(existing.filter((r) => !stale.includes(r)).map((r) => Number(r.deliveryLineId)));
  const exempted = await exemptedLines(tx, [...wanted.keys()]);
  const def = getEntity('qmsShippingReport');
  const system = systemCaller();
  for (const line of needy) {
    const lineId = Number(line.deliveryLineId);
    if (kept.has(lineId) || exempted.has(lineId)) continue;
    const items = await rows(
      tx,
      `SELECT line_number AS "lineNumber", test_kind AS "testKind", test_item AS "testItem", test_method AS "testMethod", standard_value AS "standardValue",
              lower_tolerance AS "lowerTolerance", upper_tolerance AS "upperTolerance", sample_size AS "sampleSize", unit
         FROM srm_qms_shipping_template_lines WHERE template_id = $1 ORDER BY line_number`,
      [line.templateId],
    );
    const id = await ops.saveOne(
      tx,
      def,
      system,
      {
        supplierId: line.supplierId,
        deliveryHeaderId,
        deliveryLineId: lineId,
        deliveryLineNumber: line.lineNumber,
        itemId: line.itemId,
        deliveryQty: Number(line.deliveryQty),
        templateId: line.templateId,
        lines: items.map((i) => ({
          ...i,
          standardValue: Number(i.standardValue),
          lowerTolerance: Number(i.lowerTolerance),
          upperTolerance: Number(i.upperTolerance),
        })),
      },
      pending,
      true,
    );
    const made = (
      await rows(
        tx,
        'SELECT report_id AS "reportId", report_number AS "reportNumber", supplier_id AS "supplierId", report_status AS "reportStatus" FROM srm_qms_shipping_report_headers WHERE report_id = $1',
        [id],
      )
    )[0];
    await afterTransition(tx, def, made, null, system, pending);
  }
}

/** Before a note ships: every line that needs a report has one submitted (or agreed), or an agreed exemption. */
export async function requireReports(tx: Queryable, deliveryHeaderId: number): Promise<void> {
  const needy = await linesNeedingReports(tx, deliveryHeaderId);
  if (!needy.length) return;
  const ids = needy.map((l) => Number(l.deliveryLineId));
  const covered = await rows<{ id: number }>(
    tx,
    `SELECT delivery_line_id AS id FROM srm_qms_shipping_report_headers WHERE delivery_line_id = ANY($1) AND report_status IN ('SUBMITTED', 'AGREED', 'EXEMPTED')`,
    [ids],
  );
  const ok = new Set([...covered.map((r) => Number(r.id)), ...(await exemptedLines(tx, ids))]);
  const missing = needy.filter((l) => !ok.has(Number(l.deliveryLineId))).map((l) => l.lineNumber);
  if (missing.length) throw new AppError('SHIPPING_REPORT_MISSING', { lines: missing.join(', ') });
}

/** A delivery note deleted in draft takes its reports and exemption requests with it. */
export async function dropForNote(tx: Queryable, deliveryHeaderId: number): Promise<void> {
  const reports = await rows<{ id: number }>(tx, 'SELECT report_id AS id FROM srm_qms_shipping_report_headers WHERE delivery_header_id = $1', [
    deliveryHeaderId,
  ]);
  await dropDrafts(
    tx,
    reports.map((r) => Number(r.id)),
  );
  await tx.query(
    'DELETE FROM srm_qms_shipping_exemption_lines WHERE exemption_id IN (SELECT exemption_id FROM srm_qms_shipping_exemption_headers WHERE delivery_header_id = $1)',
    [deliveryHeaderId],
  );
  const exemptions = await rows<{ id: number }>(tx, 'SELECT exemption_id AS id FROM srm_qms_shipping_exemption_headers WHERE delivery_header_id = $1', [
    deliveryHeaderId,
  ]);
  await closeTodos(tx, systemCaller(), undefined, {
    entity: 'qmsShippingExemption',
    recordId: exemptions.map((e) => Number(e.id)),
    only: 'users',
    cancel: true,
  });
  await tx.query('DELETE FROM srm_qms_shipping_exemption_headers WHERE delivery_header_id = $1', [deliveryHeaderId]);
}

/** A cancelled note leaves its unfilled reports nothing to report on. */
export async function dropDraftsOfNote(tx: Queryable, deliveryHeaderId: number): Promise<void> {
  const reports = await rows<{ id: number }>(
    tx,
    `SELECT report_id AS id FROM srm_qms_shipping_report_headers WHERE delivery_header_id = $1 AND report_status IN ('DRAFT', 'REFUSED')`,
    [deliveryHeaderId],
  );
  await dropDrafts(
    tx,
    reports.map((r) => Number(r.id)),
  );
}
