/**
 * From a result's total to each indicator, to each measure its formula
 * names, to the document lines that made the measure (spePerformanceSource,
 * the same rows the collection summed), each opening its document. Texts are
 * the definitions' labels, so both languages come with them.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { routesOfEntity } from '@srm/domain/routes/catalogue.ts';
import { DATE_PATTERNS, formatDate } from '@srm/domain/dates.ts';
import type { GridColumnDef, GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { api } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { go, mainUrl } from '../../lib/router.ts';
import { isSupplierUser } from '../../lib/session.ts';
import { useShell } from '../../shell/data.ts';
import { ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';

type Row = Record<string, unknown>;
const RESULT = getEntity('spePerformance');
const LINE = getEntity('spePerformanceLine');
const SOURCE = getEntity('spePerformanceSource');
const fieldLabel = (def: typeof RESULT, name: string) => label((def.fields.find((f) => f.name === name) as FieldDef).label);

/** The screen a document opens on for this user: the edit route of a list of its entity on the user's menus. */
function documentUrl(entity: string, id: unknown): string | null {
  const kind = isSupplierUser() ? 'EX' : 'INSIDE';
  const lists = routesOfEntity(entity).filter((r) => r.menu?.for.includes(kind) && r.editPath);
  const list = lists[0];
  if (!list) return null;
  const path = kind === 'EX' ? (list.supplierEditPath ?? list.editPath!) : list.editPath!;
  return mainUrl(path, { id: String(id) });
}

/** A button of a cell (a grid's slot cells are DOM, not React), named with its row's indicator as well. */
function cellButton(text: string, of: string, pressed: boolean, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'btn btn-link';
  b.textContent = text;
  b.setAttribute('aria-label', `${of}: ${text}`);
  b.setAttribute('aria-pressed', String(pressed));
  b.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  return b;
}

export function DrillDown({ performanceId }: { performanceId: number }) {
  const lang = useLang();
  const shell = useShell();
  const [result, setResult] = useState<Row | undefined>(undefined);
  const [measure, setMeasure] = useState<string | null>(null);
  const [sources, setSources] = useState<Row[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    setError(null);
    api.data<Row>(restPath(RESULT, 'findById'), { performanceId }).then(setResult, setError);
  }, [performanceId]);
  useEffect(load, [load]);
  useEffect(() => {
    if (!measure) return;
    setSources(null);
    api.data<Row[]>(restPath(SOURCE, 'listByPage'), { performanceId, measureCode: measure, pageRows: 500 }).then(setSources, setError);
  }, [performanceId, measure]);
  const meaning = useMemo(() => {
    const values = shell.lookups.SPE_MEASURE ?? [];
    return (code: string) => values.find((v) => v.lookupCode === code)?.meaning ?? code;
  }, [shell.lookups]);
  const measures = useMemo(() => new Map(((result?.measures as Row[]) ?? []).map((m) => [String(m.measureCode), Number(m.measureValue)])), [result]);
  const measureText = useCallback((code: string) => `${meaning(code)} = ${formatNumber(measures.get(code))}`, [meaning, measures]);
  const lines = useMemo(
    () =>
      ((result?.lines as Row[]) ?? []).map((l) => ({
        ...l,
        named: [...new Set(String(l.formula ?? '').match(/[A-Za-z_]\w*/g) ?? [])].filter((n) => measures.has(n)),
      })),
    [result, measures],
  );
  const lineColumns = useMemo<GridColumnDef[]>(
    () => [
      { key: 'indicatorName', title: fieldLabel(LINE, 'indicatorName'), ellipsis: true },
      { key: 'score', title: fieldLabel(LINE, 'score'), editType: 'number' },
      {
        key: 'named',
        title: fieldLabel(SOURCE, 'measureCode'),
        editType: 'slot',
        render: ({ row }) => {
          // Every measure the formula names, wrapping onto more lines rather than hidden past the cell's end.
          const cell = document.createElement('span');
          cell.style.cssText = 'display:flex;flex-wrap:wrap;gap:4px;white-space:normal';
          for (const code of row.named as string[])
            cell.append(cellButton(measureText(code), String(row.indicatorName), measure === code, () => setMeasure(code)));
          return cell;
        },
      },
    ],
    // lang: the titles follow the reader's language.
    [measureText, measure, lang],
  );
  const sourceColumns = useMemo<GridColumnDef[]>(
    () => [
      {
        key: 'documentNumber',
        title: fieldLabel(SOURCE, 'documentNumber'),
        editType: 'slot',
        render: ({ row }) => {
          const url = documentUrl(String(row.documentEntity), row.documentId);
          if (!url) return String(row.documentNumber ?? '');
          const a = document.createElement('a');
          a.href = url;
          a.textContent = String(row.documentNumber ?? '');
          a.addEventListener('click', (e) => {
            e.preventDefault();
            go(url);
          });
          return a;
        },
      },
      { key: 'lineNumber', title: fieldLabel(SOURCE, 'lineNumber'), editType: 'number' },
      {
        key: 'documentDate',
        title: fieldLabel(SOURCE, 'documentDate'),
        editType: 'slot',
        sample: DATE_PATTERNS.date.replace(/[A-Za-z]/g, '0'),
        render: ({ row }) => formatDate(row.documentDate, DATE_PATTERNS.date),
      },
      { key: 'sourceValue', title: fieldLabel(SOURCE, 'sourceValue'), editType: 'number' },
    ],
    // lang: the titles follow the reader's language.
    [lang],
  );
  const titleId = `drill-${performanceId}`;
  return (
    <section className="card form-section" aria-labelledby={titleId} data-testid="drill-down">
      <h3 className="section-title" id={titleId}>
        {label(SOURCE.label)}
      </h3>
      {error ? <ScreenError error={error} onRetry={load} /> : null}
      {!error && !result ? <ScreenLoading /> : null}
      {result && !lines.length ? <ScreenEmpty>{t('report.drillNoLines')}</ScreenEmpty> : null}
      {lines.length ? (
        <SrmDataGrid
          data-testid="drill-lines"
          aria-label={label(LINE.label)}
          rows={lines as GridRow[]}
          columns={lineColumns}
          rowKey="performanceLineId"
          autoHeight
          configHidden
          paginationHidden
        />
      ) : null}
      {measure && !sources && !error ? <ScreenLoading /> : null}
      {measure && sources ? (
        <div data-testid="drill-sources">
          <h4 className="section-title">{measureText(measure)}</h4>
          {sources.length ? (
            <SrmDataGrid
              aria-label={measureText(measure)}
              rows={sources as GridRow[]}
              columns={sourceColumns}
              rowKey="sourceId"
              readonly
              configHidden
              autoHeight={sources.length <= 15}
            />
          ) : (
            <ScreenEmpty>{t('report.drillNoSources')}</ScreenEmpty>
          )}
        </div>
      ) : null}
    </section>
  );
}
