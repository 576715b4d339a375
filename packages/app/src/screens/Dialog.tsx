/** A modal dialog on the native <dialog> element (focus trap and Escape for free). */
import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../lib/i18n.ts';

export function Dialog({ title, children, onClose, wide = false }: { title: string; children: ReactNode; onClose: () => void; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog ref={ref} className={wide ? 'dialog wide' : 'dialog'} aria-labelledby="dialog-title" onCancel={(e) => (e.preventDefault(), onClose())}>
      <div className="dialog-head">
        <h2 id="dialog-title">{title}</h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}

/** Asks for a yes/no answer. */
export function ConfirmDialog({
  title,
  text,
  onOk,
  onCancel,
  danger = false,
}: {
  title: string;
  text: string;
  onOk: () => void;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <Dialog title={title} onClose={onCancel}>
      <p>{text}</p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={danger ? 'btn btn-danger' : 'btn btn-primary'} onClick={onOk} autoFocus>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
