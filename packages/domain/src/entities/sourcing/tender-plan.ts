import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approvalWorkflow } from '../../entity/workflows.ts';

/**
 * A tender plan (招标计划): what an organisation means to put out to tender,
 * with quantities and budgets (the amounts computed), approved before any tender is made from it.
 * `doCreateTender` turns the lines not yet tendered into a draft tender (its
 * materials, in one section), and each line then names its tender. States: STATES.md.
 */
export default defineEntity({
  name: 'ponTenderPlan',
  domain: 'sourcing',
  label: { zh: '招标计划', en: 'Tender plan' },
  service: 'srmServer',
  rest: 'srmPonTenderPlans',
  table: 'srm_pon_tender_plans',
  key: 'planId',
  titleField: 'planTitle',
  fields: [
    f.text('planNumber', '计划编号', 'Plan number', { autoNumber: 'ZBJH-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('planTitle', '计划名称', 'Title', { required: true, maxLength: 200 }),
    ...f.org({ required: true }),
    f.year('planYear', '计划年度', 'Year', { required: true, min: 2000, max: 2100 }),
    f.date('plannedDate', '计划招标日期', 'Tender by', { required: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.money('totalBudgetAmount', '预算总额', 'Budget total', { readOnly: true, computed: { sum: { child: 'lines', field: 'budgetAmount' } } }),
    f.lookup('planStatus', '状态', 'Status', 'PON_PLAN_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.text('comments', '说明', 'Comments', { maxLength: 1000 }),
    f.attachments(),
  ],
  children: [{ name: 'lines', entity: 'ponTenderPlanLine', foreignKey: 'planId', label: { zh: '计划行', en: 'Lines' } }],
  workflow: approvalWorkflow('planStatus'),
  operations: [
    {
      operation: 'doCreateTender',
      label: { zh: '生成招标项目', en: 'Make a tender' },
      resource: 'btnCreateTender',
      actor: 'internal',
      opens: 'ponAuction',
      from: ['APPROVED'],
    },
  ],
  list: {
    columns: ['planNumber', 'planTitle', 'orgName', 'planYear', 'plannedDate', 'currencyCode', 'totalBudgetAmount', 'planStatus'],
    filters: [{ field: 'planNumber', op: 'like' }, { field: 'planTitle', op: 'like' }, 'orgId', 'planYear', 'planStatus'],
    sort: ['-planId'],
    summary: ['totalBudgetAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: ['planNumber', 'planTitle', 'orgId', 'planYear', 'plannedDate', 'currencyCode', 'totalBudgetAmount', 'planStatus'],
      },
      { title: { zh: '说明与附件', en: 'Notes and files' }, fields: ['comments', 'attachmentIds'] },
    ],
  },
});
