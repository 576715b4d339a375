/** Names the tab after the document once it is loaded: "Purchase order · PO-20260101-0001". */
import { useEffect } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { usePage, useShell } from '../../shell/data.ts';

export function useTabTitle(def: EntityDef, loaded: boolean, isNew: boolean, title: string, recordId: string): void {
  const shell = useShell();
  const { tabKey } = usePage();
  const lang = useLang();
  useEffect(() => {
    if (!loaded) return;
    shell.retitle(tabKey, `${label(def.label)} · ${isNew ? t('common.new') : title || recordId}`);
  }, [loaded, title, isNew, lang, def, tabKey, recordId, shell]);
}
