/**
 * From pooled requisition lines to a purchase order. The supplier is the one
 * the buyer names, else the line's suggested one, else of the candidates (on
 * an approved supplier list, or with a valid agreement for materials that need
 * no list) the one furthest behind its share of the quota split in force, else
 * the list's largest quota share, else the lowest agreement price; the price from that supplier's approved
 * agreement valid today (the ladder step for the quantity), else the budget
 * or benchmark price. One transaction: the order, its lines, and the
 * requisition lines marked with the order line they became.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { COMMITTED_PO_STATES } from '@srm/domain/purchase/shared.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { OperationContext, Row } from '../engine/operations.ts';
import { Params } from '../engine/params.ts';
import { scopeConditions } from '../engine/scope.ts';
import { personName } from '../engine/people.ts';
import { engineNow } from '../engine/clock.ts';
import { syncRequisitionLines } from './sql.ts';
import { rows } from '../db/db.ts';

interface DemandLine {
  requisitionLineId: number;
  requisitionNumber: string;
  lineNumber: number;
  orgId: number;
  itemId: number;
  itemCode: string;
  categoryId: number | null;
  enabledAsl: string;
  openQty: number;
  needByDate: string;
  budgetPrice: number | null;
  benchmarkPrice: number | null;
  suggestedSupplierId: number | null;
}

interface Price {
  price: number;
  source: 'AGREEMENT' | 'LADDER' | 'BUDGET' | 'BENCHMARK';
  agreementNumber: string | null;
}

export interface ProposedLine extends DemandLine {
  supplierId: number | null;
  supplierName: string | null;
  candidates: {
    supplierId: number;
    supplierName: string;
    proportion: number | null;
    price: number | null;
    /** Its planned share of the quota split in force for the material at the organisation, and what it was ordered since the split began. */
    quota: { plannedShare: number; orderedQty: number } | null;
  }[];
  quantity: number;
  price: Price | null;
}

/** The demand-summary lines a request names (`requisitionLineIds`, or `ids` from a list's selection). */
export function idsOf(body: Row): number[] {
  const raw = body.requisitionLineIds ?? body.ids;
  if (!Array.isArray(raw) || !raw.length) throw new ValidationError([{ field: 'requisitionLineIds', key: 'rule.required' }]);
  if (raw.length > 1000) throw new ValidationError([{ field: 'requisitionLineIds', key: 'rule.max', params: { max: 1000 } }]);
  const ids = raw.map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1))
    throw new ValidationError([{ field: 'requisitionLineIds', key: 'rule.type', params: { expected: 'integer[]' } }]);
  return [...new Set(ids)];
}

/** The chosen lines as the caller sees them in the demand summary, locked when ordering. */
export async function demandLines(tx: Queryable, caller: Caller, ids: number[], lock: boolean): Promise<DemandLine[]> {
  const def = getEntity('purDemandSummary');
  const params = new Params();
  const conds = [`t.requisition_line_id = ANY(${params.add(ids)})`, ...scopeConditions(def, caller, params)];
  if (lock) await tx.query(`SELECT 1 FROM srm_po_requisition_lines WHERE requisition_line_id = ANY($1) ORDER BY requisition_line_id FOR UPDATE`, [ids]);
  const found = await rows<DemandLine>(
    tx,
    `SELECT t.requisition_line_id AS "requisitionLineId", t.requisition_number AS "requisitionNumber", t.line_number AS "lineNumber", t.org_id AS "orgId",
            t.item_id AS "itemId", t.item_code AS "itemCode", t.category_id AS "categoryId", i.enabled_asl AS "enabledAsl", t.open_qty AS "openQty",
            t.need_by_date AS "needByDate", t.budget_price AS "budgetPrice", i.benchmark_price AS "benchmarkPrice", t.suggested_supplier_id AS "suggestedSupplierId"
       FROM ${def.table} t JOIN srm_base_items i ON i.item_id = t.item_id WHERE ${conds.join(' AND ')} ORDER BY t.requisition_number, t.line_number`,
    params.values,
  );
  const seen = new Set(found.map((l) => l.requisitionLineId));
  const missing = ids.find((id) => !seen.has(id));
  if (missing !== undefined) throw new AppError('LINE_NOT_AVAILABLE', { line: missing });
  return found;
}

