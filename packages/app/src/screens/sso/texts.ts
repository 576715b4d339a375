/** The texts of the single sign-on, OAuth app and API manager screens, in both languages. */
import { getLang } from '../../lib/session.ts';

const TEXTS = {
  generateSecret: { zh: '生成客户端密钥', en: 'Generate client secret' },
  secretTitle: { zh: '客户端密钥（仅显示一次）', en: 'Client secret (shown this once)' },
  secretNote: {
    zh: '请立即复制并妥善保存。关闭后无法再次查看，只能重新生成（旧密钥随即失效）。',
    en: 'Copy it now and keep it safe. Once closed it cannot be shown again, only replaced (which ends the old one).',
  },
  secretConfirm: {
    zh: '重新生成后旧密钥立即失效，已签发的令牌全部作废，确定继续？',
    en: 'A new secret ends the old one and every token issued to the app at once. Continue?',
  },
  clientId: { zh: '客户端ID', en: 'Client id' },
  clientSecret: { zh: '客户端密钥', en: 'Client secret' },
  tokenUrl: { zh: '令牌地址', en: 'Token endpoint' },
  copy: { zh: '复制', en: 'Copy' },
  copied: { zh: '已复制', en: 'Copied' },
  filter: { zh: '筛选（路径、操作、模块）', en: 'Filter (path, operation, module)' },
  service: { zh: '服务', en: 'Service' },
  module: { zh: '模块', en: 'Module' },
  method: { zh: '方法', en: 'Method' },
  path: { zh: '路径', en: 'Path' },
  operation: { zh: '操作', en: 'Operation' },
  access: { zh: '访问控制', en: 'Access' },
  resource: { zh: '所需按钮', en: 'Button needed' },
  roles: { zh: '可调用的角色', en: 'Roles that may call it' },
  routes: { zh: '接口数', en: 'Routes' },
  total: { zh: '共 {n} 个接口', en: '{n} routes' },
  accessPublic: { zh: '公开', en: 'Public' },
  accessAuthenticated: { zh: '已登录用户', en: 'Any signed-in user' },
  accessAdmin: { zh: '管理员', en: 'Administrators' },
  accessEntity: { zh: '按职责授权', en: 'By responsibility grants' },
  view: { zh: '菜单（查看）', en: 'Menu (view)' },
  openapi: { zh: 'OpenAPI 文档', en: 'OpenAPI document' },
  interfaces: { zh: '外部接口', en: 'Outbound interfaces' },
  modules: { zh: '{n} 个模块', en: '{n} modules' },
} as const;

export type SsoText = keyof typeof TEXTS;

export function text(key: SsoText, params: Record<string, unknown> = {}): string {
  const entry = TEXTS[key];
  return (getLang() === 'EN' ? entry.en : entry.zh).replace(/\{(\w+)\}/g, (_, n: string) => String(params[n] ?? ''));
}
