import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * What the OAuth provider keeps between requests (tokens, codes, grants,
 * interactions, sessions), one row per model and id, so every server process
 * answers the same. Written by the provider's adapter only (api/src/sso/oauth-adapter.ts).
 */
export default defineEntity({
  name: 'oauthPayload',
  domain: 'system',
  label: { zh: 'OAuth 数据', en: 'OAuth payload' },
  service: 'baseServer',
  rest: null,
  table: 'sys_oauth_payloads',
  key: 'payloadId',
  audit: false,
  fields: [
    f.text('model', '类型', 'Model', { required: true, maxLength: 40 }),
    f.text('oid', '标识', 'Id', { required: true, maxLength: 200, uniqueWith: ['model'] }),
    f.longtext('payload', '内容', 'Payload'),
    f.text('grantRef', '授权', 'Grant', { maxLength: 200, index: true }),
    f.text('uid', 'UID', 'UID', { maxLength: 200, index: true }),
    f.text('userCode', '用户码', 'User code', { maxLength: 200 }),
    f.datetime('expiresAt', '过期时间', 'Expires at'),
    f.datetime('consumedAt', '使用时间', 'Consumed at'),
  ],
});
