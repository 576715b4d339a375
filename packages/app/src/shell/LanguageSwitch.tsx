/** The language switch of the user menu: names the other language in that language. */
import { t, useLang } from '../lib/i18n.ts';
import { setLang } from '../lib/session.ts';
import { Icon } from './Icon.tsx';

export function LanguageSwitch({ onDone }: { onDone: () => void }) {
  const lang = useLang();
  return (
    <button type="button" role="menuitem" lang={lang === 'CN' ? 'en' : 'zh-CN'} onClick={() => (onDone(), setLang(lang === 'CN' ? 'EN' : 'CN'))}>
      <Icon name="globe" />
      {t('shell.language')}
    </button>
  );
}
