/**
 * Schemas of the answer envelope: `{ status, msg, code?, errors?, count?,
 * countCapped?, countEstimated?, countPending?, hasNext?, hasPrevious?, data }` (plugins/envelope.ts). Successful answers carry `S`;
 * refusals a 4xx (or 500) with `M` (the user can act on it) or `E`, a stable
 * `code` and, for input, one entry per field in `errors`.
 */
import { errorCodes } from '@srm/domain/errors.ts';
import type { JsonSchema } from './field-schema.ts';

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The answer of a call that succeeded, with `data` as given. */
export function okEnvelope(data: JsonSchema, page = false): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    status: { type: 'string', const: 'S' },
    msg: { type: 'string', description: "A confirmation in the caller's language, often empty" },
    data,
  };
  if (page) Object.assign(properties, TOTAL_PROPERTIES, PAGE_PROPERTIES);
  return { type: 'object', required: ['status', 'msg', 'data'], properties };
}

/** How a list's total is answered, by listByPage (when known) and by listCount. */
export const TOTAL_PROPERTIES: Record<string, JsonSchema> = {
  count: {
    type: 'integer',
    minimum: 0,
    description: 'Rows matching the filters (all pages): exact up to 10,000, beyond that an estimate or 10,000 (see the flags); exact always with `exactCount`',
  },
  countCapped: { type: 'boolean', description: 'Present and true: there are more rows than `count` (10,000)' },
  countEstimated: { type: 'boolean', description: "Present and true: `count` is the database planner's estimate (show it as about so many)" },
};

const PAGE_PROPERTIES: Record<string, JsonSchema> = {
  countPending: {
    type: 'boolean',
    description: 'Present and true: the total was not counted for this page (no `count`); ask `listCount` with the same filters',
  },
  hasNext: { type: 'boolean', description: 'Rows follow this page' },
  hasPrevious: { type: 'boolean', description: 'Rows precede this page' },
  refreshedAt: { type: ['string', 'null'], format: 'date-time', description: 'A refreshed summary: when its data was computed' },
  groups: {
    type: 'array',
    description: 'With `groupBy`: each value of the field and how many rows of all pages hold it (exact)',
    items: { type: 'object', required: ['value', 'count'], properties: { value: {}, count: { type: 'integer', minimum: 0 } } },
  },
};

/** Components shared by every refusal. */
export const ERROR_SCHEMAS: Record<string, JsonSchema> = {
  FieldError: {
    type: 'object',
    description: 'One refused field; `row` (from 0) and `child` name the line when the field belongs to a collection of lines',
    required: ['field', 'code', 'message'],
    properties: {
      field: { type: 'string', description: 'Field name as in the request body (a filter key for lists)' },
      code: { type: 'string', description: 'Message key of the rule, e.g. rule.required, rule.maxLength, error.unknownField' },
      message: { type: 'string', description: "The message in the caller's language" },
      row: { type: 'integer', minimum: 0 },
      child: { type: 'string', description: 'Name of the collection of lines, e.g. lines' },
    },
  },
  ErrorEnvelope: {
    type: 'object',
    description:
      "Every refusal. `M`: something the user can act on (input, rights, someone else's change: 400, 403, 409, 429); `E`: the rest. Branch on `code`, show `msg`.",
    required: ['status', 'msg', 'code', 'data'],
    properties: {
      status: { type: 'string', enum: ['M', 'E'] },
      msg: { type: 'string', description: "What went wrong, in the caller's language; for VALIDATION every field's message" },
      code: { type: 'string', enum: Object.keys(errorCodes), description: 'Stable error code; the HTTP status is fixed per code' },
      errors: { type: 'array', items: ref('FieldError'), description: 'Present with code VALIDATION' },
      data: { type: ['null', 'object'], description: 'null, except where an operation says (importExcel: the failed rows)' },
      requestId: { type: 'string', description: "The request's id, also in the x-request-id header: quote it to support, it finds the server's log line" },
    },
  },
};

/** Fastify response schemas of a refusal, by status class. */
export const ERROR_RESPONSES: Record<string, JsonSchema> = {
  '4xx': { ...ref('ErrorEnvelope'), description: 'Refused: bad input, not signed in, not allowed, not found, stale version, too large or too many calls' },
  '5xx': { ...ref('ErrorEnvelope'), description: 'Internal error (code INTERNAL), never for bad input' },
};
