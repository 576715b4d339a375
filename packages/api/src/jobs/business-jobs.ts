/**
 * The scheduler's business jobs. Each raises its business event (the message
 * centre routes it) and tells the suppliers concerned in the app, writing what
 * it did to the run's log.
 * - certificate expiry: supplier certificates ending within `days` days;
 * - overdue deliveries: open order lines past their promised date (else the
 *   need-by date) by more than `graceDays`, not yet fully received.
 * Approval urges are the workflow's reminders job (workflow/reminders.ts),
 * listed and scheduled here, not written twice.
 */
import type { AppContext } from '../app-context.ts';
import { systemCaller } from '../engine/caller.ts';
import { raiseBusinessEvent } from '../engine/business-events.ts';
import { PendingEvents } from '../engine/events.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';
import type { JobContext, JobWorker } from './worker.ts';
import { table } from '../db/tables.ts';

const CERTIFICATE = table('srm_pos_supplier_certificate');
const SUPPLIER = table('srm_pos_supplier_info');
const ORDER_LINE = table('srm_po_lines');
const ORDER = table('srm_po_headers');

export const CERTIFICATE_EXPIRY_JOB = 'scheduler.certificateExpiry';
export const OVERDUE_DELIVERY_JOB = 'scheduler.overdueDelivery';

function intParam(payload: unknown, name: string, fallback: number): number {
  const raw = (payload as Record<string, unknown> | null)?.[name];
  const n = raw === undefined || raw === null || raw === '' ? fallback : Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`parameter ${name} must be a whole number of days, got ${String(raw)}`);
  return n;
}

interface ExpiringCertificate {
  certificateId: number;
  supplierId: number;
  supplierName: string;
  certificateName: string;
  certificateNumber: string;
  endDate: string;
}

/** Warns each supplier of its certificates ending within `days`; answers how many were warned. */
export async function warnExpiringCertificates(ctx: AppContext, days: number, log: JobContext['log']): Promise<number> {
  const cert = CERTIFICATE.as('c');
  const supplier = SUPPLIER.as('s');
  const due = await ctx.db.query<ExpiringCertificate>(
    `SELECT ${cert.$fields('certificate_id', 'supplier_id')}, ${supplier.$fields('supplier_name')}, ${cert.$fields('certificate_name', 'certificate_number')},
            to_char(${cert.end_date}, 'YYYY-MM-DD') AS "endDate"
       FROM ${cert} JOIN ${supplier} ON ${supplier.supplier_id} = ${cert.supplier_id}
      WHERE ${cert.end_date} >= current_date AND ${cert.end_date} <= current_date + $1::int AND coalesce(${cert.long_term_flag}, 'N') <> 'Y'
      ORDER BY ${cert.end_date}, ${cert.certificate_id}`,
    [days],
  );
  await log(`${due.rows.length} certificate(s) end within ${days} day(s)`);
  const caller = systemCaller();
  for (const c of due.rows) {
    const pending = new PendingEvents();
    await ctx.db.transaction(async (tx) => {
      const record = { ...c };
      await raiseBusinessEvent('certificate.expiring', { tx, caller, record, recordId: Number(c.certificateId), pending });
      await notifySupplierUsers(
        tx,
        [Number(c.supplierId)],
        {
          zh: `资质证书“${c.certificateName}”（${c.certificateNumber}）将于 ${c.endDate} 到期，请及时更新`,
          en: `Certificate "${c.certificateName}" (${c.certificateNumber}) expires on ${c.endDate}: please renew it`,
        },
        { entity: 'supplierCertificate', recordId: Number(c.certificateId), link: 'supplierInfoToPortal' },
        caller,
        pending,
      );
    });
    pending.flush();
    await log(`warned ${c.supplierName}: ${c.certificateName} ${c.certificateNumber} ends ${c.endDate}`);
  }
  return due.rows.length;
}

interface OverdueLine {
  poLineId: number;
  poHeaderId: number;
  poNumber: string;
  lineNumber: number | null;
  supplierId: number;
  itemName: string | null;
  dueDate: string;
}

/** Reminds each supplier of its open order lines past their date; answers how many lines. */
export async function remindOverdueDeliveries(ctx: AppContext, graceDays: number, log: JobContext['log']): Promise<number> {
  const line = ORDER_LINE.as('l');
  const head = ORDER.as('h');
  const due = await ctx.db.query<OverdueLine>(
    `SELECT ${line.$fields('po_line_id')}, ${head.$fields('po_header_id', 'po_number')}, ${line.$fields('line_number')}, ${head.$fields('supplier_id')},
            ${line.$fields('item_name')}, to_char(coalesce(${line.promised_date}, ${line.need_by_date}), 'YYYY-MM-DD') AS "dueDate"
       FROM ${line} JOIN ${head} ON ${head.po_header_id} = ${line.po_header_id}
      WHERE ${line.line_status} = 'OPEN' AND ${head.po_status} IN ('RELEASED', 'FEEDBACK', 'CONFIRMED')
        AND coalesce(${line.received_qty}, 0) < ${line.quantity}
        AND coalesce(${line.promised_date}, ${line.need_by_date}) < current_date - $1::int
      ORDER BY ${head.po_number}, ${line.line_number}`,
    [graceDays],
  );
  await log(`${due.rows.length} open order line(s) overdue by more than ${graceDays} day(s)`);
  const caller = systemCaller();
  for (const l of due.rows) {
    const pending = new PendingEvents();
    await ctx.db.transaction(async (tx) => {
      await raiseBusinessEvent('delivery.overdue', { tx, caller, record: { ...l }, recordId: Number(l.poLineId), pending });
      await notifySupplierUsers(
        tx,
        [Number(l.supplierId)],
        {
          zh: `采购订单 ${l.poNumber} 第 ${l.lineNumber ?? ''} 行（${l.itemName ?? ''}）应于 ${l.dueDate} 交货，已逾期`,
          en: `Order ${l.poNumber} line ${l.lineNumber ?? ''} (${l.itemName ?? ''}) was due on ${l.dueDate} and is overdue`,
        },
        { entity: 'purOrder', recordId: Number(l.poHeaderId), link: `purOrderManage/purchaseOrderEdit?id=${l.poHeaderId}` },
        caller,
        pending,
      );
    });
    pending.flush();
    await log(`reminded supplier ${l.supplierId}: ${l.poNumber}/${l.lineNumber ?? ''} due ${l.dueDate}`);
  }
  return due.rows.length;
}

export function registerBusinessJobs(worker: JobWorker, ctx: AppContext): void {
  worker.register(CERTIFICATE_EXPIRY_JOB, {
    program: {
      name: { zh: '资质证书到期预警', en: 'Certificate expiry warnings' },
      description: 'Warns suppliers of certificates ending within the given days (certificate.expiring).',
      params: [{ name: 'days', label: { zh: '提前天数', en: 'Days ahead' }, type: 'INTEGER', required: true, default: '30' }],
    },
    run: async (job, jc) => ({ warned: await warnExpiringCertificates(ctx, intParam(job.payload, 'days', 30), jc.log) }),
  });
  worker.register(OVERDUE_DELIVERY_JOB, {
    program: {
      name: { zh: '逾期交货提醒', en: 'Overdue delivery reminders' },
      description: 'Reminds suppliers of open order lines past their promised or need-by date (delivery.overdue).',
      params: [{ name: 'graceDays', label: { zh: '宽限天数', en: 'Grace days' }, type: 'INTEGER', required: false, default: '0' }],
    },
    run: async (job, jc) => ({ reminded: await remindOverdueDeliveries(ctx, intParam(job.payload, 'graceDays', 0), jc.log) }),
  });
}
