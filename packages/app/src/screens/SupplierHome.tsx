/**
 * Home of EX users: welcome with the supplier name, the supplier's to-do (200)
 * and done (20) lists, notifications, announcements, shortcut menus kept in
 * this browser only, and the operation guide.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../lib/api.ts';
import { t, useLang } from '../lib/i18n.ts';
import { mainUrl } from '../lib/router.ts';
import { getSession } from '../lib/session.ts';
import { useShell } from '../shell/data.ts';
import { SrmTodoPanel } from '@srm/elements/react/srm-todo-panel.ts';
import type { PendingItem } from '@srm/elements/components/todo-panel/todo-panel.ts';
import { Guide, NoticeList, NotificationCard, Shortcuts, useLive, Welcome } from './HomeParts.tsx';

const PENDING = '/api/baseServer/v1/srmBaseSupplierPendingRestful';
export const SUPPLIER_TODO_ROWS = 200;
export const SUPPLIER_DONE_ROWS = 20;

export default function SupplierHome() {
  const shell = useShell();
  const lang = useLang();
  const user = getSession()!.user;
  const [todo, setTodo] = useState<PendingItem[]>([]);
  const [done, setDone] = useState<PendingItem[]>([]);
  const [count, setCount] = useState(0);

  const load = useCallback(async () => {
    try {
      const [a, b] = await Promise.all([
        api.post<PendingItem[]>(`${PENDING}/listByPage`, {
          pageIndex: 1,
          pageRows: SUPPLIER_TODO_ROWS,
          supplierId: user.supplierId,
          handleFlag: 'N',
          cancelFlag: 'N',
          exactCount: true,
        }),
        api.post<PendingItem[]>(`${PENDING}/listByPage`, {
          pageIndex: 1,
          pageRows: SUPPLIER_DONE_ROWS,
          supplierId: user.supplierId,
          handleFlag: 'Y',
          cancelFlag: 'N',
          sort: '-handleDate',
        }),
      ]);
      setTodo(a.data);
      setDone(b.data);
      setCount(a.count ?? a.data.length);
    } catch {
      /* the panel shows its empty state */
    }
  }, [user.supplierId]);
  useEffect(() => void load(), [load, lang]);
  useLive('pending', () => void load());

  return (
    <div className="page home" data-home="supplier">
      <Welcome
        title={t('home.welcomeSupplier', { name: user.supplierName ?? user.userFullName ?? user.userName })}
        counts={[{ label: t('home.todoCount'), value: count }]}
      />
      <SrmTodoPanel
        todoItems={todo}
        doneItems={done}
        billTypes={shell.lookups.SYS_TOBEDO ?? []}
        handleHidden
        onSrmTodoOpen={(e) => e.detail.item.billLink && shell.open(`/main/${e.detail.item.billLink}`)}
        onSrmTodoMore={(e) => {
          const list = e.detail.list;
          if (list === 'todo' || list === 'done') shell.open(mainUrl('supplierPendingList', { handleFlag: list === 'done' ? 'Y' : undefined }));
          else if (list === 'notice') shell.open(mainUrl('notice/noticeMore'));
        }}
      >
        <NoticeList slot="notices" />
        <Guide slot="guidelines" />
        <Shortcuts slot="shortcuts" local />
      </SrmTodoPanel>
      <div className="home-row single">
        <NotificationCard />
      </div>
    </div>
  );
}
