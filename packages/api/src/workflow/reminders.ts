/**
 * Reminder settings at work: a job looks every five minutes for tasks open
 * longer than their process's (or step's) setting allows and urges their
 * assignees, in the app and by e-mail through the outbox, again every
 * `repeatHours` when given, else once.
 */
import type { Db } from '../db/db.ts';
import type { Mailer } from '../auth/mail.ts';
import { systemCaller } from '../engine/caller.ts';
import { PendingEvents } from '../engine/events.ts';
import { engineNow } from '../engine/clock.ts';
import { history, instanceById, notify, openRun } from './runtime.ts';

export const REMINDER_JOB = 'workflow.reminders';

interface Due {
  instanceId: number;
  taskIds: number[];
  userIds: number[];
  notifyFlag: string;
  emailFlag: string;
}

/** Urges what is overdue now; answers how many tasks were urged. */
export async function sendDueReminders(db: Db, mailer: Mailer | undefined): Promise<number> {
  const due = await db.query<Due>(
    `SELECT t.instance_id AS "instanceId", array_agg(t.task_id) AS "taskIds", array_agg(DISTINCT t.assignee_user_id) AS "userIds",
            max(r.notify_flag) AS "notifyFlag", max(r.email_flag) AS "emailFlag"
       FROM srm_wf_tasks t JOIN srm_wf_instances i ON i.instance_id = t.instance_id AND i.instance_status = 'RUNNING'
       JOIN LATERAL (SELECT * FROM srm_wf_reminder_settings s
                      WHERE s.process_key = i.process_key AND s.enabled_flag = 'Y' AND (s.node_id IS NULL OR s.node_id = '' OR s.node_id = t.node_id)
                      ORDER BY (s.node_id IS NULL OR s.node_id = '') LIMIT 1) r ON TRUE
      WHERE t.task_status IN ('PENDING', 'RESOLVING')
        AND t.creation_date < now() - make_interval(hours => r.after_hours::int)
        AND (t.last_urged_date IS NULL OR (r.repeat_hours IS NOT NULL AND t.last_urged_date < now() - make_interval(hours => r.repeat_hours::int)))
      GROUP BY t.instance_id`,
  );
  let urged = 0;
  for (const d of due.rows) {
    const pending = new PendingEvents();
    const mails = await db.transaction(async (tx) => {
      const instance = await instanceById(tx, Number(d.instanceId), true);
      if (instance?.instanceStatus !== 'RUNNING') return [];
      const run = await openRun(tx, pending, systemCaller(), instance, {});
      await tx.query('UPDATE srm_wf_tasks SET last_urged_date = $2 WHERE task_id = ANY($1)', [d.taskIds, engineNow()]);
      const users = d.userIds.map(Number);
      await history(run, 'URGE', { actor: -1, targets: users, comment: 'reminder' });
      const sent = d.notifyFlag === 'Y' ? await notify(run, users, 'URGE') : [];
      urged += d.taskIds.length;
      return d.emailFlag === 'Y' ? sent : [];
    });
    pending.flush();
    if (mailer) for (const m of mails) if (m.email) await mailer.send(db, m.email, m.title, m.title);
  }
  return urged;
}
