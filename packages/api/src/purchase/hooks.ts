/**
 * Purchasing behaviour the definitions cannot say: unit conversion and budget
 * amounts of requisitions, order amounts and exchange rates, what each
 * transition does to the lines, supplier feedback per line, and the delivery
 * quantities that flow back to the orders (over-delivery refused).
 */
import { isValidDate } from '@srm/domain/dates.ts';
import { linePayload, registerHooks, savedValue, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import type { Queryable } from '../db/db.ts';
import { SERVER_ONLY } from '@srm/domain/entity/resources.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { orderLineAmounts, recomputeOrder, recomputeRequisition, recomputeShipments, syncRequisitionLines } from './sql.ts';
import { createBarcodes } from './barcodes.ts';
import { once } from '../engine/once.ts';
import { rows } from '../db/db.ts';

const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));
/** A header value being saved, or the stored one. */

async function requireLines(tx: Queryable, table: string, fk: string, id: unknown): Promise<void> {
  const res = await rows(tx, `SELECT 1 FROM ${table} WHERE ${fk} = $1 LIMIT 1`, [id]);
  if (!res.length) throw new ValidationError([{ field: 'lines', key: 'rule.required' }]);
}

// ---------- Requisitions ----------

/** Rate that turns a quantity in `from` into the material's unit `to`: direct, or the reciprocal rounded to 10 digits (SPEC section 3). */
async function conversionRate(tx: Queryable, from: string, to: string): Promise<number | null> {
  if (from === to) return 1;
  const res = await rows<{ fromUom: string; rate: number }>(
    tx,
    `SELECT from_uom AS "fromUom", conversion_rate AS rate FROM srm_base_unit_convert_rate
      WHERE enabled_flag = 'Y' AND ((from_uom = $1 AND to_uom = $2) OR (from_uom = $2 AND to_uom = $1))`,
    [from, to],
  );
  const direct = res.find((r) => r.fromUom === from);
  if (direct) return Number(direct.rate);
  const reverse = res[0];
  return reverse ? Number((1 / Number(reverse.rate)).toFixed(10)) : null;
}

function registerRequisitionHooks(): void {
  registerHooks('purRequisition', {
    async beforeSave(ctx) {
      const lines = ctx.lines.lines;
      if (!lines) return;
      const violations: FieldViolation[] = [];
      for (const [row, line] of lines.entries()) {
        const rate = await conversionRate(ctx.tx, String(line.uomCode), String(line.itemUom));
        if (rate === null)
          violations.push({ field: 'uomCode', key: 'rule.unitConversion', params: { from: line.uomCode, to: line.itemUom }, row, child: 'lines' });
        line.conversionRate = rate;
      }
      if (violations.length) throw new ValidationError(violations);
    },
    afterSave: (ctx) => recomputeRequisition(ctx.tx, ctx.id!),
    async beforeAction({ tx, action, record }) {
      const id = record.requisitionHeaderId;
      if (action.action === 'submit') await requireLines(tx, 'srm_po_requisition_lines', 'requisition_header_id', id);
      if (action.action === 'cancel' || action.action === 'return') {
        const ordered = await rows(
          tx,
          `SELECT po_number AS "poNumber" FROM srm_po_requisition_lines WHERE requisition_header_id = $1 AND ordered_qty > 0 LIMIT 1`,
          [id],
        );
        if (ordered.length) throw new AppError('HAS_FOLLOW_UP', { document: ordered[0].poNumber ?? '' });
      }
    },
    // The approval's stamp and what each transition does to the lines are declared (entities/purchase/requisition.ts).
  });
}

// ---------- Approved supplier lists and agreements ----------

