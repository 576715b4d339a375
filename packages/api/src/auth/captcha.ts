/** The picture validate code of the login page (svg-captcha), checked once. */
import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../db/db.ts';
import { digest, newToken } from './tokens.ts';

const TTL_MINUTES = 5;

export async function issueCaptcha(db: Queryable, fixedAnswer?: string): Promise<{ captchaToken: string; image: string }> {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6fb' });
  const answer = fixedAnswer ?? captcha.text;
  const token = newToken();
  await db.query(`INSERT INTO sys_captchas (token, answer_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
    token,
    digest(answer.toLowerCase()),
    TTL_MINUTES,
  ]);
  return { captchaToken: token, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
}

/** Consumes the code whatever the answer, so one picture allows one guess. */
export async function checkCaptcha(db: Queryable, token: unknown, answer: unknown): Promise<boolean> {
  if (typeof token !== 'string' || typeof answer !== 'string') return false;
  const res = await db.query<{ answerHash: string }>(`DELETE FROM sys_captchas WHERE token = $1 AND expires_at > now() RETURNING answer_hash AS "answerHash"`, [
    token,
  ]);
  return res.rows.length === 1 && res.rows[0].answerHash === digest(answer.trim().toLowerCase());
}
