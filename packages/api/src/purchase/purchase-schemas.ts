/** Schemas of purchasing's custom operations and its label link (purchase/feature.ts). */
import type { OperationSchemas } from '../engine/operations.ts';
import { ref } from '../openapi/envelope-schema.ts';
import { ids, int, linkQuery, nullable, object, routeSchema, str } from '../openapi/route-schema.ts';

const lineIds = { requisitionLineIds: ids('Lines of the demand summary (at most 1000)', 1000), ids: ids('Same as requisitionLineIds', 1000) };
const num = { type: 'number' };
const proposed = object(
  {
    requisitionLineId: int(),
    requisitionNumber: str(),
    lineNumber: int(),
    itemId: int(),
    itemCode: str(),
    quantity: num,
    needByDate: nullable(str()),
    supplierId: nullable(int("The proposed supplier: the one chosen, else the approved list's first")),
    supplierName: nullable(str()),
    candidates: {
      type: 'array',
      items: object({
        supplierId: int(),
        supplierName: str(),
        proportion: nullable(num),
        price: nullable(num),
        quota: nullable(object({ plannedShare: num, orderedQty: num })),
      }),
    },
    price: nullable(object({ price: num, source: { type: 'string', enum: ['AGREEMENT', 'LADDER', 'BUDGET', 'BENCHMARK'] }, agreementNumber: nullable(str()) })),
  },
  ['requisitionLineId', 'supplierId', 'quantity'],
  { additionalProperties: true },
);

export const purchaseOperationSchemas: Record<string, OperationSchemas> = {
  doCopy: { body: object({ requisitionHeaderId: int('The requisition to copy') }, ['requisitionHeaderId']), data: ref('purRequisition') },
  doProposeOrder: {
    body: object({ ...lineIds, supplierId: int('Order from this supplier instead of the proposed one') }),
    data: { type: 'array', items: proposed },
  },
  doCreatePurchaseOrder: {
    body: object({
      ...lineIds,
      supplierId: int('One supplier for all lines (409 MIXED_SUPPLIERS when the proposals differ; 400 NO_SUPPLIER when a line has none)'),
      orgId: int(),
      currencyCode: str(undefined, 30),
      taxRateCode: str(undefined, 30),
      buyerName: str(),
      description: str(),
      paymentTermId: int(),
    }),
    data: ref('purOrder'),
  },
  printLabels: {
    body: object({
      ids: ids('Barcodes (at most 500)', 500),
      deliveryHeaderId: int('Every barcode of this delivery note instead'),
      format: { type: 'string', enum: ['svg', 'png'], default: 'svg' },
    }),
    data: {
      type: 'array',
      items: object(
        {
          barcodeId: int(),
          barcode: str(),
          deliveryNumber: str(),
          poNumber: str(),
          itemCode: str(),
          itemName: str(),
          packageNo: int(),
          packageCount: int(),
          quantity: num,
          supplierName: str(),
          format: str(),
          label: str('SVG markup, or a PNG data URL'),
        },
        ['barcodeId', 'barcode', 'label'],
        { additionalProperties: true },
      ),
    },
  },
};

export const labelSchema = routeSchema({
  operationId: 'purBarcode_label',
  tag: 'Barcode (purBarcode)',
  summary: 'One barcode label as PNG, for an <img> (a link with a one-use ?ticket=)',
  params: object({ id: str('Barcode id') }, ['id']),
  querystring: linkQuery({}),
  file: 'image/png',
});
