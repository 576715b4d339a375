/**
 * Data permissions (entities/org/user-authorisation.ts) in SQL, beside the
 * supplier scope: a user limited to some organisations, purchase categories or
 * (internal users) suppliers reads, finds, exports, counts and acts only on rows
 * of those, and cannot write a row outside them. Which column each entity is
 * limited by is derived by `dataScopeColumns`.
 */
import { dataScopeColumns, type DataDimension } from '@srm/domain/entity/data-scope.ts';
import { fieldOf } from '@srm/domain/entity/registry.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident, type Queryable } from '../db/db.ts';
import type { FieldViolation } from './app-error.ts';
import type { Caller, DataLimits } from './caller.ts';
import type { Params } from './params.ts';

/** The tables data permissions are read from (what drops them from the cache). */
export const DATA_LIMIT_TABLES = ['saaf_user_authorisations', 'saaf_user_auth_orgs', 'saaf_user_auth_categories', 'saaf_user_auth_suppliers'];

/** A user's limits as they are now: none without a userAuthorisation row, and none in a dimension marked "all". */
export async function loadDataLimits(db: Queryable, userId: number, userType: string): Promise<DataLimits> {
  const res = await db.query<{ allOrg: string; allCategory: string; allSupplier: string; orgs: number[]; categories: number[]; suppliers: number[] }>(
    `SELECT a.all_org_flag AS "allOrg", a.all_category_flag AS "allCategory", a.all_supplier_flag AS "allSupplier",
            ARRAY(SELECT o.org_id FROM saaf_user_auth_orgs o WHERE o.authorisation_id = a.authorisation_id) AS orgs,
            ARRAY(SELECT c.category_id FROM saaf_user_auth_categories c WHERE c.authorisation_id = a.authorisation_id) AS categories,
            ARRAY(SELECT s.supplier_id FROM saaf_user_auth_suppliers s WHERE s.authorisation_id = a.authorisation_id) AS suppliers
       FROM saaf_user_authorisations a WHERE a.user_id = $1`,
    [userId],
  );
  const row = res.rows[0];
  if (!row) return {};
  const limits: DataLimits = {};
  if (row.allOrg !== 'Y') limits.org = row.orgs.map(Number);
  if (row.allCategory !== 'Y') limits.category = row.categories.map(Number);
  // A supplier's user is held to its own supplier by the supplier scope already.
  if (row.allSupplier !== 'Y' && userType !== 'EX') limits.supplier = row.suppliers.map(Number);
  return limits;
}

const limitedFields = (def: EntityDef, caller: Caller): [DataDimension, string, number[]][] =>
  caller.data && caller.userId !== -1
    ? (Object.entries(dataScopeColumns(def)) as [DataDimension, string][]).flatMap(([dim, field]) => {
        const ids = caller.data?.[dim];
        return ids ? [[dim, field, ids] as [DataDimension, string, number[]]] : [];
      })
    : [];

/** SQL conditions keeping `alias` rows of `def` within the caller's data permissions. A row with no value in a column not required is no one's, and shown. */
export function dataLimitConditions(def: EntityDef, caller: Caller, params: Params, alias: string): string[] {
  return limitedFields(def, caller).map(([, field, ids]) => {
    const col = `${alias}.${ident(toSnake(field))}`;
    const required = field === def.key || fieldOf(def, field)?.required;
    return required ? `${col} = ANY(${params.add(ids)})` : `(${col} IS NULL OR ${col} = ANY(${params.add(ids)}))`;
  });
}

/** A record about to be written that names an organisation, category or supplier outside the caller's permissions. */
export function dataLimitViolations(
  def: EntityDef,
  caller: Caller,
  record: Record<string, unknown>,
  at: { row?: number; child?: string } = {},
): FieldViolation[] {
  const out: FieldViolation[] = [];
  for (const [, field, ids] of limitedFields(def, caller)) {
    const value = record[field];
    if (value === undefined || value === null || value === '' || field === def.key) continue;
    if (!ids.includes(Number(value))) out.push({ field, key: 'rule.dataScope', params: { value }, ...at });
  }
  return out;
}
