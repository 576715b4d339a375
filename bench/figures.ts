/**
 * A figure of the bench and how it is taken, for every bench module: the runs
 * of one measurement, their median and spread, a target, and `settle`, which
 * repeats a measurement until its runs agree. bench/run.ts records and writes
 * them (RESULTS.md's table); a module that answers `figure(...)` values from
 * its `run()` gets the same columns there.
 *
 * The spread is (max - min) / median of the runs kept, in percent: two runs of
 * a figure that agree within 10 % have a spread of at most 10 %. Timings on a
 * shared machine move with its load, so a target is best a ratio of two things
 * measured in the same run (API over raw SQL, API over a bare route), with the
 * absolute figure recorded beside it.
 */

export interface Target {
  text: string;
  ok: (median: number) => boolean;
}

/** One figure as results.json keeps it. */
export interface Figure {
  db: string;
  name: string;
  unit: string;
  median: number | null;
  min: number | null;
  max: number | null;
  /** (max - min) / median of the runs, in percent; null with fewer than two runs. */
  spread: number | null;
  runs: number[];
  target?: string;
  met?: boolean;
  note?: string;
}

/** What a module's `run()` answers per figure (bench/run.ts records it under the module's name). */
export interface ModuleFigure {
  median: number;
  runs: number[];
  unit: string;
  spread: number | null;
  target?: string;
  met?: boolean;
}

/** The spread a figure's runs may have: two runs of it agree within this. */
export const TOLERANCE = 10;

export const round = (x: number): number => (Number.isFinite(x) ? Math.round(x * 100) / 100 : Number.NaN);

export function pct(xs: number[], p: number): number {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

export const median = (xs: number[]): number => pct(xs, 50);

/** (max - min) / median in percent, one decimal; null for fewer than two finite runs. */
export function spreadOf(runs: number[]): number | null {
  const good = runs.filter(Number.isFinite);
  if (good.length < 2) return null;
  const m = median(good);
  if (!m) return null;
  return Math.round(((Math.max(...good) - Math.min(...good)) / Math.abs(m)) * 1000) / 10;
}

/** A module's figure: `{ median, runs, unit, spread, target, met }` (bench/approvals.ts, bench/compete.ts...). */
export function figure(runs: number[], unit: string, target?: Target): ModuleFigure {
  const m = round(median(runs));
  return { median: m, runs: runs.map(round), unit, spread: spreadOf(runs), ...(target ? { target: target.text, met: target.ok(m) } : {}) };
}

/** The figures of a run, in the order taken. */
export class Figures {
  readonly list: Figure[] = [];

  record(db: string, name: string, unit: string, runs: number[], target?: Target, note?: string): Figure {
    const good = runs.filter(Number.isFinite);
    const m = good.length ? round(median(good)) : null;
    const fig: Figure = {
      db,
      name,
      unit,
      median: m,
      min: good.length ? round(Math.min(...good)) : null,
      max: good.length ? round(Math.max(...good)) : null,
      spread: spreadOf(good),
      runs: runs.map(round),
      note,
    };
    if (target) {
      fig.target = target.text;
      fig.met = m !== null && target.ok(m);
    }
    this.list.push(fig);
    const range = fig.min === null ? '' : ` (${fig.min} to ${fig.max}${fig.spread === null ? '' : `, spread ${fig.spread} %`})`;
    const goal = target ? `   target ${target.text}: ${fig.met ? 'met' : 'MISSED'}` : '';
    console.log(`  ${name}: ${m ?? 'n/a'} ${unit}${range}${goal}${note ? `   ${note}` : ''}`);
    return fig;
  }

  /** RESULTS.md's table: a figure per row, its spread in percent beside its range (over the tolerance in bold). */
  table(): string[] {
    return [
      '| Database | Figure | Median | Range | Spread | Target | |',
      '|---|---|---:|---|---:|---|---|',
      ...this.list.map((f) => {
        const spread = f.spread === undefined ? spreadOf(f.runs) : f.spread;
        const shown = spread === null ? '' : spread > TOLERANCE ? `**${spread} %**` : `${spread} %`;
        const note = f.note ? ` (${f.note.replace(/\|/g, '/')})` : '';
        const met = f.target ? (f.met ? 'met' : '**missed**') : '';
        return `| ${f.db} | ${f.name}${note} | ${f.median ?? 'n/a'} ${f.unit} | ${f.min === null ? '' : `${f.min} to ${f.max}`} | ${shown} | ${f.target ?? ''} | ${met} |`;
      }),
    ];
  }
}

export interface Settled<T extends Record<string, number>> {
  /** Each value's runs: the last `min` measurements taken. */
  runs: { [K in keyof T]: number[] };
  /** How many measurements were taken in all. */
  taken: number;
  /** Whether the kept runs of every settled key agree within the tolerance. */
  settled: boolean;
}

/**
 * Repeats `measure` until the last `min` measurements agree within `tolerance`
 * percent on each of `keys` (or `max` measurements were taken), and answers those
 * last `min`. A measurement may answer several values (a ratio and both of its
 * sides, taken together); only `keys` have to settle. A loaded machine moves a
 * figure between runs: more runs find a stretch where it holds still, and the
 * spread printed says whether one was found.
 */
export async function settle<T extends Record<string, number>>(
  measure: (run: number) => Promise<T>,
  opts: { keys: (keyof T)[]; min: number; max: number; tolerance?: number },
): Promise<Settled<T>> {
  const tolerance = opts.tolerance ?? TOLERANCE;
  const all: T[] = [];
  const last = () => all.slice(-opts.min);
  const agree = () => opts.min < 2 || opts.keys.every((k) => (spreadOf(last().map((r) => r[k])) ?? Number.POSITIVE_INFINITY) <= tolerance);
  while (all.length < Math.max(1, opts.max)) {
    all.push(await measure(all.length));
    if (all.length >= opts.min && agree()) break;
  }
  const kept = last();
  const runs = {} as { [K in keyof T]: number[] };
  for (const k of Object.keys(kept[0]) as (keyof T)[]) runs[k] = kept.map((r) => r[k]);
  return { runs, taken: all.length, settled: agree() };
}
