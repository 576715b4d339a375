/**
 * One line collection of a document: an editable grid with add and remove, a
 * reference cell that opens the record picker of its target, and the line
 * workflow actions (close an order line) on one selected line of a saved
 * document.
 */
import { useState } from 'react';
import type { ActionDef, ChildDef, EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { fieldOf } from '../../lib/registry.ts';
import { SrmDataGrid, type SrmDataGridType as SrmDataGridElement } from '@srm/elements/react/srm-data-grid.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { granted, type Lookups, type MenuNode } from '../../shell/data.ts';
import { gridColumns, lineColumnNames, type Row } from '../entity-ui.ts';
import { pickedValues } from '../refs/ref-labels.ts';
import { pickTargetOf, RefPickerDialog } from '../refs/RefPickerDialog.tsx';
import { resourceName } from './EditHeader.tsx';

interface Props {
  child: ChildDef;
  lineDef: EntityDef;
  rows: Row[];
  /** Bumped when the rows were replaced: the grid starts afresh. */
  version: number;
  editable: boolean;
  /** Line actions are offered on a saved, unchanged document only. */
  actionsAllowed: boolean;
  supplier: boolean;
  menu?: MenuNode;
  lookups: Lookups;
  /** The grid element, so the screen can have it mark its bad cells before saving. */
  gridRef: (el: SrmDataGridElement | null) => void;
  onRowsChange: (rows: Row[]) => void;
  /** A cell was changed in place. */
  onCellChange: () => void;
  onLineAction: (action: ActionDef, line: Row) => void;
}

export function LineGrid({
  child,
  lineDef,
  rows,
  version,
  editable,
  actionsAllowed,
  supplier,
  menu,
  lookups,
  gridRef,
  onRowsChange,
  onCellChange,
  onLineAction,
}: Props) {
  useLang();
  const [selected, setSelected] = useState<Row[]>([]);
  // New rows (loaded, saved) come with no selection.
  const [selectionOf, setSelectionOf] = useState(version);
  if (selectionOf !== version) {
    setSelectionOf(version);
    setSelected([]);
  }
  const [picking, setPicking] = useState<{ row: Row; field: FieldDef; grid: SrmDataGridElement } | null>(null);
  const cols = gridColumns(lineDef, lineColumnNames(lineDef, child.foreignKey), { editable });
  const wf = lineDef.workflow;
  const lineActions = actionsAllowed && wf ? wf.actions.filter((a) => granted(menu, a.resource) && (a.actor === 'supplier') === supplier) : [];

  const addLine = () => {
    const line: Row = {};
    for (const f of lineDef.fields) if (f.default !== undefined && !f.readOnly) line[f.name] = f.default;
    if (fieldOf(lineDef, 'lineNumber')) line.lineNumber = rows.length + 1;
    onRowsChange([...rows, line]);
  };
  const removeLines = () => {
    const drop = new Set(selected);
    setSelected([]);
    onRowsChange(rows.filter((r) => !drop.has(r)));
  };

  return (
    <section className="card form-section" data-child={child.name}>
      <div className="toolbar">
        <h3 className="section-title">{label(child.label)}</h3>
        {lineActions.length && !editable ? (
          <div className="toolbar-buttons">
            {lineActions.map((a) => (
              <button
                key={a.action}
                type="button"
                className="btn"
                disabled={selected.length !== 1 || !a.from.includes(String(selected[0]?.[wf!.field]))}
                onClick={() => onLineAction(a, selected[0])}
              >
                {resourceName(menu, a)}
              </button>
            ))}
          </div>
        ) : null}
        {editable && !child.fixedLines ? (
          <div className="toolbar-buttons">
            <button type="button" className="btn" onClick={addLine}>
              ＋ {t('common.addLine')}
            </button>
            <button type="button" className="btn btn-danger-ghost" disabled={!selected.length} onClick={removeLines}>
              {t('common.removeLines')}
            </button>
          </div>
        ) : null}
      </div>
      <SrmDataGrid
        key={`${child.name}-${version}-${editable}`}
        ref={gridRef}
        rows={rows}
        columns={cols}
        lookups={lookups}
        selectionMode={editable && !child.fixedLines ? 'multi' : lineActions.length ? 'single' : 'none'}
        readonly={!editable}
        autoHeight
        configHidden
        paginationHidden
        onSrmSelectionChange={(e) => setSelected(e.detail.rows as Row[])}
        onSrmCellChange={onCellChange}
        onSrmCellAction={(e) => {
          const field = fieldOf(lineDef, e.detail.field);
          if (editable && field?.type === 'ref' && field.ref)
            setPicking({ row: e.detail.row as Row, field, grid: e.currentTarget as unknown as SrmDataGridElement });
        }}
      />
      {picking ? (
        <RefPickerDialog
          target={pickTargetOf(picking.field)}
          fieldLabel={label(picking.field.label)}
          open
          onPick={(picked) => {
            const { [picking.field.name]: id, ...rest } = pickedValues(picking.field, picked[0] ?? null);
            // The names first, so the cell shows the new name when the grid takes the id.
            Object.assign(picking.row, rest);
            picking.grid.setCellValue(picking.row, picking.field.name, id);
            setPicking(null);
          }}
          onClose={() => setPicking(null)}
        />
      ) : null}
    </section>
  );
}
