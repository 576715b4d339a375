/**
 * `supplierRegisterApproval`: the generic supplier list limited to pending
 * self-registrations, with approve and reject (comment required) per row.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, errorMessage } from '../lib/api.ts';
import { label, t, useLang } from '../lib/i18n.ts';
import { granted, usePage } from '../shell/data.ts';
import ListScreen, { type ExtraRowAction } from './ListScreen.tsx';
import { Dialog } from './Dialog.tsx';
import type { Row } from './entity-ui.ts';

const BASE = '/api/baseServer/v1/srmSupplierRegisterRestful';
const FIXED = { sourceCode: 'REGISTER', supplierStatus: 'POTENTIAL' };

export default function RegistrationApproval() {
  const lang = useLang();
  const page = usePage();
  const [deciding, setDeciding] = useState<{ row: Row; decision: 'approve' | 'reject' } | null>(null);
  const [signal, setSignal] = useState(0);
  const canDecide = granted(page.menu, 'btnEdit');
  const actions: ExtraRowAction[] = useMemo(
    () =>
      canDecide
        ? [
            { resourceCode: 'approve', label: label({ zh: '通过', en: 'Approve' }), run: (row) => setDeciding({ row, decision: 'approve' }) },
            { resourceCode: 'reject', label: label({ zh: '驳回', en: 'Reject' }), run: (row) => setDeciding({ row, decision: 'reject' }) },
          ]
        : [],
    [canDecide, lang],
  );
  return (
    <>
      <ListScreen def={getEntity('supplierInfo')} fixedParams={FIXED} extraRowActions={actions} noWrite reloadSignal={signal} />
      {deciding ? <Decide {...deciding} onClose={() => setDeciding(null)} onDone={() => (setDeciding(null), setSignal((n) => n + 1))} /> : null}
    </>
  );
}

function Decide({ row, decision, onClose, onDone }: { row: Row; decision: 'approve' | 'reject'; onClose: () => void; onDone: () => void }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (decision === 'reject' && !comment.trim()) return setError(t('edit.commentRequired'));
    try {
      const env = await api.post(`${BASE}/${decision}`, { supplierId: row.supplierId, comment: comment.trim() || undefined });
      showToast({ message: env.msg, type: 'success' });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <Dialog
      title={`${label(decision === 'approve' ? { zh: '通过', en: 'Approve' } : { zh: '驳回', en: 'Reject' })} · ${String(row.supplierName)}`}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <div className={error ? 'form-item has-error' : 'form-item'}>
          <label htmlFor="decide-comment" className={decision === 'reject' ? 'required' : undefined}>
            {t('edit.comment')}
          </label>
          <textarea id="decide-comment" rows={4} value={comment} onChange={(e) => setComment(e.target.value)} />
          {error ? (
            <div className="field-error" role="alert">
              {error}
            </div>
          ) : null}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={decision === 'reject' ? 'btn btn-danger' : 'btn btn-primary'}>
            {t('common.ok')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
