/**
 * The demo's ERP and webhook receiver live on this machine's loopback (a port
 * nobody listens on, and for one delivery a server of the seed's own), which
 * the outbound guard refuses. While those demos are seeded the allow-list
 * (OUTBOUND_ALLOWED_HOSTS) names 127.0.0.1, as an administrator would list an
 * ERP on the company network; afterwards it is what it was (empty as shipped),
 * so an installation never keeps loopback allowed because it was seeded, and
 * a retry of a demo message is refused by the guard.
 */
import type { Db } from '../db/db.ts';
import { ALLOWED_HOSTS_PROFILE } from '../net/outbound-guard.ts';

export async function withDemoErpAllowed<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const before = await db.query<{ v: string | null }>(`SELECT profile_value AS v FROM srm_base_config_profile WHERE profile_code = $1`, [
    ALLOWED_HOSTS_PROFILE,
  ]);
  const set = (value: string | null) =>
    db.query(
      `INSERT INTO srm_base_config_profile (profile_code, profile_name, profile_value, enabled_flag) VALUES ($1, $1, $2, 'Y')
       ON CONFLICT (profile_code) DO UPDATE SET profile_value = EXCLUDED.profile_value`,
      [ALLOWED_HOSTS_PROFILE, value],
    );
  await set('127.0.0.1');
  try {
    return await fn();
  } finally {
    await set(before.rows[0]?.v ?? '');
  }
}
