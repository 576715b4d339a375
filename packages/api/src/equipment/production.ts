/**
 * The supplier's production progress of an order (entities/equipment/STATES.md):
 * no step dated before the order, finishes not before starts, no actual date
 * in the future; each step's status, late mark and days late, and the
 * progress of the whole, are the server's; a report tells the order's buyer
 * of each step newly late.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { MessageKey } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import { day, daysBetween, orderFacts } from './dates.ts';
import { today } from '../engine/clock.ts';
import { notifyInternalUsers } from '../engine/notify-suppliers.ts';
import { linkOf } from '../engine/todos.ts';
import { once } from '../engine/once.ts';

type Row = Record<string, unknown>;

const DATES = ['plannedStartDate', 'plannedFinishDate', 'actualStartDate', 'actualFinishDate'] as const;

/** The date checks of one step, each naming its field on the step's row. */
function stepViolations(step: Row, row: number, orderDate: string, now: string): FieldViolation[] {
  const out: FieldViolation[] = [];
  const at = (field: string, key: MessageKey, params?: Record<string, unknown>) => out.push({ field, key, params, row, child: 'steps' });
  const d = Object.fromEntries(DATES.map((f) => [f, day(step[f])])) as Record<(typeof DATES)[number], string | null>;
  for (const f of DATES) if (d[f] && d[f] < orderDate) at(f, 'rule.beforeOrderDate', { date: orderDate });
  if (d.plannedStartDate && d.plannedFinishDate && d.plannedFinishDate < d.plannedStartDate) at('plannedFinishDate', 'rule.finishBeforeStart');
  if (d.actualFinishDate && !d.actualStartDate) at('actualStartDate', 'rule.finishWithoutStart');
  if (d.actualStartDate && d.actualFinishDate && d.actualFinishDate < d.actualStartDate) at('actualFinishDate', 'rule.finishBeforeStart');
  for (const f of ['actualStartDate', 'actualFinishDate'] as const) if (d[f] && d[f] > now) at(f, 'rule.actualInFuture');
  return out;
}

/** Late by the days an actual date passes its planned one (start or finish, the worse). */
function markStep(step: Row): void {
  const late = (actual: unknown, planned: unknown) => (day(actual) && day(planned) ? daysBetween(day(planned)!, day(actual)!) : 0);
  const days = Math.max(0, late(step.actualStartDate, step.plannedStartDate), late(step.actualFinishDate, step.plannedFinishDate));
  step.lateDays = days;
  step.lateFlag = days > 0 ? 'Y' : 'N';
  if (days === 0) step.lateToldFlag = 'N';
  step.stepStatus = day(step.actualFinishDate) ? 'DONE' : day(step.actualStartDate) ? 'IN_PROGRESS' : 'NOT_STARTED';
}

function progressOf(steps: Row[]): string {
  if (steps.length && steps.every((s) => s.stepStatus === 'DONE')) return 'DONE';
  return steps.some((s) => s.stepStatus !== 'NOT_STARTED') ? 'IN_PROGRESS' : 'NOT_STARTED';
}

async function storedSteps(tx: Queryable, processId: unknown): Promise<Row[]> {
  if (!processId) return [];
  const res = await tx.query<Row>(
    `SELECT planned_start_date AS "plannedStartDate", planned_finish_date AS "plannedFinishDate", actual_start_date AS "actualStartDate",
            actual_finish_date AS "actualFinishDate", step_status AS "stepStatus", late_flag AS "lateFlag"
       FROM srm_eqp_production_process_lines WHERE process_id = $1`,
    [processId],
  );
  return res.rows;
}

async function beforeSave(ctx: SaveContext): Promise<void> {
  const order = await orderFacts(ctx.tx, savedValue(ctx, 'poHeaderId'));
  if (!order) return; // the reference check has refused it already
  ctx.record.orderDate = order.orderDate;
  ctx.record.needByDate = order.needByDate;
  const sent = ctx.lines.steps;
  // A save without its steps keeps the stored ones, which must still hold against the order.
  const steps = sent ?? (await storedSteps(ctx.tx, ctx.before?.processId));
  const now = today();
  const violations = steps.flatMap((s, i) => stepViolations(s, i, order.orderDate, now));
  if (violations.length) throw new ValidationError(violations);
  if (sent) for (const s of sent) markStep(s);
  ctx.record.processStatus = progressOf(steps);
  ctx.record.lateFlag = steps.some((s) => s.lateFlag === 'Y') ? 'Y' : 'N';
}

/** Tells the order's buyer of each step late since the last report, once. */
async function reported(ctx: ActionContext): Promise<void> {
  const id = Number(ctx.record.processId);
  const late = await ctx.tx.query<{ stepName: string; lateDays: number }>(
    `UPDATE srm_eqp_production_process_lines SET late_told_flag = 'Y'
      WHERE process_id = $1 AND late_flag = 'Y' AND COALESCE(late_told_flag, 'N') = 'N'
      RETURNING step_name AS "stepName", late_days AS "lateDays"`,
    [id],
  );
  if (!late.rows.length) return;
  const order = await orderFacts(ctx.tx, ctx.record.poHeaderId);
  if (!order) return;
  const steps = late.rows.map((r) => ({ zh: `「${r.stepName}」延误${r.lateDays}天`, en: `"${r.stepName}" ${r.lateDays} day(s) late` }));
  const text = {
    zh: `生产进度 ${ctx.record.processNumber}（订单 ${order.poNumber}）工序延误：${steps.map((s) => s.zh).join('，')}`,
    en: `Production progress ${ctx.record.processNumber} (order ${order.poNumber}) has late steps: ${steps.map((s) => s.en).join(', ')}`,
  };
  const about = { entity: 'productionProcess', recordId: id, link: linkOf(getEntity('productionProcess'), id).billLink };
  await notifyInternalUsers(ctx.tx, [Number(order.createdBy)], text, about, ctx.caller, ctx.pending);
}

export const registerProductionHooks = once((): void => {
  registerHooks('productionProcess', {
    beforeSave,
    async afterAction(ctx) {
      if (ctx.action.action === 'report') await reported(ctx);
    },
  });
});
