/**
 * The elements for pages outside the portal: a legacy page (plain HTML, no build
 * step) loads this one module from `/elements/<version>/srm-elements.js`.
 *
 * - Every `srm-*` tag on the page is defined on first sight: each element's code is
 *   a chunk of its own, fetched only when the page uses the tag.
 * - Calls are made as the portal's signed-in user: a page served by the portal's
 *   server shares its origin, so it reads the same stored session and language as
 *   the portal and signs its calls the same way. No second sign-in, no token in
 *   the page's address, and the server applies the same grants and supplier scope
 *   in SQL as for the portal's own screens.
 * - `connectGrid` and `connectAttachments` wire a grid to an entity's list and an
 *   attachment button to a record, as the portal's screens do.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { findEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { routes } from '@srm/domain/routes/catalogue.ts';
import { setLocale } from '@srm/elements/localization.ts';
import type { GridColumnDef, LookupMap } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { api, errorMessage } from '../lib/api.ts';
import { getLang, getSession, subscribe } from '../lib/session.ts';
import { entityGridApi, listColumnNames } from '../lib/entity-grid.ts';
import { attachmentHandlers } from '../lib/attachment-handlers.ts';
import { gridColumns } from '../screens/entity-ui.ts';
import { loadMenus, menuOfPath } from '../shell/data.ts';

const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'srm-attachment-button': () => import('@srm/elements/components/attachment-button/srm-attachment-button.ts'),
  'srm-chart-box': () => import('@srm/elements/components/chart-box/srm-chart-box.ts'),
  'srm-data-grid': () => import('@srm/elements/components/data-grid/srm-data-grid.ts'),
  'srm-date-picker': () => import('@srm/elements/components/date-picker/srm-date-picker.ts'),
  'srm-display-field': () => import('@srm/elements/components/display-field/srm-display-field.ts'),
  'srm-form': () => import('@srm/elements/components/form/srm-form.ts'),
  'srm-image-viewer': () => import('@srm/elements/components/image-viewer/srm-image-viewer.ts'),
  'srm-inspection-site-table': () => import('@srm/elements/components/inspection-site-table/srm-inspection-site-table.ts'),
  'srm-lookup-select': () => import('@srm/elements/components/lookup-select/srm-lookup-select.ts'),
  'srm-pdf-opener': () => import('@srm/elements/components/pdf-opener/srm-pdf-opener.ts'),
  'srm-record-picker': () => import('@srm/elements/components/record-picker/srm-record-picker.ts'),
  'srm-select': () => import('@srm/elements/components/select/srm-select.ts'),
  'srm-toast': () => import('@srm/elements/components/toast/srm-toast.ts'),
  'srm-todo-panel': () => import('@srm/elements/components/todo-panel/srm-todo-panel.ts'),
  'srm-tree': () => import('@srm/elements/components/tree/srm-tree.ts'),
  'srm-yn-checkbox': () => import('@srm/elements/components/yn-checkbox/srm-yn-checkbox.ts'),
};

const requested = new Set<string>();
function defineTags(root: ParentNode): void {
  for (const [tag, load] of Object.entries(ELEMENTS)) {
    if (requested.has(tag) || customElements.get(tag) || !root.querySelector(tag)) continue;
    requested.add(tag);
    load().catch((err) => {
      requested.delete(tag);
      console.error(`srm-elements: ${tag} failed to load`, err);
    });
  }
}

/** Defines `tag` (whether or not it is on the page yet) and resolves when it is. */
export async function define(tag: keyof typeof ELEMENTS): Promise<void> {
  if (!customElements.get(tag)) {
    requested.add(tag);
    await ELEMENTS[tag]();
  }
}

/** The portal user this page acts as, or null when nobody is signed in to the portal. */
export function currentUser() {
  return getSession()?.user ?? null;
}

/** A signed call of the portal's API as the signed-in user; answers the envelope's data. */
export function call<T = unknown>(path: string, payload: unknown = {}): Promise<T> {
  return api.data<T>(path, payload);
}

export { errorMessage };

/** The portal user's language: `zh` or `en`. */
export function language(): 'zh' | 'en' {
  return getLang() === 'EN' ? 'en' : 'zh';
}

