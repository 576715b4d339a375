/**
 * The administrator's view of the running system: the entity file generator
 * (devtoolsGeneratorCode), the data model as the engine knows it (table_model:
 * the registry itself, read-only), the in-process caches (redis: no Redis is
 * used) and the database in use (datasource).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { entities } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { api, errorMessage, errorToast } from '../../lib/api.ts';
import { downloadPost } from '../../lib/files.ts';
import { label, t, useLang, type TextKey } from '../../lib/i18n.ts';
import './admin-console.css';

const DEV = '/api/baseServer/v1/devtoolsRestful';
const SYS = '/api/baseServer/v1/systemInfoRestful';

function ErrorBox({ error }: { error: string }) {
  return error ? (
    <div className="alert alert-error" role="alert">
      {error}
    </div>
  ) : null;
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
              <code>{file.fileName}</code>
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
  const sorted = useMemo(() => [...entities].sort((a, b) => a.name.localeCompare(b.name)), []);
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
                  <code className="muted small">{d.view || d.viewOf ? d.name : (d.table ?? d.name)}</code>
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
        {label(def.label)} <code>{def.name}</code>
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
      <table className="ac-table" data-testid="tm-fields">
        <caption className="sr-only">{label(def.label)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.tm.field')}</th>
            <th scope="col">{t('admin.tm.column')}</th>
            <th scope="col">{t('admin.tm.type')}</th>
            <th scope="col">{t('admin.tm.label')}</th>
            <th scope="col">{t('admin.tm.required')}</th>
            <th scope="col">{t('admin.tm.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {def.fields.map((f) => (
            <tr key={f.name}>
              <td>
                <code>{f.name}</code>
              </td>
              <td>
                <code>{toSnake(f.name)}</code>
              </td>
              <td>{f.type}</td>
              <td>{label(f.label)}</td>
              <td>{f.required ? '✓' : ''}</td>
              <td className="small">{fieldDetail(f)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
  const nf = new Intl.NumberFormat(lang === 'EN' ? 'en-GB' : 'zh-CN');
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
            <table className="ac-table" data-testid="cache-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.cache.name')}</th>
                  <th scope="col" className="num">
                    {t('admin.cache.entries')}
                  </th>
                  <th scope="col" className="num">
                    {t('admin.cache.max')}
                  </th>
                  <th scope="col" className="num">
                    {t('admin.cache.age')}
                  </th>
                  <th scope="col" className="num">
                    {t('admin.cache.hits')}
                  </th>
                  <th scope="col" className="num">
                    {t('admin.cache.misses')}
                  </th>
                  <th scope="col" className="num">
                    {t('admin.cache.drops')}
                  </th>
                  <th scope="col" className="num">
                    {t('admin.cache.rate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.caches.map((c) => (
                  <tr key={c.code}>
                    <td>
                      {t(`admin.cache.${c.code}` as TextKey)} <code className="muted small">{c.code}</code>
                    </td>
                    <td className="num">{nf.format(c.entries)}</td>
                    <td className="num">{nf.format(c.maxEntries)}</td>
                    <td className="num">{c.maxAgeMs ? `${c.maxAgeMs / 1000}s` : '—'}</td>
                    <td className="num">{nf.format(c.hits)}</td>
                    <td className="num">{nf.format(c.misses)}</td>
                    <td className="num">{nf.format(c.drops)}</td>
                    <td className="num">{c.hitRate === null ? '—' : `${(c.hitRate * 100).toFixed(1)}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
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
  n >= 1024 ** 3 ? `${(n / 1024 ** 3).toFixed(2)} GB` : n >= 1024 ** 2 ? `${(n / 1024 ** 2).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

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
        ) : null}
      </div>
    </div>
  );
}
