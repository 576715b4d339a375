/**
 * The parts both homes share: announcements and notifications (5 each, unread
 * bold), shortcut tiles (three cycling colours, a delete x, an add-menu picker;
 * stored on the server for internal users, in this browser for suppliers), and
 * the operation guide.
 */
import { useCallback, useEffect, useState } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { api, errorToast } from '../lib/api.ts';
import { t, useLang } from '../lib/i18n.ts';
import { mainUrl } from '../lib/router.ts';
import { getSession } from '../lib/session.ts';
import { doneQuestion, noticesQuestion, notificationsQuestion, todoQuestion } from '../lib/home-questions.ts';
import { useShared } from '../lib/shared-query.ts';
import type { PendingItem } from '@srm/elements/components/todo-panel/todo-panel.ts';
import { useShell, type MenuNode } from '../shell/data.ts';
import { Icon } from '../shell/Icon.tsx';
import { Dialog } from './Dialog.tsx';
import { blobUrl, downloadPost } from '../lib/files.ts';
import type { Row } from './entity-ui.ts';

export const SHORTCUT_LIMIT = 20;
const SHORTCUT = '/api/baseServer/v1/srmBaseShortcutMenuRestful';

/**
 * The to-do and done lists of either home, from the same source as the header
 * badge (lib/home-questions.ts). The done list is asked for when its tab is
 * first shown: until then nobody sees it.
 */
export function useTodoLists() {
  const [doneShown, setDoneShown] = useState(false);
  const todo = useShared<PendingItem[]>(todoQuestion());
  const done = useShared<PendingItem[]>(doneShown ? doneQuestion() : null);
  return {
    todo: todo.envelope?.data ?? NO_ITEMS,
    done: done.envelope?.data ?? NO_ITEMS,
    todoCount: todo.envelope ? (todo.envelope.count ?? todo.envelope.data.length) : 0,
    showDone: useCallback(() => setDoneShown(true), []),
  };
}
const NO_ITEMS: PendingItem[] = [];

