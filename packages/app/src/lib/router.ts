/**
 * Navigo routing with the paths of SPEC section 2. Every navigation runs the
 * progress bar and scrolls to top; navigating to where we already are is
 * swallowed (the duplicate-navigation case), never an error.
 */
import Navigo, { type Match } from 'navigo';

export type Place =
  | { kind: 'login' }
  | { kind: 'forget' }
  | { kind: 'register' }
  | { kind: 'registerInfoEdit' }
  | { kind: 'main'; path: string; query: URLSearchParams }
  | { kind: 'iframe'; path: string; query: URLSearchParams }
  | { kind: 'notFound' };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Place = { kind: 'notFound' };

export const router = new Navigo('/', { strategy: 'ONE', noMatchWarning: true });

// ---------------------------------------------------------------- progress bar

let progressTimer: number | undefined;
let progressDepth = 0;
function bar(): HTMLElement | null {
  return document.getElementById('progress');
}
export const progress = {
  start(): void {
    progressDepth++;
    const el = bar();
    if (!el) return;
    window.clearTimeout(progressTimer);
    el.className = 'progress running';
  },
  done(): void {
    progressDepth = Math.max(0, progressDepth - 1);
    if (progressDepth) return;
    const el = bar();
    if (!el) return;
    el.className = 'progress running finishing';
    progressTimer = window.setTimeout(() => (el.className = 'progress'), 350);
  },
};

// ---------------------------------------------------------------- routes

function emit(place: Place): void {
  current = place;
  listeners.forEach((l) => l());
  window.scrollTo(0, 0);
  // Let the screen render (or start loading its chunk) before the bar finishes.
  requestAnimationFrame(() => progress.done());
}

const query = (m?: Match) => new URLSearchParams(m?.queryString ?? '');

function childPathOf(m: Match | undefined, prefix: string): string {
  const path = (m?.url ?? '').replace(/^\/+/, '');
  return path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length).replace(/^\/+/, '')) : '';
}

router.hooks({
  before(done) {
    progress.start();
    done();
  },
});

router
  .on('/', () => emit({ kind: 'login' }))
  .on('/login', () => emit({ kind: 'login' }))
  .on('/forget', () => emit({ kind: 'forget' }))
  .on('/register', () => emit({ kind: 'register' }))
  .on('/registerInfoEdit', () => emit({ kind: 'registerInfoEdit' }))
  .on('/main', (m) => emit({ kind: 'main', path: '', query: query(m) }))
  .on('/iframeBox', (m) => emit({ kind: 'iframe', path: '', query: query(m) }));

// Child routes come from the route catalogue: one navigo route per screen, under /main and /iframeBox.
// The catalogue (every route with its menu) is fetched the first time a URL needs it, so the
// sign-in pages never load it: a child URL first reaches the not-found handler, which loads the
// catalogue, adds its routes and resolves the URL again.
let childRoutes: Promise<void> | null = null;
let childRoutesAdded = false;
/** Adds the catalogue's routes (once); the shell calls it as it starts, so its first menu click matches at once. */
export function addChildRoutes(): Promise<void> {
  childRoutes ??= import('@srm/domain/routes/catalogue.ts').then(({ routes: catalogue }) => {
    for (const r of catalogue) {
      if (!r.path) continue;
      router.on(`/main/${r.path}`, (m) => emit({ kind: 'main', path: childPathOf(m, 'main'), query: query(m) }));
      router.on(`/iframeBox/${r.path}`, (m) => emit({ kind: 'iframe', path: childPathOf(m, 'iframeBox'), query: query(m) }));
    }
    childRoutesAdded = true;
  });
  return childRoutes;
}

router.notFound((m?: Match) => {
  if (childRoutesAdded || !/^\/?(main|iframeBox)\//.test(m?.url ?? '')) return emit({ kind: 'notFound' });
  // The URL is in the browser's address bar once this handler returns (navigo writes it after), so resolve() reads it.
  addChildRoutes().then(
    () => {
      progress.done(); // the before hook's start; resolving again starts it once more
      router.resolve();
    },
    (err) => {
      console.error(err);
      childRoutes = null; // a later navigation tries again
      emit({ kind: 'notFound' });
    },
  );
});

export function subscribePlace(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function currentPlace(): Place {
  return current;
}

const here = () => location.pathname + location.search;

/** Navigates unless we are already there (duplicate navigations are swallowed). */
export function go(to: string, options: { replace?: boolean } = {}): void {
  if (to === here()) return;
  router.navigate(to, options.replace ? { historyAPIMethod: 'replaceState' } : undefined);
}

/** The /main URL of a child route with its query. */
export function mainUrl(path: string, params: Record<string, string | number | null | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  const qs = q.toString();
  return `/main${path ? `/${path}` : ''}${qs ? `?${qs}` : ''}`;
}
