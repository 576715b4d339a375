/**
 * Per-user grid column configuration (SPEC section 7): read by table name,
 * created or updated, deleted. Always the caller's own row.
 */
import type { FastifyInstance } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok, okMessage } from '../plugins/envelope.ts';
import { platformSchemas } from './platform-schemas.ts';

const BASE = '/api/baseServer/v1/srmBaseTableConfigRestful';
type Body = { tableName?: unknown; configJson?: unknown; config?: unknown };

function tableNameOf(body: Body): string {
  if (typeof body.tableName !== 'string' || !body.tableName.trim()) throw new ValidationError([{ field: 'tableName', key: 'rule.required' }]);
  if (body.tableName.length > 200) throw new ValidationError([{ field: 'tableName', key: 'rule.maxLength', params: { max: 200 } }]);
  return body.tableName;
}

export function registerTableConfigRoutes(app: FastifyInstance, db: Db, ops: EntityOperations): void {
  const def = getEntity('tableConfig');
  const find = (userId: number, tableName: string) =>
    db.query<{ id: number; versionNum: number; configJson: string }>(
      'SELECT table_config_id AS id, version_num AS "versionNum", config_json AS "configJson" FROM srm_base_table_config WHERE user_id = $1 AND table_name = $2',
      [userId, tableName],
    );

  app.post<{ Body: Body }>(`${BASE}/getTableConfig`, { config: { access: 'authenticated' }, schema: platformSchemas.getTableConfig }, async (request) => {
    const caller = callerOf(request);
    const row = (await find(caller.userId, tableNameOf(request.body ?? {}))).rows[0];
    return ok(row ? { tableName: request.body.tableName, config: JSON.parse(row.configJson) } : null);
  });

  app.post<{ Body: Body }>(
    `${BASE}/createOrUpdateTableConfig`,
    { config: { access: 'authenticated' }, schema: platformSchemas.saveTableConfig },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body ?? {};
      const tableName = tableNameOf(body);
      const config = body.config ?? (typeof body.configJson === 'string' ? safeParse(body.configJson) : undefined);
      if (config === undefined || typeof config !== 'object' || config === null)
        throw new ValidationError([{ field: 'config', key: 'rule.type', params: { expected: 'object' } }]);
      const existing = (await find(caller.userId, tableName)).rows[0];
      const saved = await ops.save(def, caller, {
        ...(existing ? { tableConfigId: existing.id, versionNum: existing.versionNum } : {}),
        tableName,
        configJson: JSON.stringify(config),
      });
      return ok({ tableName, config, versionNum: saved.versionNum }, '');
    },
  );

  app.post<{ Body: Body }>(`${BASE}/deleteTableConfig`, { config: { access: 'authenticated' }, schema: platformSchemas.deleteTableConfig }, async (request) => {
    const caller = callerOf(request);
    const existing = (await find(caller.userId, tableNameOf(request.body ?? {}))).rows[0];
    if (existing) await ops.remove(def, caller, { tableConfigId: existing.id });
    return okMessage(request, 'ok.deleted');
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
