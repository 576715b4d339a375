/**
 * The base currency is CNY (orders keep their functional amounts in it); a
 * finance document in another currency is converted at the rate in force on
 * its document date (base data srm_base_exchange_rate, the latest start on or
 * before that day). No rate: refused naming the currency field.
 */
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { rows } from '../db/db.ts';

export const BASE_CURRENCY = 'CNY';

export async function rateOn(tx: Queryable, currency: string, date: string): Promise<string> {
  if (currency === BASE_CURRENCY) return '1';
  const [r] = await rows<{ rate: string }>(
    tx,
    `SELECT exchange_rate::text AS rate FROM srm_base_exchange_rate WHERE original_currency = $1 AND target_currency = $3
        AND effective_start_date <= $2::date AND (effective_end_date IS NULL OR effective_end_date >= $2::date)
      ORDER BY effective_start_date DESC LIMIT 1`,
    [currency, date, BASE_CURRENCY],
  );
  if (!r) throw new ValidationError([{ field: 'currencyCode', key: 'rule.exchangeRate', params: { currency } }]);
  return r.rate;
}

/** Sets the document's rate at `date` and its amount in the base currency, rounded to the cent. */
export async function convert(tx: Queryable, table: string, key: string, id: number, amountColumn: string, currency: string, date: string): Promise<void> {
  const rate = await rateOn(tx, currency, date);
  await tx.query(`UPDATE ${table} SET exchange_rate = $2::numeric, functional_amount = round(${amountColumn} * $2::numeric, 2) WHERE ${key} = $1`, [id, rate]);
}
