import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One supplier of a grading: its grade when graded (copied, read-only), the new one and why. */
export default defineEntity({
  name: 'slcSupplierGradeLine',
  domain: 'supplier',
  label: { zh: '分级明细', en: 'Supplier graded' },
  service: 'srmServer',
  rest: 'srmPosSupplierGradeLines',
  table: 'srm_slc_supplier_grade_lines',
  key: 'gradeLineId',
  parent: { entity: 'slcSupplierGrade', foreignKey: 'gradeId' },
  fields: [
    f.ref('gradeId', '供应商分级', 'Supplier grading', 'slcSupplierGrade', { required: true }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', {
      required: true,
      display: 'supplierName',
      copy: { supplierName: 'supplierName', supplierNumber: 'supplierNumber', supplierGrade: 'currentGrade' },
      uniqueWith: ['gradeId'],
      index: true,
    }),
    f.text('supplierNumber', '供应商编码', 'Supplier code', { readOnly: true }),
    f.text('supplierName', '供应商名称', 'Supplier name', { readOnly: true }),
    f.lookup('currentGrade', '当前级别', 'Grade now', 'POS_SUPPLIER_GRADE', { readOnly: true }),
    f.lookup('adjustGrade', '评定级别', 'New grade', 'POS_SUPPLIER_GRADE', { required: true }),
    f.number('comprehensiveScore', '综合得分', 'Overall score', { precision: 2, rules: ['score'] }),
    f.text('lineNote', '评定理由', 'Reason', { required: true, maxLength: 500 }),
  ],
  list: {
    columns: ['supplierId', 'supplierNumber', 'currentGrade', 'adjustGrade', 'comprehensiveScore', 'lineNote'],
    filters: ['gradeId', 'supplierId', 'adjustGrade'],
    sort: ['gradeLineId'],
  },
});
