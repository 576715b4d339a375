// One job: the columns in effect and the user's settings of them. The definitions (`columns`) merged with
// the user's configuration (`columnConfig`: shown, width, fixed side, order) into `resolved`; loading it
// (`tableName` + `loadConfig`), saving it (`saveConfig`, `srm-config-save`; a resized column too), JSON
// import/export, and the draft the settings dialog edits (the dialog itself is data-grid.config-dialog.ts).
import type { PropertyValues } from 'lit';
import type { GridColumn as VaadinGridColumn } from '@vaadin/grid/vaadin-grid-column.js';
import { msg } from '../../localization.ts';
import type { SrmDataGrid } from './data-grid.ts';
import type { GridContext } from './data-grid.context.ts';
import type { SrmConfigLoadDetail, SrmConfigSaveDetail } from './data-grid.events.ts';
import { coerceConfig, configOf, defaultConfig, resolveColumns, type ResolvedColumn } from './data-grid.format.ts';
import type { GridColumnDef, GridRow, TableUserConfig } from './data-grid.types.ts';

/** @internal The columns in effect and their settings. */
export class ColumnSettingsController {
  private readonly ctx: GridContext;
  /** The defined columns with the user's settings, in the user's order (hidden ones included). */
  resolved: ResolvedColumn[] = [];
  private byKey = new Map<string, ResolvedColumn>();
  private configReq = 0;
  private _open = false;
  private _draft: ResolvedColumn[] = [];
  private _message = '';

  constructor(ctx: GridContext) {
    this.ctx = ctx;
  }

  /** The settings dialog is open. */
  get open(): boolean {
    return this._open;
  }
  private set open(value: boolean) {
    if (value === this._open) return;
    this._open = value;
    this.ctx.changed('settings.open');
  }

  /** The columns as the open dialog has them, saved by its Save button. */
  get draft(): ResolvedColumn[] {
    return this._draft;
  }
  private set draft(value: ResolvedColumn[]) {
    if (value === this._draft) return;
    this._draft = value;
    this.ctx.changed('settings.draft');
  }

  /** The dialog's message (an imported file that is no configuration). */
  get message(): string {
    return this._message;
  }
  private set message(value: string) {
    if (value === this._message) return;
    this._message = value;
    this.ctx.changed('settings.message');
  }

  /** The resolved column of a key (data columns only). */
  column(key: string): ResolvedColumn | undefined {
    return this.byKey.get(key);
  }

  /** Before rendering: new definitions or a new configuration resolve the columns again. */
  willUpdate(changed: PropertyValues<SrmDataGrid>): void {
    if (changed.has('columns') || changed.has('columnConfig')) {
      this.resolved = resolveColumns(this.definedColumns(), this.ctx.host.columnConfig);
      this.byKey = new Map(this.resolved.map((r) => [r.key, r]));
    }
  }

  /** After rendering: a new table name or loader loads the user's configuration. */
  updated(changed: PropertyValues<SrmDataGrid>): void {
    if (changed.has('tableName') || changed.has('loadConfig')) void this.load();
  }

  private async load(): Promise<void> {
    const host = this.ctx.host;
    const fn = host.loadConfig;
    const tableName = host.tableName;
    if (typeof fn !== 'function' || !tableName) return;
    const id = ++this.configReq;
    try {
      const raw = await fn(tableName);
      if (id !== this.configReq) return;
      const config = coerceConfig(raw);
      host.columnConfig = config;
      this.ctx.fire<SrmConfigLoadDetail>('srm-config-load', { tableName, config });
    } catch (error) {
      if (id !== this.configReq) return;
      host.columnConfig = null; // defaults
      this.ctx.fire<SrmConfigLoadDetail>('srm-config-load', { tableName, config: null, error });
    }
  }

  /** The definitions that are objects (a page may hand over anything). */
  definedColumns(): GridColumnDef[] {
    const columns = this.ctx.host.columns;
    return Array.isArray(columns) ? columns.filter((c) => c && typeof c === 'object') : [];
  }

