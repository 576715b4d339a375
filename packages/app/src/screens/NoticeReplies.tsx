/**
 * Below an opened announcement (notice/noticeDesc): for one that asks for a
 * reply, the supplier's own reply (written here, changed later) or, for
 * internal users, every supplier's reply; for internal users, who read it and
 * when. Also the "next unread" link (getNextNotice). Replies, readers and the
 * next one are the server's (api/src/notice); a supplier is answered only its own.
 */
import { useCallback, useEffect, useState } from 'react';
import { getEntity } from '../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { api, errorMessage, errorToast } from '../lib/api.ts';
import { label, t } from '../lib/i18n.ts';
import { mainUrl } from '../lib/router.ts';
import { isSupplierUser } from '../lib/session.ts';
import { useShell } from '../shell/data.ts';
import { gridColumns, type Row } from './entity-ui.ts';
import { ScreenEmpty } from './ScreenState.tsx';

const replyDef = getEntity('noticeReply');
const viewerDef = getEntity('noticeViewer');
const fieldLabel = (def: typeof replyDef, n: string) => label(def.fields.find((f) => f.name === n)!.label);
const when = (v: unknown) => (v ? formatDate(String(v), DATE_PATTERNS.datetime) : '');

export function NoticeReplies({ notice }: { notice: Row }) {
  const shell = useShell();
  const supplier = isSupplierUser();
  const noticeId = Number(notice.noticeId);
  const asks = notice.replyRequiredFlag === 'Y' && notice.noticeStatus === 'PUBLISHED';
  const [replies, setReplies] = useState<Row[]>([]);
  const [viewers, setViewers] = useState<Row[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const [r, v] = await Promise.all([
      asks ? api.data<Row[]>(restPath(replyDef, 'listByPage'), { noticeId, pageRows: 200 }) : Promise.resolve([]),
      supplier ? Promise.resolve([]) : api.data<Row[]>(restPath(viewerDef, 'listByPage'), { noticeId, pageRows: 200 }),
    ]);
    setReplies(r);
    setViewers(v);
    if (supplier && r[0]) setText(String(r[0].replyContent ?? ''));
  }, [asks, supplier, noticeId]);

  useEffect(() => {
    load().catch((e) => setError(errorMessage(e)));
  }, [load]);

  async function send() {
    setBusy(true);
    setError('');
    try {
      const own = replies[0];
      await api.data(restPath(replyDef, 'saveOrUpdate'), {
        ...(own ? { noticeReplyId: own.noticeReplyId, versionNum: own.versionNum } : {}),
        noticeId,
        replyContent: text,
      });
      showToast({ message: t('noticeReply.sent'), type: 'success' });
      await load();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function next() {
    try {
      const n = await api.data<Row | null>('/api/baseServer/v1/srmBaseNoticeRestful/getNextNotice', { noticeId });
      if (n) shell.open(mainUrl('notice/noticeDesc', { id: Number(n.noticeId) }));
      else showToast({ message: t('noticeReply.noNext'), type: 'info' });
    } catch (e) {
      showToast(errorToast(e));
    }
  }

  return (
    <>
      {asks ? (
        <section className="card" aria-labelledby="notice-replies-title">
          <h2 className="card-title" id="notice-replies-title">
            {supplier ? t('noticeReply.yours') : t('noticeReply.all', { n: replies.length })}
          </h2>
          {error ? (
            <div className="alert alert-error" role="alert">
              {error}
            </div>
          ) : null}
          {supplier ? (
            <div className="form-item">
              <label htmlFor="notice-reply-text">{fieldLabel(replyDef, 'replyContent')}</label>
              <textarea id="notice-reply-text" rows={4} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
              {replies[0] ? <p className="muted">{t('noticeReply.repliedAt', { d: when(replies[0].replyDate) })}</p> : null}
              <div className="toolbar">
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send()}>
                  {replies[0] ? t('noticeReply.update') : t('noticeReply.send')}
                </button>
              </div>
            </div>
          ) : (
            <SrmDataGrid
              data-testid="notice-replies"
              rows={replies}
              columns={gridColumns(replyDef, ['supplierName', 'replyContent', 'replyUserName', 'replyDate'])}
              rowKey="noticeReplyId"
              readonly
              autoHeight
              configHidden
              paginationHidden
            />
          )}
        </section>
      ) : null}
      {supplier ? null : (
        <section className="card" aria-labelledby="notice-viewers-title">
          <h2 className="card-title" id="notice-viewers-title">
            {t('noticeReply.readers', { n: viewers.length })}
          </h2>
          {viewers.length ? (
            <SrmDataGrid
              data-testid="notice-viewers"
              rows={viewers}
              columns={gridColumns(viewerDef, ['userName', 'supplierName', 'viewDate', 'viewTimes'])}
              rowKey="noticeViewerId"
              readonly
              autoHeight
              configHidden
              paginationHidden
            />
          ) : (
            <ScreenEmpty />
          )}
        </section>
      )}
      <div className="toolbar">
        <button type="button" className="btn" onClick={() => void next()}>
          {t('notice.next')}
        </button>
      </div>
    </>
  );
}
