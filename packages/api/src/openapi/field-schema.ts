/**
 * The JSON schema of one field's value, in a request body or in an answer. The
 * one place that decides it per field type, so it can become a lookup into the
 * domain's field-type table without touching the document builders.
 */
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { maxLengthOf } from '@srm/domain/entity/validate-record.ts';

export type JsonSchema = Record<string, unknown>;
export type Side = 'request' | 'answer';

export function fieldSchema(field: FieldDef, side: Side): JsonSchema {
  const description = `${field.label.zh} / ${field.label.en}${field.lookupType ? ` (lookup ${field.lookupType})` : ''}${field.ref ? ` (id of ${field.ref.entity})` : ''}`;
  const base = ((): JsonSchema => {
    switch (field.type) {
      case 'integer':
        return { type: 'integer', minimum: field.min, maximum: field.max };
      case 'ref':
        return { type: 'integer', minimum: 1 };
      case 'number':
      case 'money':
        // Requests may send the decimal as a string to keep its places exact.
        return side === 'request' ? { type: ['number', 'string'], minimum: field.min, maximum: field.max } : { type: 'number' };
      case 'flag':
        return { type: 'string', enum: ['Y', 'N'] };
      case 'date':
        return { type: 'string', format: 'date' };
      case 'datetime':
        return { type: 'string', format: 'date-time' };
      case 'attachments':
        return { type: 'string', description: 'comma-separated file ids' };
      case 'password':
        return { type: 'string', writeOnly: true, maxLength: 128 };
      case 'longtext':
      case 'richtext':
        return { type: 'string' };
      case 'text':
      case 'lookup':
        return { type: 'string', maxLength: maxLengthOf(field) };
    }
  })();
  // An absent value is null in answers, and a request may send null to clear it.
  const type = field.required && side === 'request' ? base.type : [...(Array.isArray(base.type) ? base.type : [base.type]), 'null'];
  return clean({ ...base, type, description: base.description ? `${description}; ${base.description}` : description, readOnly: field.readOnly || undefined });
}

/** Drops undefined keys, which JSON would drop anyway but validators see. */
export function clean(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined));
}
