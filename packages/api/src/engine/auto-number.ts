/**
 * Document numbers from patterns such as `PR-{yyyyMMdd}-{seq:3}`: the date tokens
 * make the prefix, and each prefix counts on its own inside the saving
 * transaction, so two saves never share a number.
 */
import type { Queryable } from '../db/db.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { engineNow } from './clock.ts';

export async function nextNumber(tx: Queryable, pattern: string, now = engineNow()): Promise<string> {
  const withDates = pattern.replace(/\{(yyyyMMdd|yyMMdd|yyyyMM|yyyy)\}/g, (_, p: string) => formatDate(now, p));
  const seqMatch = /\{seq:(\d+)\}/.exec(withDates);
  const width = seqMatch ? Number(seqMatch[1]) : 4;
  const prefix = withDates.replace(/\{seq:\d+\}/, '');
  const res = await tx.query<{ lastValue: number }>(
    `INSERT INTO sys_sequences (seq_key, last_value) VALUES ($1, 1)
     ON CONFLICT (seq_key) DO UPDATE SET last_value = sys_sequences.last_value + 1, last_update_date = now()
     RETURNING last_value AS "lastValue"`,
    [prefix],
  );
  const seq = String(res.rows[0].lastValue).padStart(width, '0');
  return seqMatch ? withDates.replace(/\{seq:\d+\}/, seq) : `${prefix}${seq}`;
}
