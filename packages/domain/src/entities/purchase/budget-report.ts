import { defineEntity } from '../../entity/types.ts';
import { COMMITTED_PO_STATES, sqlList } from '../../purchase/shared.ts';
import { f } from '../../entity/fields.ts';

/**
 * Budget report (预算报表): each project's budget against what approved
 * requisitions ask for and what committed orders (approved or later, lines
 * not cancelled, in CNY) have spent of it.
 */
export default defineEntity({
  name: 'purBudgetReport',
  domain: 'purchase',
  label: { zh: '预算执行报表', en: 'Budget report' },
  service: 'srmServer',
  rest: 'srmPoBudgetReport',
  table: 'v_srm_po_budget',
  key: 'projectId',
  readOnly: true,
  view: `SELECT p.project_id, p.project_code, p.project_name, p.org_id, p.org_name, COALESCE(p.budget_amount, 0) AS budget_amount,
      COALESCE(r.requested_amount, 0) AS requested_amount, COALESCE(c.committed_amount, 0) AS committed_amount, COALESCE(c.received_amount, 0) AS received_amount,
      COALESCE(p.budget_amount, 0) - COALESCE(c.committed_amount, 0) AS available_amount,
      CASE WHEN COALESCE(p.budget_amount, 0) = 0 THEN NULL ELSE round(COALESCE(c.committed_amount, 0) * 100 / p.budget_amount, 2) END AS usage_rate,
      p.created_by, p.creation_date, p.last_updated_by, p.last_update_date, p.version_num
    FROM srm_base_projects p
    LEFT JOIN (SELECT project_id, sum(total_budget_amount) AS requested_amount FROM srm_po_requisition_headers
                WHERE requisition_status IN ('APPROVED', 'ORDERED', 'CLOSED') GROUP BY project_id) r ON r.project_id = p.project_id
    LEFT JOIN (SELECT rh.project_id, sum(round(pl.line_amount * COALESCE(ph.exchange_rate, 1), 2)) AS committed_amount,
                      sum(round(pl.received_qty * pl.tax_price * COALESCE(ph.exchange_rate, 1), 2)) AS received_amount
                 FROM srm_po_lines pl
                 JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
                 JOIN srm_po_requisition_lines rl ON rl.requisition_line_id = pl.requisition_line_id
                 JOIN srm_po_requisition_headers rh ON rh.requisition_header_id = rl.requisition_header_id
                WHERE ph.po_status IN (${sqlList(COMMITTED_PO_STATES)}) AND pl.line_status <> 'CANCELLED'
                GROUP BY rh.project_id) c ON c.project_id = p.project_id`,
  fields: [
    f.text('projectCode', '项目编号', 'Project code'),
    f.text('projectName', '项目名称', 'Project name'),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.text('orgName', '组织名称', 'Organisation name'),
    f.money('budgetAmount', '预算金额', 'Budget'),
    f.money('requestedAmount', '申请金额', 'Requested'),
    f.money('committedAmount', '已下单金额', 'Committed'),
    f.money('receivedAmount', '已接收金额', 'Received'),
    f.money('availableAmount', '可用预算', 'Available'),
    f.number('usageRate', '预算使用率(%)', 'Used (%)', { precision: 2 }),
  ],
  list: {
    columns: ['projectCode', 'projectName', 'orgName', 'budgetAmount', 'requestedAmount', 'committedAmount', 'receivedAmount', 'availableAmount', 'usageRate'],
    filters: [{ field: 'projectCode', op: 'like' }, { field: 'projectName', op: 'like' }, 'orgId'],
    sort: ['projectCode'],
    summary: ['budgetAmount', 'requestedAmount', 'committedAmount', 'receivedAmount', 'availableAmount'],
  },
});
