/**
 * Home of EX users: welcome with the supplier name, the supplier's to-do (200)
 * and done (20) lists, notifications, announcements, shortcut menus kept in
 * this browser only, and the operation guide.
 */
import { t } from '../lib/i18n.ts';
import { mainUrl } from '../lib/router.ts';
import { getSession } from '../lib/session.ts';
import { useShell } from '../shell/data.ts';
import { SrmTodoPanel } from '@srm/elements/react/srm-todo-panel.ts';
import { Guide, NoticeList, NotificationCard, Shortcuts, useTodoLists, Welcome } from './HomeParts.tsx';

export default function SupplierHome() {
  const shell = useShell();
  const user = getSession()!.user;
  const { todo, done, todoCount, showDone } = useTodoLists();

  return (
    <div className="page home" data-home="supplier">
      <Welcome
        title={t('home.welcomeSupplier', { name: user.supplierName ?? user.userFullName ?? user.userName })}
        counts={[{ label: t('home.todoCount'), value: todoCount }]}
      />
      <SrmTodoPanel
        todoItems={todo}
        doneItems={done}
        billTypes={shell.lookups.SYS_TOBEDO ?? []}
        handleHidden
        onSrmTodoTabChange={(e) => e.detail.tab === 'done' && showDone()}
        onSrmTodoOpen={(e) => e.detail.item.billLink && shell.open(`/main/${e.detail.item.billLink}`)}
        onSrmTodoMore={(e) => {
          const list = e.detail.list;
          if (list === 'todo' || list === 'done') shell.open(mainUrl('supplierPendingList', { handleFlag: list === 'done' ? 'Y' : undefined }));
          else if (list === 'notice') shell.open(mainUrl('notice/noticeMore'));
          // The operation guide's "more": the help articles (screens/admin-console).
          else if (list === 'guidelines') shell.open(mainUrl('helpCenter'));
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
