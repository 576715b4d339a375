/**
 * Rows a screen already holds (a hall's standings, the offer log, a
 * price history, an award's outcome per bidder) in srm-data-grid, read-only:
 * the grid's number format (thousands, the column's precision), its column
 * widths and resizing, its empty sentence, instead of a table of the
 * screen's own. The matrices where each cell is an input of the award stay
 * tables (AwardSummary.tsx, CompeteAwardSummary.tsx say why).
 */
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import type { GridColumnDef, GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { useShell } from '../shell/data.ts';

/** A money or number column: right-aligned, the shared format at `precision` decimals, fitted whole by the grid. */
export const numberColumn = (key: string, title: string, precision = 2, width?: number): GridColumnDef => ({
  key,
  title,
  editType: 'number',
  precision,
  align: 'end',
  width,
});

export function RowsGrid({
  rows,
  columns,
  rowKey,
  testId,
  label,
  paged = false,
}: {
  rows: GridRow[];
  columns: GridColumnDef[];
  rowKey: string;
  testId?: string;
  /** What the grid holds, for screen readers (the grid has no caption). */
  label: string;
  /** Long logs page on the client (20 a page); short lists show whole. */
  paged?: boolean;
}) {
  const shell = useShell();
  return (
    <SrmDataGrid
      rows={rows}
      columns={columns}
      lookups={shell.lookups}
      rowKey={rowKey}
      readonly
      autoHeight
      configHidden
      sequenceHidden
      clientPaging={paged}
      paginationHidden={!paged}
      aria-label={label}
      data-testid={testId}
    />
  );
}

/**
 * A cell that opens a record in a tab of the shell (an agreement, an order), or
 * nothing when there is none: a slot column's renderer, so an empty cell has no
 * empty link in it.
 */
export const linkCell =
  (textOf: (row: GridRow) => unknown, urlOf: (row: GridRow) => string | null, open: (url: string) => void) =>
  ({ row }: { row: GridRow }): Node | string => {
    const text = textOf(row);
    const url = urlOf(row);
    if (!text || !url) return '';
    const a = document.createElement('a');
    a.href = url;
    a.textContent = String(text);
    a.addEventListener('click', (e) => {
      e.preventDefault();
      open(url);
    });
    return a;
  };
