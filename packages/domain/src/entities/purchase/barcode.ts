import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One package label of a shipped delivery note line, made by the server when
 * the note ships; printed as a Code 128 label (PNG or SVG from the server).
 */
export default defineEntity({
  name: 'purBarcode',
  domain: 'purchase',
  label: { zh: '条码', en: 'Barcode' },
  service: 'srmServer',
  rest: 'srmPoBarcode',
  table: 'srm_po_barcodes',
  key: 'barcodeId',
  titleField: 'barcode',
  readOnly: true,
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('barcode', '条码', 'Barcode', { required: true, unique: true, maxLength: 60 }),
    ...f.supplier({ required: true }),
    f.ref('deliveryHeaderId', '送货单', 'Delivery note', 'purDeliveryNote', { required: true, index: true, display: 'deliveryNumber' }),
    f.text('deliveryNumber', '送货单号', 'Delivery number', { maxLength: 40 }),
    f.integer('deliveryLineId', '送货单行ID', 'Delivery line id', { index: true }),
    f.text('poNumber', '采购订单号', 'Order number', { maxLength: 40 }),
    f.text('itemCode', '物料编码', 'Material code', { maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name'),
    f.integer('packageNo', '包号', 'Package'),
    f.integer('packageCount', '总包数', 'Packages'),
    f.number('quantity', '数量', 'Quantity', { precision: 4 }),
    f.integer('printCount', '打印次数', 'Printed', { default: 0 }),
  ],
  operations: [{ operation: 'printLabels', label: { zh: '打印条码', en: 'Print labels' }, resource: 'btnPrint', prints: true }],
  list: {
    columns: ['barcode', 'deliveryNumber', 'poNumber', 'itemCode', 'itemName', 'packageNo', 'packageCount', 'quantity', 'supplierName', 'printCount'],
    filters: [{ field: 'barcode', op: 'like' }, { field: 'deliveryNumber', op: 'like' }, 'deliveryHeaderId', 'supplierId'],
    sort: ['-barcodeId'],
  },
});
