/**
 * A decision that takes a comment (approve, reject, stop, answer): the comment,
 * required or not, any other fields the caller puts above it, and OK / Cancel.
 * The caller's `onSubmit` does the call; its refusal shows under the comment.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../lib/api.ts';
import { t } from '../lib/i18n.ts';
import { Dialog } from './Dialog.tsx';

interface Props {
  title: string;
  /** The comment's label (default: the approval comment). */
  label?: string;
  required?: boolean;
  /** The OK button in red (rejections, stops). */
  danger?: boolean;
  /** Checked before the call: a message stops it. */
  check?: () => string | null;
  onSubmit: (comment: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}

export function CommentDialog({ title, label, required = false, danger = false, check, onSubmit, onClose, children }: Props) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (required && !comment.trim()) return setError(t('edit.commentRequired'));
    const problem = check?.();
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await onSubmit(comment.trim());
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {children}
        <div className={error ? 'form-item has-error' : 'form-item'}>
          <label htmlFor="decision-comment" className={required ? 'required' : undefined}>
            {label ?? t('edit.comment')}
          </label>
          <textarea id="decision-comment" rows={4} value={comment} onChange={(e) => setComment(e.target.value)} />
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
          <button type="submit" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy}>
            {t('common.ok')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
