/**
 * Field groups and SQL pieces the purchasing definitions share: the material
 * columns copied onto every line, and the audit columns a report view answers.
 * Kept outside `entities/` so the entity index lists definitions only.
 */
import type { FieldDef } from '../entity/types.ts';
import { f } from '../entity/fields.ts';

/** Material reference with code, name, specification and category copied beside it. */
export function itemFields(opts: { required?: boolean; readOnly?: boolean; uomInto?: string } = {}): FieldDef[] {
  const copy: Record<string, string> = {
    itemCode: 'itemCode',
    itemName: 'itemName',
    specification: 'itemSpec',
    categoryId: 'categoryId',
    categoryName: 'categoryName',
  };
  if (opts.uomInto) copy.uomCode = opts.uomInto;
  return [
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName', copy, required: opts.required, readOnly: opts.readOnly, index: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.text('itemSpec', '规格型号', 'Specification', { readOnly: true, maxLength: 500 }),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName', readOnly: true, index: true }),
    f.text('categoryName', '采购分类名称', 'Category name', { readOnly: true }),
  ];
}

/** The audit columns of a report view whose rows are aggregates. */
export const VIEW_AUDIT = `-1::bigint AS created_by, now() AS creation_date, -1::bigint AS last_updated_by, now() AS last_update_date, 1 AS version_num`;

/** Order header states in which the order counts as committed spend. */
export const COMMITTED_PO_STATES = ['APPROVED', 'RELEASED', 'FEEDBACK', 'CONFIRMED', 'CLOSED', 'SETTLED'];
export const sqlList = (values: string[]) => values.map((v) => `'${v}'`).join(', ');
