/**
 * The contract PDF, rendered on the server with pdf-lib and the embedded CJK
 * font: title, number and version, the parties, amounts and term, the clauses
 * in order, payment stages and items as tables, and a last page with a box for
 * each party's signature (SIGNATURE_BOXES: where the e-sign places the drawn
 * signature and its widget). Long text wraps (layout.ts) and flows onto new
 * pages; every page is numbered "n / total".
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedCjkFont } from './font.ts';
import { wrapText } from './layout.ts';
import { SIGNATURE_BOXES } from './signature-boxes.ts';

export { SIGNATURE_BOXES };

export interface ContractPdfClause {
  seqNum: number;
  clauseTitle: string;
  clauseText: string;
}
export interface ContractPdfStage {
  name: string;
  percent?: number | null;
  amount?: number | string | null;
  due?: string | null;
}
export interface ContractPdfItem {
  code?: string | null;
  name: string;
  uom?: string | null;
  quantity?: number | string | null;
  price?: number | string | null;
  amount?: number | string | null;
}
export interface ContractPdfData {
  lang: 'zh' | 'en';
  contractCode: string;
  contractName: string;
  versionNumber: number;
  partyA: string;
  partyB: string;
  totalAmount?: number | string | null;
  currencyCode?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  clauses: ContractPdfClause[];
  stages: ContractPdfStage[];
  items: ContractPdfItem[];
}

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
/** The producer written into every contract PDF, told apart from uploaded files. */
export const PRODUCER = 'SRM contract renderer';

const T = {
  zh: {
    code: '合同编号',
    version: '版本',
    partyA: '甲方（采购方）',
    partyB: '乙方（供应商）',
    amount: '合同金额',
    term: '合同期限',
    clauses: '合同条款',
    stages: '付款阶段',
    items: '标的物明细',
    stageName: '阶段',
    percent: '比例',
    stageAmount: '金额',
    due: '付款条件 / 日期',
    itemCode: '物料编码',
    itemName: '名称',
    uom: '单位',
    qty: '数量',
    price: '单价',
    lineAmount: '金额',
    sign: '签署页',
    signA: '甲方签章',
    signB: '乙方签章',
    to: '至',
    page: (n: number, total: number) => `第 ${n} 页 / 共 ${total} 页`,
  },
  en: {
    code: 'Contract no.',
    version: 'Version',
    partyA: 'Party A (buyer)',
    partyB: 'Party B (supplier)',
    amount: 'Contract amount',
    term: 'Term',
    clauses: 'Clauses',
    stages: 'Payment stages',
    items: 'Items',
    stageName: 'Stage',
    percent: 'Share',
    stageAmount: 'Amount',
    due: 'Condition / date',
    itemCode: 'Item code',
    itemName: 'Name',
    uom: 'UoM',
    qty: 'Qty',
    price: 'Unit price',
    lineAmount: 'Amount',
    sign: 'Signatures',
    signA: 'Party A signature',
    signB: 'Party B signature',
    to: 'to',
    page: (n: number, total: number) => `Page ${n} of ${total}`,
  },
};

const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.45, 0.45, 0.5);
const RULE = rgb(0.75, 0.75, 0.8);

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const money = (v: unknown) => {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  return Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : String(v);
};

/** Writes top-down, adding pages as the text needs them. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly width = PAGE.width - 2 * PAGE.margin;
  readonly doc: PDFDocument;
  readonly font: PDFFont;
  constructor(doc: PDFDocument, font: PDFFont) {
    this.doc = doc;
    this.font = font;
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  need(height: number) {
    if (this.y - height < PAGE.margin + 20) this.newPage();
  }
  line(s: string, size: number, opts: { x?: number; color?: typeof INK; center?: boolean } = {}) {
    this.need(size * 1.5);
    const x = opts.center ? (PAGE.width - this.font.widthOfTextAtSize(s, size)) / 2 : PAGE.margin + (opts.x ?? 0);
    this.page.drawText(s, { x, y: this.y - size, size, font: this.font, color: opts.color ?? INK });
    this.y -= size * 1.5;
  }
  paragraph(s: string, size: number, indent = 0) {
    for (const l of wrapText(s, this.font, size, this.width - indent)) this.line(l, size, { x: indent });
  }
  gap(h: number) {
    this.y -= h;
  }
  rule() {
    this.need(6);
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= 6;
  }
  /** A table: `widths` are shares of the line; cells wrap, a row never splits across pages. */
  table(head: string[], widths: number[], rows: string[][], size = 9) {
    const cols = widths.map((w) => (w / widths.reduce((a, b) => a + b, 0)) * this.width);
    const drawRow = (cells: string[], bold: boolean) => {
      const wrapped = cells.map((c, i) => wrapText(c, this.font, size, cols[i] - 6));
      const height = Math.max(...wrapped.map((w) => w.length)) * size * 1.4 + 6;
      this.need(height);
      let x = PAGE.margin;
      if (bold) this.page.drawRectangle({ x, y: this.y - height, width: this.width, height, color: rgb(0.93, 0.94, 0.96) });
      wrapped.forEach((lines, i) => {
        lines.forEach((l, k) => {
          this.page.drawText(l, { x: x + 3, y: this.y - 3 - size - k * size * 1.4, size, font: this.font, color: INK });
        });
        x += cols[i];
      });
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y - height },
        end: { x: PAGE.width - PAGE.margin, y: this.y - height },
        thickness: 0.5,
        color: RULE,
      });
      this.y -= height;
    };
    drawRow(head, true);
    for (const r of rows) drawRow(r, false);
    this.gap(8);
  }
}

