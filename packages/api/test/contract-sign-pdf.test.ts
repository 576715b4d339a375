/**
 * PAdES signing of a contract PDF (api/esign): certificates from a CA made
 * here, the buyer's signature and then the supplier's as an incremental
 * update; both verified by poppler's pdfsig and by node-forge reading the CMS
 * (verifiers that are not the signer), and one byte changed in a signed range
 * fails them. Runs without a database.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { renderContractPdf, SIGNATURE_BOXES } from '../src/contract/pdf/render.ts';
import { issueCertificate, makeRootCa, pkcs12 } from '../src/esign/ca.ts';
import { signatureFieldNames, signPdf } from '../src/esign/sign.ts';
import { verifyPdfSignatures } from '../src/esign/verify.ts';

const dir = mkdtempSync(join(tmpdir(), 'sign-pdf-'));

function pdfsig(pdf: Uint8Array, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (err) {
    // pdfsig exits non-zero when a signature is invalid; its report is still on stdout.
    return String((err as { stdout?: string }).stdout ?? '');
  }
}

function stroke(): Buffer {
  const c = createCanvas(300, 120);
  const g = c.getContext('2d');
  g.lineWidth = 4;
  g.beginPath();
  g.moveTo(10, 90);
  g.bezierCurveTo(60, 0, 120, 120, 180, 40);
  g.lineTo(290, 80);
  g.stroke();
  return c.toBuffer('image/png');
}

const ca = makeRootCa('Test Signing CA');
const buyerAcct = issueCertificate(ca, { commonName: '星辰制造有限公司', organizationName: '星辰制造有限公司', kind: 'ORG', serialNumber: 'ORG-XC' });
const supplierAcct = issueCertificate(ca, { commonName: '华东精密机械有限公司', organizationName: '华东精密机械有限公司', kind: 'ORG', serialNumber: 'SUP-1' });
const outsider = makeRootCa('Someone Else CA');

const contract = await renderContractPdf({
  lang: 'zh',
  contractCode: 'HT-TEST-0001',
  contractName: '签署测试合同',
  versionNumber: 1,
  partyA: '星辰制造有限公司',
  partyB: '华东精密机械有限公司',
  totalAmount: 25000,
  currencyCode: 'CNY',
  clauses: [{ seqNum: 1, clauseTitle: '标的物', clauseText: '轴承座 2000 个。' }],
  stages: [],
  items: [],
});

const signAs = (pdf: Uint8Array, acct: typeof buyerAcct, party: 'A' | 'B') =>
  signPdf({
    pdf,
    p12: pkcs12(acct, ca.certPem, 'pass'),
    passphrase: 'pass',
    image: stroke(),
    box: SIGNATURE_BOXES[party],
    fieldName: `Party${party}`,
    signerName: party === 'A' ? '星辰制造' : '华东精密',
    reason: '合同签署',
    location: 'SRM',
  });

const first = await signAs(contract, buyerAcct, 'A');
const both = await signAs(first, supplierAcct, 'B');

test('the buyer signs: pdfsig and node-forge accept the signature made with its certificate', () => {
  const report = pdfsig(first, 'first.pdf');
  assert.match(report, /Signature #1:[\s\S]*Signer Certificate Common Name: 星辰制造有限公司/);
  assert.match(report, /Signature Validation: Signature is Valid\./);
  assert.match(report, /Total document signed/);
  assert.match(report, /adbe\.pkcs7\.detached/);
  const [check] = verifyPdfSignatures(first, ca.certPem);
  assert.deepEqual(
    { ...check, coversTo: undefined },
    { coversTo: undefined, signer: '星辰制造有限公司', digestOk: true, signatureOk: true, issuedByCa: true, valid: true },
  );
});

test('the supplier signs second as an incremental update: both signatures stay valid', async () => {
  assert.ok(Buffer.from(both.subarray(0, first.length)).equals(first), 'the first revision is kept byte for byte');
  const report = pdfsig(both, 'both.pdf');
  assert.equal(report.match(/Signature Validation: Signature is Valid\./g)?.length, 2, report);
  assert.match(report, /Signature Field Name: PartyA[\s\S]*Not total document signed[\s\S]*Signature Field Name: PartyB[\s\S]*Total document signed/);
  const checks = verifyPdfSignatures(both, ca.certPem);
  assert.deepEqual(
    checks.map((c) => [c.signer, c.valid]),
    [
      ['星辰制造有限公司', true],
      ['华东精密机械有限公司', true],
    ],
  );
  assert.equal(checks[0].coversTo, first.length);
  assert.equal(checks[1].coversTo, both.length);
  assert.deepEqual(await signatureFieldNames(both), ['PartyA', 'PartyB']);
});

test('one byte changed in a signed range fails both verifiers', () => {
  for (const at of [120, both.length - 40]) {
    const tampered = Buffer.from(both);
    tampered[at] ^= 0x01;
    const report = pdfsig(tampered, `tampered-${at}.pdf`);
    assert.doesNotMatch(report, /Signature Validation: Signature is Valid\.[\s\S]*Signature Validation: Signature is Valid\./, `byte ${at}`);
    const checks = verifyPdfSignatures(tampered, ca.certPem);
    assert.ok(
      checks.some((c) => !c.digestOk),
      `byte ${at}: a digest no longer matches`,
    );
  }
  // The first byte is inside both signatures' ranges: both fail.
  const tampered = Buffer.from(both);
  tampered[120] ^= 0x01;
  const checks = verifyPdfSignatures(tampered, ca.certPem);
  assert.deepEqual(
    checks.map((c) => c.digestOk),
    [false, false],
  );
  assert.equal(pdfsig(tampered, 'tampered-both.pdf').match(/Signature Validation: Signature is Valid\./g), null);
});

test('a certificate the platform CA did not issue is told apart', () => {
  const checks = verifyPdfSignatures(both, outsider.certPem);
  assert.deepEqual(
    checks.map((c) => [c.digestOk, c.signatureOk, c.issuedByCa, c.valid]),
    [
      [true, true, false, false],
      [true, true, false, false],
    ],
  );
});