/** Suppliers on an effective approved supplier list for the material (or its category) and organisation, largest share first. */
async function aslCandidates(tx: Queryable, line: DemandLine): Promise<{ supplierId: number; supplierName: string; proportion: number | null }[]> {
  return rows(
    tx,
    `SELECT h.supplier_id AS "supplierId", max(h.supplier_name) AS "supplierName", max(q.proportion) AS proportion
       FROM srm_po_asl_headers h
       JOIN srm_po_asl_lines l ON l.asl_id = h.asl_id AND l.enabled_flag = 'Y'
       JOIN srm_pos_supplier_info s ON s.supplier_id = h.supplier_id AND s.purchase_flag = 'Y' AND s.blacklist_flag = 'N'
       LEFT JOIN srm_po_asl_quotas q ON q.asl_id = h.asl_id AND q.item_id = $1
      WHERE h.asl_status IN ('APPROVED', 'RELEASED', 'CONFIRMED')
        AND (l.item_id = $1 OR (l.item_id IS NULL AND l.category_id = $2))
        AND (l.org_id IS NULL OR l.org_id = $3 OR h.org_id = $3)
        AND l.start_date <= current_date AND (l.end_date IS NULL OR l.end_date >= current_date)
      GROUP BY h.supplier_id
      ORDER BY max(q.proportion) DESC NULLS LAST, h.supplier_id`,
    [line.itemId, line.categoryId, line.orgId],
  );
}

/**
 * The quota split in force for the line's material at its organisation
 * (entities/quota): each supplier's planned share and the quantity committed
 * orders gave it since the split began.
 */
async function quotaOf(tx: Queryable, line: DemandLine): Promise<Map<number, { plannedShare: number; orderedQty: number }>> {
  const found = await rows<{ supplierId: number; plannedShare: string; orderedQty: string }>(
    tx,
    `SELECT p.supplier_id AS "supplierId", p.planned_share AS "plannedShare",
            (SELECT COALESCE(sum(l.quantity), 0) FROM srm_po_headers h
               JOIN srm_po_lines l ON l.po_header_id = h.po_header_id AND l.item_id = p.item_id AND l.line_status <> 'CANCELLED'
              WHERE h.supplier_id = p.supplier_id AND h.org_id = p.org_id AND h.po_status = ANY($3) AND h.approved_date >= p.effective_from) AS "orderedQty"
       FROM srm_sml_preset_proportions p
      WHERE p.org_id = $1 AND p.item_id = $2 AND p.preset_status = 'EFFECTIVE' AND p.planned_share > 0`,
    [line.orgId, line.itemId, COMMITTED_PO_STATES],
  );
  return new Map(found.map((q) => [Number(q.supplierId), { plannedShare: Number(q.plannedShare), orderedQty: Number(q.orderedQty) }]));
}

/**
 * Of the candidates with a share in the split, the one furthest behind it: the
 * lowest quota rating (ordered since the split ÷ planned share), the larger
 * share on a tie. Null when none of them has a share.
 */
export function byQuota(candidates: ProposedLine['candidates']): number | null {
  const rated = candidates
    .filter((c) => c.quota)
    .map((c) => ({ id: c.supplierId, share: c.quota!.plannedShare, rating: c.quota!.orderedQty / c.quota!.plannedShare }));
  rated.sort((a, b) => a.rating - b.rating || b.share - a.share || a.id - b.id);
  return rated[0]?.id ?? null;
}

