/**
 * Quota adjustments (entities/quota/STATES.md): a document states the whole
 * new split of each material it names; at submit the shares of each material
 * sum to 100 and name every supplier of the split in force, one document per
 * material is under way at a time, and its approval ends the split in force
 * and puts the new one in force in the same transaction.
 */
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { registerHooks } from '../engine/hooks.ts';
import { once } from '../engine/once.ts';

interface Line {
  lineNumber: number;
  itemId: number;
  itemCode: string;
  supplierId: number;
  newShare: string;
}

const linesOf = async (tx: Queryable, adjustmentId: unknown): Promise<Line[]> =>
  (
    await tx.query<Line>(
      `SELECT line_number AS "lineNumber", item_id AS "itemId", item_code AS "itemCode", supplier_id AS "supplierId", new_share AS "newShare"
         FROM srm_sml_adjustment_lines WHERE adjustment_id = $1 ORDER BY line_number, adjustment_line_id`,
      [adjustmentId],
    )
  ).rows;

/** Each line's share in the split in force now (empty when the supplier has none): what the document changes. */
async function copyCurrentShares(tx: Queryable, adjustmentId: unknown): Promise<void> {
  await tx.query(
    `UPDATE srm_sml_adjustment_lines l
        SET current_share = (SELECT p.planned_share FROM srm_sml_preset_proportions p
                              WHERE p.org_id = h.org_id AND p.item_id = l.item_id AND p.supplier_id = l.supplier_id AND p.preset_status = 'EFFECTIVE')
       FROM srm_sml_adjustment_heads h
      WHERE h.adjustment_id = l.adjustment_id AND l.adjustment_id = $1`,
    [adjustmentId],
  );
}

/** A material and supplier named twice would leave the new share ambiguous. */
function refuseDuplicates(lines: Record<string, unknown>[]): void {
  const seen = new Set<string>();
  const violations: FieldViolation[] = [];
  for (const [row, line] of lines.entries()) {
    const key = `${line.itemId}|${line.supplierId}`;
    if (seen.has(key)) violations.push({ field: 'supplierId', key: 'rule.unique', params: { value: String(line.supplierId) }, row, child: 'lines' });
    seen.add(key);
  }
  if (violations.length) throw new ValidationError(violations);
}

/** Per material: new shares summing to 100, and every supplier of the split in force named. Named on the material's first line. */
async function splitViolations(tx: Queryable, record: Record<string, unknown>, lines: Line[]): Promise<FieldViolation[]> {
  const first = new Map<number, number>();
  const totals = new Map<number, number>();
  for (const [row, line] of lines.entries()) {
    if (!first.has(line.itemId)) first.set(line.itemId, row);
    // In hundredths, so 33.33 + 33.33 + 33.34 is exactly 100.
    totals.set(line.itemId, (totals.get(line.itemId) ?? 0) + Math.round(Number(line.newShare) * 100));
  }
  const violations: FieldViolation[] = [];
  for (const [itemId, total] of totals) {
    if (total === 10000) continue;
    const row = first.get(itemId)!;
    violations.push({ field: 'newShare', key: 'rule.sharesNot100', params: { value: lines[row].itemCode, total: total / 100 }, row, child: 'lines' });
  }
  const missing = await tx.query<{ itemId: number; itemCode: string; supplierName: string }>(
    `SELECT p.item_id AS "itemId", p.item_code AS "itemCode", p.supplier_name AS "supplierName"
       FROM srm_sml_preset_proportions p
      WHERE p.org_id = $2 AND p.preset_status = 'EFFECTIVE' AND p.item_id = ANY($3)
        AND NOT EXISTS (SELECT 1 FROM srm_sml_adjustment_lines l WHERE l.adjustment_id = $1 AND l.item_id = p.item_id AND l.supplier_id = p.supplier_id)
      ORDER BY p.item_code, p.supplier_number`,
    [record.adjustmentId, record.orgId, [...totals.keys()]],
  );
  for (const m of missing.rows)
    violations.push({
      field: 'supplierId',
      key: 'rule.quotaSupplierMissing',
      params: { value: m.itemCode, supplier: m.supplierName },
      row: first.get(Number(m.itemId))!,
      child: 'lines',
    });
  return violations;
}

