/**
 * Reads the fields of a Chinese business licence (营业执照) out of recognised
 * lines: the company name (名称), the unified social credit code (see
 * credit-code-ocr.ts), and, when found, the legal representative, the
 * registered capital and the address. Each value comes with a confidence
 * (0-100); nothing here is filled in for anyone, the person confirms it.
 */
import { findCreditCode, type CreditCodeReading } from './credit-code-ocr.ts';
import type { OcrLine } from './ocr-engine.ts';

export interface Proposed {
  value: string;
  confidence: number;
}

export interface LicenceProposal {
  companyName: Proposed | null;
  creditCode: CreditCodeReading | null;
  legalRepresentative?: Proposed;
  registeredCapital?: Proposed;
  address?: Proposed;
}

type Field = 'companyName' | 'legalRepresentative' | 'registeredCapital' | 'address';

/** Labels as printed on licences of every kind (company, branch, partnership, sole trader); the longer first. */
const LABELS: Record<Field | 'other', string[]> = {
  companyName: ['企业名称', '名称'],
  legalRepresentative: ['法定代表人', '执行事务合伙人', '负责人', '经营者', '投资人'],
  registeredCapital: ['注册资本', '注册资金', '出资额'],
  address: ['主要经营场所', '经营场所', '营业场所', '住所', '地址'],
  other: ['统一社会信用代码', '类型', '组成形式', '经营范围', '成立日期', '注册日期', '营业期限', '合伙期限', '登记机关', '核准日期', '编号'],
};

/** Characters the recogniser reads between the characters of a spaced-out label. */
const GAP = '[\\s,，.。、:：;；\'"|_-]*';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label anywhere in a line: the 2019 layout prints two columns, which the recogniser reads as one line. */
const labelPattern = (label: string) => new RegExp(`${[...label].map(escapeRegExp).join(GAP)}${GAP}`, 'g');
const PATTERNS = Object.entries(LABELS).flatMap(([field, labels]) =>
  labels.map((label) => ({ field: field as Field | 'other', pattern: labelPattern(label) })),
);

interface Segment {
  field: Field | 'other';
  value: string;
}

/** A line cut at its labels: each label with the text up to the next one. */
function segmentsOf(line: string): Segment[] {
  const hits = PATTERNS.flatMap(({ field, pattern }) => [...line.matchAll(pattern)].map((m) => ({ field, at: m.index, end: m.index + m[0].length })));
  // Where two labels overlap the longer one is meant (企业名称, not 名称; 主要经营场所, not 经营场所).
  hits.sort((a, b) => a.at - b.at || b.end - a.end);
  const kept: typeof hits = [];
  for (const hit of hits) if (!kept.length || hit.at >= kept[kept.length - 1].end) kept.push(hit);
  return kept.map((hit, i) => ({ field: hit.field, value: stripLead(line.slice(hit.end, kept[i + 1]?.at ?? line.length)) }));
}

/** Company names end so (a partnership adds its form in brackets). */
const NAME_END = /(股份有限公司|有限责任公司|有限公司|公司|分公司|集团|厂|合作社|事务所|中心|商行|经营部|店)(\((普通|有限|特殊普通)合伙\))?/g;

/**
 * Full-width forms as half-width (NFKC), and spaces dropped except between two
 * letters or digits: the recogniser spaces out Chinese characters.
 */
export function cleanLine(text: string): string {
  const t = text.normalize('NFKC').trim();
  return t.replace(/\s+/g, (gap, at: number) => (/[A-Za-z0-9]/.test(t[at - 1] ?? '') && /[A-Za-z0-9]/.test(t[at + gap.length] ?? '') ? ' ' : ''));
}

const stripLead = (s: string) => s.replace(/^[\s,，.。、:：;；'"|_\-=]+/, '').trim();

/** A value without the marks read beside it (a seal's edge read as a bracket): trailing punctuation and specks, a bracket left open or never opened. */
function cleanValue(s: string): string {
  let v = stripLead(s).replace(/[\s,，.。、:：;；'"|_\-=—–~～([{【]+$/, '');
  const opened = (v.match(/\(/g) ?? []).length;
  const closed = (v.match(/\)/g) ?? []).length;
  if (closed > opened) v = v.replace(/\)+$/, '');
  if (opened > closed) v = v.replace(/\([^)]*$/, '');
  // Lower-case letters right after the last Chinese character are specks read as text ("88号fo").
  return v.replace(/(?<=[\u4e00-\u9fff])[a-z]{1,3}$/, '').trim();
}

/** An address names its place: the line of a misread 住所 label still does. */
const ADDRESS = /[省市区县镇乡村路街道巷弄号楼室]/;

const SCOPE = /^经营范围/;

/** The name up to the last ending a company name has, or null when it has none. */
function companyName(value: string): string | null {
  let end = -1;
  for (const m of value.matchAll(NAME_END)) end = m.index + m[0].length;
  if (end < 0) return null;
  const name = value.slice(0, end).trim();
  return name.length >= 4 ? name : null;
}

const score = (confidence: number, factor = 1) => Math.max(0, Math.min(100, Math.round(confidence * factor)));

export function parseLicence(ocrLines: OcrLine[]): LicenceProposal {
  const lines = ocrLines
    .map((l) => ({ text: cleanLine(l.text), confidence: l.confidence }))
    .filter((l) => l.text)
    .map((l) => ({ ...l, segments: segmentsOf(l.text) }));
  const proposal: LicenceProposal = { companyName: null, creditCode: findCreditCode(lines) };

  for (const line of lines) {
    for (const { field, value } of line.segments) {
      if (!value) continue;
      if (field === 'companyName' && !proposal.companyName) {
        const name = companyName(value);
        proposal.companyName = { value: name ?? cleanValue(value), confidence: score(line.confidence, name ? 1 : 0.7) };
      } else if (field === 'legalRepresentative' && !proposal.legalRepresentative) {
        const person = /^[\u4e00-\u9fff·]{2,20}|^[A-Za-z][A-Za-z .'-]{1,60}/.exec(value)?.[0].trim();
        if (person) proposal.legalRepresentative = { value: person, confidence: score(line.confidence) };
      } else if (field === 'registeredCapital' && !proposal.registeredCapital) {
        proposal.registeredCapital = { value: cleanValue(value), confidence: score(line.confidence) };
      } else if (field === 'address' && !proposal.address) {
        proposal.address = { value: cleanValue(value), confidence: score(line.confidence) };
      }
    }
  }

  // The address label misread (住 as 1 or i): a line without labels, with the label's last character and a place after it.
  if (!proposal.address) {
    for (const line of lines) {
      const m = /^.{0,3}?(所|址)/.exec(line.text);
      const value = m ? cleanValue(line.text.slice(m[0].length)) : '';
      if (m && !line.segments.length && ADDRESS.test(value) && value.length >= 6) {
        proposal.address = { value, confidence: score(line.confidence, 0.8) };
        break;
      }
    }
  }

  // The name's label misread (名 as 插, or lost): a line without labels that ends as a company name does,
  // above the business scope (whose lines name other companies' kinds of business).
  if (!proposal.companyName) {
    for (const line of lines) {
      if (SCOPE.test(line.text)) break;
      if (line.segments.length) continue;
      const value = companyName(stripLead(line.text.replace(/^.{0,3}称/, '')));
      if (value) {
        proposal.companyName = { value, confidence: score(line.confidence, 0.8) };
        break;
      }
    }
  }
  return proposal;
}
