/**
 * How a definition becomes screen parts: grid columns from field types, the form
 * layout (the definition's sections, or every business field), options of
 * references, and messages of the domain rules in the current language.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { AUDIT_FIELDS } from '@srm/domain/entity/types.ts';
import { fieldOf, findEntity, restPath } from '@srm/domain/entity/registry.ts';
import { localName } from '@srm/domain/entity/bilingual.ts';
import { PERSON_NAMES } from '@srm/domain/entity/people.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { format, type MessageKey } from '@srm/domain/i18n/messages.ts';
import type { Violation } from '@srm/domain/entity/validate-record.ts';
import { api } from '../lib/api.ts';
import { getLang } from '../lib/session.ts';
import { label } from '../lib/i18n.ts';
import type { GridColumnDef } from '../elements/grid.ts';
import type { LookupEntry } from '../shell/data.ts';

export type Row = Record<string, unknown>;

export const lang2 = () => (getLang() === 'EN' ? 'en' : 'zh');

export function message(key: string, params?: Record<string, unknown>): string {
  try {
    return format(key as MessageKey, lang2(), params);
  } catch {
    return key;
  }
}

export function violationText(v: Violation): string {
  return message(v.key, v.params);
}

/** The own field that shows a reference (the display field copied beside it). */
export function displayFieldOf(field: FieldDef): string | undefined {
  const r = field.ref;
  if (!r?.display) return undefined;
  return r.copy?.[r.display];
}

export const auditField = (name: string): FieldDef | undefined =>
  (AUDIT_FIELDS as readonly string[]).includes(name)
    ? { name, type: name.endsWith('Date') ? 'datetime' : 'integer', label: { zh: { creationDate: '创建时间', lastUpdateDate: '最后修改时间', createdBy: '创建人', lastUpdatedBy: '修改人', versionNum: '版本' }[name] ?? name, en: { creationDate: 'Created', lastUpdateDate: 'Last changed', createdBy: 'Created by', lastUpdatedBy: 'Changed by', versionNum: 'Version' }[name] ?? name } }
    : undefined;

export function fieldByName(def: EntityDef, name: string): FieldDef | undefined {
  return fieldOf(def, name) ?? auditField(name);
}

export function formatValue(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.type === 'date') return formatDate(value as string, DATE_PATTERNS.date);
  if (field.type === 'datetime') return formatDate(value as string, DATE_PATTERNS.datetime);
  return String(value);
}

const refLookupType = (entity: string) => `__ref_${entity}`;

/** Grid columns for fields of a definition; `editable` for line grids. */
export function gridColumns(def: EntityDef, names: string[], opts: { editable?: boolean; linkField?: string } = {}): GridColumnDef[] {
  const cols: GridColumnDef[] = [];
  for (const name of names) {
    const field = fieldByName(def, name);
    if (!field || field.hidden || field.type === 'password') continue;
    const editable = !!opts.editable && !field.readOnly && !(AUDIT_FIELDS as readonly string[]).includes(name);
    const col: GridColumnDef = { key: name, title: label(field.label), sortable: !opts.editable, resizable: true, editable, validate: field.required && editable ? { required: true } : undefined, isSummary: def.list?.summary?.includes(name) || undefined };
    // Audit columns holding a user id show that user's name, which the server answers beside it.
    const person = PERSON_NAMES[name as keyof typeof PERSON_NAMES];
    if (person) {
      cols.push({ ...col, displayKey: person, width: 120 });
      continue;
    }
    switch (field.type) {
      case 'lookup':
        Object.assign(col, { editType: 'lookup', lookup: { typeCode: field.lookupType! } });
        break;
      case 'flag':
        Object.assign(col, editable ? { editType: 'checkbox' } : { editType: 'lookup', lookup: { typeCode: 'YES_NO' } }, { width: 110 });
        break;
      case 'integer':
      case 'number':
      case 'money':
        Object.assign(col, { editType: 'number', precision: field.type === 'integer' ? 0 : field.precision ?? (field.type === 'money' ? 2 : undefined), min: field.min, max: field.max });
        break;
      case 'ref': {
        const display = displayFieldOf(field);
        if (editable && field.ref) Object.assign(col, { editType: 'lookup', lookup: { typeCode: refLookupType(field.ref.entity) } });
        else if (display) col.displayKey = display;
        else if (field.ref) Object.assign(col, { editType: 'lookup', lookup: { typeCode: refLookupType(field.ref.entity) } });
        break;
      }
      case 'date':
      case 'datetime':
        if (!editable) Object.assign(col, { editType: 'slot', render: ({ row }: { row: Row }) => formatValue(field, row[name]), width: field.type === 'date' ? 120 : 170 });
        break;
      case 'longtext':
      case 'richtext':
        col.ellipsis = true;
        if (field.type === 'richtext') Object.assign(col, { editType: 'slot', render: ({ row }: { row: Row }) => stripHtml(String(row[name] ?? '')).slice(0, 120) });
        break;
    }
    if (opts.linkField === name && !editable) Object.assign(col, { editType: 'link', linkTag: 'open' });
    cols.push(col);
  }
  return cols;
}

