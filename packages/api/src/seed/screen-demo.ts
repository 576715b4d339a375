/**
 * Bid screening demo (issue 47): the auditor's responsibility (AUDITOR, read-only
 * but for marking flags reviewed), the demo user `auditor`, and a first run of the
 * screening over the demo's opened events. Called last in seed/demo.ts, so it
 * moves no number or count an earlier part or a walk reads.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db } from '../db/db.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { systemCaller } from '../engine/caller.ts';
import { grantRoutes, READ, routesOf } from './grants.ts';
import { registerScreening, runScreeningJob } from '../screening/feature.ts';

export const AUDITOR = { userName: 'auditor', password: 'Auditor@123' } as const;

/** The sourcing screens a flag's evidence opens: the auditor reads them. */
const EVIDENCE_MENUS = ['PON_INQUIRY', 'PON_BID', 'PON_TENDER', 'PON_TENDER_RESPONSE', 'PON_COMPETE'];

export async function seedScreenDemo(db: Db): Promise<void> {
  registerScreening();
  const ops = new EntityOperations(db);
  const sys = systemCaller();
  const save = (entity: string, record: Row) => ops.save(getEntity(entity), sys, record);
  const role = await save('role', { roleCode: 'AUDITOR', roleName: '审计员', roleNameEn: 'Auditor', description: 'Reads the bid screening' });
  await db.transaction(async (tx) => {
    await grantRoutes(tx, 'AUDITOR', routesOf(['ANALYTICS_SCREENING']), (s) => [...READ, 'btnReview', 'btnRunScreening'].filter((b) => s.all.includes(b)));
    await grantRoutes(tx, 'AUDITOR', routesOf(EVIDENCE_MENUS), (s) => READ.filter((b) => s.all.includes(b)));
  });
  const resp = await save('responsibility', {
    respCode: 'AUDITOR_RESP',
    respName: '审计员',
    respNameEn: 'Auditor',
    userType: 'INSIDE',
    roles: [{ roleId: role.roleId }],
  });
  const org = await db.query<{ id: number }>(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`);
  const user = await save('user', {
    userName: AUDITOR.userName,
    password: AUDITOR.password,
    userFullName: '陈审计',
    userType: 'INSIDE',
    email: 'auditor@xingchen.example',
    orgId: org.rows[0].id,
    adminFlag: 'N',
  });
  await save('userResponsibility', { userId: user.userId, respId: resp.respId });
  await runScreeningJob(db);
}
