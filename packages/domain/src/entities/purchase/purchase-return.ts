import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE, supplierRoundTrip } from '../../entity/workflows.ts';

/**
 * A purchase return (退货单, TH-): goods the buyer sends back to one supplier,
 * line by line against that supplier's received delivery-note lines of one
 * organisation, never more than was received less what live returns already
 * take. The supplier confirms it (or refuses it with a reason, back to the
 * buyer); a confirmed return's lines go onto the supplier's next account
 * statement as negative lines (finance STATES.md). States: purchase STATES.md.
 */
export default defineEntity({
  name: 'purReturn',
  domain: 'purchase',
  label: { zh: '退货单', en: 'Purchase return' },
  service: 'srmServer',
  rest: 'srmPoReturnHeaders',
  table: 'srm_po_return_headers',
  key: 'returnHeaderId',
  titleField: 'returnNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT'] },
  supplierEditableWhen: { field: 'returnStatus', values: [] },
  fields: [
    f.text('returnNumber', '退货单号', 'Return number', { autoNumber: 'TH-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.org({ required: true }),
    ...f.supplier({ required: true }),
    f.date('returnDate', '退货日期', 'Return date', { required: true, default: 'today' }),
    f.money('totalAmount', '退货金额(含税)', 'Amount incl. tax', { readOnly: true, computed: { sum: { child: 'lines', field: 'amount' } } }),
    f.lookup('returnStatus', '状态', 'Status', 'PUR_RETURN_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('submittedDate', '提交时间', 'Submitted', { readOnly: true }),
    f.datetime('confirmedDate', '确认时间', 'Confirmed', { readOnly: true }),
    f.text('refuseReason', '拒绝原因', 'Refusal reason', { readOnly: true, maxLength: 1000 }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  children: [{ name: 'lines', entity: 'purReturnLine', foreignKey: 'returnHeaderId', label: { zh: '退货行', en: 'Lines' } }],
  workflow: {
    field: 'returnStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      SUBMITTED: { label: { zh: '待供应商确认', en: 'Awaiting supplier' } },
      REFUSED: { label: { zh: '供应商已拒绝', en: 'Refused by supplier' }, editable: true },
      CONFIRMED: { label: { zh: '供应商已确认', en: 'Confirmed by supplier' } },
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      // The refusal's reason is kept in refuseReason (finance/return.ts) until the next submit clears it.
      ...supplierRoundTrip(
        ['DRAFT', 'REFUSED'],
        {
          action: 'submit',
          label: { zh: '提交', en: 'Submit' },
          to: 'SUBMITTED',
          commits: true,
          todo: true,
          stamp: 'submittedDate',
          clears: ['refuseReason'],
        },
        { action: 'confirm', label: { zh: '确认退货', en: 'Confirm return' }, to: 'CONFIRMED', stamp: 'confirmedDate' },
        { action: 'refuse', label: { zh: '拒绝退货', en: 'Refuse return' }, to: 'REFUSED' },
      ),
      {
        action: 'cancel',
        label: { zh: '取消', en: 'Cancel' },
        from: ['DRAFT', 'SUBMITTED', 'REFUSED'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        commentRequired: true,
      },
    ],
  },

  list: {
    columns: [
      'returnNumber',
      'orgName',
      'supplierNumber',
      'supplierName',
      'returnDate',
      'totalAmount',
      'returnStatus',
      'submittedDate',
      'confirmedDate',
      'refuseReason',
    ],
    filters: [{ field: 'returnNumber', op: 'like' }, 'supplierId', 'orgId', 'returnStatus', { field: 'returnDate', op: 'range' }],
    sort: ['-returnHeaderId'],
    summary: ['totalAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '退货单', en: 'Return' },
        fields: ['returnNumber', 'orgId', 'supplierId', 'returnDate', 'returnStatus', 'description'],
      },
      { title: { zh: '金额与进度', en: 'Amount and progress' }, fields: ['totalAmount', 'submittedDate', 'confirmedDate', 'refuseReason'] },
    ],
  },
});
