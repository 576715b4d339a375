/**
 * Inbound interfaces: an ERP pushes a record (a material, a supplier, an order)
 * to POST /api/baseServer/v1/scsiInbound/{definitionCode}. The call is not a
 * signed-in user's: it carries the definition's API key (header `X-Api-Key`, or
 * the header the definition names), and `X-Timestamp`, `X-Message-Id` and
 * `X-Signature` signing the three with the body under the definition's
 * signing secret (./signing.ts; every inbound definition has one, and one
 * without is refused every message); a message more than five minutes from the
 * server's clock is refused. The message id (`X-Message-Id`, or `messageId`
 * in the body; the two agree when both are sent) makes it idempotent: a
 * message accepted before is answered with the first answer and written
 * nowhere. The mapped record is saved through the entity engine (validation,
 * audit) as the system; an existing record with the same unique code is
 * updated. Every call that names an interface is logged, a refusal with its
 * reason.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import type { AppContext } from '../app-context.ts';
import { ident, type Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { systemCaller } from '../engine/caller.ts';
import { translateDbError } from '../engine/db-errors.ts';
import { PendingEvents } from '../engine/events.ts';
import type { Row } from '../engine/operations.ts';
import { routeSchema, object, str } from '../openapi/route-schema.ts';
import { errorEnvelope, ok, requestLang } from '../plugins/envelope.ts';
import { secretOf } from './definitions.ts';
import { applyMaps, missingRequired, readPath } from './mapping.ts';
import { type Definition, loadDefinition } from './outbound.ts';
import { isFresh, MESSAGE_ID_HEADER, SIGNATURE_HEADER, signatureMatches, TIMESTAMP_HEADER, WINDOW_SECONDS } from './signing.ts';

export const INBOUND_BASE = '/api/baseServer/v1/scsiInbound';
const MAX_TEXT = 20_000;

interface Logged {
  messageId: string;
  status: 'ACCEPTED' | 'REJECTED' | 'DUPLICATE';
  request: string;
  response: unknown;
  httpStatus: number;
  started: number;
  error?: string;
  recordId?: number;
  dedupe?: string;
}

const LOG = table('srm_scsi_platform_logs');

async function log(q: Queryable, d: Definition, m: Logged): Promise<void> {
  await q.query(
    `INSERT INTO ${LOG} (${LOG.$list(
      'definition_id',
      'definition_code',
      'definition_name',
      'direction',
      'message_id',
      'dedupe_key',
      'entity_name',
      'record_id',
      'request_body',
      'response_body',
      'http_status',
      'duration_ms',
      'attempts',
      'max_attempts',
      'log_status',
      'error_message',
      'delivered_at',
    )})
     VALUES ($1, $2, $3, 'INBOUND', $4, $5, $6, $7, $8, $9, $10, $11, 1, 1, $12, $13, now())`,
    [
      d.definitionId,
      d.definitionCode,
      d.definitionName,
      m.messageId || '-',
      m.dedupe ?? null,
      d.targetEntity,
      m.recordId ?? null,
      m.request.slice(0, MAX_TEXT),
      JSON.stringify(m.response).slice(0, MAX_TEXT),
      m.httpStatus,
      Date.now() - m.started,
      m.status,
      m.error?.slice(0, 4000) ?? null,
    ],
  );
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type Headers = Record<string, string | string[] | undefined>;

function headerOf(headers: Headers, name: string): string {
  const v = headers[name.toLowerCase()];
  return typeof v === 'string' ? v : '';
}

/** The API key, the signature over timestamp, message id and body, and the timestamp's freshness. */
function authenticate(headers: Headers, d: Definition, raw: string): void {
  const expected = secretOf(d.authSecret);
  const given = headerOf(headers, d.authUser || 'x-api-key');
  if (!expected || !given || !same(given, expected)) throw new AppError('INTERFACE_AUTH', { code: d.definitionCode });
  // A definition saved before signing was required has none: its messages are refused, never taken unsigned.
  const signing = secretOf(d.signSecret);
  if (!signing) throw new AppError('INTERFACE_SIGNATURE', { code: d.definitionCode });
  const timestamp = headerOf(headers, TIMESTAMP_HEADER);
  if (!signatureMatches(signing, timestamp, headerOf(headers, MESSAGE_ID_HEADER), raw, headerOf(headers, SIGNATURE_HEADER))) {
    throw new AppError('INTERFACE_SIGNATURE', { code: d.definitionCode });
  }
  // Signed, but long ago: a captured message sent again.
  if (!isFresh(timestamp)) throw new AppError('INTERFACE_TIMESTAMP', { code: d.definitionCode, minutes: WINDOW_SECONDS / 60 });
}

/** The message's id: the header's or the body's (both signed when the interface signs), which must agree when both are given. */
function messageIdOf(headers: Headers, message: object): string {
  const header = headerOf(headers, MESSAGE_ID_HEADER);
  const inBody = readPath(message, 'messageId');
  const body = inBody === undefined || inBody === null ? '' : String(inBody);
  if (header && body && header !== body) throw new AppError('INTERFACE_MESSAGE_ID_MISMATCH', { header, body });
  const id = header || body;
  if (!id) throw new AppError('INTERFACE_MESSAGE_ID');
  return id;
}

