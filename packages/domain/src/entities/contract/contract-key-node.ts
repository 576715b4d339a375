import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A key date of a contract (delivery, acceptance, warranty end) and who answers for it. */
export default defineEntity({
  name: 'contractKeyNode',
  domain: 'contract',
  label: { zh: '关键节点', en: 'Key date' },
  service: 'srmServer',
  rest: 'srmOkcContractKeyNodes',
  table: 'srm_okc_contract_key_nodes',
  key: 'keyNodeId',
  titleField: 'nodeName',
  parent: { entity: 'contract', foreignKey: 'contractId' },
  fields: [
    f.ref('contractId', '合同', 'Contract', 'contract', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.text('nodeName', '节点名称', 'Milestone', { required: true, maxLength: 120 }),
    f.date('planDate', '计划日期', 'Planned date', { required: true }),
    f.text('responsibleParty', '责任方', 'Responsible', { maxLength: 120 }),
    f.text('nodeExplain', '节点说明', 'Notes', { maxLength: 1000 }),
  ],
  list: {
    columns: ['lineNumber', 'nodeName', 'planDate', 'responsibleParty', 'nodeExplain'],
    filters: ['contractId'],
    sort: ['lineNumber'],
  },
});
