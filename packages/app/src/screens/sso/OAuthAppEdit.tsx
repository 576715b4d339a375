/**
 * baseOauthAppEdit: an OAuth app's record (the generic edit screen) with the
 * one thing it cannot do: generate the client secret, which the server answers
 * this once (api/src/sso/sso-hooks.ts) and this dialog shows to be copied.
 */
import { useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import EditScreen from '../EditScreen.tsx';
import { ConfirmDialog, Dialog } from '../Dialog.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { granted, usePage } from '../../shell/data.ts';
import type { Row } from '../entity-ui.ts';

const APP = getEntity('oauthApp');

function SecretButton({ record, reload }: { record: Row; reload: () => void }) {
  useLang();
  const page = usePage();
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  if (!granted(page.menu, 'btnResetSecret')) return null;
  async function generate() {
    setAsking(false);
    setError('');
    try {
      setSecret(await api.data<{ clientId: string; clientSecret: string }>(restPath(APP, 'doResetSecret'), { appId: record.appId }));
      reload();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <>
      <button type="button" className="btn" data-testid="oauth-generate-secret" onClick={() => (record.secretIssuedAt ? setAsking(true) : void generate())}>
        {t('admin.sso.generateSecret')}
      </button>
      {error ? (
        <span className="alert alert-error" role="alert">
          {error}
        </span>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('admin.sso.generateSecret')}
          text={t('admin.sso.secretConfirm')}
          danger
          onOk={() => void generate()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {secret ? (
        <Dialog title={t('admin.sso.secretTitle')} onClose={() => setSecret(null)}>
          <p className="alert alert-warning">{t('admin.sso.secretNote')}</p>
          <dl className="secret-shown">
            <dt>{t('admin.sso.clientId')}</dt>
            <dd>
              <code data-testid="oauth-client-id">{secret.clientId}</code>
            </dd>
            <dt>{t('admin.sso.clientSecret')}</dt>
            <dd>
              <code data-testid="oauth-client-secret">{secret.clientSecret}</code>
            </dd>
            <dt>{t('admin.sso.tokenUrl')}</dt>
            <dd>
              <code>{`${location.origin}/oauth/token`}</code>
            </dd>
          </dl>
          <div className="dialog-actions">
            <button
              type="button"
              className="btn"
              onClick={() =>
                void navigator.clipboard?.writeText(secret.clientSecret).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? t('admin.sso.copied') : t('admin.sso.copy')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setSecret(null)}>
              {t('common.close')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

export default function OAuthAppEdit({ id }: { id: string | null }) {
  return <EditScreen def={APP} id={id ?? 'new'} extraButtons={(record, reload) => <SecretButton record={record} reload={reload} />} />;
}
