/**
 * Supplier self-registration (SPEC section 7 "Supplier registration"): a
 * duplicate-name check, and a registration that creates the supplier (source
 * REGISTER, status POTENTIAL, registration SUBMITTED) and its EX user
 * (disabled) in one transaction, with a to-do for the internal users who
 * approve registrations. Approval lets its user in to complete its record (a
 * potential supplier until it is introduced); rejection marks it quit. The
 * registrant's own withdrawal and correction are registrant-routes.ts.
 * Also the recognition of a business licence image, which proposes the company
 * name and unified social credit code for the registrant to confirm (anonymous,
 * multipart; or a file a signed-in user may read), and the enterprise risk
 * lookup, which answers from the source a deployment connects.
 */
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { isStrongPassword } from '@srm/domain/entity/validate-record.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import type { AppContext, FeatureModule } from '../app-context.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { systemCaller, type Caller } from '../engine/caller.ts';
import { PendingEvents } from '../engine/events.ts';
import { can } from '../engine/permissions.ts';
import { writeAudit } from '../engine/audit.ts';
import { translateDbError } from '../engine/db-errors.ts';
import { emailCodeValid } from '../routes/auth-routes.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { registrationSchemas } from './registration-schemas.ts';
import { fileIdOf } from '../files/file-routes.ts';
import { LicenceRecogniser } from '../supplier/recognition/recognise-licence.ts';
import { IMAGE_LIMITS, megabytes } from '../supplier/recognition/prepare-image.ts';
import { notConfiguredRiskLookup, type EnterpriseRiskLookup } from '../supplier/recognition/risk-lookup.ts';
import {
  closeApprovalTodos,
  creditCodeOf,
  nameTaken,
  recordRegistration,
  REGISTRATION_BASE,
  text,
  type Body,
  type Violation,
} from '../routes/registration-shared.ts';
import { registerRegistrantRoutes } from './registrant-routes.ts';

declare module '../app-context.ts' {
  interface AppContext {
    /** The enterprise risk source of a deployment (supplier/recognition/risk-lookup.ts); none: the lookup refuses. */
    riskLookup?: EnterpriseRiskLookup;
  }
}

async function userNameTaken(db: Queryable, userName: string): Promise<boolean> {
  const res = await db.query('SELECT 1 FROM saaf_users WHERE lower(user_name) = lower($1) LIMIT 1', [userName]);
  return res.rows.length > 0;
}

const imageTooLarge = () => new ValidationError([{ field: 'file', key: 'rule.imageTooLarge', params: { max: megabytes(IMAGE_LIMITS.maxBytes) } }]);

/** The bytes of a stored file, refused beyond the image limit before they are all read. */
async function readLimited(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw imageTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The one image of a multipart request (part `file`, or the first file sent). */
async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('NO_FILES');
  try {
    const part = await request.file();
    if (!part) throw new AppError('NO_FILES');
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('NO_FILES');
    throw new AppError('UPLOAD_ABORTED');
  }
}

