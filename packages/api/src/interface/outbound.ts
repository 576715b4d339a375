/**
 * Outbound interfaces: a business event (an order released) makes one message
 * per EFFECTIVE outbound definition listening to it, built from the record
 * through the request mapping, logged PENDING and queued (job
 * `interface.deliver`). Each attempt is a job of its own: it sends with the
 * definition's current URL, authentication and interceptors, and logs the
 * outcome; a failure queues the next attempt after the definition's back-off,
 * and the last one leaves the message DEAD. A dead message is replayed
 * (`doReplay`, one or several): its body is rebuilt from the current mapping
 * and a new message queued, the old one REPLAYED, so a second replay of it is
 * refused and the ERP receives it once.
 */
import { randomUUID } from 'node:crypto';
import { BUSINESS_EVENTS } from '@srm/domain/events/business-events.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { lookupCatalogue } from '@srm/domain/lookups/all-lookups.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import type { Db, Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { AppError } from '../engine/app-error.ts';
import { onBusinessEvent } from '../engine/business-events.ts';
import { systemCaller } from '../engine/caller.ts';
import { type EntityOperations, registerOperation } from '../engine/operations.ts';
import { enqueue } from '../jobs/queue.ts';
import { callOutbound } from '../net/outbound-request.ts';
import { secretOf } from './definitions.ts';
import { applyMaps, type FieldMap, readPath, writePath } from './mapping.ts';
import { signedHeaders } from './signing.ts';

export const DELIVER_JOB = 'interface.deliver';

export interface Definition {
  definitionId: number;
  definitionCode: string;
  definitionName: string;
  direction: string;
  businessEvent: string | null;
  targetEntity: string | null;
  url: string | null;
  httpMethod: string;
  authType: string;
  authUser: string | null;
  authSecret: string | null;
  signSecret: string | null;
  headerInterceptor: string | null;
  paramsInterceptor: string | null;
  definitionStatus: string;
  reqMaps: FieldMap[];
  resMaps: FieldMap[];
  parameters: { paramLocation: string; paramName: string; paramValue: string | null }[];
  config: Record<string, number>;
}

const DEF = table('srm_scsi_definitions');
const REQ_MAP = table('srm_scsi_req_field_maps');
const RES_MAP = table('srm_scsi_res_field_maps');
const PARAM = table('srm_scsi_parameters');
const CONFIG = table('srm_scsi_request_configs');
const LOG = table('srm_scsi_platform_logs');

const DEFAULTS: Record<string, number> = { TIMEOUT_MS: 10_000, MAX_ATTEMPTS: 3, BACKOFF_SECONDS: 30 };

/** A definition with its mappings, parameters and settings, as the server uses it (secrets still wrapped). */
export async function loadDefinition(q: Queryable, where: { id?: number; code?: string }): Promise<Definition | undefined> {
  const res = await q.query<Definition>(
    `SELECT ${DEF.$fields(
      'definition_id',
      'definition_code',
      'definition_name',
      'direction',
      'business_event',
      'target_entity',
      'url',
      'http_method',
      'auth_type',
      'auth_user',
      'auth_secret',
      'sign_secret',
      'header_interceptor',
      'params_interceptor',
      'definition_status',
    )}
       FROM ${DEF} WHERE ${where.id !== undefined ? DEF.definition_id : DEF.definition_code} = $1`,
    [where.id ?? where.code],
  );
  const d = res.rows[0];
  if (!d) return undefined;
  const id = Number(d.definitionId);
  const reqMaps = (
    await q.query<FieldMap>(
      `SELECT ${REQ_MAP.$fields('source_path', 'target_field', 'default_value', 'required_flag', 'seq_num')}
         FROM ${REQ_MAP} WHERE ${REQ_MAP.definition_id} = $1 ORDER BY ${REQ_MAP.seq_num}, 1`,
      [id],
    )
  ).rows;
  const resMaps = (
    await q.query<FieldMap>(
      `SELECT ${RES_MAP.$fields('source_path', 'target_field', 'seq_num')} FROM ${RES_MAP} WHERE ${RES_MAP.definition_id} = $1 ORDER BY ${RES_MAP.seq_num}, 1`,
      [id],
    )
  ).rows;
  const parameters = (
    await q.query<Definition['parameters'][number]>(
      `SELECT ${PARAM.$fields('param_location', 'param_name', 'param_value')} FROM ${PARAM} WHERE ${PARAM.definition_id} = $1 ORDER BY ${PARAM.parameter_id}`,
      [id],
    )
  ).rows;
  const config = { ...DEFAULTS };
  for (const r of (
    await q.query<{ k: string; v: number }>(`SELECT ${CONFIG.config_key} AS k, ${CONFIG.config_value} AS v FROM ${CONFIG} WHERE ${CONFIG.definition_id} = $1`, [
      id,
    ])
  ).rows)
    config[r.k] = Number(r.v);
  return { ...d, definitionId: id, reqMaps, resMaps, parameters, config };
}

/** The body an outbound definition sends for a record: the mapped fields (the whole record when nothing is mapped) and the BODY parameters. */
export async function buildBody(ops: EntityOperations, q: Queryable, d: Definition, entity: string, recordId: number): Promise<Record<string, unknown>> {
  const def = getEntity(entity);
  const record = await ops.findById(def, systemCaller(), { [def.key]: recordId }, q);
  const body = d.reqMaps.length ? applyMaps(record, d.reqMaps) : { ...record };
  for (const p of d.parameters) if (p.paramLocation === 'BODY') writePath(body, p.paramName, p.paramValue);
  return body;
}

/** Logs an outbound message PENDING and queues its first attempt; answers the log id. */
export async function queueMessage(
  q: Queryable,
  d: Definition,
  m: { messageId?: string; entity: string; recordId: number; body: unknown; userId: number; replayOf?: number },
): Promise<number> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO ${LOG} (${LOG.$list(
      'definition_id',
      'definition_code',
      'definition_name',
      'direction',
      'message_id',
      'business_event',
      'entity_name',
      'record_id',
      'url',
      'request_body',
      'attempts',
      'max_attempts',
      'log_status',
      'replay_of_log_id',
      'next_attempt_at',
      'created_by',
      'last_updated_by',
    )})
     VALUES ($1, $2, $3, 'OUTBOUND', $4, $5, $6, $7, $8, $9, 0, $10, 'PENDING', $11, now(), $12, $12) RETURNING ${LOG.log_id} AS id`,
    [
      d.definitionId,
      d.definitionCode,
      d.definitionName,
      m.messageId ?? randomUUID(),
      d.businessEvent,
      m.entity,
      m.recordId,
      d.url,
      JSON.stringify(m.body, null, 2),
      Math.max(1, d.config.MAX_ATTEMPTS),
      m.replayOf ?? null,
      m.userId,
    ],
  );
  const logId = Number(res.rows[0].id);
  await enqueue(q, DELIVER_JOB, { logId }, { maxAttempts: 1, userId: m.userId > 0 ? m.userId : undefined });
  return logId;
}

/** Queues one message per EFFECTIVE outbound definition of the event. */
async function onEvent(ops: EntityOperations, q: Queryable, code: string, entity: string, recordId: number, userId: number): Promise<void> {
  const ids = await q.query<{ id: number }>(
    `SELECT ${DEF.definition_id} AS id FROM ${DEF}
      WHERE ${DEF.direction} = 'OUTBOUND' AND ${DEF.definition_status} = 'EFFECTIVE' AND ${DEF.business_event} = $1 ORDER BY ${DEF.definition_id}`,
    [code],
  );
  for (const { id } of ids.rows) {
    const d = (await loadDefinition(q, { id: Number(id) }))!;
    const body = await buildBody(ops, q, d, entity, recordId);
    await queueMessage(q, d, { entity, recordId, body, userId });
  }
}

interface Attempt {
  at: string;
  httpStatus: number | null;
  durationMs: number;
  error?: string;
  values?: Record<string, unknown>;
}

/** The request as sent: URL with query parameters, and headers with authentication and interceptors. */
function requestOf(d: Definition, messageId: string, body: string): { url: string; headers: Record<string, string> } {
  const url = new URL(d.url ?? '');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const secret = secretOf(d.authSecret);
  if (d.authType === 'BEARER' && secret) headers.authorization = `Bearer ${secret}`;
  if (d.authType === 'BASIC') headers.authorization = `Basic ${Buffer.from(`${d.authUser ?? ''}:${secret ?? ''}`).toString('base64')}`;
  if (d.authType === 'API_KEY' && secret) headers[(d.authUser || 'x-api-key').toLowerCase()] = secret;
  for (const p of d.parameters) {
    if (p.paramLocation === 'HEADER') headers[p.paramName.toLowerCase()] = p.paramValue ?? '';
    if (p.paramLocation === 'QUERY') url.searchParams.set(p.paramName, p.paramValue ?? '');
  }
  const now = String(Date.now());
  if (d.headerInterceptor === 'REQUEST_ID') headers['x-message-id'] = messageId;
  if (d.headerInterceptor === 'TIMESTAMP') headers['x-timestamp'] = now;
  // Signed as an ERP signs its messages to us (./signing.ts): timestamp, message id and body together.
  if (d.headerInterceptor === 'HMAC_SIGNATURE') Object.assign(headers, signedHeaders(secretOf(d.signSecret) ?? '', messageId, body));
  if (d.paramsInterceptor === 'MESSAGE_ID') url.searchParams.set('messageId', messageId);
  if (d.paramsInterceptor === 'TIMESTAMP') url.searchParams.set('timestamp', now);
  return { url: url.toString(), headers };
}

/** One attempt to deliver a logged message; answers its state afterwards. */
export async function deliver(db: Db, logId: number): Promise<string> {
  const row = (
    await db.query<{
      definitionId: number;
      messageId: string;
      requestBody: string;
      attempts: number;
      maxAttempts: number;
      logStatus: string;
      history: string | null;
    }>(
      `SELECT ${LOG.$fields('definition_id', 'message_id', 'request_body', 'attempts', 'max_attempts', 'log_status')}, ${LOG.attempt_history} AS history
         FROM ${LOG} WHERE ${LOG.log_id} = $1`,
      [logId],
    )
  ).rows[0];
  // Sent, dead or replayed already: this job has nothing left to do (exactly once).
  if (!row || (row.logStatus !== 'PENDING' && row.logStatus !== 'FAILED')) return row?.logStatus ?? 'MISSING';
  const d = await loadDefinition(db, { id: Number(row.definitionId) });
  const started = Date.now();
  const attempt: Attempt = { at: new Date().toISOString(), httpStatus: null, durationMs: 0 };
  let responseText = '';
  let delivered = false;
  try {
    if (!d?.url) throw new Error('no URL');
    const { url, headers } = requestOf(d, row.messageId, row.requestBody);
    const res = await callOutbound(db, url, { method: d.httpMethod || 'POST', headers, body: row.requestBody, timeoutMs: d.config.TIMEOUT_MS });
    attempt.httpStatus = res.status;
    // The log keeps status, headers and an excerpt: whatever the URL answers is read back on the log's screen.
    responseText = res.logged;
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    delivered = true;
    if (d.resMaps.length) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(res.text);
      } catch {
        parsed = null;
      }
      attempt.values = Object.fromEntries(d.resMaps.map((m) => [m.targetField, readPath(parsed, m.sourcePath) ?? null]));
    }
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    attempt.error = [e.message, e.cause?.code ?? e.cause?.message].filter(Boolean).join(': ').slice(0, 2000);
  }
  attempt.durationMs = Date.now() - started;
  const attempts = Number(row.attempts) + 1;
  const history = [...(row.history ? (JSON.parse(row.history) as Attempt[]) : []), attempt];
  const max = Number(row.maxAttempts) || 1;
  const state = delivered ? 'SENT' : attempts < max ? 'FAILED' : 'DEAD';
  const backoffS = (d?.config.BACKOFF_SECONDS ?? DEFAULTS.BACKOFF_SECONDS) * 2 ** (attempts - 1);
  const next = state === 'FAILED' ? new Date(Date.now() + backoffS * 1000) : null;
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE ${LOG} SET ${LOG.log_status} = $2, ${LOG.attempts} = $3, ${LOG.http_status} = $4, ${LOG.duration_ms} = $5, ${LOG.response_body} = $6,
              ${LOG.error_message} = $7, ${LOG.attempt_history} = $8, ${LOG.next_attempt_at} = $9,
              ${LOG.delivered_at} = CASE WHEN $11 THEN now() ELSE ${LOG.delivered_at} END, ${LOG.url} = $10,
              ${LOG.last_update_date} = now(), ${LOG.version_num} = ${LOG.version_num} + 1
        WHERE ${LOG.log_id} = $1`,
      [
        logId,
        state,
        attempts,
        attempt.httpStatus,
        attempt.durationMs,
        responseText || null,
        attempt.error ?? null,
        JSON.stringify(history),
        next?.toISOString() ?? null,
        d?.url ?? null,
        delivered,
      ],
    );
    if (next) await enqueue(tx, DELIVER_JOB, { logId }, { maxAttempts: 1, runAt: next });
  });
  return state;
}

