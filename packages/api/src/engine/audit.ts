/** The audit trail: which fields of which record changed, from what to what, by whom. */
import type { Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';
import { MAX_PARAMS } from './write-rows.ts';

export type AuditOperation = 'INSERT' | 'UPDATE' | 'DELETE' | 'ACTION';

export type Changes = Record<string, [unknown, unknown]>;

export function diffValues(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key] ?? null;
    const now = value ?? null;
    if (String(old) !== String(now)) changes[key] = [old, now];
  }
  return changes;
}

export interface AuditEntry {
  entityName: string;
  recordId: number;
  operation: AuditOperation;
  changes: Changes;
  comment?: string;
}

export async function writeAudit(
  tx: Queryable,
  caller: Caller,
  entityName: string,
  recordId: number,
  operation: AuditOperation,
  changes: Changes,
  comment?: string,
): Promise<void> {
  await writeAudits(tx, caller, [{ entityName, recordId, operation, changes, comment }]);
}

/** Many entries in multi-row INSERTs (a document's lines); an UPDATE that changed nothing leaves none. */
export async function writeAudits(tx: Queryable, caller: Caller, entries: AuditEntry[]): Promise<void> {
  const kept = entries.filter((e) => e.operation !== 'UPDATE' || Object.keys(e.changes).length > 0);
  const perChunk = Math.floor(MAX_PARAMS / 5);
  for (let start = 0; start < kept.length; start += perChunk) {
    const params: unknown[] = [caller.userId, caller.userName];
    const tuples = kept.slice(start, start + perChunk).map((e) => {
      const cells = [e.entityName, e.recordId, e.operation, JSON.stringify(e.changes), e.comment ?? null].map((cell) => `$${params.push(cell)}`);
      return `(${cells.join(', ')}, $1, $2, $1, $1)`;
    });
    await tx.query(
      `INSERT INTO saaf_audit_log (entity_name, record_id, operation, changes, comment, user_id, user_name, created_by, last_updated_by) VALUES ${tuples.join(', ')}`,
      params,
    );
  }
}
