/**
 * Package barcodes of a shipped delivery note, and their Code 128 labels
 * rendered on the server with bwip-js (SVG for the browser to print, or PNG).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import type { OperationContext } from '../engine/operations.ts';
import { Params } from '../engine/params.ts';
import { scopeConditions } from '../engine/scope.ts';
import { rows } from '../db/db.ts';

const MAX_PACKAGES = 999;
// Two megabytes of encoders a start has no use for: loaded by the first label.
const bwip = async () => (await import('bwip-js/node')).default;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** One barcode per package: the delivery number, the line number and the package number. */
export async function createBarcodes(tx: Queryable, deliveryHeaderId: number, userId: number): Promise<void> {
  await tx.query('DELETE FROM srm_po_barcodes WHERE delivery_header_id = $1', [deliveryHeaderId]);
  const lines = await rows(
    tx,
    `SELECT h.delivery_number, h.supplier_id, h.supplier_number, h.supplier_name, l.delivery_line_id, l.line_number, l.po_number, l.item_code, l.item_name, l.delivery_qty, l.pack_qty
       FROM srm_po_delivery_lines l JOIN srm_po_delivery_headers h ON h.delivery_header_id = l.delivery_header_id
      WHERE h.delivery_header_id = $1 ORDER BY l.line_number, l.delivery_line_id`,
    [deliveryHeaderId],
  );
  for (const l of lines) {
    const qty = Number(l.delivery_qty);
    const per = l.pack_qty ? Number(l.pack_qty) : qty;
    const count = Math.min(MAX_PACKAGES, Math.max(1, Math.ceil(qty / per - 1e-9)));
    for (let i = 1; i <= count; i++) {
      const inPackage = i < count ? per : Number((qty - per * (count - 1)).toFixed(4));
      await tx.query(
        `INSERT INTO srm_po_barcodes (barcode, supplier_id, supplier_number, supplier_name, delivery_header_id, delivery_number, delivery_line_id, po_number, item_code, item_name, package_no, package_count, quantity, print_count, created_by, last_updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, $14, $14)`,
        [
          `${l.delivery_number}${pad(l.line_number, 3)}${pad(i, 3)}`,
          l.supplier_id,
          l.supplier_number,
          l.supplier_name,
          deliveryHeaderId,
          l.delivery_number,
          l.delivery_line_id,
          l.po_number,
          l.item_code,
          l.item_name,
          i,
          count,
          inPackage,
          userId,
        ],
      );
    }
  }
}

/** Code 128 of `text` with the text under the bars. */
export async function code128Svg(text: string): Promise<string> {
  return (await bwip()).toSVG({ bcid: 'code128', text, scale: 2, height: 12, includetext: true, textxalign: 'center' });
}

export async function code128Png(text: string): Promise<Buffer> {
  return (await bwip()).toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: true, textxalign: 'center' });
}

/**
 * `printLabels`: the labels of the chosen barcodes (or of a delivery note),
 * within the caller's scope, as SVG or PNG (data URL); counts the prints.
 */
export async function printLabels({ tx, caller, body }: OperationContext): Promise<unknown> {
  const def = getEntity('purBarcode');
  const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
  const noteId = body.deliveryHeaderId === undefined ? null : Number(body.deliveryHeaderId);
  if (!ids.length && noteId === null) throw new ValidationError([{ field: 'ids', key: 'rule.required' }]);
  if (ids.length > 500 || ids.some((id) => !Number.isSafeInteger(id)))
    throw new ValidationError([{ field: 'ids', key: 'rule.type', params: { expected: 'integer[] (at most 500)' } }]);
  const format = body.format === 'png' ? 'png' : 'svg';
  const params = new Params();
  const conds = [
    ids.length ? `t.barcode_id = ANY(${params.add(ids)})` : `t.delivery_header_id = ${params.add(noteId)}`,
    ...scopeConditions(def, caller, params),
  ];
  const found = await rows(
    tx,
    `UPDATE srm_po_barcodes t SET print_count = print_count + 1 WHERE ${conds.join(' AND ')}
     RETURNING barcode_id AS "barcodeId", barcode, delivery_number AS "deliveryNumber", po_number AS "poNumber", item_code AS "itemCode", item_name AS "itemName",
               package_no AS "packageNo", package_count AS "packageCount", quantity, supplier_name AS "supplierName"`,
    params.values,
  );
  found.sort((a, b) => a.barcodeId - b.barcodeId);
  const out = [];
  for (const b of found) {
    const label = format === 'png' ? `data:image/png;base64,${(await code128Png(b.barcode)).toString('base64')}` : await code128Svg(b.barcode);
    out.push({ ...b, format, label });
  }
  return out;
}