function stateLabel(state: string, lang: Lang): string {
  const v = lookupCatalogue()
    .find((l) => l.lookupType === 'SCSI_LOG_STATUS')
    ?.values.find((x) => x.lookupCode === state);
  return v ? (lang === 'en' ? v.meaningEn : v.meaning) : state;
}

/** Replays dead messages (`ids`, or the one `logId`): each rebuilt from the current mapping and queued once. */
async function replay(ops: EntityOperations, q: Queryable, ids: number[], userId: number, lang: Lang): Promise<number[]> {
  const made: number[] = [];
  for (const id of ids) {
    const old = (
      await q.query<{ definitionId: number; messageId: string; logStatus: string; entityName: string; recordId: number; direction: string }>(
        `SELECT ${LOG.$fields('definition_id', 'message_id', 'log_status', 'entity_name', 'record_id', 'direction')}
           FROM ${LOG} WHERE ${LOG.log_id} = $1 FOR UPDATE`,
        [id],
      )
    ).rows[0];
    if (!old) throw new AppError('NOT_FOUND');
    if (old.logStatus !== 'DEAD' || old.direction !== 'OUTBOUND') {
      throw new AppError('REPLAY_REFUSED', { messageId: old.messageId, state: stateLabel(old.logStatus, lang) });
    }
    const d = (await loadDefinition(q, { id: Number(old.definitionId) }))!;
    const body = await buildBody(ops, q, d, old.entityName, Number(old.recordId));
    made.push(await queueMessage(q, d, { messageId: old.messageId, entity: old.entityName, recordId: Number(old.recordId), body, userId, replayOf: id }));
    await q.query(
      `UPDATE ${LOG} SET ${LOG.log_status} = 'REPLAYED', ${LOG.last_updated_by} = $2, ${LOG.last_update_date} = now(), ${LOG.version_num} = ${LOG.version_num} + 1
        WHERE ${LOG.log_id} = $1`,
      [id, userId],
    );
  }
  return made;
}

export function registerOutbound(ops: EntityOperations): void {
  for (const event of BUSINESS_EVENTS.filter((e) => e.action)) {
    onBusinessEvent(event.code, (e) => onEvent(ops, e.tx, e.event.code, e.event.entity, e.recordId, e.caller.userId));
  }
  registerOperation(
    'scsiPlatformLog',
    'doReplay',
    async ({ tx, body, caller }) => {
      const raw = Array.isArray(body.ids) ? body.ids : body.logId !== undefined ? [body.logId] : [];
      const ids = [...new Set(raw.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))];
      if (!ids.length) throw new AppError('IDS_REQUIRED');
      return { replayed: ids.length, logIds: await replay(ops, tx, ids, caller.userId, caller.lang) };
    },
    {
      body: { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } }, logId: { type: 'integer' } } },
      data: { type: 'object', properties: { replayed: { type: 'integer' }, logIds: { type: 'array', items: { type: 'integer' } } } },
    },
  );
}
