/**
 * esignSign (buyer) / supplierEsignSign (supplier): one hand-sign flow of a
 * confirmed contract (entities/esign/STATES.md). The contract's PDF opens
 * through srm-pdf-opener (pageoffice openPdfStream, watermarked for the
 * viewer); the caller's party draws a signature on srm-signature-pad and
 * confirms, which calls signDocument (buyer) or supplierSignDocument
 * (supplier); the screen then shows who has signed and whose turn it is, and
 * offers the signed PDF (downloadSignedDoc) once there is a signature.
 */
import { useCallback, useEffect, useState } from 'react';
import { fieldOf, getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { SrmSignaturePad } from '@srm/elements/react/srm-signature-pad.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, errorMessage, errorToast } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { isSupplierUser } from '../../lib/session.ts';
import { useShell } from '../../shell/data.ts';
import type { Row } from '../entity-ui.ts';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';
import { ContractPdfButton, saveBase64 } from './contract-pdf.tsx';
import './esign.css';

const FLOW = getEntity('esignFlow');
const fieldLabel = (name: string) => label((fieldOf(FLOW, name) as FieldDef).label);

function turnOf(flow: Row): 'esign.turnSupplier' | 'esign.turnBuyer' | 'esign.done' | 'esign.turnBoth' {
  switch (flow.flowStatus) {
    case 'BUYER_SIGNED':
      return 'esign.turnSupplier';
    case 'SUPPLIER_SIGNED':
      return 'esign.turnBuyer';
    case 'COMPLETED':
      return 'esign.done';
    default:
      return 'esign.turnBoth';
  }
}

/** A signing time in SPEC section 9's pattern (yyyy-MM-dd HH:mm:ss), the same in both languages. */
const when = (value: unknown) => formatDate(value, 'datetime') || String(value ?? '');

export default function EsignSign({ id }: { id: string }) {
  useLang(); // re-render in the other language
  const shell = useShell();
  const supplier = isSupplierUser();
  const [flow, setFlow] = useState<Row | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [signError, setSignError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    try {
      setFlow(await api.data<Row>(restPath(FLOW, 'findById'), { signFlowId: Number(id) }));
    } catch (err) {
      setError(err);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  async function sign(png: string) {
    setBusy(true);
    setSignError('');
    try {
      const env = await api.post<Row>(restPath(FLOW, supplier ? 'supplierSignDocument' : 'signDocument'), { signFlowId: Number(id), signatureImage: png });
      showToast({ message: env.msg || t('esign.signedOk'), type: 'success' });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      setFlow(env.data);
    } catch (err) {
      const message = errorMessage(err);
      setSignError(message);
      showToast({ message, type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    try {
      const doc = await api.data<{ fileName: string; base64: string }>(restPath(FLOW, 'downloadSignedDoc'), { signFlowId: Number(id) });
      saveBase64(doc.base64, doc.fileName, 'application/pdf');
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  if (error) {
    return (
      <div className="page">
        <ScreenError error={error} onRetry={() => void load()} />
      </div>
    );
  }
  if (!flow) return <ScreenLoading />;

  const statusName = (shell.lookups.ESIGN_FLOW_STATUS ?? []).find((v) => v.lookupCode === flow.flowStatus)?.meaning ?? String(flow.flowStatus ?? '');
  const mineSigned = Boolean(supplier ? flow.supplierSignedAt : flow.buyerSignedAt);
  const anySigned = Boolean(flow.buyerSignedAt || flow.supplierSignedAt);
  const canSign = !mineSigned && flow.flowStatus !== 'COMPLETED';
  const party = (key: 'esign.partyA' | 'esign.partyB', by: unknown, at: unknown, testId: string) => (
    <div className="esign-party" data-testid={testId} data-signed={at ? 'Y' : 'N'}>
      <h3 className="esign-party-title">{t(key)}</h3>
      <p className={at ? 'esign-signed' : 'muted'}>{at ? `✔ ${t('esign.signed')}` : t('esign.waiting')}</p>
      {at ? (
        <dl className="esign-facts">
          <dt>{t('esign.by')}</dt>
          <dd>{String(by ?? '')}</dd>
          <dt>{t('esign.at')}</dt>
          <dd>{when(at)}</dd>
        </dl>
      ) : null}
    </div>
  );

  return (
    <div className="page esign-page" data-testid="esign-page" data-status={String(flow.flowStatus)}>
      <section className="card" aria-labelledby="esign-contract">
        <h2 className="section-title" id="esign-contract">
          {t('esign.contract')} {String(flow.contractCode ?? '')} · {String(flow.contractName ?? '')}
        </h2>
        <dl className="esign-facts">
          <dt>{fieldLabel('flowCode')}</dt>
          <dd>{String(flow.flowCode ?? '')}</dd>
          <dt>{fieldLabel('versionNumber')}</dt>
          <dd>{String(flow.versionNumber ?? '')}</dd>
          <dt>{fieldLabel('supplierId')}</dt>
          <dd>{String(flow.supplierName ?? '')}</dd>
          <dt>{fieldLabel('flowStatus')}</dt>
          <dd data-testid="esign-status">{statusName}</dd>
        </dl>
        <div className="esign-buttons">
          <ContractPdfButton contractId={Number(flow.contractId)}>{t('esign.preview')}</ContractPdfButton>
          {anySigned ? (
            <button type="button" className="btn" data-testid="esign-download" onClick={() => void download()}>
              {t('esign.download')}
            </button>
          ) : null}
        </div>
      </section>
      <section className="card" aria-labelledby="esign-parties">
        <h2 className="section-title" id="esign-parties">
          {t('esign.parties')}
        </h2>
        <p className="esign-turn" data-testid="esign-turn" role="status">
          {t(turnOf(flow))}
        </p>
        <div className="esign-parties">
          {party('esign.partyA', flow.buyerSignerName, flow.buyerSignedAt, 'esign-party-a')}
          {party('esign.partyB', flow.supplierSignerName, flow.supplierSignedAt, 'esign-party-b')}
        </div>
      </section>
      {canSign ? (
        <section className="card" aria-labelledby="esign-pad">
          <h2 className="section-title" id="esign-pad">
            {t('esign.padTitle')}
          </h2>
          <p>{t('esign.yourTurn')}</p>
          <p className="muted">{t('esign.padHint')}</p>
          {signError ? (
            <div className="alert alert-error" role="alert" data-testid="esign-error">
              {signError}
            </div>
          ) : null}
          <SrmSignaturePad data-testid="esign-pad" disabled={busy} onSrmSignaturePadSign={(e) => void sign(e.detail.png)} />
          {busy ? (
            <p role="status">
              <span className="spinner" /> {t('esign.signing')}
            </p>
          ) : null}
        </section>
      ) : flow.flowStatus !== 'COMPLETED' ? (
        <p className="muted" data-testid="esign-mine-signed">
          {t('esign.youSigned')}
        </p>
      ) : null}
    </div>
  );
}
