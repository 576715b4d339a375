/**
 * Checks a payload against a definition: unknown fields, types, required,
 * lengths, ranges, precision and the named rules. Pure, so the form and the server
 * give the same answer; lookups, references and uniqueness need the database and
 * are checked by the server after this.
 */
import type { EntityDef, FieldDef } from './types.ts';
import { AUDIT_FIELDS } from './types.ts';
import { FIELD_TYPES } from './field-types.ts';
import { PERSON_NAME_FIELDS } from './people.ts';
import { checkRules, isEmpty } from '../validation/rules.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { isValidDate, isValidDateTime } from '../dates.ts';

export { DEFAULT_TEXT_LENGTH, LOOKUP_CODE_LENGTH, ATTACHMENT_IDS_LENGTH, LONGTEXT_LENGTH } from './field-types.ts';

export interface Violation {
  field: string;
  key: MessageKey;
  params?: Record<string, unknown>;
}

export interface ValidateOptions {
  /** Insert: required fields must be present. Update: only given fields are checked. */
  mode: 'insert' | 'update';
}

export function maxLengthOf(field: FieldDef): number {
  return field.maxLength || FIELD_TYPES[field.type].maxLength;
}

function decimalsOf(value: number): number {
  const s = String(value);
  if (s.includes('e-')) return Number(s.split('e-')[1]);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** Checks one present value; answers a violation or null. Exported for grids' cells. */
export function checkField(field: FieldDef, value: unknown): Violation | null {
  const v = (key: MessageKey, params?: Record<string, unknown>): Violation => ({ field: field.name, key, params });
  if (isEmpty(value)) return field.required ? v('rule.required') : null;
  switch (field.type) {
    case 'integer':
    case 'ref': {
      const n = typeof value === 'string' && /^[+-]?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) return v(field.type === 'ref' ? 'rule.type' : 'rule.integer', { expected: 'integer' });
      if (field.min !== undefined && n < field.min) return v('rule.min', { min: field.min });
      if (field.max !== undefined && n > field.max) return v('rule.max', { max: field.max });
      break;
    }
    case 'number':
    case 'money': {
      const n = typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return v('rule.numeric');
      if (Math.abs(n) >= 1e15) return v('rule.max', { max: '1e15' });
      const precision = field.precision ?? (field.type === 'money' ? 2 : 6);
      if (decimalsOf(n) > precision) return v('rule.precision', { precision });
      if (field.min !== undefined && n < field.min) return v('rule.min', { min: field.min });
      if (field.max !== undefined && n > field.max) return v('rule.max', { max: field.max });
      break;
    }
    case 'flag':
      if (value !== 'Y' && value !== 'N') return v('rule.flag');
      break;
    case 'date':
      if (typeof value !== 'string' || !isValidDate(value)) return v('rule.date');
      break;
    case 'datetime':
      if (typeof value !== 'string' || !isValidDateTime(value)) return v('rule.datetime');
      break;
    default:
      if (typeof value !== 'string') return v('rule.type', { expected: 'string' });
      if (value.length > maxLengthOf(field)) return v('rule.maxLength', { max: maxLengthOf(field) });
      if (field.type === 'password' && !isStrongPassword(value)) return v('rule.password');
  }
  if (field.rules?.length) {
    const result = checkRules(field.rules, value, field.required);
    if (result !== true) return v(result);
  }
  return null;
}

/** SPEC section 9: password complexity is enforced. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

const SYSTEM_KEYS = new Set<string>([...AUDIT_FIELDS, ...PERSON_NAME_FIELDS]);

/**
 * Validates a header (without its child collections). `extraKeys` are keys the
 * caller handles itself (child names, comments).
 */
export function validateRecord(
  def: EntityDef,
  record: Record<string, unknown>,
  options: ValidateOptions,
  extraKeys: ReadonlySet<string> = new Set(),
): Violation[] {
  const violations: Violation[] = [];
  const fields = new Map(def.fields.map((f) => [f.name, f]));
  for (const key of Object.keys(record)) {
    if (key === def.key || SYSTEM_KEYS.has(key) || extraKeys.has(key)) continue;
    if (!fields.has(key)) violations.push({ field: key, key: 'error.unknownField', params: { field: key } });
  }
  for (const field of def.fields) {
    if (field.readOnly) continue;
    const present = Object.hasOwn(record, field.name);
    if (!present) {
      const filledByServer = field.autoNumber || field.default !== undefined;
      if (options.mode === 'insert' && field.required && !filledByServer) violations.push({ field: field.name, key: 'rule.required' });
      continue;
    }
    const violation = checkField(field, record[field.name]);
    if (violation) violations.push(violation);
  }
  return violations;
}