function registerAslHooks(): void {
  registerHooks('purAsl', {
    beforeSave(ctx) {
      const violations: FieldViolation[] = [];
      for (const [row, line] of (ctx.lines.lines ?? []).entries()) {
        if (num(line.itemId) === null && num(line.categoryId) === null) violations.push({ field: 'itemId', key: 'rule.required', row, child: 'lines' });
        if (line.endDate && line.startDate && String(line.endDate) < String(line.startDate))
          violations.push({ field: 'endDate', key: 'rule.min', params: { min: line.startDate }, row, child: 'lines' });
      }
      if (violations.length) throw new ValidationError(violations);
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'submit') await requireLines(tx, 'srm_po_asl_lines', 'asl_id', record.aslId);
      if (action.action === 'approval') {
        // The shares of one material across effective lists may not exceed 100%.
        const over = await rows(
          tx,
          `SELECT q.item_code AS "itemCode", sum(q2.proportion) AS total
             FROM srm_po_asl_quotas q
             JOIN srm_po_asl_quotas q2 ON q2.item_id = q.item_id
             JOIN srm_po_asl_headers h2 ON h2.asl_id = q2.asl_id AND (h2.asl_id = q.asl_id OR h2.asl_status IN ('APPROVED', 'RELEASED', 'CONFIRMED'))
            WHERE q.asl_id = $1 GROUP BY q.item_code HAVING sum(q2.proportion) > 100`,
          [record.aslId],
        );
        if (over.length) throw new ValidationError([{ field: 'proportion', key: 'rule.max', params: { max: 100, value: over[0].itemCode }, child: 'quotas' }]);
      }
    },
  });

  registerHooks('purAslAlteration', {
    async beforeSave(ctx) {
      const aslId = savedValue(ctx, 'aslId');
      const violations: FieldViolation[] = [];
      for (const [row, line] of (ctx.lines.lines ?? []).entries()) {
        if (line.changeType === 'ADD') {
          if (num(line.itemId) === null && num(line.categoryId) === null) violations.push({ field: 'itemId', key: 'rule.required', row, child: 'lines' });
          continue;
        }
        const owned =
          num(line.aslLineId) === null
            ? []
            : await rows(ctx.tx, 'SELECT 1 FROM srm_po_asl_lines WHERE asl_line_id = $1 AND asl_id = $2', [line.aslLineId, aslId]);
        if (!owned.length) violations.push({ field: 'aslLineId', key: 'rule.ref', params: { value: line.aslLineId ?? '' }, row, child: 'lines' });
      }
      if (violations.length) throw new ValidationError(violations);
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'submit') await requireLines(tx, 'srm_po_asl_alteration_lines', 'alteration_id', record.alterationId);
    },
    async afterAction({ tx, action, record, caller }) {
      if (action.action !== 'approval') return;
      const changes = await rows(tx, 'SELECT * FROM srm_po_asl_alteration_lines WHERE alteration_id = $1 ORDER BY alteration_line_id', [record.alterationId]);
      for (const c of changes) {
        if (c.change_type === 'DISABLE')
          await tx.query(`UPDATE srm_po_asl_lines SET enabled_flag = 'N', last_updated_by = $2, last_update_date = now() WHERE asl_line_id = $1`, [
            c.asl_line_id,
            caller.userId,
          ]);
        if (c.change_type === 'UPDATE') {
          await tx.query(
            `UPDATE srm_po_asl_lines SET start_date = COALESCE($2, start_date), end_date = $3, enabled_flag = 'Y', last_updated_by = $4, last_update_date = now() WHERE asl_line_id = $1`,
            [c.asl_line_id, c.start_date, c.end_date, caller.userId],
          );
        }
        if (c.change_type === 'ADD') {
          await tx.query(
            `INSERT INTO srm_po_asl_lines (asl_id, line_number, item_id, item_code, item_name, category_id, category_name, org_id, org_name, start_date, end_date, enabled_flag, created_by, last_updated_by)
             SELECT $1, COALESCE((SELECT max(line_number) FROM srm_po_asl_lines WHERE asl_id = $1), 0) + 1, i.item_id, i.item_code, i.item_name, c.category_id, c.category_name, o.org_id, o.org_name,
                    COALESCE($5::date, current_date), $6::date, 'Y', $7, $7
               FROM (SELECT 1) x LEFT JOIN srm_base_items i ON i.item_id = $2 LEFT JOIN srm_base_categories c ON c.category_id = COALESCE($3, i.category_id) LEFT JOIN saaf_institution o ON o.org_id = $4`,
            [record.aslId, c.item_id, c.category_id, c.org_id, c.start_date, c.end_date, caller.userId],
          );
        }
      }
    },
  });

  registerHooks('purAgreement', {
    beforeSave(ctx) {
      const start = savedValue(ctx, 'startDate');
      const end = savedValue(ctx, 'endDate');
      if (start && end && String(end) < String(start)) throw new ValidationError([{ field: 'endDate', key: 'rule.min', params: { min: start } }]);
    },
    async afterSave({ tx, id }) {
      const stray = await rows(
        tx,
        `SELECT s.item_code AS "itemCode" FROM srm_po_agreement_steps s WHERE s.agreement_id = $1
            AND NOT EXISTS (SELECT 1 FROM srm_po_agreement_lines l WHERE l.agreement_id = s.agreement_id AND l.item_id = s.item_id) LIMIT 1`,
        [id],
      );
      if (stray.length) throw new ValidationError([{ field: 'itemId', key: 'rule.ref', params: { value: stray[0].itemCode }, child: 'ladders' }]);
      await tx.query(
        `UPDATE srm_po_agreement_lines l SET ladder_flag = CASE WHEN EXISTS (SELECT 1 FROM srm_po_agreement_steps s WHERE s.agreement_id = l.agreement_id AND s.item_id = l.item_id) THEN 'Y' ELSE 'N' END
          WHERE l.agreement_id = $1`,
        [id],
      );
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'submit') await requireLines(tx, 'srm_po_agreement_lines', 'agreement_id', record.agreementId);
    },
  });
}

