/**
 * The contract's PDF and its signing, offered on the contract's screens
 * (cctContractEdit, the supplier's contract detail, the archive) and on the
 * signing screen: srm-pdf-opener over pageoffice openPdfStream (the PDF as
 * rendered on the server, watermarked for the viewer), and, from CONFIRMED
 * on, the way to the hand-sign flow (the buyer starts it when there is none:
 * startHandSignFlow answers the open one otherwise; a supplier goes to the
 * flow the buyer started).
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { SrmPdfOpener } from '@srm/elements/react/srm-pdf-opener.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, ApiError, errorToast } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { isSupplierUser } from '../../lib/session.ts';
import { useShell } from '../../shell/data.ts';
import type { Row } from '../entity-ui.ts';

const OPEN_PDF = '/api/fileServer/v2/pageoffice/openPdfStream';
const FLOW = getEntity('esignFlow');

/** Saves base64 bytes as a file the browser downloads. */
export function saveBase64(base64: string, fileName: string, type: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The contract's PDF, fetched with the session (a refusal is the server's message in the user's language). */
async function contractPdf(contractId: string): Promise<Blob> {
  const res = await fetch(OPEN_PDF, { method: 'POST', headers: await api.headers(), body: JSON.stringify({ contractId: Number(contractId) }) });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const env = (await res.json().catch(() => null)) as { status: 'E' | 'M'; msg: string; data: null } | null;
    throw new ApiError(env ?? { status: 'E', msg: res.statusText, data: null }, res.status);
  }
  return new Blob([await res.arrayBuffer()], { type: 'application/pdf' });
}

export function ContractPdfButton({ contractId, children }: { contractId: number; children?: ReactNode }) {
  return (
    <SrmPdfOpener fileId={String(contractId)} urlFor={contractPdf} data-testid="contract-pdf">
      {children ?? t('contractPdf.pdf')}
    </SrmPdfOpener>
  );
}

/** The flow of a contract a supplier may sign: the newest of its current version. */
async function supplierFlow(contract: Row): Promise<Row | undefined> {
  const rows = await api.data<Row[]>(restPath(FLOW, 'listByPage'), { pageIndex: 1, pageRows: 50, contractCode: String(contract.contractCode ?? '') });
  return rows
    .filter((r) => Number(r.contractId) === Number(contract.contractId) && Number(r.versionNumber) === Number(contract.versionNumber))
    .sort((a, b) => Number(b.signFlowId) - Number(a.signFlowId))[0];
}

/** The contract screen's buttons: its PDF, and the way to signing once the supplier confirmed it. */
export function ContractSignButtons({ contract }: { contract: Row }) {
  const shell = useShell();
  const [busy, setBusy] = useState(false);
  const supplier = isSupplierUser();
  const status = String(contract.contractStatus ?? '');
  const signable = status === 'CONFIRMED' || status === 'EFFECTIVE';
  async function goSign() {
    setBusy(true);
    try {
      if (supplier) {
        const flow = await supplierFlow(contract);
        if (!flow) {
          showToast({ message: t('contractPdf.notStarted'), type: 'warning' });
          return;
        }
        shell.open(mainUrl('supplierEsignSign', { id: String(flow.signFlowId) }));
      } else {
        const flow = await api.data<Row>(restPath(FLOW, 'startHandSignFlow'), { contractId: Number(contract.contractId) });
        window.dispatchEvent(new CustomEvent('srm-counts-changed'));
        shell.open(mainUrl('esignSign', { id: String(flow.signFlowId) }));
      }
    } catch (err) {
      showToast(errorToast(err));
    } finally {
      setBusy(false);
    }
  }
  if (!contract.contractId) return null;
  return (
    <>
      <ContractPdfButton contractId={Number(contract.contractId)} />
      <button
        type="button"
        className="btn"
        data-testid="contract-pdf-view"
        onClick={() => shell.open(mainUrl('pdfView', { contractId: Number(contract.contractId), code: String(contract.contractCode ?? '') }))}
      >
        {t('contractPdf.inPortal')}
      </button>
      {signable ? (
        <button type="button" className="btn btn-primary" disabled={busy} data-testid="contract-go-sign" onClick={() => void goSign()}>
          {t(status === 'EFFECTIVE' ? 'contractPdf.signed' : 'contractPdf.sign')}
        </button>
      ) : null}
    </>
  );
}

export default ContractSignButtons;
