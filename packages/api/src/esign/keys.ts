/**
 * Where the platform CA and the sign accounts' keys live: `srm_esign_keys`,
 * each private key wrapped under the server's master key (sourcing/sealing.ts),
 * so a reader of the database or of a backup finds ciphertext only. The CA is
 * made on first use; two servers starting together keep the first one written.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { unwrapSecret, wrapSecret } from '../sourcing/sealing.ts';
import type { KeyAndCert, Subject } from './ca.ts';

// node-forge, a megabyte a start has no use for: loaded by the first certificate.
const ca = () => import('./ca.ts');

const CA_OWNER = 'CA';
const accountOwner = (accountId: number) => `ACCOUNT:${accountId}`;

async function read(tx: Queryable, owner: string): Promise<KeyAndCert | undefined> {
  const { rows } = await tx.query<{ certPem: string; wrapped: string }>(
    'SELECT cert_pem AS "certPem", wrapped_key AS wrapped FROM srm_esign_keys WHERE owner_code = $1',
    [owner],
  );
  return rows[0] && { certPem: rows[0].certPem, keyPem: unwrapSecret(rows[0].wrapped).toString('utf8') };
}

async function write(tx: Queryable, owner: string, pair: KeyAndCert): Promise<void> {
  await tx.query('INSERT INTO srm_esign_keys (owner_code, cert_pem, wrapped_key) VALUES ($1, $2, $3) ON CONFLICT (owner_code) DO NOTHING', [
    owner,
    pair.certPem,
    wrapSecret(Buffer.from(pair.keyPem, 'utf8')),
  ]);
}

/** The platform CA, made on first use. */
export async function platformCa(tx: Queryable): Promise<KeyAndCert> {
  const found = await read(tx, CA_OWNER);
  if (found) return found;
  await write(tx, CA_OWNER, (await ca()).makeRootCa());
  return (await read(tx, CA_OWNER))!;
}

/** The CA's certificate (public), for verifiers. */
export async function platformCaCertificate(tx: Queryable): Promise<string> {
  return (await platformCa(tx)).certPem;
}

/** Issues the account its certificate and stores its key; answers what the account row shows of it. */
export async function issueAccountCertificate(tx: Queryable, accountId: number, subject: Subject) {
  const { issueCertificate, describeCertificate } = await ca();
  const issued = issueCertificate(await platformCa(tx), subject);
  await write(tx, accountOwner(accountId), issued);
  const d = describeCertificate(issued.certPem);
  return { certSerial: d.serial, certSubject: d.subject, certIssuer: d.issuer, certNotAfter: d.notAfter };
}

/** The account's key and certificate as a PKCS#12 bundle with a one-time passphrase, for the moment of signing. */
export async function accountSigner(tx: Queryable, accountId: number): Promise<{ p12: Buffer; passphrase: string }> {
  const pair = await read(tx, accountOwner(accountId));
  if (!pair) throw new Error(`sign account ${accountId} has no key`);
  const passphrase = randomBytes(12).toString('hex');
  return { p12: (await ca()).pkcs12(pair, (await platformCa(tx)).certPem, passphrase), passphrase };
}
