/**
 * A workflow action done on several selected rows at once (statements approved
 * in one go): an operation of the list, `doBatch` + the capitalised action,
 * with a button of its own. The server runs the action on each row in one
 * transaction (api engine/batch.ts): all move, or none and the refusal names
 * the document that stopped them.
 */
import type { ActionDef, OperationDef } from './types.ts';

export const batchOperationName = (action: string) => `doBatch${action[0].toUpperCase()}${action.slice(1)}`;

export function batchOperation(action: ActionDef): OperationDef {
  return {
    operation: batchOperationName(action.action),
    label: { zh: `批量${action.label.zh}`, en: `${action.label.en} selected` },
    resource: `btnBatch${action.action[0].toUpperCase()}${action.action.slice(1)}`,
    ...(action.actor ? { actor: action.actor } : {}),
  };
}
