/**
 * The registrant's own registration, before it may sign in (its user is
 * disabled until the registration is approved): it proves who it is with the
 * user name and password it registered with (failures counted and locked as at
 * sign-in, auth/throttle.ts), reads where its registration stands, withdraws it
 * while it waits for approval (back to DRAFT, the approvers' to-dos closed as
 * cancelled) and, corrected, submits it again (new to-dos). Approved or
 * rejected, it is no longer the registrant's to change (entities/supplier/STATES.md).
 */
import { verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import type { AppContext } from '../app-context.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { writeAudit } from '../engine/audit.ts';
import { systemCaller, type Caller } from '../engine/caller.ts';
import { translateDbError } from '../engine/db-errors.ts';
import { PendingEvents } from '../engine/events.ts';
import { clearFailures, lockedMinutes, recordFailure } from '../auth/throttle.ts';
import { ok } from '../plugins/envelope.ts';
import { registrationSchemas } from './registration-schemas.ts';
import {
  closeApprovalTodos,
  creditCodeOf,
  nameTaken,
  openApprovalTodos,
  REGISTRATION_BASE,
  text,
  type Body,
  type Violation,
} from '../routes/registration-shared.ts';

/** The company fields a registrant corrects; its e-mail, verified at registration, stays. */
const CORRECTABLE = ['supplierName', 'supplierShortName', 'supplierType', 'taxRegistrationNumber', 'companyPhone', 'companyRegisteredAddress', 'contactName'];

interface Registration {
  supplierId: number;
  supplierNumber: string;
  registerStatus: string;
  supplierStatus: string;
  versionNum: number;
}

const secret = (body: Body, field: string): string => {
  const v = body[field];
  if (typeof v !== 'string' || !v) throw new ValidationError([{ field, key: 'rule.required' }]);
  if (v.length > 128) throw new ValidationError([{ field, key: 'rule.maxLength', params: { max: 128 } }]);
  return v;
};

/** The registrant's user, by the user name and password it registered with; a wrong one counts as a failed sign-in. */
async function registrant(db: Queryable, body: Body): Promise<{ userId: number; userName: string; supplierId: number }> {
  const userName = text(body, 'userName', { required: true, max: 60 })!;
  const password = secret(body, 'password');
  const minutes = await lockedMinutes(db, userName);
  if (minutes > 0) throw new AppError('THROTTLED', { minutes });
  const res = await db.query<{ userId: number; userName: string; password: string | null; supplierId: number | null }>(
    `SELECT user_id AS "userId", user_name AS "userName", password, supplier_id AS "supplierId" FROM saaf_users WHERE lower(user_name) = lower($1) AND user_type = 'EX'`,
    [userName],
  );
  const user = res.rows[0];
  if (!user?.password || !(await verify(user.password, password).catch(() => false))) {
    await recordFailure(db, userName);
    throw new AppError('LOGIN_FAILED');
  }
  await clearFailures(db, userName);
  if (user.supplierId === null) throw new AppError('NOT_FOUND');
  return { userId: user.userId, userName: user.userName, supplierId: Number(user.supplierId) };
}

/** The registration, locked when `lock`; only a self-registration is the registrant's. */
async function registrationOf(q: Queryable, supplierId: number, lock: boolean): Promise<Registration> {
  const res = await q.query<Registration>(
    `SELECT supplier_id AS "supplierId", supplier_number AS "supplierNumber", register_status AS "registerStatus", supplier_status AS "supplierStatus", version_num AS "versionNum"
       FROM srm_pos_supplier_info WHERE supplier_id = $1 AND source_code = 'REGISTER'${lock ? ' FOR UPDATE' : ''}`,
    [supplierId],
  );
  if (!res.rows.length) throw new AppError('NOT_FOUND');
  return res.rows[0];
}

function expect(reg: Registration, state: string, action: string): void {
  if (reg.registerStatus !== state) throw new AppError('TRANSITION_REFUSED', { state: reg.registerStatus, action });
}

export function registerRegistrantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, ops } = ctx;
  const supplierDef = getEntity('supplierInfo');
  const limited = { access: 'public' as const, rateLimit: { max: 20, timeWindow: '1 minute' } };
  const actor = (user: { userId: number; userName: string }, lang: 'zh' | 'en'): Caller => ({
    ...systemCaller(lang),
    userId: user.userId,
    userName: user.userName,
  });
  const answer = async (supplierId: number, lang: 'zh' | 'en') => {
    const found = await ops.findById(supplierDef, systemCaller(lang), { supplierId });
    return Object.fromEntries(
      ['supplierId', 'supplierNumber', ...CORRECTABLE, 'contactEmail', 'registerStatus', 'supplierStatus'].map((k) => [k, found[k] ?? null]),
    );
  };

  app.post<{ Body: Body }>(`${REGISTRATION_BASE}/myRegistration`, { config: limited, schema: registrationSchemas.myRegistration }, async (request) => {
    const user = await registrant(db, request.body ?? {});
    await registrationOf(db, user.supplierId, false);
    return ok(await answer(user.supplierId, request.lang));
  });

  app.post<{ Body: Body }>(`${REGISTRATION_BASE}/withdraw`, { config: limited, schema: registrationSchemas.withdraw }, async (request) => {
    const body = request.body ?? {};
    const user = await registrant(db, body);
    const reason = text(body, 'reason', { max: 2000 });
    const pending = new PendingEvents();
    await db.transaction(async (tx) => {
      expect(await registrationOf(tx, user.supplierId, true), 'SUBMITTED', 'withdraw');
      await tx.query(
        `UPDATE srm_pos_supplier_info SET register_status = 'DRAFT', last_updated_by = $2, last_update_date = now(), version_num = version_num + 1 WHERE supplier_id = $1`,
        [user.supplierId, user.userId],
      );
      await closeApprovalTodos(tx, user.supplierId, user.userId, pending, true);
      await writeAudit(
        tx,
        actor(user, request.lang),
        'supplierInfo',
        user.supplierId,
        'ACTION',
        { registerStatus: ['SUBMITTED', 'DRAFT'] },
        reason ?? 'withdraw',
      );
    });
    pending.flush();
    return ok(await answer(user.supplierId, request.lang), format('ok.done', request.lang));
  });

  app.post<{ Body: Body }>(`${REGISTRATION_BASE}/resubmit`, { config: limited, schema: registrationSchemas.resubmit }, async (request) => {
    const body = request.body ?? {};
    const user = await registrant(db, body);
    const supplierName = text(body, 'supplierName', { required: true })!;
    const contactName = text(body, 'contactName', { required: true, max: 120 })!;
    const creditCode = creditCodeOf(body, 'taxRegistrationNumber');
    const violations: Violation[] = creditCode.violation ? [creditCode.violation] : [];
    if (await nameTaken(db, supplierName, user.supplierId)) violations.push({ field: 'supplierName', key: 'rule.unique', params: { value: supplierName } });
    if (violations.length) throw new ValidationError(violations);
    const pending = new PendingEvents();
    try {
      await db.transaction(async (tx) => {
        const reg = await registrationOf(tx, user.supplierId, true);
        expect(reg, 'DRAFT', 'resubmit');
        // The engine's save checks the rest as any save of the record does (telephone, type, lengths), naming the field.
        await ops.saveOne(
          tx,
          supplierDef,
          { ...systemCaller(request.lang), userName: user.userName },
          {
            supplierId: user.supplierId,
            versionNum: reg.versionNum,
            supplierName,
            supplierShortName: text(body, 'supplierShortName', { max: 120 }),
            supplierType: text(body, 'supplierType', { max: 60 }),
            taxRegistrationNumber: creditCode.code,
            companyPhone: text(body, 'companyPhone', { max: 40 }),
            companyRegisteredAddress: text(body, 'companyRegisteredAddress', { max: 500 }),
            contactName,
          },
          pending,
        );
        await tx.query(
          `UPDATE srm_pos_supplier_info SET register_status = 'SUBMITTED', last_updated_by = $2, last_update_date = now(), version_num = version_num + 1 WHERE supplier_id = $1`,
          [user.supplierId, user.userId],
        );
        await openApprovalTodos(tx, user.supplierId, supplierName, pending);
        await writeAudit(tx, actor(user, request.lang), 'supplierInfo', user.supplierId, 'ACTION', { registerStatus: ['DRAFT', 'SUBMITTED'] }, 'resubmit');
      });
    } catch (err) {
      throw translateDbError(err);
    }
    pending.flush();
    return ok(await answer(user.supplierId, request.lang), format('ok.done', request.lang));
  });
}
