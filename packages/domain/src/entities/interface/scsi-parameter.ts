import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A fixed parameter an outbound interface adds to every request: a header, a query parameter, or a body field (an ERP company code). */
export default defineEntity({
  name: 'scsiParameter',
  domain: 'integration',
  label: { zh: '接口参数', en: 'Interface parameter' },
  service: 'baseServer',
  rest: 'baseScsiParameter',
  table: 'srm_scsi_parameters',
  key: 'parameterId',
  parent: { entity: 'scsiDefinition', foreignKey: 'definitionId' },
  fields: [
    f.ref('definitionId', '接口', 'Interface', 'scsiDefinition', { required: true, index: true }),
    f.lookup('paramLocation', '位置', 'Where', 'SCSI_PARAM_LOCATION', { required: true, default: 'BODY' }),
    f.text('paramName', '参数名', 'Name', { required: true, maxLength: 200 }),
    f.text('paramValue', '参数值', 'Value', { maxLength: 1000 }),
  ],
  list: {
    columns: ['paramLocation', 'paramName', 'paramValue'],
    filters: ['definitionId'],
    sort: ['paramName'],
  },
});
