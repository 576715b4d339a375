/**
 * Pure helpers of `srm-data-grid`: number display and input, footer sums, column
 * configuration merging. No DOM; unit-tested in data-grid.test.ts.
 */
import type { ColumnUserConfig, GridColumnDef, GridRow, TableUserConfig, YN } from './data-grid.types.ts';

// Number parsing and display are @srm/values' (the same the display field and the server use).
export { round10, parseNumberInput, toNumber, normalizeNumber, formatNumber } from '@srm/values/numbers.ts';
import { round10, toNumber } from '@srm/values/numbers.ts';

/**
 * Footer sum of one column: adds numeric cells only; `null` (blank) when no cell is numeric.
 */
export function sumColumn(rows: readonly GridRow[], key: string): number | null {
  let sum = 0;
  let any = false;
  for (const row of rows) {
    const n = toNumber(row?.[key]);
    if (n !== null) {
      sum += n;
      any = true;
    }
  }
  return any ? round10(sum) : null;
}

export function columnKey(col: GridColumnDef): string {
  return String(col.key ?? col.field ?? '');
}

export function isRequired(col: GridColumnDef): boolean {
  const v = col.validate;
  return v === true || v === 'required' || (typeof v === 'object' && v !== null && !!v.required);
}

/** Default user configuration derived from the page's column definitions. */
export function defaultConfig(columns: readonly GridColumnDef[], tableName?: string): TableUserConfig {
  return {
    version: 1,
    ...(tableName ? { tableName } : {}),
    columns: columns.map((c) => ({
      key: columnKey(c),
      columnsDisplay: (c.columnsDisplay === 'N' ? 'N' : 'Y') as YN,
      ...(typeof c.width === 'number' ? { width: c.width } : {}),
      fixedStyle: c.fixedStyle === 'left' || c.fixedStyle === 'right' ? c.fixedStyle : '',
    })),
  };
}

/**
 * Reads a stored configuration (object or bare array), dropping what is malformed.
 * Returns null when nothing usable is there.
 */
export function coerceConfig(raw: unknown): TableUserConfig | null {
  const list = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object' && Array.isArray((raw as TableUserConfig).columns)
      ? (raw as TableUserConfig).columns
      : null;
  if (!list) return null;
  const columns: ColumnUserConfig[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const key = (item as { key?: unknown; field?: unknown }).key ?? (item as { field?: unknown }).field;
    if (typeof key !== 'string' || !key) continue;
    const c: ColumnUserConfig = { key, columnsDisplay: (item as ColumnUserConfig).columnsDisplay === 'N' ? 'N' : 'Y' };
    const w = Number((item as ColumnUserConfig).width);
    if ((item as ColumnUserConfig).width !== undefined && Number.isFinite(w) && w > 0) c.width = Math.round(w);
    const f = (item as ColumnUserConfig).fixedStyle;
    c.fixedStyle = f === 'left' || f === 'right' ? f : '';
    columns.push(c);
  }
  const tableName = (raw as TableUserConfig)?.tableName;
  return { version: 1, ...(typeof tableName === 'string' ? { tableName } : {}), columns };
}

export interface ResolvedColumn {
  def: GridColumnDef;
  key: string;
  visible: boolean;
  width?: number;
  fixed: 'left' | 'right' | '';
}

/**
 * Applies a user configuration to the page's columns: order, visibility, width and
 * fixing from the configuration; columns it does not know keep their default place;
 * keys it has that the page no longer has are ignored.
 */
export function resolveColumns(columns: readonly GridColumnDef[], config: TableUserConfig | null): ResolvedColumn[] {
  const defs = columns.filter((c) => columnKey(c));
  const base = defaultConfig(defs).columns;
  const byKey = new Map(defs.map((d) => [columnKey(d), d]));
  const out: ResolvedColumn[] = [];
  const seen = new Set<string>();
  const push = (c: ColumnUserConfig) => {
    const def = byKey.get(c.key);
    if (!def || seen.has(c.key)) return;
    seen.add(c.key);
    out.push({ def, key: c.key, visible: c.columnsDisplay !== 'N', width: c.width, fixed: c.fixedStyle ?? '' });
  };
  if (config) config.columns.forEach(push);
  // Columns new since the config was saved: insert after their default predecessor.
  base.forEach((c, i) => {
    if (seen.has(c.key)) return;
    const prevKey = i > 0 ? base[i - 1].key : null;
    const pos = prevKey ? out.findIndex((o) => o.key === prevKey) + 1 : 0;
    const def = byKey.get(c.key)!;
    seen.add(c.key);
    out.splice(pos, 0, { def, key: c.key, visible: c.columnsDisplay !== 'N', width: c.width, fixed: c.fixedStyle ?? '' });
  });
  return out;
}

/** The configuration that reproduces a resolved column list. */
export function configOf(resolved: readonly ResolvedColumn[], tableName?: string): TableUserConfig {
  return {
    version: 1,
    ...(tableName ? { tableName } : {}),
    columns: resolved.map((r) => ({
      key: r.key,
      columnsDisplay: r.visible ? 'Y' : 'N',
      ...(r.width ? { width: r.width } : {}),
      fixedStyle: r.fixed,
    })),
  };
}

/** What a column's default width allows for: its header and the widest text it shows. */
export interface FitInput {
  /** Width of the header's title in px (bold), without the sort button or the required mark. */
  title: number;
  /** Widths of the texts the column shows on this page (and of its `sample`), in px. */
  texts: readonly number[];
  sortable?: boolean;
  required?: boolean;
  /** The cells are inputs, selects or buttons: their own padding and border come on top, and they are never tiny. */
  boxed?: boolean;
  /** Long free text (names, remarks): the width stops at `FIT.textMax`, the rest shows on hover. */
  capped?: boolean;
}

/** Pixel allowances of the fitted width (cell padding and borders, the header's sort button). */
export const FIT = { padding: 24, sort: 22, required: 10, boxed: 16, min: 64, boxedMin: 96, textMax: 320, max: 560 } as const;

/**
 * The default width of a column that has none: wide enough for its header and for the widest of its
 * texts, so that numbers, codes, dates and amounts are never cut; free text stops at `FIT.textMax`.
 */
export function fitWidth(input: FitInput): number {
  const header = input.title + (input.sortable ? FIT.sort : 0) + (input.required ? FIT.required : 0);
  const content = Math.max(0, ...input.texts) + (input.boxed ? FIT.boxed : 0);
  const max = input.capped ? FIT.textMax : FIT.max;
  return Math.ceil(Math.min(max, Math.max(input.boxed ? FIT.boxedMin : FIT.min, Math.max(header, content) + FIT.padding)));
}
