import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A delivery setting of an outbound interface: the time an attempt may take
 * (TIMEOUT_MS, default 10000), how many attempts before a message is dead
 * (MAX_ATTEMPTS, default 3), the back-off before the first retry
 * (BACKOFF_SECONDS, default 30, doubling each time).
 */
export default defineEntity({
  name: 'scsiRequestConfig',
  domain: 'integration',
  label: { zh: '请求配置', en: 'Request setting' },
  service: 'baseServer',
  rest: 'baseScsiRequestConfig',
  table: 'srm_scsi_request_configs',
  key: 'requestConfigId',
  parent: { entity: 'scsiDefinition', foreignKey: 'definitionId' },
  fields: [
    f.ref('definitionId', '接口', 'Interface', 'scsiDefinition', { required: true, index: true }),
    f.lookup('configKey', '配置项', 'Setting', 'SCSI_REQUEST_CONFIG', { required: true, uniqueWith: ['definitionId'] }),
    f.integer('configValue', '值', 'Value', { required: true, min: 0 }),
  ],
  list: {
    columns: ['configKey', 'configValue'],
    filters: ['definitionId'],
    sort: ['configKey'],
  },
});
