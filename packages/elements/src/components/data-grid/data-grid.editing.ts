// One job: editing cells and checking them. Whether a cell may be edited (`readonly`, the column's
// `editable`, `rowEditable`), applying an edit (the cancelable `srm-cell-change`, numbers parsed and clamped,
// the number box's Enter and arrow keys) and the required cells' marks (`validate`). The inputs a cell
// shows are data-grid.cells.ts's; it calls here when one changes.
import type { GridContext } from './data-grid.context.ts';
import type { SrmCellChangeDetail } from './data-grid.events.ts';
import { formatNumber, isRequired, normalizeNumber, parseNumberInput } from './data-grid.format.ts';
import type { GridColumnDef, GridRow } from './data-grid.types.ts';

/** @internal Cell edits and the marks of cells left empty or mistyped. */
export class EditingController {
  private readonly ctx: GridContext;
  private invalidCells = new WeakMap<GridRow, Set<string>>();

  constructor(ctx: GridContext) {
    this.ctx = ctx;
  }

  /** Whether the user may edit this row's cell of this column. */
  cellEditable(row: GridRow, def: GridColumnDef): boolean {
    const host = this.ctx.host;
    if (host.readonly || !def.editable) return false;
    const t = def.editType ?? 'text';
    // An editable button cell is chosen through the page (a record picker), which sets it with setCellValue.
    if (t === 'icon' || t === 'link') return false;
    if (typeof host.rowEditable === 'function') {
      try {
        return !!host.rowEditable(row);
      } catch {
        return false;
      }
    }
    return true;
  }

  /** Whether the cell carries the invalid mark. */
  isInvalid(row: GridRow, field: string): boolean {
    return this.invalidCells.get(row)?.has(field) ?? false;
  }

  /** `setCellValue` of the element. */
  setCellValue(row: GridRow, field: string, value: unknown): boolean {
    const rc = this.ctx.settings.column(field);
    if (!rc || !row || !this.cellEditable(row, rc.def)) return false;
    let v = value;
    if ((rc.def.editType ?? 'text') === 'number') {
      const n = parseNumberInput(value);
      if (n !== null && Number.isNaN(n)) {
        this.markInvalid(row, field, true);
        this.ctx.grid?.requestContentUpdate();
        return false;
      }
      v = n === null ? null : normalizeNumber(n, rc.def);
    }
    return this.applyChange(row, field, v);
  }

  /** An edit of a cell: applied unless a `srm-cell-change` listener cancels; false when refused. */
  applyChange(row: GridRow, field: string, value: unknown): boolean {
    const oldValue = row[field];
    if (Object.is(oldValue, value)) {
      this.markInvalid(row, field, false);
      this.ctx.grid?.requestContentUpdate();
      return true;
    }
    const ok = this.ctx.fire<SrmCellChangeDetail>('srm-cell-change', { row, field, value, oldValue }, true);
    if (ok) {
      row[field] = value;
      const rc = this.ctx.settings.column(field);
      this.markInvalid(row, field, !!rc && isRequired(rc.def) && isEmpty(value));
    }
    this.ctx.grid?.requestContentUpdate();
    return ok;
  }

  private markInvalid(row: GridRow, field: string, invalid: boolean): void {
    let set = this.invalidCells.get(row);
    if (invalid) {
      if (!set) this.invalidCells.set(row, (set = new Set()));
      set.add(field);
    } else set?.delete(field);
  }

  /** `validate` of the element: marks the empty required cells of the rows in view. */
  validate(): boolean {
    let ok = true;
    for (const row of this.ctx.paging.view) {
      for (const rc of this.ctx.settings.resolved) {
        if (!rc.visible || !isRequired(rc.def)) continue;
        const bad = isEmpty(row[rc.key]);
        this.markInvalid(row, rc.key, bad);
        if (bad) ok = false;
      }
    }
    this.ctx.grid?.requestContentUpdate();
    return ok;
  }

  /** A number box's text is committed (change or Enter): the value parsed, the box showing what the row holds. */
  commitNumber(input: HTMLInputElement, row: GridRow, key: string): void {
    const ok = this.ctx.host.setCellValue(row, key, input.value);
    const rc = this.ctx.settings.column(key);
    const invalid = this.isInvalid(row, key);
    if (!ok && !invalid) input.value = formatNumber(row[key], rc?.def.precision);
    else if (ok) input.value = formatNumber(row[key], rc?.def.precision);
    input.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }

  /** A number box's keys: Enter commits, the arrows step by the column's `step`. */
  numberKey(e: KeyboardEvent, row: GridRow, key: string, def: GridColumnDef): void {
    if (e.key === 'Enter') {
      this.commitNumber(e.target as HTMLInputElement, row, key);
      return;
    }
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    e.stopPropagation();
    const input = e.target as HTMLInputElement;
    const current = parseNumberInput(input.value);
    const base = current === null || Number.isNaN(current) ? 0 : current;
    const step = typeof def.step === 'number' && def.step > 0 ? def.step : 1;
    const next = normalizeNumber(base + (e.key === 'ArrowUp' ? step : -step), def);
    input.value = formatNumber(next, def.precision);
    this.commitNumber(input, row, key);
  }
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}
