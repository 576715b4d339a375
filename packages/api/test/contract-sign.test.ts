/**
 * E-sign (entities/esign/STATES.md): sign accounts get certificates from the
 * platform CA; a confirmed contract is signed by the buyer and then the
 * supplier in the hand-sign flow, the second signature an incremental update;
 * both signatures are verified by poppler's pdfsig and by node-forge reading
 * the CMS, and one byte changed in a signed range fails them. Refusals name
 * their field and write nothing. Keys never leave the server.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { dbKind, setup, signedHeaders } from './helper.ts';
import { act, day, ids, ok, operation } from './purchase-kit.ts';
import { verifyPdfSignatures } from '../src/esign/verify.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const C = 'contract';
const F = 'esignFlow';
const A = 'esignAccount';
const dir = mkdtempSync(join(tmpdir(), 'contract-sign-'));

const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows[0];
const count = async (sql: string, p: unknown[] = []) => Number((await one(sql, p)).n);

/** A signature as a person draws it on the pad: a stroke on a transparent PNG. */
function drawn(seed = 1): string {
  const c = createCanvas(360, 140);
  const g = c.getContext('2d');
  g.strokeStyle = '#102040';
  g.lineWidth = 4;
  g.beginPath();
  g.moveTo(20, 100);
  g.bezierCurveTo(80 + seed * 10, 10, 160, 130, 220, 40);
  g.lineTo(340, 90);
  g.stroke();
  return `data:image/png;base64,${c.toBuffer('image/png').toString('base64')}`;
}

/** pdfsig's report of a PDF: one block per signature. */
function pdfsig(pdf: Buffer, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (err) {
    return String((err as { stdout?: string }).stdout ?? err);
  }
}

async function contractIn(state: 'APPROVED' | 'CONFIRMED', supplierId = id.supplier1, supplier = supplier1) {
  const c = ok(
    await buyer.entity(C, 'saveOrUpdate', {
      contractName: `签署测试合同 ${state}`,
      contractType: 'PURCHASE',
      supplierId,
      orgId: id.org,
      totalAmount: 25_000,
      currencyCode: 'CNY',
      startDate: day(1),
      endDate: day(200),
      payments: [{ lineNumber: 1, paymentStageName: '全款', paymentProportion: 100 }],
      items: [{ lineNumber: 1, itemId: id.bearing, purchaseQuantity: 2000, taxPrice: 12.5 }],
    }),
  );
  ok(await act(buyer, C, 'submit', c.contractId), 'submit');
  ok(await act(approver, C, 'approval', c.contractId), 'approve');
  if (state === 'CONFIRMED') {
    ok(await act(buyer, C, 'sendConfirm', c.contractId), 'send');
    ok(await act(supplier, C, 'supplierConfirm', c.contractId), 'confirm');
  }
  return c.contractId as number;
}

const start = (contractId: number) => operation(buyer, F, 'startHandSignFlow', { contractId });
const sign = (client: typeof buyer, signFlowId: number, image = drawn()) =>
  operation(client, F, client === buyer ? 'signDocument' : 'supplierSignDocument', { signFlowId, signatureImage: image });
const download = async (client: typeof buyer, signFlowId: number) =>
  Buffer.from(ok(await operation(client, F, 'downloadSignedDoc', { signFlowId })).base64, 'base64');

