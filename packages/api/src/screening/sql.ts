/**
 * The bid-screening indicators (issue 47), one parameterised statement each.
 * Every statement answers candidate flags in one shape (`FoundFlag`): the key
 * that finds the flag again, the event it is about, its figures (`params`, for
 * the explanation) and its evidence rows as JSON. The bids screened are the
 * submitted bids of the current round of every opened inquiry and tender
 * (OPENED or later), and the offers of every closed compete event (CLOSED or
 * later); a compete bidder's price per line is its lowest offer.
 */
import { table } from '../db/tables.ts';

const A = table('srm_pon_auction_headers');
const AI = table('srm_pon_auction_items');
const B = table('srm_pon_bid_headers');
const BL = table('srm_pon_bid_item_prices');
const C = table('srm_pon_compete_headers');
const CI = table('srm_pon_compete_items');
const CS = table('srm_pon_compete_suppliers');
const CO = table('srm_pon_compete_offers');
const CT = table('srm_pon_compete_turns');
const ORG = table('saaf_institution');
const a = A.as('a');
const ai = AI.as('ai');
const b = B.as('b');
const bl = BL.as('bl');
const c = C.as('c');
const i = CI.as('i');
const s = CS.as('s');
const o = CO.as('o');
const t = CT.as('t');
const og = ORG.as('og');

/** Event states in which the bids are open to read. */
export const OPENED_AUCTION_STATES = ['OPENED', 'EVALUATING', 'EVALUATED', 'PICKETAGE', 'AWARDING', 'AWARDED', 'COMPLETED'];
export const CLOSED_COMPETE_STATES = ['CLOSED', 'AWARDING', 'AWARDED', 'COMPLETED'];

export interface FoundFlag {
  flagKey: string;
  indicatorCode: string;
  eventType: string;
  eventId: number;
  eventNumber: string;
  eventTitle: string;
  orgId: number | null;
  orgName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  subjectName: string;
  params: Record<string, unknown>;
  evidence: Evidence[];
}

export interface Evidence {
  eventType: string;
  eventId: number;
  eventNumber: string;
  bidHeaderId: number | null;
  bidNumber: string | null;
  offerId: number | null;
  supplierId: number;
  supplierName: string;
  itemCode: string | null;
  itemName: string | null;
  price: number | null;
  offerTime: string | null;
  awardStatus: string | null;
}

/** $1: opened auction states. One row per submitted bid line of the current round. */
const BID_LINES = `
  bid_lines AS (
    SELECT ${a.auction_header_id} AS event_id, ${a.auction_type} AS event_type, ${a.auction_number} AS event_number, ${a.auction_title} AS event_title,
           ${a.org_id} AS org_id, ${b.bid_header_id} AS bid_header_id, ${b.bid_number} AS bid_number, ${b.supplier_id} AS supplier_id,
           ${b.supplier_name} AS supplier_name, ${b.award_status} AS award_status, ${bl.auction_line_id} AS line_id, ${ai.item_code} AS item_code,
           ${ai.item_name} AS item_name, ${ai.category_id} AS category_id, ${ai.category_name} AS category_name, ${bl.tax_price} AS price
      FROM ${a}
      JOIN ${b} ON ${b.auction_header_id} = ${a.auction_header_id} AND ${b.bid_status} = 'SUBMITTED' AND ${b.round_number} = ${a.round_number}
      JOIN ${bl} ON ${bl.bid_header_id} = ${b.bid_header_id} AND ${bl.tax_price} IS NOT NULL
      JOIN ${ai} ON ${ai.auction_line_id} = ${bl.auction_line_id}
     WHERE ${a.auction_status} = ANY($1::text[])
  )`;

/**
 * $1: opened auction states, $2: closed compete states. One row per bidder of an event: its amount (a bid's total; a
 * compete bidder's lowest offer per line times the quantity) and whether it was awarded; `awarded_event`: someone was.
 */
