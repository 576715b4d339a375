/**
 * The Fastify `schema` of a route, written once next to its handler and read
 * back by the API document: the operation's name, tag and summary, its body
 * (or query), the `data` of its answer in the envelope, and the refusals.
 */
import type { FastifySchema } from 'fastify';
import { ERROR_RESPONSES, okEnvelope } from './envelope-schema.ts';
import { clean, type JsonSchema } from './field-schema.ts';

export interface RouteDoc {
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** `data` of a successful answer (anything when absent). */
  data?: JsonSchema;
  /** The answer is a page: `count` and `countCapped` beside `data`. */
  page?: boolean;
  /** The answer is a file of this media type instead of the envelope. */
  file?: string;
  /** The body is multipart/form-data (uploads). */
  multipart?: boolean;
  /** The body of a 4xx when it carries more than the error envelope. */
  refusal?: JsonSchema;
  /** Left out of the document (the fallback that only answers unknown names). */
  hide?: boolean;
  /** The document's security requirement, for a route that checks a credential of its own (the inbound interface). */
  security?: JsonSchema[];
}

export function routeSchema(doc: RouteDoc): FastifySchema {
  const ok = doc.file
    ? { type: 'string', format: 'binary', description: `The file (${doc.file}); a refusal is still the JSON envelope` }
    : { ...okEnvelope(doc.data ?? { description: 'Depends on the call' }, doc.page), description: 'Done (status S)' };
  return clean({
    operationId: doc.operationId,
    tags: [doc.tag],
    summary: doc.summary,
    description: doc.description,
    hide: doc.hide,
    security: doc.security,
    consumes: doc.multipart ? ['multipart/form-data'] : undefined,
    produces: doc.file ? [doc.file] : undefined,
    body: doc.body,
    querystring: doc.querystring,
    params: doc.params,
    response: { 200: ok, ...ERROR_RESPONSES, ...(doc.refusal ? { '4xx': doc.refusal } : {}) },
  }) as FastifySchema;
}

/** An object body with these properties; unlisted ones are refused or ignored as the handler does. */
export function object(properties: Record<string, JsonSchema>, required: string[] = [], extra: JsonSchema = {}): JsonSchema {
  return clean({ type: 'object', properties, required: required.length ? required : undefined, ...extra });
}

export const str = (description?: string, maxLength?: number): JsonSchema => clean({ type: 'string', description, maxLength });
export const int = (description?: string): JsonSchema => clean({ type: 'integer', description });
export const num = (description?: string): JsonSchema => clean({ type: 'number', description });
export const bool = (description?: string): JsonSchema => clean({ type: 'boolean', description });
export const ids = (description = 'Record ids', maxItems?: number): JsonSchema =>
  clean({ type: 'array', items: { type: 'integer', minimum: 1 }, description, maxItems });
export const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type, 'null'] });
export const anyObject = (description: string): JsonSchema => ({ type: 'object', description, additionalProperties: true });

/** Query of a GET link (download, PDF view): it cannot set headers, so it carries a one-use ticket of the signed `accessTicket` call. */
export function linkQuery(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return object(
    {
      ...properties,
      ticket: str('One-use ticket for exactly this path and query, from accessTicket (a minute); the session token is not accepted in the query'),
    },
    [...required, 'ticket'],
  );
}
