/**
 * The generic list screen of any entity: a search form from the definition's
 * filters, `srm-data-grid` with server paging, toolbar and row buttons from the
 * resources granted to the page's menu (add, edit, delete, import, export,
 * workflow actions; row buttons with the server's resIcon names),
 * custom operations of the definition on the selected rows (opening the record
 * they answer, or printing the labels they answer), and the user's column
 * configuration through the table-config calls.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ActionDef, EntityDef, FieldDef, FilterDef, OperationDef } from '@srm/domain/entity/types.ts';
import { fieldOf, findEntity } from '../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, errorToast } from '../lib/api.ts';
import { label, t, useLang } from '../lib/i18n.ts';
import { mainUrl } from '../lib/router.ts';
import { granted, useShell, usePage } from '../shell/data.ts';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';
import { SrmDataGrid, type SrmDataGridType as SrmDataGridElement } from '@srm/elements/react/srm-data-grid.ts';
import type { GridResource, GridRow, TableUserConfig } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDatePicker } from '@srm/elements/react/srm-date-picker.ts';
import { SrmLookupSelect } from '@srm/elements/react/srm-lookup-select.ts';
import { clearRefCache, gridColumns, type Row } from './entity-ui.ts';
import { RefField } from './refs/RefField.tsx';
import { fieldsHiddenFrom } from './viewer-fields.ts';
import { entityGridApi, listColumnNames } from '../lib/entity-grid.ts';
import { isSummary, REFRESH_RESOURCE } from '@srm/domain/entity/summaries.ts';
import { SummaryFreshness } from './SummaryFreshness.tsx';
import { isSupplierUser } from '../lib/session.ts';
import { ConfirmDialog, Dialog } from './Dialog.tsx';
import { ActionDialog } from './ActionDialog.tsx';
import { answerUrl } from './operation-answer.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { FIELD_TYPES } from '@srm/domain/entity/field-types.ts';
import { gridTexts } from '../lib/texts/grid.ts';
import { ScreenError } from './ScreenState.tsx';

const TABLE_CONFIG = '/api/baseServer/v1/srmBaseTableConfigRestful';

export interface ExtraRowAction {
  resourceCode: string;
  label: string;
  show?: (row: Row) => boolean;
  run: (row: Row) => void;
}

export interface ListScreenProps {
  def: EntityDef;
  /** Filters always applied (an approval list's state). */
  fixedParams?: Record<string, unknown>;
  extraRowActions?: ExtraRowAction[];
  /** Hides add/delete (approval lists). */
  noWrite?: boolean;
  /** Bumped by the parent to reload the rows. */
  reloadSignal?: number;
  heading?: ReactNode;
}

const filterOf = (f: string | FilterDef): FilterDef => (typeof f === 'string' ? { field: f, op: 'eq' } : f);

