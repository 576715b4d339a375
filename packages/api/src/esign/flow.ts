/**
 * The hand-sign flow (entities/esign/STATES.md): startHandSignFlow renders a
 * confirmed contract into the PDF to sign; each party (the buyer's
 * organisation, the supplier) signs it once, in either order, with its
 * organisation sign account's certificate and the signature its user draws;
 * the second signature is an incremental update, so the first stays valid.
 * When both have signed, the contract moves to EFFECTIVE through its
 * server-only `sign` action and its sign dates are set. Every refusal names
 * its field and writes nothing.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { nextNumber } from '../engine/auto-number.ts';
import { type Caller, isSupplier, systemCaller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { notifyInternalUsers } from '../engine/notify-suppliers.ts';
import type { EntityOperations, OperationContext } from '../engine/operations.ts';
import { closeTodos, openTodos, usersWhoCan } from '../engine/todos.ts';
import { askSuppliers } from '../quality/tell.ts';
import { viewerOf } from '../contract/pdf/contract-data.ts';
import { renderContract } from '../contract/pdf/preview.ts';
import { SIGNATURE_BOXES } from '../contract/pdf/signature-boxes.ts';
import { accountSigner } from './keys.ts';

export const FLOW = 'esignFlow';
export type Party = 'BUYER' | 'SUPPLIER';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The supplier's menu for its signings, and the page its to-dos open. */
export const SUPPLIER_MENU = 'ESIGN_FLOW_SELF';
export const SUPPLIER_PAGE = 'supplierEsignSign';
export const BUYER_PAGE = 'esignSign';

type Row = Record<string, unknown>;
const partyLabel = (party: Party, lang: Caller['lang']) => format(party === 'BUYER' ? 'esign.partyA' : 'esign.partyB', lang);