// ---------- Purchase orders ----------

async function exchangeRateOf(tx: Queryable, currency: string): Promise<number | null> {
  if (currency === 'CNY') return 1;
  const res = await rows<{ rate: number }>(
    tx,
    `SELECT exchange_rate AS rate FROM srm_base_exchange_rate WHERE original_currency = $1 AND target_currency = 'CNY'
        AND effective_start_date <= current_date AND (effective_end_date IS NULL OR effective_end_date >= current_date)
      ORDER BY effective_start_date DESC LIMIT 1`,
    [currency],
  );
  return res.length ? Number(res[0].rate) : null;
}

export async function taxRateOf(tx: Queryable, code: string): Promise<number> {
  const res = await rows<{ d: string }>(tx, `SELECT description AS d FROM saaf_lookup_values WHERE lookup_type = 'PON_TAX_LIST' AND lookup_code = $1`, [code]);
  return Number(res[0]?.d ?? 0);
}

function registerOrderHooks(ops: EntityOperations): void {
  registerHooks('purOrder', {
    async beforeSave(ctx) {
      const currency = String(savedValue(ctx, 'currencyCode') ?? 'CNY');
      const rate = await exchangeRateOf(ctx.tx, currency);
      if (rate === null) throw new ValidationError([{ field: 'currencyCode', key: 'rule.exchangeRate', params: { currency } }]);
      ctx.record.exchangeRate = rate;
      ctx.record.taxRate = await taxRateOf(ctx.tx, String(savedValue(ctx, 'taxRateCode') ?? 'VAT13'));
    },
    afterSave: (ctx) => recomputeOrder(ctx.tx, ctx.id!),
    async beforeAction(ctx) {
      const { tx, action, record } = ctx;
      const id = record.poHeaderId;
      if (action.action === 'submit') await requireLines(tx, 'srm_po_lines', 'po_header_id', id);
      if (action.action === 'cancel') {
        const shipped = await rows(tx, `SELECT line_number AS n FROM srm_po_lines WHERE po_header_id = $1 AND shipped_qty > 0 LIMIT 1`, [id]);
        if (shipped.length) throw new AppError('HAS_FOLLOW_UP', { document: `${record.poNumber}/${shipped[0].n}` });
      }
      if (action.action === 'feedback') await recordFeedback(ctx);
      // The proposed dates become the promised ones; the lines' feedback state is the action's declared line effect.
      if (action.action === 'confirmFeedback')
        await tx.query(`UPDATE srm_po_lines SET promised_date = feedback_date WHERE po_header_id = $1 AND feedback_status = 'SUBMITTED'`, [id]);
    },
    // Stamps and line states of approval, release, close and cancel are declared (entities/purchase/order.ts).
    async afterAction({ tx, action, record, caller, pending }) {
      const id = record.poHeaderId;
      switch (action.action) {
        case 'cancel': {
          const req = await rows(tx, 'SELECT requisition_line_id AS id FROM srm_po_lines WHERE po_header_id = $1 AND requisition_line_id IS NOT NULL', [id]);
          await syncRequisitionLines(
            { ops, tx, pending, caller },
            req.map((r) => Number(r.id)),
          );
          break;
        }
      }
    },
  });

  registerHooks('purOrderLine', {
    derivedColumns: { header: { table: 'srm_po_headers', key: 'po_header_id', foreignKey: 'po_header_id' }, sets: orderLineAmounts },
    async beforeAction({ tx, action, record }) {
      // The server's own line transitions (received, settled) follow quantities, whatever the order's state.
      if (action.resource === SERVER_ONLY) return;
      const header = (
        await rows(tx, 'SELECT po_status AS status, po_number AS "poNumber" FROM srm_po_headers WHERE po_header_id = $1', [record.poHeaderId])
      )[0];
      if (['CLOSED', 'CANCELLED'].includes(header.status)) throw new AppError('TRANSITION_REFUSED', { state: header.status, action: action.label.zh });
      if (action.action === 'cancelLine' && Number(record.shippedQty) > 0)
        throw new AppError('HAS_FOLLOW_UP', { document: `${header.poNumber}/${record.lineNumber}` });
    },
    async afterAction({ tx, action, record, caller, pending }) {
      if (action.resource === SERVER_ONLY) return;
      await recomputeOrder(tx, Number(record.poHeaderId));
      if (record.requisitionLineId) await syncRequisitionLines({ ops, tx, pending, caller }, [Number(record.requisitionLineId)]);
    },
  });
}

