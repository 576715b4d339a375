/**
 * The business events an ERP can receive, as contracts (OpenAPI 3.1
 * `webhooks`): for every event something raises, the JSON body a webhook
 * channel of the message centre POSTs (message/centre.ts), its version, and
 * the headers and signature the receiver checks (message/webhook.ts). The
 * record an event carries is the entity's record for events raised by a
 * workflow action, and the row the scheduler job selects for the two it
 * raises (jobs/business-jobs.ts). test/webhook-contracts.test.ts makes each
 * event and validates the body actually queued against these schemas.
 */
import { BUSINESS_EVENTS, type BusinessEventDef } from '@srm/domain/events/business-events.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { WEBHOOK_PAYLOAD_VERSION } from '../message/centre.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../message/webhook.ts';
import { MESSAGE_SIGNATURE_DESCRIPTION } from './security.ts';
import { ref } from './envelope-schema.ts';
import type { JsonSchema } from './field-schema.ts';

const s = (description: string, type: string | string[] = 'string'): JsonSchema => ({ type, description });

/** The rows the scheduler's jobs raise their events with (jobs/business-jobs.ts). */
const JOB_RECORDS: Record<string, JsonSchema> = {
  'certificate.expiring': {
    type: 'object',
    required: ['certificateId', 'supplierId', 'supplierName', 'certificateName', 'certificateNumber', 'endDate'],
    additionalProperties: false,
    properties: {
      certificateId: s('Key of the supplier certificate', 'integer'),
      supplierId: s('Key of the supplier', 'integer'),
      supplierName: s('Supplier name'),
      certificateName: s('Certificate name', ['string', 'null']),
      certificateNumber: s('Certificate number', ['string', 'null']),
      endDate: { type: 'string', format: 'date', description: 'Last day the certificate is valid (YYYY-MM-DD)' },
    },
  },
  'delivery.overdue': {
    type: 'object',
    required: ['poLineId', 'poHeaderId', 'poNumber', 'lineNumber', 'supplierId', 'itemName', 'dueDate'],
    additionalProperties: false,
    properties: {
      poLineId: s('Key of the order line', 'integer'),
      poHeaderId: s('Key of the order', 'integer'),
      poNumber: s('Order number'),
      lineNumber: s('Line number', 'integer'),
      supplierId: s('Key of the supplier', 'integer'),
      itemName: s('Material name', ['string', 'null']),
      dueDate: { type: 'string', format: 'date', description: 'Promised date, else need-by date (YYYY-MM-DD), passed by more than the grace days' },
    },
  },
};

/** Events with a raiser: a workflow action, or a scheduler job. `approval.waiting` is raised by nothing yet and is left out. */
export const CONTRACT_EVENTS: readonly BusinessEventDef[] = BUSINESS_EVENTS.filter((e) => e.action || JOB_RECORDS[e.code]);

export const payloadSchemaName = (code: string) => `event_${code.replace(/\W/g, '_')}`;

function payloadSchema(e: BusinessEventDef): JsonSchema {
  const entity = getEntity(e.entity);
  const record = JOB_RECORDS[e.code] ?? {
    ...ref(e.entity),
    description: `The ${entity.label.en} as it stands after the action, its scalar fields only (no lines)`,
  };
  return {
    type: 'object',
    title: `${e.label.en} (${e.code}), version ${WEBHOOK_PAYLOAD_VERSION}`,
    required: ['event', 'version', 'entity', 'recordId', 'title', 'content', 'record'],
    additionalProperties: false,
    properties: {
      event: { const: e.code, description: 'The event' },
      version: { const: WEBHOOK_PAYLOAD_VERSION, description: 'Version of this payload: a change that is not only an added property gets a new version' },
      entity: { const: e.entity, description: 'The entity of the record' },
      recordId: {
        type: 'integer',
        description: `Key of the record (\`${JOB_RECORDS[e.code] ? Object.keys(JOB_RECORDS[e.code].properties as object)[0] : entity.key}\`)`,
      },
      title: {
        type: 'string',
        description: 'The message title (the webhook template of the message source, else its site template), in English where it has one',
      },
      content: { type: 'string', description: 'The message text, as the title' },
      record,
    },
  };
}

export const WEBHOOK_DESCRIPTION = [
  `A message source (menu Message sources, \`msgSource\`) with the webhook channel on POSTs the event’s payload as JSON to the channel’s URL, with \`${TIMESTAMP_HEADER}\` (seconds since 1970), \`x-srm-delivery\` (the delivery id, the same on every retry) and \`${SIGNATURE_HEADER}: sha256=<lowercase hex HMAC-SHA256(channel secret, "<${TIMESTAMP_HEADER}>.<raw body>")>\`.`,
  'The receiver recomputes the signature over the raw body as received, compares it in constant time, and refuses a timestamp far from its clock. Any answer other than 2xx (or none within 10 s) is retried with back-off, up to 5 attempts; redirects are not followed. Deduplicate by `x-srm-delivery`.',
  `An outbound interface (menu Interfaces, direction OUTBOUND) listening to the same event sends instead the record itself (the \`record\` schema below with its lines) through its request mapping, which the administrator may rename; with the header interceptor HMAC_SIGNATURE it is signed as inbound messages are: ${MESSAGE_SIGNATURE_DESCRIPTION}`,
].join('\n\n');

const header = (name: string, description: string, pattern?: string): JsonSchema => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: pattern ? { type: 'string', pattern } : { type: 'string' },
});

/** The `webhooks` section and the payload schemas it references. */
export function webhooksOf(): { webhooks: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> } {
  const webhooks: Record<string, JsonSchema> = {};
  const schemas: Record<string, JsonSchema> = {};
  for (const e of CONTRACT_EVENTS) {
    schemas[payloadSchemaName(e.code)] = payloadSchema(e);
    webhooks[e.code] = {
      post: {
        operationId: `event_${e.code.replace(/\W/g, '_')}`,
        tags: ['Events'],
        summary: `${e.label.en} (version ${WEBHOOK_PAYLOAD_VERSION})`,
        description: `${e.action ? `Raised when the \`${e.action}\` action of ${getEntity(e.entity).label.en} commits.` : 'Raised by the daily scheduler job.'}\n\n${WEBHOOK_DESCRIPTION}`,
        security: [],
        parameters: [
          header(TIMESTAMP_HEADER, 'Seconds since 1970 when this attempt was sent', '^\\d{10}$'),
          header(SIGNATURE_HEADER, 'sha256= and the hex HMAC-SHA256 of "<timestamp>.<raw body>" under the channel secret', '^sha256=[0-9a-f]{64}$'),
          header('x-srm-delivery', 'The delivery id: the same on every retry', '^\\d+$'),
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${payloadSchemaName(e.code)}` } } } },
        responses: {
          '2XX': { description: 'Received: not sent again' },
          '4XX': { description: 'Refused: retried with back-off until the attempts run out' },
        },
      },
    };
  }
  return { webhooks, schemas };
}
