/**
 * The OAuth apps of baseOauthAppList (entities/sso/oauth-app.ts) as the
 * provider reads them: the row by client id, the client metadata oidc-provider
 * expects, the grant types and scopes an app may name, and revoking everything
 * issued to an app (its secret was reset).
 */
import type { AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { unwrapSecret } from '../sourcing/sealing.ts';

export const SCOPES = ['openid', 'profile', 'api'] as const;
export const GRANT_TYPES = ['client_credentials', 'authorization_code'] as const;

export interface AppRow {
  appId: number;
  appName: string;
  clientId: string;
  clientSecret: string | null;
  redirectUris: string | null;
  grantTypes: string;
  scopes: string;
  userId: number | null;
  userName: string | null;
  supplierFlag: string;
  enabledFlag: string;
}

export const splitList = (text: string | null | undefined): string[] => (text ?? '').split(/[\s,]+/).filter(Boolean);

const APP = table('srm_base_oauth_apps');
const KEPT = table('sys_oauth_payloads');

export async function appByClientId(db: Queryable, clientId: string): Promise<AppRow | undefined> {
  const res = await db.query<AppRow>(
    `SELECT ${APP.$fields(
      'app_id',
      'app_name',
      'client_id',
      'client_secret',
      'redirect_uris',
      'grant_types',
      'scopes',
      'user_id',
      'user_name',
      'supplier_flag',
      'enabled_flag',
    )}
       FROM ${APP} WHERE ${APP.client_id} = $1`,
    [clientId],
  );
  return res.rows[0];
}

/** Whether a user of `userType` may authorize `app`: a supplier's user only an app meant for suppliers. */
export const mayAuthorize = (app: Pick<AppRow, 'supplierFlag'>, userType: string): boolean => userType !== 'EX' || app.supplierFlag === 'Y';

/** The client metadata oidc-provider expects, from an enabled app with a secret. */
export function clientMetadata(app: AppRow): AdapterPayload | undefined {
  if (app.enabledFlag !== 'Y' || !app.clientSecret) return undefined;
  const grants = splitList(app.grantTypes).filter((g) => (GRANT_TYPES as readonly string[]).includes(g));
  const code = grants.includes('authorization_code');
  return {
    client_id: app.clientId,
    client_name: app.appName,
    client_secret: unwrapSecret(app.clientSecret).toString('utf8'),
    grant_types: grants,
    response_types: code ? ['code'] : [],
    redirect_uris: code ? splitList(app.redirectUris) : [],
    scope: splitList(app.scopes).join(' '),
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

/** What the provider issued to a client (tokens, codes, grants) names it in its payload; sessions and the provider's own keys do not. */
const ISSUED = ['AccessToken', 'ClientCredentials', 'RefreshToken', 'AuthorizationCode', 'Grant', 'DeviceCode', 'BackchannelAuthenticationRequest'];

/**
 * Ends every token, code and grant issued to `clientId`. Tokens are looked up
 * in sys_oauth_payloads on every use, so this ends them for every process.
 */
export async function revokeIssued(tx: Queryable, clientId: string): Promise<void> {
  await tx.query(`DELETE FROM ${KEPT} WHERE ${KEPT.model} = ANY($1::text[]) AND ${KEPT.payload} LIKE $2`, [ISSUED, `%"clientId":${JSON.stringify(clientId)}%`]);
}
