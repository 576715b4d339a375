import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A signed-in session. Kept in the database so any server process accepts it. */
export default defineEntity({
  name: 'session',
  domain: 'system',
  label: { zh: '会话', en: 'Session' },
  service: 'baseServer',
  rest: null,
  table: 'sys_sessions',
  key: 'sessionId',
  audit: false,
  fields: [
    f.text('tokenHash', '令牌摘要', 'Token hash', { required: true, unique: true, maxLength: 64 }),
    f.integer('userId', '用户ID', 'User id', { required: true, index: true }),
    f.integer('respId', '当前职责', 'Current responsibility'),
    f.datetime('expiresAt', '过期时间', 'Expires at', { required: true }),
    f.text('ip', 'IP', 'IP', { maxLength: 64 }),
  ],
});
