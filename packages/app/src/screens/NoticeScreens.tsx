/**
 * Announcement and notification pages a definition cannot express: the "more"
 * lists of the homes, the detail pages (an announcement opens with id and
 * viewCount and counts the view; a notification opens with id and is marked
 * read) and the previews editors see before publishing.
 */
import { useEffect, useMemo, useState } from 'react';
import { getEntity } from '../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { api, errorMessage } from '../lib/api.ts';
import { gridPage } from '../lib/entity-grid.ts';
import { label, t, useLang } from '../lib/i18n.ts';
import { mainUrl } from '../lib/router.ts';
import { announce } from '../lib/realtime.ts';
import { refresh } from '../lib/shared-query.ts';
import { noticesQuestion } from '../lib/home-questions.ts';
import { useShell, usePage } from '../shell/data.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import type { GridColumnDef, GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { sanitizeHtml } from './RichText.tsx';
import type { Row } from './entity-ui.ts';
import { NoticeReplies } from './NoticeReplies.tsx';

const NOTICE = '/api/baseServer/v1/srmBaseNoticeRestful';

export default function NoticeScreens({ screen }: { screen: string }) {
  switch (screen) {
    case 'noticeMore':
      return <NoticeMore />;
    case 'noticeDesc':
      return <NoticeArticle count />;
    case 'noticePreview':
      return <NoticeArticle count={false} />;
    case 'notificationMore':
      return <NotificationMore />;
    case 'notificationDesc':
      return <NotificationArticle markRead />;
    case 'notificationPreview':
      return <NotificationArticle markRead={false} />;
    default:
      return null;
  }
}

const noticeDef = getEntity('notice');
const noticeLabel = (n: string) => label(noticeDef.fields.find((f) => f.name === n)!.label);

function NoticeMore() {
  const shell = useShell();
  const lang = useLang();
  const columns: GridColumnDef[] = useMemo(
    () => [
      { key: 'noticeTitle', title: noticeLabel('noticeTitle'), editType: 'link', render: undefined },
      { key: 'noticeType', title: noticeLabel('noticeType'), editType: 'lookup', lookup: { typeCode: 'NOTICE_TYPE' }, width: 120 },
      {
        key: 'publishDate',
        title: noticeLabel('publishDate'),
        editType: 'slot',
        render: ({ row }) => formatDate(row.publishDate as string, DATE_PATTERNS.datetime),
        width: 180,
      },
      { key: 'viewCount', title: noticeLabel('viewCount'), editType: 'number', width: 110 },
    ],
    [lang],
  );
  const gridApi = useMemo(
    () => async (params: Record<string, unknown>) => {
      const env = await api.post<GridRow[]>(`${NOTICE}/listSummaryByPage`, params);
      return { rows: env.data, count: env.count ?? 0 };
    },
    [],
  );
  return (
    <div className="page">
      <div className="card grid-card">
        <div className="toolbar">
          <h2 className="card-title">{t('home.notices')}</h2>
        </div>
        <SrmDataGrid
          api={gridApi}
          columns={columns}
          lookups={shell.lookups}
          rowKey="noticeId"
          readonly
          configHidden
          onSrmCellAction={(e) =>
            shell.open(mainUrl('notice/noticeDesc', { id: e.detail.row.noticeId as number, viewCount: e.detail.row.viewCount as number }))
          }
        />
      </div>
    </div>
  );
}

function NoticeArticle({ count }: { count: boolean }) {
  const page = usePage();
  const shell = useShell();
  const lang = useLang();
  const id = Number(page.query.get('id'));
  const [notice, setNotice] = useState<Row | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const call = count ? api.data<Row>(`${NOTICE}/viewNotice`, { noticeId: id }) : api.data<Row>(restPath(getEntity('notice'), 'findById'), { noticeId: id });
    call.then(
      (answer) => {
        setNotice(answer);
        // The view is counted now: the home's list shows the notice read.
        if (count) refresh(noticesQuestion());
      },
      (e) => setError(errorMessage(e)),
    );
  }, [id, count]);
  useEffect(() => {
    if (notice) shell.retitle(page.tabKey, String(notice.noticeTitle));
  }, [notice, page.tabKey, shell]);
  if (error)
    return (
      <div className="page">
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      </div>
    );
  if (!notice)
    return (
      <div className="screen-loading" role="status">
        <span className="spinner" />
        {t('common.loading')}
      </div>
    );
  const audience = shell.lookups.NOTICE_RECEIVER_TYPE?.find((e) => e.lookupCode === notice.receiverType)?.meaning ?? String(notice.receiverType ?? '');
  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      {!count ? (
        <div className="alert alert-info" role="status">
          {t('notice.previewNote')}
        </div>
      ) : null}
      <article className="card article">
        <h1>{String(notice.noticeTitle)}</h1>
        <div className="article-meta muted">
          {notice.publishDate ? <span>{t('notice.published', { d: formatDate(notice.publishDate as string, DATE_PATTERNS.datetime) })}</span> : null}
          <span>{t('notice.audience', { a: audience })}</span>
          <span data-testid="view-count">{t('notice.views', { n: notice.viewCount ?? 0 })}</span>
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml just here */}
        <div className="rich-view" dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(notice.noticeContent ?? '')) }} />
      </article>
      {count ? <NoticeReplies notice={notice} /> : null}
    </div>
  );
}

