/**
 * `supplierRegisterApproval`: the generic supplier list limited to pending
 * self-registrations, with approve and reject (comment required) per row; a
 * row opens in `supplierRegisterInfoApproval` (RegistrationRecord.tsx).
 */
import { useMemo, useState } from 'react';
import { getEntity } from '../lib/registry.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api } from '../lib/api.ts';
import { t, useLang } from '../lib/i18n.ts';
import { granted, usePage } from '../shell/data.ts';
import ListScreen, { type ExtraRowAction } from './ListScreen.tsx';
import { CommentDialog } from './CommentDialog.tsx';
import type { Row } from './entity-ui.ts';

export const REGISTER_BASE = '/api/baseServer/v1/srmSupplierRegisterRestful';
const FIXED = { sourceCode: 'REGISTER', registerStatus: 'SUBMITTED' };

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
            { resourceCode: 'approve', label: t('admin.registration.approve'), run: (row) => setDeciding({ row, decision: 'approve' }) },
            { resourceCode: 'reject', label: t('admin.registration.reject'), run: (row) => setDeciding({ row, decision: 'reject' }) },
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

export function Decide({ row, decision, onClose, onDone }: { row: Row; decision: 'approve' | 'reject'; onClose: () => void; onDone: () => void }) {
  return (
    <CommentDialog
      title={`${t(decision === 'approve' ? 'admin.registration.approve' : 'admin.registration.reject')} · ${String(row.supplierName)}`}
      required={decision === 'reject'}
      danger={decision === 'reject'}
      onClose={onClose}
      onSubmit={async (comment) => {
        const env = await api.post(`${REGISTER_BASE}/${decision}`, { supplierId: row.supplierId, comment: comment || undefined });
        showToast({ message: env.msg, type: 'success' });
        window.dispatchEvent(new CustomEvent('srm-counts-changed'));
        onDone();
      }}
    />
  );
}
