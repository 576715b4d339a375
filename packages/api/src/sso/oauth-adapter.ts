/**
 * oidc-provider's storage: everything it keeps (tokens, codes, grants,
 * sessions, interactions) in sys_oauth_payloads, so every server process
 * answers the same; clients are read from the apps' table. Its signing key and
 * cookie keys are made once and kept there too, wrapped under the master key
 * (sourcing/sealing.ts).
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/db.ts';
import { table, type ColumnOf } from '../db/tables.ts';
import { unwrapSecret, wrapSecret } from '../sourcing/sealing.ts';
import { appByClientId, clientMetadata } from './oauth-apps.ts';

type Row = { payload: string; expiresAt: string | null; consumedAt: string | null };

const KEPT = table('sys_oauth_payloads');

export function adapterClass(db: Db) {
  return class DbAdapter implements Adapter {
    private readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db.query(
        `INSERT INTO ${KEPT} (${KEPT.$list('model', 'oid', 'payload', 'grant_ref', 'uid', 'user_code', 'expires_at')})
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int > 0 THEN now() + make_interval(secs => $7::int) END)
         ON CONFLICT (${KEPT.$list('model', 'oid')}) DO UPDATE SET ${KEPT.payload} = EXCLUDED.${KEPT.payload}, ${KEPT.grant_ref} = EXCLUDED.${KEPT.grant_ref},
           ${KEPT.uid} = EXCLUDED.${KEPT.uid}, ${KEPT.user_code} = EXCLUDED.${KEPT.user_code}, ${KEPT.expires_at} = EXCLUDED.${KEPT.expires_at},
           ${KEPT.last_update_date} = now()`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.userCode ?? null, expiresIn ?? 0],
      );
    }

    private async one(where: ColumnOf<'sys_oauth_payloads'>, value: string): Promise<AdapterPayload | undefined> {
      const res = await db.query<Row>(
        `SELECT ${KEPT.$fields('payload', 'expires_at', 'consumed_at')} FROM ${KEPT}
          WHERE ${KEPT.model} = $1 AND ${KEPT[where]} = $2 AND (${KEPT.expires_at} IS NULL OR ${KEPT.expires_at} > now())`,
        [this.model, value],
      );
      const row = res.rows[0];
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(new Date(row.consumedAt).getTime() / 1000) } : payload;
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') {
        const app = await appByClientId(db, id);
        return app ? clientMetadata(app) : undefined;
      }
      return this.one('oid', id);
    }

    findByUserCode(userCode: string) {
      return this.one('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.one('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db.query(`UPDATE ${KEPT} SET ${KEPT.consumed_at} = now() WHERE ${KEPT.model} = $1 AND ${KEPT.oid} = $2`, [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query(`DELETE FROM ${KEPT} WHERE ${KEPT.model} = $1 AND ${KEPT.oid} = $2`, [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query(`DELETE FROM ${KEPT} WHERE ${KEPT.grant_ref} = $1`, [grantId]);
    }
  };
}

/** A secret of the provider made once (first process wins) and kept wrapped in sys_oauth_payloads. */
export async function keptSecret<T>(db: Db, name: string, make: () => T): Promise<T> {
  await db.query(
    `INSERT INTO ${KEPT} (${KEPT.$list('model', 'oid', 'payload')}) VALUES ('ProviderSecret', $1, $2) ON CONFLICT (${KEPT.$list('model', 'oid')}) DO NOTHING`,
    [name, wrapSecret(Buffer.from(JSON.stringify(make())))],
  );
  const res = await db.query<{ payload: string }>(`SELECT ${KEPT.payload} FROM ${KEPT} WHERE ${KEPT.model} = 'ProviderSecret' AND ${KEPT.oid} = $1`, [name]);
  return JSON.parse(unwrapSecret(res.rows[0].payload).toString('utf8')) as T;
}