  /** `exportConfig` of the element; the dialog's Export gives the draft. */
  exportConfig(resolved: ResolvedColumn[] = this.resolved): string {
    return JSON.stringify(configOf(resolved, this.ctx.host.tableName || undefined), null, 2);
  }

  /** `importConfig` of the element. */
  importConfig(json: string): boolean {
    const config = parseConfigJson(json);
    if (!config) return false;
    this.save(config);
    return true;
  }

  /** `resetConfig` of the element. */
  reset(): void {
    this.save(defaultConfig(this.definedColumns(), this.ctx.host.tableName || undefined));
  }

  /** `openColumnConfig` of the element. */
  openDialog(): void {
    this.draft = this.resolved.map((r) => ({ ...r }));
    this.message = '';
    this.open = true;
    const host = this.ctx.host;
    void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>('.modal')?.focus());
  }

  /** `closeColumnConfig` of the element. */
  closeDialog(): void {
    this.open = false;
    const host = this.ctx.host;
    void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>('[part~="config-button"]')?.focus());
  }

  /** `downloadConfig` of the element: `json` as `<tableName>-columns.json`. */
  download(json: string): void {
    const blob = new Blob([json], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${this.ctx.host.tableName || 'table'}-columns.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  /** Makes `config` the user's: in effect, `srm-config-save`, and handed to `saveConfig`. */
  private save(config: TableUserConfig): void {
    const host = this.ctx.host;
    const tableName = host.tableName;
    const full = { ...config, version: 1 as const, ...(tableName ? { tableName } : {}) };
    host.columnConfig = full;
    this.ctx.fire<SrmConfigSaveDetail>('srm-config-save', { tableName, config: full });
    if (typeof host.saveConfig === 'function') {
      try {
        void Promise.resolve(host.saveConfig(full, tableName)).catch((e) => console.warn('srm-data-grid: saveConfig failed', e));
      } catch (e) {
        console.warn('srm-data-grid: saveConfig failed', e);
      }
    }
  }

  /** The dialog's Save. */
  saveDraft(): void {
    this.save(configOf(this._draft, this.ctx.host.tableName || undefined));
    this.ctx.host.closeColumnConfig();
  }

  /** The dialog's Reset: the draft back to the definitions. */
  resetDraft(): void {
    this.draft = resolveColumns(this.definedColumns(), null);
  }

  /** The dialog's up and down buttons. */
  moveDraft(i: number, delta: number): void {
    const j = i + delta;
    if (j < 0 || j >= this._draft.length) return;
    const d = [...this._draft];
    [d[i], d[j]] = [d[j], d[i]];
    this.draft = d;
  }

  /** The dialog's boxes of one column. */
  patchDraft(i: number, patch: Partial<ResolvedColumn>): void {
    this.draft = this._draft.map((r, k) => (k === i ? { ...r, ...patch } : r));
  }

  /** The dialog's Import: a JSON file read into the draft. */
  async importFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const config = parseConfigJson(await file.text());
    if (!config) {
      this.message = msg('The file is not a column configuration.', {
        id: 'data-grid.config-invalid',
        desc: 'Column configuration import: the chosen file is not valid',
      });
      return;
    }
    this.message = '';
    this.draft = resolveColumns(this.definedColumns(), config);
  }

  /** The vaadin-grid's `column-resize`: the user's new width is saved. */
  onColumnResize(e: CustomEvent<{ resizedColumn: VaadinGridColumn<GridRow> }>): void {
    const col = e.detail?.resizedColumn;
    const key = col?.dataset?.key;
    if (!key || !this.byKey.has(key)) return;
    const width = Math.round(parseFloat(String(col.width)));
    if (!Number.isFinite(width)) return;
    const resolved = this.resolved.map((r) => (r.key === key ? { ...r, width } : r));
    this.save(configOf(resolved, this.ctx.host.tableName || undefined));
  }
}

function parseConfigJson(json: string): TableUserConfig | null {
  try {
    const config = coerceConfig(JSON.parse(json));
    return config?.columns.length ? config : null;
  } catch {
    return null;
  }
}
