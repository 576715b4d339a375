/**
 * Account statements (entities/finance/STATES.md): built from receipts and
 * deductions when saved in draft (and on `doRebuildLines`), sent to the
 * supplier, who confirms or disputes lines with a reason, approved one by one
 * or several at once; a cancelled statement lets go of what it held.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerBatchAction } from '../engine/batch.ts';
import { linePayload, registerHooks, savedValue, type ActionContext } from '../engine/hooks.ts';
import { registerOperation } from '../engine/operations.ts';
import { int, object } from '../openapi/route-schema.ts';

import { buildStatement, releaseStatement } from './statement-lines.ts';
import { rows } from '../db/db.ts';

const STMT = 'finAccountStmt';
/** What the lines are chosen by: a change of any rebuilds them. */
const BASIS = ['supplierId', 'orgId', 'currencyCode', 'periodFrom', 'periodTo'];

async function lineCount(ctx: ActionContext): Promise<number> {
  const [r] = await rows<{ n: string }>(ctx.tx, 'SELECT count(*) AS n FROM srm_fin_account_stmt_lines WHERE account_id = $1', [ctx.record.accountId]);
  return Number(r.n);
}

/** The supplier's reasons, per line: at least one, each on a line of this statement. */
async function disputes(ctx: ActionContext): Promise<{ id: number; reason: string }[]> {
  const given = linePayload(ctx, 'accountLineId');
  const own = await rows<{ id: number }>(ctx.tx, 'SELECT account_line_id AS id FROM srm_fin_account_stmt_lines WHERE account_id = $1', [ctx.record.accountId]);
  const ids = new Set(own.map((r) => Number(r.id)));
  const violations: FieldViolation[] = [];
  const out: { id: number; reason: string }[] = [];
  for (const [row, g] of given.entries()) {
    const reason = typeof g.disputeReason === 'string' ? g.disputeReason.trim() : '';
    if (!ids.has(Number(g.accountLineId)))
      violations.push({ field: 'accountLineId', key: 'rule.ref', params: { value: g.accountLineId }, row, child: 'lines' });
    else if (reason.length > 1000) violations.push({ field: 'disputeReason', key: 'rule.maxLength', params: { max: 1000 }, row, child: 'lines' });
    else if (reason) out.push({ id: Number(g.accountLineId), reason });
  }
  if (violations.length) throw new ValidationError(violations);
  if (!out.length) throw new ValidationError([{ field: 'disputeReason', key: 'rule.disputeReasonRequired', child: 'lines' }]);
  return out;
}

export function registerStatementHooks(): void {
  registerHooks(STMT, {
    beforeSave(ctx) {
      const from = savedValue(ctx, 'periodFrom');
      const to = savedValue(ctx, 'periodTo');
      if (typeof from === 'string' && typeof to === 'string' && to < from) throw new ValidationError([{ field: 'periodTo', key: 'rule.endBeforeStart' }]);
    },
    async afterSave(ctx) {
      const changed = ctx.mode === 'insert' || BASIS.some((f) => f in ctx.record && String(ctx.record[f]) !== String(ctx.before?.[f]));
      if (changed) await buildStatement(ctx.tx, ctx.id!, ctx.caller.userId);
    },
    async beforeDelete({ tx, record }) {
      await releaseStatement(tx, Number(record.accountId), true);
    },
    async beforeAction(ctx) {
      if (ctx.action.action === 'send' && (await lineCount(ctx)) === 0) throw new AppError('STATEMENT_EMPTY');
      if (ctx.action.action === 'dispute') ctx.payload = { ...ctx.payload, disputes: await disputes(ctx) };
    },
    async afterAction(ctx) {
      const { tx, record } = ctx;
      const id = Number(record.accountId);
      switch (ctx.action.action) {
        case 'send':
          await tx.query('UPDATE srm_fin_account_stmt_lines SET dispute_reason = NULL WHERE account_id = $1', [id]);
          break;
        case 'dispute':
          for (const d of (ctx.payload?.disputes ?? []) as { id: number; reason: string }[])
            await tx.query('UPDATE srm_fin_account_stmt_lines SET dispute_reason = $2 WHERE account_line_id = $1', [d.id, d.reason]);
          break;
        case 'cancel':
          await releaseStatement(tx, id, false);
          break;
      }
    },
  });
  registerOperation(
    STMT,
    'doRebuildLines',
    async ({ ops, caller, tx, body }) => {
      await buildStatement(tx, Number(body.accountId), caller.userId);
      return ops.findById(getEntity(STMT), caller, { accountId: body.accountId }, tx);
    },
    { body: object({ accountId: int('The draft statement') }, ['accountId']) },
  );
  registerBatchAction(STMT, 'approval');
}
