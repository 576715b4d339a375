import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One operation of an imported OpenAPI document; the server writes these from the document. */
export default defineEntity({
  name: 'apiInterfaceOperation',
  domain: 'integration',
  label: { zh: '接口操作', en: 'Interface operation' },
  service: 'baseServer',
  rest: 'baseApiInterfaceOperation',
  table: 'srm_base_api_interface_ops',
  key: 'operationLineId',
  parent: { entity: 'apiInterface', foreignKey: 'interfaceId' },
  fields: [
    f.ref('interfaceId', '接口', 'Interface', 'apiInterface', { required: true, index: true }),
    f.text('httpMethod', '方法', 'Method', { readOnly: true, maxLength: 10 }),
    f.text('path', '路径', 'Path', { readOnly: true, maxLength: 500 }),
    f.text('operationCode', '操作ID', 'Operation id', { readOnly: true, maxLength: 200 }),
    f.text('summary', '说明', 'Summary', { readOnly: true, maxLength: 500 }),
    f.text('tagName', '分组', 'Tag', { readOnly: true, maxLength: 120 }),
  ],
  list: { columns: ['httpMethod', 'path', 'operationCode', 'summary', 'tagName'], filters: [], sort: ['path'] },
});
