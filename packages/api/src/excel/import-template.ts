/**
 * The import template of an entity: one header row from the definition
 * (required columns marked "*" and coloured), lookup and flag columns with a
 * drop-down list of their meanings kept on a hidden sheet.
 */
import type { Writable } from 'node:stream';
import { excel } from './exceljs.ts';
import type * as XL from 'exceljs';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import { flagMeaning, loadMeanings, numFmt } from './cells.ts';
import { headerOf, importFields } from './import-columns.ts';

export const TEMPLATE_ROWS = 5000;

const colName = (i: number) => {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

export async function writeTemplate(q: Queryable, def: EntityDef, lang: Lang, out: Writable): Promise<void> {
  const fields = importFields(def);
  const meanings = await loadMeanings(q, [...new Set(fields.filter((f) => f.type === 'lookup').map((f) => f.lookupType!))], lang);
  const wb = new (excel().Workbook)();
  const sheet = wb.addWorksheet(def.label[lang].slice(0, 31));
  const lists = wb.addWorksheet('lists', { state: 'veryHidden' });
  sheet.columns = fields.map((f) => ({
    header: headerOf(f, lang),
    key: f.name,
    width: Math.max(14, f.label[lang].length * 2 + 4),
    style: numFmt(f) ? { numFmt: numFmt(f) } : {},
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  fields.forEach((f, i) => {
    if (f.required) head.getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  let listCol = 0;
  fields.forEach((f, i) => {
    const values = f.type === 'lookup' ? [...(meanings.get(f.lookupType!)?.values() ?? [])] : f.type === 'flag' ? [...flagMeaning(lang).values()] : [];
    if (!values.length) return;
    const c = colName(listCol++);
    values.forEach((v, r) => (lists.getCell(`${c}${r + 1}`).value = v));
    const range = `${colName(i)}2:${colName(i)}${TEMPLATE_ROWS + 1}`;
    (sheet as unknown as { dataValidations: { add(range: string, v: XL.DataValidation): void } }).dataValidations.add(range, {
      type: 'list',
      allowBlank: !f.required,
      formulae: [`lists!$${c}$1:$${c}$${values.length}`],
      showErrorMessage: true,
      errorTitle: f.label[lang],
      error: lang === 'en' ? 'Pick a value from the list' : '请从下拉列表中选择',
    });
  });
  await wb.xlsx.write(out);
}
