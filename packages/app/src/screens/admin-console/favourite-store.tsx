/**
 * Favourites (collect): the pages and records a user starred. One store for
 * the three places that show them: the star at the right of the tab bar (stars
 * or unstars the open page, a menu or a record), the home's favourites card and
 * the favourites screen (Favourites.tsx). Rows are the user's own (the server's
 * scope.user). Apart from the screen so that the shell's tab bar, which shows the
 * star, loads no grid.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, errorToast } from '../../lib/api.ts';
import { getSession, subscribe as subscribeSession } from '../../lib/session.ts';
import { t, useLang } from '../../lib/i18n.ts';
import './admin-console.css';

const FAV = '/api/baseServer/v1/srmBaseFavouriteRestful';
const LIMIT = 200;

export interface Favourite {
  favouriteId: number;
  favouriteType: 'MENU' | 'RECORD';
  favouriteTitle: string;
  favouriteUrl: string;
  creationDate?: string;
  versionNum: number;
}

let rows: Favourite[] | null = null;
let owner: number | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

async function load(): Promise<void> {
  const user = getSession()?.user.userId ?? null;
  owner = user;
  if (user === null) {
    rows = [];
    return notify();
  }
  try {
    rows = (await api.post<Favourite[]>(`${FAV}/listByPage`, { pageIndex: 1, pageRows: LIMIT })).data;
  } catch {
    rows = [];
  }
  notify();
}

function ensure(): void {
  const user = getSession()?.user.userId ?? null;
  if ((rows === null || owner !== user) && !loading) loading = load().finally(() => (loading = null));
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  // Another user signing in in this tab sees their own.
  const off = subscribeSession(() => owner !== (getSession()?.user.userId ?? null) && ensure());
  return () => {
    listeners.delete(fn);
    off();
  };
}

/** The caller's favourites (null while loading), shared by every place that shows them. */
export function useFavourites(): Favourite[] | null {
  const value = useSyncExternalStore(subscribe, () => rows);
  useEffect(ensure, []);
  return value;
}

/** The favourite key of a tab: its path under /main and its query, as a page link keeps them. */
export function favouriteUrlOf(path: string, query: URLSearchParams): string {
  const q = new URLSearchParams(query);
  q.delete('menuId');
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export async function addFavourite(url: string, title: string): Promise<void> {
  const type = /[?&]id=/.test(url) ? 'RECORD' : 'MENU';
  await api.post(`${FAV}/saveOrUpdate`, { favouriteType: type, favouriteTitle: title.slice(0, 200), favouriteUrl: url });
  await load();
}

export async function removeFavourite(f: Favourite): Promise<void> {
  await api.post(`${FAV}/delete`, { favouriteId: f.favouriteId, versionNum: f.versionNum });
  await load();
}

export const openUrl = (url: string) => `/main/${url}`;

/** The star of the tab bar: adds the open page to the favourites, or takes it out. */
export function FavouriteStar({ path, query, title }: { path: string; query: URLSearchParams; title: string }) {
  useLang();
  const favs = useFavourites();
  const url = favouriteUrlOf(path, query);
  const current = favs?.find((f) => f.favouriteUrl === url);
  const toggle = useCallback(async () => {
    try {
      if (current) {
        await removeFavourite(current);
        showToast({ message: t('admin.fav.unstarred', { name: current.favouriteTitle }), type: 'success' });
      } else {
        await addFavourite(url, title);
        showToast({ message: t('admin.fav.starred', { name: title }), type: 'success' });
      }
    } catch (err) {
      showToast(errorToast(err));
    }
  }, [current, url, title]);
  if (!path || favs === null) return null;
  const text = current ? t('admin.fav.unstar') : t('admin.fav.star');
  return (
    <button
      type="button"
      className="fav-star"
      aria-pressed={!!current}
      aria-label={text}
      title={text}
      onClick={() => void toggle()}
      data-testid="favourite-star"
    >
      <span aria-hidden="true">{current ? '★' : '☆'}</span>
    </button>
  );
}