export function NoticeList({ slot }: { slot?: string }) {
  const shell = useShell();
  // Re-renders in the language chosen (the pin's text).
  useLang();
  const answer = useShared<Row[]>(noticesQuestion());
  const rows = answer.envelope?.data ?? (answer.error ? NO_ROWS : null);
  return (
    <div slot={slot} className="home-list" data-testid="notice-list">
      {rows === null ? <div className="muted small">{t('common.loading')}</div> : null}
      {rows?.length === 0 ? <div className="muted small">{t('common.empty')}</div> : null}
      <ul>
        {rows?.map((n) => (
          <li key={String(n.noticeId)} className={Number(n.selfCount) === 0 ? 'unread' : undefined}>
            <a
              href={mainUrl('notice/noticeDesc', { id: n.noticeId as number, viewCount: n.viewCount as number })}
              // Opening a notice counts a view; the article refreshes this list once it is counted.
              onClick={(e) => (e.preventDefault(), shell.open(mainUrl('notice/noticeDesc', { id: n.noticeId as number, viewCount: n.viewCount as number })))}
              title={String(n.noticeTitle)}
            >
              {n.setTopFlag === 'Y' ? <span className="pin">{t('shell.home.pinned')}</span> : null}
              {String(n.noticeTitle)}
            </a>
            <time>{formatDate(n.publishDate as string, DATE_PATTERNS.date)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}

const NO_ROWS: Row[] = [];

export function NotificationCard() {
  const shell = useShell();
  const answer = useShared<Row[]>(notificationsQuestion());
  const rows = answer.envelope?.data ?? (answer.error ? NO_ROWS : null);
  const more = () => shell.open(mainUrl('notification/notificationMore'));
  return (
    <section className="card home-card" aria-labelledby="home-notifications">
      <div className="card-head">
        <h2 id="home-notifications">
          <Icon name="bell" /> {t('home.notifications')}
        </h2>
        <button type="button" className="link-btn" onClick={more} aria-label={`${t('home.notifications')}: ${t('common.more')}`}>
          {t('common.more')} ›
        </button>
      </div>
      <div className="home-list" data-testid="notification-list">
        {rows?.length === 0 ? <div className="muted small">{t('common.empty')}</div> : null}
        <ul>
          {rows?.map((n) => (
            <li key={String(n.notificationId)} className={n.viewedFlag === 'Y' ? undefined : 'unread'}>
              <a
                href={mainUrl('notification/notificationDesc', { id: n.notificationId as number })}
                onClick={(e) => (e.preventDefault(), shell.open(mainUrl('notification/notificationDesc', { id: n.notificationId as number })))}
                title={String(n.notificationTitle)}
              >
                {String(n.notificationTitle)}
              </a>
              <time>{formatDate(n.creationDate as string, DATE_PATTERNS.date)}</time>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

interface Shortcut {
  shortcutMenuId?: number;
  menuId: number;
  menuName: string;
  htmlUrl: string | null;
}

const localKey = () => `srm.shortcuts.${getSession()?.user.userId}`;

export function Shortcuts({ slot, local }: { slot?: string; local: boolean }) {
  const shell = useShell();
  const [items, setItems] = useState<Shortcut[]>([]);
  const [picking, setPicking] = useState(false);
  const load = useCallback(async () => {
    if (local) {
      try {
        setItems(JSON.parse(localStorage.getItem(localKey()) ?? '[]') as Shortcut[]);
      } catch {
        setItems([]);
      }
      return;
    }
    try {
      setItems((await api.post<Shortcut[]>(`${SHORTCUT}/listByPage`, { pageIndex: 1, pageRows: SHORTCUT_LIMIT, userId: getSession()?.user.userId })).data);
    } catch {
      setItems([]);
    }
  }, [local]);
  useEffect(() => void load(), [load]);

  // Names follow the current language through the menus of the responsibility.
  const nameOf = (s: Shortcut) => shell.menus.find((m) => m.menuId === s.menuId)?.menuName ?? s.menuName;

  async function remove(s: Shortcut) {
    if (local) {
      const next = items.filter((x) => x.menuId !== s.menuId);
      localStorage.setItem(localKey(), JSON.stringify(next));
      setItems(next);
      return;
    }
    try {
      await api.post(`${SHORTCUT}/delete`, { shortcutMenuId: s.shortcutMenuId });
      void load();
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  async function add(menus: MenuNode[]) {
    setPicking(false);
    const fresh = menus.filter((m) => !items.some((x) => x.menuId === m.menuId));
    if (!fresh.length) return;
    if (local) {
      const next = [...items, ...fresh.map((m) => ({ menuId: m.menuId, menuName: m.menuName, htmlUrl: m.htmlUrl }))].slice(0, SHORTCUT_LIMIT);
      localStorage.setItem(localKey(), JSON.stringify(next));
      setItems(next);
      return;
    }
    try {
      await api.post(
        `${SHORTCUT}/doBatchSaveOrUpdate`,
        fresh.map((m) => ({ menuId: m.menuId })),
      );
      void load();
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  return (
    <div slot={slot} className="shortcuts" data-testid="shortcuts">
      <div className="tiles">
        {items.map((s, i) => (
          <div key={s.menuId} className={`tile tile-${i % 3}`}>
            <button type="button" className="tile-open" onClick={() => s.htmlUrl && shell.open(mainUrl(s.htmlUrl, { menuId: s.menuId }))} title={nameOf(s)}>
              <Icon name="file" size={20} />
              <span>{nameOf(s)}</span>
            </button>
            <button
              type="button"
              className="tile-remove"
              aria-label={t('home.removeShortcut', { name: nameOf(s) })}
              title={t('home.removeShortcut', { name: nameOf(s) })}
              onClick={() => void remove(s)}
            >
              ×
            </button>
          </div>
        ))}
        {items.length < SHORTCUT_LIMIT ? (
          <button type="button" className="tile tile-add" onClick={() => setPicking(true)}>
            <Icon name="plus" size={20} />
            <span>{t('home.addShortcut')}</span>
          </button>
        ) : null}
      </div>
      {!items.length ? <div className="muted small">{t('home.noShortcuts')}</div> : null}
      {local ? <div className="muted small">{t('home.localOnly')}</div> : null}
      {picking ? <MenuPicker taken={items.map((x) => x.menuId)} onPick={(m) => void add(m)} onClose={() => setPicking(false)} /> : null}
    </div>
  );
}

function MenuPicker({ taken, onPick, onClose }: { taken: number[]; onPick: (menus: MenuNode[]) => void; onClose: () => void }) {
  const shell = useShell();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const groups = shell.menus.filter((m) => m.menuType === 'DIR' && !m.menuParentId);
  return (
    <Dialog title={t('home.pickMenus')} onClose={onClose} wide>
      <div className="menu-picker">
        {groups.map((g) => (
          <fieldset key={g.menuId}>
            <legend>{g.menuName}</legend>
            {shell.menus
              .filter((m) => m.menuParentId === g.menuId && m.menuType === 'PAGE')
              .map((m) => (
                <label key={m.menuId} className="check">
                  <input
                    type="checkbox"
                    disabled={taken.includes(m.menuId)}
                    checked={taken.includes(m.menuId) || chosen.has(m.menuId)}
                    onChange={(e) =>
                      setChosen((prev) => {
                        const next = new Set(prev);
                        if (e.target.checked) next.add(m.menuId);
                        else next.delete(m.menuId);
                        return next;
                      })
                    }
                  />
                  {m.menuName}
                </label>
              ))}
          </fieldset>
        ))}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={!chosen.size} onClick={() => onPick(shell.menus.filter((m) => chosen.has(m.menuId)))}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}

interface GuideFile {
  guideType: 'MANUAL' | 'VIDEO';
  fileId: number;
  fileName: string;
  fileSize: number;
  contentType: string | null;
}
const GUIDE = '/api/baseServer/v1/operationGuideRestful';
const sizeText = (n: number) => (n >= 1024 * 1024 ? `${formatNumber(n / 1024 / 1024, 1)} MB` : `${formatNumber(Math.max(1, Math.round(n / 1024)), 0)} KB`);

/** The operation guide: the manual and the video named by the GUIDE_* config profiles, served by the file service. */
export function Guide({ slot }: { slot?: string }) {
  const lang = useLang();
  const [files, setFiles] = useState<GuideFile[] | null>(null);
  const [playing, setPlaying] = useState<{ title: string; src: string } | null>(null);
  useEffect(() => {
    api.data<GuideFile[]>(`${GUIDE}/list`, {}).then(setFiles, () => setFiles([]));
  }, [lang]);
  const title = (g: GuideFile) => (g.guideType === 'VIDEO' ? t('home.guideVideo') : t('home.guideManual'));
  async function download(g: GuideFile) {
    try {
      await downloadPost(`${GUIDE}/download`, { fileId: g.fileId }, g.fileName);
    } catch (err) {
      showToast(errorToast(err));
    }
  }
  async function play(g: GuideFile) {
    try {
      setPlaying({ title: title(g), src: await blobUrl(`${GUIDE}/download`, { fileId: g.fileId, inline: true }) });
    } catch (err) {
      showToast(errorToast(err));
    }
  }
  function stop() {
    if (playing) URL.revokeObjectURL(playing.src);
    setPlaying(null);
  }
  return (
    <div slot={slot} className="guide" data-testid="guide">
      {files === null ? <div className="muted small">{t('common.loading')}</div> : null}
      {files?.length === 0 ? <div className="muted small">{t('home.guideNone')}</div> : null}
      <ul>
        {files?.map((g) => (
          <li key={g.guideType}>
            <Icon name={g.guideType === 'VIDEO' ? 'video' : 'file'} />
            <span className="guide-title">{title(g)}</span>
            <span className="muted small">{sizeText(g.fileSize)}</span>
            <span className="guide-actions">
              {g.guideType === 'VIDEO' ? (
                <button type="button" className="link-btn" onClick={() => void play(g)} aria-label={`${t('home.guidePlay')} ${title(g)}`}>
                  {t('home.guidePlay')}
                </button>
              ) : null}
              <button type="button" className="link-btn" onClick={() => void download(g)} aria-label={`${t('home.guideDownload')} ${title(g)}`}>
                {t('home.guideDownload')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {playing ? (
        <Dialog title={playing.title} wide onClose={stop}>
          <video className="guide-video" src={playing.src} controls autoPlay aria-label={playing.title} />
        </Dialog>
      ) : null}
    </div>
  );
}

export function Welcome({ title, counts }: { title: string; counts: { label: string; value: number | string }[] }) {
  const lang = useLang();
  const today = new Date().toLocaleDateString(lang === 'EN' ? 'en-GB' : 'zh-CN', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
  return (
    <section className="welcome card">
      <div>
        <h1>{title}</h1>
        <p className="muted">{t('home.today', { date: today })}</p>
      </div>
      <dl className="stats">
        {counts.map((c) => (
          <div key={c.label}>
            <dt>{c.label}</dt>
            <dd>{c.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
