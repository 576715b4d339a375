/**
 * Amounts the definitions declare `computed` (a line's quantity × price, a
 * header's total of its lines), rewritten in SQL from the stored values after
 * every save and action, at the precision of their own definitions.
 */
import { getEntity, fieldOf } from '@srm/domain/entity/registry.ts';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { FIELD_TYPES, NUMBER_PRECISION } from '@srm/domain/entity/field-types.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident, type Queryable } from '../db/db.ts';

/** Decimal places of a numeric field, from its definition and its type's default. */
export function precisionOf(entity: string, field: string): number {
  return decimalsOf(fieldOf(getEntity(entity), field), `${entity}.${field}`);
}

function decimalsOf(def: FieldDef | undefined, name: string): number {
  const decimals = def && FIELD_TYPES[def.type].decimals;
  if (!def || !decimals) throw new Error(`${name} is not a numeric field`);
  return decimals(def) ?? NUMBER_PRECISION;
}

const col = (field: string) => ident(toSnake(field));

/** Whether `def` or one of its line entities declares a computed field. */
export function hasComputed(def: EntityDef): boolean {
  return [def, ...(def.children ?? []).map((c) => getEntity(c.entity))].some((d) => d.fields.some((f) => f.computed));
}

/** Rewrites the computed fields of the lines of header `id`, then the header's. */
export async function recomputeAmounts(tx: Queryable, def: EntityDef, id: number): Promise<void> {
  if (!hasComputed(def)) return;
  for (const child of def.children ?? []) {
    const lineDef = getEntity(child.entity);
    const sets = lineDef.fields.flatMap((f): [string, string][] =>
      f.computed && 'product' in f.computed
        ? [[col(f.name), `round(${f.computed.product.map(col).join(' * ')}, ${decimalsOf(f, `${lineDef.name}.${f.name}`)})`]]
        : [],
    );
    // Lines whose amounts stay as they are are not written (a document saved as read writes none).
    if (sets.length)
      await tx.query(
        `UPDATE ${ident(lineDef.table)} SET ${sets.map(([c, e]) => `${c} = ${e}`).join(', ')} WHERE ${col(child.foreignKey)} = $1
          AND (${sets.map(([c]) => c).join(', ')}) IS DISTINCT FROM (${sets.map(([, e]) => e).join(', ')})`,
        [id],
      );
  }
  const sums = def.fields.flatMap((f) => {
    if (!f.computed || !('sum' in f.computed)) return [];
    const { child, field } = f.computed.sum;
    const c = def.children!.find((ch) => ch.name === child)!;
    const lines = getEntity(c.entity);
    return [
      `${col(f.name)} = (SELECT round(sum(l.${col(field)}), ${decimalsOf(f, `${def.name}.${f.name}`)}) FROM ${ident(lines.table)} l WHERE l.${col(c.foreignKey)} = $1)`,
    ];
  });
  if (sums.length) await tx.query(`UPDATE ${ident(def.table)} SET ${sums.join(', ')} WHERE ${col(def.key)} = $1`, [id]);
}
