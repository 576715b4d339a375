/** Live counts of the header badges: open to-dos and unread notifications, refreshed by the realtime hub. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../lib/api.ts';
import { isSupplierUser } from '../lib/session.ts';
import { announce, onRealtime, startRealtime, stopRealtime } from '../lib/realtime.ts';

export interface Counts {
  todo: number;
  unread: number;
}

export function useLiveCounts(enabled: boolean): Counts {
  const [counts, setCounts] = useState<Counts>({ todo: 0, unread: 0 });
  // Each badge asks only when its own list changed.
  const refreshTodo = useCallback(async () => {
    try {
      const todo = await api.post<{ count: number }>(
        isSupplierUser() ? '/api/baseServer/v1/srmBaseSupplierPendingRestful/listCount' : '/api/baseServer/v1/interiorPendingRestful/listCount',
        { handleFlag: 'N', cancelFlag: 'N' },
      );
      setCounts((c) => ({ ...c, todo: todo.data.count }));
    } catch {
      /* counts are a convenience; the lists say the truth */
    }
  }, []);
  const refreshUnread = useCallback(async () => {
    try {
      const unread = await api.post<{ count: number }>('/api/baseServer/v1/srmBaseNotificationRestful/listCount', { viewedFlag: 'N' });
      setCounts((c) => ({ ...c, unread: unread.data.count }));
    } catch {
      /* as above */
    }
  }, []);
  const refresh = useCallback(
    (kind?: 'pending' | 'notification') => {
      if (kind !== 'notification') void refreshTodo();
      if (kind !== 'pending') void refreshUnread();
    },
    [refreshTodo, refreshUnread],
  );
  useEffect(() => {
    if (!enabled) return;
    startRealtime();
    refresh();
    const off = onRealtime(refresh);
    return () => {
      off();
      stopRealtime();
    };
  }, [enabled, refresh]);
  // Screens that change counts themselves tell the shell through the same channel as the hub.
  useEffect(() => {
    if (!enabled) return;
    const handler = () => announce('pending');
    window.addEventListener('srm-counts-changed', handler);
    return () => window.removeEventListener('srm-counts-changed', handler);
  }, [enabled]);
  return counts;
}
