// One job: column widths fitted to the texts. A column without a width (its own or the user's) is as wide as
// its header and the widest text of the page (and its `sample`), so numbers, codes, dates and amounts show
// whole; free text stops at a cap (FIT of data-grid.format.ts) and shows whole on hover. Measured on a canvas
// in the grid's font, once per view, columns, lookups and font.
import type { GridContext } from './data-grid.context.ts';
import { FIT, fitWidth, formatNumber, isRequired, sumColumn, type ResolvedColumn } from './data-grid.format.ts';
import type { GridRow, LookupMap } from './data-grid.types.ts';

/** @internal Fitted widths, and the hover title of a cut cell. */
export class ColumnFitting {
  private readonly ctx: GridContext;
  /** Widths fitted to the header and the page's texts, for columns with neither a width nor a user's one. */
  private fitted = new Map<string, number>();
  private fittedFor: { view: GridRow[]; resolved: ResolvedColumn[]; lookups: LookupMap; font: string } | null = null;
  private measure: CanvasRenderingContext2D | null | undefined;

  constructor(ctx: GridContext) {
    this.ctx = ctx;
  }

  /** The fitted width of a column (none for a column with a width, or before the first fit). */
  widthOf(key: string): number | undefined {
    return this.fitted.get(key);
  }

  private textWidth(text: string, font: string): number {
    if (this.measure === undefined) this.measure = document.createElement('canvas').getContext('2d');
    const ctx = this.measure;
    if (!ctx || !text) return 0;
    ctx.font = font;
    return ctx.measureText(text).width;
  }

  private fonts(): { body: string; bold: string } {
    const { host, grid } = this.ctx;
    const cs = getComputedStyle(grid ?? host);
    const size = grid ? cs.fontSize : getComputedStyle(host).getPropertyValue('--srm-font-size').trim() || '14px';
    return { body: `${cs.fontWeight} ${size} ${cs.fontFamily}`, bold: `600 ${size} ${cs.fontFamily}` };
  }

  /** Fits the columns to the view (before rendering; nothing to do when nothing it measures changed). */
  fit(): void {
    const { host, paging, settings, cells } = this.ctx;
    const view = paging.view;
    const resolved = settings.resolved;
    const fonts = this.fonts();
    const f = this.fittedFor;
    if (f && f.view === view && f.resolved === resolved && f.lookups === host.lookups && f.font === fonts.body) return;
    this.fittedFor = { view, resolved, lookups: host.lookups, font: fonts.body };
    this.fitted.clear();
    for (const rc of resolved) {
      const def = rc.def;
      if (rc.width || def.width) continue;
      const type = def.editType ?? 'text';
      const texts: number[] = [];
      if (def.sample) texts.push(this.textWidth(def.sample, fonts.body));
      // A page holds at most 500 rows; client rows beyond that are measured as the first 500 say.
      for (const row of view.slice(0, 500)) {
        const text = row ? cells.cellText(def, row, rc.key) : null;
        if (text) texts.push(this.textWidth(text, fonts.body));
      }
      const editable = !!def.editable && !host.readonly;
      // A select offers every meaning: as wide as the widest, and its arrow.
      if (editable && type === 'lookup')
        for (const en of (def.lookup?.typeCode && host.lookups?.[def.lookup.typeCode]) || [])
          texts.push(this.textWidth(String(en.meaning ?? ''), fonts.body) + 20);
      const sum = def.isSummary ? sumColumn(view, rc.key) : null;
      if (sum !== null) texts.push(this.textWidth(formatNumber(sum, def.precision), fonts.bold));
      this.fitted.set(
        rc.key,
        fitWidth({
          title: this.textWidth(def.title ?? '', fonts.bold),
          texts,
          sortable: !!def.sortable,
          required: isRequired(def),
          boxed: type === 'button' || (editable && type !== 'link' && type !== 'slot'),
          capped: type !== 'number',
        }),
      );
    }
  }

  /** A cell whose text is wider than its column shows it whole on hover. */
  hoverTitle(root: HTMLElement, id: string, row: GridRow): void {
    const rc = this.ctx.settings.column(id);
    const text = rc && row ? this.ctx.cells.cellText(rc.def, row, rc.key) : null;
    const width = rc ? (rc.width ?? rc.def.width ?? this.fitted.get(id)) : undefined;
    const font = this.fittedFor?.font;
    const cut = !!text && !!width && !!font && this.textWidth(text, font) + FIT.padding > width;
    if (cut) root.title = text!;
    else root.removeAttribute('title');
  }
}
