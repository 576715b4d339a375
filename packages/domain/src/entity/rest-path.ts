/**
 * Where an entity's REST operations live. Apart from the registry so that the
 * client (and the portal's first page through it) needs no entity definitions.
 */
import type { EntityDef } from './types.ts';

export function restPath(def: Pick<EntityDef, 'service' | 'rest'>, operation: string): string {
  return `/api/${def.service}/v1/${def.rest}Restful/${operation}`;
}
