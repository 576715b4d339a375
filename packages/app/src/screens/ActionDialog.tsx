/** A workflow action with its comment (required for rejections), done on one record. */
import { useState, type FormEvent } from 'react';
import type { ActionDef, EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/registry.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, ApiError, errorMessage } from '../lib/api.ts';
import { t } from '../lib/i18n.ts';
import { Dialog } from './Dialog.tsx';
import type { Row } from './entity-ui.ts';

export function ActionDialog({ def, action, record, title, onClose, onDone }: { def: EntityDef; action: ActionDef; record: Row; title: string; onClose: () => void; onDone: (saved: Row) => void }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (action.commentRequired && !comment.trim()) return setError(t('edit.commentRequired'));
    setBusy(true);
    try {
      const env = await api.post<Row>(restPath(def, actionOperation(action.action)), { [def.key]: record[def.key], versionNum: record.versionNum, comment: comment.trim() || undefined });
      showToast({ message: env.msg, type: 'success' });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      onDone(env.data);
    } catch (err) {
      setError(err instanceof ApiError && err.envelope.code === 'STALE_VERSION' ? t('edit.stale') : errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className={error ? 'form-item has-error' : 'form-item'}>
          <label htmlFor="action-comment" className={action.commentRequired ? 'required' : undefined}>{t('edit.comment')}</label>
          <textarea id="action-comment" rows={4} value={comment} onChange={(e) => setComment(e.target.value)} aria-invalid={!!error} />
          {error ? <div className="field-error" role="alert">{error}</div> : null}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={busy}>{t('common.ok')}</button>
        </div>
      </form>
    </Dialog>
  );
}
