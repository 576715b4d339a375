/**
 * reportDefinition/reportDefinitionEdit: the generic form of a report
 * definition (its SQL, parameters and columns) with the report designer's
 * buttons: check the saved SQL, derive its columns from the database's
 * description (kept titles, widths and footers of columns already there), and
 * publish the report to a menu for the roles ticked.
 */
import { useEffect, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import EditScreen from '../EditScreen.tsx';
import { usePage } from '../../shell/data.ts';

const REPORT = getEntity('reportDefinition');
const ROLE = getEntity('role');
type Row = Record<string, unknown>;

function DesignerButtons({ record, reload }: { record: Row; reload: () => void }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [roles, setRoles] = useState<Row[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    api.data<Row[]>(restPath(ROLE, 'listByPage'), { pageIndex: 1, pageRows: 100 }).then(setRoles, () => setRoles([]));
  }, []);
  const attempt = async (fn: () => Promise<string>) => {
    setMessage(null);
    try {
      setMessage({ ok: true, text: await fn() });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err) });
    }
  };
  const check = () =>
    attempt(async () => {
      const res = await api.data<{ columns: unknown[] }>(restPath(REPORT, 'checkReportSqlScript'), { reportId: record.reportId });
      return t('report.valid', { n: res.columns.length });
    });
  const derive = () =>
    attempt(async () => {
      const derived = await api.data<Row[]>(restPath(REPORT, 'parseReportSqlScriptToColumn'), { reportId: record.reportId });
      const kept = new Map(((record.columns as Row[] | undefined) ?? []).map((c) => [c.columnName, c]));
      const columns = derived.map((d) => {
        const old = kept.get(d.columnName);
        return old ? { ...old, seqNum: d.seqNum, dataType: d.dataType } : d;
      });
      await api.data(restPath(REPORT, 'saveOrUpdate'), { ...record, columns });
      reload();
      return t('report.derived');
    });
  const publish = () =>
    attempt(async () => {
      const res = await api.data<{ htmlUrl: string }>(restPath(REPORT, 'doPublishMenu'), { reportId: record.reportId, roleCodes: picked });
      reload();
      return t('report.published', { url: res.htmlUrl });
    });
  return (
    <>
      <button type="button" className="btn" onClick={() => void check()} data-testid="report-check">
        {t('report.check')}
      </button>
      <button type="button" className="btn" onClick={() => void derive()} data-testid="report-derive">
        {t('report.derive')}
      </button>
      <fieldset className="report-roles" style={{ display: 'inline-flex', gap: 8, border: 0, margin: 0, padding: 0, alignItems: 'center' }}>
        <legend className="sr-only">{t('report.roles')}</legend>
        {roles.map((r) => (
          <label key={String(r.roleCode)} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={picked.includes(String(r.roleCode))}
              onChange={(e) => setPicked((old) => (e.target.checked ? [...old, String(r.roleCode)] : old.filter((x) => x !== r.roleCode)))}
              data-testid={`publish-role-${String(r.roleCode)}`}
            />
            {String(r.roleName ?? r.roleCode)}
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn-primary" onClick={() => void publish()} data-testid="report-publish">
        {t('report.publish')}
      </button>
      {message ? (
        <span role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-success' : 'text-error'} data-testid="report-designer-message">
          {message.text}
        </span>
      ) : null}
    </>
  );
}

export default function ReportDefinitionEdit() {
  const page = usePage();
  return <EditScreen def={REPORT} id={page.query.get('id') ?? 'new'} extraButtons={(record, reload) => <DesignerButtons record={record} reload={reload} />} />;
}
