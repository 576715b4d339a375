/**
 * Sealed bids. Each round of an event has its own random AES-256-GCM key,
 * stored only wrapped under the server's master key; the master key lives
 * outside the database (SRM_SEAL_KEY, else a file in the data directory made on
 * first use), so a reader of the database or of a backup finds ciphertext only.
 * A bid line's price parts are written encrypted into `sealed_values` with the
 * clear columns empty; the supplier who wrote them reads them back through the
 * server, nobody else does until the opening writes them out in clear.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Queryable } from '../db/db.ts';
import { engineNow } from '../engine/clock.ts';

const PREFIX = 'v1:';
let masterKey: Buffer | undefined;
let masterSource: { env?: string; dataDir: string } = { env: process.env.SRM_SEAL_KEY, dataDir: resolve(process.env.DATA_DIR ?? 'data') };

/** Where the master key comes from; set by the feature (and the demo seed) from the configuration. */
export function configureSealing(dataDir: string, envKey = process.env.SRM_SEAL_KEY): void {
  masterSource = { env: envKey, dataDir };
  masterKey = undefined;
}

function master(): Buffer {
  if (masterKey) return masterKey;
  if (masterSource.env) {
    const key = Buffer.from(masterSource.env, 'base64');
    if (key.length !== 32) throw new Error('SRM_SEAL_KEY must be 32 bytes in base64');
    masterKey = key;
    return key;
  }
  const file = join(masterSource.dataDir, 'seal-master.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // Written whole under another name, then linked into place: a process starting at the same
    // moment never reads a half-written key, and the first link wins for both.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('base64'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64`);
  masterKey = key;
  return masterKey;
}

function encrypt(key: Buffer, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, text: string): Buffer {
  if (!text.startsWith(PREFIX)) throw new Error('not a sealed value');
  const raw = Buffer.from(text.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
}

/** Another secret of the server (an e-sign private key, esign/ca.ts) wrapped under the same master key. */
export function wrapSecret(plain: Buffer): string {
  return encrypt(master(), plain);
}

/** A secret wrapped by `wrapSecret`. */
export function unwrapSecret(text: string): Buffer {
  return decrypt(master(), text);
}

/** The round's key, made on first use (publication, a new round). */
export async function roundKey(tx: Queryable, auctionId: number, round: number): Promise<{ key: Buffer; opened: boolean }> {
  const found = await tx.query<{ wrapped: string; opened: boolean }>(
    'SELECT wrapped_key AS wrapped, opened_date IS NOT NULL AS opened FROM srm_pon_seal_keys WHERE auction_header_id = $1 AND round_number = $2',
    [auctionId, round],
  );
  if (found.rows[0]) return { key: decrypt(master(), found.rows[0].wrapped), opened: found.rows[0].opened };
  const key = randomBytes(32);
  await tx.query(
    `INSERT INTO srm_pon_seal_keys (auction_header_id, round_number, wrapped_key) VALUES ($1, $2, $3)
     ON CONFLICT (auction_header_id, round_number) DO NOTHING`,
    [auctionId, round, encrypt(master(), key)],
  );
  return roundKey(tx, auctionId, round);
}

type Values = Record<string, unknown>;

/** Moves a line's price parts (`fields`) into its sealed text, leaving the clear fields empty. */
export function sealLine(key: Buffer, line: Values, fields: readonly string[]): void {
  const parts: Values = {};
  for (const f of fields) {
    parts[f] = line[f] ?? null;
    line[f] = null;
  }
  line.sealedValues = encrypt(key, Buffer.from(JSON.stringify(parts)));
}

/** The price parts of a sealed line. */
export function unsealLine(key: Buffer, sealed: string): Values {
  return JSON.parse(decrypt(key, sealed).toString('utf8')) as Values;
}

/**
 * The opening: every bid line of the round written out in clear, the bids'
 * totals computed, the key marked opened. Answers how many lines were opened.
 */
export async function openRound(tx: Queryable, auctionId: number, round: number): Promise<number> {
  const { key } = await roundKey(tx, auctionId, round);
  const lines = await tx.query<{ id: number; sealed: string }>(
    `SELECT l.bid_line_id AS id, l.sealed_values AS sealed FROM srm_pon_bid_item_prices l
       JOIN srm_pon_bid_headers b ON b.bid_header_id = l.bid_header_id
      WHERE b.auction_header_id = $1 AND b.round_number = $2 AND l.sealed_values IS NOT NULL`,
    [auctionId, round],
  );
  for (const line of lines.rows) {
    const v = unsealLine(key, line.sealed);
    await tx.query(
      `UPDATE srm_pon_bid_item_prices SET tax_price = $2, freight_price = $3, mould_cost = $4, lead_time_days = $5, moq = $6, notes = $7, sealed_values = NULL
        WHERE bid_line_id = $1`,
      [line.id, v.taxPrice, v.freightPrice, v.mouldCost, v.leadTimeDays, v.moq, v.notes],
    );
  }
  const ladders = await tx.query<{ id: number; sealed: string }>(
    `SELECT l.bid_ladder_id AS id, l.sealed_values AS sealed FROM srm_pon_bid_ladder_prices l
       JOIN srm_pon_bid_headers b ON b.bid_header_id = l.bid_header_id
      WHERE b.auction_header_id = $1 AND b.round_number = $2 AND l.sealed_values IS NOT NULL`,
    [auctionId, round],
  );
  for (const ladder of ladders.rows)
    await tx.query('UPDATE srm_pon_bid_ladder_prices SET tax_price = $2, sealed_values = NULL WHERE bid_ladder_id = $1', [
      ladder.id,
      unsealLine(key, ladder.sealed).taxPrice,
    ]);
  await tx.query(
    `UPDATE srm_pon_bid_headers b SET sealed_flag = 'N',
            total_amount = (SELECT round(sum(l.tax_price * l.quantity), 2) FROM srm_pon_bid_item_prices l WHERE l.bid_header_id = b.bid_header_id)
      WHERE b.auction_header_id = $1 AND b.round_number = $2`,
    [auctionId, round],
  );
  await tx.query('UPDATE srm_pon_seal_keys SET opened_date = $3 WHERE auction_header_id = $1 AND round_number = $2', [auctionId, round, engineNow()]);
  return lines.rows.length;
}
