import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approval, APPROVAL_STATES, reject, submit } from '../../entity/workflows.ts';

/**
 * An inspection plan (考察计划, KCJH-): when and by whom a supplier is to be
 * inspected on site, approved, then confirmed by the supplier or declined with
 * the date it proposes. One plan per visit, so a supplier reads only its own
 * (the product family's plan with a line per supplier would show suppliers one
 * another's visits). An on-site inspection names a confirmed plan. STATES.md.
 */
export default defineEntity({
  name: 'slcInspectPlan',
  domain: 'supplier',
  label: { zh: '考察计划', en: 'Inspection plan' },
  service: 'srmServer',
  rest: 'srmPosInvestigationPlan',
  table: 'srm_slc_inspect_plans',
  key: 'planId',
  titleField: 'planNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED'] },
  supplierEditableWhen: { field: 'planStatus', values: [] },
  fields: [
    f.text('planNumber', '单据编号', 'Document number', { autoNumber: 'KCJH-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('planName', '计划名称', 'Plan', { required: true, maxLength: 200 }),
    ...f.supplier({ required: true, usable: true }),
    ...f.org({ required: true }),
    f.ref('qualificationId', '资质审查', 'Qualification review', 'slcQualification', {
      display: 'qualificationNumber',
      copy: { qualificationNumber: 'qualificationNumber' },
    }),
    f.text('qualificationNumber', '资质审查编号', 'Qualification review number', { readOnly: true }),
    f.date('plannedDate', '计划考察日期', 'Planned for', { required: true }),
    f.text('plannedBy', '考察人员', 'Inspectors', { required: true, maxLength: 500 }),
    f.text('inspectScope', '考察范围', 'Scope', { maxLength: 1000 }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.text('supplierReply', '供应商回复', "Supplier's reply", { readOnly: true, maxLength: 1000 }),
    f.lookup('planStatus', '状态', 'Status', 'SLC_INSPECT_PLAN_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  workflow: {
    field: 'planStatus',
    initial: 'DRAFT',
    states: {
      ...APPROVAL_STATES,
      DECLINED: { label: { zh: '供应商已拒绝', en: 'Declined' }, editable: true },
      CONFIRMED: { label: { zh: '供应商已确认', en: 'Confirmed' } },
    },
    actions: [
      // A declined or rejected plan waits on the buyer to plan again.
      { ...submit, from: ['DRAFT', 'REJECTED', 'DECLINED'], todo: true },
      { ...approval, notifySupplier: true },
      reject,
      {
        action: 'confirm',
        label: { zh: '确认考察', en: 'Confirm' },
        from: ['APPROVED'],
        to: 'CONFIRMED',
        resource: 'btnConfirm',
        actor: 'supplier',
        todo: true,
        notifyCreator: true,
      },
      {
        action: 'decline',
        label: { zh: '拒绝并建议日期', en: 'Decline, propose a date' },
        from: ['APPROVED'],
        to: 'DECLINED',
        resource: 'btnDecline',
        actor: 'supplier',
        input: ['supplierReply'],
        notifyCreator: true,
      },
    ],
  },
  list: {
    columns: ['planNumber', 'planName', 'supplierNumber', 'supplierName', 'orgName', 'plannedDate', 'plannedBy', 'planStatus', 'qualificationNumber'],
    filters: [{ field: 'planNumber', op: 'like' }, 'supplierId', 'orgId', 'planStatus', { field: 'plannedDate', op: 'range' }],
    sort: ['-planId'],
  },
  form: {
    sections: [
      {
        title: { zh: '考察计划', en: 'Inspection plan' },
        fields: ['planNumber', 'planName', 'supplierId', 'orgId', 'qualificationId', 'planStatus', 'plannedDate', 'plannedBy', 'inspectScope', 'description'],
      },
      { title: { zh: '供应商回复', en: "Supplier's reply" }, fields: ['supplierReply'] },
    ],
  },
});
