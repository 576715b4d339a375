import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The PDF of a signing flow, in base64: the rendered contract, then after each
 * signature the signed bytes (the earlier revision kept inside it, never
 * rewritten). Internal: no REST; read through esignSign's downloadSignedDoc.
 */
export default defineEntity({
  name: 'esignDocument',
  domain: 'contract',
  label: { zh: '签署文件', en: 'Signing document' },
  service: 'srmServer',
  rest: null,
  table: 'srm_esign_documents',
  key: 'signDocumentId',
  audit: false,
  fields: [
    f.integer('signFlowId', '签署流程', 'Signing', { required: true, unique: true }),
    f.longtext('pdfBase64', 'PDF', 'PDF', { required: true, hidden: true }),
    f.integer('signatureCount', '签名数', 'Signatures', { required: true, default: 0 }),
  ],
});