/** Another adjustment of one of these materials at the organisation awaiting approval: two documents would replace one split from different bases. */
async function refuseOpenAdjustment(tx: Queryable, record: Record<string, unknown>, itemIds: number[]): Promise<void> {
  // Locking the materials' rows makes a second submit of the same material wait for this one, and then see it.
  await tx.query('SELECT item_id FROM srm_base_items WHERE item_id = ANY($1) ORDER BY item_id FOR UPDATE', [itemIds]);
  const open = await tx.query<{ document: string; item: string }>(
    `SELECT h.adjustment_number AS document, l.item_code AS item
       FROM srm_sml_adjustment_heads h JOIN srm_sml_adjustment_lines l ON l.adjustment_id = h.adjustment_id
      WHERE h.adjustment_status = 'SUBMITTED' AND h.org_id = $2 AND h.adjustment_id <> $1 AND l.item_id = ANY($3)
      ORDER BY h.adjustment_id LIMIT 1`,
    [record.adjustmentId, record.orgId, itemIds],
  );
  if (open.rows.length) throw new AppError('QUOTA_ADJUSTMENT_OPEN', { document: open.rows[0].document, item: open.rows[0].item });
}

/** The approval: the splits in force of the document's materials end now, and its shares above 0 are in force from now. */
async function putInForce(tx: Queryable, record: Record<string, unknown>, caller: Caller): Promise<void> {
  const id = record.adjustmentId;
  await copyCurrentShares(tx, id);
  const itemIds = [...new Set((await linesOf(tx, id)).map((l) => Number(l.itemId)))];
  await tx.query(
    `UPDATE srm_sml_preset_proportions
        SET preset_status = 'ENDED', effective_to = now(), last_updated_by = $3, last_update_date = now(), version_num = version_num + 1
      WHERE org_id = $1 AND item_id = ANY($2) AND preset_status = 'EFFECTIVE'`,
    [record.orgId, itemIds, caller.userId],
  );
  await tx.query(
    `INSERT INTO srm_sml_preset_proportions (org_id, org_name, item_id, item_code, item_name, item_spec, category_id, category_name,
            supplier_id, supplier_number, supplier_name, planned_share, preset_status, effective_from, adjustment_id, adjustment_number, created_by, last_updated_by)
     SELECT h.org_id, h.org_name, l.item_id, l.item_code, l.item_name, l.item_spec, l.category_id, l.category_name,
            l.supplier_id, l.supplier_number, l.supplier_name, l.new_share, 'EFFECTIVE', now(), h.adjustment_id, h.adjustment_number, $2, $2
       FROM srm_sml_adjustment_lines l JOIN srm_sml_adjustment_heads h ON h.adjustment_id = l.adjustment_id
      WHERE l.adjustment_id = $1 AND l.new_share > 0
      ORDER BY l.line_number`,
    [id, caller.userId],
  );
  await tx.query('UPDATE srm_sml_adjustment_heads SET effective_from = now() WHERE adjustment_id = $1', [id]);
}

export const registerAdjustmentHooks = once((): void => {
  registerHooks('smlAdjustmentHead', {
    beforeSave(ctx) {
      if (ctx.lines.lines) refuseDuplicates(ctx.lines.lines);
    },
    afterSave: (ctx) => copyCurrentShares(ctx.tx, ctx.id),
    async beforeAction({ tx, action, record }) {
      if (action.action !== 'submit') return;
      const lines = await linesOf(tx, record.adjustmentId);
      if (!lines.length) throw new ValidationError([{ field: 'lines', key: 'rule.required' }]);
      await copyCurrentShares(tx, record.adjustmentId);
      const itemIds = [...new Set(lines.map((l) => Number(l.itemId)))];
      await refuseOpenAdjustment(tx, record, itemIds);
      const violations = await splitViolations(tx, record, lines);
      if (violations.length) throw new ValidationError(violations);
    },
    async afterAction({ tx, action, record, caller }) {
      if (action.action === 'approval') await putInForce(tx, record, caller);
    },
  });
});
