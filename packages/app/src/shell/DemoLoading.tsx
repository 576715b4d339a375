/**
 * While `npm start` still loads the demo after the server answers, a line above the tabs says so: the lists fill as
 * the data arrives, which a user would otherwise take for an empty product. It asks /readyz (public, unsigned) and
 * goes away once the demo is loaded; a server without a demo, or one that does not answer, shows nothing.
 */
import { useEffect, useState } from 'react';
import { t } from '../lib/i18n.ts';

const POLL_MS = 3000;

export function DemoLoading() {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const state = await fetch('/readyz', { cache: 'no-store' })
        .then((r) => r.json())
        .then((body: { checks?: { demo?: { state?: string } } }) => body.checks?.demo?.state)
        .catch(() => undefined);
      if (!alive) return;
      setLoading(state === 'loading');
      if (state === 'loading') timer = setTimeout(ask, POLL_MS);
    };
    void ask();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);
  if (!loading) return null;
  return (
    <div className="demo-loading" role="status" data-testid="demo-loading">
      <span className="spinner" />
      {t('shell.demoLoading')}
    </div>
  );
}
