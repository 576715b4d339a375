import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An outbound interface: an external system's API registered by importing its
 * OpenAPI (or Swagger 2.0) document (apiListEdit). The server checks the
 * document on save, refusing one that is not an OpenAPI document with the
 * reason, and lists its operations in `apiOperations`.
 */
export default defineEntity({
  name: 'apiInterface',
  domain: 'integration',
  label: { zh: '外部接口', en: 'Outbound interface' },
  service: 'baseServer',
  rest: 'baseApiInterface',
  table: 'srm_base_api_interfaces',
  key: 'interfaceId',
  titleField: 'interfaceName',
  scope: { internal: true },
  fields: [
    f.text('interfaceCode', '接口编码', 'Interface code', { required: true, unique: true, maxLength: 60 }),
    f.text('interfaceName', '接口名称', 'Interface name', { required: true, maxLength: 200 }),
    f.text('systemName', '对方系统', 'External system', { maxLength: 120 }),
    f.text('baseUrl', '服务地址', 'Server URL', { maxLength: 500 }),
    f.text('apiVersion', '文档版本', 'Document version', { readOnly: true, maxLength: 60 }),
    f.integer('operationCount', '操作数', 'Operations', { readOnly: true }),
    f.longtext('sourceDocument', 'OpenAPI 文档', 'OpenAPI document', { required: true }),
    f.enabled(),
  ],
  children: [{ name: 'apiOperations', entity: 'apiInterfaceOperation', foreignKey: 'interfaceId', label: { zh: '接口操作', en: 'Operations' } }],
  list: {
    columns: ['interfaceCode', 'interfaceName', 'systemName', 'baseUrl', 'apiVersion', 'operationCount', 'enabledFlag'],
    filters: [
      { field: 'interfaceCode', op: 'like' },
      { field: 'interfaceName', op: 'like' },
    ],
    sort: ['interfaceCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '接口', en: 'Interface' },
        fields: ['interfaceCode', 'interfaceName', 'systemName', 'baseUrl', 'apiVersion', 'operationCount', 'enabledFlag'],
      },
      { title: { zh: '导入文档', en: 'Imported document' }, fields: ['sourceDocument'] },
    ],
  },
});
