/**
 * The one client of the portal: the domain's typed client signed with the
 * current session, language and responsibility. An expired session sends the
 * user back to /login.
 */
import { ApiError, createClient } from '@srm/domain/client/api-client.ts';
import type { Envelope } from '@srm/domain/errors.ts';
import type { ToastOptions } from '@srm/elements/components/toast/toast.ts';
import { getLang, getSession, setSession } from './session.ts';
import { t } from './i18n.ts';

const base = createClient({
  getToken: () => getSession()?.token ?? null,
  getLanguage: () => getLang(),
  getRespId: () => getSession()?.respId ?? null,
});

let onExpired: (() => void) | null = null;
export function whenSessionExpires(fn: () => void): void {
  onExpired = fn;
}

async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ApiError && err.envelope.code === 'UNAUTHENTICATED' && getSession()) {
      setSession(null);
      onExpired?.();
    }
    throw err;
  }
}

export const api = {
  ...base,
  post<T = unknown>(path: string, payload: unknown = {}): Promise<Envelope<T>> {
    return guarded(() => base.post<T>(path, payload));
  },
  /** The unwrapped data of a call. */
  async data<T = unknown>(path: string, payload: unknown = {}): Promise<T> {
    return (await api.post<T>(path, payload)).data;
  },
};

export { ApiError };

/**
 * The request id of a server error (status E: a fault, not the user's input),
 * in the current language, or '' for other failures: shown small beside the
 * message, so a screenshot leads support to the server's log line.
 */
export function errorReference(err: unknown): string {
  const id = serverErrorId(err);
  return id ? t('error.requestId', { id }) : '';
}

/**
 * The request id of a failure the server could not help (5xx: a fault, the database away), which the one who reads
 * the log needs; a refusal the message explains (a wrong password, a missing field) is shown without it.
 */
function serverErrorId(err: unknown): string | undefined {
  return err instanceof ApiError && err.httpStatus >= 500 ? err.envelope.requestId : undefined;
}

/** The message to show for any failure, with a server error's request id after it. */
export function errorMessage(err: unknown): string {
  const id = serverErrorId(err);
  return id ? t('error.withRequestId', { message: messageOf(err), id }) : messageOf(err);
}

function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.envelope.msg || err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}

/** The error toast of a failure: its message, and a server error's request id as the small line under it. */
export function errorToast(err: unknown): ToastOptions {
  return { message: messageOf(err), detail: errorReference(err), type: 'error' };
}

export const LOGIN = '/api/baseServer/v1/baseLoginService';
