/** Where the answer of a custom operation leads: a record of `opens` is opened in its edit screen. */
import type { OperationDef } from '@srm/domain/entity/types.ts';
import { findEntity } from '../lib/registry.ts';
import { listRouteOf, routesOfEntity } from '@srm/domain/routes/catalogue.ts';
import { mainUrl } from '../lib/router.ts';
import type { Row } from './entity-ui.ts';

/** The URL to open for an operation's answer, or null when it opens nothing. */
export function answerUrl(op: OperationDef, answered: unknown): string | null {
  if (!op.opens || !answered || Array.isArray(answered)) return null;
  const target = routesOfEntity(op.opens);
  const row = answered as Row;
  const edit = listRouteOf(op.opens, row) ?? target.find((r) => r.screen === 'edit') ?? target.find((r) => r.menu);
  if (!edit) return null;
  const key = findEntity(op.opens)?.key ?? '';
  return mainUrl(edit.editPath ?? edit.path, { id: String(row[key]) });
}