/** The supplier's approved agreement valid today for the organisation: ladder step for the quantity, else the line price. */
async function agreementPrice(tx: Queryable, supplierId: number, line: DemandLine, quantity: number): Promise<Price | null> {
  const found = await rows(
    tx,
    `SELECT h.agreement_number AS "agreementNumber", l.tax_price AS price,
            (SELECT s.tax_price FROM srm_po_agreement_steps s WHERE s.agreement_id = h.agreement_id AND s.item_id = l.item_id AND s.from_qty <= $4
              ORDER BY s.from_qty DESC LIMIT 1) AS "ladderPrice"
       FROM srm_po_agreement_headers h JOIN srm_po_agreement_lines l ON l.agreement_id = h.agreement_id AND l.item_id = $2
      WHERE h.supplier_id = $1 AND h.agreement_status = 'APPROVED' AND h.start_date <= current_date AND h.end_date >= current_date
        AND (NOT EXISTS (SELECT 1 FROM srm_po_agreement_orgs o WHERE o.agreement_id = h.agreement_id)
             OR EXISTS (SELECT 1 FROM srm_po_agreement_orgs o WHERE o.agreement_id = h.agreement_id AND o.org_id = $3))
      ORDER BY COALESCE((SELECT s.tax_price FROM srm_po_agreement_steps s WHERE s.agreement_id = h.agreement_id AND s.item_id = l.item_id AND s.from_qty <= $4
                          ORDER BY s.from_qty DESC LIMIT 1), l.tax_price), h.agreement_id DESC
      LIMIT 1`,
    [supplierId, line.itemId, line.orgId, quantity],
  );
  if (!found.length) return null;
  const a = found[0];
  return a.ladderPrice !== null
    ? { price: Number(a.ladderPrice), source: 'LADDER', agreementNumber: a.agreementNumber }
    : { price: Number(a.price), source: 'AGREEMENT', agreementNumber: a.agreementNumber };
}

/** Suppliers with a valid agreement for the material, when the material needs no approved list. */
async function agreementSuppliers(tx: Queryable, line: DemandLine): Promise<{ supplierId: number; supplierName: string; proportion: null }[]> {
  return rows(
    tx,
    `SELECT DISTINCT h.supplier_id AS "supplierId", h.supplier_name AS "supplierName", NULL AS proportion
       FROM srm_po_agreement_headers h JOIN srm_po_agreement_lines l ON l.agreement_id = h.agreement_id AND l.item_id = $1
      WHERE h.agreement_status = 'APPROVED' AND h.start_date <= current_date AND h.end_date >= current_date`,
    [line.itemId],
  );
}

async function supplierName(tx: Queryable, id: number): Promise<string | null> {
  return (await rows(tx, 'SELECT supplier_name AS n FROM srm_pos_supplier_info WHERE supplier_id = $1', [id]))[0]?.n ?? null;
}

export async function propose(tx: Queryable, caller: Caller, body: Row, lock = false): Promise<ProposedLine[]> {
  const lines = await demandLines(tx, caller, idsOf(body), lock);
  const chosen = body.supplierId === undefined || body.supplierId === null || body.supplierId === '' ? null : Number(body.supplierId);
  const out: ProposedLine[] = [];
  for (const line of lines) {
    const quantity = Number(line.openQty);
    const asl = await aslCandidates(tx, line);
    const pool = asl.length || line.enabledAsl === 'Y' ? asl : await agreementSuppliers(tx, line);
    const quota = await quotaOf(tx, line);
    const candidates: ProposedLine['candidates'] = [];
    for (const c of pool)
      candidates.push({ ...c, price: (await agreementPrice(tx, c.supplierId, line, quantity))?.price ?? null, quota: quota.get(c.supplierId) ?? null });
    let supplierId: number | null = chosen;
    if (supplierId === null) {
      const suggested =
        line.suggestedSupplierId !== null && (candidates.some((c) => c.supplierId === line.suggestedSupplierId) || (!asl.length && line.enabledAsl !== 'Y'));
      const quotaChoice = byQuota(candidates);
      if (suggested) supplierId = line.suggestedSupplierId;
      else if (quotaChoice !== null) supplierId = quotaChoice;
      else if (asl.length)
        supplierId = candidates[0].supplierId; // largest share
      else if (candidates.length) supplierId = [...candidates].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))[0].supplierId;
    }
    const agreement = supplierId === null ? null : await agreementPrice(tx, supplierId, line, quantity);
    const price: Price | null =
      agreement ??
      (line.budgetPrice !== null
        ? { price: Number(line.budgetPrice), source: 'BUDGET', agreementNumber: null }
        : line.benchmarkPrice !== null
          ? { price: Number(line.benchmarkPrice), source: 'BENCHMARK', agreementNumber: null }
          : null);
    out.push({ ...line, quantity, supplierId, supplierName: supplierId === null ? null : await supplierName(tx, supplierId), candidates, price });
  }
  return out;
}

