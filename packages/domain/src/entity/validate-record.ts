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

/** Checks one present value; answers a violation or null. Exported for grids' cells. */
export function checkField(field: FieldDef, value: unknown): Violation | null {
  const v = (key: MessageKey, params?: Record<string, unknown>): Violation => ({ field: field.name, key, params });
  if (isEmpty(value)) return field.required ? v('rule.required') : null;
  const failure = FIELD_TYPES[field.type].check(field, value);
  if (failure) return v(failure.key, failure.params);
  if (field.rules?.length) {
    const result = checkRules(field.rules, value, field.required);
    if (result !== true) return v(result);
  }
  return null;
}

export { isStrongPassword } from './field-types.ts';

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
