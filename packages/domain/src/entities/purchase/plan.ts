import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * Purchase plan (采购计划, pre-plan or monthly): quantities a supplier should
 * prepare for a month. Published to the supplier, who confirms it or returns
 * it with a reason; the buyer closes it. States: see STATES.md.
 */
export default defineEntity({
  name: 'purPlan',
  domain: 'purchase',
  label: { zh: '采购计划', en: 'Purchase plan' },
  service: 'srmServer',
  rest: 'srmPoPlanHeader',
  table: 'srm_po_plan_headers',
  key: 'planHeaderId',
  titleField: 'planNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT'] },
  fields: [
    f.text('planNumber', '计划编号', 'Plan number', { autoNumber: 'JH-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.lookup('planType', '计划类型', 'Plan type', 'PUR_PLAN_TYPE', { required: true, default: 'MONTHLY' }),
    ...f.supplier({ required: true }),
    ...f.org(),
    f.text('planMonth', '计划月份', 'Month (yyyy-MM)', { required: true, maxLength: 7 }),
    f.lookup('planStatus', '状态', 'Status', 'PUR_PLAN_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('publishDate', '发布时间', 'Published', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  children: [{ name: 'lines', entity: 'purPlanLine', foreignKey: 'planHeaderId', label: { zh: '计划行', en: 'Lines' } }],
  workflow: {
    field: 'planStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      PUBLISHED: STATE.PUBLISHED,
      CONFIRMED: { label: { zh: '供应商已确认', en: 'Confirmed by supplier' } },
      RETURNED: { label: { zh: '供应商已退回', en: 'Returned by supplier' }, editable: true },
      CLOSED: STATE.CLOSED,
    },
    actions: [
      {
        action: 'publish',
        label: { zh: '发布', en: 'Publish' },
        from: ['DRAFT', 'RETURNED'],
        to: 'PUBLISHED',
        resource: 'btnPublish',
        notifySupplier: true,
        stamp: 'publishDate',
      },
      { action: 'confirm', label: { zh: '确认', en: 'Confirm' }, from: ['PUBLISHED'], to: 'CONFIRMED', resource: 'btnConfirm', actor: 'supplier', todo: true },
      {
        action: 'return',
        label: { zh: '退回', en: 'Return' },
        from: ['PUBLISHED'],
        to: 'RETURNED',
        resource: 'btnReturn',
        actor: 'supplier',
        commentRequired: true,
      },
      { action: 'close', label: { zh: '关闭', en: 'Close' }, from: ['PUBLISHED', 'CONFIRMED'], to: 'CLOSED', resource: 'btnClose' },
    ],
  },
  list: {
    columns: ['planNumber', 'planType', 'planMonth', 'supplierName', 'orgName', 'planStatus', 'publishDate'],
    filters: [{ field: 'planNumber', op: 'like' }, 'planType', 'planMonth', 'supplierId', 'planStatus'],
    sort: ['-planHeaderId'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: ['planNumber', 'planType', 'planMonth', 'supplierId', 'orgId', 'planStatus', 'publishDate', 'description'],
      },
    ],
  },
});