const PARTICIPANTS = `
  ${BID_LINES},
  compete_best AS (
    SELECT ${o.compete_header_id} AS event_id, ${o.supplier_id} AS supplier_id, ${o.compete_line_id} AS line_id, min(${o.price}) AS price
      FROM ${o} JOIN ${c} ON ${c.compete_header_id} = ${o.compete_header_id}
     WHERE ${c.compete_status} = ANY($2::text[])
     GROUP BY 1, 2, 3
  ),
  participants AS (
    SELECT event_type, event_id, event_number, event_title, org_id, supplier_id, supplier_name, bid_header_id, bid_number,
           bool_or(award_status = 'AWARDED') AS won, sum(price * coalesce(q.quantity, 1)) AS amount
      FROM bid_lines LEFT JOIN (SELECT ${ai.auction_line_id} AS id, ${ai.quantity} AS quantity FROM ${ai}) q ON q.id = bid_lines.line_id
     GROUP BY event_type, event_id, event_number, event_title, org_id, supplier_id, supplier_name, bid_header_id, bid_number
    UNION ALL
    SELECT 'COMPETE', ${c.compete_header_id}, ${c.compete_number}, ${c.compete_title}, ${c.org_id},
           ${s.supplier_id}, ${s.supplier_name}, NULL::bigint, NULL::text,
           coalesce(${s.award_status} = 'AWARDED', false), sum(cb.price * ${i.quantity})
      FROM compete_best cb
      JOIN ${c} ON ${c.compete_header_id} = cb.event_id
      JOIN ${s} ON ${s.compete_header_id} = cb.event_id AND ${s.supplier_id} = cb.supplier_id
      JOIN ${i} ON ${i.compete_line_id} = cb.line_id
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ),
  events AS (
    SELECT event_type, event_id, bool_or(won) AS awarded_event, min(amount) FILTER (WHERE won) AS win_amount
      FROM participants GROUP BY event_type, event_id
  )`;

/** A bid line as an evidence row. */
const BID_EVIDENCE = (a: string) => `jsonb_build_object('eventType', ${a}.event_type, 'eventId', ${a}.event_id, 'eventNumber', ${a}.event_number,
  'bidHeaderId', ${a}.bid_header_id, 'bidNumber', ${a}.bid_number, 'offerId', NULL, 'supplierId', ${a}.supplier_id, 'supplierName', ${a}.supplier_name,
  'itemCode', ${a}.item_code, 'itemName', ${a}.item_name, 'price', ${a}.price, 'offerTime', NULL, 'awardStatus', ${a}.award_status)`;

/** A bidder of an event as an evidence row. */
const PARTICIPANT_EVIDENCE = (a: string) => `jsonb_build_object('eventType', ${a}.event_type, 'eventId', ${a}.event_id, 'eventNumber', ${a}.event_number,
  'bidHeaderId', ${a}.bid_header_id, 'bidNumber', ${a}.bid_number, 'offerId', NULL, 'supplierId', ${a}.supplier_id, 'supplierName', ${a}.supplier_name,
  'itemCode', NULL, 'itemName', NULL, 'price', round(${a}.amount, 4), 'offerTime', NULL,
  'awardStatus', CASE WHEN ${a}.won THEN 'AWARDED' ELSE 'NOT_AWARDED' END)`;

/** The event columns of a flag about one event; $org_name joins the organisation. */
const ORG_NAME = (orgId: string) => `(SELECT ${og.org_name} FROM ${og} WHERE ${og.org_id} = ${orgId})`;

/** 1. Identical prices from different bidders on one line. $1: opened auction states. */
export const IDENTICAL_PRICES_SQL = `
  WITH ${BID_LINES},
  same AS (
    SELECT event_type, event_id, event_number, event_title, org_id, line_id, item_code, item_name, category_id, category_name, price,
           count(DISTINCT supplier_id) AS bidders, string_agg(DISTINCT supplier_name, ', ') AS suppliers,
           jsonb_agg(${BID_EVIDENCE('bid_lines')} ORDER BY supplier_name) AS evidence
      FROM bid_lines
     GROUP BY event_type, event_id, event_number, event_title, org_id, line_id, item_code, item_name, category_id, category_name, price
    HAVING count(DISTINCT supplier_id) >= 2
  )
  SELECT 'IDENTICAL_PRICES|' || event_id || '|' || line_id || '|' || price AS "flagKey", 'IDENTICAL_PRICES' AS "indicatorCode",
         event_type AS "eventType", event_id AS "eventId", event_number AS "eventNumber", event_title AS "eventTitle",
         org_id AS "orgId", ${ORG_NAME('same.org_id')} AS "orgName", category_id AS "categoryId", category_name AS "categoryName",
         suppliers AS "subjectName",
         jsonb_build_object('count', bidders, 'item', coalesce(item_name, item_code), 'price', price, 'suppliers', suppliers) AS params, evidence
    FROM same`;

