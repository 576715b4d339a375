/** The audit trail: which fields of which record changed, from what to what, by whom. */
import type { Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';

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

export async function writeAudit(
  tx: Queryable,
  caller: Caller,
  entityName: string,
  recordId: number,
  operation: AuditOperation,
  changes: Changes,
  comment?: string,
): Promise<void> {
  if (operation === 'UPDATE' && Object.keys(changes).length === 0) return;
  await tx.query(
    `INSERT INTO saaf_audit_log (entity_name, record_id, operation, changes, user_id, user_name, comment, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $5, $5)`,
    [entityName, recordId, operation, JSON.stringify(changes), caller.userId, caller.userName, comment ?? null],
  );
}
