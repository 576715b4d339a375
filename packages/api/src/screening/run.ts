/**
 * The screening run: every indicator's statement (sql.ts) over the opened events,
 * the flags it finds written by their key, so a rerun finds the same flags again:
 * new ones are OPEN, found ones keep their state and review and get this run's
 * figures and evidence; flags not found again stay, marked not current. The
 * answer counts what the caller may see (its data permissions).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { engineNow } from '../engine/clock.ts';
import { scopeConditions } from '../engine/scope.ts';
import { Params } from '../engine/params.ts';
import type { Caller } from '../engine/caller.ts';
import { ValidationError } from '../engine/app-error.ts';
import {
  ALWAYS_LOSES_SQL,
  CLOSED_COMPETE_STATES,
  COVER_BIDS_SQL,
  type Evidence,
  type FoundFlag,
  IDENTICAL_PRICES_SQL,
  LOW_SPREAD_SQL,
  OPENED_AUCTION_STATES,
  QUICK_RESPONSE_SQL,
  ROTATION_SQL,
} from './sql.ts';

const FLAG = table('srm_screening_flags');
const EVIDENCE = table('srm_screening_evidences');
const PROFILE = table('srm_base_config_profile');

/** The thresholds; the two a buyer's practice decides are profiles (SCREENING_COVER_PERCENT, SCREENING_RESPONSE_SECONDS). */
export interface ScreeningSettings {
  coverPercent: number;
  responseSeconds: number;
}
export const COVER_MIN_EVENTS = 3;
export const ROTATION_MIN_EVENTS = 3;
export const ALWAYS_LOSES_MIN_EVENTS = 5;
export const LOW_SPREAD_RATIO = 0.25;
export const QUICK_MIN_ANSWERS = 3;
export const DEFAULTS: ScreeningSettings = { coverPercent: 2, responseSeconds: 5 };

