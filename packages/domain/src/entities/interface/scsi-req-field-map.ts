import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A request field mapping of an interface: where a value comes from and where
 * it goes. Outbound, `sourcePath` is a field of the event's record (`poNumber`,
 * or `lines[].itemCode` for each line) and `targetField` the JSON path sent
 * (`orderNo`, `items[].material`). Inbound, `sourcePath` is the JSON path in
 * the message and `targetField` a field of the target records, checked on save.
 */
export default defineEntity({
  name: 'scsiReqFieldMap',
  domain: 'integration',
  label: { zh: '请求字段映射', en: 'Request field mapping' },
  service: 'baseServer',
  rest: 'baseScsiReqFieldMap',
  table: 'srm_scsi_req_field_maps',
  key: 'reqFieldMapId',
  parent: { entity: 'scsiDefinition', foreignKey: 'definitionId' },
  fields: [
    f.ref('definitionId', '接口', 'Interface', 'scsiDefinition', { required: true, index: true }),
    f.integer('seqNum', '序号', 'No.', { min: 1 }),
    f.text('sourcePath', '来源字段', 'Source', { required: true, maxLength: 200 }),
    f.text('targetField', '目标字段', 'Target', { required: true, maxLength: 200 }),
    f.text('defaultValue', '默认值', 'Default', { maxLength: 500 }),
    f.flag('requiredFlag', '必需', 'Required', { default: 'N' }),
  ],
  list: {
    columns: ['seqNum', 'sourcePath', 'targetField', 'defaultValue', 'requiredFlag'],
    filters: ['definitionId'],
    sort: ['seqNum'],
  },
});
