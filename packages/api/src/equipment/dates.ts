/**
 * What the equipment documents share: calendar dates as `YYYY-MM-DD` text
 * (how the database answers and the client sends them, so they compare as
 * strings), the days between two, and the order a report is about.
 */
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';

/** A date field's value as `YYYY-MM-DD`, or null when not given. */
export function day(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  return v instanceof Date ? formatDate(v) : String(v).slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface OrderFacts {
  poNumber: string;
  /** The order's date: the day it was made; nothing about it happens before. */
  orderDate: string;
  /** The earliest need-by date of its lines still wanted. */
  needByDate: string | null;
  /** The buyer who made it, told of what the supplier reports. */
  createdBy: number;
}

export async function orderFacts(tx: Queryable, poHeaderId: unknown): Promise<OrderFacts | null> {
  const res = await tx.query<OrderFacts>(
    `SELECT h.po_number AS "poNumber", to_char(h.creation_date, 'YYYY-MM-DD') AS "orderDate", h.created_by AS "createdBy",
            (SELECT to_char(MIN(l.need_by_date), 'YYYY-MM-DD') FROM srm_po_lines l
              WHERE l.po_header_id = h.po_header_id AND l.line_status IS DISTINCT FROM 'CANCELLED') AS "needByDate"
       FROM srm_po_headers h WHERE h.po_header_id = $1`,
    [poHeaderId],
  );
  return res.rows[0] ?? null;
}
