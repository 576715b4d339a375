/**
 * The modal of a reference field: `srm-record-picker` over the target entity's
 * paged listByPage, searched on the server by keyword over the target's code and
 * name fields, with the target's own list columns. Radio mode picks one row,
 * checkbox mode several (search forms).
 */
import { useMemo } from 'react';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { fieldOf, getEntity, searchFieldsOf } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { KEYWORD_PARAM } from '@srm/domain/entity/keyword.ts';
import { codeFieldOf, titleFieldOf } from '@srm/domain/entity/record-names.ts';
import { SrmRecordPicker } from '@srm/elements/react/srm-record-picker.ts';
import { api } from '../../lib/api.ts';
import { gridPage } from '../../lib/entity-grid.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { useShell } from '../../shell/data.ts';
import type { GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { gridColumns } from '../entity-ui.ts';
import { rememberRows, withRefTexts } from './ref-labels.ts';

/** What people pick a reference from: `ref.pickFrom` (a view answering the target's key) when given, else the target. */
export const pickTargetOf = (field: FieldDef): EntityDef => getEntity(field.ref!.pickFrom ?? field.ref!.entity);

/** Columns a picker shows at most: enough to tell rows apart, few enough to fit. */
const MAX_COLUMNS = 6;

/** The target's code and name first, then its list columns. */
export function pickerColumnNames(target: EntityDef): string[] {
  const names = [codeFieldOf(target), titleFieldOf(target), ...(target.list?.columns ?? [])].filter(
    (n): n is string => !!n && !!fieldOf(target, n) && !fieldOf(target, n)!.hidden,
  );
  return [...new Set(names)].slice(0, MAX_COLUMNS);
}

interface Props {
  target: EntityDef;
  /** The field's label, for the title ("Choose supplier"). */
  fieldLabel: string;
  open: boolean;
  multiple?: boolean;
  onPick: (rows: GridRow[]) => void;
  onClose: () => void;
}

export function RefPickerDialog({ target, fieldLabel, open, multiple = false, onPick, onClose }: Props) {
  const lang = useLang();
  const shell = useShell();
  const names = useMemo(() => pickerColumnNames(target), [target]);
  const columns = useMemo(() => gridColumns(target, names).map((c) => ({ ...c, sortable: true })), [target, names, lang]);
  const searchable = searchFieldsOf(target);
  const hint = searchable.map((n) => label(fieldOf(target, n)!.label)).join(' / ');
  const load = useMemo(
    () => async (params: Record<string, unknown>) => {
      const env = await api.post<GridRow[]>(restPath(target, 'listByPage'), params);
      rememberRows(target, env.data);
      return gridPage(target, params, env, await withRefTexts(target, names, env.data));
    },
    [target, names],
  );
  if (!open) return null;
  return (
    <SrmRecordPicker
      open
      mode={multiple ? 'checkbox' : 'radio'}
      heading={t('picker.title', { name: fieldLabel })}
      rowKey={target.key}
      keywordParam={searchable.length ? KEYWORD_PARAM : ''}
      keywordHint={hint}
      columns={columns}
      api={load}
      lookups={shell.lookups}
      onSrmPick={(e) => onPick(e.detail.rows)}
      onSrmPickerClose={() => onClose()}
    />
  );
}
