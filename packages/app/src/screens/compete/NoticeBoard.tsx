/**
 * The event's notices in either hall, newest first (ponCompeteNotice, pushed
 * with every hall message). Whoever runs the hall also posts one here; the
 * server tells every bidder and both halls show it at once.
 */
import { useState } from 'react';
import { formatDate } from '@srm/domain/dates.ts';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { useShell } from '../../shell/data.ts';
import { t } from '../../lib/i18n.ts';
import type { HallView } from './hall-socket.ts';

const DEF = getEntity('ponCompete');

interface Notice {
  noticeId: number;
  noticeKind: string;
  noticeTitle: string;
  noticeContent: string;
  postedAt: string;
}

export function NoticeBoard({ hall, onPosted }: { hall: HallView; onPosted?: (hall: HallView) => void }) {
  const shell = useShell();
  const kindOf = (code: string) => shell.lookups.PON_COMPETE_NOTICE_KIND?.find((l) => l.lookupCode === code)?.meaning ?? code;
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const notices = (hall.notices ?? []) as Notice[];
  const post = async () => {
    setBusy(true);
    setMessage('');
    try {
      onPosted?.(
        await api.data<HallView>(restPath(DEF, 'doPostNotice'), { competeHeaderId: hall.competeHeaderId, noticeTitle: title, noticeContent: content }),
      );
      setTitle('');
      setContent('');
    } catch (err) {
      setMessage(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card" aria-labelledby="compete-notices" data-testid="compete-notices">
      <h2 className="section-title" id="compete-notices">
        {t('compete.notices')}
      </h2>
      {onPosted ? (
        <form
          className="compete-notice-form"
          onSubmit={(e) => {
            e.preventDefault();
            void post();
          }}
        >
          <label htmlFor="compete-notice-title">{t('compete.noticeTitle')}</label>
          <input id="compete-notice-title" maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
          <label htmlFor="compete-notice-content">{t('compete.noticeContent')}</label>
          <textarea id="compete-notice-content" maxLength={2000} rows={2} value={content} onChange={(e) => setContent(e.target.value)} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('compete.postNotice')}
          </button>
          {message ? (
            <div className="alert alert-error" role="alert">
              {message}
            </div>
          ) : null}
        </form>
      ) : null}
      {notices.length ? (
        <ul className="compete-notice-list">
          {notices.map((n) => (
            <li key={n.noticeId}>
              <strong>{n.noticeTitle}</strong> <span className="muted">{kindOf(n.noticeKind)}</span>{' '}
              <time dateTime={n.postedAt}>{formatDate(n.postedAt, 'datetime')}</time>
              <p>{n.noticeContent}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('compete.noNotices')}</p>
      )}
    </section>
  );
}
