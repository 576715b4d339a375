/**
 * Contract PDFs (api/contract/pdf): rendered with the Chinese font embedded and
 * long clauses wrapped onto further pages, and every page of a preview stamped
 * with the viewer's watermark, read back by pdf.js (not by the code that drew it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderContractPdf, type ContractPdfData } from '../src/contract/pdf/render.ts';
import { stampWatermark, watermarkText } from '../src/contract/pdf/watermark.ts';
import { wrapText } from '../src/contract/pdf/layout.ts';

const clause = '甲方应在收到乙方开具的合法有效增值税专用发票后三十日内，按本合同约定的付款比例支付货款；逾期付款的，每日按应付未付金额的万分之五支付违约金。';
export const SAMPLE: ContractPdfData = {
  lang: 'zh',
  contractCode: 'HT-20261127-0001',
  contractName: '年度轴承采购框架合同',
  versionNumber: 2,
  partyA: '星辰制造有限公司',
  partyB: '华东精密机械有限公司',
  totalAmount: 1250000,
  currencyCode: 'CNY',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  clauses: Array.from({ length: 9 }, (_, i) => ({ seqNum: 9 - i, clauseTitle: `第${9 - i}条 付款与违约`, clauseText: clause.repeat(6) })),
  stages: [
    { name: '预付款', percent: 30, amount: 375000, due: '合同生效后10日内' },
    { name: '验收款', percent: 70, amount: 875000, due: '验收合格后30日内' },
  ],
  items: [{ code: 'M-100001', name: '深沟球轴承 6205-2RS', uom: '个', quantity: 5000, price: 250, amount: 1250000 }],
};

async function pagesText(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    out.push(content.items.map((i) => ('str' in i ? i.str : '')).join('\n'));
  }
  await doc.destroy();
  return out;
}

test('the contract renders in Chinese with its clauses in order, wrapped onto more pages, and a signature page', async () => {
  const pdf = await renderContractPdf(SAMPLE);
  const pages = await pagesText(pdf);
  assert.ok(pages.length >= 3, `long clauses flow onto further pages (${pages.length})`);
  const all = pages.join('\n');
  assert.match(pages[0], /年度轴承采购框架合同/);
  assert.match(pages[0], /HT-20261127-0001/);
  assert.match(pages[0], /华东精密机械有限公司/);
  assert.match(all, /1,250,000\.00/);
  assert.ok(all.indexOf('第1条') < all.indexOf('第2条') && all.indexOf('第8条') < all.indexOf('第9条'), 'clauses print in seqNum order');
  assert.match(all, /预付款/);
  assert.match(all, /深沟球轴承/);
  assert.match(pages.at(-1)!, /签署页/);
  assert.match(pages.at(-1)!, new RegExp(`第 ${pages.length} 页 / 共 ${pages.length} 页`));
  // The font is embedded, so the text shows on a machine without it, and only the glyphs used (the whole font is 5 MB).
  const dir = mkdtempSync(join(tmpdir(), 'contract-pdf-'));
  writeFileSync(join(dir, 'c.pdf'), pdf);
  const fonts = execFileSync('pdffonts', [join(dir, 'c.pdf')], { encoding: 'utf8' });
  assert.match(fonts, /WenQuanYi\S*\s+CID TrueType\s+Identity-H\s+yes/);
  assert.ok(pdf.length < 300_000, `${pdf.length} bytes`);
});

test('no wrapped line is wider than the page and no line starts with closing punctuation', async () => {
  const { PDFDocument } = await import('pdf-lib');
  const { embedCjkFont } = await import('../src/contract/pdf/font.ts');
  const font = await embedCjkFont(await PDFDocument.create());
  const lines = wrapText(`${clause} Bearing 6205-2RS, deep groove, sealed on both sides.`, font, 10.5, 200);
  assert.ok(lines.length > 5);
  for (const l of lines) {
    assert.ok(font.widthOfTextAtSize(l, 10.5) <= 200 + 10.5, `"${l}" fits`);
    assert.doesNotMatch(l, /^[，。、；：！？）]/);
  }
  assert.ok(
    lines.some((l) => l.includes('Bearing')),
    'Latin words are kept whole',
  );
});

test("every page of a preview carries the viewer's name, company and time", async () => {
  const pdf = await renderContractPdf(SAMPLE);
  const time = new Date(2026, 10, 27, 9, 5);
  const label = watermarkText('{name} {company} {time}', { name: '李采购', company: '星辰制造有限公司', userName: 'buyer', time });
  assert.equal(label, '李采购 星辰制造有限公司 2026-11-27 09:05');
  const stamped = await stampWatermark(pdf, { textPattern: '', opacity: 0.2, angle: 35, fontSize: 14 }, label);
  const pages = await pagesText(stamped);
  assert.equal(pages.length, (await pagesText(pdf)).length);
  pages.forEach((text, i) => assert.ok(text.includes(label), `page ${i + 1} carries the watermark`));
  // The original is not changed: stamping makes a new document.
  assert.ok(!(await pagesText(pdf)).some((t) => t.includes(label)));
});
