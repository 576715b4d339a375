/**
 * pdfView (SPEC reusable part 5, "PDF viewer opener"): a contract's PDF
 * (`?contractId=`, pageoffice openPdfStream, watermarked for the viewer) or a
 * stored file's (`?fileId=`, pageoffice doFilePdfView, an office file converted
 * where the server can) shown inside the portal. The bytes come by a signed
 * POST into an object URL, so no session travels in an address; the server
 * answers them only to a caller who may read the contract or the file (a
 * supplier never another supplier's), and its refusal is shown with its
 * request id.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchBlob, PDF_VIEW } from '../../lib/files.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { usePage, useShell } from '../../shell/data.ts';
import { ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';
import './esign.css';

const OPEN_PDF = '/api/fileServer/v2/pageoffice/openPdfStream';

/** What the address asks to show: a contract, else a stored file, else nothing. */
function sourceOf(query: URLSearchParams): { path: string; payload: Record<string, number>; title: string } | null {
  const contractId = Number(query.get('contractId'));
  if (Number.isInteger(contractId) && contractId > 0)
    return { path: OPEN_PDF, payload: { contractId }, title: t('pdfView.contract', { code: query.get('code') ?? contractId }) };
  const fileId = Number(query.get('fileId'));
  if (Number.isInteger(fileId) && fileId > 0) return { path: PDF_VIEW, payload: { fileId }, title: t('pdfView.file', { name: query.get('name') ?? fileId }) };
  return null;
}

export default function PdfView() {
  const lang = useLang();
  const page = usePage();
  const shell = useShell();
  const source = sourceOf(page.query);
  const title = source?.title ?? t('pdfView.title');
  useEffect(() => shell.retitle(page.tabKey, title), [shell, page.tabKey, title, lang]);
  const key = source ? `${source.path}:${JSON.stringify(source.payload)}` : '';
  const [url, setUrl] = useState<string | undefined>();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!key) return;
    const [path, payload] = [key.slice(0, key.indexOf(':')), JSON.parse(key.slice(key.indexOf(':') + 1)) as Record<string, number>];
    let made: string | undefined;
    let live = true;
    setUrl(undefined);
    setError(null);
    fetchBlob(path, payload).then(
      (blob) => {
        made = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
        if (live) setUrl(made);
        else URL.revokeObjectURL(made);
      },
      (err) => live && setError(err),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [key, attempt]);

  if (!source)
    return (
      <div className="page">
        <ScreenEmpty>{t('pdfView.noSource')}</ScreenEmpty>
      </div>
    );
  return (
    <div className="page pdf-view" data-testid="pdf-view">
      <div className="toolbar">
        <h1 className="section-title">{source.title}</h1>
        {url ? (
          <div className="toolbar-buttons">
            <a className="btn" href={url} download={`${source.title}.pdf`} data-testid="pdf-view-download">
              {t('pdfView.download')}
            </a>
            <a className="btn" href={url} target="_blank" rel="noopener" data-testid="pdf-view-tab">
              {t('pdfView.newTab')}
            </a>
          </div>
        ) : null}
      </div>
      {error ? (
        <ScreenError error={error} onRetry={retry} />
      ) : url ? (
        <iframe className="pdf-view-frame" title={t('pdfView.frame')} src={url} data-testid="pdf-view-frame" />
      ) : (
        <ScreenLoading label={t('pdfView.loading')} />
      )}
    </div>
  );
}
