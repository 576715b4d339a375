/**
 * `supplierRegisterInfoApproval`: one registration as its approver reads it (the
 * record, its contacts, banks and certificates, read-only) with approve and
 * reject while it waits.
 */
import { useState } from 'react';
import { getEntity } from '../lib/registry.ts';
import { t } from '../lib/i18n.ts';
import { granted, usePage } from '../shell/data.ts';
import EditScreen from './EditScreen.tsx';
import type { Row } from './entity-ui.ts';
import { Decide } from './RegistrationApproval.tsx';

export default function RegistrationRecord({ id }: { id: string }) {
  const page = usePage();
  const [deciding, setDeciding] = useState<{ row: Row; decision: 'approve' | 'reject'; reload: () => void } | null>(null);
  const canDecide = granted(page.menu, 'btnEdit');
  return (
    <>
      <EditScreen
        def={getEntity('supplierInfo')}
        id={id}
        readOnly
        extraButtons={(row, reload) =>
          canDecide && row.sourceCode === 'REGISTER' && row.registerStatus === 'SUBMITTED' ? (
            <>
              <button type="button" className="btn btn-primary" onClick={() => setDeciding({ row, decision: 'approve', reload })}>
                {t('admin.registration.approve')}
              </button>
              <button type="button" className="btn btn-danger" onClick={() => setDeciding({ row, decision: 'reject', reload })}>
                {t('admin.registration.reject')}
              </button>
            </>
          ) : null
        }
      />
      {deciding ? (
        <Decide row={deciding.row} decision={deciding.decision} onClose={() => setDeciding(null)} onDone={() => (setDeciding(null), deciding.reload())} />
      ) : null}
    </>
  );
}
