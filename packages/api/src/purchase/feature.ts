/**
 * The purchasing feature module: hooks of the purchasing documents,
 * the custom operations their definitions name (create an order from the
 * demand summary, copy a requisition, print barcode labels), and a PNG label
 * route for links.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { FeatureModule } from '../app-context.ts';
import { AppError } from '../engine/app-error.ts';
import { registerOperation, type EntityOperations, type OperationContext, type Row } from '../engine/operations.ts';
import { authorize, VIEW } from '../engine/permissions.ts';
import { Params } from '../engine/params.ts';
import { scopeConditions } from '../engine/scope.ts';
import { callerOf } from '../plugins/guard.ts';
import { registerPurchaseHooks } from './hooks.ts';
import { createPurchaseOrder, proposeOrder } from './demand.ts';
import { code128Png, printLabels } from './barcodes.ts';

import { labelSchema, purchaseOperationSchemas } from './purchase-schemas.ts';
import { rows } from '../db/db.ts';

/**
 * `doCopy`: a new DRAFT requisition with the same header and lines, dates and
 * statuses fresh. Its attachments are not copied: a file belongs to the record
 * it was attached to (engine/attachments.ts), so the copy starts without files.
 */
async function copyRequisition({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const def = getEntity('purRequisition');
  const line = getEntity('purRequisitionLine');
  const source = await ops.findById(def, caller, body, tx);
  const writable = (d: typeof def, r: Row) =>
    Object.fromEntries(
      d.fields
        .filter((f) => !f.readOnly && !f.autoNumber && f.type !== 'attachments' && f.name in r && f.name !== 'requisitionDate')
        .map((f) => [f.name, r[f.name]]),
    );
  const copy: Row = {
    ...writable(def, source),
    lines: (source.lines as Row[]).map((l) => {
      const w = writable(line, l);
      delete w.requisitionHeaderId;
      return w;
    }),
  };
  const id = await ops.saveOne(tx, def, caller, copy, pending);
  return ops.findById(def, caller, { requisitionHeaderId: id }, tx);
}

/** Hooks and operation handlers; also called by the demo seed, which may run before the app is built. */
export function registerPurchase(ops: EntityOperations): void {
  registerPurchaseHooks(ops);
  registerOperation('purRequisition', 'doCopy', copyRequisition, purchaseOperationSchemas.doCopy);
  registerOperation('purDemandSummary', 'doProposeOrder', proposeOrder, purchaseOperationSchemas.doProposeOrder);
  registerOperation('purDemandSummary', 'doCreatePurchaseOrder', createPurchaseOrder, purchaseOperationSchemas.doCreatePurchaseOrder);
  registerOperation('purBarcode', 'printLabels', printLabels, purchaseOperationSchemas.printLabels);
}

export const purchaseFeature: FeatureModule = (app, ctx) => {
  registerPurchase(ctx.ops);

  // A printable label opened by a link (<img src>), with a one-use ticket like downloads.
  app.get<{ Params: { id: string } }>(
    '/api/srmServer/v1/srmPoBarcodeRestful/label/:id',
    { config: { access: 'entity' }, schema: labelSchema },
    async (request, reply) => {
      const caller = callerOf(request);
      const def = getEntity('purBarcode');
      authorize(def, caller, VIEW);
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND');
      const params = new Params();
      const conds = [`t.barcode_id = ${params.add(id)}`, ...scopeConditions(def, caller, params)];
      const found = await rows(app.srm.db, `SELECT barcode FROM srm_po_barcodes t WHERE ${conds.join(' AND ')}`, params.values);
      if (!found.length) throw new AppError('NOT_FOUND');
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(await code128Png(found[0].barcode));
    },
  );
};
