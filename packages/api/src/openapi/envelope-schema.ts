/**
 * Schemas of the answer envelope: `{ status, msg, code?, errors?, count?,
 * countCapped?, data }` (plugins/envelope.ts). Successful answers carry `S`;
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
  if (page) {
    properties.count = {
      type: 'integer',
      minimum: 0,
      description: 'Rows matching the filters (all pages); counted only up to 10,000 unless `exactCount` is sent',
    };
    properties.countCapped = { type: 'boolean', description: 'Present and true when there are more rows than `count`' };
  }
  return { type: 'object', required: page ? ['status', 'msg', 'data', 'count'] : ['status', 'msg', 'data'], properties };
}

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
    },
  },
};

/** Fastify response schemas of a refusal, by status class. */
export const ERROR_RESPONSES: Record<string, JsonSchema> = {
  '4xx': { ...ref('ErrorEnvelope'), description: 'Refused: bad input, not signed in, not allowed, not found, stale version, too large or too many calls' },
  '5xx': { ...ref('ErrorEnvelope'), description: 'Internal error (code INTERNAL), never for bad input' },
};