function entityOf(name: string): EntityDef {
  const def = findEntity(name);
  if (!def?.rest) throw new Error(`srm-elements: no entity named ${name}`);
  return def;
}

function lookupTypesOf(columns: GridColumnDef[]): string[] {
  return [...new Set(columns.map((c) => c.lookup?.typeCode).filter((t): t is string => !!t))];
}

type GridElement = HTMLElement & { rowKey: string; columns: GridColumnDef[]; lookups: LookupMap; api: unknown; reload(): Promise<void> };

/**
 * Shows `entityName`'s list in `grid` (an srm-data-grid): the definition's list
 * columns in the user's language, paged and sorted by the server; `params` are
 * sent with every page (fixed filters), `columns` narrows the columns, and the
 * `link` column's cells fire `srm-cell-action` with their row when clicked.
 */
export async function connectGrid(
  grid: HTMLElement,
  entityName: string,
  options: { params?: Record<string, unknown>; columns?: string[]; link?: string } = {},
): Promise<void> {
  const def = entityOf(entityName);
  await define('srm-data-grid');
  const names = options.columns ?? listColumnNames(def);
  const columns = gridColumns(def, names, { linkField: options.link });
  const types = lookupTypesOf(columns);
  const lookups = types.length ? await api.data<LookupMap>('/api/baseServer/v1/baseLookupValuesRestful/findLookupsByTypes', { lookupTypes: types }) : {};
  Object.assign(grid as GridElement, { rowKey: def.key, columns, lookups, api: entityGridApi(def, names, options.params) });
}

type AttachmentElement = HTMLElement & Record<string, unknown>;

function editableState(def: EntityDef, record: Record<string, unknown>): boolean {
  const wf = def.workflow;
  return !wf || !!wf.states[String(record[wf.field])]?.editable;
}

/**
 * Shows the attachments of one record in `button` (an srm-attachment-button),
 * with the buttons the user's menu grants on that entity's screen, read-only
 * unless the document is in a state that may be edited. A change of the files
 * is saved on the record at once, as the edit screen would on save.
 */
export async function connectAttachments(
  button: HTMLElement,
  entityName: string,
  recordId: number | string,
  options: { field?: string; readonly?: boolean } = {},
): Promise<void> {
  const def = entityOf(entityName);
  const field = options.field ?? def.fields.find((f) => f.type === 'attachments')?.name;
  if (!field) throw new Error(`srm-elements: ${entityName} has no attachments field`);
  await define('srm-attachment-button');
  const [record, menus] = await Promise.all([
    api.data<Record<string, unknown>>(restPath(def, 'findById'), { [def.key]: Number(recordId) }),
    loadMenus(getSession()?.respId ?? null),
  ]);
  const route = routes.find((r) => r.entity === entityName && r.menu);
  const menu = route ? menuOfPath(menus, route.path) : undefined;
  let versionNum = record.versionNum;
  Object.assign(button as AttachmentElement, {
    ...attachmentHandlers(def.name, String(recordId)),
    value: String(record[field] ?? ''),
    resources: menu?.resources ?? [],
    // As on the edit screen: files change only while the document may be edited.
    readonly: options.readonly ?? !editableState(def, record),
  });
  button.addEventListener('srm-attachments-change', (e) => {
    const ids = (e as CustomEvent<{ ids: string }>).detail.ids;
    api
      .data<Record<string, unknown>>(restPath(def, 'saveOrUpdate'), { [def.key]: Number(recordId), versionNum, [field]: ids })
      .then((saved) => {
        versionNum = saved.versionNum;
      })
      .catch((err) => button.dispatchEvent(new CustomEvent('srm-embed-error', { detail: { message: errorMessage(err) }, bubbles: true, composed: true })));
  });
}

// The page speaks the portal user's language.
const applyLanguage = () => setLocale(getLang() === 'EN' ? 'en' : 'zh-CN');
void applyLanguage();
subscribe(() => void applyLanguage());

defineTags(document);
new MutationObserver(() => defineTags(document)).observe(document.documentElement, { childList: true, subtree: true });
