/**
 * From a result's total to each indicator, to each measure its formula
 * names, to the document lines that made the measure (spePerformanceSource,
 * the same rows the collection summed), each opening its document. Texts are
 * the definitions' labels, so both languages come with them.
 */
import { useEffect, useMemo, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { routesOfEntity } from '@srm/domain/routes/catalogue.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { label, useLang } from '../../lib/i18n.ts';
import { go, mainUrl } from '../../lib/router.ts';
import { isSupplierUser } from '../../lib/session.ts';
import { useShell } from '../../shell/data.ts';

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

export function DrillDown({ performanceId }: { performanceId: number }) {
  const lang = useLang();
  const shell = useShell();
  const [result, setResult] = useState<Row | null>(null);
  const [measure, setMeasure] = useState<string | null>(null);
  const [sources, setSources] = useState<Row[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.data<Row>(restPath(RESULT, 'findById'), { performanceId }).then(setResult, (err) => setError(errorMessage(err)));
  }, [performanceId]);
  useEffect(() => {
    if (!measure) return;
    setSources(null);
    api
      .data<Row[]>(restPath(SOURCE, 'listByPage'), { performanceId, measureCode: measure, pageRows: 500 })
      .then(setSources, (err) => setError(errorMessage(err)));
  }, [performanceId, measure]);
  const meaning = useMemo(() => {
    const values = shell.lookups.SPE_MEASURE ?? [];
    return (code: string) => values.find((v) => v.lookupCode === code)?.meaning ?? code;
  }, [shell.lookups]);
  const measures = useMemo(() => new Map(((result?.measures as Row[]) ?? []).map((m) => [String(m.measureCode), Number(m.measureValue)])), [result]);
  const lines = (result?.lines as Row[]) ?? [];
  const titleId = `drill-${performanceId}`;
  void lang;
  return (
    <section className="card form-section" aria-labelledby={titleId} data-testid="drill-down">
      <h3 className="section-title" id={titleId}>
        {label(SOURCE.label)}
      </h3>
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}
      <table className="versions-diff">
        <thead>
          <tr>
            <th scope="col">{fieldLabel(LINE, 'indicatorName')}</th>
            <th scope="col">{fieldLabel(LINE, 'score')}</th>
            <th scope="col">{fieldLabel(SOURCE, 'measureCode')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const named = [...new Set(String(l.formula ?? '').match(/[A-Za-z_]\w*/g) ?? [])].filter((n) => measures.has(n));
            return (
              <tr key={String(l.performanceLineId)}>
                <th scope="row">{String(l.indicatorName)}</th>
                <td>{l.score === null ? '' : String(l.score)}</td>
                <td>
                  {named.map((code) => (
                    <button key={code} type="button" className="btn btn-link" aria-pressed={measure === code} onClick={() => setMeasure(code)}>
                      {meaning(code)} = {measures.get(code)}
                    </button>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {measure && sources ? (
        <table className="versions-diff" data-testid="drill-sources">
          <caption>
            {meaning(measure)} = {measures.get(measure)}
          </caption>
          <thead>
            <tr>
              {['documentNumber', 'lineNumber', 'documentDate', 'sourceValue'].map((f) => (
                <th key={f} scope="col">
                  {fieldLabel(SOURCE, f)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sources.map((s) => {
              const url = documentUrl(String(s.documentEntity), s.documentId);
              return (
                <tr key={String(s.sourceId)}>
                  <td>
                    {url ? (
                      <a
                        href={url}
                        onClick={(e) => {
                          e.preventDefault();
                          go(url);
                        }}
                      >
                        {String(s.documentNumber)}
                      </a>
                    ) : (
                      String(s.documentNumber)
                    )}
                  </td>
                  <td>{s.lineNumber === null ? '' : String(s.lineNumber)}</td>
                  <td>{String(s.documentDate ?? '')}</td>
                  <td>{String(Number(s.sourceValue))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
