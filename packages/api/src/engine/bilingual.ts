/**
 * SQL of a name kept in both languages (`f.bilingual`): the English companion for
 * an English reader, the Chinese name when no English one is given. Display
 * answers (menus, buttons, lookups, responsibilities) select names through this,
 * so they follow the same rule as `localName` in the domain.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { englishFieldOf } from '@srm/domain/entity/bilingual.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';
import { col } from './columns.ts';

export function nameSql(def: EntityDef | string, name: string, lang: Lang, alias = 't'): string {
  const entity = typeof def === 'string' ? getEntity(def) : def;
  const en = lang === 'en' ? englishFieldOf(entity, name) : undefined;
  return en ? `COALESCE(NULLIF(btrim(${col(en.name, alias)}), ''), ${col(name, alias)})` : col(name, alias);
}