/**
 * 2. Cover bids: a bidder losing, in at least $4 events, with an amount above the winner's by no more than $3 percent.
 * $1, $2: states; $3: the percentage; $4: the fewest events.
 */
export const COVER_BIDS_SQL = `
  WITH ${PARTICIPANTS},
  covers AS (
    SELECT p.*, round((p.amount - e.win_amount) * 100 / e.win_amount, 2) AS above
      FROM participants p JOIN events e ON e.event_type = p.event_type AND e.event_id = p.event_id
     WHERE NOT p.won AND e.win_amount > 0 AND p.amount > e.win_amount AND p.amount <= e.win_amount * (1 + $3::numeric / 100)
  ),
  bidders AS (
    SELECT supplier_id, min(supplier_name) AS supplier_name, count(DISTINCT (event_type, event_id)) AS events, min(above) AS closest,
           (array_agg(event_type ORDER BY event_id DESC))[1] AS event_type, (array_agg(event_id ORDER BY event_id DESC))[1] AS event_id,
           (array_agg(event_number ORDER BY event_id DESC))[1] AS event_number, (array_agg(event_title ORDER BY event_id DESC))[1] AS event_title,
           (array_agg(org_id ORDER BY event_id DESC))[1] AS org_id, jsonb_agg(${PARTICIPANT_EVIDENCE('covers')} ORDER BY event_id) AS evidence
      FROM covers GROUP BY supplier_id HAVING count(DISTINCT (event_type, event_id)) >= $4::int
  )
  SELECT 'COVER_BIDS|' || supplier_id AS "flagKey", 'COVER_BIDS' AS "indicatorCode", event_type AS "eventType", event_id AS "eventId",
         event_number AS "eventNumber", event_title AS "eventTitle", org_id AS "orgId", ${ORG_NAME('bidders.org_id')} AS "orgName",
         NULL::bigint AS "categoryId", NULL::text AS "categoryName", supplier_name AS "subjectName",
         jsonb_build_object('supplier', supplier_name, 'events', events, 'percent', $3::numeric, 'closest', closest) AS params, evidence
    FROM bidders`;

/**
 * 3. Rotation: the same set of at least 3 bidders met in at least $3 events and every one of them won at least once.
 * $1, $2: states; $3: the fewest events.
 */
export const ROTATION_SQL = `
  SELECT r.*, ${ORG_NAME('r."orgId"')} AS "orgName" FROM (
  WITH ${PARTICIPANTS},
  sets AS (
    SELECT event_type, event_id, array_agg(supplier_id ORDER BY supplier_id) AS members, array_agg(supplier_id) FILTER (WHERE won) AS winners
      FROM participants GROUP BY event_type, event_id HAVING count(*) >= 3
  ),
  groups AS (
    SELECT members, count(*) AS events,
           (SELECT count(DISTINCT w) FROM sets s2, unnest(s2.winners) w WHERE s2.members = sets.members) AS winners
      FROM sets GROUP BY members HAVING count(*) >= $3::int
  ),
  found AS (
    SELECT g.members, g.events, p.*
      FROM groups g JOIN sets s ON s.members = g.members
      JOIN participants p ON p.event_type = s.event_type AND p.event_id = s.event_id
     WHERE g.winners = cardinality(g.members)
  )
  SELECT 'ROTATION|' || array_to_string(members, '-') AS "flagKey", 'ROTATION' AS "indicatorCode",
         (array_agg(event_type ORDER BY event_id DESC))[1] AS "eventType", max(event_id) AS "eventId",
         (array_agg(event_number ORDER BY event_id DESC))[1] AS "eventNumber", (array_agg(event_title ORDER BY event_id DESC))[1] AS "eventTitle",
         (array_agg(org_id ORDER BY event_id DESC))[1] AS "orgId", NULL::bigint AS "categoryId", NULL::text AS "categoryName",
         string_agg(DISTINCT supplier_name, ', ') AS "subjectName",
         jsonb_build_object('size', cardinality(members), 'suppliers', string_agg(DISTINCT supplier_name, ', '), 'events', min(events)) AS params,
         jsonb_agg(${PARTICIPANT_EVIDENCE('found')} ORDER BY event_id, supplier_name) AS evidence
    FROM found GROUP BY members) r`;

