/**
 * "Upload the business licence to fill in" on the registration page: the image
 * goes to the server's recogniser (anonymous, like the registration itself),
 * the company name, the unified social credit code and the address it reads
 * are shown with how sure it is, and only the values the registrant ticks and
 * confirms are filled into the form.
 */
import { useId, useState } from 'react';
import type { Envelope } from '@srm/domain/errors.ts';
import { errorMessage } from '../../lib/api.ts';
import { uploadMultipart } from '../../lib/files.ts';
import { t, useLang } from '../../lib/i18n.ts';
import './licence.css';

const RECOGNISE = '/api/baseServer/v1/srmSupplierRegisterRestful/recogniseLicence';
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp,.jpg,.jpeg,.png,.gif,.bmp';

interface Proposed {
  value: string;
  confidence: number;
}
/** The answer of recogniseLicence (registration-schemas.ts). */
export interface LicenceRecognition {
  companyName: Proposed | null;
  creditCode: (Proposed & { valid: boolean; corrected: number }) | null;
  legalRepresentative?: Proposed;
  registeredCapital?: Proposed;
  address?: Proposed;
  text: string;
}

/** The form fields a recognition may fill. */
export type LicenceValues = Partial<Record<'supplierName' | 'taxRegistrationNumber' | 'companyRegisteredAddress', string>>;
type Target = keyof LicenceValues;

type State =
  | { kind: 'idle' }
  | { kind: 'reading'; percent: number }
  | { kind: 'error'; text: string }
  | { kind: 'found'; data: LicenceRecognition; chosen: Record<Target, boolean> }
  | { kind: 'filled' };

export function LicenceRecognitionBox({ onAccept }: { onAccept: (values: LicenceValues) => void }) {
  useLang();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function read(file: File) {
    if (!/^image\/(jpeg|png|gif|bmp)$/.test(file.type) && !/\.(jpe?g|png|gif|bmp)$/i.test(file.name))
      return setState({ kind: 'error', text: t('admin.licence.wrongType') });
    if (file.size > MAX_BYTES) return setState({ kind: 'error', text: t('admin.licence.tooLarge') });
    setState({ kind: 'reading', percent: 0 });
    try {
      const env = await uploadMultipart<Envelope<LicenceRecognition>>(RECOGNISE, [file], {}, (percent) => setState({ kind: 'reading', percent }), 'file');
      if (env.status !== 'S') return setState({ kind: 'error', text: env.errors?.[0]?.message ?? env.msg });
      const data = env.data;
      if (!data.companyName && !data.creditCode) return setState({ kind: 'error', text: t('admin.licence.nothing') });
      setState({
        kind: 'found',
        data,
        // Ticked to begin with: what was read with its check passing. The address only when asked for.
        chosen: { supplierName: !!data.companyName, taxRegistrationNumber: !!data.creditCode?.valid, companyRegisteredAddress: false },
      });
    } catch (err) {
      setState({ kind: 'error', text: errorMessage(err) });
    }
  }

  function accept(data: LicenceRecognition, chosen: Record<Target, boolean>) {
    const values: LicenceValues = {};
    if (chosen.supplierName && data.companyName) values.supplierName = data.companyName.value;
    if (chosen.taxRegistrationNumber && data.creditCode) values.taxRegistrationNumber = data.creditCode.value;
    if (chosen.companyRegisteredAddress && data.address) values.companyRegisteredAddress = data.address.value;
    onAccept(values);
    setState({ kind: 'filled' });
  }

  const row = (
    found: Extract<State, { kind: 'found' }>,
    target: Target,
    label: string,
    proposed: Proposed | null | undefined,
    note?: { text: string; bad?: boolean },
  ) =>
    proposed ? (
      <li key={target}>
        <input
          type="checkbox"
          id={`${id}-${target}`}
          checked={found.chosen[target]}
          onChange={(e) => setState({ ...found, chosen: { ...found.chosen, [target]: e.target.checked } })}
        />
        <label htmlFor={`${id}-${target}`}>{label}</label>
        <span className="licence-value" data-field={target}>
          {proposed.value} <span className="muted small">{t('admin.licence.confidence', { n: proposed.confidence })}</span>
        </span>
        {note ? <span className={note.bad ? 'licence-note bad' : 'licence-note'}>{note.text}</span> : null}
      </li>
    ) : null;

  const code = state.kind === 'found' ? state.data.creditCode : null;
  const codeNote = code
    ? !code.valid
      ? { text: t('admin.licence.invalid'), bad: true }
      : { text: code.corrected ? `${t('admin.licence.valid')}; ${t('admin.licence.corrected', { n: code.corrected })}` : t('admin.licence.valid') }
    : undefined;

  return (
    <section className="licence-box">
      <div className="licence-pick">
        <label htmlFor={`${id}-file`}>{t('admin.licence.title')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${id}-hint`}
          disabled={state.kind === 'reading'}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so that choosing the same file again reads it again.
            e.target.value = '';
            if (file) void read(file);
          }}
        />
      </div>
      <div id={`${id}-hint`} className="field-hint">
        {t('admin.licence.hint')}
      </div>
      <div role="status" aria-live="polite">
        {state.kind === 'reading' ? <span className="muted">{t('admin.licence.reading')}</span> : null}
        {state.kind === 'filled' ? <span className="muted">{t('admin.licence.filled')}</span> : null}
      </div>
      {state.kind === 'error' ? (
        <div className="field-error" role="alert">
          {state.text}
        </div>
      ) : null}
      {state.kind === 'found' ? (
        <div>
          <p className="licence-lead small">{t('admin.licence.found')}</p>
          <ul className="licence-found">
            {row(state, 'supplierName', t('register.supplierName'), state.data.companyName)}
            {row(state, 'taxRegistrationNumber', t('register.tax'), state.data.creditCode, codeNote)}
            {row(state, 'companyRegisteredAddress', t('register.address'), state.data.address)}
          </ul>
          {state.data.legalRepresentative || state.data.registeredCapital ? (
            <p className="muted small">
              {[
                state.data.legalRepresentative ? `${t('admin.licence.legalRep')}: ${state.data.legalRepresentative.value}` : '',
                state.data.registeredCapital ? `${t('admin.licence.capital')}: ${state.data.registeredCapital.value}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <div className="licence-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={!Object.values(state.chosen).some(Boolean)}
              onClick={() => accept(state.data, state.chosen)}
            >
              {t('admin.licence.accept')}
            </button>
            <button type="button" className="btn btn-sm" onClick={() => setState({ kind: 'idle' })}>
              {t('admin.licence.dismiss')}
            </button>
          </div>
          <details className="licence-text">
            <summary>{t('admin.licence.text')}</summary>
            <pre>{state.data.text}</pre>
          </details>
        </div>
      ) : null}
    </section>
  );
}