export default function ListScreen({ def, fixedParams, extraRowActions = [], noWrite = false, reloadSignal = 0, heading }: ListScreenProps) {
  const lang = useLang();
  const shell = useShell();
  const page = usePage();
  const menu = page.menu;
  const gridRef = useRef<SrmDataGridElement>(null);
  // Filters named in the URL (a home's "more" link) start the search.
  const initial = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const f of def.list?.filters ?? []) {
      const name = typeof f === 'string' ? f : f.field;
      const v = page.query.get(name);
      if (v) out[name] = v;
    }
    return out;
  }, [def, page.query]);
  const [draft, setDraft] = useState<Record<string, unknown>>(initial);
  const [search, setSearch] = useState<Record<string, unknown>>(initial);
  const [selected, setSelected] = useState<Row[]>([]);
  const [confirm, setConfirm] = useState<Row[] | null>(null);
  const [action, setAction] = useState<{ action: ActionDef; row: Row } | null>(null);
  const [importing, setImporting] = useState(false);
  const [labels, setLabels] = useState<{ title: string; items: Row[] } | null>(null);
  const seenActive = useRef(false);
  // The server's refusal of the rows, shown with its request id (the grid itself only says it failed).
  const [loadError, setLoadError] = useState<unknown>(null);

  const notForViewer = useMemo(() => fieldsHiddenFrom(def, isSupplierUser()), [def]);
  const columnNames = useMemo(() => listColumnNames(def, page.route?.columns), [def, page.route]);
  const filters = useMemo(
    () => (def.list?.filters ?? []).map(filterOf).filter((f) => (fieldOf(def, f.field) || f.field === def.key) && !notForViewer.has(f.field)),
    [def, notForViewer],
  );
  const editPath = (isSupplierUser() && page.route?.supplierEditPath) || page.route?.editPath || page.path;
  const can = (code: string) => granted(menu, code);
  const writable = !def.readOnly && !noWrite;
  // Add only where the rows open on a screen that makes records (the generic edit, the process editor); not a summary or a read-only detail.
  const editRoute = routeByPath(editPath);
  const editScreen = editRoute?.screen;
  const creates = editPath === page.path || editScreen === 'edit' || editScreen === 'processEdit' || !!editRoute?.creates;
  const workflowActions = (def.workflow?.actions ?? []).filter((a) => can(a.resource));
  const operations = (def.operations ?? []).filter((o) => !o.hidden && !o.noButton && can(o.resource));
  // An operation declared `from` some states runs on one record in one of them.
  const runnable = (o: OperationDef) =>
    o.noSelection || (o.from && def.workflow ? selected.length === 1 && o.from.includes(String(selected[0][def.workflow.field])) : selected.length > 0);
  const columns = useMemo(
    () => gridColumns(def, columnNames, { linkField: def.titleField && columnNames.includes(def.titleField) ? def.titleField : columnNames[0] }),
    [def, columnNames, lang],
  );

  // Coming back to the tab shows what other tabs saved meanwhile.
  useEffect(() => {
    if (page.active && seenActive.current) void gridRef.current?.reload();
    if (page.active) seenActive.current = true;
  }, [page.active]);
  useEffect(() => {
    if (reloadSignal) void gridRef.current?.reload();
  }, [reloadSignal]);

  const [refreshedAt, setRefreshedAt] = useState<string | null>(null);
  const gridApi = useMemo(
    () => entityGridApi(def, columnNames, fixedParams, isSummary(def) ? (env) => setRefreshedAt(env.refreshedAt ?? null) : undefined),
    [def, fixedParams, columnNames],
  );
  const tableName = `${def.name}@${page.path}`;
  const loadConfig = useMemo(
    () => async (name: string) => (await api.data<{ config: TableUserConfig } | null>(`${TABLE_CONFIG}/getTableConfig`, { tableName: name }))?.config ?? null,
    [],
  );
  const saveConfig = useMemo(
    () => async (config: TableUserConfig, name: string) => api.post(`${TABLE_CONFIG}/createOrUpdateTableConfig`, { tableName: name, config }),
    [],
  );

  const open = (row?: Row) => shell.open(mainUrl(editPath, { id: row ? String(row[def.key]) : 'new', menuId: menu?.menuId }));

  const rowResources: GridResource[] = useMemo(() => {
    const out: GridResource[] = [];
    const editable = (row: GridRow) => !def.workflow || !!def.workflow.states[String(row[def.workflow.field])]?.editable;
    // The server's resIcon names (plus, edit, delete...) are drawn by the grid as inline SVG.
    const res = (code: string, fallbackName: string, fallbackIcon: string) => {
      const r = menu?.resources.find((x) => x.resourceCode === code);
      return { resourceCode: code, resourceName: r?.resourceName ?? fallbackName, resIcon: r?.resIcon || fallbackIcon };
    };
    if (writable && granted(menu, 'btnEdit')) out.push(res('btnEdit', t('grid.row.edit'), 'edit'));
    if (writable && granted(menu, 'btnDelete')) out.push({ ...res('btnDelete', t('grid.row.delete'), 'delete'), disabled: (row) => !editable(row) });
    for (const extra of extraRowActions)
      out.push({
        resourceCode: extra.resourceCode,
        resourceName: extra.label,
        resIcon: menu?.resources.find((r) => r.resourceCode === extra.resourceCode)?.resIcon ?? undefined,
        show: extra.show as GridResource['show'],
      });
    return out;
  }, [menu, writable, def, extraRowActions, lang]);

  function submitSearch(e: FormEvent) {
    e.preventDefault();
    const params: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(draft)) if (v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && !v.length)) params[k] = v;
    setSearch(params);
  }

  async function remove(rows: Row[]) {
    setConfirm(null);
    try {
      const env =
        rows.length === 1
          ? await api.post(restPath(def, 'delete'), { [def.key]: rows[0][def.key] })
          : await api.post(restPath(def, 'doBatchDelete'), { ids: rows.map((r) => r[def.key]) });
      showToast({ message: env.msg, type: 'success' });
      setSelected([]);
      void gridRef.current?.reload();
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  /** Export of the rows the search finds (SPEC 9: one page of up to 20000 rows). */
  async function exportRows() {
    const cols = columns.map((c) => ({ field: c.key, title: c.title }));
    try {
      const res = await fetch('/api/exportServer/v1/exportExcelRestful/exportExcel', {
        method: 'POST',
        headers: await api.headers(),
        body: JSON.stringify({
          requestUrl: restPath(def, 'listByPage'),
          requestParams: { ...search, ...fixedParams, pageIndex: 1, pageRows: 20000 },
          columns: cols,
          fileName: `${page.menu?.menuName ?? label(def.label)}.xlsx`,
        }),
      });
      if (!res.ok || !(res.headers.get('content-type') ?? '').includes('spreadsheet')) {
        const env = (await res.json().catch(() => null)) as { msg?: string } | null;
        throw new Error(env?.msg ?? res.statusText);
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `${page.menu?.menuName ?? label(def.label)}.xlsx`;
      a.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  function startAction(a: ActionDef) {
    if (selected.length !== 1) return showToast({ message: t('common.selectOne'), type: 'warning' });
    setAction({ action: a, row: selected[0] });
  }

  async function runOperation(op: OperationDef, title: string) {
    if (!selected.length && !op.noSelection) return showToast({ message: t('common.selectOne'), type: 'warning' });
    const ids = selected.map((r) => r[def.key]);
    try {
      const env = await api.post<Row | Row[]>(restPath(def, op.operation), op.noSelection ? {} : { ids, [def.key]: ids[0] });
      showToast({ message: env.msg, type: 'success' });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      void gridRef.current?.reload();
      const url = answerUrl(op, env.data);
      if (url) shell.open(url);
      if (op.prints && Array.isArray(env.data)) setLabels({ title, items: env.data });
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  const filterControl = (f: FilterDef) => {
    const field: FieldDef | undefined = fieldOf(def, f.field) ?? { name: f.field, type: 'integer', label: gridTexts['grid.filter.id'] };
    const id = `f-${page.tabKey}-${f.field}`.replace(/[^\w-]/g, '_');
    const name = label(field.label);
    const set = (k: string) => (v: unknown) => setDraft((d) => ({ ...d, [k]: v }));
    const value = (k: string) => (draft[k] as string) ?? '';
    let control: ReactNode;
    if (f.op === 'range') {
      const display = FIELD_TYPES[field.type].display;
      const picker = display === 'date' || display === 'datetime';
      control = (
        <div className="range">
          {picker ? (
            <SrmDatePicker
              accessible-name={`${name} ${t('common.from')}`}
              value={value(`${f.field}_from`)}
              onChange={(e) => set(`${f.field}_from`)((e.target as HTMLInputElement).value)}
            />
          ) : (
            <input aria-label={`${name} ${t('common.from')}`} value={value(`${f.field}_from`)} onChange={(e) => set(`${f.field}_from`)(e.target.value)} />
          )}
          <span className="range-sep">~</span>
          {picker ? (
            <SrmDatePicker
              accessible-name={`${name} ${t('common.to')}`}
              value={value(`${f.field}_to`)}
              onChange={(e) => set(`${f.field}_to`)((e.target as HTMLInputElement).value)}
            />
          ) : (
            <input aria-label={`${name} ${t('common.to')}`} value={value(`${f.field}_to`)} onChange={(e) => set(`${f.field}_to`)(e.target.value)} />
          )}
        </div>
      );
    } else if (FIELD_TYPES[field.type].display === 'lookup' || FIELD_TYPES[field.type].display === 'flag') {
      const entries = FIELD_TYPES[field.type].display === 'flag' ? (shell.lookups.YES_NO ?? []) : (shell.lookups[field.lookupType!] ?? []);
      control = (
        <SrmLookupSelect
          id={id}
          accessibleName={name}
          entries={entries}
          clearable
          value={(draft[f.field] as string) ?? null}
          onChange={(e) => set(f.field)((e.target as unknown as { value: unknown }).value)}
        />
      );
    } else if (field.type === 'ref' && field.ref) {
      // Several records may be chosen: the server takes a list as IN.
      control = (
        <RefField
          id={id}
          labelId={`${id}-label`}
          field={field}
          multiple
          value={draft[f.field]}
          onPick={(rows) => set(f.field)(rows.map((r) => r[findEntity(field.ref!.entity)!.key]))}
        />
      );
    } else {
      const k = f.op === 'like' ? `${f.field}_like` : f.field;
      control = <input id={id} value={value(k)} onChange={(e) => set(k)(e.target.value)} />;
    }
    return (
      <div className="search-item" key={f.field}>
        <label htmlFor={id} id={`${id}-label`}>
          {name}
        </label>
        {control}
      </div>
    );
  };

  const lookups = shell.lookups;
  const selection = (writable && can('btnDelete')) || workflowActions.length || operations.length ? 'multi' : 'none';

  return (
    <div className="page list-page">
      {heading}
      {filters.length ? (
        <form className="card search-form" onSubmit={submitSearch} aria-label={t('list.filters')}>
          <div className="search-grid">{filters.map(filterControl)}</div>
          <div className="search-actions">
            <button type="submit" className="btn btn-primary">
              {t('common.search')}
            </button>
            <button type="button" className="btn" onClick={() => (setDraft({}), setSearch({}))}>
              {t('common.reset')}
            </button>
          </div>
        </form>
      ) : null}
      <div className="card grid-card">
        <div className="toolbar" role="toolbar" aria-label={t('list.toolbar')}>
          <h2 className="card-title">{page.menu?.menuName ?? label(def.label)}</h2>
          <div className="toolbar-buttons">
            {isSummary(def) ? (
              <SummaryFreshness def={def} at={refreshedAt} canRefresh={can(REFRESH_RESOURCE)} onRefreshed={() => void gridRef.current?.reload()} />
            ) : null}
            {writable && creates && can('btnAdd') ? (
              <button type="button" className="btn btn-primary" onClick={() => open()}>
                ＋ {menu?.resources.find((r) => r.resourceCode === 'btnAdd')?.resourceName || t('grid.add')}
              </button>
            ) : null}
            {workflowActions.map((a) => (
              <button type="button" key={a.action} className="btn" onClick={() => startAction(a)}>
                {menu?.resources.find((r) => r.resourceCode === a.resource)?.resourceName ?? label(a.label)}
              </button>
            ))}
            {writable && can('btnImport') ? (
              <button type="button" className="btn" onClick={() => setImporting(true)}>
                {menu?.resources.find((r) => r.resourceCode === 'btnImport')?.resourceName ?? t('list.import')}
              </button>
            ) : null}
            {can('btnExport') ? (
              <button type="button" className="btn" onClick={() => void exportRows()}>
                {menu?.resources.find((r) => r.resourceCode === 'btnExport')?.resourceName ?? t('list.export')}
              </button>
            ) : null}
            {operations.map((o) => {
              const title = menu?.resources.find((r) => r.resourceCode === o.resource)?.resourceName ?? label(o.label);
              return (
                <button type="button" key={o.operation} className="btn" disabled={!runnable(o)} onClick={() => void runOperation(o, title)}>
                  {title}
                </button>
              );
            })}
            {writable && can('btnDelete') ? (
              <button type="button" className="btn btn-danger-ghost" disabled={!selected.length} onClick={() => setConfirm(selected)}>
                {menu?.resources.find((r) => r.resourceCode === 'btnDelete')?.resourceName || t('grid.delete')}
              </button>
            ) : null}
          </div>
        </div>
        {loadError ? <ScreenError error={loadError} onRetry={() => void gridRef.current?.reload()} /> : null}
        <SrmDataGrid
          ref={gridRef}
          api={gridApi}
          searchParams={search}
          columns={columns}
          lookups={lookups}
          resources={rowResources}
          rowKey={def.key}
          selectionMode={selection}
          tableName={tableName}
          loadConfig={loadConfig}
          saveConfig={saveConfig}
          readonly
          onSrmDataLoad={(e) => setLoadError(e.detail.error ?? null)}
          onSrmSelectionChange={(e) => setSelected(e.detail.rows as Row[])}
          onSrmRowAction={(e) => {
            const { resourceCode, row } = e.detail;
            if (resourceCode === 'btnEdit') open(row);
            else if (resourceCode === 'btnDelete') setConfirm([row]);
            else extraRowActions.find((x) => x.resourceCode === resourceCode)?.run(row);
          }}
          onSrmCellAction={(e) => open(e.detail.row)}
          onSrmRowDblclick={(e) => open(e.detail.row)}
        />
      </div>
      {importing ? (
        <ImportDialog
          def={def}
          title={`${menu?.resources.find((r) => r.resourceCode === 'btnImport')?.resourceName ?? t('list.import')} · ${page.menu?.menuName ?? label(def.label)}`}
          onClose={() => setImporting(false)}
          onImported={() => {
            clearRefCache(def.name);
            void gridRef.current?.reload();
          }}
        />
      ) : null}
      {confirm ? (
        <ConfirmDialog
          title={t('common.ok')}
          text={t('common.confirmDelete', { n: confirm.length })}
          danger
          onOk={() => void remove(confirm)}
          onCancel={() => setConfirm(null)}
        />
      ) : null}
      {labels ? (
        <Dialog title={labels.title} wide onClose={() => setLabels(null)}>
          <div className="print-labels">
            {labels.items.map((item, i) => {
              const markup = String(item.label ?? '');
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: labels print once in order; two labels may carry the same code
                <figure className="print-label" key={i}>
                  {markup.startsWith('<svg') ? (
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn by our own barcode renderer from the code, not from user HTML
                    <div className="print-label-code" role="img" aria-label={String(item.barcode ?? '')} dangerouslySetInnerHTML={{ __html: markup }} />
                  ) : (
                    <img src={markup} alt={String(item.barcode ?? '')} />
                  )}
                  <figcaption>{[item.itemCode, item.itemName, item.quantity].filter((v) => v !== undefined && v !== null).join(' · ')}</figcaption>
                </figure>
              );
            })}
          </div>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={() => setLabels(null)}>
              {t('common.close')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              {labels.title}
            </button>
          </div>
        </Dialog>
      ) : null}
      {action ? (
        <ActionDialog
          def={def}
          action={action.action}
          record={action.row}
          title={menu?.resources.find((r) => r.resourceCode === action.action.resource)?.resourceName ?? label(action.action.label)}
          onClose={() => setAction(null)}
          onDone={() => (setAction(null), void gridRef.current?.reload())}
        />
      ) : null}
    </div>
  );
}

export { actionOperation };
