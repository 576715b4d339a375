/**
 * The administrator's view of the running system: the entity file generator
 * (devtoolsGeneratorCode), the data model as the engine knows it (table_model:
 * the registry itself, read-only), the in-process caches (redis: no Redis is
 * used) and the database in use (datasource).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { fetchedEntities } from '../../lib/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { api, errorMessage, errorToast } from '../../lib/api.ts';
import { downloadPost } from '../../lib/files.ts';
import { label, t, useLang, type TextKey } from '../../lib/i18n.ts';
import './admin-console.css';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';

const DEV = '/api/baseServer/v1/devtoolsRestful';
const SYS = '/api/baseServer/v1/systemInfoRestful';

function ErrorBox({ error }: { error: string }) {
  return error ? <ScreenError error={error} /> : null;
}

interface TableRow {
  tableName: string;
  columnCount: number;
  entityName: string | null;
}
interface Generated {
  fileName: string;
  entityName: string;
  content: string;
  fields: string[];
}

export function GeneratorCode() {
  const lang = useLang();
  const [tables, setTables] = useState<TableRow[] | null>(null);
  const [filter, setFilter] = useState('');
  const [table, setTable] = useState('');
  const [file, setFile] = useState<Generated | null>(null);
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    api.data<TableRow[]>(`${DEV}/tables`).then(setTables, (e) => setError(errorMessage(e)));
  }, []);
  const shown = useMemo(() => (tables ?? []).filter((r) => r.tableName.includes(filter.trim().toLowerCase())), [tables, filter]);

  const generate = useCallback(async () => {
    setFieldError('');
    setFile(null);
    try {
      setFile(await api.data<Generated>(`${DEV}/generate`, { tableName: table }));
    } catch (err) {
      setFieldError(errorMessage(err));
    }
  }, [table]);
  async function download() {
    try {
      await downloadPost(`${DEV}/download`, { tableName: table }, file?.fileName ?? `${table}.ts`);
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <div className="card">
        <div className="toolbar">
          <h1 className="card-title">{t('admin.gen.title')}</h1>
        </div>
        <p className="muted">{t('admin.gen.intro')}</p>
        <ErrorBox error={error} />
        <form
          className="search-form"
          onSubmit={(e) => {
            e.preventDefault();
            void generate();
          }}
          noValidate
        >
          <div className="search-grid">
            <div className="search-item">
              <label htmlFor="gen-filter">{t('admin.gen.filter')}</label>
              <input id="gen-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
            </div>
            <div className={fieldError ? 'search-item has-error' : 'search-item'}>
              <label htmlFor="gen-table" className="required">
                {t('admin.gen.table')}
              </label>
              <SrmSelect
                id="gen-table"
                accessibleName={t('admin.gen.table')}
                placeholder={t('admin.gen.pick')}
                required
                value={table}
                errorMessage={fieldError || ''}
                options={shown.map((r) => ({
                  value: r.tableName,
                  label: `${r.tableName} (${t('admin.gen.columns', { n: r.columnCount })}${r.entityName ? `; ${t('admin.gen.hasEntity', { name: r.entityName })}` : ''})`,
                }))}
                onChange={(e) => setTable(String((e.target as unknown as { value: unknown }).value ?? ''))}
              />
            </div>
          </div>
          <div className="search-actions">
            <button type="submit" className="btn btn-primary">
              {t('admin.gen.preview')}
            </button>
            <button type="button" className="btn" disabled={!file} onClick={() => void download()}>
              {t('admin.gen.download')}
            </button>
          </div>
        </form>
      </div>
      {file ? (
        <div className="card">
          <div className="toolbar">
            <h2 className="card-title">
              <code className="value">{file.fileName}</code>
            </h2>
          </div>
          <pre className="ac-code" data-testid="generated-code" tabIndex={0}>
            {file.content}
          </pre>
        </div>
      ) : null}
    </div>
  );
}

/** What a field says beyond its type: lookup, reference, length, flags. */
function fieldDetail(f: FieldDef): string {
  const parts: string[] = [];
  if (f.lookupType) parts.push(`lookup ${f.lookupType}`);
  if (f.ref) parts.push(`→ ${f.ref.entity}`);
  if (f.maxLength) parts.push(`≤ ${f.maxLength}`);
  if (f.readOnly) parts.push('readOnly');
  if (f.hidden) parts.push('hidden');
  return parts.join(' · ');
}

