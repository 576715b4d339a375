/**
 * apiManager and projectAndModule: the catalogue of every API route the server
 * registered (api/src/apimanager/catalogue.ts, from the same registrations as
 * /api/openapi.json), with who may call each. `apiManager` lists the routes
 * grouped by service and module; `projectAndModule` the services and their
 * modules with how many routes each has, a module opening its routes.
 * A group's routes are drawn when it is opened, or when a filter leaves few
 * enough to read: the whole catalogue (over two thousand rows) drawn at once
 * kept the screen blank for seconds.
 */
import { useEffect, useMemo, useState } from 'react';
import { api, errorMessage } from '../../lib/api.ts';
import { t, useLang, type TextKey } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { useShell } from '../../shell/data.ts';

interface ApiRoute {
  method: string;
  path: string;
  service: string;
  module: string;
  moduleName: string;
  operationId: string | null;
  summary: string | null;
  access: string;
  signed: boolean;
  entity: string | null;
  resource: string | null;
  roles: string[];
}

const ACCESS: Record<string, TextKey> = {
  public: 'admin.sso.accessPublic',
  authenticated: 'admin.sso.accessAuthenticated',
  admin: 'admin.sso.accessAdmin',
  entity: 'admin.sso.accessEntity',
};

function useRoutes(lang: string) {
  const [routes, setRoutes] = useState<ApiRoute[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    setError('');
    api.data<ApiRoute[]>('/api/baseServer/v1/apiManager/routes').then(setRoutes, (err) => setError(errorMessage(err)));
  }, [lang]);
  return { routes, error };
}

/** A filter that leaves this many routes or fewer shows them all, their groups opened. */
const OPEN_ALL_UP_TO = 200;

const matches = (r: ApiRoute, q: string) =>
  !q || [r.path, r.operationId, r.summary, r.module, r.moduleName, r.service].some((v) => v?.toLowerCase().includes(q.toLowerCase()));

function Loading({ error }: { error: string }) {
  return error ? (
    <div className="alert alert-error" role="alert">
      {error}
    </div>
  ) : (
    <div className="screen-loading" role="status">
      <span className="spinner" />
      {t('common.loading')}
    </div>
  );
}

export function ApiManager({ initialFilter = '' }: { initialFilter?: string }) {
  const lang = useLang();
  const { routes, error } = useRoutes(lang);
  const [filter, setFilter] = useState(initialFilter);
  // The groups the user opened or closed against what the filter shows; a new filter starts afresh.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string) =>
    setToggled((was) => {
      const next = new Set(was);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  const shown = useMemo(() => (routes ?? []).filter((r) => matches(r, filter)), [routes, filter]);
  const groups = useMemo(() => {
    const out = new Map<string, ApiRoute[]>();
    for (const r of shown) out.set(`${r.service} / ${r.moduleName}`, [...(out.get(`${r.service} / ${r.moduleName}`) ?? []), r]);
    return [...out];
  }, [shown]);
  if (!routes) return <Loading error={error} />;
  const allOpen = filter.trim() !== '' && shown.length <= OPEN_ALL_UP_TO;
  return (
    <div className="price-monitor" data-testid="api-manager">
      <div className="card price-pick" style={{ flexWrap: 'wrap', maxWidth: 'none', alignItems: 'flex-end' }}>
        <label className="field">
          <span className="field-label">{t('admin.sso.filter')}</span>
          <input
            type="search"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setToggled(new Set());
            }}
            data-testid="api-filter"
          />
        </label>
        <span className="muted" role="status">
          {t('admin.sso.total', { n: shown.length })}
        </span>
        <a className="btn" href="/api/openapi.json" target="_blank" rel="noreferrer">
          {t('admin.sso.openapi')}
        </a>
      </div>
      <div className="card api-groups">
        {groups.map(([name, rows]) => {
          const open = allOpen !== toggled.has(name);
          return (
            <section key={name} className="api-group" aria-label={name}>
              <h2 className="api-group-head">
                <button type="button" className="link-btn" aria-expanded={open} onClick={() => toggle(name)}>
                  {open ? '▾' : '▸'} {name}
                </button>{' '}
                <span className="muted">{t('admin.sso.total', { n: rows.length })}</span>
              </h2>
              {open && (
                <div className="price-table-box" tabIndex={0}>
                  <table className="award-table">
                    <caption className="sr-only">{name}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('admin.sso.method')}</th>
                        <th scope="col">{t('admin.sso.path')}</th>
                        <th scope="col">{t('admin.sso.operation')}</th>
                        <th scope="col">{t('admin.sso.access')}</th>
                        <th scope="col">{t('admin.sso.resource')}</th>
                        <th scope="col">{t('admin.sso.roles')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((r) => (
                        <tr key={`${r.method} ${r.path}`} data-path={r.path}>
                          <td>{r.method}</td>
                          <td>
                            <code>{r.path}</code>
                          </td>
                          <td>{r.summary ?? r.operationId ?? ''}</td>
                          <td>{ACCESS[r.access] ? t(ACCESS[r.access]) : r.access}</td>
                          <td>{r.resource === 'view' ? t('admin.sso.view') : (r.resource ?? '')}</td>
                          <td>{r.roles.join('、')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}

export function ProjectAndModule() {
  const lang = useLang();
  const shell = useShell();
  const { routes, error } = useRoutes(lang);
  const services = useMemo(() => {
    const out = new Map<string, Map<string, { name: string; count: number }>>();
    for (const r of routes ?? []) {
      const modules = out.get(r.service) ?? new Map<string, { name: string; count: number }>();
      out.set(r.service, modules);
      const m = modules.get(r.module) ?? { name: r.moduleName, count: 0 };
      m.count++;
      modules.set(r.module, m);
    }
    return [...out];
  }, [routes]);
  if (!routes) return <Loading error={error} />;
  return (
    <div className="price-monitor" data-testid="project-and-module">
      {services.map(([service, modules]) => (
        <section key={service} className="card price-table-box" aria-label={service} tabIndex={0}>
          <h2 className="section-title">
            {service} <span className="muted">{t('admin.sso.modules', { n: modules.size })}</span>
          </h2>
          <table className="award-table">
            <caption className="sr-only">{service}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.sso.module')}</th>
                <th scope="col">{t('admin.sso.path')}</th>
                <th scope="col" className="num">
                  {t('admin.sso.routes')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...modules].map(([code, m]) => (
                <tr key={code}>
                  <td>
                    <button type="button" className="link-btn" onClick={() => shell.open(mainUrl('apiManager', { q: code }))}>
                      {m.name}
                    </button>
                  </td>
                  <td>
                    <code>{code}</code>
                  </td>
                  <td className="num">{m.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
