import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { OPEN_ORDER_STATES } from '../../entity/open-orders.ts';

/**
 * The main suppliers' schedule (主供应商排产): every production step of every
 * order still under way, planned against actual, beside the order's earliest
 * need-by date, with its state: LATE (an actual date past the planned one),
 * OVERDUE (unfinished past its planned finish), DONE, IN_PROGRESS or
 * NOT_STARTED. A supplier reads its own orders' steps; buyers those of their
 * organisations (the order's `orgId`). A view, recreated at start-up.
 */
export default defineEntity({
  name: 'eqpMainSchedule',
  domain: 'equipment',
  label: { zh: '主供应商排产', en: 'Main supplier schedule' },
  service: 'srmServer',
  rest: 'srmEqpMainSchedule',
  table: 'v_srm_eqp_main_schedule',
  key: 'processLineId',
  titleField: 'stepName',
  readOnly: true,
  scope: { supplier: 'supplierId' },
  view: `SELECT l.process_line_id, p.process_id, p.process_number, h.po_header_id, h.po_number, h.po_status, h.supplier_id, h.supplier_number, h.supplier_name,
      h.org_id, h.org_name, l.line_number, l.step_name, l.planned_start_date, l.planned_finish_date, l.actual_start_date, l.actual_finish_date,
      COALESCE(l.late_days, 0) AS late_days, n.need_by_date,
      CASE WHEN l.late_flag = 'Y' THEN 'LATE'
           WHEN l.actual_finish_date IS NOT NULL THEN 'DONE'
           WHEN l.planned_finish_date < current_date THEN 'OVERDUE'
           WHEN l.actual_start_date IS NOT NULL THEN 'IN_PROGRESS'
           ELSE 'NOT_STARTED' END AS schedule_state,
      l.created_by, l.creation_date, l.last_updated_by, l.last_update_date, l.version_num
    FROM srm_eqp_production_process_lines l
    JOIN srm_eqp_production_process p ON p.process_id = l.process_id
    JOIN srm_po_headers h ON h.po_header_id = p.po_header_id
    LEFT JOIN (SELECT po_header_id, MIN(need_by_date) AS need_by_date FROM srm_po_lines WHERE line_status IS DISTINCT FROM 'CANCELLED' GROUP BY po_header_id) n
      ON n.po_header_id = h.po_header_id
   WHERE h.po_status IN (${OPEN_ORDER_STATES.map((s) => `'${s}'`).join(', ')})`,
  fields: [
    f.integer('processId', '生产进度ID', 'Progress id', { hidden: true }),
    f.text('processNumber', '进度单号', 'Progress number'),
    f.ref('poHeaderId', '采购订单', 'Order', 'purOrder', { display: 'poNumber' }),
    f.text('poNumber', '采购订单号', 'Order number'),
    f.lookup('poStatus', '订单状态', 'Order status', 'ISP_PO_STATUS'),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.text('orgName', '组织名称', 'Organisation name'),
    f.integer('lineNumber', '序号', 'No.'),
    f.text('stepName', '工序', 'Step'),
    f.date('plannedStartDate', '计划开始', 'Planned start'),
    f.date('plannedFinishDate', '计划完成', 'Planned finish'),
    f.date('actualStartDate', '实际开始', 'Actual start'),
    f.date('actualFinishDate', '实际完成', 'Actual finish'),
    f.integer('lateDays', '延误天数', 'Days late'),
    f.date('needByDate', '需求日期', 'Need by'),
    f.lookup('scheduleState', '进度', 'State', 'EQP_SCHEDULE_STATE'),
  ],
  list: {
    columns: [
      'poNumber',
      'supplierName',
      'orgName',
      'lineNumber',
      'stepName',
      'plannedStartDate',
      'plannedFinishDate',
      'actualStartDate',
      'actualFinishDate',
      'needByDate',
      'scheduleState',
      'lateDays',
    ],
    filters: [{ field: 'poNumber', op: 'like' }, 'supplierId', 'orgId', 'scheduleState'],
    sort: ['poNumber', 'lineNumber'],
  },
});
