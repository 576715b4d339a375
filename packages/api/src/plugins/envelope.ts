/**
 * Every answer is the envelope `{ status, msg, data, count }`; every refusal is a
 * 4xx with a stable code and a message in the caller's language, never a stack.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeStatus, errorCodes, type Envelope, type ErrorCode } from '@srm/domain/errors.ts';
import { format, langFromCode, type Lang, type MessageKey } from '@srm/domain/i18n/messages.ts';
import { HEADERS } from '@srm/domain/client/headers.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { isDatabaseUnavailable } from '../engine/db-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers[HEADERS.language];
  if (typeof header === 'string' && header) return langFromCode(header);
  const body = request.body as { language?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.language === 'string') return langFromCode(body.language);
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && accept.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function ok<T>(data: T, msg = '', count?: number): Envelope<T> {
  return count === undefined ? { status: 'S', msg, data } : { status: 'S', msg, count, data };
}

export function okMessage(request: FastifyRequest, key: MessageKey, data: unknown = null): Envelope {
  return ok(data, format(key, request.lang));
}

function fieldLabel(field: string, row?: number, child?: string): string {
  return child !== undefined && row !== undefined ? `${child}[${row + 1}].${field}` : row !== undefined ? `[${row + 1}].${field}` : field;
}

export function errorEnvelope(err: AppError, lang: Lang): Envelope<null> {
  const code = err.code;
  if (err instanceof ValidationError) {
    const errors = err.violations.map((v) => ({ field: v.field, code: v.key, message: format(v.key, lang, v.params), row: v.row, child: v.child }));
    const detail = errors.map((e) => `${fieldLabel(e.field, e.row, e.child)}: ${e.message}`).join('; ');
    return { status: envelopeStatus(code), code, msg: format('error.validation', lang, { detail }), data: null, errors };
  }
  return { status: envelopeStatus(code), code, msg: format(errorCodes[code].message, lang, err.params), data: null };
}

/** How long a client is told to wait before it tries again, by code (a restarting database is back within seconds). */
const RETRY_AFTER_S: Partial<Record<ErrorCode, number>> = { DATABASE_UNAVAILABLE: 5 };

function sendError(reply: FastifyReply, request: FastifyRequest, err: AppError) {
  // A busy database says when to come back (DATABASE_BUSY's `retry`, in seconds); other codes by the table above.
  const retry = typeof err.params.retry === 'number' ? err.params.retry : RETRY_AFTER_S[err.code];
  if (retry) reply.header('retry-after', String(retry));
  // The request id leads from a screenshot of the error to its log line (plugins/request-log.ts).
  return reply.status(err.status).send({ ...errorEnvelope(err, request.lang ?? requestLang(request)), requestId: request.id });
}

/** Fastify's own errors, mapped to our codes. */
function fromFastify(err: {
  code?: string;
  statusCode?: number;
  validation?: { instancePath?: string; params?: Record<string, unknown>; message?: string }[];
}): AppError | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('MALFORMED_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('BODY_NOT_OBJECT');
  }
  if (err.validation) {
    return new ValidationError(
      err.validation.map((v) => {
        const field = (v.instancePath ?? '').replace(/^\//, '') || String(v.params?.missingProperty ?? v.params?.additionalProperty ?? 'body');
        const key: MessageKey = v.params?.missingProperty ? 'rule.required' : v.params?.additionalProperty ? 'error.unknownField' : 'rule.type';
        return { field, key, params: { field, expected: v.message ?? '' } };
      }),
    );
  }
  if (err.statusCode === 400 || (err as Error).name === 'SyntaxError') return new AppError('MALFORMED_JSON');
  if (err.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (err.statusCode === 429) return new AppError('THROTTLED', { minutes: 1 });
  return undefined;
}

export function registerEnvelope(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh');
  app.addHook('preHandler', async (request) => {
    request.lang = requestLang(request);
  });
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AppError) return sendError(reply, request, err);
    const mapped = fromFastify(err as never) ?? (isDatabaseUnavailable(err) ? new AppError('DATABASE_UNAVAILABLE') : undefined);
    if (mapped) {
      if (mapped.code === 'DATABASE_UNAVAILABLE') request.log.warn({ err }, 'database unavailable');
      return sendError(reply, request, mapped);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, request, new AppError('INTERNAL'));
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, request, new AppError('ROUTE_NOT_FOUND', { url: request.url.split('?')[0] })));
}

export type { ErrorCode };
