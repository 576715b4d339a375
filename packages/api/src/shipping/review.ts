/**
 * The buyer's review of a document's lines, shared by shipping reports and
 * their exemption requests: `agree` agrees every line; `refuse` refuses the
 * lines given a reason and agrees the rest (at least one reason). The SPEC's
 * doBatchAgreeOrRefuseLine takes a decision per line over several documents
 * at once and runs one of the two actions on each, in one transaction.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident, type Queryable, rows } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { linePayload, type ActionContext } from '../engine/hooks.ts';
import { registerOperation, type Row } from '../engine/operations.ts';
import { authorize } from '../engine/permissions.ts';
import { int, object, str } from '../openapi/route-schema.ts';

const MAX_LINES = 500;

interface LineTable {
  /** The line entity's table, key and the header key it carries. */
  table: string;
  key: string;
  headerKey: string;
}

function tableOf(headerEntity: string): LineTable {
  const header = getEntity(headerEntity);
  const child = header.children![0];
  const line = getEntity(child.entity);
  return { table: line.table, key: line.key, headerKey: child.foreignKey };
}

/** The lines a `refuse` names with a reason, checked to be the document's own; none is refused. */
export async function refusedLines(ctx: ActionContext, headerEntity: string): Promise<Map<number, string>> {
  const t = tableOf(headerEntity);
  const given = linePayload(ctx, t.key);
  const own = new Set(
    (
      await rows<{ id: number }>(ctx.tx, `SELECT ${ident(toSnake(t.key))} AS id FROM ${ident(t.table)} WHERE ${ident(toSnake(t.headerKey))} = $1`, [
        ctx.record[t.headerKey],
      ])
    ).map((r) => Number(r.id)),
  );
  const violations: FieldViolation[] = [];
  const out = new Map<number, string>();
  for (const [row, g] of given.entries()) {
    const reason = typeof g.refuseReason === 'string' ? g.refuseReason.trim() : '';
    if (!own.has(Number(g[t.key]))) violations.push({ field: t.key, key: 'rule.ref', params: { value: g[t.key] }, row, child: 'lines' });
    else if (reason.length > 1000) violations.push({ field: 'refuseReason', key: 'rule.maxLength', params: { max: 1000 }, row, child: 'lines' });
    else if (reason) out.set(Number(g[t.key]), reason);
  }
  if (violations.length) throw new ValidationError(violations);
  if (!out.size) throw new ValidationError([{ field: 'refuseReason', key: 'rule.refuseReasonNeeded', child: 'lines' }]);
  return out;
}

/** Writes the review on every line of the document: the refused ones with their reasons, the rest agreed. */
export async function writeReview(tx: Queryable, headerEntity: string, headerId: unknown, refused: Map<number, string>): Promise<void> {
  const t = tableOf(headerEntity);
  const key = ident(toSnake(t.key));
  await tx.query(
    `UPDATE ${ident(t.table)} SET review_status = 'AGREED', refuse_reason = NULL, last_update_date = now() WHERE ${ident(toSnake(t.headerKey))} = $1`,
    [headerId],
  );
  for (const [id, reason] of refused) {
    await tx.query(`UPDATE ${ident(t.table)} SET review_status = 'REFUSED', refuse_reason = $2 WHERE ${key} = $1`, [id, reason]);
  }
}

/** Lines back to pending when the document is submitted (again). */
export async function resetReview(tx: Queryable, headerEntity: string, headerId: unknown): Promise<void> {
  const t = tableOf(headerEntity);
  await tx.query(`UPDATE ${ident(t.table)} SET review_status = 'PENDING', refuse_reason = NULL WHERE ${ident(toSnake(t.headerKey))} = $1`, [headerId]);
}

/** doBatchAgreeOrRefuseLine: `{ lines: [{ lineId, decision: AGREE | REFUSE, refuseReason }] }` over any documents the caller may review. */
export function registerBatchAgreeOrRefuseLine(headerEntity: string): void {
  const def = getEntity(headerEntity);
  const t = tableOf(headerEntity);
  registerOperation(
    headerEntity,
    'doBatchAgreeOrRefuseLine',
    async ({ ops, caller, tx, pending, body }) => {
      const list = body.lines;
      if (!Array.isArray(list) || !list.length || list.length > MAX_LINES) throw new ValidationError([{ field: 'lines', key: 'rule.required' }]);
      const violations: FieldViolation[] = [];
      const decided = list.map((raw, row) => {
        const l = (typeof raw === 'object' && raw !== null ? raw : {}) as Row;
        const lineId = Number(l.lineId);
        const reason = typeof l.refuseReason === 'string' ? l.refuseReason.trim() : '';
        if (!Number.isSafeInteger(lineId) || lineId <= 0) violations.push({ field: 'lineId', key: 'rule.required', row, child: 'lines' });
        if (l.decision !== 'AGREE' && l.decision !== 'REFUSE') violations.push({ field: 'decision', key: 'rule.lineDecision', row, child: 'lines' });
        else if (l.decision === 'REFUSE' && !reason) violations.push({ field: 'refuseReason', key: 'rule.required', row, child: 'lines' });
        if (reason.length > 1000) violations.push({ field: 'refuseReason', key: 'rule.maxLength', params: { max: 1000 }, row, child: 'lines' });
        return { lineId, refuse: l.decision === 'REFUSE', reason, row };
      });
      if (violations.length) throw new ValidationError(violations);
      const owners = await rows<{ id: number; header: number }>(
        tx,
        `SELECT ${ident(toSnake(t.key))} AS id, ${ident(toSnake(t.headerKey))} AS header FROM ${ident(t.table)} WHERE ${ident(toSnake(t.key))} = ANY($1)`,
        [decided.map((d) => d.lineId)],
      );
      const headerOf = new Map(owners.map((o) => [Number(o.id), Number(o.header)]));
      const unknown = decided.filter((d) => !headerOf.has(d.lineId));
      if (unknown.length)
        throw new ValidationError(unknown.map((d) => ({ field: 'lineId', key: 'rule.ref', params: { value: d.lineId }, row: d.row, child: 'lines' })));
      const agree = actionOf(def, 'agree');
      const refuse = actionOf(def, 'refuse');
      // Deciding lines is agreeing and refusing: the caller needs both buttons.
      authorize(def, caller, agree.resource);
      const done: Row[] = [];
      for (const header of [...new Set(decided.map((d) => headerOf.get(d.lineId)!))]) {
        const refused = decided.filter((d) => d.refuse && headerOf.get(d.lineId) === header);
        const target = { [def.key]: header };
        done.push(
          refused.length
            ? await ops.actIn(tx, pending, def, caller, refuse, { ...target, lines: refused.map((d) => ({ [t.key]: d.lineId, refuseReason: d.reason })) })
            : await ops.actIn(tx, pending, def, caller, agree, target),
        );
      }
      return done;
    },
    {
      body: object(
        {
          lines: {
            type: 'array',
            maxItems: MAX_LINES,
            description: 'A decision per line; lines of a document left out are agreed with it',
            items: object(
              { lineId: int('The line'), decision: str('AGREE or REFUSE'), refuseReason: str('Why the line is refused (required to refuse)', 1000) },
              ['lineId', 'decision'],
            ),
          },
        },
        ['lines'],
      ),
    },
  );
}
