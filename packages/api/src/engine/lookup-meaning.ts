import type { Queryable } from '../db/db.ts';
import type { Lang } from '@srm/domain/i18n/messages.ts';

/** A lookup code's meaning in the caller's language, for a message that names a state; the code itself if unknown. */
export async function lookupMeaning(q: Queryable, lookupType: string | undefined, code: unknown, lang: Lang): Promise<string> {
  if (!lookupType) return String(code ?? '');
  const res = await q.query<{ m: string | null }>(
    `SELECT CASE WHEN $3 = 'en' THEN COALESCE(meaning_en, meaning) ELSE meaning END AS m FROM saaf_lookup_values WHERE lookup_type = $1 AND lookup_code = $2`,
    [lookupType, String(code ?? ''), lang],
  );
  return res.rows[0]?.m ?? String(code ?? '');
}