test(`[${dbKind}] sign accounts are issued certificates by the platform CA; the keys are stored wrapped and never answered`, async () => {
  const accounts = ok<Record<string, any>[]>(await buyer.entity(A, 'listByPage', { pageIndex: 1, pageRows: 100, exactCount: true }));
  const org = accounts.find((a) => a.accountType === 'ORG' && a.partyType === 'BUYER');
  assert.ok(org, 'the demo has the buying organisation account');
  assert.match(org.certIssuer, /SRM Platform Signing CA/);
  assert.ok(new Date(org.certNotAfter) > new Date());
  const approverId = Number((await one(`SELECT user_id AS id FROM saaf_users WHERE user_name = 'approver'`)).id);
  const person = ok(await operation(buyer, A, 'createPersonAcct', { accountName: '测试签署人', userId: approverId }));
  // One account in use per person: a second is refused, naming the field.
  const again = await operation(buyer, A, 'createPersonAcct', { accountName: '测试签署人二', userId: approverId });
  assert.equal(again.body.errors?.[0].field, 'accountName');
  assert.equal(person.accountType, 'PERSON');
  assert.match(person.certSubject, /CN=测试签署人/);
  const text = JSON.stringify(person);
  assert.doesNotMatch(text, /PRIVATE KEY|wrappedKey|BEGIN/);
  const key = await one(`SELECT wrapped_key AS k FROM srm_esign_keys WHERE owner_code = $1`, [`ACCOUNT:${person.signAccountId}`]);
  assert.match(key.k, /^v1:/, 'the key is stored wrapped');
  assert.doesNotMatch(key.k, /PRIVATE/);
  // A supplier sees its own accounts only.
  const seen = ok<Record<string, any>[]>(await supplier1.entity(A, 'listByPage', { pageIndex: 1, pageRows: 100, exactCount: true }));
  assert.ok(seen.length > 0);
  assert.deepEqual([...new Set(seen.map((a) => a.supplierId))], [id.supplier1]);
});

test(`[${dbKind}] the buyer and then the supplier sign; both signatures verify in pdfsig and node-forge, the contract becomes effective`, async () => {
  const contractId = await contractIn('CONFIRMED');
  const flow = ok(await start(contractId));
  assert.equal(flow.flowStatus, 'SIGNING');
  assert.match(ok(await operation(supplier1, F, 'querySignUrl', { signFlowId: flow.signFlowId })).signUrl, /supplierEsignSign\?id=/);
  // The supplier is asked to sign from the start.
  assert.equal(
    await count(`SELECT count(*) AS n FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`, [F, flow.signFlowId]),
    1,
  );

  const afterBuyer = ok(await sign(buyer, flow.signFlowId));
  assert.equal(afterBuyer.flowStatus, 'BUYER_SIGNED');
  const notified = await count(
    `SELECT count(*) AS n FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id WHERE u.user_name = 'supplier1' AND n.entity_name = $1 AND n.record_id = $2 AND n.notification_title LIKE '%已签署%'`,
    [F, flow.signFlowId],
  );
  assert.equal(notified, 1, 'the supplier is told the buyer has signed and it is its turn');
  const once = await download(buyer, flow.signFlowId);

  const done = ok(await sign(supplier1, flow.signFlowId, drawn(2)));
  assert.equal(done.flowStatus, 'COMPLETED');
  const contract = await one('SELECT contract_status AS s, party_a_sign_date AS a, party_b_sign_date AS b FROM srm_okc_contracts WHERE contract_id = $1', [
    contractId,
  ]);
  assert.equal(contract.s, 'EFFECTIVE');
  assert.ok(contract.a && contract.b, 'both sign dates are set');
  assert.equal(
    await count(`SELECT count(*) AS n FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`, [F, flow.signFlowId]),
    0,
  );

  const signed = await download(supplier1, flow.signFlowId);
  assert.equal(signed.subarray(0, 5).toString(), '%PDF-');
  assert.ok(signed.subarray(0, once.length).equals(once), 'the second signature appends: the first revision is kept byte for byte');
  const report = pdfsig(signed, 'signed.pdf');
  assert.equal(report.match(/Signature Validation: Signature is Valid\./g)?.length, 2, report);
  assert.match(report, /Signature Field Name: PartyA/);
  assert.match(report, /Signature Field Name: PartyB/);
  assert.match(report, /Total document signed/);

  const ca = (await one(`SELECT cert_pem AS pem FROM srm_esign_keys WHERE owner_code = 'CA'`)).pem;
  const checks = verifyPdfSignatures(signed, ca);
  assert.equal(checks.length, 2);
  for (const c of checks) assert.deepEqual([c.digestOk, c.signatureOk, c.issuedByCa], [true, true, true]);
  assert.equal(checks[1].coversTo, signed.length);

  // One byte changed inside the signed range: both verifiers say so.
  const tampered = Buffer.from(signed);
  tampered[200] ^= 0x01; // inside the first revision: covered by both signatures
  const bad = pdfsig(tampered, 'tampered.pdf');
  assert.doesNotMatch(bad, /Signature Validation: Signature is Valid\./, bad);
  assert.deepEqual(
    verifyPdfSignatures(tampered, ca).map((c) => c.digestOk),
    [false, false],
  );

  // The finalized contract is the signed bytes, not restamped.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/fileServer/v2/pageoffice/contractFinalized',
    headers: await signedHeaders(supplier1.token),
    payload: JSON.stringify({ contractId }),
  });
  assert.equal(res.statusCode, 200);
  assert.ok(res.rawPayload.equals(signed));
});

