/**
 * The business events other parts of the platform subscribe to: the message
 * centre (which event raises which message), outbound ERP interfaces (which
 * event sends which document). An event raised by a workflow action names the
 * entity and action; the others (a certificate about to expire, an order line
 * overdue, an approval waiting) are raised by the job or the runtime that sees
 * them. The record's fields are the placeholders a message template may use.
 */
export interface BusinessEventDef {
  code: string;
  label: { zh: string; en: string };
  /** The entity whose record the event carries. */
  entity: string;
  /** Raised after this workflow action committed its transition; absent when raised by code. */
  action?: string;
  /** Who is told by default: the record's supplier, its creator, or the users the raiser names. */
  audience: 'supplier' | 'creator' | 'named';
}

export const BUSINESS_EVENTS: readonly BusinessEventDef[] = [
  { code: 'order.released', label: { zh: '采购订单发布', en: 'Order released' }, entity: 'purOrder', action: 'release', audience: 'supplier' },
  {
    code: 'order.feedback',
    label: { zh: '供应商反馈订单', en: 'Order answered by the supplier' },
    entity: 'purOrder',
    action: 'feedback',
    audience: 'creator',
  },
  { code: 'delivery.shipped', label: { zh: '送货单发货', en: 'Delivery shipped' }, entity: 'purDeliveryNote', action: 'ship', audience: 'named' },
  { code: 'delivery.received', label: { zh: '送货单收货', en: 'Delivery received' }, entity: 'purDeliveryNote', action: 'receive', audience: 'supplier' },
  { code: 'invoice.confirmed', label: { zh: '发票确认', en: 'Invoice confirmed' }, entity: 'finInvoice', action: 'confirm', audience: 'supplier' },
  {
    code: 'contract.sent',
    label: { zh: '合同发送供应商', en: 'Contract sent to the supplier' },
    entity: 'contract',
    action: 'sendConfirm',
    audience: 'supplier',
  },
  { code: 'certificate.expiring', label: { zh: '资质证书即将到期', en: 'Certificate expiring' }, entity: 'supplierCertificate', audience: 'supplier' },
  { code: 'delivery.overdue', label: { zh: '订单行逾期未交', en: 'Order line overdue' }, entity: 'purOrderLine', audience: 'supplier' },
  { code: 'approval.waiting', label: { zh: '待审批提醒', en: 'Approval waiting' }, entity: 'wfInstance', audience: 'named' },
];

export const businessEvent = (code: string): BusinessEventDef | undefined => BUSINESS_EVENTS.find((e) => e.code === code);
