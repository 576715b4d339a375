/**
 * The pageoffice calls of SPEC section 7 that show a contract, answered with
 * the server-rendered PDF (inline, watermarked for the viewer):
 *
 * - POST|GET v2/pageoffice/openPdfStream { contractId }: the contract's PDF
 * - POST|GET v2/pageoffice/contractInit { contractId }: the same, the contract as
 *   filled from its template (the clauses were copied and filled when it was made)
 * - POST|GET v2/pageoffice/contractFinalized { contractId }: the signed PDF when
 *   a signing has signatures (the signed bytes, never stamped), else the preview
 * - POST|GET v2/pageoffice/templateView { templateId }: a template's clauses in
 *   order, placeholders as written, watermarked
 *
 * templateEdit and contractRevision (editing a Word document in the browser)
 * are not PDF calls: templates and contracts are edited as records, their
 * clauses as text, so those two stay unanswered.
 *
 * The caller must read contracts (its menus) and see this one (SQL scope).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { AppError, ValidationError } from '../../engine/app-error.ts';
import { authorize, VIEW } from '../../engine/permissions.ts';
import { callerOf } from '../../plugins/guard.ts';
import { int, object, routeSchema } from '../../openapi/route-schema.ts';
import { contractPreview, stampFor } from './preview.ts';
import { templatePdfData } from './contract-data.ts';
import { table } from '../../db/tables.ts';

const auth = { config: { access: 'authenticated' as const } };

function idOf(request: FastifyRequest, field: 'contractId' | 'templateId'): number {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const id = Number({ ...(request.query as Record<string, unknown>), ...body }[field]);
  if (!Number.isInteger(id) || id <= 0) throw new ValidationError([{ field, key: 'rule.required' }]);
  return id;
}
const contractIdOf = (request: FastifyRequest) => idOf(request, 'contractId');

const send = (reply: FastifyReply, pdf: Uint8Array, name: string, disposition: 'inline' | 'attachment') =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf));

export function registerContractPdfRoutes(app: FastifyInstance, prefix: string): void {
  const ops = () => app.srm.ops;
  const db = () => app.srm.db;
  const preview = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = callerOf(request);
    authorize(getEntity('contract'), caller, VIEW);
    const id = contractIdOf(request);
    const { pdf, name } = await db().transaction((tx) => contractPreview(tx, ops(), caller, id));
    return send(reply, pdf, name, 'inline');
  };
  const finalized = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = callerOf(request);
    const def = getEntity('contract');
    authorize(def, caller, VIEW);
    const id = contractIdOf(request);
    const signed = await db().transaction(async (tx) => {
      if (!(await ops().fetch(tx, def, caller, id))) throw new AppError('NOT_FOUND');
      const f = table('srm_esign_flows').as('f');
      const d = table('srm_esign_documents').as('d');
      const { rows } = await tx.query<{ pdf: string; code: string }>(
        `SELECT ${d.pdf_base64} AS pdf, ${f.contract_code} AS code FROM ${f} JOIN ${d} ON ${d.sign_flow_id} = ${f.sign_flow_id}
          WHERE ${f.contract_id} = $1 AND ${d.signature_count} > 0 ORDER BY ${f.sign_flow_id} DESC LIMIT 1`,
        [id],
      );
      return rows[0];
    });
    if (signed) return send(reply, Buffer.from(signed.pdf, 'base64'), `${signed.code}-signed.pdf`, 'attachment');
    return preview(request, reply);
  };
  const templateView = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = callerOf(request);
    const def = getEntity('contractTemplate');
    authorize(def, caller, VIEW);
    const id = idOf(request, 'templateId');
    const pdf = await db().transaction(async (tx) => {
      if (!(await ops().fetch(tx, def, caller, id))) throw new AppError('NOT_FOUND');
      const data = await templatePdfData(tx, id, caller.lang === 'en' ? 'en' : 'zh');
      if (!data) throw new AppError('NOT_FOUND');
      // pdf-lib loads with the first PDF rather than with the server.
      const { renderContractPdf } = await import('./render.ts');
      return stampFor(tx, caller, await renderContractPdf(data), data.contractCode);
    });
    return send(reply, pdf, `template-${id}.pdf`, 'inline');
  };
  const doc = (operationId: string, summary: string, key: 'contractId' | 'templateId' = 'contractId') => {
    const schema = { summary, body: object({ [key]: int() }, [key]), file: 'application/pdf' };
    return {
      post: routeSchema({ operationId: `pageoffice_${operationId}`, tag: 'Contracts', ...schema }),
      get: routeSchema({
        operationId: `pageoffice_${operationId}_get`,
        tag: 'Contracts',
        summary,
        querystring: object({ [key]: int() }, [key]),
        file: 'application/pdf',
      }),
    };
  };
  for (const [name, handler, summary] of [
    ['openPdfStream', preview, "The contract's PDF, watermarked for the viewer"],
    ['contractInit', preview, 'The contract as filled from its template, watermarked for the viewer'],
    ['contractFinalized', finalized, 'The signed contract, else its watermarked preview'],
  ] as const) {
    const s = doc(name, summary);
    app.post(`${prefix}/v2/pageoffice/${name}`, { ...auth, schema: s.post }, handler);
    app.get(`${prefix}/v2/pageoffice/${name}`, { ...auth, schema: s.get }, handler);
  }
  const t = doc('templateView', "A template's clauses, placeholders as written, watermarked for the viewer", 'templateId');
  app.post(`${prefix}/v2/pageoffice/templateView`, { ...auth, schema: t.post }, templateView);
  app.get(`${prefix}/v2/pageoffice/templateView`, { ...auth, schema: t.get }, templateView);
}
