import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A milestone of an equipment purchase contract: what is due when, and the amount paid on it. */
export default defineEntity({
  name: 'purchaseContractLine',
  domain: 'equipment',
  label: { zh: '合同里程碑', en: 'Contract milestone' },
  service: 'srmServer',
  rest: 'srmEqpPurchaseContractLine',
  table: 'srm_eqp_purchase_contract_lines',
  key: 'contractLineId',
  parent: { entity: 'purchaseContract', foreignKey: 'contractId' },
  fields: [
    f.ref('contractId', '合同', 'Contract', 'purchaseContract', { required: true, index: true }),
    f.integer('lineNumber', '序号', 'No.', { required: true, min: 1 }),
    f.text('milestoneName', '里程碑', 'Milestone', { required: true, maxLength: 200 }),
    f.date('plannedDate', '计划日期', 'Planned date', { required: true }),
    f.money('milestoneAmount', '金额', 'Amount', { required: true, rules: ['nonNegative'] }),
    f.text('remark', '备注', 'Remark', { maxLength: 1000 }),
  ],
  list: {
    columns: ['lineNumber', 'milestoneName', 'plannedDate', 'milestoneAmount', 'remark'],
    filters: ['contractId'],
    sort: ['lineNumber'],
  },
});
