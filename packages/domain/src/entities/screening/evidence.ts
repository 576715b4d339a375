import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A bid or hall offer behind a screening flag: which event, which bidder, which
 * line and price, and the route that opens it (`linkPath`, a screen the auditor
 * is granted to read). Written by the screening run with its flag.
 */
export default defineEntity({
  name: 'screeningEvidence',
  domain: 'sourcing',
  label: { zh: '预警证据', en: 'Screening evidence' },
  service: 'srmServer',
  rest: 'srmScreeningEvidences',
  table: 'srm_screening_evidences',
  key: 'evidenceId',
  // Read with the flag's menus and buttons, in its scope; not among its children (the flag's screen lists it with links).
  parent: { entity: 'screeningFlag', foreignKey: 'flagId' },
  readOnly: true,
  audit: false,
  fields: [
    f.ref('flagId', '预警', 'Flag', 'screeningFlag', { required: true, index: true }),
    f.integer('seqNum', '序号', 'No.', { readOnly: true }),
    f.lookup('eventType', '寻源类型', 'Event kind', 'SCREENING_EVENT_TYPE', { readOnly: true }),
    f.integer('eventId', '寻源单ID', 'Event id', { readOnly: true, hidden: true }),
    f.text('eventNumber', '寻源单号', 'Event number', { readOnly: true, maxLength: 40 }),
    f.integer('bidHeaderId', '报价单ID', 'Bid id', { readOnly: true, hidden: true }),
    f.text('bidNumber', '报价单号', 'Bid number', { readOnly: true, maxLength: 40 }),
    f.integer('offerId', '出价记录', 'Offer', { readOnly: true }),
    f.integer('supplierId', '供应商ID', 'Supplier id', { readOnly: true, hidden: true }),
    f.text('supplierName', '供应商', 'Supplier', { readOnly: true, maxLength: 240 }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true, maxLength: 240 }),
    f.money('price', '价格', 'Price', { readOnly: true, precision: 4 }),
    f.datetime('offerTime', '时间', 'Time', { readOnly: true }),
    f.lookup('awardStatus', '中标状态', 'Award', 'PON_AWARD_STATUS', { readOnly: true }),
    f.text('linkPath', '打开', 'Opens', { readOnly: true, hidden: true, maxLength: 200 }),
  ],
  list: {
    columns: ['seqNum', 'eventNumber', 'bidNumber', 'offerId', 'supplierName', 'itemCode', 'itemName', 'price', 'offerTime', 'awardStatus'],
    filters: ['flagId'],
    sort: ['seqNum'],
  },
});
