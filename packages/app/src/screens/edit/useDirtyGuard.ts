/**
 * Tells the shell that this tab has unsaved changes, so closing the tab or
 * leaving the page asks first; cleared when the screen goes away.
 */
import { useEffect } from 'react';
import { usePage, useShell } from '../../shell/data.ts';

export function useDirtyGuard(dirty: boolean): void {
  const shell = useShell();
  const { tabKey } = usePage();
  useEffect(() => {
    shell.setDirty(tabKey, dirty);
  }, [dirty, tabKey, shell]);
  useEffect(() => () => shell.setDirty(tabKey, false), [tabKey, shell]);
}
