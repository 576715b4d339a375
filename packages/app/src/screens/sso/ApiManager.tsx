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
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { api } from '../../lib/api.ts';
import { t, useLang, type TextKey } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { useShell } from '../../shell/data.ts';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';

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
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setError(null);
    api.data<ApiRoute[]>('/api/baseServer/v1/apiManager/routes').then(setRoutes, setError);
  }, [lang]);
  return { routes, error };
}

/** A filter that leaves this many routes or fewer shows them all, their groups opened. */
const OPEN_ALL_UP_TO = 200;

const matches = (r: ApiRoute, q: string) =>
  !q || [r.path, r.operationId, r.summary, r.module, r.moduleName, r.service].some((v) => v?.toLowerCase().includes(q.toLowerCase()));

function Loading({ error }: { error: unknown }) {
  return error ? <ScreenError error={error} /> : <ScreenLoading />;
}

/** The route's access, marked with its path (`data-path`), so one route is found in the catalogue by its address. */
function accessCell(path: string, access: string): HTMLElement {
  const cell = document.createElement('span');
  cell.dataset.path = path;
  cell.textContent = ACCESS[access] ? t(ACCESS[access]) : access;
  return cell;
}

const routeColumns = (): GridColumnDef[] => [
  { key: 'method', title: t('admin.sso.method'), width: 90 },
  { key: 'path', title: t('admin.sso.path'), width: 440, ellipsis: true },
  { key: 'operation', title: t('admin.sso.operation'), width: 240, ellipsis: true },
  { key: 'access', title: t('admin.sso.access'), editType: 'slot', width: 170, render: ({ row }) => accessCell(String(row.path), String(row.access)) },
  { key: 'resource', title: t('admin.sso.resource'), width: 130 },
  { key: 'roles', title: t('admin.sso.roles'), ellipsis: true },
];

const moduleColumns = (): GridColumnDef[] => [
  { key: 'name', title: t('admin.sso.module'), editType: 'link', linkTag: 'open', width: 220 },
  { key: 'code', title: t('admin.sso.path') },
  { key: 'count', title: t('admin.sso.routes'), editType: 'number', precision: 0, width: 120 },
];

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
        {groups.map(([name, rows], i) => {
          const open = allOpen !== toggled.has(name);
          // The group is named by its service and module codes: data, not the page's words.
          return (
            <section key={name} className="api-group" aria-labelledby={`api-group-${i}`}>
              <h2 className="api-group-head" id={`api-group-${i}`}>
                <button type="button" className="link-btn value" aria-expanded={open} onClick={() => toggle(name)}>
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span> {name}
                </button>{' '}
                <span className="muted">{t('admin.sso.total', { n: rows.length })}</span>
              </h2>
              {open && (
                <div className="price-table-box" tabIndex={0}>
                  <SrmDataGrid
                    rows={rows.map((r) => ({
                      ...r,
                      key: `${r.method} ${r.path}`,
                      operation: r.summary ?? r.operationId ?? '',
                      resource: r.resource === 'view' ? t('admin.sso.view') : (r.resource ?? ''),
                      roles: r.roles.join('、'),
                    }))}
                    columns={routeColumns()}
                    rowKey="key"
                    readonly
                    autoHeight
                    configHidden
                    paginationHidden
                  />
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
      {services.map(([service, modules], i) => (
        <section key={service} className="card price-table-box" aria-labelledby={`api-service-${i}`} tabIndex={0}>
          <h2 className="section-title" id={`api-service-${i}`}>
            <span className="value">{service}</span> <span className="muted">{t('admin.sso.modules', { n: modules.size })}</span>
          </h2>
          <SrmDataGrid
            rows={[...modules].map(([code, m]) => ({ code, name: m.name || code || service, count: m.count }))}
            columns={moduleColumns()}
            rowKey="code"
            readonly
            autoHeight
            configHidden
            paginationHidden
            onSrmCellAction={(e) => shell.open(mainUrl('apiManager', { q: String(e.detail.row.code) }))}
          />
        </section>
      ))}
    </div>
  );
}
