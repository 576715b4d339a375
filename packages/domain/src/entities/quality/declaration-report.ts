import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A laboratory's test report behind a declaration; the declaration expires with its first report. */
export default defineEntity({
  name: 'qmsDeclarationReport',
  domain: 'quality',
  label: { zh: '检测报告', en: 'Test report' },
  service: 'srmServer',
  rest: 'srmQmsMaterialReport',
  table: 'srm_qms_declaration_reports',
  key: 'reportId',
  parent: { entity: 'qmsDeclaration', foreignKey: 'declarationId' },
  fields: [
    f.ref('declarationId', '合规声明', 'Declaration', 'qmsDeclaration', { required: true }),
    f.text('laboratory', '检测机构', 'Laboratory', { required: true, maxLength: 200 }),
    f.text('reportNumber', '报告编号', 'Report number', { required: true, maxLength: 60 }),
    f.date('reportDate', '报告日期', 'Report date', { required: true }),
    f.date('expiryDate', '有效期至', 'Valid until', { required: true }),
    f.attachments(),
  ],
  list: {
    columns: ['laboratory', 'reportNumber', 'reportDate', 'expiryDate', 'attachmentIds'],
    filters: ['declarationId', { field: 'laboratory', op: 'like' }],
    sort: ['reportId'],
  },
});
