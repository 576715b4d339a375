/**
 * A workflow action on several records in one request (`batchOperation` of
 * entity/batch.ts): each record goes through `actIn` as if acted on alone (its
 * state, four-eyes, hooks, to-dos), all in the one transaction, so either every
 * selected record moves or none does and the refusal names the one that stopped.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { batchOperation } from '@srm/domain/entity/batch.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import { errorCodes } from '@srm/domain/errors.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident } from '../db/db.ts';
import { ids, object, str } from '../openapi/route-schema.ts';
import { AppError, ValidationError } from './app-error.ts';
import { registerOperation, type Row } from './operations.ts';
import { authorize } from './permissions.ts';
import { documentNumber } from './todos.ts';

const MAX_BATCH = 200;

export function registerBatchAction(entity: string, action: string): void {
  const def = getEntity(entity);
  const act = actionOf(def, action);
  const op = batchOperation(act);
  registerOperation(
    entity,
    op.operation,
    async ({ ops, caller, tx, pending, body }) => {
      const list = body.ids;
      if (!Array.isArray(list) || !list.length || list.length > MAX_BATCH || !list.every((v) => Number.isSafeInteger(Number(v)) && Number(v) > 0))
        throw new ValidationError([{ field: 'ids', key: 'rule.required' }]);
      // The batch button and the action's own: approving many is still approving.
      authorize(def, caller, act.resource);
      const comment = typeof body.comment === 'string' ? body.comment : undefined;
      const done: Row[] = [];
      for (const id of [...new Set(list.map(Number))]) {
        try {
          done.push(await ops.actIn(tx, pending, def, caller, act, { [def.key]: id, comment }));
        } catch (err) {
          if (!(err instanceof AppError) || err instanceof ValidationError || err.code === 'NOT_FOUND') throw err;
          const row = (await tx.query<Row>(`SELECT * FROM ${ident(def.table)} WHERE ${ident(toSnake(def.key))} = $1`, [id])).rows[0];
          const named = row ? documentNumber(def, camel(row)) : String(id);
          throw new AppError('BATCH_REFUSED', { document: named, reason: format(errorCodes[err.code].message, caller.lang, err.params) });
        }
      }
      return done;
    },
    { body: object({ ids: ids(`The records to ${act.label.en.toLowerCase()}`, MAX_BATCH), comment: str('Reason or remark', 2000) }, ['ids']) },
  );
}

const camel = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), v]));
