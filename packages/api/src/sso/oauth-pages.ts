/**
 * The pages of the provider's interaction (/oauth/interaction/:uid): sign-in
 * with the picture code, consent naming the app and what it asks, and a
 * refusal. Bilingual headings, as the portal's first page is; a message about
 * this attempt in the caller's language. No script: the pages work under the
 * pages' Content-Security-Policy as they are.
 */
import type { Lang } from '@srm/domain/i18n/messages.ts';
import { OAUTH_PREFIX } from './oauth-paths.ts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function page(title: string, body: string, lang: Lang = 'zh'): string {
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:60px auto;padding:0 16px}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}button{margin:16px 8px 0 0;padding:8px 16px}.error{color:#b00020}.captcha{display:flex;gap:8px;align-items:center}.captcha img{height:40px}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/** A message about this attempt, with its code for whoever reads the page by machine. */
const alert = (message: string, code: string) => (message ? `<p class="error" role="alert" data-code="${escapeHtml(code)}">${escapeHtml(message)}</p>` : '');

export interface LoginFormView {
  uid: string;
  appName: string;
  userName?: string;
  /** The picture code, when the sign-in policy asks for one. */
  captcha?: { captchaToken: string; image: string };
  error?: { message: string; code: string };
}

export function loginForm(view: LoginFormView, lang: Lang): string {
  const app = escapeHtml(view.appName);
  const captcha = view.captcha
    ? `<input type="hidden" name="captchaToken" value="${escapeHtml(view.captcha.captchaToken)}">
<label for="captchaCode">验证码 / Picture code</label><div class="captcha"><input id="captchaCode" name="captchaCode" autocomplete="off" required><img src="${view.captcha.image}" alt="验证码 / Picture code"></div>`
    : '';
  return page(
    'SRM 授权登录 / Sign in to authorise',
    `<p>应用 ${app} 请求访问您的账户。 / The app ${app} asks to act for you.</p>
${alert(view.error?.message ?? '', view.error?.code ?? '')}
<form method="post" action="${OAUTH_PREFIX}/interaction/${escapeHtml(view.uid)}/login">
<label for="userName">用户名 / User name</label><input id="userName" name="userName" autocomplete="username" value="${escapeHtml(view.userName ?? '')}" required>
<label for="password">密码 / Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${captcha}
<button type="submit">登录 / Sign in</button></form>`,
    lang,
  );
}

/** What each scope lets the app do, as the consent page says it. */
const SCOPE_TEXT: Record<string, string> = {
  openid: '确认您的身份 / Know who you are',
  profile: '读取您的姓名和用户名 / Read your name and user name',
  api: '以您的身份调用 SRM 接口（不超出您和应用各自的权限） / Call the SRM API as you, within both your rights and the app’s',
};

export interface ConsentView {
  uid: string;
  appName: string;
  userName: string;
  scopes: string[];
  /** The responsibilities granted to the app, named in the caller's language. */
  grants: string[];
}

export function consentPage(view: ConsentView, lang: Lang): string {
  const app = escapeHtml(view.appName);
  const scopes = view.scopes.map((s) => `<li><code>${escapeHtml(s)}</code> ${escapeHtml(SCOPE_TEXT[s] ?? s)}</li>`).join('');
  const grants = view.grants.length
    ? `<p>应用被授予的职责 / Responsibilities granted to the app:</p><ul>${view.grants.map((g) => `<li>${escapeHtml(g)}</li>`).join('')}</ul>`
    : '<p>应用未被授予任何职责，不能调用业务接口。 / The app is granted no responsibilities: it can call no business API.</p>';
  return page(
    'SRM 授权确认 / Allow access',
    `<p>应用 <strong>${app}</strong> 请求以 <strong>${escapeHtml(view.userName)}</strong> 的身份：/ The app <strong>${app}</strong> asks, as <strong>${escapeHtml(view.userName)}</strong>, to:</p>
<ul>${scopes}</ul>
${grants}
<form method="post" action="${OAUTH_PREFIX}/interaction/${escapeHtml(view.uid)}/confirm">
<button type="submit" name="decision" value="allow">允许 / Allow</button>
<button type="submit" name="decision" value="deny">拒绝 / Deny</button></form>`,
    lang,
  );
}

export function refusalPage(message: string, code: string, lang: Lang): string {
  return page('SRM 授权 / Authorisation', alert(message, code), lang);
}
