/**
 * How a definition becomes screen parts: grid columns from field types, the form
 * layout (the definition's sections, or every business field), and messages of
 * the domain rules in the current language. References show their names
 * (refs/ref-labels.ts) and are chosen in pickers (refs/RefField.tsx).
 */
import type { EntityDef, FieldDef, ShownWhen } from '@srm/domain/entity/types.ts';
import { AUDIT_FIELDS } from '@srm/domain/entity/types.ts';
import { FIELD_TYPES, shownDecimals, type DisplayKind } from '@srm/domain/entity/field-types.ts';
import { fieldOf, findEntity } from '../lib/registry.ts';
import { PERSON_NAMES } from '@srm/domain/entity/people.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { format, type MessageKey } from '@srm/domain/i18n/messages.ts';
import type { Violation } from '@srm/domain/entity/validate-record.ts';
import { writable } from '@srm/domain/entity/writable.ts';
import { getLang, isSupplierUser } from '../lib/session.ts';
import { label } from '../lib/i18n.ts';
import { gridTexts } from '../lib/texts/grid.ts';
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { forgetRefLabels, refDisplayKey } from './refs/ref-labels.ts';

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

/** The audit columns' names, from the catalogue (a field's label is both languages at once). */
const AUDIT_LABELS = {
  creationDate: 'grid.audit.creationDate',
  lastUpdateDate: 'grid.audit.lastUpdateDate',
  createdBy: 'grid.audit.createdBy',
  lastUpdatedBy: 'grid.audit.lastUpdatedBy',
  versionNum: 'grid.audit.versionNum',
} as const satisfies Record<(typeof AUDIT_FIELDS)[number], keyof typeof gridTexts>;

export const auditField = (name: string): FieldDef | undefined =>
  (AUDIT_FIELDS as readonly string[]).includes(name)
    ? {
        name,
        type: name.endsWith('Date') ? 'datetime' : 'integer',
        label: gridTexts[AUDIT_LABELS[name as keyof typeof AUDIT_LABELS]],
      }
    : undefined;

export function fieldByName(def: EntityDef, name: string): FieldDef | undefined {
  return fieldOf(def, name) ?? auditField(name);
}

export function formatValue(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  const display = FIELD_TYPES[field.type].display;
  if (display === 'date' || display === 'datetime') return formatDate(value as string, DATE_PATTERNS[display]);
  if (display === 'number') return formatNumber(value, { precision: shownDecimals(field) });
  return String(value);
}

/** A text as wide as a date shown in `pattern` (digits stand for every letter of it). */
const patternSample = (pattern: 'date' | 'datetime') => DATE_PATTERNS[pattern].replace(/[A-Za-z]/g, '0');

/** How a grid shows a field, by its type's display kind (entity/field-types.ts); null: never a column. */
const COLUMN: Record<DisplayKind, ((col: GridColumnDef, field: FieldDef, editable: boolean) => void) | null> = {
  text: () => undefined,
  longText: (col) => {
    col.ellipsis = true;
  },
  html: (col, field) =>
    Object.assign(col, { ellipsis: true, editType: 'slot', render: ({ row }: { row: Row }) => stripHtml(String(row[field.name] ?? '')).slice(0, 120) }),
  number: (col, field) => Object.assign(col, { editType: 'number', precision: shownDecimals(field), min: field.min, max: field.max }),
  flag: (col, _field, editable) => Object.assign(col, editable ? { editType: 'checkbox' } : { editType: 'lookup', lookup: { typeCode: 'YES_NO' } }),
  lookup: (col, field) => Object.assign(col, { editType: 'lookup', lookup: { typeCode: field.lookupType! } }),
  // The chosen record's name, never its id; an editable cell is a button that opens the picker.
  reference: (col, field, editable) => Object.assign(col, { displayKey: refDisplayKey(field) }, editable ? { editType: 'button' } : {}),
  // As wide as the SPEC's pattern (section 9), whatever the page holds.
  date: (col, field, editable) => {
    col.sample = patternSample('date');
    if (!editable) Object.assign(col, { editType: 'slot', render: ({ row }: { row: Row }) => formatValue(field, row[field.name]) });
  },
  datetime: (col, field, editable) => {
    col.sample = patternSample('datetime');
    if (!editable) Object.assign(col, { editType: 'slot', render: ({ row }: { row: Row }) => formatValue(field, row[field.name]) });
  },
  secret: null,
  files: () => undefined,
};

/** Grid columns for fields of a definition; `editable` for line grids. */
export function gridColumns(def: EntityDef, names: string[], opts: { editable?: boolean; linkField?: string } = {}): GridColumnDef[] {
  const cols: GridColumnDef[] = [];
  for (const name of names) {
    const field = fieldByName(def, name);
    if (!field || field.hidden || COLUMN[FIELD_TYPES[field.type].display] === null) continue;
    const editable = !!opts.editable && writable(field, isSupplierUser()) && !(AUDIT_FIELDS as readonly string[]).includes(name);
    const col: GridColumnDef = {
      key: name,
      title: label(field.label),
      sortable: !opts.editable,
      resizable: true,
      editable,
      validate: field.required && editable ? { required: true } : undefined,
      isSummary: def.list?.summary?.includes(name) || undefined,
    };
    // Audit columns holding a user id show that user's name, which the server answers beside it.
    const person = PERSON_NAMES[name as keyof typeof PERSON_NAMES];
    if (person) {
      cols.push({ ...col, displayKey: person });
      continue;
    }
    COLUMN[FIELD_TYPES[field.type].display]?.(col, field, editable);
    if (opts.linkField === name && !editable) Object.assign(col, { editType: 'link', linkTag: 'open' });
    cols.push(col);
  }
  return cols;
}

export function stripHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent ?? '';
}

/** After an entity's rows changed (saved, imported): forget the names known of them. */
export const clearRefCache = forgetRefLabels;

/** The fields of the edit form, grouped in sections. */
export function formSections(def: EntityDef): { title: string; fields: FieldDef[]; when?: ShownWhen }[] {
  const visible = (f: FieldDef | undefined): f is FieldDef => !!f && !f.hidden;
  if (def.form?.sections.length) {
    return def.form.sections.map((s) => ({ title: label(s.title), fields: s.fields.map((n) => fieldOf(def, n)).filter(visible), when: s.when }));
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
    const secret = FIELD_TYPES[f.type].display === 'secret';
    if (f.readOnly || (f.hidden && !secret)) continue;
    // A secret is sent only when typed: blank keeps the stored one.
    if (secret) {
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
/** A new record's values: the fields' defaults, then those of the route it is made from (a tender, not an inquiry). */
export function newRecord(def: EntityDef, routeDefaults: Row = {}): Row {
  const r: Row = {};
  for (const f of def.fields) {
    if (f.readOnly || f.hidden) continue;
    if (f.default === 'today') r[f.name] = formatDate(new Date());
    else if (f.default === 'now') r[f.name] = formatDate(new Date(), DATE_PATTERNS.datetime);
    else if (f.default !== undefined) r[f.name] = f.default;
  }
  return { ...r, ...routeDefaults };
}
