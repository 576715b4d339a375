/**
 * `POST /api/baseServer/v1/baseSsoIdentityService/link` { providerId, subject,
 * userId }: an administrator links a provider's identity (its subject, under the
 * provider's issuer) to an account by hand, the one way an administrator's own
 * account is ever linked (sso-link.ts never links one by itself).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { table } from '../db/tables.ts';

const PROVIDER = table('srm_base_sso_providers');
const USER = table('saaf_users');
const IDENTITY = table('sys_sso_identities');
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { callerOf } from '../plugins/guard.ts';
import { okMessage } from '../plugins/envelope.ts';
import { int, object, routeSchema, str } from '../openapi/route-schema.ts';
import { issuerKey, link } from './sso-link.ts';

export const LINK_ROUTE = '/api/baseServer/v1/baseSsoIdentityService/link';

const id = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) : NaN);

export function registerSsoLinkRoutes(app: FastifyInstance, db: Db): void {
  app.post(
    LINK_ROUTE,
    {
      config: { access: 'admin' },
      schema: routeSchema({
        operationId: 'ssoLinkIdentity',
        tag: 'Auth',
        summary: 'Links a single sign-on identity (provider and subject) to an account, by an administrator',
        body: object({ providerId: int(), subject: str('The provider’s `sub` of the person', 255), userId: int() }, ['providerId', 'subject', 'userId']),
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const errors: FieldViolation[] = [];
      const providerId = id(body.providerId);
      const userId = id(body.userId);
      const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
      const provider = Number.isSafeInteger(providerId)
        ? (
            await db.query<{ providerId: number; providerCode: string; issuerUrl: string }>(
              `SELECT ${PROVIDER.$fields('provider_id', 'provider_code', 'issuer_url')} FROM ${PROVIDER} WHERE ${PROVIDER.provider_id} = $1`,
              [providerId],
            )
          ).rows[0]
        : undefined;
      if (!provider)
        errors.push({
          field: 'providerId',
          key: body.providerId === undefined ? 'rule.required' : 'rule.ref',
          params: { value: String(body.providerId ?? '') },
        });
      if (!subject) errors.push({ field: 'subject', key: 'rule.required' });
      else if (subject.length > 255) errors.push({ field: 'subject', key: 'rule.maxLength', params: { max: 255 } });
      const user = Number.isSafeInteger(userId)
        ? (await db.query(`SELECT ${USER.user_id} FROM ${USER} WHERE ${USER.user_id} = $1`, [userId])).rows[0]
        : undefined;
      if (!user) errors.push({ field: 'userId', key: body.userId === undefined ? 'rule.required' : 'rule.ref', params: { value: String(body.userId ?? '') } });
      if (errors.length || !provider) throw new ValidationError(errors);
      const taken = await db.query(`SELECT 1 FROM ${IDENTITY} WHERE ${IDENTITY.issuer} = $1 AND ${IDENTITY.subject} = $2`, [
        issuerKey(provider.issuerUrl),
        subject,
      ]);
      if (taken.rows.length) throw new ValidationError([{ field: 'subject', key: 'sso.identityLinked' }]);
      await db.transaction((tx) => link(tx, provider, provider.issuerUrl, subject, userId, 'ADMIN', caller));
      return okMessage(request, 'ok.done');
    },
  );
}
