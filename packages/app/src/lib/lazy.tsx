/**
 * Screens load as separate chunks. A chunk that fails or takes longer than
 * 120000 ms (SPEC section 8) shows a message with a retry, never a blank page.
 * Unlike React.lazy, a failed load is not cached: retry imports again.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { t } from './i18n.ts';
import { progress } from './router.ts';
import { ScreenLoading } from '../screens/ScreenState.tsx';

export const CHUNK_TIMEOUT_MS = 120_000;

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`ChunkLoadError: timeout after ${ms} ms`)), ms);
    p.then(
      (v) => (window.clearTimeout(timer), resolve(v)),
      (e) => (window.clearTimeout(timer), reject(e)),
    );
  });
}

/** A lazily loaded screen; `preload()` fetches its code ahead, quietly (no progress bar, errors left to the real load). */
export type LazyScreen<P> = ComponentType<P> & { preload(): void };

export function lazyScreen<P extends object>(loader: Loader<P>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = (quiet = false) => {
    if (!pending) {
      if (!quiet) progress.start();
      pending = withTimeout(loader(), CHUNK_TIMEOUT_MS)
        .then((m) => (loaded = m.default))
        .catch((e) => {
          pending = null;
          throw e;
        })
        .finally(() => quiet || progress.done());
    }
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module load, as React.lazy does
  function Lazy(props: P) {
    const [Comp, setComp] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Comp) return;
      let alive = true;
      load().then(
        (c) => alive && setComp(() => c),
        (err) => {
          console.error(err);
          if (alive) setFailed(true);
        },
      );
      return () => {
        alive = false;
      };
    }, [attempt, Comp]);
    if (Comp) return <Comp {...props} />;
    if (failed) return <ChunkError onRetry={() => (setFailed(false), setAttempt((n) => n + 1))} />;
    return <ScreenLoading />;
  }
  return Object.assign(Lazy, { preload: () => void load(true).catch(() => undefined) });
}

/** Runs `fn` when the browser is idle, at the latest after `timeout` ms (or soon, where it cannot say). */
export function whenIdle(fn: () => void, timeout = 3000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout });
  else setTimeout(fn, Math.min(timeout, 500));
}

export function ChunkError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="chunk-error" role="alert">
      <div className="chunk-error-icon" aria-hidden="true">
        !
      </div>
      <p>{t('chunk.failed')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