async function contractOf(tx: Queryable, contractId: unknown, lock = false): Promise<Row | undefined> {
  const { rows } = await tx.query<Row>(
    `SELECT contract_id AS "contractId", contract_code AS "contractCode", contract_name AS "contractName", contract_status AS "contractStatus",
            org_id AS "orgId", supplier_id AS "supplierId", version_number AS "versionNumber", created_by AS "createdBy"
       FROM srm_okc_contracts WHERE contract_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [contractId],
  );
  return rows[0];
}

function requireConfirmed(contract: Row, caller: Caller): void {
  if (contract.contractStatus === 'CONFIRMED') return;
  const def = getEntity('contract');
  const state = String(contract.contractStatus);
  throw new ValidationError([
    { field: 'contractStatus', key: 'esign.notConfirmed', params: { state: def.workflow?.states[state]?.label[caller.lang] ?? state } },
  ]);
}

/** The organisation sign account that signs for `party` of this contract. */
export async function partyAccount(tx: Queryable, contract: Row, party: Party): Promise<Row | undefined> {
  const { rows } = await tx.query<Row>(
    `SELECT sign_account_id AS "signAccountId", account_name AS "accountName" FROM srm_esign_accounts
      WHERE account_type = 'ORG' AND party_type = $1 AND enabled_flag = 'Y' AND ${party === 'BUYER' ? 'org_id' : 'supplier_id'} = $2
      ORDER BY sign_account_id DESC LIMIT 1`,
    [party, party === 'BUYER' ? contract.orgId : contract.supplierId],
  );
  return rows[0];
}

/** Asks the party to sign: the buyers who may sign get a to-do, the supplier's users one of theirs. */
async function askToSign(tx: Queryable, pending: PendingEvents, flow: Row, party: Party, caller: Caller, other?: Party): Promise<void> {
  const text = other
    ? {
        zh: `合同${flow.contractCode}：${partyLabel(other, 'zh')}已签署，请您签署`,
        en: `Contract ${flow.contractCode}: ${partyLabel(other, 'en')} has signed; your signature is awaited`,
      }
    : { zh: `请签署合同${flow.contractCode}`, en: `Please sign contract ${flow.contractCode}` };
  const id = Number(flow.signFlowId);
  if (party === 'SUPPLIER') {
    await askSuppliers(
      tx,
      [Number(flow.supplierId)],
      { entity: FLOW, recordId: id, action: 'supplierSignDocument', page: SUPPLIER_PAGE, menuCode: SUPPLIER_MENU, text },
      caller,
      pending,
    );
    return;
  }
  const users = (await usersWhoCan(tx, getEntity(FLOW), 'btnSign')).map((u) => u.userId);
  if (!users.length) return;
  const link = `${BUYER_PAGE}?id=${id}`;
  await openTodos(
    tx,
    caller,
    pending,
    {
      entity: FLOW,
      recordId: id,
      action: 'signDocument',
      title: text,
      billType: 'HANDLE',
      link: { billLink: link, menuCode: 'ESIGN_FLOW', menuName: '合同签署' },
    },
    { userIds: users },
  );
  await notifyInternalUsers(tx, users, text, { entity: FLOW, recordId: id, link }, caller, pending);
}

/** Closes the party's to-dos of this flow once it has signed. */
async function closePartyTodos(tx: Queryable, flowId: number, party: Party, caller: Caller): Promise<void> {
  await closeTodos(tx, caller, undefined, { entity: FLOW, recordId: flowId, only: party === 'SUPPLIER' ? 'suppliers' : 'users' });
}

/** startHandSignFlow { contractId }: the flow of a confirmed contract (the open one when there is one). */
export async function startHandSignFlow(ctx: OperationContext): Promise<Row> {
  const { tx, caller, ops, pending, body } = ctx;
  const contractId = Number(body.contractId);
  if (!Number.isInteger(contractId) || contractId <= 0) throw new ValidationError([{ field: 'contractId', key: 'rule.required' }]);
  const visible = await ops.fetch(tx, getEntity('contract'), caller, contractId, true);
  if (!visible) throw new AppError('NOT_FOUND');
  const contract = (await contractOf(tx, contractId))!;
  const open = await tx.query<Row>(
    'SELECT sign_flow_id AS "signFlowId" FROM srm_esign_flows WHERE contract_id = $1 AND version_number = $2 ORDER BY sign_flow_id DESC LIMIT 1',
    [contractId, contract.versionNumber],
  );
  if (open.rows[0]) return flowAnswer(tx, ops, caller, Number(open.rows[0].signFlowId));
  requireConfirmed(contract, caller);
  const { pdf } = await renderContract(tx, ops, systemCaller(caller.lang), contractId);
  const code = await nextNumber(tx, getEntity(FLOW).fields.find((f) => f.name === 'flowCode')!.autoNumber!);
  const [flow] = (
    await tx.query<Row>(
      `INSERT INTO srm_esign_flows (flow_code, contract_id, contract_code, contract_name, version_number, org_id, org_name, supplier_id, supplier_number, supplier_name, flow_status, created_by, last_updated_by)
       SELECT $1, c.contract_id, c.contract_code, c.contract_name, c.version_number, c.org_id, c.org_name, c.supplier_id, c.supplier_number, c.supplier_name, 'SIGNING', $3, $3
         FROM srm_okc_contracts c WHERE c.contract_id = $2
       RETURNING sign_flow_id AS "signFlowId", contract_code AS "contractCode", supplier_id AS "supplierId"`,
      [code, contractId, caller.userId],
    )
  ).rows;
  await tx.query('INSERT INTO srm_esign_documents (sign_flow_id, pdf_base64, signature_count) VALUES ($1, $2, 0)', [
    flow.signFlowId,
    Buffer.from(pdf).toString('base64'),
  ]);
  await askToSign(tx, pending, flow, 'BUYER', caller);
  await askToSign(tx, pending, flow, 'SUPPLIER', caller);
  return flowAnswer(tx, ops, caller, Number(flow.signFlowId));
}

async function flowAnswer(tx: Queryable, ops: EntityOperations, caller: Caller, id: number): Promise<Row> {
  const row = await ops.fetch(tx, getEntity(FLOW), caller, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, signUrl: signUrl(caller, id) };
}

const signUrl = (caller: Caller, id: number) => `/${isSupplier(caller) ? SUPPLIER_PAGE : BUYER_PAGE}?id=${id}`;

/** querySignUrl { signFlowId }: the portal page where the caller signs this flow. */
export async function querySignUrl(ctx: OperationContext): Promise<Row> {
  const id = Number(ctx.body.signFlowId);
  const flow = await ctx.ops.fetch(ctx.tx, getEntity(FLOW), ctx.caller, id);
  if (!flow) throw new AppError('NOT_FOUND');
  return { signFlowId: id, signUrl: signUrl(ctx.caller, id), flowStatus: flow.flowStatus };
}

/** The drawn signature, PNG, sent as base64 or a data URL. */
function signatureImage(value: unknown): Buffer {
  if (typeof value !== 'string' || !value.trim()) throw new ValidationError([{ field: 'signatureImage', key: 'rule.required' }]);
  const bytes = Buffer.from(value.replace(/^data:image\/png;base64,/, ''), 'base64');
  if (bytes.length < 67 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw new ValidationError([{ field: 'signatureImage', key: 'esign.notPng' }]);
  return bytes;
}

/** signDocument / supplierSignDocument { signFlowId, signatureImage }: the caller's party signs. */
export async function signDocument(ctx: OperationContext): Promise<Row> {
  const { tx, caller, ops, pending, body } = ctx;
  const id = Number(body.signFlowId);
  const flow = await ops.fetch(tx, getEntity(FLOW), caller, id, true);
  if (!flow) throw new AppError('NOT_FOUND');
  const party: Party = isSupplier(caller) ? 'SUPPLIER' : 'BUYER';
  const contract = await contractOf(tx, flow.contractId, true);
  if (!contract) throw new AppError('NOT_FOUND');
  requireConfirmed(contract, caller);
  const signedAt = party === 'BUYER' ? flow.buyerSignedAt : flow.supplierSignedAt;
  if (signedAt) throw new ValidationError([{ field: 'flowStatus', key: 'esign.alreadySigned', params: { party: partyLabel(party, caller.lang) } }]);
  const account = await partyAccount(tx, contract, party);
  if (!account) throw new ValidationError([{ field: 'signAccountId', key: 'esign.noAccount', params: { party: partyLabel(party, caller.lang) } }]);
  const image = signatureImage(body.signatureImage);

  const doc = (
    await tx.query<{ pdf: string; n: number }>('SELECT pdf_base64 AS pdf, signature_count AS n FROM srm_esign_documents WHERE sign_flow_id = $1 FOR UPDATE', [
      id,
    ])
  ).rows[0];
  const viewer = await viewerOf(tx, caller);
  const signer = await accountSigner(tx, Number(account.signAccountId));
  // pdf-lib and @signpdf load with the first signature rather than with the server.
  const { signPdf } = await import('./sign.ts');
  const signed = await signPdf({
    pdf: Buffer.from(doc.pdf, 'base64'),
    ...signer,
    image,
    box: party === 'BUYER' ? SIGNATURE_BOXES.A : SIGNATURE_BOXES.B,
    fieldName: party === 'BUYER' ? 'PartyA' : 'PartyB',
    signerName: `${account.accountName} / ${viewer.name}`,
    reason: `${partyLabel(party, 'zh')}签署 ${contract.contractCode}`,
    location: 'SRM',
  });
  await tx.query('UPDATE srm_esign_documents SET pdf_base64 = $2, signature_count = signature_count + 1 WHERE sign_flow_id = $1', [
    id,
    signed.toString('base64'),
  ]);

  const both = party === 'BUYER' ? !!flow.supplierSignedAt : !!flow.buyerSignedAt;
  const prefix = party === 'BUYER' ? 'buyer' : 'supplier';
  const status = both ? 'COMPLETED' : party === 'BUYER' ? 'BUYER_SIGNED' : 'SUPPLIER_SIGNED';
  await tx.query(
    `UPDATE srm_esign_flows SET ${prefix}_signer_name = $2, ${prefix}_signed_at = now(), flow_status = $3, last_updated_by = $4, last_update_date = now(), version_num = version_num + 1
      WHERE sign_flow_id = $1`,
    [id, viewer.name, status, caller.userId],
  );
  await tx.query(`UPDATE srm_okc_contracts SET ${party === 'BUYER' ? 'party_a_sign_date' : 'party_b_sign_date'} = current_date WHERE contract_id = $1`, [
    contract.contractId,
  ]);
  await closePartyTodos(tx, id, party, caller);
  if (both) {
    const def = getEntity('contract');
    await ops.actIn(tx, pending, def, systemCaller(caller.lang), actionOf(def, 'sign'), { contractId: contract.contractId });
  } else {
    await askToSign(tx, pending, flow, party === 'BUYER' ? 'SUPPLIER' : 'BUYER', caller, party);
  }
  return flowAnswer(tx, ops, caller, id);
}

/** downloadSignedDoc { signFlowId }: the signed bytes as they are (a signed PDF is never changed, so no watermark). */
export async function downloadSignedDoc(ctx: OperationContext): Promise<Row> {
  const id = Number(ctx.body.signFlowId);
  const flow = await ctx.ops.fetch(ctx.tx, getEntity(FLOW), ctx.caller, id);
  if (!flow) throw new AppError('NOT_FOUND');
  const doc = (
    await ctx.tx.query<{ pdf: string; n: number }>('SELECT pdf_base64 AS pdf, signature_count AS n FROM srm_esign_documents WHERE sign_flow_id = $1', [id])
  ).rows[0];
  if (!doc || doc.n === 0) throw new ValidationError([{ field: 'flowStatus', key: 'esign.notSigned' }]);
  return { fileName: `${flow.contractCode}-signed.pdf`, contentType: 'application/pdf', signatureCount: doc.n, base64: doc.pdf };
}