/** `doProposeOrder`: what `doCreatePurchaseOrder` would make of the chosen lines. */
export async function proposeOrder({ tx, caller, body }: OperationContext): Promise<unknown> {
  return propose(tx, caller, body);
}

/** `doCreatePurchaseOrder`: one order for one supplier from the chosen lines. */
export async function createPurchaseOrder({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const proposal = await propose(tx, caller, body, true);
  const missing = proposal.find((l) => l.supplierId === null);
  if (missing) throw new AppError('NO_SUPPLIER', { item: missing.itemCode });
  const suppliers = [...new Set(proposal.map((l) => l.supplierId))];
  if (suppliers.length > 1) throw new AppError('MIXED_SUPPLIERS', { suppliers: [...new Set(proposal.map((l) => l.supplierName))].join('、') });
  const orgs = [...new Set(proposal.map((l) => l.orgId))];
  const order = getEntity('purOrder');
  const header: Row = {
    supplierId: suppliers[0],
    orgId: body.orgId ?? orgs[0],
    currencyCode: body.currencyCode ?? 'CNY',
    taxRateCode: body.taxRateCode ?? 'VAT13',
    buyerName: body.buyerName ?? (await personName(tx, caller.userId)) ?? caller.userName,
    description: body.description ?? `由需求汇总创建 ${formatDate(engineNow())}`,
    lines: proposal.map((l, i) => ({ lineNumber: i + 1, itemId: l.itemId, quantity: l.quantity, taxPrice: l.price?.price ?? 0, needByDate: l.needByDate })),
  };
  if (body.paymentTermId !== undefined) header.paymentTermId = body.paymentTermId;
  const id = await ops.saveOne(tx, order, caller, header, pending);
  const created = await rows(tx, 'SELECT po_line_id AS id, line_number AS n FROM srm_po_lines WHERE po_header_id = $1 ORDER BY line_number', [id]);
  const poNumber = (await rows(tx, 'SELECT po_number AS n FROM srm_po_headers WHERE po_header_id = $1', [id]))[0].n;
  for (const [i, l] of proposal.entries()) {
    const poLineId = created[i].id;
    await tx.query(
      `UPDATE srm_po_lines SET requisition_line_id = $2, requisition_number = $3, price_source = $4, agreement_number = $5 WHERE po_line_id = $1`,
      [poLineId, l.requisitionLineId, l.requisitionNumber, l.price?.source ?? 'MANUAL', l.price?.agreementNumber ?? null],
    );
    await tx.query('UPDATE srm_po_requisition_lines SET po_header_id = $2, po_line_id = $3, po_number = $4 WHERE requisition_line_id = $1', [
      l.requisitionLineId,
      id,
      poLineId,
      poNumber,
    ]);
  }
  await tx.query(`UPDATE srm_po_headers SET source_code = 'DEMAND' WHERE po_header_id = $1`, [id]);
  await syncRequisitionLines(
    { ops, tx, pending, caller },
    proposal.map((l) => l.requisitionLineId),
  );
  return ops.findById(order, caller, { poHeaderId: id }, tx);
}