/** 4. A bidder in at least $3 awarded events that won none. $1, $2: states; $3: the fewest events. */
export const ALWAYS_LOSES_SQL = `
  WITH ${PARTICIPANTS},
  losers AS (
    SELECT p.* FROM participants p JOIN events e ON e.event_type = p.event_type AND e.event_id = p.event_id WHERE e.awarded_event
  ),
  bidders AS (
    SELECT supplier_id, min(supplier_name) AS supplier_name, count(*) AS events,
           (array_agg(event_type ORDER BY event_id DESC))[1] AS event_type, max(event_id) AS event_id,
           (array_agg(event_number ORDER BY event_id DESC))[1] AS event_number, (array_agg(event_title ORDER BY event_id DESC))[1] AS event_title,
           (array_agg(org_id ORDER BY event_id DESC))[1] AS org_id, jsonb_agg(${PARTICIPANT_EVIDENCE('losers')} ORDER BY event_id) AS evidence
      FROM losers GROUP BY supplier_id HAVING count(*) >= $3::int AND NOT bool_or(won)
  )
  SELECT 'ALWAYS_LOSES|' || supplier_id AS "flagKey", 'ALWAYS_LOSES' AS "indicatorCode", event_type AS "eventType", event_id AS "eventId",
         event_number AS "eventNumber", event_title AS "eventTitle", org_id AS "orgId", ${ORG_NAME('bidders.org_id')} AS "orgName",
         NULL::bigint AS "categoryId", NULL::text AS "categoryName", supplier_name AS "subjectName",
         jsonb_build_object('supplier', supplier_name, 'events', events) AS params, evidence
    FROM bidders`;

/**
 * 5. Low spread: a line of at least 3 bidders whose coefficient of variation is below $2 times the median of the
 * category's other events' lines (at least 3 of them). $1: opened auction states; $2: the ratio.
 */
export const LOW_SPREAD_SQL = `
  WITH ${BID_LINES},
  spread AS (
    SELECT event_type, event_id, event_number, event_title, org_id, line_id, item_code, item_name, category_id, category_name,
           count(DISTINCT supplier_id) AS bidders, stddev_pop(price) / nullif(avg(price), 0) AS cv,
           jsonb_agg(${BID_EVIDENCE('bid_lines')} ORDER BY price, supplier_name) AS evidence
      FROM bid_lines WHERE category_id IS NOT NULL
     GROUP BY event_type, event_id, event_number, event_title, org_id, line_id, item_code, item_name, category_id, category_name
    HAVING count(DISTINCT supplier_id) >= 3
  ),
  judged AS (
    SELECT s.*, h.history, h.lines
      FROM spread s
      CROSS JOIN LATERAL (
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY o.cv) AS history, count(*) AS lines
          FROM spread o WHERE o.category_id = s.category_id AND o.event_id <> s.event_id AND o.cv IS NOT NULL
      ) h
     WHERE h.lines >= 3 AND s.cv < h.history * $2::numeric
  )
  SELECT 'LOW_SPREAD|' || event_id || '|' || line_id AS "flagKey", 'LOW_SPREAD' AS "indicatorCode", event_type AS "eventType", event_id AS "eventId",
         event_number AS "eventNumber", event_title AS "eventTitle", org_id AS "orgId", ${ORG_NAME('judged.org_id')} AS "orgName",
         category_id AS "categoryId", category_name AS "categoryName", coalesce(item_name, item_code) AS "subjectName",
         jsonb_build_object('item', coalesce(item_name, item_code), 'bidders', bidders, 'cv', round(cv::numeric, 4),
                            'history', round(history::numeric, 4), 'category', category_name, 'ratio', $2::numeric) AS params, evidence
    FROM judged`;

