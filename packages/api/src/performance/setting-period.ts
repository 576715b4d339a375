/**
 * The calendar periods of a setting's frequency (month, quarter, year), on
 * yyyy-MM-dd dates: the period a day falls in, and the next one a setting
 * runs, the period after its last scheme's, else the last one already over.
 */
export type Frequency = 'MONTHLY' | 'QUARTERLY' | 'YEARLY';

export interface Period {
  from: string;
  to: string;
  /** 2026-07, 2026-Q3, 2026. */
  label: string;
}

const MONTHS: Record<Frequency, number> = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 };
const iso = (d: Date) => d.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

export function periodOf(frequency: Frequency, date: string): Period {
  const year = Number(date.slice(0, 4));
  const span = MONTHS[frequency];
  const first = Math.floor((Number(date.slice(5, 7)) - 1) / span) * span;
  // Day 0 of the month after the period is its last day.
  const to = iso(new Date(Date.UTC(year, first + span, 0)));
  const label = frequency === 'YEARLY' ? String(year) : frequency === 'QUARTERLY' ? `${year}-Q${first / 3 + 1}` : `${year}-${pad(first + 1)}`;
  return { from: `${year}-${pad(first + 1)}-01`, to, label };
}

/** The period after `lastTo` (the end of the setting's latest scheme), else the latest one over by `today`. */
export function nextPeriod(frequency: Frequency, lastTo: string | null, today: string): Period {
  if (lastTo) return periodOf(frequency, addDays(lastTo, 1));
  return periodOf(frequency, addDays(periodOf(frequency, today).from, -1));
}