async function profileNumber(q: Queryable, code: string, fallback: number): Promise<number> {
  const res = await q.query<{ v: string | null }>(
    `SELECT ${PROFILE.profile_value} AS v FROM ${PROFILE} WHERE ${PROFILE.profile_code} = $1 AND ${PROFILE.enabled_flag} = 'Y'`,
    [code],
  );
  const n = Number(res.rows[0]?.v);
  return res.rows[0]?.v && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** The settings of a run: the body's values (checked), else the profiles, else the defaults. */
export async function settingsOf(q: Queryable, body: Record<string, unknown>): Promise<ScreeningSettings> {
  const checked = (field: keyof ScreeningSettings, max: number, fallback: () => Promise<number>) => {
    const raw = body[field];
    if (raw === undefined || raw === null || raw === '') return fallback();
    const n = Number(raw);
    if (typeof raw === 'boolean' || !Number.isFinite(n) || n < 0 || n > max)
      throw new ValidationError([{ field, key: 'screening.badNumber', params: { field, min: 0, max } }]);
    return Promise.resolve(n);
  };
  return {
    coverPercent: await checked('coverPercent', 100, () => profileNumber(q, 'SCREENING_COVER_PERCENT', DEFAULTS.coverPercent)),
    responseSeconds: await checked('responseSeconds', 3600, () => profileNumber(q, 'SCREENING_RESPONSE_SECONDS', DEFAULTS.responseSeconds)),
  };
}

/** Every indicator's flags, as the statements find them now. */
export async function findFlags(q: Queryable, s: ScreeningSettings): Promise<FoundFlag[]> {
  const open = OPENED_AUCTION_STATES;
  const closed = CLOSED_COMPETE_STATES;
  const runs: [string, unknown[]][] = [
    [IDENTICAL_PRICES_SQL, [open]],
    [COVER_BIDS_SQL, [open, closed, s.coverPercent, COVER_MIN_EVENTS]],
    [ROTATION_SQL, [open, closed, ROTATION_MIN_EVENTS]],
    [ALWAYS_LOSES_SQL, [open, closed, ALWAYS_LOSES_MIN_EVENTS]],
    [LOW_SPREAD_SQL, [open, LOW_SPREAD_RATIO]],
    [QUICK_RESPONSE_SQL, [closed, s.responseSeconds, QUICK_MIN_ANSWERS]],
  ];
  const found: FoundFlag[] = [];
  for (const [sql, params] of runs) found.push(...(await q.query<FoundFlag>(sql, params)).rows);
  return found;
}

/** The screen that opens an evidence row: the bid, else the event. */
export function linkOf(e: Evidence): string {
  if (e.bidHeaderId) return `${e.eventType === 'TENDER' ? 'biddingRespDetail' : 'inquiryNotQuotationDetail'}?id=${e.bidHeaderId}`;
  if (e.eventType === 'COMPETE') return `competeDetail?id=${e.eventId}`;
  return `${e.eventType === 'TENDER' ? 'biddingProjectEdit' : 'inquiryProposal'}?id=${e.eventId}`;
}

export interface RunAnswer {
  found: number;
  created: number;
  open: number;
  reviewed: number;
  byIndicator: Record<string, number>;
}

/** Runs the screening in `tx`; `caller` decides what the answer counts. */
export async function runScreening(tx: Queryable, caller: Caller, settings: ScreeningSettings): Promise<RunAnswer> {
  const now = engineNow().toISOString();
  const flags = await findFlags(tx, settings);
  const by = caller.userId;
  const rows = flags.map((f) => ({
    key: f.flagKey,
    indicator: f.indicatorCode,
    eventType: f.eventType,
    eventId: Number(f.eventId),
    eventNumber: f.eventNumber,
    eventTitle: f.eventTitle,
    orgId: f.orgId === null ? null : Number(f.orgId),
    orgName: f.orgName,
    categoryId: f.categoryId === null ? null : Number(f.categoryId),
    categoryName: f.categoryName,
    subject: (f.subjectName ?? '').slice(0, 1000),
    params: JSON.stringify(f.params),
    count: f.evidence.length,
  }));
  // One statement writes every flag: new ones OPEN, found ones keep state and review (nothing here names the state but the insert).
  const written = await tx.query<{ id: number; key: string; created: boolean }>(
    `INSERT INTO ${FLAG} (${FLAG.$list(
      'flag_key',
      'indicator_code',
      'event_type',
      'event_id',
      'event_number',
      'event_title',
      'org_id',
      'org_name',
      'category_id',
      'category_name',
      'subject_name',
      'explain_params',
      'evidence_count',
      'current_flag',
      'found_date',
      'last_run_date',
      'flag_status',
      'created_by',
      'last_updated_by',
    )})
     SELECT r.key, r.indicator, r."eventType", r."eventId", r."eventNumber", r."eventTitle", r."orgId", r."orgName", r."categoryId", r."categoryName",
            r.subject, r.params, r.count, 'Y', $2::timestamptz, $2::timestamptz, 'OPEN', $3, $3
       FROM jsonb_to_recordset($1::jsonb) AS r(key text, indicator text, "eventType" text, "eventId" bigint, "eventNumber" text, "eventTitle" text,
            "orgId" bigint, "orgName" text, "categoryId" bigint, "categoryName" text, subject text, params text, count int)
     ON CONFLICT (${FLAG.flag_key}) DO UPDATE SET ${FLAG.event_type} = EXCLUDED.${FLAG.event_type}, ${FLAG.event_id} = EXCLUDED.${FLAG.event_id},
            ${FLAG.event_number} = EXCLUDED.${FLAG.event_number}, ${FLAG.event_title} = EXCLUDED.${FLAG.event_title},
            ${FLAG.org_id} = EXCLUDED.${FLAG.org_id}, ${FLAG.org_name} = EXCLUDED.${FLAG.org_name}, ${FLAG.subject_name} = EXCLUDED.${FLAG.subject_name},
            ${FLAG.explain_params} = EXCLUDED.${FLAG.explain_params}, ${FLAG.evidence_count} = EXCLUDED.${FLAG.evidence_count},
            ${FLAG.current_flag} = 'Y', ${FLAG.last_run_date} = EXCLUDED.${FLAG.last_run_date}
     RETURNING ${FLAG.flag_id} AS id, ${FLAG.flag_key} AS key, (xmax = 0) AS created`,
    [JSON.stringify(rows), now, by],
  );
  const ids = written.rows.map((r) => Number(r.id));
  await tx.query(
    `UPDATE ${FLAG} SET ${FLAG.flag_number} = 'SF-' || lpad(${FLAG.flag_id}::text, 6, '0') WHERE ${FLAG.flag_id} = ANY($1::bigint[]) AND ${FLAG.flag_number} IS NULL`,
    [ids],
  );
  await tx.query(`UPDATE ${FLAG} SET ${FLAG.current_flag} = 'N' WHERE ${FLAG.current_flag} = 'Y' AND NOT (${FLAG.flag_id} = ANY($1::bigint[]))`, [ids]);
  // The evidence is this run's: the found flags' rows written again in one statement.
  await tx.query(`DELETE FROM ${EVIDENCE} WHERE ${EVIDENCE.flag_id} = ANY($1::bigint[])`, [ids]);
  const idOf = new Map(written.rows.map((r) => [r.key, Number(r.id)]));
  const evidence = flags.flatMap((f) => f.evidence.map((e, n) => ({ ...e, flagId: idOf.get(f.flagKey), seq: n + 1, link: linkOf(e) })));
  if (evidence.length)
    await tx.query(
      `INSERT INTO ${EVIDENCE} (${EVIDENCE.$list(
        'flag_id',
        'seq_num',
        'event_type',
        'event_id',
        'event_number',
        'bid_header_id',
        'bid_number',
        'offer_id',
        'supplier_id',
        'supplier_name',
        'item_code',
        'item_name',
        'price',
        'offer_time',
        'award_status',
        'link_path',
        'created_by',
        'last_updated_by',
      )})
       SELECT e."flagId", e.seq, e."eventType", e."eventId", e."eventNumber", e."bidHeaderId", e."bidNumber", e."offerId", e."supplierId",
              e."supplierName", e."itemCode", e."itemName", e.price, e."offerTime", e."awardStatus", e.link, $2, $2
         FROM jsonb_to_recordset($1::jsonb) AS e("flagId" bigint, seq int, "eventType" text, "eventId" bigint, "eventNumber" text, "bidHeaderId" bigint,
              "bidNumber" text, "offerId" bigint, "supplierId" bigint, "supplierName" text, "itemCode" text, "itemName" text, price numeric,
              "offerTime" timestamptz, "awardStatus" text, link text)`,
      [JSON.stringify(evidence), by],
    );
  // What the caller may see of this run's flags.
  const def = getEntity('screeningFlag');
  const params = new Params();
  const idsParam = params.add(ids);
  const conds = [`t.${FLAG.flag_id} = ANY(${idsParam}::bigint[])`, ...scopeConditions(def, caller, params, 't')];
  const createdIds = written.rows.filter((r) => r.created).map((r) => Number(r.id));
  const createdParam = params.add(createdIds);
  const seen = await tx.query<{ indicator: string; status: string; n: number; created: number }>(
    `SELECT t.${FLAG.indicator_code} AS indicator, t.${FLAG.flag_status} AS status, count(*)::int AS n,
            count(*) FILTER (WHERE t.${FLAG.flag_id} = ANY(${createdParam}::bigint[]))::int AS created
       FROM ${FLAG} t WHERE ${conds.join(' AND ')} GROUP BY 1, 2`,
    params.values,
  );
  const answer: RunAnswer = { found: 0, created: 0, open: 0, reviewed: 0, byIndicator: {} };
  for (const r of seen.rows) {
    answer.found += Number(r.n);
    answer.created += Number(r.created);
    if (r.status === 'REVIEWED') answer.reviewed += Number(r.n);
    else answer.open += Number(r.n);
    answer.byIndicator[r.indicator] = (answer.byIndicator[r.indicator] ?? 0) + Number(r.n);
  }
  return answer;
}
