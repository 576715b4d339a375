import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * A substance requirement of one material (物质要求, SR-): the restricted
 * substances and their limits in ppm. Published, every supplier may read it and
 * those who supply the material are asked to declare against it; from then on
 * a receipt of the material needs a valid declaration or exemption. STATES.md.
 */
export default defineEntity({
  name: 'qmsRequireHeader',
  domain: 'quality',
  label: { zh: '物质要求', en: 'Substance requirement' },
  service: 'srmServer',
  rest: 'srmQmsRequireHeader',
  table: 'srm_qms_require_headers',
  key: 'requireId',
  titleField: 'requireNumber',
  scope: { supplierAudience: { field: 'requireStatus', values: ['PUBLISHED'] } },
  fields: [
    f.text('requireNumber', '要求编号', 'Requirement number', { autoNumber: 'SR-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('requireTitle', '要求名称', 'Requirement', { required: true, maxLength: 200 }),
    f.ref('itemId', '物料', 'Material', 'materialItem', {
      required: true,
      display: 'itemName',
      copy: { itemCode: 'itemCode', itemName: 'itemName' },
      index: true,
    }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.lookup('substanceCategory', '法规类别', 'Regulation', 'QMS_SUBSTANCE_CATEGORY', { required: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.lookup('requireStatus', '状态', 'Status', 'QMS_REQUIRE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('publishedDate', '发布时间', 'Published', { readOnly: true }),
  ],
  children: [{ name: 'components', entity: 'qmsRequireComponent', foreignKey: 'requireId', label: { zh: '限用物质', en: 'Restricted substances' } }],
  workflow: {
    field: 'requireStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      PUBLISHED: STATE.PUBLISHED,
      INVALID: { label: { zh: '已失效', en: 'Withdrawn' } },
    },
    actions: [
      {
        action: 'publish',
        label: { zh: '发布', en: 'Publish' },
        from: ['DRAFT'],
        to: 'PUBLISHED',
        resource: 'btnPublish',
        actor: 'internal',
        commits: true,
        stamp: 'publishedDate',
      },
      {
        action: 'invalid',
        label: { zh: '失效', en: 'Withdraw' },
        from: ['PUBLISHED'],
        to: 'INVALID',
        resource: 'btnInvalid',
        actor: 'internal',
        commentRequired: true,
      },
    ],
  },
  list: {
    columns: ['requireNumber', 'requireTitle', 'itemCode', 'itemName', 'substanceCategory', 'requireStatus', 'publishedDate'],
    filters: [{ field: 'requireNumber', op: 'like' }, 'itemId', 'substanceCategory', 'requireStatus'],
    sort: ['-requireId'],
  },
  form: {
    sections: [
      {
        title: { zh: '物质要求', en: 'Substance requirement' },
        fields: ['requireNumber', 'requireTitle', 'itemId', 'itemCode', 'substanceCategory', 'requireStatus', 'publishedDate', 'description'],
      },
    ],
  },
});
