/**
 * Who a bearer access token of our provider acts as. A client-credentials
 * token: the app's technical user, with the grants of the responsibilities
 * given to the app. An authorization-code token: the person who signed in and
 * consented, with no more than both allow: per entity the resource codes the
 * user's responsibilities grant and the app's too, and data limits narrowed
 * by both. The user's supplier scope holds as in the portal.
 */
import type { Lang } from '@srm/domain/i18n/messages.ts';
import type Provider from 'oidc-provider';
import type { AppContext } from '../app-context.ts';
import type { Caller, DataLimits } from '../engine/caller.ts';
import { table } from '../db/tables.ts';
import { type AppRow, appByClientId, mayAuthorize, splitList } from './oauth-apps.ts';

type Grants = Map<string, Set<string>>;

async function grantsOfAll(ctx: AppContext, respIds: number[]): Promise<Grants> {
  const grants: Grants = new Map();
  for (const respId of respIds)
    for (const [entity, codes] of await ctx.auth.grantsOf(respId)) grants.set(entity, new Set([...(grants.get(entity) ?? []), ...codes]));
  return grants;
}

export function intersectGrants(a: Grants, b: Grants): Grants {
  const both: Grants = new Map();
  for (const [entity, codes] of a) {
    const kept = new Set([...codes].filter((c) => b.get(entity)?.has(c)));
    if (kept.size) both.set(entity, kept);
  }
  return both;
}

/** A dimension either side limits is limited to the ids both allow. */
export function intersectLimits(a: DataLimits, b: DataLimits): DataLimits {
  const both: DataLimits = { ...a };
  for (const [dimension, ids] of Object.entries(b) as [keyof DataLimits, number[]][]) {
    const mine = a[dimension];
    both[dimension] = mine ? mine.filter((id) => ids.includes(id)) : ids;
  }
  return both;
}

const GRANT = table('srm_base_oauth_app_grants');
const RESP = table('saaf_responsibilitys');
const USER = table('saaf_users');

async function appResps(ctx: AppContext, app: AppRow): Promise<number[]> {
  const g = GRANT.as('g');
  const r = RESP.as('r');
  const res = await ctx.db.query<{ respId: number }>(
    `SELECT ${g.$fields('resp_id')} FROM ${g} JOIN ${r} ON ${r.resp_id} = ${g.resp_id} AND ${r.enabled_flag} = 'Y'
      WHERE ${g.app_id} = $1 ORDER BY ${g.resp_id}`,
    [app.appId],
  );
  return res.rows.map((r) => Number(r.respId));
}

async function userCaller(ctx: AppContext, app: AppRow & { userId: number }, accountId: string, appGrants: Grants, lang: Lang): Promise<Caller | undefined> {
  const found = await ctx.db.query<{ userId: number; userName: string; userType: string; supplierId: number | null }>(
    `SELECT ${USER.$fields('user_id', 'user_name', 'user_type', 'supplier_id')}
       FROM ${USER} WHERE ${USER.user_id} = $1 AND ${USER.enabled_flag} = 'Y'`,
    [Number(accountId) || 0],
  );
  const user = found.rows[0];
  if (!user || !mayAuthorize(app, user.userType)) return undefined;
  const held = [...(await ctx.auth.heldResponsibilities(user.userId))].sort((x, y) => x - y);
  const [mine, appLimits, myLimits] = await Promise.all([
    grantsOfAll(ctx, held),
    ctx.auth.dataLimitsOf(app.userId, 'INSIDE'),
    ctx.auth.dataLimitsOf(user.userId, user.userType),
  ]);
  return {
    userId: user.userId,
    userName: user.userName,
    userType: user.userType,
    supplierId: user.supplierId,
    respId: held[0] ?? null,
    isAdmin: false,
    lang,
    grants: intersectGrants(mine, appGrants),
    data: intersectLimits(myLimits, appLimits),
  };
}

/** The caller of `token`; undefined when it is unknown, expired, lacks the `api` scope, or its app or user is disabled. */
export async function tokenCaller(ctx: AppContext, provider: Provider, token: string, lang: Lang): Promise<Caller | undefined> {
  const credentials = await provider.ClientCredentials.find(token).catch(() => undefined);
  const found = credentials ?? (await provider.AccessToken.find(token).catch(() => undefined));
  if (!found || found.isExpired || !found.clientId) return undefined;
  if (!splitList(found.scope).includes('api')) return undefined;
  const app = await appByClientId(ctx.db, found.clientId);
  if (app?.enabledFlag !== 'Y' || !app.userId) return undefined;
  const resps = await appResps(ctx, app);
  const appGrants = await grantsOfAll(ctx, resps);
  if (!credentials) return found.accountId ? userCaller(ctx, { ...app, userId: app.userId }, found.accountId, appGrants, lang) : undefined;
  return {
    userId: app.userId,
    userName: app.userName ?? app.clientId,
    userType: 'INSIDE',
    supplierId: null,
    respId: resps[0] ?? null,
    isAdmin: false,
    lang,
    grants: appGrants,
    data: await ctx.auth.dataLimitsOf(app.userId, 'INSIDE'),
  };
}