/**
 * 6. Quick responses in the hall: at least $3 offers of one bidder in one event that came within $2 seconds of a
 * competitor's offer on the same line and turn, exactly the turn's minimum decrement below it. $1: closed compete states.
 */
export const QUICK_RESPONSE_SQL = `
  WITH offers AS (
    SELECT ${o.offer_id} AS offer_id, ${o.compete_header_id} AS event_id, ${o.compete_line_id} AS line_id,
           ${o.supplier_id} AS supplier_id, ${o.price} AS price, ${o.offer_time} AS offer_time,
           lag(${o.supplier_id}) OVER w AS prev_supplier, lag(${o.price}) OVER w AS prev_price,
           lag(${o.offer_time}) OVER w AS prev_time, lag(${o.offer_id}) OVER w AS prev_offer,
           CASE WHEN ${t.decrement_type} = 'PERCENT' THEN NULL ELSE ${t.decrement_value} END AS dec_amount,
           CASE WHEN ${t.decrement_type} = 'PERCENT' THEN ${t.decrement_value} END AS dec_percent
      FROM ${o}
      JOIN ${c} ON ${c.compete_header_id} = ${o.compete_header_id} AND ${c.compete_status} = ANY($1::text[])
      JOIN ${t} ON ${t.compete_header_id} = ${o.compete_header_id} AND ${t.turn_number} = ${o.turn_number}
    WINDOW w AS (PARTITION BY ${o.compete_header_id}, ${o.compete_line_id}, ${o.turn_number} ORDER BY ${o.offer_id})
  ),
  quick AS (
    SELECT q.*, extract(epoch FROM q.offer_time - q.prev_time) AS seconds
      FROM offers q
     WHERE q.prev_supplier IS NOT NULL AND q.prev_supplier <> q.supplier_id
       AND q.offer_time >= q.prev_time AND q.offer_time - q.prev_time <= make_interval(secs => $2::numeric)
       AND abs((q.prev_price - q.price) - coalesce(q.dec_amount, round(q.prev_price * q.dec_percent / 100, 2))) < 0.005
  ),
  bidders AS (
    SELECT q.event_id, q.supplier_id, count(*) AS answers, min(q.seconds) AS fastest,
           jsonb_agg(jsonb_build_object('eventType', 'COMPETE', 'eventId', q.event_id, 'eventNumber', ${c.compete_number},
             'bidHeaderId', NULL, 'bidNumber', NULL, 'offerId', q.offer_id, 'supplierId', q.supplier_id, 'supplierName', ${s.supplier_name},
             'itemCode', ${i.item_code}, 'itemName', ${i.item_name}, 'price', q.price, 'offerTime', q.offer_time,
             'awardStatus', ${s.award_status}) ORDER BY q.offer_id) AS evidence
      FROM quick q
      JOIN ${c} ON ${c.compete_header_id} = q.event_id
      JOIN ${s} ON ${s.compete_header_id} = q.event_id AND ${s.supplier_id} = q.supplier_id
      JOIN ${i} ON ${i.compete_line_id} = q.line_id
     GROUP BY q.event_id, q.supplier_id HAVING count(*) >= $3::int
  )
  SELECT 'QUICK_RESPONSE|' || b.event_id || '|' || b.supplier_id AS "flagKey", 'QUICK_RESPONSE' AS "indicatorCode", 'COMPETE' AS "eventType",
         b.event_id AS "eventId", ${c.compete_number} AS "eventNumber", ${c.compete_title} AS "eventTitle",
         ${c.org_id} AS "orgId", ${c.org_name} AS "orgName", NULL::bigint AS "categoryId", NULL::text AS "categoryName",
         ${s.supplier_name} AS "subjectName",
         jsonb_build_object('supplier', ${s.supplier_name}, 'count', b.answers, 'seconds', $2::numeric, 'fastest', round(b.fastest::numeric, 1)) AS params,
         b.evidence
    FROM bidders b
    JOIN ${c} ON ${c.compete_header_id} = b.event_id
    JOIN ${s} ON ${s.compete_header_id} = b.event_id AND ${s.supplier_id} = b.supplier_id`;
