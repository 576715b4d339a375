/**
 * Compete notices (ponCompeteNotice): the invitation written when the event is
 * published, and the buyer's announcements in the hall. Each is told to every
 * bidder's users and reaches both halls with the next hall message (view.ts).
 */
import { format } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import type { OperationContext } from '../engine/operations.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';
import { headerIdOf } from './hall-rows.ts';
import { loadHall } from './view.ts';

const TITLE_MAX = 200;
const CONTENT_MAX = 2000;

async function insertNotice(tx: Queryable, id: number, kind: string, title: string, content: string, caller: Caller): Promise<void> {
  await tx.query(
    `INSERT INTO srm_pon_compete_notices (compete_header_id, notice_kind, notice_title, notice_content, posted_at, posted_by_name, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, clock_timestamp(), (SELECT user_full_name FROM saaf_users WHERE user_id = $5), $5, $5)`,
    [id, kind, title, content, caller.userId],
  );
}

async function bidderIds(tx: Queryable, id: number): Promise<number[]> {
  const res = await tx.query<{ s: number }>('SELECT supplier_id AS s FROM srm_pon_compete_suppliers WHERE compete_header_id = $1', [id]);
  return res.rows.map((r) => Number(r.s));
}

/** At publication: the invitation, in the languages of the event's readers, with the buyer's note when there is one. */
export async function writeInvitation(tx: Queryable, record: Record<string, unknown>, caller: Caller, pending: PendingEvents): Promise<void> {
  const id = Number(record.competeHeaderId);
  const params = { number: record.competeNumber, title: record.competeTitle };
  const text = { zh: format('compete.invited', 'zh', params), en: format('compete.invited', 'en', params) };
  const note = typeof record.noteToSupplier === 'string' && record.noteToSupplier.trim() ? record.noteToSupplier.trim() : text.zh;
  await insertNotice(tx, id, 'INVITATION', String(record.competeTitle).slice(0, TITLE_MAX), note, caller);
  await notifySupplierUsers(tx, await bidderIds(tx, id), text, { entity: 'ponCompete', recordId: id, link: `supplierCompeteDetail?id=${id}` }, caller, pending);
}

/** `doPostNotice`: a title and a text to every bidder, now. Answers the hall with the notice in it. */
export async function postNotice({ tx, caller, body, pending }: OperationContext): Promise<unknown> {
  const id = headerIdOf(body);
  const title = typeof body.noticeTitle === 'string' ? body.noticeTitle.trim() : '';
  const content = typeof body.noticeContent === 'string' ? body.noticeContent.trim() : '';
  const errors: FieldViolation[] = [];
  if (!title) errors.push({ field: 'noticeTitle', key: 'rule.required' });
  else if (title.length > TITLE_MAX) errors.push({ field: 'noticeTitle', key: 'rule.maxLength', params: { max: TITLE_MAX } });
  if (!content) errors.push({ field: 'noticeContent', key: 'rule.required' });
  else if (content.length > CONTENT_MAX) errors.push({ field: 'noticeContent', key: 'rule.maxLength', params: { max: CONTENT_MAX } });
  if (errors.length) throw new ValidationError(errors);
  await insertNotice(tx, id, 'ANNOUNCEMENT', title, content, caller);
  const head = await tx.query<{ number: string; title: string }>(
    'SELECT compete_number AS number, compete_title AS title FROM srm_pon_compete_headers WHERE compete_header_id = $1',
    [id],
  );
  const params = { ...head.rows[0], notice: title };
  await notifySupplierUsers(
    tx,
    await bidderIds(tx, id),
    { zh: format('compete.notice', 'zh', params), en: format('compete.notice', 'en', params) },
    { entity: 'ponCompete', recordId: id, link: `supplierCompeteDetail?id=${id}` },
    caller,
    pending,
  );
  pending.add('record', { entity: 'ponCompete', id, operation: 'notice' });
  return loadHall(tx, id);
}
