/**
 * Dynamic charts: a chart's data is its report run in the sandbox and the
 * caller's scope, grouped by the dimension column with the measures
 * aggregated in SQL; a dashboard (chartGroup) answers its charts in order.
 * A chart names columns its report answers (checked on save, naming the field).
 */
import { registerHooks } from '../engine/hooks.ts';
import { registerOperation } from '../engine/operations.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { int, object, str } from '../openapi/route-schema.ts';
import { publishMenu } from './menu.ts';
import { describeSql, loadReport, runReport } from './run.ts';
import { readOnly } from './sandbox.ts';
import type { Queryable } from '../db/db.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { can } from '../engine/permissions.ts';

interface ChartRow {
  chartId: number;
  chartCode: string;
  chartName: string;
  chartNameEn: string | null;
  reportId: number;
  chartType: string;
  dimensionColumn: string;
  measureColumns: string;
  aggregation: string;
  topN: number | null;
  enabledFlag: string;
}

const measuresOf = (text: unknown) =>
  String(text ?? '')
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

async function chartOf(q: Queryable, chartId: number): Promise<ChartRow> {
  const res = await q.query<ChartRow>(
    `SELECT chart_id AS "chartId", chart_code AS "chartCode", chart_name AS "chartName", chart_name_en AS "chartNameEn", report_id AS "reportId",
            chart_type AS "chartType", dimension_column AS "dimensionColumn", measure_columns AS "measureColumns", aggregation, top_n AS "topN",
            enabled_flag AS "enabledFlag"
       FROM srm_base_dynamic_charts WHERE chart_id = $1`,
    [chartId],
  );
  if (!res.rows[0]) throw new AppError('NOT_FOUND');
  return res.rows[0];
}