test(`[${dbKind}] refusals name their field and write nothing`, async () => {
  // Not confirmed (approved only): no flow starts.
  const approved = await contractIn('APPROVED');
  const flows = await count('SELECT count(*) AS n FROM srm_esign_flows');
  const early = await start(approved);
  assert.equal(early.body.status, 'M');
  assert.equal(early.body.errors?.[0].field, 'contractStatus');
  assert.match(early.body.errors![0].message, /已批准/);
  const earlyEn = await buyer.entity(F, 'startHandSignFlow', { contractId: approved }, { lang: 'EN' });
  assert.match(earlyEn.body.errors![0].message, /only a contract confirmed by the supplier/);
  assert.equal(await count('SELECT count(*) AS n FROM srm_esign_flows'), flows);

  const contractId = await contractIn('CONFIRMED');
  const flow = ok(await start(contractId));
  const before = (await one('SELECT pdf_base64 AS p FROM srm_esign_documents WHERE sign_flow_id = $1', [flow.signFlowId])).p;

  // Another supplier cannot reach the flow at all.
  const other = await sign(supplier2, flow.signFlowId);
  assert.equal(other.body.code, 'NOT_FOUND');

  // Not a PNG.
  const notPng = await sign(buyer, flow.signFlowId, 'data:image/png;base64,aGVsbG8=');
  assert.equal(notPng.body.errors?.[0].field, 'signatureImage');

  // Without a sign account in use for the supplier.
  await t.db.query(`UPDATE srm_esign_accounts SET enabled_flag = 'N' WHERE supplier_id = $1 AND account_type = 'ORG'`, [id.supplier1]);
  const noAccount = await sign(supplier1, flow.signFlowId);
  assert.equal(noAccount.body.errors?.[0].field, 'signAccountId');
  assert.match(noAccount.body.errors![0].message, /乙方.*签署账户/);
  await t.db.query(`UPDATE srm_esign_accounts SET enabled_flag = 'Y' WHERE supplier_id = $1 AND account_type = 'ORG'`, [id.supplier1]);
  assert.equal((await one('SELECT pdf_base64 AS p FROM srm_esign_documents WHERE sign_flow_id = $1', [flow.signFlowId])).p, before, 'nothing written');

  // A second signature by the same party.
  ok(await sign(buyer, flow.signFlowId));
  const signedOnce = (await one('SELECT pdf_base64 AS p FROM srm_esign_documents WHERE sign_flow_id = $1', [flow.signFlowId])).p;
  const twice = await sign(buyer, flow.signFlowId);
  assert.equal(twice.body.errors?.[0].field, 'flowStatus');
  assert.match(twice.body.errors![0].message, /甲方.*已签署/);
  assert.equal((await one('SELECT pdf_base64 AS p FROM srm_esign_documents WHERE sign_flow_id = $1', [flow.signFlowId])).p, signedOnce);
  assert.equal((await one('SELECT contract_status AS s FROM srm_okc_contracts WHERE contract_id = $1', [contractId])).s, 'CONFIRMED');
});

