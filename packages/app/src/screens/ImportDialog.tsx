/**
 * Excel import of the list screen (packages/api/src/excel/import-routes.ts):
 * download the entity's template, upload a filled workbook; all rows are saved
 * or none, and on failure the dialog lists the first errors and offers the
 * workbook of failed rows with a column saying what is wrong.
 */
import { useRef, useState } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { errorMessage, errorToast } from '../lib/api.ts';
import { label, t } from '../lib/i18n.ts';
import { downloadPost, FILE_BASE, uploadMultipart } from '../lib/files.ts';
import { Dialog } from './Dialog.tsx';

const IMPORT = '/api/baseServer/v1/importExcelRestful';
/** Entities whose import reads codes instead of ids have their own routes (ItemMapping doImport, api/src/basedata). */
const OWN_IMPORT: Record<string, { template: string; run: string }> = {
  itemMapping: {
    template: '/api/baseServer/v1/srmBaseItemMappingRestful/downloadImportTemplate',
    run: '/api/baseServer/v1/srmBaseItemMappingRestful/doImport',
  },
};

interface ImportAnswer {
  status: 'S' | 'E' | 'M';
  msg: string;
  code?: string;
  data: { count?: number; failedCount?: number; errors?: { line: number; message: string }[]; errorFileId?: number } | null;
}

export function ImportDialog({ def, title, onClose, onImported }: { def: EntityDef; title: string; onClose: () => void; onImported: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<ImportAnswer | null>(null);
  const name = label(def.label);

  async function template() {
    try {
      await downloadPost(OWN_IMPORT[def.name]?.template ?? `${IMPORT}/downloadImportTemplate`, { entity: def.name }, `${name}_template.xlsx`);
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  async function run() {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setProgress(0);
    try {
      const env = await uploadMultipart<ImportAnswer>(OWN_IMPORT[def.name]?.run ?? `${IMPORT}/importExcel`, [file], { entity: def.name }, setProgress, 'file');
      if (env?.status === 'S') {
        showToast({ message: env.msg, type: 'success' });
        onImported();
        onClose();
      } else setFailure(env ?? { status: 'E', msg: t('import.failed'), data: null });
    } catch (err) {
      setFailure({ status: 'E', msg: errorMessage(err), data: null });
    } finally {
      setBusy(false);
    }
  }

  async function errorBook(fileId: number) {
    try {
      await downloadPost(`${FILE_BASE}/downloadById`, { fileId }, `${name}_errors.xlsx`);
    } catch (err) {
      showToast(errorToast(err));
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <ol className="import-steps">
        <li>
          <span>{t('import.step1')}</span>
          <button type="button" className="btn btn-sm" onClick={() => void template()}>
            {t('import.template')}
          </button>
        </li>
        <li>
          <label htmlFor="import-file">{t('import.step2')}</label>
          <input
            ref={input}
            id="import-file"
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => (setFile(e.target.files?.[0] ?? null), setFailure(null))}
          />
        </li>
      </ol>
      {busy ? <progress className="import-progress" max={100} value={progress} aria-label={t('import.progress')} /> : null}
      {failure ? (
        <div className="alert alert-error import-result" role="alert">
          <p>{failure.msg}</p>
          {failure.data?.errors?.length ? (
            <ul className="import-errors">
              {failure.data.errors.slice(0, 10).map((e) => (
                <li key={`${e.line}:${e.message}`}>
                  {t('import.line', { n: e.line })}: {e.message}
                </li>
              ))}
            </ul>
          ) : null}
          {failure.data?.errorFileId ? (
            <button type="button" className="btn btn-sm" onClick={() => void errorBook(failure.data!.errorFileId!)}>
              {t('import.errorBook')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={!file || busy} onClick={() => void run()}>
          {t('import.run')}
        </button>
      </div>
    </Dialog>
  );
}
