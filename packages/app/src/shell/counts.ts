/**
 * Live counts of the header badges: open to-dos and unread notifications. They
 * read the home's own to-do list and notification card (the same questions,
 * lib/home-questions.ts, so each is asked once), and both are asked again, once, when the realtime hub says their list changed.
 */
import { useEffect } from 'react';
import { notificationsQuestion, todoQuestion, unreadOf } from '../lib/home-questions.ts';
import { announce, startRealtime, stopRealtime } from '../lib/realtime.ts';
import { useShared } from '../lib/shared-query.ts';

export interface Counts {
  todo: number;
  unread: number;
}

export function useLiveCounts(enabled: boolean): Counts {
  // Counts are a convenience: a failed call leaves the badge as it was, the lists say the truth.
  const todo = useShared<unknown[]>(enabled ? todoQuestion() : null);
  const notifications = useShared<unknown[]>(enabled ? notificationsQuestion() : null);
  useEffect(() => {
    if (!enabled) return;
    startRealtime();
    return () => stopRealtime();
  }, [enabled]);
  // Screens that change counts themselves tell the shell through the same channel as the hub.
  useEffect(() => {
    if (!enabled) return;
    const handler = () => announce('pending');
    window.addEventListener('srm-counts-changed', handler);
    return () => window.removeEventListener('srm-counts-changed', handler);
  }, [enabled]);
  return {
    todo: todo.envelope ? (todo.envelope.count ?? todo.envelope.data.length) : 0,
    unread: unreadOf(notifications.envelope?.groups),
  };
}
