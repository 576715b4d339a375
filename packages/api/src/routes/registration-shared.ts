/**
 * What registering and correcting a registration share (registration-routes.ts,
 * registrant-routes.ts): reading the form's text, the duplicate-name and
 * credit-code checks, and the approvers' to-dos a registration waiting for
 * approval gives.
 */
import type { MessageKey } from '@srm/domain/i18n/messages.ts';
import { checkCreditCode, normaliseCreditCode } from '@srm/domain/validation/credit-code.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import type { PendingEvents } from '../engine/events.ts';
import { systemCaller, type Caller } from '../engine/caller.ts';
import { closeTodos, openTodos } from '../engine/todos.ts';
import type { EntityOperations, Row } from '../engine/operations.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';

export const REGISTRATION_BASE = '/api/baseServer/v1/srmSupplierRegisterRestful';
/** The route of the internal approval list (route catalogue). */
export const APPROVAL_PATH = 'supplierRegisterApproval';
/** Where an approver reads one registration and decides (RegistrationRecord.tsx). */
export const RECORD_PATH = 'supplierRegisterInfoApproval';

export type Body = Record<string, unknown>;
export type Violation = { field: string; key: MessageKey; params?: Record<string, unknown> };

export function text(body: Body, field: string, opts: { required?: boolean; max?: number } = {}): string | null {
  const v = body[field];
  if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) {
    if (opts.required) throw new ValidationError([{ field, key: 'rule.required' }]);
    return null;
  }
  if (typeof v !== 'string') throw new ValidationError([{ field, key: 'rule.type', params: { expected: 'string' } }]);
  if (v.trim().length > (opts.max ?? 240)) throw new ValidationError([{ field, key: 'rule.maxLength', params: { max: opts.max ?? 240 } }]);
  return v.trim();
}

/** Whether another company (not `except`) already has the name, ignoring case and surrounding spaces. */
export async function nameTaken(db: Queryable, supplierName: string, except: number | null = null): Promise<boolean> {
  const res = await db.query(
    'SELECT 1 FROM srm_pos_supplier_info WHERE lower(btrim(supplier_name)) = lower(btrim($1)) AND supplier_id IS DISTINCT FROM $2::bigint LIMIT 1',
    [supplierName, except],
  );
  return res.rows.length > 0;
}

/** The unified social credit code as written, refused (naming the field) when its length, characters or check character are wrong. */
export function creditCodeOf(body: Body, field: string, required = false): { code: string | null; violation?: Violation } {
  const raw = text(body, field, { required, max: 60 });
  if (raw === null) return { code: null };
  const { result, params } = checkCreditCode(raw);
  return result === true ? { code: normaliseCreditCode(raw) } : { code: null, violation: { field, key: result, params } };
}

/** Internal users whose responsibility grants the approval list with its edit button. */
async function approvers(tx: Queryable): Promise<{ userId: number; language: string }[]> {
  const res = await tx.query<{ userId: number; language: string }>(
    `SELECT DISTINCT u.user_id AS "userId", COALESCE(u.language, 'CN') AS language
       FROM saaf_users u
       JOIN saaf_user_resp ur ON ur.user_id = u.user_id AND (ur.end_date IS NULL OR ur.end_date >= current_date)
       JOIN saaf_responsibilitys r ON r.resp_id = ur.resp_id AND r.enabled_flag = 'Y'
       JOIN saaf_resp_roles rr ON rr.resp_id = r.resp_id
       JOIN saaf_role_resources rres ON rres.role_id = rr.role_id AND rres.resource_code = 'btnEdit'
       JOIN saaf_menus m ON m.menu_id = rres.menu_id AND m.html_url = $1 AND m.enabled_flag = 'Y'
      WHERE u.enabled_flag = 'Y' AND u.user_type LIKE 'INSIDE%'`,
    [APPROVAL_PATH],
  );
  return res.rows;
}

const APPROVE = 'approveRegistration';

/** A to-do for each internal user who approves registrations, leading to this one. */
export async function openApprovalTodos(tx: Queryable, supplierId: number, supplierName: string, pending: PendingEvents): Promise<void> {
  const users = (await approvers(tx)).map((u) => u.userId);
  await openTodos(
    tx,
    systemCaller(),
    pending,
    {
      entity: 'supplierInfo',
      recordId: supplierId,
      action: APPROVE,
      title: { zh: `供应商注册审批：${supplierName}`, en: `Supplier registration: ${supplierName}` },
      billType: 'APPROVAL',
      link: { billLink: `${RECORD_PATH}?id=${supplierId}`, menuCode: 'SUPPLIER_REGISTER_APPROVAL', menuName: '供应商注册审批' },
    },
    { userIds: users },
  );
}

/** Closes the approvers' open to-dos of a registration: decided, or (`cancelled`) withdrawn with nothing left to decide. */
export async function closeApprovalTodos(tx: Queryable, supplierId: number, by: number, pending: PendingEvents, cancelled = false): Promise<void> {
  await closeTodos(tx, { ...systemCaller(), userId: by }, pending, {
    entity: 'supplierInfo',
    recordId: supplierId,
    action: APPROVE,
    only: 'users',
    cancel: cancelled,
  });
}

/**
 * A registration as the registrant's form gives it (checked by the caller): the
 * supplier, waiting for approval, its user (disabled until approved) and the
 * approvers' to-dos. The demo's waiting registration is written here too.
 */
export async function recordRegistration(
  tx: Queryable,
  ops: EntityOperations,
  caller: Caller,
  supplier: Row,
  user: { userName: string; password: string; language: 'CN' | 'EN' },
  pending: PendingEvents,
): Promise<{ supplierId: number; supplierNumber: string; userId: number }> {
  const supplierId = await ops.saveOne(tx, getEntity('supplierInfo'), caller, supplier, pending);
  // Its standing is no save's to write (supplier-info.ts): a registration waiting for approval.
  await tx.query(
    `UPDATE srm_pos_supplier_info SET supplier_status = 'POTENTIAL', source_code = 'REGISTER', register_status = 'SUBMITTED' WHERE supplier_id = $1`,
    [supplierId],
  );
  const numbered = await tx.query<{ supplierNumber: string }>('SELECT supplier_number AS "supplierNumber" FROM srm_pos_supplier_info WHERE supplier_id = $1', [
    supplierId,
  ]);
  const userId = await ops.saveOne(
    tx,
    getEntity('user'),
    caller,
    {
      ...user,
      userFullName: supplier.contactName,
      userType: 'EX',
      supplierId,
      email: supplier.contactEmail,
      enabledFlag: 'N',
      adminFlag: 'N',
    },
    pending,
  );
  await openApprovalTodos(tx, supplierId, String(supplier.supplierName), pending);
  return { supplierId, supplierNumber: numbered.rows[0].supplierNumber, userId };
}
