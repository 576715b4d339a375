/**
 * Compliance declarations (entities/quality/STATES.md): each substance's
 * content is checked against the requirement's limit on save, the report's
 * expiry against its date; a submit needs every restricted substance declared
 * and a report; the expiry is the first report's; an approval ends the
 * warnings and to-dos of the supplier's older declarations of the requirement.
 */
import type { Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import { closeTodos } from '../engine/todos.ts';
import { limitsOf, refuseUnlessApprover } from './limits.ts';

const MAX_PPM = 1_000_000;

async function checkLines(ctx: SaveContext): Promise<void> {
  const violations: FieldViolation[] = [];
  const components = ctx.lines.components;
  if (components) {
    const limits = new Map((await limitsOf(ctx.tx, savedValue(ctx, 'requireId'))).map((l) => [l.componentId, l]));
    for (const [row, line] of components.entries()) {
      const value = Number(line.concentrationPpm);
      const limit = limits.get(Number(line.componentId));
      line.limitPpm = limit?.limitPpm ?? null;
      // The engine refuses a value that is no number, negative or above 100 %; only the limit is ours.
      if (!limit || !Number.isFinite(value) || value < 0 || value > MAX_PPM) continue;
      if (value > limit.limitPpm)
        violations.push({
          field: 'concentrationPpm',
          key: 'rule.overLimit',
          params: { component: limit.componentName, value, limit: limit.limitPpm },
          row,
          child: 'components',
        });
    }
  }
  for (const [row, line] of (ctx.lines.reports ?? []).entries()) {
    if (line.reportDate && line.expiryDate && String(line.expiryDate) < String(line.reportDate))
      violations.push({ field: 'expiryDate', key: 'rule.expiryBeforeReport', params: { min: line.reportDate }, row, child: 'reports' });
  }
  if (violations.length) throw new ValidationError(violations);
}

/** The declaration holds while its first report does. */
async function keepExpiry(tx: Queryable, id: unknown): Promise<void> {
  await tx.query(
    `UPDATE srm_qms_declarations SET expiry_date = (SELECT min(expiry_date) FROM srm_qms_declaration_reports WHERE declaration_id = $1) WHERE declaration_id = $1`,
    [id],
  );
}

async function checkComplete(tx: Queryable, record: Record<string, unknown>): Promise<void> {
  const declared = await tx.query<{ componentId: number }>(
    'SELECT component_id AS "componentId" FROM srm_qms_declaration_components WHERE declaration_id = $1',
    [record.declarationId],
  );
  const have = new Set(declared.rows.map((r) => Number(r.componentId)));
  const violations: FieldViolation[] = (await limitsOf(tx, record.requireId))
    .filter((l) => !have.has(l.componentId))
    .map((l) => ({ field: 'componentId', key: 'rule.substanceUndeclared', params: { component: l.componentName }, child: 'components' }));
  const reports = await tx.query('SELECT 1 FROM srm_qms_declaration_reports WHERE declaration_id = $1 LIMIT 1', [record.declarationId]);
  if (!reports.rows.length) violations.push({ field: 'reports', key: 'rule.reportRequired' });
  if (violations.length) throw new ValidationError(violations);
}

/** The to-dos a declaration answers: the requirement's ask to declare, older declarations' expiry warnings. */
async function closeAnswered(ctx: ActionContext, warnings: boolean): Promise<void> {
  const { tx, record, caller, pending } = ctx;
  const supplierIds = [Number(record.supplierId)];
  await closeTodos(tx, caller, pending, { entity: 'qmsRequireHeader', recordId: Number(record.requireId), supplierIds });
  if (!warnings) return;
  const older = await tx.query<{ id: number }>('SELECT declaration_id AS id FROM srm_qms_declarations WHERE supplier_id = $1 AND require_id = $2', [
    record.supplierId,
    record.requireId,
  ]);
  await closeTodos(tx, caller, pending, { entity: 'qmsDeclaration', recordId: older.rows.map((r) => Number(r.id)), action: 'renew', supplierIds });
}

export function registerDeclarationHooks(): void {
  registerHooks('qmsDeclaration', {
    beforeSave: checkLines,
    afterSave: (ctx) => keepExpiry(ctx.tx, ctx.id),
    async beforeAction({ tx, action, record, caller }) {
      if (action.action === 'submit') await checkComplete(tx, record);
      if (action.action === 'approval' || action.action === 'reject') await refuseUnlessApprover(tx, record.itemId, record.itemCode, caller);
    },
    async afterAction(ctx) {
      if (ctx.action.action === 'submit') await closeAnswered(ctx, false);
      if (ctx.action.action === 'approval') await closeAnswered(ctx, true);
    },
  });
}
