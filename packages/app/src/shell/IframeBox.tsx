/**
 * /iframeBox: one page without the shell chrome (menus, tabs, top bar), for
 * embedding in another system or a pop-up. Query parameters (SPEC section 2):
 *
 * - `link=EXTERIOR`: show an external page in an iframe. Its address comes from
 *   `actionId`, the base64url of the JSON `{"url":"https://..."}` (so an address
 *   with its own query survives any re-encoding); a plain `actionId` that is
 *   itself an http(s) address (URL-encoded) is accepted too. Only http: and
 *   https: addresses are shown; anything else (javascript:, data:, relative
 *   paths) answers "the link is not valid".
 * - otherwise an internal screen: the child path after /iframeBox/, or
 *   `pageName` (a route path of the catalogue, e.g. `materialManagement`), or
 *   `actionId` as base64url JSON `{"route":"...","query":{...}}`; with `id` in
 *   the query (or in `query`) its edit screen.
 * - `M=V`: view mode, edit screens open read-only.
 * - `menuId`, `respId`: kept for the page (tab identity); grants always come from
 *   the signed-in session's responsibility, so they cannot widen access.
 * - `type`: the caller's label of the page, used as the document title.
 */
import { useEffect, useMemo } from 'react';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';
import { t } from '../lib/i18n.ts';
import { ScreenHost } from './ScreenHost.tsx';
import { tabKeyOf } from './tabs.ts';

function fromBase64Url(text: string): unknown {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The external address of `actionId`, or null when it is missing or not http(s). */
export function externalUrl(actionId: string | null): string | null {
  if (!actionId) return null;
  let candidate: unknown = null;
  try {
    candidate = (fromBase64Url(actionId) as { url?: unknown })?.url;
  } catch {
    candidate = /^https?:\/\//i.test(actionId) ? actionId : null;
  }
  if (typeof candidate !== 'string') return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The internal route and query of the box. */
export function internalTarget(path: string, query: URLSearchParams): { path: string; query: URLSearchParams } | null {
  if (path) return { path, query };
  const pageName = query.get('pageName')?.replace(/^\/+|^main\/+/g, '');
  if (pageName) return routeByPath(pageName) ? { path: pageName, query } : null;
  const actionId = query.get('actionId');
  if (actionId) {
    try {
      const spec = fromBase64Url(actionId) as { route?: unknown; query?: Record<string, unknown> };
      if (typeof spec.route !== 'string' || !routeByPath(spec.route)) return null;
      const q = new URLSearchParams(query);
      for (const [k, v] of Object.entries(spec.query ?? {})) q.set(k, String(v));
      return { path: spec.route, query: q };
    } catch {
      return null;
    }
  }
  return { path: '', query };
}

function Invalid() {
  return (
    <div className="page-empty" role="alert">
      <div className="page-empty-icon" aria-hidden="true">
        ⚠
      </div>
      <p>{t('iframe.invalid')}</p>
    </div>
  );
}

export function IframeBox({ path, query }: { path: string; query: URLSearchParams }) {
  const exterior = (query.get('link') ?? '').toUpperCase() === 'EXTERIOR';
  const type = query.get('type');
  useEffect(() => {
    if (type) document.title = `${type} · ${t('app.name')}`;
  }, [type]);
  const target = useMemo(() => (exterior ? null : internalTarget(path, query)), [exterior, path, query]);
  if (exterior) {
    const url = externalUrl(query.get('actionId'));
    if (!url) return <Invalid />;
    return (
      <div className="iframe-external" data-testid="iframe-external">
        <iframe
          src={url}
          title={type || t('iframe.title')}
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
        />
      </div>
    );
  }
  if (!target) return <Invalid />;
  return <ScreenHost tabKey={tabKeyOf(target.path, target.query)} path={target.path} query={target.query} active />;
}