/** The supplier's answer per line (`lineInput` of the action): a date (the need-by date when not given), optionally a quantity and a remark. */
async function recordFeedback(ctx: ActionContext): Promise<void> {
  const { tx, record } = ctx;
  const answers = linePayload(ctx, 'poLineId');
  const lines = await rows(tx, `SELECT po_line_id AS id FROM srm_po_lines WHERE po_header_id = $1 AND line_status = 'OPEN'`, [record.poHeaderId]);
  const open = new Set(lines.map((l) => Number(l.id)));
  const violations: FieldViolation[] = [];
  for (const [row, a] of answers.entries()) {
    if (a.feedbackDate !== undefined) a.promisedDate = a.feedbackDate;
    if (!open.has(Number(a.poLineId))) violations.push({ field: 'poLineId', key: 'rule.ref', params: { value: a.poLineId }, row, child: 'lines' });
    if (a.promisedDate !== undefined && a.promisedDate !== null && (typeof a.promisedDate !== 'string' || !isValidDate(a.promisedDate)))
      violations.push({ field: 'feedbackDate', key: 'rule.date', row, child: 'lines' });
    if (a.feedbackQty !== undefined && a.feedbackQty !== null && !(Number(a.feedbackQty) > 0))
      violations.push({ field: 'feedbackQty', key: 'rule.positive', row, child: 'lines' });
    if (a.feedbackReason !== undefined && a.feedbackReason !== null && (typeof a.feedbackReason !== 'string' || a.feedbackReason.length > 1000))
      violations.push({ field: 'feedbackReason', key: 'rule.maxLength', params: { max: 1000 }, row, child: 'lines' });
  }
  if (violations.length) throw new ValidationError(violations);
  await tx.query(
    `UPDATE srm_po_lines SET feedback_date = need_by_date, feedback_qty = quantity, feedback_reason = NULL, feedback_status = 'SUBMITTED' WHERE po_header_id = $1 AND line_status = 'OPEN'`,
    [record.poHeaderId],
  );
  for (const a of answers) {
    await tx.query(
      `UPDATE srm_po_lines SET feedback_date = COALESCE($2::date, need_by_date), feedback_qty = COALESCE($3::numeric, quantity), feedback_reason = $4 WHERE po_line_id = $1`,
      [a.poLineId, a.promisedDate ?? null, num(a.feedbackQty), a.feedbackReason ?? null],
    );
  }
}

// ---------- Delivery notices and notes ----------

