/**
 * The list screen of a tree entity (organisations, districts, purchase
 * categories, menus): `srm-tree` of the whole hierarchy beside the usual list.
 * Choosing a node lists its direct children; "All" lists every row again. The
 * tree is read again when the tab comes back, so it shows what was saved meanwhile.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { recordText } from '@srm/domain/entity/record-names.ts';
import { SrmTree } from '@srm/elements/react/srm-tree.ts';
import { api } from '../lib/api.ts';
import { getLang } from '../lib/session.ts';
import { label, t, useLang } from '../lib/i18n.ts';
import { usePage } from '../shell/data.ts';
import ListScreen from './ListScreen.tsx';
import type { Row } from './entity-ui.ts';
import { ScreenEmpty, ScreenError, ScreenLoading } from './ScreenState.tsx';

/** Rows asked per call, and the most a tree shows (as many as a list counts). */
const PAGE = 500;
const MAX_NODES = 10_000;

/** Every row of the entity, in its list order, as tree rows (`__title`, `__order` for siblings). */
async function loadTreeRows(def: EntityDef): Promise<{ rows: Row[]; capped: boolean }> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < MAX_NODES; page++) {
    const env = await api.post<Row[]>(restPath(def, 'listByPage'), { pageIndex: page, pageRows: PAGE });
    rows.push(...env.data);
    if (env.data.length < PAGE) return { rows: decorate(def, rows), capped: false };
  }
  return { rows: decorate(def, rows.slice(0, MAX_NODES)), capped: true };
}

const decorate = (def: EntityDef, rows: Row[]) =>
  rows.map((r, i) => ({ ...r, __title: recordText(def, r, undefined, getLang() === 'EN' ? 'en' : 'zh'), __order: i }));

export default function TreeListScreen({ def }: { def: EntityDef }) {
  useLang();
  const page = usePage();
  const parentField = def.tree!.parentField;
  const [tree, setTree] = useState<{ rows: Row[]; capped: boolean } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [parent, setParent] = useState<{ key: string; title: string } | null>(null);
  const seenActive = useRef(false);

  const load = useCallback(async () => {
    try {
      setTree(await loadTreeRows(def));
      setError(null);
    } catch (err) {
      setError(err);
    }
  }, [def]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (page.active && seenActive.current) void load();
    if (page.active) seenActive.current = true;
  }, [page.active, load]);

  const fixedParams = useMemo(() => (parent ? { [parentField]: Number(parent.key) } : undefined), [parent, parentField]);
  const treeId = `${page.tabKey}-tree`.replace(/[^\w-]/g, '_');

  return (
    <div className="tree-list">
      <aside className="card tree-panel" aria-labelledby={`${treeId}-title`}>
        <div className="toolbar">
          <h2 className="card-title" id={`${treeId}-title`}>
            {label(def.label)}
          </h2>
          <button type="button" className="btn btn-sm" aria-pressed={!parent} onClick={() => setParent(null)}>
            {t('tree.all')}
          </button>
        </div>
        {error ? <ScreenError error={error} onRetry={() => void load()} /> : null}
        {tree && !tree.rows.length ? (
          <ScreenEmpty>{t('grid.treeEmpty')}</ScreenEmpty>
        ) : tree ? (
          <SrmTree
            rows={tree.rows}
            keyField={def.key}
            parentKeyField={parentField}
            levelKey="__order"
            titleField="__title"
            label={t('tree.label', { name: label(def.label) })}
            onSrmNodeSelect={(e) => setParent({ key: e.detail.node.key, title: e.detail.node.title })}
          />
        ) : !error ? (
          <ScreenLoading />
        ) : null}
        {tree?.capped ? <p className="muted small">{t('tree.capped', { n: MAX_NODES })}</p> : null}
      </aside>
      <ListScreen
        def={def}
        fixedParams={fixedParams}
        heading={
          parent ? (
            <div className="alert alert-info" role="status">
              {t('tree.childrenOf', { name: parent.title })}
            </div>
          ) : undefined
        }
      />
    </div>
  );
}
