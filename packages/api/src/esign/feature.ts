/**
 * Contract PDFs and e-sign (entities/esign/STATES.md): the pageoffice calls
 * answering the rendered, watermarked contract, the sign accounts with their
 * certificates, and the hand-sign flow.
 */
import type { FeatureModule } from '../app-context.ts';
import { registerOperation } from '../engine/operations.ts';
import { once } from '../engine/once.ts';
import { object, int, str } from '../openapi/route-schema.ts';
import { registerContractPdfRoutes } from '../contract/pdf/routes.ts';
import { ACCOUNT, createAccount, registerAccountHooks } from './accounts.ts';
import { downloadSignedDoc, FLOW, querySignUrl, signDocument, startHandSignFlow } from './flow.ts';

const accountBody = object({ accountName: str(), partyType: str('BUYER or SUPPLIER'), userId: int(), orgId: int(), supplierId: int() }, ['accountName']);
const flowId = object({ signFlowId: int() }, ['signFlowId']);
const signBody = object({ signFlowId: int(), signatureImage: str('The drawn signature: PNG, base64 or a data URL') }, ['signFlowId', 'signatureImage']);

/** Hooks and operations; also called by the demo seed, which may run before the app is built. */
export const registerEsign = once((): void => {
  registerAccountHooks();
  registerOperation(ACCOUNT, 'createPersonAcct', createAccount('PERSON'), { body: accountBody });
  registerOperation(ACCOUNT, 'createOrgAcct', createAccount('ORG'), { body: accountBody });
  registerOperation(FLOW, 'startHandSignFlow', startHandSignFlow, { body: object({ contractId: int() }, ['contractId']) });
  registerOperation(FLOW, 'querySignUrl', querySignUrl, { body: flowId, data: object({ signFlowId: int(), signUrl: str(), flowStatus: str() }) });
  registerOperation(FLOW, 'signDocument', signDocument, { body: signBody });
  registerOperation(FLOW, 'supplierSignDocument', signDocument, { body: signBody });
  registerOperation(FLOW, 'downloadSignedDoc', downloadSignedDoc, {
    body: flowId,
    data: object({ fileName: str(), contentType: str(), signatureCount: int(), base64: str('The signed PDF, as signed') }),
  });
});

export const esignFeature: FeatureModule = (app) => {
  registerEsign();
  registerContractPdfRoutes(app, '/api/fileServer');
};
