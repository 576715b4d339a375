import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The API call log (srmBaseInterfaceLogsList), written after the answer by the
 * server's onResponse hook (api/src/apimanager/call-log.ts): every /api call
 * that changes something (not GET), every refused or failed one, and every call
 * of an OAuth app. Reads of the portal are left out to keep the log cheap.
 */
export default defineEntity({
  name: 'apiCallLog',
  domain: 'integration',
  label: { zh: '接口调用日志', en: 'API call log' },
  service: 'baseServer',
  rest: 'srmBaseInterfaceLogs',
  table: 'srm_base_interface_logs',
  key: 'logId',
  readOnly: true,
  audit: false,
  scope: { internal: true },
  fields: [
    f.text('httpMethod', '方法', 'Method', { maxLength: 10 }),
    f.text('path', '路径', 'Path', { maxLength: 500 }),
    f.text('callerName', '调用方', 'Caller', { maxLength: 120 }),
    f.integer('callerUserId', '调用用户ID', 'Caller user id'),
    f.text('clientId', 'OAuth 客户端', 'OAuth client', { maxLength: 80, index: true }),
    f.integer('statusCode', '状态码', 'Status'),
    f.integer('durationMs', '耗时(毫秒)', 'Duration (ms)'),
    f.text('ip', 'IP', 'IP', { maxLength: 64 }),
  ],
  list: {
    columns: ['creationDate', 'httpMethod', 'path', 'callerName', 'clientId', 'statusCode', 'durationMs', 'ip'],
    filters: [{ field: 'path', op: 'like' }, 'httpMethod', 'statusCode', { field: 'callerName', op: 'like' }, 'clientId'],
    sort: ['-logId'],
  },
});
