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
import { fieldOf, getEntity, restPath } from '@srm/domain/entity/registry.ts';
import type { FieldDef, Label } from '@srm/domain/entity/types.ts';
import { SrmSignaturePad } from '@srm/elements/react/srm-signature-pad.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, errorMessage, errorToast } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { isSupplierUser } from '../../lib/session.ts';
import { useShell } from '../../shell/data.ts';
import type { Row } from '../entity-ui.ts';
import { ContractPdfButton, saveBase64 } from './contract-pdf.tsx';
import './esign.css';

const FLOW = getEntity('esignFlow');
const fieldLabel = (name: string) => label((fieldOf(FLOW, name) as FieldDef).label);

const TEXTS = {
  partyA: { zh: '甲方（采购方）', en: 'Party A (the buyer)' },
  partyB: { zh: '乙方（供应商）', en: 'Party B (the supplier)' },
  signed: { zh: '已签署', en: 'Signed' },
  waiting: { zh: '待签署', en: 'Not signed yet' },
  by: { zh: '签署人', en: 'Signed by' },
  at: { zh: '签署时间', en: 'Signed at' },
  turnBoth: { zh: '等待甲乙双方签署', en: 'Waiting for both parties to sign' },
  turnBuyer: { zh: '等待甲方（采购方）签署', en: 'Waiting for party A (the buyer) to sign' },
  turnSupplier: { zh: '等待乙方（供应商）签署', en: 'Waiting for party B (the supplier) to sign' },
  done: { zh: '双方已签署，合同已生效', en: 'Both parties have signed: the contract is effective' },
  yourTurn: { zh: '请在下方签名区手写签名，然后点击“确认签名”', en: 'Draw your signature in the pad below, then press "Confirm signature"' },
  youSigned: { zh: '您方已签署', en: 'Your party has signed' },
  padTitle: { zh: '手写签名', en: 'Your signature' },
  padHint: {
    zh: '签名将作为您方的签章图像放入合同最后一页，并以您方组织的数字证书进行PAdES签名。',
    en: "The signature becomes your party's signature image on the contract's last page, signed with your organisation's certificate (PAdES).",
  },
  signing: { zh: '正在签署…', en: 'Signing…' },
  signedOk: { zh: '签署成功', en: 'Signed' },
  download: { zh: '下载已签署合同', en: 'Download the signed contract' },
  preview: { zh: '预览合同', en: 'Preview the contract' },
  parties: { zh: '签署进度', en: 'Signatures' },
  contract: { zh: '合同', en: 'Contract' },
} satisfies Record<string, Label>;
const text = (key: keyof typeof TEXTS) => label(TEXTS[key]);

function turnOf(flow: Row): keyof typeof TEXTS {
  switch (flow.flowStatus) {
    case 'BUYER_SIGNED':
      return 'turnSupplier';
    case 'SUPPLIER_SIGNED':
      return 'turnBuyer';
    case 'COMPLETED':
      return 'done';
    default:
      return 'turnBoth';
  }
}

/** A signing time as the reader writes times. */
const when = (value: unknown, lang: string) => {
  const d = new Date(String(value));
  return Number.isNaN(d.getTime()) ? String(value) : d.toLocaleString(lang === 'EN' ? 'en-GB' : 'zh-CN', { hour12: false });
};

export default function EsignSign({ id }: { id: string }) {
  const lang = useLang();
  const shell = useShell();
  const supplier = isSupplierUser();
  const [flow, setFlow] = useState<Row | null>(null);
  const [error, setError] = useState('');
  const [signError, setSignError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setError('');
    try {
      setFlow(await api.data<Row>(restPath(FLOW, 'findById'), { signFlowId: Number(id) }));
    } catch (err) {
      setError(errorMessage(err));
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
      showToast({ message: env.msg || text('signedOk'), type: 'success' });
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
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      </div>
    );
  }
  if (!flow) {
    return (
      <div className="screen-loading" role="status">
        <span className="spinner" />
        {t('common.loading')}
      </div>
    );
  }

  const statusName = (shell.lookups.ESIGN_FLOW_STATUS ?? []).find((v) => v.lookupCode === flow.flowStatus)?.meaning ?? String(flow.flowStatus ?? '');
  const mineSigned = Boolean(supplier ? flow.supplierSignedAt : flow.buyerSignedAt);
  const anySigned = Boolean(flow.buyerSignedAt || flow.supplierSignedAt);
  const canSign = !mineSigned && flow.flowStatus !== 'COMPLETED';
  const party = (key: 'partyA' | 'partyB', by: unknown, at: unknown, testId: string) => (
    <div className="esign-party" data-testid={testId} data-signed={at ? 'Y' : 'N'}>
      <h3 className="esign-party-title">{text(key)}</h3>
      <p className={at ? 'esign-signed' : 'muted'}>{at ? `✔ ${text('signed')}` : text('waiting')}</p>
      {at ? (
        <dl className="esign-facts">
          <dt>{text('by')}</dt>
          <dd>{String(by ?? '')}</dd>
          <dt>{text('at')}</dt>
          <dd>{when(at, lang)}</dd>
        </dl>
      ) : null}
    </div>
  );

  return (
    <div className="page esign-page" data-testid="esign-page" data-status={String(flow.flowStatus)}>
      <section className="card" aria-labelledby="esign-contract">
        <h2 className="section-title" id="esign-contract">
          {text('contract')} {String(flow.contractCode ?? '')} · {String(flow.contractName ?? '')}
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
          <ContractPdfButton contractId={Number(flow.contractId)}>{text('preview')}</ContractPdfButton>
          {anySigned ? (
            <button type="button" className="btn" data-testid="esign-download" onClick={() => void download()}>
              {text('download')}
            </button>
          ) : null}
        </div>
      </section>
      <section className="card" aria-labelledby="esign-parties">
        <h2 className="section-title" id="esign-parties">
          {text('parties')}
        </h2>
        <p className="esign-turn" data-testid="esign-turn" role="status">
          {text(turnOf(flow))}
        </p>
        <div className="esign-parties">
          {party('partyA', flow.buyerSignerName, flow.buyerSignedAt, 'esign-party-a')}
          {party('partyB', flow.supplierSignerName, flow.supplierSignedAt, 'esign-party-b')}
        </div>
      </section>
      {canSign ? (
        <section className="card" aria-labelledby="esign-pad">
          <h2 className="section-title" id="esign-pad">
            {text('padTitle')}
          </h2>
          <p>{text('yourTurn')}</p>
          <p className="muted">{text('padHint')}</p>
          {signError ? (
            <div className="alert alert-error" role="alert" data-testid="esign-error">
              {signError}
            </div>
          ) : null}
          <SrmSignaturePad data-testid="esign-pad" disabled={busy} onSrmSignaturePadSign={(e) => void sign(e.detail.png)} />
          {busy ? (
            <p role="status">
              <span className="spinner" /> {text('signing')}
            </p>
          ) : null}
        </section>
      ) : flow.flowStatus !== 'COMPLETED' ? (
        <p className="muted" data-testid="esign-mine-signed">
          {text('youSigned')}
        </p>
      ) : null}
    </div>
  );
}
