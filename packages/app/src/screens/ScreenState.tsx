/**
 * What a screen shows while its data loads, when there is none, and when the server refused it: one look and one
 * wording on every screen. `<Loaded>` picks among them for a value that arrives later (undefined until then).
 */
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api.ts';
import { t } from '../lib/i18n.ts';

export function ScreenLoading({ label }: { label?: string }) {
  return (
    <div className="screen-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </div>
  );
}

/** A sentence saying there is nothing (and, where it helps, what to do about it). */
export function ScreenEmpty({ children }: { children?: ReactNode }) {
  return (
    <div className="screen-empty" role="status">
      {children ?? t('common.empty')}
    </div>
  );
}

/**
 * The server's message, and its request id whatever the status: a screen that could not load is what a user
 * reports, and the id finds the log line (a form's refusal keeps to `errorMessage`, whose id is for faults only).
 */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = errorMessage(error);
  const id = error instanceof ApiError ? error.envelope.requestId : undefined;
  return (
    <div className="screen-error" role="alert">
      <span>{message}</span>
      {id && !message.includes(id) && <small className="screen-error-id">{t('error.requestId', { id })}</small>}
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * Loading until `data` is there (undefined), the error when there is one, the empty sentence when `isEmpty(data)`,
 * else the screen's content.
 */
export function Loaded<T>(props: {
  data: T | undefined;
  error?: unknown;
  onRetry?: () => void;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, error, onRetry, isEmpty, empty, children } = props;
  if (error) return <ScreenError error={error} onRetry={onRetry} />;
  if (data === undefined) return <ScreenLoading />;
  if (isEmpty?.(data)) return <ScreenEmpty>{empty}</ScreenEmpty>;
  return <>{children(data)}</>;
}
