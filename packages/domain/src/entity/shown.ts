import type { ShownWhen } from './types.ts';

/** Whether a form section or line collection with `when` is shown for `record`. */
export const isShown = (when: ShownWhen | undefined, record: Record<string, unknown>): boolean =>
  !when || when.values.includes(String(record[when.field] ?? ''));
