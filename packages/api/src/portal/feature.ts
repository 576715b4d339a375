/**
 * What the portal's homes need beyond the generic router: the operation guide
 * (SPEC section 2: supplier portal manual and video served from the file
 * service).
 *
 * The guide files are ordinary file-service records; two config profiles name
 * them, so an administrator replaces the manual by uploading a new file and
 * changing the profile value:
 *   GUIDE_MANUAL_FILE_ID, GUIDE_VIDEO_FILE_ID   file ids (profile_value)
 * On a demo database the first start stores the two generated files of
 * ./portal-assets (see packages/app/scripts/make-guide-assets.mjs) and writes
 * the profiles.
 *
 * - POST /api/baseServer/v1/operationGuideRestful/list -> data [{ guideType
 *   MANUAL|VIDEO, fileId, fileName, fileSize, contentType }] (configured ones only)
 * - GET|POST /api/baseServer/v1/operationGuideRestful/download { fileId, inline? }
 *   -> the bytes (any signed-in user, internal or supplier, but only for a file
 *   a guide profile names; GET carries a one-use ticket like every download link).
 * - POST /api/baseServer/v1/homeRestful/charts {} -> data { supplierStatus,
 *   warnings, delivery }: every chart of the internal home in one call
 *   (home-charts.ts).
 */
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeatureModule } from '../app-context.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { systemCaller } from '../engine/caller.ts';
import { ok } from '../plugins/envelope.ts';
import { filesByIds } from '../files/file-repo.ts';
import { sendFile } from '../files/send-file.ts';
import { fileIdOf, payloadOf } from '../files/file-routes.ts';
import type { FileService } from '../files/file-service.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import type { EntityOperations, Row } from '../engine/operations.ts';
import { platformSchemas } from '../routes/platform-schemas.ts';
import { homeCharts } from './home-charts.ts';
import { callerOf } from '../plugins/guard.ts';

export const GUIDE_BASE = '/api/baseServer/v1/operationGuideRestful';
export const HOME_BASE = '/api/baseServer/v1/homeRestful';
const PROFILES = { MANUAL: 'GUIDE_MANUAL_FILE_ID', VIDEO: 'GUIDE_VIDEO_FILE_ID' } as const;
type GuideType = keyof typeof PROFILES;
const ASSETS: Record<GuideType, { file: string; name: string; type: string; label: string }> = {
  MANUAL: { file: 'supplier-portal-manual.pdf', name: '供应商门户操作手册.pdf', type: 'application/pdf', label: '操作指南：供应商门户操作手册（文件ID）' },
  VIDEO: { file: 'supplier-portal-video.webm', name: '供应商门户操作视频.webm', type: 'video/webm', label: '操作指南：供应商门户操作视频（文件ID）' },
};
const auth = { config: { access: 'authenticated' as const } };

async function guideFileIds(db: Queryable): Promise<Map<GuideType, number>> {
  const res = await db.query<{ code: string; value: string | null }>(
    `SELECT profile_code AS code, profile_value AS value FROM srm_base_config_profile WHERE profile_code = ANY($1) AND enabled_flag = 'Y'`,
    [Object.values(PROFILES)],
  );
  const out = new Map<GuideType, number>();
  for (const [type, code] of Object.entries(PROFILES) as [GuideType, string][]) {
    const id = Number(res.rows.find((r) => r.code === code)?.value);
    if (Number.isSafeInteger(id) && id > 0) out.set(type, id);
  }
  return out;
}

/** Stores the generated guide files once, on a database whose profiles do not name any yet. */
export async function seedGuideFiles(db: Queryable, files: FileService): Promise<void> {
  const have = await db.query<{ code: string }>(`SELECT profile_code AS code FROM srm_base_config_profile WHERE profile_code = ANY($1)`, [
    Object.values(PROFILES),
  ]);
  const sys = systemCaller();
  for (const [type, code] of Object.entries(PROFILES) as [GuideType, string][]) {
    if (have.rows.some((r) => r.code === code)) continue;
    const asset = ASSETS[type];
    const bytes = await readFile(new URL(`./portal-assets/${asset.file}`, import.meta.url));
    const stored = await files.storeBytes(Readable.from([bytes]), asset.name, asset.type);
    const [row] = await files.createRecords(sys, [stored], { functionId: null, businessId: null, filePath: 'guide', fileDesc: 'operation guide' });
    await db.query(
      `INSERT INTO srm_base_config_profile (profile_code, profile_name, profile_value, description, enabled_flag) VALUES ($1, $2, $3, $4, 'Y') ON CONFLICT (profile_code) DO NOTHING`,
      [code, asset.label, String(row.fileId), 'File id (file service) shown in the operation guide of both homes'],
    );
  }
}

