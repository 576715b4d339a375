/**
 * The fields of a proposed change of another definition's record (a supplier's
 * change of its record, and its lines) are that record's own as the supplier
 * writes them, with the names its references copy: taken from the record's
 * definition, never written twice, without what makes a value unique there
 * (a proposal repeats the name it keeps).
 */
import type { FieldDef } from './types.ts';
import { writable } from './writable.ts';

export function proposedFields(fields: FieldDef[], except: string[] = []): FieldDef[] {
  const copied = new Set(fields.flatMap((f) => Object.values(f.ref?.copy ?? {})));
  return fields
    .filter((f) => !except.includes(f.name) && !f.autoNumber && (writable(f, true) || copied.has(f.name)))
    .map(({ unique, uniqueWith, index, ...f }) => f);
}