const notificationDef = getEntity('notification');
const notificationLabel = (n: string) => label(notificationDef.fields.find((x) => x.name === n)!.label);

function NotificationMore() {
  const shell = useShell();
  const lang = useLang();
  const columns: GridColumnDef[] = useMemo(
    () => [
      { key: 'notificationTitle', title: notificationLabel('notificationTitle'), editType: 'link' },
      { key: 'notificationType', title: notificationLabel('notificationType'), editType: 'lookup', lookup: { typeCode: 'NOTIFICATION_TYPE' }, width: 120 },
      { key: 'viewedFlag', title: notificationLabel('viewedFlag'), editType: 'lookup', lookup: { typeCode: 'YES_NO' }, width: 100 },
      {
        key: 'creationDate',
        title: t('shell.notification.received'),
        editType: 'slot',
        render: ({ row }) => formatDate(row.creationDate as string, DATE_PATTERNS.datetime),
        width: 180,
      },
    ],
    [lang],
  );
  const gridApi = useMemo(
    () => async (params: Record<string, unknown>) => {
      const env = await api.post<GridRow[]>(restPath(notificationDef, 'listByPage'), params);
      return gridPage(notificationDef, params, env, env.data);
    },
    [],
  );
  return (
    <div className="page">
      <div className="card grid-card">
        <div className="toolbar">
          <h2 className="card-title">{t('home.notifications')}</h2>
        </div>
        <SrmDataGrid
          api={gridApi}
          columns={columns}
          lookups={shell.lookups}
          rowKey="notificationId"
          readonly
          configHidden
          onSrmCellAction={(e) => shell.open(mainUrl('notification/notificationDesc', { id: e.detail.row.notificationId as number }))}
        />
      </div>
    </div>
  );
}

function NotificationArticle({ markRead }: { markRead: boolean }) {
  const page = usePage();
  const shell = useShell();
  const id = Number(page.query.get('id'));
  const def = getEntity('notification');
  const [row, setRow] = useState<Row | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let alive = true;
    (async () => {
      let n = await api.data<Row>(restPath(def, 'findById'), { notificationId: id });
      if (markRead && n.viewedFlag !== 'Y') {
        n = await api.data<Row>(restPath(def, 'saveOrUpdate'), { notificationId: id, versionNum: n.versionNum, viewedFlag: 'Y' });
        announce('notification');
      }
      if (alive) setRow(n);
    })().catch((e) => alive && setError(errorMessage(e)));
    return () => {
      alive = false;
    };
  }, [id, markRead, def]);
  useEffect(() => {
    if (row) shell.retitle(page.tabKey, String(row.notificationTitle));
  }, [row, page.tabKey, shell]);
  if (error)
    return (
      <div className="page">
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      </div>
    );
  if (!row)
    return (
      <div className="screen-loading" role="status">
        <span className="spinner" />
        {t('common.loading')}
      </div>
    );
  return (
    <div className="page">
      <article className="card article">
        <h1>{String(row.notificationTitle)}</h1>
        <div className="article-meta muted">
          <span>{formatDate(row.creationDate as string, DATE_PATTERNS.datetime)}</span>
          <span>{shell.lookups.NOTIFICATION_TYPE?.find((e) => e.lookupCode === row.notificationType)?.meaning ?? ''}</span>
        </div>
        <p className="article-text">{String(row.notificationContent ?? '')}</p>
        {row.functionUrl ? (
          <button type="button" className="btn btn-primary" onClick={() => shell.open(`/main/${row.functionUrl}`)}>
            {t('shell.notification.openDocument')}
          </button>
        ) : null}
      </article>
    </div>
  );
}