export function stripHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent ?? '';
}

/** Options of a reference field: the target's rows with their display field. */
const refCache = new Map<string, Promise<LookupEntry[]>>();
export function refOptions(entityName: string): Promise<LookupEntry[]> {
  const key = `${entityName}:${getLang()}`;
  let p = refCache.get(key);
  if (!p) {
    const target = findEntity(entityName);
    if (!target?.rest) return Promise.resolve([]);
    const display = target.titleField ?? target.fields.find((f) => f.type === 'text')?.name ?? target.key;
    const codeField = target.fields.find((f) => f.type === 'text' && f.unique && f.name !== display)?.name;
    p = api
      .post<Row[]>(restPath(target, 'listByPage'), { pageIndex: 1, pageRows: 500 })
      .then((env) =>
        env.data.map((r) => ({
          lookupCode: String(r[target.key]),
          meaning: codeField && r[codeField] ? `${r[codeField]} ${localName(target, r, display, lang2()) ?? ''}`.trim() : String(localName(target, r, display, lang2()) ?? r[target.key]),
          enabledFlag: r.enabledFlag === 'N' ? 'N' : 'Y',
        })),
      )
      .catch(() => {
        refCache.delete(key);
        return [];
      });
    refCache.set(key, p);
  }
  return p;
}
export function clearRefCache(entityName?: string): void {
  for (const k of [...refCache.keys()]) if (!entityName || k.startsWith(`${entityName}:`)) refCache.delete(k);
}

/** Lookup map entries for the reference columns of a grid. */
export async function refLookups(def: EntityDef, names: string[]): Promise<Record<string, LookupEntry[]>> {
  const out: Record<string, LookupEntry[]> = {};
  for (const name of names) {
    const field = fieldOf(def, name);
    if (field?.type === 'ref' && field.ref) out[refLookupType(field.ref.entity)] = await refOptions(field.ref.entity);
  }
  return out;
}

/** The fields of the edit form, grouped in sections. */
export function formSections(def: EntityDef): { title: string; fields: FieldDef[] }[] {
  const visible = (f: FieldDef | undefined): f is FieldDef => !!f && !f.hidden;
  if (def.form?.sections.length) {
    return def.form.sections.map((s) => ({ title: label(s.title), fields: s.fields.map((n) => fieldOf(def, n)).filter(visible) }));
  }
  const fields = def.fields.filter((f) => !f.hidden && !(def.parent && f.name === def.parent.foreignKey));
  return [{ title: label(def.label), fields }];
}

/** Line entity columns: its list columns or all its visible fields, without the header key. */
export function lineColumnNames(lineDef: EntityDef, foreignKey: string): string[] {
  const names = lineDef.list?.columns ?? lineDef.fields.map((f) => f.name);
  return names.filter((n) => n !== foreignKey && !fieldOf(lineDef, n)?.hidden);
}

/** The record the server accepts: key, version, writable fields, and the lines. */
export function savePayload(def: EntityDef, record: Row, lines: Record<string, Row[]>): Row {
  const out: Row = {};
  if (record[def.key]) {
    out[def.key] = record[def.key];
    out.versionNum = record.versionNum;
  }
  for (const f of def.fields) {
    if (f.readOnly || f.hidden && f.type !== 'password') continue;
    if (f.type === 'password') {
      if (typeof record[f.name] === 'string' && record[f.name]) out[f.name] = record[f.name];
      continue;
    }
    if (f.name in record) out[f.name] = normalise(f, record[f.name]);
  }
  for (const child of def.children ?? []) {
    const lineDef = findEntity(child.entity);
    if (!lineDef || !lines[child.name]) continue;
    out[child.name] = lines[child.name].map((line) => {
      const l: Row = {};
      if (line[lineDef.key]) {
        l[lineDef.key] = line[lineDef.key];
        if (line.versionNum !== undefined) l.versionNum = line.versionNum;
      }
      for (const f of lineDef.fields) {
        if (f.readOnly || f.hidden || f.name === child.foreignKey) continue;
        if (f.name in line) l[f.name] = normalise(f, line[f.name]);
      }
      return l;
    });
  }
  return out;
}

/** Values as the definition types them: numbers for numeric and reference fields, null for empty. */
export function normalise(field: FieldDef, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === '' || value === null) return null;
  if (['integer', 'ref', 'number', 'money'].includes(field.type) && typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value;
}

/** A new record: defaults of the definition. */
export function newRecord(def: EntityDef): Row {
  const r: Row = {};
  for (const f of def.fields) {
    if (f.readOnly || f.hidden) continue;
    if (f.default === 'today') r[f.name] = formatDate(new Date());
    else if (f.default === 'now') r[f.name] = formatDate(new Date(), DATE_PATTERNS.datetime);
    else if (f.default !== undefined) r[f.name] = f.default;
  }
  return r;
}
