/**
 * Where an offer's time goes on its way to the hall's screens, told on Node's
 * diagnostics channel `srm.hall`: the bench (bench/compete.ts, through
 * bench/hall-trace.mjs loaded into the server) subscribes and splits the
 * latency into its parts. With no subscriber a point costs one property read,
 * so the points stay in the hot path.
 */
import { channel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

export const HALL_TRACE_CHANNEL = 'srm.hall';
const hall = channel(HALL_TRACE_CHANNEL);

/** One point of the path; `at` is the wall clock in milliseconds with fractions, comparable across processes of one machine. */
export function hallTrace(stage: string, fields: Record<string, unknown>): void {
  if (hall.hasSubscribers) hall.publish({ stage, at: performance.timeOrigin + performance.now(), ...fields });
}
