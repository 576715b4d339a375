/**
 * The one client of the portal: the domain's typed client signed with the
 * current session, language and responsibility. An expired session sends the
 * user back to /login.
 */
import { ApiError, createClient } from '@srm/domain/client/api-client.ts';
import type { Envelope } from '@srm/domain/errors.ts';
import { getLang, getSession, setSession } from './session.ts';

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

/** The message to show for any failure. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.envelope.msg || err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}

export const LOGIN = '/api/baseServer/v1/baseLoginService';