/** Demo notice configurations, so noticeConfigList has something to show on a demo database. */
export async function seedNoticeConfigs(db: Queryable, ops: EntityOperations): Promise<void> {
  const def = getEntity('noticeConfig');
  if ((await db.query(`SELECT 1 FROM srm_base_notice_configs LIMIT 1`)).rows.length) return;
  const sys = systemCaller();
  const rows = [
    {
      configCode: 'NC-ORDER-RELEASED',
      configName: '采购订单发布通知供应商',
      businessEvent: 'ORDER_RELEASED',
      receiverRole: 'SUPPLIER',
      sendChannel: 'SITE_MAIL',
      notificationType: 'BUSINESS',
      titleTemplate: '采购订单 {orderNumber} 已发布，请确认',
      contentTemplate: '您好，采购订单 {orderNumber} 已发布，请在门户中确认交期与数量。',
    },
    {
      configCode: 'NC-DOC-SUBMITTED',
      configName: '单据提交通知审批人',
      businessEvent: 'DOCUMENT_SUBMITTED',
      receiverRole: 'APPROVER',
      sendChannel: 'SITE',
      notificationType: 'WORKFLOW',
      titleTemplate: '{documentName} {documentNumber} 待您审批',
      contentTemplate: '{submitter} 提交了 {documentName} {documentNumber}，请及时审批。',
    },
    {
      configCode: 'NC-DOC-REJECTED',
      configName: '单据驳回通知提交人',
      businessEvent: 'DOCUMENT_REJECTED',
      receiverRole: 'SUBMITTER',
      sendChannel: 'SITE',
      notificationType: 'WORKFLOW',
      titleTemplate: '{documentName} {documentNumber} 被驳回',
      contentTemplate: '驳回意见：{comment}',
    },
    {
      configCode: 'NC-SUPPLIER-REGISTERED-MAIL',
      configName: '供应商注册邮件通知采购员（已停用，改为站内通知）',
      businessEvent: 'SUPPLIER_REGISTERED',
      receiverRole: 'BUYER',
      sendChannel: 'MAIL',
      notificationType: 'BUSINESS',
      titleTemplate: '新供应商 {supplierName} 已注册，待审核',
      contentTemplate: '{supplierName} 已在门户注册，请审核其资料。',
    },
  ];
  const act = (action: string, row: Row) => ops.act(def, sys, actionOf(def, action), { noticeConfigId: row.noticeConfigId, versionNum: row.versionNum });
  // Two in force, one drafted, one given up.
  for (const [i, row] of rows.entries()) {
    const saved = await ops.save(def, sys, row);
    if (i === 2) continue;
    const enabled = await act('enable', saved);
    if (i === 3) await act('invalidate', enabled);
  }
}

export const portalFeature: FeatureModule = (app, ctx) => {
  const files = () => {
    if (!ctx.files) throw new AppError('FILE_NOT_FOUND');
    return ctx.files;
  };

  app.post(`${GUIDE_BASE}/list`, { ...auth, schema: platformSchemas.guideList }, async () => {
    const ids = await guideFileIds(ctx.db);
    const rows = ids.size ? await filesByIds(ctx.db, [...ids.values()]) : [];
    const out = [...ids.entries()].flatMap(([guideType, fileId]) => {
      const f = rows.find((r) => Number(r.fileId) === fileId);
      return f ? [{ guideType, fileId, fileName: f.fileName, fileSize: Number(f.fileSize), contentType: f.contentType }] : [];
    });
    return ok(out);
  });

  const download = async (request: FastifyRequest, reply: FastifyReply) => {
    const payload = payloadOf(request);
    const fileId = fileIdOf(payload);
    const ids = await guideFileIds(ctx.db);
    // Only what a guide profile names: this route is not a way around file access.
    if (![...ids.values()].includes(fileId)) throw new AppError('FILE_NOT_FOUND');
    const [file] = await filesByIds(ctx.db, [fileId]);
    if (!file) throw new AppError('FILE_NOT_FOUND');
    // `inline` is still accepted and means nothing now: a stored file is always an attachment (send-file.ts); the video element plays it all the same.
    return sendFile(request, reply, files(), file);
  };
  app.post(`${GUIDE_BASE}/download`, { ...auth, schema: platformSchemas.guideDownload }, download);
  app.get(`${GUIDE_BASE}/download`, { ...auth, schema: platformSchemas.guideDownloadLink }, download);

  app.post(`${HOME_BASE}/charts`, { ...auth, schema: platformSchemas.homeCharts }, async (request) => {
    // It takes nothing: anything sent is a mistake worth saying, not ignoring.
    const sent = request.body && typeof request.body === 'object' ? Object.keys(request.body) : [];
    if (sent.length) throw new ValidationError(sent.map((field) => ({ field, key: 'error.unknownField', params: { field } })));
    return ok(await homeCharts(ctx.ops, callerOf(request)));
  });

  // After the reference and demo seeds (server.ts runs them before listening).
  if (ctx.config.demoData) {
    app.addHook('onReady', async () => {
      if (ctx.files) await seedGuideFiles(ctx.db, ctx.files).catch((err) => app.log.warn({ err }, 'operation guide files not seeded'));
      await seedNoticeConfigs(ctx.db, ctx.ops).catch((err) => app.log.warn({ err }, 'demo notice configurations not seeded'));
    });
  }
};