/** The text of each page, as pdf.js reads it. */
async function pagesText(pdf: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) out.push((await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('\n'));
  await doc.destroy();
  return out;
}

const preview = async (client: typeof buyer, contractId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/fileServer/v2/pageoffice/openPdfStream',
    headers: await signedHeaders(client.token),
    payload: JSON.stringify({ contractId }),
  });

test(`[${dbKind}] every page of a preview carries the viewer's watermark of its kind; suppliers see no settings and no other supplier's contract`, async () => {
  const contractId = await contractIn('CONFIRMED');
  const asBuyer = await preview(buyer, contractId);
  assert.equal(asBuyer.statusCode, 200);
  assert.equal(asBuyer.headers['content-type'], 'application/pdf');
  const buyerPages = await pagesText(asBuyer.rawPayload);
  const buyerName = (await one(`SELECT user_full_name AS n FROM saaf_users WHERE user_name = 'buyer'`)).n;
  assert.ok(buyerPages.length >= 2);
  buyerPages.forEach((text, i) => {
    assert.match(text, new RegExp(`内部资料 ${buyerName} .+ \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`), `buyer's page ${i + 1}`);
  });
  assert.match(buyerPages[0], /签署测试合同 CONFIRMED/);

  const asSupplier = await preview(supplier1, contractId);
  const supplierPages = await pagesText(asSupplier.rawPayload);
  const s1 = await one(
    `SELECT u.user_full_name AS n, s.supplier_name AS c FROM saaf_users u JOIN srm_pos_supplier_info s ON s.supplier_id = u.supplier_id WHERE u.user_name = 'supplier1'`,
  );
  supplierPages.forEach((text, i) => {
    assert.ok(text.includes(`${s1.c} ${s1.n} `), `supplier's page ${i + 1} names the viewer and its company`);
    assert.ok(text.includes('仅供合同双方使用'));
    assert.ok(!text.includes('内部资料'), 'never the inside watermark');
  });

  // Another supplier does not reach the contract; no supplier reads the settings.
  const other = await preview(supplier2, contractId);
  assert.equal(other.json().code, 'NOT_FOUND');
  assert.notEqual((await supplier1.entity('contractWatermark', 'listByPage', { pageIndex: 1, pageRows: 10 })).body.status, 'S');
});

test(`[${dbKind}] supplier first, then the buyer: the demo's contract signed that way holds two valid signatures and is effective`, async () => {
  const flow = await one(
    `SELECT f.sign_flow_id AS id, f.flow_status AS status, c.contract_status AS contract FROM srm_esign_flows f JOIN srm_okc_contracts c ON c.contract_id = f.contract_id
      WHERE c.contract_name = '华东精密轴承电子签署合同'`,
  );
  assert.deepEqual([flow.status, flow.contract], ['COMPLETED', 'EFFECTIVE']);
  const signed = await download(buyer, Number(flow.id));
  const report = pdfsig(signed, 'supplier-first.pdf');
  assert.equal(report.match(/Signature Validation: Signature is Valid\./g)?.length, 2, report);
  assert.match(report, /Signature #1:\s*\n\s*- Signature Field Name: PartyB[\s\S]*Signature #2:\s*\n\s*- Signature Field Name: PartyA/);
  // The buyer's contract in waiting: signed by the buyer only, supplier1 asked to sign.
  const waiting = await one(
    `SELECT f.sign_flow_id AS id, f.flow_status AS status FROM srm_esign_flows f JOIN srm_okc_contracts c ON c.contract_id = f.contract_id WHERE c.contract_name = '华东精密轴承座采购合同'`,
  );
  assert.equal(waiting.status, 'BUYER_SIGNED');
  const todo = await one(`SELECT bill_link AS link FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`, [
    F,
    waiting.id,
  ]);
  assert.equal(todo.link, `supplierEsignSign?id=${waiting.id}`);
});
