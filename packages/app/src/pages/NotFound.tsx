/** The screen for any path SPEC section 2 does not name. */
import { t } from '../lib/i18n.ts';
import { go } from '../lib/router.ts';
import { getSession } from '../lib/session.ts';

export function NotFound({ embedded = false }: { embedded?: boolean }) {
  return (
    <main className={embedded ? 'not-found embedded' : 'not-found'}>
      <div className="not-found-code" aria-hidden="true">
        404
      </div>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <button type="button" className="btn btn-primary" onClick={() => go(getSession() ? '/main' : '/login')}>
        {t('notFound.home')}
      </button>
    </main>
  );
}
