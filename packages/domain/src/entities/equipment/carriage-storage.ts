import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A shipment of equipment or material for an order and where it is stored
 * on arrival (运输与仓储, YSCC-), reported by the supplier: carrier, vehicle,
 * departure, planned and actual arrival, storage location. The buyer reads
 * them. Its status is the server's, from the dates given. STATES.md.
 */
export default defineEntity({
  name: 'carriageStorage',
  domain: 'equipment',
  label: { zh: '运输与仓储', en: 'Carriage and storage' },
  service: 'srmServer',
  rest: 'srmEqpCarriageStorage',
  table: 'srm_eqp_carriage_storage',
  key: 'carriageId',
  titleField: 'carriageNumber',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('carriageNumber', '运输单号', 'Shipment number', { autoNumber: 'YSCC-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('poHeaderId', '采购订单', 'Order', 'purOrder', {
      required: true,
      index: true,
      display: 'poNumber',
      copy: {
        poNumber: 'poNumber',
        supplierId: 'supplierId',
        supplierNumber: 'supplierNumber',
        supplierName: 'supplierName',
        orgId: 'orgId',
        orgName: 'orgName',
      },
    }),
    f.text('poNumber', '采购订单号', 'Order number', { readOnly: true, maxLength: 40 }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { readOnly: true, display: 'supplierName', index: true }),
    f.text('supplierNumber', '供应商编码', 'Supplier code', { readOnly: true }),
    f.text('supplierName', '供应商名称', 'Supplier name', { readOnly: true }),
    f.ref('orgId', '组织', 'Organisation', 'organization', { readOnly: true, display: 'orgName', index: true }),
    f.text('orgName', '组织名称', 'Organisation name', { readOnly: true }),
    f.text('goodsDescription', '货物', 'Goods', { required: true, maxLength: 500 }),
    f.lookup('transportMode', '运输方式', 'Transport', 'EQP_TRANSPORT_MODE', { required: true, default: 'ROAD' }),
    f.text('carrierName', '承运商', 'Carrier', { required: true, maxLength: 200 }),
    f.text('vehicleNumber', '车牌/车次', 'Vehicle', { required: true, maxLength: 60 }),
    f.text('driverName', '司机', 'Driver', { maxLength: 60 }),
    f.text('driverPhone', '司机电话', 'Driver phone', { maxLength: 30, rules: ['mobile'] }),
    f.text('departurePlace', '起运地', 'From', { maxLength: 200 }),
    f.date('departureDate', '发运日期', 'Departed', { required: true }),
    f.date('plannedArrivalDate', '预计到达', 'Expected arrival'),
    f.date('actualArrivalDate', '实际到达', 'Arrived'),
    f.text('storageLocation', '存放位置', 'Stored at', { maxLength: 200 }),
    f.lookup('carriageStatus', '状态', 'Status', 'EQP_CARRIAGE_STATUS', { readOnly: true, default: 'IN_TRANSIT' }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.attachments(),
  ],
  list: {
    columns: [
      'carriageNumber',
      'poNumber',
      'supplierName',
      'orgName',
      'goodsDescription',
      'carrierName',
      'vehicleNumber',
      'departureDate',
      'plannedArrivalDate',
      'actualArrivalDate',
      'storageLocation',
      'carriageStatus',
    ],
    filters: [{ field: 'carriageNumber', op: 'like' }, { field: 'poNumber', op: 'like' }, 'supplierId', 'orgId', 'carriageStatus'],
    sort: ['-carriageId'],
  },
  form: {
    sections: [
      {
        title: { zh: '运输', en: 'Carriage' },
        fields: [
          'carriageNumber',
          'poHeaderId',
          'supplierId',
          'orgId',
          'goodsDescription',
          'transportMode',
          'carrierName',
          'vehicleNumber',
          'driverName',
          'driverPhone',
          'carriageStatus',
        ],
      },
      {
        title: { zh: '日期与仓储', en: 'Dates and storage' },
        fields: ['departurePlace', 'departureDate', 'plannedArrivalDate', 'actualArrivalDate', 'storageLocation', 'description', 'attachmentIds'],
      },
    ],
  },
});