function registerDeliveryHooks(ops: EntityOperations): void {
  registerHooks('purDeliveryNotice', {
    async beforeSave(ctx) {
      const lines = ctx.lines.lines;
      if (!lines?.length) return;
      const supplierId = Number(savedValue(ctx, 'supplierId'));
      const found = await rows(
        ctx.tx,
        `SELECT l.po_line_id AS id, l.quantity, l.shipped_qty AS shipped, l.line_status AS "lineStatus", h.po_status AS status, h.supplier_id AS "supplierId", h.po_number AS "poNumber"
           FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id WHERE l.po_line_id = ANY($1)`,
        [lines.map((l) => Number(l.poLineId))],
      );
      const byId = new Map(found.map((r) => [Number(r.id), r]));
      const violations: FieldViolation[] = [];
      for (const [row, line] of lines.entries()) {
        const po = byId.get(Number(line.poLineId));
        if (!po || po.supplierId !== supplierId || !['RELEASED', 'FEEDBACK', 'CONFIRMED'].includes(po.status) || po.lineStatus !== 'OPEN') {
          violations.push({ field: 'poLineId', key: 'rule.orderLineState', params: { value: line.poLineId }, row, child: 'lines' });
          continue;
        }
        line.poNumber = po.poNumber;
        line.lineLabel = `${savedValue(ctx, 'poNoticeCode')}-${line.lineNumber} ${po.poNumber}-${line.poLineNumber} ${line.itemCode ?? ''}`;
        const open = Number(po.quantity) - Number(po.shipped);
        if (Number(line.noticeDeliveryQty) > open) throw new AppError('QUANTITY_EXCEEDED', { line: row + 1, quantity: line.noticeDeliveryQty, open });
      }
      if (violations.length) throw new ValidationError(violations);
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'submit') await requireLines(tx, 'srm_po_notice_line', 'po_notice_id', record.poNoticeId);
      if (action.action === 'cancel') {
        const shipped = await rows(tx, 'SELECT 1 FROM srm_po_notice_line WHERE po_notice_id = $1 AND shipped_qty > 0 LIMIT 1', [record.poNoticeId]);
        if (shipped.length) throw new AppError('HAS_FOLLOW_UP', { document: record.poNoticeCode });
      }
    },
  });

  registerHooks('purDeliveryNote', {
    beforeSave: checkDeliveryLines,
    async beforeAction(ctx) {
      const { tx, action, record } = ctx;
      if (action.action === 'ship') await requireLines(tx, 'srm_po_delivery_lines', 'delivery_header_id', record.deliveryHeaderId);
      if (action.action === 'receive') {
        const given = linePayload(ctx, 'deliveryLineId');
        const lines = await rows(tx, 'SELECT delivery_line_id AS id, delivery_qty AS qty FROM srm_po_delivery_lines WHERE delivery_header_id = $1', [
          record.deliveryHeaderId,
        ]);
        const byId = new Map(lines.map((l) => [Number(l.id), Number(l.qty)]));
        const violations: FieldViolation[] = [];
        for (const [row, g] of given.entries()) {
          const shipped = byId.get(Number(g.deliveryLineId));
          const qty = Number(g.receivedQty);
          if (shipped === undefined) violations.push({ field: 'deliveryLineId', key: 'rule.ref', params: { value: g.deliveryLineId }, row, child: 'lines' });
          else if (!Number.isFinite(qty) || qty < 0) violations.push({ field: 'receivedQty', key: 'rule.nonNegative', row, child: 'lines' });
          else if (qty > shipped) violations.push({ field: 'receivedQty', key: 'rule.max', params: { max: shipped }, row, child: 'lines' });
        }
        if (violations.length) throw new ValidationError(violations);
      }
    },
    async afterAction(ctx) {
      const { tx, action, record, caller, pending } = ctx;
      const id = Number(record.deliveryHeaderId);
      // The stamps of ship and receive and the lines' states are declared (entities/purchase/delivery-note.ts).
      if (action.action === 'ship') await createBarcodes(tx, id, caller.userId);
      if (action.action === 'receive') {
        await tx.query('UPDATE srm_po_delivery_lines SET received_qty = delivery_qty, received_date = current_date WHERE delivery_header_id = $1', [id]);
        for (const g of linePayload(ctx, 'deliveryLineId')) {
          await tx.query('UPDATE srm_po_delivery_lines SET received_qty = $2 WHERE delivery_line_id = $1 AND delivery_header_id = $3', [
            g.deliveryLineId,
            Number(g.receivedQty),
            id,
          ]);
        }
      }
      if (action.action === 'cancel') await tx.query('DELETE FROM srm_po_barcodes WHERE delivery_header_id = $1', [id]);
      const touched = await rows(tx, 'SELECT po_line_id AS p, po_notice_line_id AS n FROM srm_po_delivery_lines WHERE delivery_header_id = $1', [id]);
      await recomputeShipments(
        { ops, tx, pending, caller },
        [...new Set(touched.map((t) => Number(t.p)))],
        [...new Set(touched.filter((t) => t.n).map((t) => Number(t.n)))],
      );
    },
  });
}

/**
 * A delivery note ships confirmed order lines of its own supplier (or lines of
 * its confirmed delivery notices), never more than remains open: the ordered
 * quantity less what other notes have in draft or in transit and what was
 * received. The order lines are locked while this is counted.
 */
