/** The line collections of a document with their line definitions. */
import type { ChildDef, EntityDef } from '@srm/domain/entity/types.ts';
import { findEntity } from '../../lib/registry.ts';

export interface EditChild {
  child: ChildDef;
  lineDef: EntityDef;
}

export function childrenOf(def: EntityDef): EditChild[] {
  return (def.children ?? []).flatMap((child) => {
    const lineDef = findEntity(child.entity);
    return lineDef ? [{ child, lineDef }] : [];
  });
}
