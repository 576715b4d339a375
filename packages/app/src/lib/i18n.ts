/**
 * The portal's own texts in both languages (entity and field labels come from
 * the definitions, server messages from the server). `t(key)` reads the current
 * language; `useLang()` re-renders a component when it changes.
 *
 * Here only the texts of the first page (sign-in, password reset, not found, loading
 * and failure states, `common.*`): /login loads this file. Each area's screens keep
 * their keys in a part of their own (`texts/<area>.ts`), which `texts/all.ts` adds
 * when the shell (or the registration page) loads; `TextKey` still names them all.
 */
import { useSyncExternalStore } from 'react';
import { getLang, subscribe, type LangCode } from './session.ts';
import type { Label } from '@srm/domain/entity/types.ts';
import type { screenTexts } from './texts/all.ts';

const firstPageTexts = {
  'app.name': { zh: 'SRM 供应商协同平台', en: 'SRM Supplier Collaboration' },
  'app.company': { zh: '星辰集团', en: 'Xingchen Group' },
  'app.slogan': { zh: '连接采购与供应商，让协同更高效', en: 'Buyers and suppliers, working as one' },
  'login.title': { zh: '账号登录', en: 'Sign in' },
  'login.userName': { zh: '用户名', en: 'User name' },
  'login.password': { zh: '密码', en: 'Password' },
  'login.captcha': { zh: '验证码', en: 'Validate code' },
  'login.captchaRefresh': { zh: '看不清？换一张', en: 'Show another code' },
  'login.language': { zh: '语言', en: 'Language' },
  'login.submit': { zh: '登 录', en: 'Sign in' },
  'login.forget': { zh: '忘记密码？', en: 'Forgot password?' },
  'login.register': { zh: '供应商注册', en: 'Supplier registration' },
  'login.required': { zh: '请填写{name}', en: 'Please enter the {name}' },
  'login.features': { zh: '寻源 · 采购 · 协同 · 结算', en: 'Sourcing · Purchasing · Collaboration · Settlement' },
  'login.sso': { zh: '使用 {name} 登录', en: 'Sign in with {name}' },
  'login.ssoTitle': { zh: '其他登录方式', en: 'Other ways to sign in' },
  'forget.title': { zh: '找回密码', en: 'Reset your password' },
  'forget.email': { zh: '注册邮箱', en: 'E-mail address' },
  'forget.code': { zh: '邮箱验证码', en: 'E-mail code' },
  'forget.send': { zh: '发送验证码', en: 'Send code' },
  'forget.resend': { zh: '{s}秒后重发', en: 'Resend in {s}s' },
  'forget.newPassword': { zh: '新密码', en: 'New password' },
  'forget.confirm': { zh: '确认新密码', en: 'Confirm new password' },
  'forget.mismatch': { zh: '两次输入的密码不一致', en: 'The two passwords differ' },
  'forget.submit': { zh: '重置密码', en: 'Reset password' },
  'forget.done': { zh: '密码已重置，请使用新密码登录', en: 'Your password has been reset. Sign in with the new one.' },
  'forget.rule': { zh: '至少8位，包含大写字母、小写字母和数字', en: 'At least 8 characters with upper case, lower case and a digit' },
  'error.requestId': { zh: '请求编号 {id}', en: 'Request ID {id}' },
  'error.withRequestId': { zh: '{message}（请求编号 {id}）', en: '{message} (request ID {id})' },
  'common.backToLogin': { zh: '返回登录', en: 'Back to sign in' },
  'common.search': { zh: '查询', en: 'Search' },
  'common.reset': { zh: '重置', en: 'Reset' },
  'common.save': { zh: '保存', en: 'Save' },
  'common.print': { zh: '打印', en: 'Print' },
  'common.cancel': { zh: '取消', en: 'Cancel' },
  'common.ok': { zh: '确定', en: 'OK' },
  'common.close': { zh: '关闭', en: 'Close' },
  'common.back': { zh: '返回', en: 'Back' },
  'common.reload': { zh: '重新加载', en: 'Reload' },
  'common.retry': { zh: '重试', en: 'Retry' },
  'common.more': { zh: '更多', en: 'More' },
  'common.loading': { zh: '加载中…', en: 'Loading…' },
  'common.empty': { zh: '暂无数据', en: 'Nothing here yet' },
  'common.yes': { zh: '是', en: 'Yes' },
  'common.no': { zh: '否', en: 'No' },
  'common.all': { zh: '全部', en: 'All' },
  'common.from': { zh: '从', en: 'From' },
  'common.to': { zh: '至', en: 'To' },
  'common.new': { zh: '新建', en: 'New' },
  'common.addLine': { zh: '添加行', en: 'Add line' },
  'common.removeLines': { zh: '删除选中行', en: 'Remove selected lines' },
  'common.confirmDelete': { zh: '确定删除选中的 {n} 条记录吗？', en: 'Delete the {n} selected record(s)?' },
  'common.selectOne': { zh: '请先选择一条记录', en: 'Select a record first' },
  'common.selectSome': { zh: '请先选择记录', en: 'Select records first' },
  'common.collapse': { zh: '收起', en: 'Collapse' },
  'common.expand': { zh: '展开', en: 'Expand' },
  'chunk.failed': { zh: '页面加载失败，请检查网络后重试', en: 'The page could not be loaded. Check your connection and try again.' },
  'notFound.title': { zh: '页面不存在', en: 'Page not found' },
  'notFound.text': { zh: '您访问的页面不存在或已被移除', en: 'The page you asked for does not exist or has moved.' },
  'notFound.home': { zh: '返回首页', en: 'Go to the home page' },
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof firstPageTexts | keyof typeof screenTexts;

let texts: Readonly<Record<string, Label>> = firstPageTexts;

/** Adds the texts of the screens behind the sign-in (`texts/all.ts`, once). */
export function addTexts(more: Readonly<Record<string, Label>>): void {
  texts = { ...texts, ...more };
}

export function t(key: TextKey, params: Record<string, unknown> = {}): string {
  const entry = texts[key];
  // A screen's key before its texts arrived is a slip of this file's split: the key shows, never a crash.
  if (!entry) return key;
  const s = getLang() === 'EN' ? entry.en : entry.zh;
  return s.replace(/\{(\w+)\}/g, (_, n: string) => String(params[n] ?? ''));
}

/** A definition label in the current language. */
export function label(l: Label | undefined | null): string {
  if (!l) return '';
  return getLang() === 'EN' ? l.en : l.zh;
}

export function useLang(): LangCode {
  return useSyncExternalStore(subscribe, getLang);
}
