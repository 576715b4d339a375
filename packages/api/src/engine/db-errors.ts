/**
 * Database refusals turned into answers a user can act on: a unique index names
 * its field, a foreign key says the record is referenced, a race is a stale
 * version, a lost connection is a 503 to retry. Anything else stays an
 * internal error.
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

/** Socket errors of a connection that is gone or refused. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * pg's own errors of a lost connection carry no code, only these messages
 * (pg/lib/client.js and pg-pool: the server closed the socket, the connect
 * timed out, a pooled client's connection broke).
 */
const LOST_CONNECTION =
  /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/;

/**
 * The database does not answer: the connection was refused, broken or timed
 * out, or the server is shutting down or starting (57P01-57P03, class 08). The
 * transaction it was in is rolled back by PostgreSQL; the caller may try again.
 * The one place these are told apart from a refusal of the statement.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as DbError & { message?: string; cause?: unknown };
  if (!e || typeof e !== 'object') return false;
  const code = e.code ?? '';
  if (SOCKET_CODES.has(code) || /^57P0[123]$/.test(code) || code.startsWith('08') || code === '53300') return true;
  if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
  return e.cause !== undefined && e.cause !== err && isDatabaseUnavailable(e.cause);
}

export function translateDbError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (isDatabaseUnavailable(err)) return new AppError('DATABASE_UNAVAILABLE');
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
