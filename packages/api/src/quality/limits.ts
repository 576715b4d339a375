/**
 * What substance compliance reads in several places: the limits of a
 * requirement, the approvers of a material, and whether a supplier may deliver
 * a material (a valid declaration or an approved exemption).
 */
import type { Queryable } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';

export interface Limit {
  componentId: number;
  componentName: string;
  limitPpm: number;
}

export async function limitsOf(tx: Queryable, requireId: unknown): Promise<Limit[]> {
  const res = await tx.query<Limit>(
    `SELECT component_id AS "componentId", component_name AS "componentName", limit_ppm AS "limitPpm"
       FROM srm_qms_require_components WHERE require_id = $1 ORDER BY require_component_id`,
    [requireId],
  );
  return res.rows.map((r) => ({ ...r, componentId: Number(r.componentId), limitPpm: Number(r.limitPpm) }));
}

/** Whether the material has a published requirement: only then is there anything to exempt it from. */
export async function hasPublishedRequirement(tx: Queryable, itemId: unknown): Promise<boolean> {
  const res = await tx.query(`SELECT 1 FROM srm_qms_require_headers WHERE item_id = $1 AND require_status = 'PUBLISHED' LIMIT 1`, [itemId]);
  return res.rows.length > 0;
}

/** While approvers are named for the material (or for every material), only they decide its declarations and exemptions. */
export async function refuseUnlessApprover(tx: Queryable, itemId: unknown, itemCode: unknown, caller: Caller): Promise<void> {
  const res = await tx.query<{ userId: number }>(
    `SELECT user_id AS "userId" FROM srm_qms_require_approvers WHERE enabled_flag = 'Y' AND (item_id IS NULL OR item_id = $1)`,
    [itemId],
  );
  if (res.rows.length && !res.rows.some((r) => Number(r.userId) === caller.userId))
    throw new AppError('NOT_COMPLIANCE_APPROVER', { item: String(itemCode ?? '') });
}

export type Refusal =
  | { key: 'rule.receiptDeclarationMissing'; params: { item: string } }
  | { key: 'rule.receiptDeclarationExpired'; params: { item: string; document: string; date: string } }
  | { key: 'rule.receiptDeclarationOverLimit'; params: { item: string; document: string; component: string; value: number; limit: number } };

interface Held {
  declarationNumber: string;
  expiryDate: string | null;
  componentName: string | null;
  concentration: number | null;
  limitPpm: number | null;
}

/**
 * Why the supplier may not deliver the material today, or null when it may:
 * every published requirement of the material needs an approved declaration,
 * unexpired and within the requirement's present limits, unless an approved
 * exemption covers today. The reason given is the nearest miss.
 */
export async function receiptRefusal(tx: Queryable, supplierId: unknown, itemId: unknown, itemCode: string, today: string): Promise<Refusal | null> {
  const exempt = await tx.query(
    `SELECT 1 FROM srm_qms_exemptions WHERE supplier_id = $1 AND item_id = $2 AND exemption_status = 'APPROVED' AND valid_from <= $3 AND valid_to >= $3 LIMIT 1`,
    [supplierId, itemId, today],
  );
  if (exempt.rows.length) return null;
  const requirements = await tx.query<{ requireId: number }>(
    `SELECT require_id AS "requireId" FROM srm_qms_require_headers WHERE item_id = $1 AND require_status = 'PUBLISHED' ORDER BY require_id`,
    [itemId],
  );
  for (const { requireId } of requirements.rows) {
    // Each approved declaration with its worst excess over the present limits (none when within them).
    const held = await tx.query<Held>(
      `SELECT d.declaration_number AS "declarationNumber", to_char(d.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
              worst.component_name AS "componentName", worst.concentration_ppm AS concentration, worst.limit_ppm AS "limitPpm"
         FROM srm_qms_declarations d
         LEFT JOIN LATERAL (
           SELECT rc.component_name, dc.concentration_ppm, rc.limit_ppm
             FROM srm_qms_require_components rc
             LEFT JOIN srm_qms_declaration_components dc ON dc.declaration_id = d.declaration_id AND dc.component_id = rc.component_id
            WHERE rc.require_id = d.require_id AND (dc.concentration_ppm IS NULL OR dc.concentration_ppm > rc.limit_ppm)
            ORDER BY rc.require_component_id LIMIT 1) worst ON TRUE
        WHERE d.supplier_id = $1 AND d.require_id = $2 AND d.declaration_status = 'APPROVED'
        ORDER BY d.expiry_date DESC NULLS LAST, d.declaration_id DESC`,
      [supplierId, requireId],
    );
    const rows = held.rows;
    if (rows.some((r) => r.expiryDate !== null && r.expiryDate >= today && r.componentName === null)) continue;
    const current = rows.find((r) => r.expiryDate !== null && r.expiryDate >= today);
    if (current)
      return {
        key: 'rule.receiptDeclarationOverLimit',
        params: {
          item: itemCode,
          document: current.declarationNumber,
          component: current.componentName ?? '',
          value: current.concentration === null ? 0 : Number(current.concentration),
          limit: Number(current.limitPpm),
        },
      };
    if (rows.length)
      return { key: 'rule.receiptDeclarationExpired', params: { item: itemCode, document: rows[0].declarationNumber, date: rows[0].expiryDate ?? '' } };
    return { key: 'rule.receiptDeclarationMissing', params: { item: itemCode } };
  }
  return null;
}
