/**
 * informationSchemaRestful (SPEC section 7): the business tables and their
 * columns an administrator maps an interface to, named as the mappings name
 * them (entity and field names, from the entity registry, not the raw
 * catalogue). `tableName` is the entity; `dbTable` the table behind it.
 */
import type { FastifyInstance } from 'fastify';
import { entities, getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { AppError } from '../engine/app-error.ts';
import { int, object, routeSchema, str } from '../openapi/route-schema.ts';
import { ok } from '../plugins/envelope.ts';
import { isAnswered } from '@srm/domain/entity/field-types.ts';

const BASE = '/api/baseServer/v1/informationSchemaRestful';

function page<T>(rows: T[], body: Record<string, unknown>) {
  const pageRows = Math.min(Math.max(Number(body.pageRows) || 20, 1), 500);
  const pageIndex = Math.max(Number(body.pageIndex) || 1, 1);
  return { ...ok(rows.slice((pageIndex - 1) * pageRows, pageIndex * pageRows)), count: rows.length };
}

const matches = (keyword: unknown, ...texts: string[]) => {
  const k = typeof keyword === 'string' ? keyword.trim().toLowerCase() : '';
  return !k || texts.some((t) => t.toLowerCase().includes(k));
};

export function registerInformationSchemaRoutes(app: FastifyInstance): void {
  const paging = { pageIndex: int('Page, from 1'), pageRows: int('Rows a page, at most 500'), keyword: str('Part of a name or label') };
  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/listTableByPage`,
    {
      config: { access: 'admin' },
      schema: routeSchema({
        operationId: 'informationSchemaListTableByPage',
        tag: 'interface',
        summary: 'Business tables an interface maps to',
        body: object(paging),
      }),
    },
    async (request) => {
      const body = request.body ?? {};
      const lang = request.lang;
      const rows = entities
        .filter((d) => d.rest && !d.view && !d.readOnly && !d.parent)
        .filter((d) => matches(body.keyword, d.name, d.table, d.label.zh, d.label.en))
        .map((d) => ({ tableName: d.name, dbTable: d.table, tableComment: d.label[lang], domain: d.domain }))
        .sort((a, b) => a.tableName.localeCompare(b.tableName));
      return page(rows, body);
    },
  );
  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/listColumnByPage`,
    {
      config: { access: 'admin' },
      schema: routeSchema({
        operationId: 'informationSchemaListColumnByPage',
        tag: 'interface',
        summary: 'Columns of a business table, as mappings name them',
        body: object({ ...paging, tableName: str('The entity name (listTableByPage)') }, ['tableName']),
      }),
    },
    async (request) => {
      const body = request.body ?? {};
      const name = typeof body.tableName === 'string' ? body.tableName : '';
      const known = entities.some((d) => d.name === name);
      if (!known) throw new AppError('UNKNOWN_ENTITY', { entity: name });
      const def = getEntity(name);
      const lang = request.lang;
      const rows = def.fields
        .filter((f) => !f.hidden && isAnswered(f))
        .filter((f) => matches(body.keyword, f.name, f.label.zh, f.label.en))
        .map((f) => ({
          columnName: f.name,
          dbColumn: toSnake(f.name),
          columnComment: f.label[lang],
          dataType: f.type,
          requiredFlag: f.required ? 'Y' : 'N',
          writableFlag: f.readOnly ? 'N' : 'Y',
          lookupType: f.lookupType ?? null,
        }));
      return page(rows, body);
    },
  );
}
