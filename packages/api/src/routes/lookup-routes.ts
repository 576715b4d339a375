/**
 * All enabled lookup values, grouped by type, with meanings in the caller's
 * language: the browser keeps them (SPEC section 3).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { ok } from '../plugins/envelope.ts';
import { platformSchemas } from './platform-schemas.ts';
import { nameSql } from '../engine/bilingual.ts';

export function registerLookupRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { lookupTypes?: unknown } }>(
    '/api/baseServer/v1/baseLookupValuesRestful/findLookupsByTypes',
    { config: { access: 'authenticated' }, schema: platformSchemas.lookups },
    async (request) => {
      const types = Array.isArray(request.body?.lookupTypes) ? request.body.lookupTypes.filter((t): t is string => typeof t === 'string') : null;
      const res = await db.query<Record<string, unknown> & { lookupType: string }>(
        `SELECT lookup_type AS "lookupType", lookup_code AS "lookupCode", ${nameSql('lookupValue', 'meaning', request.lang)} AS meaning,
                description, seq_num AS "seqNum", enabled_flag AS "enabledFlag", lookup_values_id AS "lookupValuesId",
                parent_lookup_values_id AS "parentLookupValuesId", lookup_type_id AS "lookupTypeId", system_code AS "systemCode", tag
           FROM saaf_lookup_values t ${types ? 'WHERE lookup_type = ANY($1)' : ''}
          ORDER BY lookup_type, seq_num, lookup_code`,
        types ? [types] : [],
      );
      const grouped: Record<string, unknown[]> = {};
      for (const row of res.rows) (grouped[row.lookupType] ??= []).push(row);
      return ok(grouped);
    },
  );
}
