/**
 * Single sign-on, OAuth app and API manager demo (entities/sso): an SSO
 * provider configured but disabled (its issuer a placeholder nobody serves),
 * an integrator's app granted the buyer's responsibility with a secret issued
 * (kept wrapped, never shown again), an outbound interface imported from an
 * OpenAPI document, and API call log rows. Written through the entity saves, as the admin's would be.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { EntityOperations } from '../engine/operations.ts';
import { systemCaller } from '../engine/caller.ts';
import { configureSealing } from '../sourcing/sealing.ts';
import { registerSso } from './feature.ts';
import { registerApiManager } from '../apimanager/feature.ts';
import { resetSecret } from './sso-hooks.ts';

const DEMO_OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'ERP 库存接口', version: '2.1.0' },
  servers: [{ url: 'https://erp.example.com/api' }],
  paths: {
    '/inventory/{itemCode}': { get: { operationId: 'getInventory', summary: '查询物料库存', tags: ['inventory'] } },
    '/receipts': { post: { operationId: 'createReceipt', summary: '创建收货单', tags: ['receipt'] } },
  },
};

export async function seedSsoDemo(db: Db): Promise<void> {
  configureSealing(process.env.DATA_DIR ?? 'data');
  registerSso();
  registerApiManager();
  const ops = new EntityOperations(db);
  // The system writes the demo: the admin's grants on these menus are seeded from the catalogue after it.
  const admin = systemCaller();
  const ur = table('saaf_user_resp').as('ur');
  const u = table('saaf_users').as('u');
  const buyerResp = (
    await db.query<{ respId: number }>(
      `SELECT ${ur.$fields('resp_id')} FROM ${ur} JOIN ${u} ON ${u.user_id} = ${ur.user_id} WHERE ${u.user_name} = 'buyer' ORDER BY ${ur.resp_id} LIMIT 1`,
    )
  ).rows[0]?.respId;
  await ops.save(getEntity('ssoProvider'), admin, {
    providerCode: 'DEMO_SSO',
    providerName: '集团统一身份认证（示例）',
    providerNameEn: 'Group identity provider (example)',
    issuerUrl: 'https://idp.example.invalid/realms/group',
    clientId: 'srm-portal',
    clientSecret: 'demo-placeholder-secret',
    scopes: 'openid profile email',
    usernameClaim: 'preferred_username',
    createUsersFlag: 'N',
    enabledFlag: 'N',
    remark: '示例配置，未启用：填写真实的签发者地址与密钥后启用',
  });
  const app = await ops.save(getEntity('oauthApp'), admin, {
    appName: 'ERP 集成（示例）',
    grantTypes: 'client_credentials',
    scopes: 'api',
    redirectUris: '',
    enabledFlag: 'Y',
    remark: '以采购员职责读取采购数据',
    grants: buyerResp ? [{ respId: buyerResp }] : [],
  });
  await db.transaction((tx) => resetSecret(tx, Number(app.appId), admin.userId));
  await ops.save(getEntity('apiInterface'), admin, {
    interfaceCode: 'ERP_INVENTORY',
    interfaceName: 'ERP 库存接口',
    systemName: 'ERP',
    sourceDocument: JSON.stringify(DEMO_OPENAPI, null, 2),
    enabledFlag: 'Y',
  });
  const rows: [string, string, string, number | null, string | null, number, number][] = [
    ['POST', '/api/srmServer/v1/srmPoHeadersRestful/saveOrUpdate', 'buyer', null, null, 200, 38],
    ['POST', '/api/srmServer/v1/srmPoHeadersRestful/doRelease', 'buyer', null, null, 200, 61],
    ['POST', '/api/baseServer/v1/baseUsersRestful/listByPage', String(app.clientId), Number(app.userId), String(app.clientId), 403, 4],
    ['POST', '/api/baseServer/v1/srmBaseItemsRestful/listByPage', String(app.clientId), Number(app.userId), String(app.clientId), 200, 22],
    ['POST', '/api/baseServer/v1/baseLoginService/login', 'anonymous', null, null, 401, 95],
  ];
  const LOG = table('srm_base_interface_logs');
  for (const [method, path, caller, userId, clientId, status, ms] of rows)
    await db.query(
      `INSERT INTO ${LOG} (${LOG.$list('http_method', 'path', 'caller_name', 'caller_user_id', 'client_id', 'status_code', 'duration_ms', 'ip', 'created_by', 'last_updated_by')})
       VALUES ($1, $2, $3, $4, $5, $6, $7, '127.0.0.1', -1, -1)`,
      [method, path, caller, userId, clientId, status, ms],
    );
}
