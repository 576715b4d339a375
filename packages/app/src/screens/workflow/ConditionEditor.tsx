/**
 * A condition over a document's fields: rows of field, comparison and value
 * joined by "and" (what the step editor writes), or, for an expression it cannot
 * show as rows (drawn elsewhere), the expression itself.
 */
import { useState } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { COMPARISONS, conditionToRows, rowsToCondition, type Comparison, type ConditionRow } from '@srm/domain/workflow/conditions.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { label, t } from '../../lib/i18n.ts';

const CONDITION_TYPES = new Set(['number', 'money', 'integer', 'lookup', 'ref', 'text', 'flag', 'date']);

export const conditionFieldsOf = (def: EntityDef) => def.fields.filter((f) => CONDITION_TYPES.has(f.type) && !f.hidden);

interface Props {
  id: string;
  def: EntityDef;
  value: string | undefined;
  disabled?: boolean;
  onChange: (expr: string | undefined) => void;
}

export function ConditionEditor({ id, def, value, disabled, onChange }: Props) {
  const parsed = value ? conditionToRows(value) : [];
  const [raw] = useState(parsed === null);
  const fields = conditionFieldsOf(def);
  if (raw || parsed === null)
    return (
      <div className="form-item">
        <label htmlFor={`${id}-expr`}>{t('wf.expression')}</label>
        <input id={`${id}-expr`} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value.trim() || undefined)} />
      </div>
    );
  const rows: ConditionRow[] = parsed;
  const set = (next: ConditionRow[]) => onChange(next.length ? rowsToCondition(next) : undefined);
  const update = (i: number, patch: Partial<ConditionRow>) => set(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="wf-conditions">
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a condition row has no identity but its place in the expression
        <div className="wf-condition" key={`${id}-${i}`}>
          <div className="form-item">
            <label htmlFor={`${id}-f${i}`}>{t('wf.field')}</label>
            <SrmSelect
              id={`${id}-f${i}`}
              accessibleName={t('wf.field')}
              value={r.field}
              disabled={disabled}
              clearHidden
              options={fields.map((f) => ({ value: f.name, label: label(f.label) }))}
              onChange={(e) => update(i, { field: String((e.target as unknown as { value: unknown }).value ?? '') })}
            />
          </div>
          <div className="form-item">
            <label htmlFor={`${id}-o${i}`}>{t('wf.operator')}</label>
            <SrmSelect
              id={`${id}-o${i}`}
              accessibleName={t('wf.operator')}
              value={r.op}
              disabled={disabled}
              clearHidden
              options={COMPARISONS.map((op) => ({ value: op, label: op }))}
              onChange={(e) => update(i, { op: String((e.target as unknown as { value: unknown }).value ?? '') as Comparison })}
            />
          </div>
          <div className="form-item">
            <label htmlFor={`${id}-v${i}`}>{t('wf.value')}</label>
            <input id={`${id}-v${i}`} value={r.value} disabled={disabled} onChange={(e) => update(i, { value: e.target.value })} />
          </div>
          {disabled ? null : (
            <button type="button" className="btn btn-sm" onClick={() => set(rows.filter((_, j) => j !== i))}>
              {t('wf.removeCondition')}
            </button>
          )}
        </div>
      ))}
      {disabled ? null : (
        <div>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => set([...rows, { field: fields.find((f) => f.name === 'totalAmount')?.name ?? fields[0]?.name ?? '', op: '>', value: '' }])}
          >
            {t('wf.addCondition')}
          </button>
        </div>
      )}
    </div>
  );
}