/** The contract as PDF bytes (classic cross-reference table, so signatures append as incremental updates). */
export async function renderContractPdf(data: ContractPdfData): Promise<Uint8Array> {
  const t = T[data.lang];
  const doc = await PDFDocument.create();
  doc.setTitle(`${data.contractName} ${data.contractCode}`);
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  const font = await embedCjkFont(doc);
  const w = new Writer(doc, font);

  w.paragraph(data.contractName, 20);
  w.line(`${t.code}: ${data.contractCode}    ${t.version}: V${data.versionNumber}`, 10, { color: GREY });
  w.rule();
  w.paragraph(`${t.partyA}: ${data.partyA}`, 11);
  w.paragraph(`${t.partyB}: ${data.partyB}`, 11);
  if (data.totalAmount !== null && data.totalAmount !== undefined && data.totalAmount !== '')
    w.paragraph(`${t.amount}: ${text(data.currencyCode)} ${money(data.totalAmount)}`, 11);
  if (data.startDate || data.endDate) w.paragraph(`${t.term}: ${text(data.startDate)} ${t.to} ${text(data.endDate)}`, 11);
  w.gap(6);

  if (data.clauses.length) {
    w.line(t.clauses, 14);
    for (const c of [...data.clauses].sort((a, b) => a.seqNum - b.seqNum)) {
      w.gap(4);
      w.paragraph(`${c.seqNum}. ${c.clauseTitle}`, 12);
      w.paragraph(c.clauseText, 10.5, 14);
    }
    w.gap(6);
  }
  if (data.stages.length) {
    w.line(t.stages, 14);
    w.table(
      [t.stageName, t.percent, t.stageAmount, t.due],
      [3, 1, 2, 3],
      data.stages.map((s) => [s.name, s.percent === null || s.percent === undefined ? '' : `${s.percent}%`, money(s.amount), text(s.due)]),
    );
  }
  if (data.items.length) {
    w.line(t.items, 14);
    w.table(
      [t.itemCode, t.itemName, t.uom, t.qty, t.price, t.lineAmount],
      [2, 4, 1, 1.3, 1.6, 1.8],
      data.items.map((i) => [text(i.code), i.name, text(i.uom), text(i.quantity), money(i.price), money(i.amount)]),
    );
  }

  // The signature page: always its own, so the boxes stay where the e-sign expects them.
  w.newPage();
  w.line(t.sign, 16, { center: true });
  w.gap(10);
  w.paragraph(`${t.code}: ${data.contractCode}    ${t.version}: V${data.versionNumber}`, 10);
  for (const [party, box, name] of [
    [t.signA, SIGNATURE_BOXES.A, data.partyA],
    [t.signB, SIGNATURE_BOXES.B, data.partyB],
  ] as const) {
    const [x1, y1, x2, y2] = box;
    w.page.drawRectangle({ x: x1, y: y1, width: x2 - x1, height: y2 - y1, borderColor: RULE, borderWidth: 0.8 });
    w.page.drawText(party, { x: x1, y: y2 + 30, size: 11, font, color: INK });
    const nameLines = wrapText(name, font, 9, x2 - x1);
    nameLines.slice(0, 2).forEach((l, i) => {
      w.page.drawText(l, { x: x1, y: y2 + 14 - i * 11, size: 9, font, color: GREY });
    });
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const s = t.page(i + 1, pages.length);
    p.drawText(s, { x: (PAGE.width - font.widthOfTextAtSize(s, 8)) / 2, y: 28, size: 8, font, color: GREY });
  });
  return doc.save({ useObjectStreams: false });
}
