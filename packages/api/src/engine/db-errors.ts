/**
 * Database refusals turned into answers a user can act on: a unique index names
 * its field, a foreign key says the record is referenced, a race is a stale
 * version. Anything else stays an internal error.
 */
import { entities } from '@srm/domain/entity/registry.ts';
import { tableSchema } from '../db/schema.ts';
import { AppError, ValidationError } from './app-error.ts';

interface DbError {
  code?: string;
  constraint?: string;
  detail?: string;
}

let constraintFields: Map<string, { field: string; kind: 'unique' | 'fk' }> | undefined;

function camel(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function constraints() {
  if (!constraintFields) {
    constraintFields = new Map();
    for (const def of entities) {
      const t = tableSchema(def);
      for (const ix of t.indexes) if (ix.unique) constraintFields.set(ix.name, { field: camel(ix.columns[ix.columns.length - 1]), kind: 'unique' });
      for (const fk of t.foreignKeys) constraintFields.set(fk.name, { field: camel(fk.column), kind: 'fk' });
    }
  }
  return constraintFields;
}

export function translateDbError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as DbError;
  switch (e?.code) {
    case '23505': {
      const c = constraints().get(e.constraint ?? '');
      const value =
        /=\((.*)\)/
          .exec(e.detail ?? '')?.[1]
          ?.split(', ')
          .pop() ?? '';
      return new ValidationError([{ field: c?.field ?? 'unknown', key: 'rule.unique', params: { value } }]);
    }
    case '23001':
      // ON DELETE RESTRICT reports restrict_violation, not foreign_key_violation.
      return new AppError('DELETE_REFERENCED');
    case '23503': {
      const c = constraints().get(e.constraint ?? '');
      // "is still referenced": a delete; "is not present": an insert or update.
      if (/still referenced/.test(e.detail ?? '')) return new AppError('DELETE_REFERENCED');
      return new ValidationError([{ field: c?.field ?? 'unknown', key: 'rule.ref', params: { value: /=\((.*)\)/.exec(e.detail ?? '')?.[1] ?? '' } }]);
    }
    case '22001':
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
      return new ValidationError([{ field: 'unknown', key: 'rule.type', params: { expected: e.code } }]);
    case '40001':
    case '40P01':
      return new AppError('STALE_VERSION');
    default:
      return err;
  }
}
