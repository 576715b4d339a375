import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The platform CA's and each sign account's certificate and private key, the
 * key wrapped under the server's master key (sourcing/sealing.ts). Internal:
 * no REST; api/esign/keys.ts is its only reader.
 */
export default defineEntity({
  name: 'esignKey',
  domain: 'contract',
  label: { zh: '签署密钥', en: 'Signing key' },
  service: 'srmServer',
  rest: null,
  table: 'srm_esign_keys',
  key: 'signKeyId',
  audit: false,
  fields: [
    f.text('ownerCode', '所有者', 'Owner', { required: true, unique: true, maxLength: 60 }),
    f.longtext('certPem', '证书', 'Certificate', { required: true }),
    f.longtext('wrappedKey', '私钥(已加密)', 'Wrapped key', { required: true, hidden: true }),
  ],
});