/** The record to save: mapped fields, and the key and version of the record with the same unique code when there is one. */
async function recordOf(q: Queryable, d: Definition, message: unknown): Promise<Row> {
  const def = getEntity(d.targetEntity!);
  const missing = missingRequired(message, d.reqMaps);
  if (missing.length) throw new ValidationError(missing.map((m) => ({ field: m.targetField, key: 'rule.required' })));
  const record: Row = applyMaps(message, d.reqMaps);
  const unique = def.fields.find((f) => f.unique && record[f.name] !== undefined && record[f.name] !== null && record[f.name] !== '');
  if (unique) {
    const found = await q.query<{ id: number; v: number }>(
      `SELECT ${ident(toSnake(def.key))} AS id, version_num AS v FROM ${ident(def.table)} WHERE ${ident(toSnake(unique.name))} = $1`,
      [String(record[unique.name])],
    );
    if (found.rows[0]) Object.assign(record, { [def.key]: Number(found.rows[0].id), versionNum: Number(found.rows[0].v) });
  }
  return record;
}

async function firstAnswer(q: Queryable, dedupe: string): Promise<unknown> {
  const res = await q.query<{ body: string }>(`SELECT ${LOG.response_body} AS body FROM ${LOG} WHERE ${LOG.dedupe_key} = $1`, [dedupe]);
  return res.rows[0] ? JSON.parse(res.rows[0].body) : undefined;
}

/** Takes one message for the interface `code`: the raw body and the request's headers (lower-case names). */
export async function receive(
  ctx: Pick<AppContext, 'db' | 'ops'>,
  headers: Headers,
  lang: Lang,
  code: string,
  raw: string,
): Promise<{ status: number; body: unknown }> {
  const { db, ops } = ctx;
  const started = Date.now();
  const d = await loadDefinition(db, { code });
  if (d?.direction !== 'INBOUND' || d.definitionStatus !== 'EFFECTIVE' || !d.targetEntity) throw new AppError('INTERFACE_UNKNOWN', { code });
  let messageId = headerOf(headers, 'x-message-id');
  const refuse = async (err: unknown): Promise<never> => {
    const e = translateDbError(err);
    const envelope = e instanceof AppError ? errorEnvelope(e, lang) : { status: 'E', msg: String(e) };
    await log(db, d, {
      messageId,
      status: 'REJECTED',
      request: raw,
      response: envelope,
      httpStatus: e instanceof AppError ? e.status : 500,
      started,
      error: envelope.msg,
    });
    throw e;
  };
  let message: unknown;
  try {
    authenticate(headers, d, raw);
    try {
      message = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      throw new AppError('MALFORMED_JSON');
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) throw new AppError('BODY_NOT_OBJECT');
    messageId = messageIdOf(headers, message);
  } catch (err) {
    return refuse(err);
  }
  const dedupe = `${d.definitionId}:${messageId}`;
  const duplicate = async () => {
    const first = await firstAnswer(db, dedupe);
    await log(db, d, { messageId, status: 'DUPLICATE', request: raw, response: first, httpStatus: 200, started });
    return { status: 200, body: first };
  };
  if ((await firstAnswer(db, dedupe)) !== undefined) return duplicate();
  const def = getEntity(d.targetEntity);
  const pending = new PendingEvents();
  try {
    const answer = await db.transaction(async (tx) => {
      const record = await recordOf(tx, d, message);
      const id = await ops.saveOne(tx, def, systemCaller(lang), record, pending, true);
      const saved = await ops.findById(def, systemCaller(lang), { [def.key]: id }, tx);
      const data = d.resMaps.length ? applyMaps(saved, d.resMaps) : { [def.key]: id, ...(def.titleField ? { [def.titleField]: saved[def.titleField] } : {}) };
      const envelope = { ...ok({ messageId, ...data }) };
      await log(tx, d, { messageId, status: 'ACCEPTED', request: raw, response: envelope, httpStatus: 200, started, recordId: id, dedupe });
      return envelope;
    });
    pending.flush();
    return { status: 200, body: answer };
  } catch (err) {
    // The same message id raced in and won: this one is its duplicate.
    if ((await firstAnswer(db, dedupe)) !== undefined) return duplicate();
    return refuse(err);
  }
}

export function registerInboundRoute(app: FastifyInstance, ctx: AppContext): void {
  // Its own JSON parser (the raw text, for the signature), in a context of its own.
  void app.register((sub, _opts, done) => {
    sub.removeContentTypeParser('application/json');
    sub.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, String(body)));
    sub.post<{ Params: { code: string }; Body: string }>(
      `${INBOUND_BASE}/:code`,
      {
        config: { access: 'public', unsigned: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: routeSchema({
          operationId: 'scsiInbound',
          tag: 'interface',
          summary: "An ERP's message to an inbound interface",
          description:
            'Headers: the API key (`X-Api-Key`, or the header the interface names) and `X-Message-Id` (or `messageId` in the body; both must agree). ' +
            'Also `X-Timestamp` (seconds since 1970, within 5 minutes of the server clock) and ' +
            '`X-Signature: sha256=<hex HMAC-SHA256(secret, "<X-Timestamp>.<X-Message-Id>.<raw body>")>`. A message id accepted before is answered with its first answer.',
          params: object({ code: str('The interface code') }, ['code']),
          security: [{ inboundApiKey: [], messageTimestamp: [], messageId: [], messageSignature: [] }],
        }),
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
        const { status, body } = await receive(ctx, request.headers, requestLang(request), request.params.code, raw);
        return reply.status(status).send(body);
      },
    );
    done();
  });
}
