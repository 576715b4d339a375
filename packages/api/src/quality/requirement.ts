/**
 * Substance requirements (entities/quality/STATES.md): published only with
 * substances to limit; publishing asks every supplier that has had an order
 * line of the material to declare against it, by to-do and notification.
 */
import { ValidationError } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';
import { askSuppliers } from './tell.ts';

export function registerRequirementHooks(): void {
  registerHooks('qmsRequireHeader', {
    async beforeAction({ tx, action, record }) {
      if (action.action !== 'publish') return;
      const lines = await tx.query('SELECT 1 FROM srm_qms_require_components WHERE require_id = $1 LIMIT 1', [record.requireId]);
      if (!lines.rows.length) throw new ValidationError([{ field: 'components', key: 'rule.required' }]);
    },
    async afterAction({ tx, action, record, caller, pending }) {
      if (action.action !== 'publish') return;
      const suppliers = await tx.query<{ supplierId: number }>(
        `SELECT DISTINCT h.supplier_id AS "supplierId" FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id
          WHERE l.item_id = $1 AND h.supplier_id IS NOT NULL AND h.po_status <> 'DRAFT'`,
        [record.itemId],
      );
      await askSuppliers(
        tx,
        suppliers.rows.map((s) => Number(s.supplierId)),
        {
          entity: 'qmsRequireHeader',
          recordId: Number(record.requireId),
          action: 'declare',
          page: 'supplierRequireDetail',
          menuCode: 'QMS_REQUIRE_SELF',
          text: {
            zh: `物质要求 ${record.requireNumber} 已发布：请为物料${record.itemCode} ${record.itemName}提交合规声明`,
            en: `Substance requirement ${record.requireNumber} is published: declare the compliance of material ${record.itemCode} ${record.itemName}`,
          },
        },
        caller,
        pending,
      );
    },
  });
}
