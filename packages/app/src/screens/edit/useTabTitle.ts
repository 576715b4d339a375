/**
 * Names the tab after the document once it is loaded: "Purchase order · PO-20260101-0001";
 * not when the menu opens the record itself ("My company"), whose tab keeps the menu's name.
 */
import { useEffect } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { recordLabel } from '@srm/domain/entity/shown.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { usePage, useShell } from '../../shell/data.ts';

export function useTabTitle(
  def: EntityDef,
  record: Record<string, unknown> | null,
  isNew: boolean,
  title: string,
  recordId: string,
  keepMenuTitle = false,
): void {
  const shell = useShell();
  const { tabKey } = usePage();
  const lang = useLang();
  const name = record ? label(recordLabel(def, record)) : null;
  useEffect(() => {
    if (!name || keepMenuTitle) return;
    shell.retitle(tabKey, `${name} · ${isNew ? t('common.new') : title || recordId}`);
  }, [name, title, isNew, lang, tabKey, recordId, shell, keepMenuTitle]);
}