export function registerChart(): void {
  registerHooks('dynamicChart', {
    async beforeSave(ctx) {
      const reportId = ctx.record.reportId ?? ctx.before?.reportId;
      const dimension = String(ctx.record.dimensionColumn ?? ctx.before?.dimensionColumn ?? '');
      const measures = measuresOf(ctx.record.measureColumns ?? ctx.before?.measureColumns);
      if (!reportId) return;
      const loaded = await loadReport(ctx.tx, { reportId: Number(reportId) });
      const known = new Set(loaded.columns.map((c) => c.columnName));
      // A report whose columns were never derived is checked when the chart runs.
      if (!known.size) return;
      if (!known.has(dimension)) throw new ValidationError([{ field: 'dimensionColumn', key: 'report.columnUnknown', params: { name: dimension } }]);
      const unknown = measures.find((m) => !known.has(m));
      if (unknown) throw new ValidationError([{ field: 'measureColumns', key: 'report.columnUnknown', params: { name: unknown } }]);
    },
  });

  registerOperation(
    'chartGroup',
    'getChartData',
    async ({ ops, tx, caller, body }) => {
      await readOnly(tx);
      const chart = await chartOf(tx, Number(body.chartId));
      // A dashboard's reader sees the charts of enabled dashboards; those who keep charts, every chart.
      if (!can(getEntity('dynamicChart'), caller, 'view')) {
        const shown = await tx.query(
          `SELECT 1 FROM srm_base_chart_group_items i JOIN srm_base_chart_groups g ON g.group_id = i.group_id AND g.enabled_flag = 'Y' WHERE i.chart_id = $1 LIMIT 1`,
          [chart.chartId],
        );
        if (!shown.rows.length) throw new AppError('NOT_FOUND');
      }
      const loaded = await loadReport(tx, { reportId: chart.reportId });
      const measures = measuresOf(chart.measureColumns);
      const params = body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {};
      const result = await runReport(tx, caller, loaded, {
        values: params,
        group: { dimension: chart.dimensionColumn, measures, aggregation: chart.aggregation, top: chart.topN ?? 20 },
        limits: {
          dialect: ops.db.dialect,
          costCeiling: ops.limits.costCeiling,
          chart: { name: (caller.lang === 'en' && chart.chartNameEn) || chart.chartName, seconds: ops.limits.timeoutSeconds },
        },
      });
      const title = (c: string) => {
        const col = loaded.columns.find((x) => x.columnName === c);
        return { zh: col?.columnTitle ?? c, en: col?.columnTitleEn ?? col?.columnTitle ?? c };
      };
      return {
        chart,
        dimension: { column: chart.dimensionColumn, title: title(chart.dimensionColumn) },
        measures: measures.map((m) => ({ column: m, title: title(m) })),
        categories: result.rows.map((r) => (r.dimension === null ? '' : String(r.dimension))),
        series: measures.map((_, i) => result.rows.map((r) => (r[`m${i}`] === null ? 0 : Number(r[`m${i}`])))),
      };
    },
    { body: object({ chartId: int('The chart'), params: object({}) }, ['chartId']), data: object({}) },
  );

  registerOperation(
    'chartGroup',
    'findByGroupCode',
    async ({ tx, body }) => {
      const res = await tx.query<Record<string, unknown>>(
        `SELECT group_id AS "groupId", group_code AS "groupCode", group_name AS "groupName", group_name_en AS "groupNameEn", columns_per_row AS "columnsPerRow",
                enabled_flag AS "enabledFlag"
           FROM srm_base_chart_groups WHERE group_code = $1`,
        [String(body.groupCode ?? '')],
      );
      const group = res.rows[0];
      if (!group) throw new AppError('NOT_FOUND');
      const items = await tx.query(
        `SELECT i.seq_num AS "seqNum", c.chart_id AS "chartId", c.chart_code AS "chartCode", c.chart_name AS "chartName", c.chart_name_en AS "chartNameEn",
                c.chart_type AS "chartType"
           FROM srm_base_chart_group_items i JOIN srm_base_dynamic_charts c ON c.chart_id = i.chart_id AND c.enabled_flag = 'Y'
          WHERE i.group_id = $1 ORDER BY i.seq_num, i.item_id`,
        [group.groupId],
      );
      return { ...group, items: items.rows };
    },
    { body: object({ groupCode: str('The group code') }, ['groupCode']), data: object({}) },
  );

  registerOperation(
    'chartGroup',
    'doPublishMenu',
    async ({ tx, body }) => {
      const res = await tx.query<{ groupId: number; groupCode: string; groupName: string; groupNameEn: string | null }>(
        `SELECT group_id AS "groupId", group_code AS "groupCode", group_name AS "groupName", group_name_en AS "groupNameEn" FROM srm_base_chart_groups WHERE group_id = $1`,
        [Number(body.groupId)],
      );
      const group = res.rows[0];
      if (!group) throw new AppError('NOT_FOUND');
      const menu = await publishMenu(
        tx,
        {
          code: `CHG_${group.groupCode}`.toUpperCase().slice(0, 60),
          zh: group.groupName,
          en: group.groupNameEn ?? group.groupName,
          url: `dynamicCharts/viewReport/${group.groupCode}`,
          buttons: [['btnViewChart', '查看图表', 'View charts']],
        },
        body.roleCodes,
      );
      await tx.query('UPDATE srm_base_chart_groups SET menu_path = $2, last_update_date = now() WHERE group_id = $1', [group.groupId, menu.htmlUrl]);
      return menu;
    },
    { body: object({ groupId: int('The group'), roleCodes: { type: 'array', items: { type: 'string' } } }, ['groupId']), data: object({}) },
  );
}

/** The columns of a chart's report, for the chart editor's pickers. */
export async function reportColumnsOf(tx: Queryable, reportId: number) {
  const loaded = await loadReport(tx, { reportId });
  return describeSql(tx, loaded.report.sqlScript, loaded.parameters, loaded.report.jdbcId, loaded.report.timeoutSeconds);
}
