/**
 * The clock the engine and the features write times from: document numbers
 * (`PO-{yyyyMMdd}-...`), `today`/`now` defaults, the stamps actions declare
 * (`approvedDate`) and every other time a feature writes. The demo seed moves
 * it to lay down a believable past (a March order numbered and approved in
 * March); nothing else does. The audit columns (`creation_date`,
 * `last_update_date`) are PostgreSQL's `now()`: the seed moves those after the
 * fact.
 */
import { formatDate } from '@srm/domain/dates.ts';

let current: (() => Date) | null = null;

export function engineNow(): Date {
  return current ? current() : new Date();
}

/** Today's date by the engine's clock (`yyyy-MM-dd`). */
export const today = () => formatDate(engineNow());

/** Runs `fn` with the engine's calendar set to `when`. */
export async function atDate<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  const previous = current;
  current = () => new Date(when);
  try {
    return await fn();
  } finally {
    current = previous;
  }
}
