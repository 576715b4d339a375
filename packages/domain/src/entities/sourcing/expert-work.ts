import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A post an expert held; one at a supplier keeps them off that supplier's tenders. */
export default defineEntity({
  name: 'ponExpertWork',
  domain: 'sourcing',
  label: { zh: '工作经历', en: 'Work' },
  service: 'srmServer',
  rest: 'srmPonExpertWorks',
  table: 'srm_pon_expert_works',
  key: 'workId',
  parent: { entity: 'ponExpert', foreignKey: 'expertId' },
  fields: [
    f.ref('expertId', '专家', 'Expert', 'ponExpert', { required: true }),
    f.text('companyName', '单位', 'Employer', { required: true, maxLength: 200 }),
    f.ref('supplierId', '对应供应商', 'Supplier', 'supplierInfo', { display: 'supplierName', copy: { supplierName: 'supplierName' } }),
    f.text('supplierName', '供应商名称', 'Supplier name', { readOnly: true }),
    f.text('position', '职务', 'Position', { maxLength: 120 }),
    f.date('startDate', '开始日期', 'From', { required: true }),
    f.date('endDate', '结束日期', 'To'),
  ],
  list: { columns: ['companyName', 'supplierId', 'position', 'startDate', 'endDate'], filters: ['expertId'], sort: ['startDate'] },
});