async function checkDeliveryLines(ctx: SaveContext): Promise<void> {
  const lines = ctx.lines.lines;
  if (!lines?.length) return;
  const supplierId = Number(savedValue(ctx, 'supplierId'));
  const byNotice = savedValue(ctx, 'deliveryType') === 'NOTICE';
  const self = ctx.before ? Number(ctx.before.deliveryHeaderId) : 0;
  const poLineIds = [...new Set(lines.map((l) => Number(l.poLineId)))];
  const consumed = `COALESCE((SELECT sum(CASE WHEN dh.delivery_status = 'CLOSED' THEN dl.received_qty ELSE dl.delivery_qty END)
        FROM srm_po_delivery_lines dl JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
       WHERE dl.%COL% = x.id AND dh.delivery_status <> 'CANCELLED' AND dh.delivery_header_id <> $2), 0)`;
  const po = await rows(
    ctx.tx,
    `SELECT x.id, x.quantity, x.status, x."lineStatus", x."supplierId", x."poNumber", ${consumed.replace('%COL%', 'po_line_id')} AS consumed
       FROM (SELECT l.po_line_id AS id, l.quantity, l.line_status AS "lineStatus", h.po_status AS status, h.supplier_id AS "supplierId", h.po_number AS "poNumber"
               FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id WHERE l.po_line_id = ANY($1) FOR UPDATE OF l) x`,
    [poLineIds, self],
  );
  const poById = new Map(po.map((r) => [Number(r.id), r]));
  const noticeIds = [...new Set(lines.map((l) => num(l.poNoticeLineId)).filter((v): v is number => v !== null))];
  const notices = noticeIds.length
    ? await rows(
        ctx.tx,
        `SELECT x.id, x.quantity, x.status, x."poLineId", x."supplierId", ${consumed.replace('%COL%', 'po_notice_line_id')} AS consumed
           FROM (SELECT n.line_id AS id, n.notice_delivery_qty AS quantity, n.po_line_id AS "poLineId", h.po_notice_status AS status, h.supplier_id AS "supplierId"
                   FROM srm_po_notice_line n JOIN srm_po_notice h ON h.po_notice_id = n.po_notice_id WHERE n.line_id = ANY($1) FOR UPDATE OF n) x`,
        [noticeIds, self],
      )
    : [];
  const noticeById = new Map(notices.map((r) => [Number(r.id), r]));
  const violations: FieldViolation[] = [];
  const wanted = new Map<string, { qty: number; row: number; open: number }>();
  for (const [row, line] of lines.entries()) {
    const p = poById.get(Number(line.poLineId));
    if (!p || p.supplierId !== supplierId || p.status !== 'CONFIRMED' || p.lineStatus !== 'OPEN') {
      violations.push({ field: 'poLineId', key: 'rule.orderLineState', params: { value: line.poLineId }, row, child: 'lines' });
      continue;
    }
    line.poNumber = p.poNumber;
    const add = (key: string, open: number) => {
      const w = wanted.get(key) ?? { qty: 0, row, open };
      w.qty += Number(line.deliveryQty);
      w.row = row;
      wanted.set(key, w);
    };
    add(`po:${p.id}`, Number(p.quantity) - Number(p.consumed));
    const noticeLineId = num(line.poNoticeLineId);
    if (byNotice && noticeLineId === null) violations.push({ field: 'poNoticeLineId', key: 'rule.required', row, child: 'lines' });
    if (noticeLineId !== null) {
      const n = noticeById.get(noticeLineId);
      if (!n || n.supplierId !== supplierId || n.status !== 'CONFIRMED' || Number(n.poLineId) !== Number(p.id)) {
        violations.push({ field: 'poNoticeLineId', key: 'rule.ref', params: { value: noticeLineId }, row, child: 'lines' });
        continue;
      }
      add(`notice:${n.id}`, Number(n.quantity) - Number(n.consumed));
    }
  }
  if (violations.length) throw new ValidationError(violations);
  for (const w of wanted.values()) {
    if (w.qty > w.open + 1e-9) throw new AppError('QUANTITY_EXCEEDED', { line: w.row + 1, quantity: w.qty, open: Math.max(0, w.open) });
  }
}

function registerPlanHooks(): void {
  registerHooks('purPlan', {
    async beforeAction({ tx, action, record }) {
      if (action.action === 'publish') await requireLines(tx, 'srm_po_plan_lines', 'plan_header_id', record.planHeaderId);
    },
  });
}

export const registerPurchaseHooks = once((ops: EntityOperations): void => {
  registerRequisitionHooks();
  registerAslHooks();
  registerOrderHooks(ops);
  registerDeliveryHooks(ops);
  registerPlanHooks();
});
