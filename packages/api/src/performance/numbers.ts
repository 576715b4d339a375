/**
 * Document numbers for many rows made in one statement: the same sequences as
 * engine/auto-number.ts, moved on by `count` at once, so a scheme's results
 * are numbered in its INSERT ... SELECT rather than one call per supplier.
 */
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { engineNow } from '../engine/clock.ts';

/** `prefix` + the number from `first` on, padded to `width`. A pattern ends with its `{seq:n}`. */
export async function reserveNumbers(tx: Queryable, pattern: string, count: number): Promise<{ prefix: string; first: number; width: number }> {
  const withDates = pattern.replace(/\{(yyyyMMdd|yyMMdd|yyyyMM|yyyy)\}/g, (_, p: string) => formatDate(engineNow(), p));
  const width = Number(/\{seq:(\d+)\}$/.exec(withDates)?.[1] ?? 4);
  const prefix = withDates.replace(/\{seq:\d+\}$/, '');
  const res = await tx.query<{ last: number }>(
    `INSERT INTO sys_sequences (seq_key, last_value) VALUES ($1, $2)
     ON CONFLICT (seq_key) DO UPDATE SET last_value = sys_sequences.last_value + $2, last_update_date = now()
     RETURNING last_value AS last`,
    [prefix, count],
  );
  return { prefix, first: Number(res.rows[0].last) - count + 1, width };
}

/** The SQL of a reserved number: the prefix, then the ordinal padded to the width and never cut (lpad cuts a longer text: the 1,000th of the day would repeat the 100th). */
export function numberSql(prefix: string, ordinal: string, width: string): string {
  return `${prefix} || lpad((${ordinal})::text, GREATEST(${width}, length((${ordinal})::text)), '0')`;
}
