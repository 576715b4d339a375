import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A response field mapping. Outbound, `sourcePath` is a JSON path in the ERP's
 * answer and `targetField` the name it is kept under in the message log (the
 * ERP's document number). Inbound, `sourcePath` is a field of the saved record
 * (checked on save) and `targetField` the key the answer gives it under.
 */
export default defineEntity({
  name: 'scsiResFieldMap',
  domain: 'integration',
  label: { zh: '响应字段映射', en: 'Response field mapping' },
  service: 'baseServer',
  rest: 'baseScsiResFieldMap',
  table: 'srm_scsi_res_field_maps',
  key: 'resFieldMapId',
  parent: { entity: 'scsiDefinition', foreignKey: 'definitionId' },
  fields: [
    f.ref('definitionId', '接口', 'Interface', 'scsiDefinition', { required: true, index: true }),
    f.integer('seqNum', '序号', 'No.', { min: 1 }),
    f.text('sourcePath', '来源字段', 'Source', { required: true, maxLength: 200 }),
    f.text('targetField', '目标字段', 'Target', { required: true, maxLength: 200 }),
  ],
  list: {
    columns: ['seqNum', 'sourcePath', 'targetField'],
    filters: ['definitionId'],
    sort: ['seqNum'],
  },
});
