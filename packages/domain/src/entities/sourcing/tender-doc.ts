import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approvalWorkflow } from '../../entity/workflows.ts';

/**
 * A tender document (招标文件): the invitation, instructions to bidders,
 * technical specification, contract terms or response forms of one tender,
 * written by the buyer and approved before bidders read it. A tender is
 * published only with at least one approved document; a document approved
 * while the tender is open is announced to its bidders. Seen by whoever sees
 * the tender (`scope.through`), bidders only once approved. States: STATES.md.
 */
export default defineEntity({
  name: 'ponTenderDoc',
  domain: 'sourcing',
  label: { zh: '招标文件', en: 'Tender document' },
  service: 'srmServer',
  rest: 'srmPonTenderDocs',
  table: 'srm_pon_tender_docs',
  key: 'docId',
  titleField: 'docTitle',
  scope: { through: 'auctionHeaderId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED'] },
  fields: [
    f.text('docNumber', '文件编号', 'Document number', { autoNumber: 'ZBWJ-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('auctionHeaderId', '招标项目', 'Tender', 'ponAuction', {
      required: true,
      index: true,
      display: 'auctionTitle',
      copy: { auctionNumber: 'auctionNumber', auctionTitle: 'auctionTitle', auctionType: 'auctionType' },
    }),
    f.text('auctionNumber', '招标编号', 'Tender number', { readOnly: true, maxLength: 40 }),
    f.text('auctionTitle', '招标项目名称', 'Tender title', { readOnly: true }),
    f.lookup('auctionType', '洽谈类型', 'Kind', 'PON_AUCTION_TYPE', { readOnly: true }),
    f.lookup('docType', '文件类型', 'Kind of document', 'PON_TENDER_DOC_TYPE', { required: true }),
    f.text('docTitle', '文件名称', 'Title', { required: true, maxLength: 200 }),
    f.richtext('docContent', '正文', 'Text', { required: true }),
    f.lookup('docStatus', '状态', 'Status', 'PON_TENDER_DOC_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('releasedDate', '发布时间', 'Released', { readOnly: true }),
    f.attachments(),
  ],
  workflow: approvalWorkflow('docStatus', { states: { APPROVED: { label: { zh: '已发布', en: 'Released' } } } }),
  list: {
    columns: ['docNumber', 'auctionNumber', 'auctionTitle', 'docType', 'docTitle', 'docStatus', 'releasedDate'],
    filters: ['auctionHeaderId', { field: 'auctionNumber', op: 'like' }, { field: 'docTitle', op: 'like' }, 'docType', 'docStatus'],
    sort: ['-docId'],
  },
  form: {
    sections: [
      { title: { zh: '文件', en: 'Document' }, fields: ['docNumber', 'auctionHeaderId', 'auctionNumber', 'docType', 'docTitle', 'docStatus', 'releasedDate'] },
      { title: { zh: '正文与附件', en: 'Text and files' }, fields: ['docContent', 'attachmentIds'] },
    ],
  },
});
