import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Country, province, city and district as one tree. */
export default defineEntity({
  name: 'district',
  domain: 'base',
  label: { zh: '行政区域', en: 'District' },
  service: 'baseServer',
  rest: 'srmBaseDistricts',
  table: 'srm_base_districts',
  key: 'districtId',
  titleField: 'districtName',
  read: 'authenticated',
  tree: { parentField: 'parentDistrictId' },
  namedLists: { findByCountry: { required: ['country'] }, findByLevel: { required: ['districtLevel'] } },
  fields: [
    f.text('districtCode', '区域编码', 'District code', { required: true, unique: true, maxLength: 30 }),
    f.text('districtName', '区域名称', 'District name', { required: true }),
    f.lookup('country', '国家', 'Country', 'BASE_COUNTRY', { required: true, default: 'CN', index: true }),
    f.integer('districtLevel', '层级', 'Level', { required: true, min: 1, max: 5, index: true }),
    f.ref('parentDistrictId', '上级区域', 'Parent district', 'district', { display: 'districtName', index: true }),
    f.enabled(),
  ],
  list: {
    columns: ['districtCode', 'districtName', 'country', 'districtLevel', 'enabledFlag'],
    filters: ['country', 'districtLevel', 'parentDistrictId', { field: 'districtName', op: 'like' }],
    sort: ['districtCode'],
  },
});
