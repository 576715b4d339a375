/**
 * The portal's PDF viewer (pdfView) opens a stored file through
 * v2/pageoffice/doFilePdfView and a contract through openPdfStream: the
 * server answers the bytes only to a caller who may read them. A supplier's
 * file is never another supplier's to open.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup, signedHeaders } from './helper.ts';

const t = await setup();
const PDF_VIEW = '/api/fileServer/v2/pageoffice/doFilePdfView';
const OPEN_PDF = '/api/fileServer/v2/pageoffice/openPdfStream';
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const buyer = await t.login('buyer');

async function uploadPdf(token: string, content: string): Promise<number> {
  const boundary = `----pdfview${Math.random().toString(16).slice(2)}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="offer.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  const headers = { ...(await signedHeaders(token)), 'content-type': `multipart/form-data; boundary=${boundary}` };
  const res = await t.app.inject({ method: 'POST', url: '/api/fileServer/v2/file/upload', headers, payload: body });
  assert.equal(res.json().status, 'S', res.json().msg);
  return Number(res.json().data[0].fileId);
}
const view = async (token: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: await signedHeaders(token), payload: JSON.stringify(payload) });

test(`[${dbKind}] a supplier's PDF opens for that supplier and for no other supplier`, async () => {
  const fileId = await uploadPdf(supplier1.token, '%PDF-1.4 supplier1 price sheet');
  const own = await view(supplier1.token, PDF_VIEW, { fileId });
  assert.equal(own.statusCode, 200);
  assert.equal(own.headers['content-type'], 'application/pdf');
  assert.equal(own.body, '%PDF-1.4 supplier1 price sheet');
  const other = await view(supplier2.token, PDF_VIEW, { fileId });
  assert.notEqual(other.statusCode, 200);
  assert.equal(other.json().status === 'S', false);
  assert.ok(!other.body.includes('supplier1 price sheet'), 'not a byte of it');
});

test(`[${dbKind}] a contract's PDF opens for its supplier and for no other supplier`, async () => {
  const contract = (
    await t.db.query<{ id: number; supplierId: number }>(
      `SELECT c.contract_id AS id, c.supplier_id AS "supplierId" FROM srm_okc_contracts c JOIN saaf_users u ON u.supplier_id = c.supplier_id
        WHERE u.user_name = 'supplier1' AND c.contract_status IN ('CONFIRMING', 'CONFIRMED', 'EFFECTIVE') ORDER BY c.contract_id LIMIT 1`,
    )
  ).rows[0];
  assert.ok(contract, 'the demo has a contract sent to supplier1');
  const asBuyer = await view(buyer.token, OPEN_PDF, { contractId: Number(contract.id) });
  assert.equal(asBuyer.statusCode, 200);
  const own = await view(supplier1.token, OPEN_PDF, { contractId: Number(contract.id) });
  assert.equal(own.statusCode, 200);
  assert.equal(own.headers['content-type'], 'application/pdf');
  const other = await view(supplier2.token, OPEN_PDF, { contractId: Number(contract.id) });
  assert.notEqual(other.statusCode, 200);
  assert.notEqual(other.headers['content-type'], 'application/pdf');
});
