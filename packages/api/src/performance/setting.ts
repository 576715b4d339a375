/**
 * Performance settings (entities/performance/STATES.md): `doCreateScheme`
 * drafts a NEW scheme of the setting's template for its next period not yet
 * run (or the period of a day given), naming the suppliers of its categories
 * and those it names; with neither, the scheme names none and evaluates every
 * qualified supplier, as a scheme made by hand. A period the setting already
 * has a scheme for is refused.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { isValidDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { OperationContext, Row } from '../engine/operations.ts';
import { type Frequency, nextPeriod, type Period, periodOf } from './setting-period.ts';
import { today } from '../engine/clock.ts';

/** The named suppliers and the qualified ones with an active category of the setting; null when it restricts to none. */
async function settingSuppliers(tx: Queryable, settingId: unknown): Promise<number[] | null> {
  const restricted = await tx.query(
    `SELECT 1 FROM srm_spe_setting_suppliers WHERE setting_id = $1 UNION ALL SELECT 1 FROM srm_spe_setting_categories WHERE setting_id = $1 LIMIT 1`,
    [settingId],
  );
  if (!restricted.rows.length) return null;
  const res = await tx.query<{ id: number }>(
    `SELECT supplier_id AS id FROM srm_spe_setting_suppliers WHERE setting_id = $1
     UNION
     SELECT c.supplier_id FROM srm_spe_setting_categories sc
       JOIN srm_pos_supplier_categories c ON c.category_id = sc.category_id AND c.category_status = 'ACTIVE'
       JOIN srm_pos_supplier_info s ON s.supplier_id = c.supplier_id AND s.supplier_status = 'EFFECTIVE'
      WHERE sc.setting_id = $1
     ORDER BY 1`,
    [settingId],
  );
  return res.rows.map((r) => Number(r.id));
}

async function periodToRun(tx: Queryable, setting: Row, asked: unknown): Promise<Period> {
  const frequency = setting.frequency as Frequency;
  if (asked !== undefined && asked !== null && asked !== '') {
    if (typeof asked !== 'string' || !isValidDate(asked)) throw new ValidationError([{ field: 'periodFrom', key: 'rule.date' }]);
    return periodOf(frequency, asked);
  }
  const last = await tx.query<{ to: string | null }>(`SELECT to_char(max(period_to), 'YYYY-MM-DD') AS "to" FROM srm_spe_schemes WHERE setting_id = $1`, [
    setting.settingId,
  ]);
  return nextPeriod(frequency, last.rows[0].to, today());
}

/** `doCreateScheme`: the scheme of the next period (or of the day `periodFrom` given), NEW, opened by the screen. */
export async function createScheme({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const setting = await ops.findById(getEntity('speSetting'), caller, body, tx);
  const period = await periodToRun(tx, setting, body.periodFrom);
  const run = await tx.query<{ number: string }>('SELECT scheme_number AS number FROM srm_spe_schemes WHERE setting_id = $1 AND period_from = $2', [
    setting.settingId,
    period.from,
  ]);
  if (run.rows.length) throw new AppError('PERFORMANCE_PERIOD_RUN', { value: period.label, scheme: run.rows[0].number });
  const suppliers = await settingSuppliers(tx, setting.settingId);
  if (suppliers && !suppliers.length) throw new AppError('PERFORMANCE_SETTING_EMPTY');
  const scheme = getEntity('speScheme');
  const id = await ops.saveOne(
    tx,
    scheme,
    caller,
    {
      schemeName: `${String(setting.settingName).slice(0, 180)} ${period.label}`,
      templateId: setting.templateId,
      periodFrom: period.from,
      periodTo: period.to,
      schemeDescription: setting.settingDescription ?? null,
      suppliers: (suppliers ?? []).map((supplierId) => ({ supplierId })),
    },
    pending,
    true,
  );
  // The setting's own frequency, not the template's, is the one this run keeps.
  await tx.query('UPDATE srm_spe_schemes SET setting_id = $2, frequency = $3 WHERE scheme_id = $1', [id, setting.settingId, setting.frequency]);
  await tx.query(
    `UPDATE srm_spe_setting_heads SET last_period_to = GREATEST(last_period_to, $2::date), version_num = version_num + 1, last_update_date = now()
      WHERE setting_id = $1`,
    [setting.settingId, period.to],
  );
  return ops.findById(scheme, caller, { schemeId: id }, tx);
}
