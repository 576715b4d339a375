/**
 * Interface definitions (scsiDefinition): a save checks what the direction
 * needs (an inbound one a signing secret), an outbound URL against the outbound guard (net/outbound-guard.ts),
 * and every mapping against the entity it names, and wraps the secrets
 * it is given (sourcing/sealing.ts) so none is stored in clear or answered.
 * Also the two lists of interceptors the edit screen offers.
 */
import { lookupCatalogue } from '@srm/domain/lookups/all-lookups.ts';
import type { Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue, type SaveContext } from '../engine/hooks.ts';
import { registerOperation } from '../engine/operations.ts';
import { allowedHosts, refusalOf } from '../net/outbound-guard.ts';
import { unwrapSecret } from '../sourcing/sealing.ts';
import { type FieldMap, mappingViolations } from './mapping.ts';

export const SECRETS = [
  ['authSecret', 'authSecretSet'],
  ['signSecret', 'signSecretSet'],
] as const;

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

const REQ_MAP = table('srm_scsi_req_field_maps');
const RES_MAP = table('srm_scsi_res_field_maps');

/** A definition's stored mappings, as its checks read them (only request mappings have defaults). */
async function storedMaps(q: Queryable, t: typeof REQ_MAP | typeof RES_MAP, id: number | undefined): Promise<FieldMap[]> {
  if (!id) return [];
  const res = await q.query<FieldMap>(
    `SELECT ${t.$fields('source_path', 'target_field', 'seq_num')} FROM ${t} WHERE ${t.definition_id} = $1 ORDER BY ${t.seq_num}, 1`,
    [id],
  );
  return res.rows;
}

async function checkDefinition(ctx: SaveContext): Promise<void> {
  const direction = String(savedValue(ctx, 'direction') ?? '');
  const violations: FieldViolation[] = [];
  const need = (field: string) => {
    if (blank(savedValue(ctx, field))) violations.push({ field, key: 'rule.required' });
  };
  if (direction === 'OUTBOUND') {
    need('businessEvent');
    need('url');
  } else if (direction === 'INBOUND') {
    need('targetEntity');
    // Without a signing secret nothing ties a message's id and time to it: a captured one could be sent again under a new id.
    if (blank(ctx.record.signSecret) && ctx.before?.signSecretSet !== 'Y') violations.push({ field: 'signSecret', key: 'rule.inboundSignSecret' });
  }
  if (violations.length) throw new ValidationError(violations);
  if (direction === 'OUTBOUND') {
    const refusal = await refusalOf(String(savedValue(ctx, 'url')), await allowedHosts(ctx.tx));
    if (refusal) throw new ValidationError([{ field: 'url', ...refusal }]);
  }
  const id = ctx.before ? Number(ctx.before.definitionId) : undefined;
  const req = (ctx.lines.reqFieldMaps as unknown as FieldMap[] | undefined) ?? (await storedMaps(ctx.tx, REQ_MAP, id));
  const res = (ctx.lines.resFieldMaps as unknown as FieldMap[] | undefined) ?? (await storedMaps(ctx.tx, RES_MAP, id));
  const wrong = mappingViolations(
    {
      direction,
      businessEvent: savedValue(ctx, 'businessEvent') as string | null,
      targetEntity: savedValue(ctx, 'targetEntity') as string | null,
    },
    req,
    res,
    ctx.caller.lang,
  );
  if (wrong.length) throw new ValidationError(wrong);
}

/** A secret given on save is marked set (its field type wraps it; one sent empty keeps what is stored). */
function markSecretsSet(ctx: SaveContext): void {
  for (const [field, flag] of SECRETS) if (!blank(ctx.record[field])) ctx.record[flag] = 'Y';
}

/** The clear text of a stored secret, for the server's own use only. */
export function secretOf(stored: unknown): string | undefined {
  if (blank(stored)) return undefined;
  return unwrapSecret(String(stored)).toString('utf8');
}

const lookupValues = (type: string) =>
  (lookupCatalogue().find((l) => l.lookupType === type)?.values ?? []).map((v) => ({ code: v.lookupCode, meaning: v.meaning, meaningEn: v.meaningEn }));

/** The interceptors to choose from: the same for every definition, so a body naming one is a mistake, said as such. */
function catalogue(body: Record<string, unknown>, type: string) {
  const unknown = Object.keys(body ?? {});
  if (unknown.length) throw new ValidationError(unknown.map((field) => ({ field, key: 'error.unknownField', params: { field } })));
  return lookupValues(type);
}

export function registerDefinitionHooks(): void {
  registerHooks('scsiDefinition', {
    async beforeSave(ctx) {
      await checkDefinition(ctx);
      markSecretsSet(ctx);
    },
  });
  const list = {
    type: 'array',
    items: { type: 'object', properties: { code: { type: 'string' }, meaning: { type: 'string' }, meaningEn: { type: 'string' } } },
  };
  registerOperation('scsiDefinition', 'listRequestHeaderInterceptor', async ({ body }) => catalogue(body, 'SCSI_HEADER_INTERCEPTOR'), {
    body: { type: 'object', additionalProperties: false },
    data: list,
  });
  registerOperation('scsiDefinition', 'listRequestParamsInterceptor', async ({ body }) => catalogue(body, 'SCSI_PARAMS_INTERCEPTOR'), {
    body: { type: 'object', additionalProperties: false },
    data: list,
  });
}
