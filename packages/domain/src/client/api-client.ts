/**
 * The typed client of the contract: signs every call, carries token, language
 * and responsibility, and unwraps the envelope.
 */
import type { EntityDef } from '../entity/types.ts';
import { restPath } from '../entity/rest-path.ts';
import type { Envelope } from '../errors.ts';
import { HEADERS, WEB_CERTIFICATE } from './headers.ts';
import { signRequest } from './signature.ts';

export interface ClientOptions {
  baseUrl?: string;
  getToken: () => string | null;
  getLanguage: () => 'CN' | 'EN';
  getRespId?: () => number | null;
  fetch?: typeof fetch;
}

export class ApiError extends Error {
  readonly envelope: Envelope;
  readonly httpStatus: number;
  constructor(envelope: Envelope, httpStatus: number) {
    super(envelope.msg);
    this.envelope = envelope;
    this.httpStatus = httpStatus;
  }
}

export interface Page<T> {
  rows: T[];
  count: number;
}

export function createClient(options: ClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl ?? '';

  async function headers(): Promise<Record<string, string>> {
    const token = options.getToken() ?? '';
    const timestamp = String(Date.now());
    const h: Record<string, string> = {
      'content-type': 'application/json',
      [HEADERS.timestamp]: timestamp,
      [HEADERS.signature]: await signRequest(timestamp, token),
      [HEADERS.certificate]: WEB_CERTIFICATE,
      [HEADERS.language]: options.getLanguage(),
    };
    if (token) h[HEADERS.authorization] = token;
    const resp = options.getRespId?.();
    if (resp) h[HEADERS.respId] = String(resp);
    return h;
  }

  async function post<T = unknown>(path: string, payload: unknown = {}): Promise<Envelope<T>> {
    const res = await doFetch(base + path, { method: 'POST', headers: await headers(), body: JSON.stringify(payload) });
    const envelope = (await res.json()) as Envelope<T>;
    if (envelope.status !== 'S') throw new ApiError(envelope, res.status);
    return envelope;
  }

  return {
    post,
    headers,
    async listByPage<T>(def: EntityDef, params: Record<string, unknown>): Promise<Page<T>> {
      const env = await post<T[]>(restPath(def, 'listByPage'), params);
      return { rows: env.data, count: env.count ?? 0 };
    },
    async findById<T>(def: EntityDef, id: number): Promise<T> {
      return (await post<T>(restPath(def, 'findById'), { [def.key]: id })).data;
    },
    async save<T>(def: EntityDef, record: Record<string, unknown>): Promise<T> {
      return (await post<T>(restPath(def, 'saveOrUpdate'), record)).data;
    },
    async remove(def: EntityDef, id: number): Promise<void> {
      await post(restPath(def, 'delete'), { [def.key]: id });
    },
    async act<T>(def: EntityDef, operation: string, id: number, versionNum: number, comment?: string): Promise<T> {
      return (await post<T>(restPath(def, operation), { [def.key]: id, versionNum, comment })).data;
    },
  };
}

export type ApiClient = ReturnType<typeof createClient>;
