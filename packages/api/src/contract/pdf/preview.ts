/**
 * Every preview and download of a contract PDF: the contract read in the
 * caller's scope (a supplier reaches only its own, and only once it is sent),
 * rendered, and stamped on every page with the watermark of the viewer's kind
 * (inside for internal users, supplier for suppliers' users): the newest
 * enabled setting, else a default one, so no copy leaves without the viewer's
 * name, company and time.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../../db/db.ts';
import { table } from '../../db/tables.ts';
import { AppError } from '../../engine/app-error.ts';
import { type Caller, isSupplier } from '../../engine/caller.ts';
import type { EntityOperations } from '../../engine/operations.ts';
import { contractPdfData, viewerOf } from './contract-data.ts';
// The renderer and the stamp load pdf-lib (a megabyte): imported by the first PDF, not by a start.
import type { WatermarkSetting } from './watermark.ts';

export const DEFAULT_WATERMARK: WatermarkSetting = { textPattern: '{name} {company} {time}', opacity: 0.18, angle: 30, fontSize: 16, colorHex: '#8a8f99' };

const WATERMARK = table('srm_okc_watermarks');

/** The enabled setting a viewer of this kind gets (newest first). */
export async function watermarkFor(tx: Queryable, caller: Caller): Promise<WatermarkSetting> {
  const { rows } = await tx.query<{ textPattern: string; opacity: string; angle: number; fontSize: number; colorHex: string | null }>(
    `SELECT ${WATERMARK.$fields('text_pattern', 'opacity', 'angle', 'font_size', 'color_hex')} FROM ${WATERMARK}
      WHERE ${WATERMARK.watermark_kind} = $1 AND ${WATERMARK.enabled_flag} = 'Y' ORDER BY ${WATERMARK.last_update_date} DESC, ${WATERMARK.watermark_id} DESC LIMIT 1`,
    [isSupplier(caller) ? 'SUPPLIER' : 'INSIDE'],
  );
  const r = rows[0];
  return r ? { ...r, opacity: Number(r.opacity) } : DEFAULT_WATERMARK;
}

/** `pdf` stamped for this caller. */
export async function stampFor(tx: Queryable, caller: Caller, pdf: Uint8Array, code = ''): Promise<Uint8Array> {
  const setting = await watermarkFor(tx, caller);
  const viewer = await viewerOf(tx, caller);
  const { stampWatermark, watermarkText } = await import('./watermark.ts');
  return stampWatermark(pdf, setting, watermarkText(setting.textPattern, { ...viewer, userName: caller.userName, time: new Date() }, code));
}

/** The contract rendered (no watermark): what a signing flow signs. */
export async function renderContract(
  tx: Queryable,
  ops: EntityOperations,
  caller: Caller,
  contractId: number,
): Promise<{ pdf: Uint8Array; record: Record<string, unknown> }> {
  const record = await ops.fetch(tx, getEntity('contract'), caller, contractId);
  if (!record) throw new AppError('NOT_FOUND');
  const data = await contractPdfData(tx, contractId, caller.lang === 'en' ? 'en' : 'zh');
  if (!data) throw new AppError('NOT_FOUND');
  const { renderContractPdf } = await import('./render.ts');
  return { pdf: await renderContractPdf(data), record };
}

/** The contract's preview for this caller: rendered and watermarked. */
export async function contractPreview(tx: Queryable, ops: EntityOperations, caller: Caller, contractId: number) {
  const { pdf, record } = await renderContract(tx, ops, caller, contractId);
  return { pdf: await stampFor(tx, caller, pdf, String(record.contractCode ?? '')), name: `${record.contractCode ?? contractId}.pdf` };
}
