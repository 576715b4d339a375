/**
 * An integrator's API app as a test needs one: registered by the administrator for client credentials
 * (scope `api`), acting with the buyer's first responsibility, and its secret issued once.
 */
import assert from 'node:assert/strict';
import type { Answer, Client, TestContext } from './helper.ts';

/** The first responsibility of a demo user, by sign-in name. */
export async function firstRespOf(t: TestContext, userName: string): Promise<number> {
  const found = await t.db.query<{ respId: number }>(
    `SELECT ur.resp_id AS "respId" FROM saaf_user_resp ur JOIN saaf_users u ON u.user_id = ur.user_id WHERE u.user_name = $1 ORDER BY ur.resp_id LIMIT 1`,
    [userName],
  );
  assert.ok(found.rows[0], `${userName} holds a responsibility`);
  return found.rows[0].respId;
}

export interface ApiApp {
  appId: number;
  clientId: string;
  clientSecret: string;
  /** The answers of the save and of the secret's issue, for a test of what they say. */
  saved: Answer['body'];
  issued: Answer['body'];
}

/** Registers a client-credentials app acting as the buyer, and issues its secret. */
export async function registerBuyerApiApp(t: TestContext, admin: Client, appName: string): Promise<ApiApp> {
  const saved = await admin.entity('oauthApp', 'saveOrUpdate', {
    appName,
    grantTypes: 'client_credentials',
    scopes: 'api',
    enabledFlag: 'Y',
    grants: [{ respId: await firstRespOf(t, 'buyer') }],
  });
  assert.equal(saved.body.status, 'S', saved.body.msg);
  const issued = await admin.entity('oauthApp', 'doResetSecret', { appId: saved.body.data.appId });
  assert.equal(issued.body.status, 'S', issued.body.msg);
  return {
    appId: saved.body.data.appId,
    clientId: issued.body.data.clientId,
    clientSecret: issued.body.data.clientSecret,
    saved: saved.body,
    issued: issued.body,
  };
}