export function TableModel() {
  const lang = useLang();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string>('');
  const sorted = useMemo(() => fetchedEntities().sort((a, b) => a.name.localeCompare(b.name)), []);
  const q = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      q
        ? sorted.filter(
            (d) =>
              d.name.toLowerCase().includes(q) ||
              (d.table ?? '').includes(q) ||
              label(d.label).toLowerCase().includes(q) ||
              d.fields.some((f) => f.name.toLowerCase().includes(q) || toSnake(f.name).includes(q)),
          )
        : sorted,
    // lang: labels are searched in the current language.
    [sorted, q, lang],
  );
  const def = sorted.find((d) => d.name === chosen);
  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <div className="card">
        <div className="toolbar">
          <h1 className="card-title">{t('admin.tm.title')}</h1>
          <span className="muted small">{t('admin.tm.entities', { n: shown.length })}</span>
        </div>
        <p className="muted">{t('admin.tm.intro')}</p>
      </div>
      <div className="ac-grid">
        <nav className="card" aria-label={t('admin.tm.entities', { n: shown.length })}>
          <div className="search-item">
            <label htmlFor="tm-search">{t('admin.tm.search')}</label>
            <input id="tm-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          <ul className="ac-side-list" data-testid="tm-entities">
            {shown.map((d) => (
              <li key={d.name}>
                <button type="button" aria-current={d.name === chosen} onClick={() => setChosen(d.name)}>
                  <span>{label(d.label)}</span>
                  <code className="muted small value">{d.view || d.viewOf ? d.name : (d.table ?? d.name)}</code>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {def ? <EntityModel def={def} /> : <div className="card muted">{t('admin.tm.pick')}</div>}
      </div>
    </div>
  );
}

function EntityModel({ def }: { def: EntityDef }) {
  const wf = def.workflow;
  const isView = !!(def.view || def.viewOf);
  return (
    <section className="card" aria-labelledby="tm-entity" data-testid="tm-entity">
      <h2 id="tm-entity" className="card-title">
        {label(def.label)} <code className="value">{def.name}</code>
      </h2>
      <dl className="ac-kv">
        <dt>{isView ? t('admin.tm.view') : t('admin.tm.table')}</dt>
        <dd>
          <code>{def.table}</code>
        </dd>
        <dt>{t('admin.tm.key')}</dt>
        <dd>
          <code>
            {def.key} ({toSnake(def.key)})
          </code>
        </dd>
        <dt>{t('admin.tm.domain')}</dt>
        <dd>{def.domain}</dd>
        <dt>{t('admin.tm.rest')}</dt>
        <dd>{def.rest ? <code>{def.rest}</code> : '—'}</dd>
        {def.children?.length ? (
          <>
            <dt>{t('admin.tm.children')}</dt>
            <dd>
              {def.children.map((c) => (
                <span key={c.name} className="ac-chip">
                  {c.name} → {c.entity}
                </span>
              ))}
            </dd>
          </>
        ) : null}
        <dt>{wf ? t('admin.tm.states', { field: wf.field, initial: wf.initial }) : t('admin.tm.noStates')}</dt>
        <dd data-testid="tm-states">
          {wf
            ? Object.entries(wf.states).map(([code, s]) => (
                <span key={code} className="ac-chip">
                  {code} {label(s.label)}
                </span>
              ))
            : '—'}
        </dd>
      </dl>
      <SrmDataGrid
        data-testid="tm-fields"
        rows={def.fields.map((f) => ({
          name: f.name,
          column: toSnake(f.name),
          type: f.type,
          label: label(f.label),
          required: f.required ? '✓' : '',
          detail: fieldDetail(f),
        }))}
        columns={fieldColumns()}
        rowKey="name"
        readonly
        autoHeight
        configHidden
        paginationHidden
      />
    </section>
  );
}

interface CacheRow {
  code: string;
  entries: number;
  maxEntries: number;
  maxAgeMs: number;
  hits: number;
  misses: number;
  drops: number;
  hitRate: number | null;
}

const duration = (s: number) => {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}h ${m}m` : `${m}m ${s % 60}s`;
};

export function CacheStats() {
  const lang = useLang();
  const [data, setData] = useState<{ processId: number; uptimeSeconds: number; caches: CacheRow[] } | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    api.data<{ processId: number; uptimeSeconds: number; caches: CacheRow[] }>(`${SYS}/caches`).then(setData, (e) => setError(errorMessage(e)));
  }, []);
  useEffect(load, [load]);
  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <div className="card">
        <div className="toolbar">
          <h1 className="card-title">{t('admin.cache.title')}</h1>
          <button type="button" className="btn" onClick={load}>
            {t('admin.cache.refresh')}
          </button>
        </div>
        <div className="alert alert-info" role="note" data-testid="no-redis">
          {t('admin.cache.noRedis')}
        </div>
        <ErrorBox error={error} />
        {data ? (
          <>
            <p className="muted small">{t('admin.cache.process', { pid: data.processId, uptime: duration(data.uptimeSeconds) })}</p>
            <SrmDataGrid
              data-testid="cache-table"
              rows={data.caches.map((c) => ({
                ...c,
                maxAge: c.maxAgeMs ? `${formatNumber(c.maxAgeMs / 1000)}s` : '—',
                rate: c.hitRate === null ? '—' : `${formatNumber(c.hitRate * 100, 1)}%`,
              }))}
              columns={cacheColumns()}
              rowKey="code"
              readonly
              autoHeight
              configHidden
              paginationHidden
            />
          </>
        ) : error ? null : (
          <ScreenLoading />
        )}
      </div>
    </div>
  );
}

interface Datasource {
  kind: 'PGLITE' | 'POSTGRESQL';
  version: string;
  serverVersion: string;
  databaseName: string;
  schemaName: string;
  databaseSizeBytes: number;
  tableCount: number;
  pool: { max: number; total: number; idle: number; waiting: number } | null;
  connections: number | null;
  location: string | null;
}

const bytes = (n: number) =>
  n >= 1024 ** 3 ? `${formatNumber(n / 1024 ** 3, 2)} GB` : n >= 1024 ** 2 ? `${formatNumber(n / 1024 ** 2, 1)} MB` : `${formatNumber(Math.ceil(n / 1024))} KB`;

export function DatasourceScreen() {
  const lang = useLang();
  const [ds, setDs] = useState<Datasource | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    api.data<Datasource>(`${SYS}/datasource`).then(setDs, (e) => setError(errorMessage(e)));
  }, []);
  useEffect(load, [load]);
  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <div className="card">
        <div className="toolbar">
          <h1 className="card-title">{t('admin.ds.title')}</h1>
          <button type="button" className="btn" onClick={load}>
            {t('admin.common.refresh')}
          </button>
        </div>
        <ErrorBox error={error} />
        {ds ? (
          <dl className="ac-kv" data-testid="datasource">
            <dt>{t('admin.ds.kind')}</dt>
            <dd>{t(ds.kind === 'PGLITE' ? 'admin.ds.PGLITE' : 'admin.ds.POSTGRESQL')}</dd>
            <dt>{t('admin.ds.version')}</dt>
            <dd>
              PostgreSQL {ds.serverVersion}
              <div className="muted small">{ds.version}</div>
            </dd>
            <dt>{t('admin.ds.database')}</dt>
            <dd>
              <code>{ds.databaseName}</code>
            </dd>
            <dt>{t('admin.ds.schema')}</dt>
            <dd>
              <code>{ds.schemaName}</code>
            </dd>
            <dt>{t('admin.ds.location')}</dt>
            <dd>{ds.location ? <code>{ds.location}</code> : '—'}</dd>
            <dt>{t('admin.ds.size')}</dt>
            <dd>{bytes(ds.databaseSizeBytes)}</dd>
            <dt>{t('admin.ds.tables')}</dt>
            <dd>{ds.tableCount}</dd>
            <dt>{t('admin.ds.pool')}</dt>
            <dd>{ds.pool ? t('admin.ds.poolValue', ds.pool) : t('admin.ds.noPool')}</dd>
            {ds.connections !== null ? (
              <>
                <dt>{t('admin.ds.connections')}</dt>
                <dd>{ds.connections}</dd>
              </>
            ) : null}
          </dl>
        ) : error ? null : (
          <ScreenLoading />
        )}
      </div>
    </div>
  );
}

const fieldColumns = (): GridColumnDef[] => [
  { key: 'name', title: t('admin.tm.field'), width: 180 },
  { key: 'column', title: t('admin.tm.column'), width: 200 },
  { key: 'type', title: t('admin.tm.type'), width: 100 },
  { key: 'label', title: t('admin.tm.label'), width: 160 },
  { key: 'required', title: t('admin.tm.required'), width: 80, align: 'center' },
  { key: 'detail', title: t('admin.tm.detail') },
];

/** A cache by its name, its code beside it (what the server's log and metrics call it). */
function cacheName(code: string): HTMLElement {
  const cell = document.createElement('span');
  cell.dataset.cache = code;
  cell.append(`${t(`admin.cache.${code}` as TextKey)} `);
  const tag = document.createElement('code');
  tag.textContent = code;
  cell.append(tag);
  return cell;
}

const cacheColumns = (): GridColumnDef[] => [
  { key: 'code', title: t('admin.cache.name'), editType: 'slot', width: 340, render: ({ row }) => cacheName(String(row.code)) },
  { key: 'entries', title: t('admin.cache.entries'), editType: 'number', precision: 0, width: 110 },
  { key: 'maxEntries', title: t('admin.cache.max'), editType: 'number', precision: 0, width: 110 },
  { key: 'maxAge', title: t('admin.cache.age'), width: 110, align: 'end' },
  { key: 'hits', title: t('admin.cache.hits'), editType: 'number', precision: 0, width: 110 },
  { key: 'misses', title: t('admin.cache.misses'), editType: 'number', precision: 0, width: 110 },
  { key: 'drops', title: t('admin.cache.drops'), editType: 'number', precision: 0, width: 110 },
  { key: 'rate', title: t('admin.cache.rate'), width: 100, align: 'end' },
];
