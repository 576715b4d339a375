/** What a record of one kind or another shows and is called (an inquiry's, a tender's). */
import type { EntityDef, Label, ShownWhen } from './types.ts';

/** Whether a form section or line collection with `when` is shown for `record`. */
export const isShown = (when: ShownWhen | undefined, record: Record<string, unknown>): boolean =>
  !when || when.values.includes(String(record[when.field] ?? ''));

/** The name of the record's kind (EntityDef.labelBy), or the entity's. */
export const recordLabel = (def: EntityDef, record: Record<string, unknown> | null | undefined): Label =>
  (def.labelBy && record && def.labelBy.labels[String(record[def.labelBy.field] ?? '')]) || def.label;
