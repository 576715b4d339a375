/**
 * Cron schedules (croner): the one check of an expression and a time zone, and
 * the next due time after a moment. A schedule of the interval kind moves on by
 * its seconds instead.
 */
import { Cron } from 'croner';

export type CronProblem = { field: 'cronExpression'; detail: string } | { field: 'timeZone'; value: string };

/** Answers what is wrong with the pair, or null when both are good. */
export function cronProblem(expression: string, timeZone: string | null | undefined): CronProblem | null {
  const zone = timeZone || 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return { field: 'timeZone', value: zone };
  }
  try {
    const next = new Cron(expression, { timezone: zone, paused: true }).nextRun(new Date());
    if (!next) return { field: 'cronExpression', detail: 'never due' };
  } catch (err) {
    return { field: 'cronExpression', detail: (err instanceof Error ? err.message : String(err)).replace(/^CronPattern:\s*/, '') };
  }
  return null;
}

/** The first due time strictly after `from`. */
export function nextCronRun(expression: string, timeZone: string | null | undefined, from: Date): Date | null {
  return new Cron(expression, { timezone: timeZone || 'UTC', paused: true }).nextRun(from);
}
