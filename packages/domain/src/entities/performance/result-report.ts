import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Published performance results for the reports (绩效结果报表): the grade
 * distribution (supplierLevelReport) and each supplier's score over periods
 * (srmSpeRelationRatio). A result counts for every organisation its supplier
 * serves (its sites), one row each; `firstOrgFlag` marks one row per result,
 * so a report over all organisations counts each result once. Internal: a
 * supplier reads its own result on its own screens, never the others'.
 */
export default defineEntity({
  name: 'speResultReport',
  domain: 'performance',
  label: { zh: '绩效结果报表', en: 'Performance results report' },
  service: 'srmServer',
  rest: 'srmSpeResultReport',
  table: 'v_srm_spe_result_report',
  key: 'reportRowId',
  titleField: 'performanceNumber',
  readOnly: true,
  scope: { internal: true },
  view: `SELECT p.performance_id * 1000 + COALESCE(o.seq, 1) AS report_row_id, p.performance_id, p.performance_number,
      p.scheme_id, p.scheme_number, p.scheme_name, h.template_id, h.template_name, p.period_from, p.period_to,
      p.supplier_id, p.supplier_number, p.supplier_name, o.org_id, o.org_name, CASE WHEN COALESCE(o.seq, 1) = 1 THEN 'Y' ELSE 'N' END AS first_org_flag,
      p.total_score, p.grade, p.rank_num, p.performance_status, p.published_date,
      p.created_by, p.creation_date, p.last_updated_by, p.last_update_date, p.version_num
    FROM srm_spe_performances p
    JOIN srm_spe_schemes h ON h.scheme_id = p.scheme_id
    LEFT JOIN LATERAL (SELECT i.org_id, i.org_name, row_number() OVER (ORDER BY i.org_id)::int AS seq
        FROM saaf_institution i WHERE i.org_id IN (SELECT x.org_id FROM srm_pos_supplier_sites x WHERE x.supplier_id = p.supplier_id)) o ON true
    WHERE p.performance_status IN ('PUBLISHED', 'APPEALED', 'CONFIRMED')`,
  fields: [
    f.ref('performanceId', '绩效结果', 'Result', 'spePerformance', { display: 'performanceNumber' }),
    f.text('performanceNumber', '绩效编号', 'Result number'),
    f.ref('schemeId', '绩效方案', 'Scheme', 'speScheme', { display: 'schemeNumber' }),
    f.text('schemeNumber', '方案编号', 'Scheme number'),
    f.text('schemeName', '方案名称', 'Scheme name'),
    f.ref('templateId', '绩效模板', 'Template', 'speTemplate', { display: 'templateName' }),
    f.text('templateName', '模板名称', 'Template name'),
    f.date('periodFrom', '期间开始', 'Period from'),
    f.date('periodTo', '期间结束', 'Period to'),
    ...f.supplier(),
    // The copy answers the organisation's English name to an English reader (engine/bilingual.ts).
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName', copy: { orgName: 'orgName' } }),
    f.text('orgName', '组织名称', 'Organisation name', { readOnly: true }),
    f.flag('firstOrgFlag', '每结果一行', 'One row per result', { hidden: true }),
    f.number('totalScore', '综合得分', 'Total score', { precision: 2 }),
    f.lookup('grade', '等级', 'Grade', 'POS_SUPPLIER_GRADE'),
    f.integer('rankNum', '排名', 'Rank'),
    f.lookup('performanceStatus', '状态', 'Status', 'SPE_PERFORMANCE_STATUS'),
    f.datetime('publishedDate', '发布时间', 'Published'),
  ],
  list: {
    columns: [
      'schemeNumber',
      'schemeName',
      'periodFrom',
      'periodTo',
      'supplierNumber',
      'supplierName',
      'orgName',
      'totalScore',
      'grade',
      'rankNum',
      'performanceStatus',
    ],
    filters: [
      'orgId',
      'templateId',
      'schemeId',
      'supplierId',
      'grade',
      'firstOrgFlag',
      { field: 'periodFrom', op: 'range' },
      { field: 'periodTo', op: 'range' },
    ],
    sort: ['-periodFrom', 'rankNum', 'reportRowId'],
    maxPageRows: 999,
  },
});
