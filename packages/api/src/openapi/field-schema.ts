/**
 * The JSON schema of one field's value, in a request body or in an answer: the
 * field type's schema from the domain's table (entity/field-types.ts), with what
 * the field itself adds (its labels, lookup or target, null where it may be
 * absent, read-only).
 */
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { FIELD_TYPES } from '@srm/domain/entity/field-types.ts';

export type JsonSchema = Record<string, unknown>;
export type Side = 'request' | 'answer';

export function fieldSchema(field: FieldDef, side: Side): JsonSchema {
  const behaviour = FIELD_TYPES[field.type];
  const base = (side === 'request' ? behaviour.requestSchema(field) : behaviour.answerSchema(field)) ?? { not: {} };
  const description = `${field.label.zh} / ${field.label.en}${field.lookupType ? ` (lookup ${field.lookupType})` : ''}${field.ref ? ` (id of ${field.ref.entity})` : ''}`;
  if (base.not) return { ...base, description };
  // An absent value is null in answers, and a request may send null to clear it.
  const type = field.required && side === 'request' ? base.type : [...(Array.isArray(base.type) ? base.type : [base.type]), 'null'];
  const en = base.enum as unknown[] | undefined;
  return clean({
    ...base,
    type,
    enum: en && type !== base.type ? [...en, null] : en,
    description: base.description ? `${description}; ${base.description}` : description,
    readOnly: field.readOnly || undefined,
  });
}

/** Drops undefined keys, which JSON would drop anyway but validators see. */
export function clean(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined));
}
