/**
 * The domain rules of a document checked in the browser before saving (the same
 * checks as the server, so the user sees field errors at once), and the server's
 * field errors placed on the same fields and line rows.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { checkField } from '@srm/domain/entity/validate-record.ts';
import { writable } from '@srm/domain/entity/writable.ts';
import { isSupplierUser } from '../../lib/session.ts';
import { FIELD_TYPES } from '@srm/domain/entity/field-types.ts';
import type { FieldError } from '@srm/domain/errors.ts';
import { label, t } from '../../lib/i18n.ts';
import { message, type Row } from '../entity-ui.ts';
import type { EditChild } from './children.ts';

export type Errors = Record<string, string>;

export interface Findings {
  errors: Errors;
  /** One sentence per bad line value: "Line 2, Quantity: ...". */
  lineErrors: string[];
}

/** What a form holds as text, as the rules read it: numbers for numeric fields, null for empty. */
function ruleValue(field: FieldDef, value: unknown): unknown {
  if (typeof value === 'string' && FIELD_TYPES[field.type].numeric && /^[+-]?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value === '' ? null : value;
}

/** The error of one header field, or undefined. */
export function fieldError(field: FieldDef, value: unknown, isNew: boolean): string | undefined {
  // A secret left blank on a saved record keeps the stored one.
  if (FIELD_TYPES[field.type].display === 'secret' && !value && !isNew) return undefined;
  const v = checkField(field, ruleValue(field, value));
  return v ? message(v.key, v.params) : undefined;
}

export function validateDocument(
  sections: { fields: FieldDef[] }[],
  children: EditChild[],
  record: Row,
  lines: Record<string, Row[]>,
  isNew: boolean,
): Findings {
  const errors: Errors = {};
  for (const s of sections) {
    for (const f of s.fields) {
      if (!writable(f, isSupplierUser())) continue;
      const e = fieldError(f, record[f.name], isNew);
      if (e) errors[f.name] = e;
    }
  }
  const lineErrors: string[] = [];
  for (const { child, lineDef } of children) {
    lines[child.name]?.forEach((line, row) => {
      for (const f of lineDef.fields) {
        if (!writable(f, isSupplierUser()) || f.hidden || f.name === child.foreignKey) continue;
        const v = checkField(f, ruleValue(f, line[f.name]));
        if (v) lineErrors.push(t('edit.lineErrors', { row: row + 1, field: label(f.label), message: message(v.key, v.params) }));
      }
    });
  }
  return { errors, lineErrors };
}

/** The server's field errors of a refused save, on the header fields and the line rows. */
export function serverFindings(fieldErrors: FieldError[], children: EditChild[]): Findings {
  const errors: Errors = {};
  const lineErrors: string[] = [];
  for (const fe of fieldErrors) {
    if (fe.child !== undefined && fe.row !== undefined) {
      const lineDef: EntityDef | undefined = children.find((c) => c.child.name === fe.child)?.lineDef;
      const f = lineDef?.fields.find((x) => x.name === fe.field);
      lineErrors.push(t('edit.lineErrors', { row: fe.row + 1, field: f ? label(f.label) : fe.field, message: fe.message }));
    } else errors[fe.field] = fe.message;
  }
  return { errors, lineErrors };
}