export async function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, ops } = ctx;
  const supplierDef = getEntity('supplierInfo');

  app.post<{ Body: Body }>(
    `${REGISTRATION_BASE}/checkSupplierName`,
    { config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: registrationSchemas.checkName },
    async (request) => {
      const supplierName = text(request.body ?? {}, 'supplierName', { required: true })!;
      return ok({ supplierName, available: !(await nameTaken(db, supplierName)) });
    },
  );

  app.post<{ Body: Body }>(
    `${REGISTRATION_BASE}/register`,
    { config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: registrationSchemas.register },
    async (request) => {
      const body = request.body ?? {};
      const supplierName = text(body, 'supplierName', { required: true })!;
      const contactEmail = text(body, 'contactEmail', { required: true, max: 120 })!.toLowerCase();
      const userName = text(body, 'userName', { required: true, max: 60 })!;
      const contactName = text(body, 'contactName', { required: true, max: 120 })!;
      const password = text(body, 'password', { required: true, max: 128 })!;
      if (!isStrongPassword(password)) throw new ValidationError([{ field: 'password', key: 'rule.password' }]);
      const creditCode = creditCodeOf(body, 'taxRegistrationNumber');
      const violations: Violation[] = [];
      if (creditCode.violation) violations.push(creditCode.violation);
      if (await nameTaken(db, supplierName)) violations.push({ field: 'supplierName', key: 'rule.unique' as const, params: { value: supplierName } });
      if (await userNameTaken(db, userName)) violations.push({ field: 'userName', key: 'rule.unique' as const, params: { value: userName } });
      if (violations.length) throw new ValidationError(violations);
      // Checked (and failures counted) before the transaction; used up inside it.
      if (!(await emailCodeValid(db, contactEmail, 'REGISTER', body.emailCode, false))) throw new AppError('EMAIL_CODE');

      const sys: Caller = { ...systemCaller(request.lang), userName: 'register' };
      const pending = new PendingEvents();
      let result: { supplierId: number; supplierNumber: string; userId: number };
      try {
        result = await db.transaction(async (tx) => {
          if (!(await emailCodeValid(tx as typeof db, contactEmail, 'REGISTER', body.emailCode, true))) throw new AppError('EMAIL_CODE');
          return recordRegistration(
            tx,
            ops,
            sys,
            {
              supplierName,
              supplierShortName: text(body, 'supplierShortName', { max: 120 }),
              supplierType: text(body, 'supplierType', { max: 60 }),
              taxRegistrationNumber: creditCode.code,
              companyPhone: text(body, 'companyPhone', { max: 40 }),
              companyRegisteredAddress: text(body, 'companyRegisteredAddress', { max: 500 }),
              contactName,
              contactEmail,
            },
            { userName, password, language: request.lang === 'en' ? 'EN' : 'CN' },
            pending,
          );
        });
      } catch (err) {
        throw translateDbError(err);
      }
      pending.flush();
      return ok({ ...result, supplierName, userName, supplierStatus: 'POTENTIAL' }, format('ok.done', request.lang));
    },
  );

  // Licence recognition. The recogniser's worker starts on the first call and ends with the app.
  const recogniser = new LicenceRecogniser();
  app.addHook('onClose', () => recogniser.close());
  const recognition = { access: 'public' as const, rateLimit: { max: 10, timeWindow: '1 minute' } };

  // Its own scope, so that multipart (one image, limited to the recognition's size) applies to this route alone.
  const recognitionScope: FastifyPluginAsync = async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024 } });
    scope.post(`${REGISTRATION_BASE}/recogniseLicence`, { config: recognition, schema: registrationSchemas.recogniseLicence }, async (request) =>
      ok(await recogniser.recognise(await uploadedImage(request))),
    );
  };
  await app.register(recognitionScope);

  app.post<{ Body: Body }>(
    `${REGISTRATION_BASE}/recogniseLicenceFile`,
    { config: { ...recognition, access: 'authenticated' }, schema: registrationSchemas.recogniseLicenceFile },
    async (request) => {
      if (!ctx.files) throw new AppError('FILE_NOT_FOUND');
      const [file] = await ctx.files.visible(callerOf(request), [fileIdOf(request.body ?? {})], 'download');
      if (file.fileSize > IMAGE_LIMITS.maxBytes) throw imageTooLarge();
      return ok(await recogniser.recognise(await readLimited(await ctx.files.open(file), IMAGE_LIMITS.maxBytes)));
    },
  );

  app.post<{ Body: Body }>(
    `${REGISTRATION_BASE}/enterpriseRisk`,
    { config: { access: 'authenticated' }, schema: registrationSchemas.enterpriseRisk },
    async (request) => {
      if (callerOf(request).userType === 'EX') throw new AppError('FORBIDDEN');
      const { code, violation } = creditCodeOf(request.body ?? {}, 'creditCode', true);
      if (violation) throw new ValidationError([violation]);
      return ok(await (ctx.riskLookup ?? notConfiguredRiskLookup).lookup(code!, request.lang));
    },
  );

  /** Approve or reject a registration: the caller needs the approval list's edit button. */
  const decide = (decision: 'approve' | 'reject') => async (request: { body: Body; lang: 'zh' | 'en' } & Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(request);
    if (!can(supplierDef, caller, 'btnEdit') || caller.userType === 'EX') throw new AppError('FORBIDDEN');
    const body = request.body ?? {};
    const supplierId = Number(body.supplierId);
    if (!Number.isSafeInteger(supplierId) || supplierId < 1) throw new ValidationError([{ field: 'supplierId', key: 'rule.required' }]);
    const comment = text(body, 'comment', { required: decision === 'reject', max: 2000 });
    const pending = new PendingEvents();
    await db.transaction(async (tx) => {
      const found = await tx.query<{ registerStatus: string }>(
        `SELECT register_status AS "registerStatus" FROM srm_pos_supplier_info WHERE supplier_id = $1 AND source_code = 'REGISTER' FOR UPDATE`,
        [supplierId],
      );
      if (!found.rows.length) throw new AppError('NOT_FOUND');
      if (found.rows[0].registerStatus !== 'SUBMITTED') throw new AppError('TRANSITION_REFUSED', { state: found.rows[0].registerStatus, action: decision });
      // Approved, the company is a potential supplier that completes its record before it is introduced; rejected, it is gone.
      const registerStatus = decision === 'approve' ? 'APPROVED' : 'REJECTED';
      await tx.query(
        `UPDATE srm_pos_supplier_info SET register_status = $2::varchar, supplier_status = CASE WHEN $2::varchar = 'REJECTED' THEN 'QUIT' ELSE supplier_status END,
                last_updated_by = $3, last_update_date = now(), version_num = version_num + 1 WHERE supplier_id = $1`,
        [supplierId, registerStatus, caller.userId],
      );
      if (decision === 'approve') {
        const users = await tx.query<{ userId: number }>(
          `UPDATE saaf_users SET enabled_flag = 'Y', last_updated_by = $2, last_update_date = now(), version_num = version_num + 1 WHERE supplier_id = $1 RETURNING user_id AS "userId"`,
          [supplierId, caller.userId],
        );
        // The new user works under the supplier responsibility (the first enabled EX one).
        for (const u of users.rows) {
          await tx.query(
            `INSERT INTO saaf_user_resp (user_id, user_name, resp_id, resp_name, created_by, last_updated_by)
             SELECT $1, u.user_name, r.resp_id, r.resp_name, $2, $2 FROM saaf_users u,
                    (SELECT resp_id, resp_name FROM saaf_responsibilitys WHERE user_type = 'EX' AND enabled_flag = 'Y' ORDER BY resp_id LIMIT 1) r
              WHERE u.user_id = $1 AND NOT EXISTS (SELECT 1 FROM saaf_user_resp x WHERE x.user_id = $1)`,
            [u.userId, caller.userId],
          );
        }
      }
      await closeApprovalTodos(tx, supplierId, caller.userId, pending);
      await writeAudit(tx, caller, 'supplierInfo', supplierId, 'ACTION', { registerStatus: ['SUBMITTED', registerStatus] }, comment ?? decision);
    });
    pending.flush();
    return ok({ supplierId, supplierStatus: decision === 'approve' ? 'POTENTIAL' : 'QUIT' }, format('ok.done', request.lang));
  };

  app.post<{ Body: Body }>(`${REGISTRATION_BASE}/approve`, { config: { access: 'authenticated' }, schema: registrationSchemas.approve }, (request) =>
    decide('approve')(request),
  );
  app.post<{ Body: Body }>(`${REGISTRATION_BASE}/reject`, { config: { access: 'authenticated' }, schema: registrationSchemas.reject }, (request) =>
    decide('reject')(request),
  );
  registerRegistrantRoutes(app, ctx);
}

export const registrationFeature: FeatureModule = (app, ctx) => registerRegistrationRoutes(app, ctx);
