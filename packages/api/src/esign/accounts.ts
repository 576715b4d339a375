/**
 * Sign accounts: checked on save (a person names a user, an organisation its
 * organisation or supplier; one account in use per owner), and issued their
 * certificate by the platform CA when made. What a certificate says is fixed
 * once issued: an update keeps the owner fields as they were (the name
 * may change; certSubject shows the one certified).
 * createPersonAcct / createOrgAcct are the SPEC's calls for the same save.
 */
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';
import type { OperationContext } from '../engine/operations.ts';
import { issueAccountCertificate } from './keys.ts';

export const ACCOUNT = 'esignAccount';
// The name may be corrected later; the certificate keeps the one it was issued with (certSubject).
const OWNER_FIELDS = ['accountType', 'partyType', 'userId', 'orgId', 'supplierId'] as const;

type Row = Record<string, unknown>;
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

async function ownerOf(tx: Queryable, record: Row): Promise<{ column: string; value: unknown }> {
  if (record.accountType === 'PERSON') {
    if (!given(record.userId)) throw new ValidationError([{ field: 'userId', key: 'esign.accountOwner' }]);
    const user = (await tx.query<{ supplierId: number | null }>('SELECT supplier_id AS "supplierId" FROM saaf_users WHERE user_id = $1', [record.userId]))
      .rows[0];
    // A supplier's user signs for its supplier: the account belongs to that supplier's scope.
    record.supplierId = user?.supplierId ?? null;
    record.partyType = user?.supplierId ? 'SUPPLIER' : 'BUYER';
    return { column: 'user_id', value: record.userId };
  }
  if (!given(record.partyType)) throw new ValidationError([{ field: 'partyType', key: 'rule.required' }]);
  if (record.partyType === 'SUPPLIER') {
    if (!given(record.supplierId)) throw new ValidationError([{ field: 'supplierId', key: 'esign.accountOwner' }]);
    record.orgId = null;
    record.userId = null;
    return { column: 'supplier_id', value: record.supplierId };
  }
  if (!given(record.orgId)) throw new ValidationError([{ field: 'orgId', key: 'esign.accountOwner' }]);
  record.supplierId = null;
  record.userId = null;
  return { column: 'org_id', value: record.orgId };
}

export function registerAccountHooks(): void {
  registerHooks(ACCOUNT, {
    async beforeSave({ tx, mode, record, before }) {
      if (mode === 'update' && before) {
        for (const f of OWNER_FIELDS) record[f] = before[f];
        return;
      }
      const owner = await ownerOf(tx, record);
      const taken = await tx.query(
        `SELECT 1 FROM srm_esign_accounts WHERE account_type = $1 AND party_type = $2 AND ${owner.column} = $3 AND enabled_flag = 'Y' LIMIT 1`,
        [record.accountType, record.partyType, owner.value],
      );
      if (taken.rows.length) throw new ValidationError([{ field: 'accountName', key: 'esign.accountExists', params: { name: record.accountName } }]);
    },
    async afterSave({ tx, mode, record, id }) {
      if (mode !== 'insert' || !id) return;
      const code = (await tx.query<{ code: string }>('SELECT sign_account_code AS code FROM srm_esign_accounts WHERE sign_account_id = $1', [id])).rows[0]
        ?.code;
      const cert = await issueAccountCertificate(tx, id, {
        commonName: String(record.accountName),
        organizationName: record.accountType === 'ORG' ? String(record.accountName) : undefined,
        kind: record.accountType === 'ORG' ? 'ORG' : 'PERSON',
        serialNumber: code ?? String(id),
      });
      await tx.query('UPDATE srm_esign_accounts SET cert_serial = $2, cert_subject = $3, cert_issuer = $4, cert_not_after = $5 WHERE sign_account_id = $1', [
        id,
        cert.certSerial,
        cert.certSubject.slice(0, 500),
        cert.certIssuer.slice(0, 500),
        cert.certNotAfter,
      ]);
    },
  });
}

/** createPersonAcct / createOrgAcct: the account saved as the list's form saves it, its certificate issued. */
export const createAccount =
  (accountType: 'PERSON' | 'ORG') =>
  async ({ ops, tx, def, caller, pending, body }: OperationContext): Promise<Row> => {
    const id = await ops.saveOne(tx, def, caller, { ...body, accountType, enabledFlag: body.enabledFlag ?? 'Y' }, pending);
    return (await ops.fetch(tx, def, caller, id)) ?? { signAccountId: id };
  };
