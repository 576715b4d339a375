/**
 * Reports and dynamic charts demo (entities/report/STATES.md): a data source
 * pointing at the platform's own database, two reports on the orders (one
 * with a date range, both answering supplier_id so suppliers see their own
 * rows, and org_id so a buyer limited to some organisations sees theirs), published to the buyers' and suppliers' menus; two charts on them in
 * a dashboard on the buyers' menu. Grants: the report screens to the
 * administrator (who holds every menu), the back-export list to buyers and suppliers.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db } from '../db/db.ts';
import { systemCaller } from '../engine/caller.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { registerReports } from '../report/feature.ts';
import { ensureReportRole } from '../report/sandbox.ts';
import { grantMenus } from './reference.ts';

/** Orders of a period, one row per order, with the supplier each belongs to. */
export const ORDERS_SQL = `SELECT h.po_number, h.supplier_id, h.org_id, h.supplier_name, h.po_status, h.creation_date::date AS order_date, h.currency_code, h.total_amount
  FROM srm_po_headers h
 WHERE h.po_status IN ('RELEASED', 'FEEDBACK', 'CONFIRMED', 'CLOSED', 'SETTLED')
   AND h.creation_date::date BETWEEN coalesce(:orderDateFrom, DATE '2000-01-01') AND coalesce(:orderDateTo, DATE '2999-12-31')
 ORDER BY h.creation_date DESC, h.po_number`;

/** Each supplier's released orders and their amount, per ordering organisation (so data permissions can limit it). */
export const SUPPLIER_TOTALS_SQL = `SELECT h.supplier_id, h.supplier_name, h.org_id, count(*) AS order_count, sum(h.total_amount) AS total_amount
  FROM srm_po_headers h
 WHERE h.po_status IN ('RELEASED', 'FEEDBACK', 'CONFIRMED', 'CLOSED', 'SETTLED')
 GROUP BY h.supplier_id, h.supplier_name, h.org_id`;

function sourceFromUrl(): Row {
  const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null;
  return {
    jdbcCode: 'SRM_SELF',
    jdbcName: '本平台数据库(只读)',
    host: url?.hostname || '127.0.0.1',
    port: Number(url?.port || 5432),
    databaseName: url?.pathname.slice(1) || 'srm',
    userName: url ? decodeURIComponent(url.username) : 'srm',
    dbPassword: url ? decodeURIComponent(url.password) : 'ChangeMe-1',
    schemaName: 'public',
    remark: '演示：指向本平台数据库的只读数据源',
  };
}

export async function seedReportDemo(db: Db): Promise<void> {
  registerReports();
  await ensureReportRole(db);
  const ops = new EntityOperations(db);
  const system = systemCaller();
  const def = (name: string) => getEntity(name);
  await db.transaction((tx) => grantMenus(tx, 'BUYER', ['RPT_BACK_EXPORT'], null));
  await db.transaction((tx) => grantMenus(tx, 'SUPPLIER', ['RPT_BACK_EXPORT'], null));
  await ops.save(def('jdbcConfig'), system, sourceFromUrl());
  const col = (seqNum: number, columnName: string, columnTitle: string, columnTitleEn: string, extra: Row = {}) => ({
    seqNum,
    columnName,
    columnTitle,
    columnTitleEn,
    ...extra,
  });
  const orders = await ops.save(def('reportDefinition'), system, {
    reportCode: 'PO_BY_SUPPLIER',
    reportName: '供应商订单明细',
    reportNameEn: 'Orders by supplier',
    sqlScript: ORDERS_SQL,
    supplierColumn: 'supplier_id',
    maxRows: 10000,
    timeoutSeconds: 30,
    parameters: [{ seqNum: 1, paramName: 'orderDate', paramLabel: '下单日期', paramLabelEn: 'Order date', paramType: 'DATE_RANGE', requiredFlag: 'N' }],
    columns: [
      col(1, 'po_number', '订单号', 'Order number', { columnWidth: 180 }),
      col(2, 'supplier_id', '供应商ID', 'Supplier id', { visibleFlag: 'N', dataType: 'bigint' }),
      col(3, 'org_id', '组织ID', 'Organisation id', { visibleFlag: 'N', dataType: 'bigint' }),
      col(4, 'supplier_name', '供应商', 'Supplier', { columnWidth: 200 }),
      col(5, 'po_status', '状态', 'Status'),
      col(6, 'order_date', '下单日期', 'Order date', { dataType: 'date' }),
      col(7, 'currency_code', '币种', 'Currency', { columnWidth: 80 }),
      col(8, 'total_amount', '含税总额', 'Total incl. tax', { dataType: 'numeric', footerType: 'SUM' }),
    ],
  });
  const totals = await ops.save(def('reportDefinition'), system, {
    reportCode: 'SUPPLIER_ORDER_TOTALS',
    reportName: '供应商订单汇总',
    reportNameEn: 'Order totals by supplier',
    sqlScript: SUPPLIER_TOTALS_SQL,
    supplierColumn: 'supplier_id',
    maxRows: 10000,
    timeoutSeconds: 30,
    columns: [
      col(1, 'supplier_id', '供应商ID', 'Supplier id', { visibleFlag: 'N', dataType: 'bigint' }),
      col(2, 'org_id', '组织ID', 'Organisation id', { visibleFlag: 'N', dataType: 'bigint' }),
      col(3, 'supplier_name', '供应商', 'Supplier', { columnWidth: 220 }),
      col(4, 'order_count', '订单数', 'Orders', { dataType: 'bigint', footerType: 'SUM' }),
      col(5, 'total_amount', '含税总额', 'Total incl. tax', { dataType: 'numeric', footerType: 'SUM' }),
    ],
  });
  const publish = (reportId: unknown, roleCodes: string[]) =>
    ops.runOperation(def('reportDefinition'), system, def('reportDefinition').operations!.find((o) => o.operation === 'doPublishMenu')!, {
      reportId,
      roleCodes,
    });
  await publish(orders.reportId, ['BUYER', 'SUPPLIER']);
  await publish(totals.reportId, ['BUYER']);

  const bar = await ops.save(def('dynamicChart'), system, {
    chartCode: 'SUPPLIER_AMOUNT_BAR',
    chartName: '各供应商订单金额',
    chartNameEn: 'Order amount by supplier',
    reportId: totals.reportId,
    chartType: 'BAR',
    dimensionColumn: 'supplier_name',
    measureColumns: 'total_amount',
    aggregation: 'SUM',
    topN: 10,
  });
  const pie = await ops.save(def('dynamicChart'), system, {
    chartCode: 'ORDER_STATUS_PIE',
    chartName: '订单状态分布',
    chartNameEn: 'Orders by status',
    reportId: orders.reportId,
    chartType: 'PIE',
    dimensionColumn: 'po_status',
    measureColumns: 'po_number',
    aggregation: 'COUNT',
    topN: 10,
  });
  const group = await ops.save(def('chartGroup'), system, {
    groupCode: 'PURCHASE_DASHBOARD',
    groupName: '采购看板',
    groupNameEn: 'Purchasing dashboard',
    columnsPerRow: 2,
    items: [
      { seqNum: 1, chartId: bar.chartId },
      { seqNum: 2, chartId: pie.chartId },
    ],
  });
  await ops.runOperation(def('chartGroup'), system, def('chartGroup').operations!.find((o) => o.operation === 'doPublishMenu')!, {
    groupId: group.groupId,
    roleCodes: ['BUYER'],
  });
}
