/**
 * The interaction of the authorization code flow (/oauth/interaction/:uid):
 * the user signs in under the one sign-in policy (auth/sign-in-policy.ts:
 * lock, picture code, audit; the route is rate limited), then consents to what
 * the app asks, or denies it. A supplier's user may authorize only an app meant
 * for suppliers, checked at sign-in and again at consent (the provider's
 * session may carry a sign-in made for another app).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import { errorCodes } from '@srm/domain/errors.ts';
import { format, type Lang } from '@srm/domain/i18n/messages.ts';
import type { AppContext } from '../app-context.ts';
import { issueCaptcha } from '../auth/captcha.ts';
import { captchaRequired, signIn } from '../auth/sign-in-policy.ts';
import { AppError } from '../engine/app-error.ts';
import { nameSql } from '../engine/bilingual.ts';
import { table } from '../db/tables.ts';
import { requestLang } from '../plugins/envelope.ts';
import { type AppRow, appByClientId, mayAuthorize, splitList } from './oauth-apps.ts';
import { consentPage, loginForm, refusalPage } from './oauth-pages.ts';

export type InteractionStep = 'show' | 'login' | 'confirm';

const MAX_FORM_BYTES = 16_384;

async function readForm(raw: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

const messageOf = (err: AppError, lang: Lang) => format(errorCodes[err.code].message, lang, err.params);

async function showLogin(ctx: AppContext, res: ServerResponse, uid: string, app: AppRow, lang: Lang, status = 200, error?: AppError, userName = '') {
  const captcha = captchaRequired() ? await issueCaptcha(ctx.db, ctx.config.captchaFixedAnswer) : undefined;
  send(res, status, loginForm({ uid, appName: app.appName, userName, captcha, error: error && { message: messageOf(error, lang), code: error.code } }, lang));
}

function refuse(res: ServerResponse, err: AppError, lang: Lang): void {
  send(res, err.status, refusalPage(messageOf(err, lang), err.code, lang));
}

const USER = table('saaf_users');
const GRANT = table('srm_base_oauth_app_grants');
const RESP = table('saaf_responsibilitys');

async function userOf(ctx: AppContext, accountId: string | undefined) {
  const res = await ctx.db.query<{ userName: string; userFullName: string | null; userType: string }>(
    `SELECT ${USER.$fields('user_name', 'user_full_name', 'user_type')} FROM ${USER} WHERE ${USER.user_id} = $1 AND ${USER.enabled_flag} = 'Y'`,
    [Number(accountId) || 0],
  );
  return res.rows[0];
}

async function appGrantNames(ctx: AppContext, appId: number, lang: Lang): Promise<string[]> {
  const g = GRANT.as('g');
  const r = RESP.as('r');
  const res = await ctx.db.query<{ name: string }>(
    `SELECT ${nameSql('responsibility', 'respName', lang, 'r')} AS name FROM ${g}
       JOIN ${r} ON ${r.resp_id} = ${g.resp_id} AND ${r.enabled_flag} = 'Y' WHERE ${g.app_id} = $1 ORDER BY ${r.resp_id}`,
    [appId],
  );
  return res.rows.map((r) => r.name);
}

/** The scopes the consent is for: those the provider says are missing, else those asked. */
const askedScopes = (details: InteractionDetails) =>
  (details.prompt.details?.missingOIDCScope as string[] | undefined) ?? splitList(String(details.params.scope ?? 'openid'));

async function showConsent(ctx: AppContext, res: ServerResponse, details: InteractionDetails, app: AppRow, lang: Lang): Promise<void> {
  const user = await userOf(ctx, details.session?.accountId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!mayAuthorize(app, user.userType)) throw new AppError('OAUTH_SUPPLIER_APP', { app: app.appName });
  const grants = await appGrantNames(ctx, app.appId, lang);
  send(
    res,
    200,
    consentPage({ uid: details.uid, appName: app.appName, userName: user.userFullName || user.userName, scopes: askedScopes(details), grants }, lang),
  );
}

/** Runs one step of the interaction `uid`, answering on the raw response. */
export async function interaction(ctx: AppContext, provider: Provider, request: FastifyRequest, res: ServerResponse, step: InteractionStep): Promise<void> {
  const raw = request.raw;
  const lang = requestLang(request);
  const details = await provider.interactionDetails(raw, res);
  const app = await appByClientId(ctx.db, String(details.params.client_id ?? ''));
  if (app?.enabledFlag !== 'Y') return refuse(res, new AppError('NOT_FOUND'), lang);
  try {
    if (step === 'show') {
      if (details.prompt.name === 'login') return await showLogin(ctx, res, details.uid, app, lang);
      return await showConsent(ctx, res, details, app, lang);
    }
    const form = await readForm(raw);
    if (step === 'login') return await signInStep(ctx, provider, request, res, details, app, form, lang);
    return await consentStep(ctx, provider, raw, res, details, app, form);
  } catch (err) {
    if (err instanceof AppError) return refuse(res, err, lang);
    throw err;
  }
}

async function signInStep(
  ctx: AppContext,
  provider: Provider,
  request: FastifyRequest,
  res: ServerResponse,
  details: InteractionDetails,
  app: AppRow,
  form: URLSearchParams,
  lang: Lang,
): Promise<void> {
  const userName = (form.get('userName') ?? '').trim().slice(0, 60);
  const password = (form.get('password') ?? '').slice(0, 128);
  if (!userName || !password) return showLogin(ctx, res, details.uid, app, lang, 400, new AppError('LOGIN_FAILED'), userName);
  let accountId: string;
  try {
    accountId = await signIn(
      ctx.db,
      { userName, password, captchaToken: form.get('captchaToken'), captchaCode: form.get('captchaCode'), channel: 'oauth', ip: request.ip },
      async (_tx, user) => {
        // Thrown inside the admission's transaction: the refused sign-in writes nothing.
        if (!mayAuthorize(app, user.userType)) throw new AppError('OAUTH_SUPPLIER_APP', { app: app.appName });
        return String(user.userId);
      },
    );
  } catch (err) {
    if (err instanceof AppError && err.code !== 'OAUTH_SUPPLIER_APP') return showLogin(ctx, res, details.uid, app, lang, err.status, err, userName);
    throw err;
  }
  await provider.interactionFinished(request.raw, res, { login: { accountId } }, { mergeWithLastSubmission: false });
}

async function consentStep(
  ctx: AppContext,
  provider: Provider,
  raw: IncomingMessage,
  res: ServerResponse,
  details: InteractionDetails,
  app: AppRow,
  form: URLSearchParams,
): Promise<void> {
  const accountId = details.session?.accountId;
  const user = await userOf(ctx, accountId);
  if (details.prompt.name !== 'consent' || !accountId || !user) throw new AppError('UNAUTHENTICATED');
  if (!mayAuthorize(app, user.userType)) throw new AppError('OAUTH_SUPPLIER_APP', { app: app.appName });
  if (form.get('decision') !== 'allow') {
    await provider.interactionFinished(
      raw,
      res,
      { error: 'access_denied', error_description: 'End-User denied the request' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const kept = grant ?? new provider.Grant({ accountId, clientId: app.clientId });
  kept.addOIDCScope(askedScopes(details).join(' '));
  const claims = details.prompt.details?.missingOIDCClaims as string[] | undefined;
  if (claims?.length) kept.addOIDCClaims(claims);
  const grantId = await kept.save();
  await provider.interactionFinished(raw, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
}
