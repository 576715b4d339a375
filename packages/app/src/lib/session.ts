/**
 * What the browser keeps between visits: the session (token, user, current
 * responsibility) and the language (lookup SYSTEM_LANGUAGE: CN default, EN).
 * A tiny store with subscribers, so React and plain modules read the same state.
 */
export type LangCode = 'CN' | 'EN';

export interface Responsibility {
  respId: number;
  respCode: string;
  respName: string;
}

export interface SessionUser {
  userId: number;
  userName: string;
  userFullName?: string | null;
  userType: string;
  supplierId?: number | null;
  supplierName?: string | null;
  orgNumber?: string | null;
  adminFlag?: string | null;
  email?: string | null;
  responsibilities: Responsibility[];
}

export interface Session {
  token: string;
  user: SessionUser;
  respId: number | null;
}

const SESSION_KEY = 'srm.session';
const LANG_KEY = 'srm.language';

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

let session: Session | null = read<Session>(SESSION_KEY);
let lang: LangCode = read<LangCode>(LANG_KEY) === 'EN' ? 'EN' : 'CN';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSession = () => session;
export const getLang = () => lang;
export const isSupplierUser = (s: Session | null = session) => !!s && s.user.userType === 'EX';
/** An evaluation expert: sees the tenders they are drawn for, not the company's figures. */
export const isExpertUser = (s: Session | null = session) => !!s && s.user.userType === 'EXPERT';

export function setSession(next: Session | null): void {
  session = next;
  if (next) localStorage.setItem(SESSION_KEY, JSON.stringify(next));
  else localStorage.removeItem(SESSION_KEY);
  notify();
}

/**
 * The language the session's responsibility names were answered in during this
 * page's life (the sign-in answers them): the shell asks for them again only in
 * another language. Not kept across reloads, so a reload always asks.
 */
let namesLang: LangCode | null = null;
export const responsibilityNamesLang = () => namesLang;
export function setResponsibilityNamesLang(next: LangCode | null): void {
  namesLang = next;
}

export function setRespId(respId: number): void {
  if (!session) return;
  setSession({ ...session, respId });
}

export function setLang(next: LangCode): void {
  lang = next;
  localStorage.setItem(LANG_KEY, JSON.stringify(next));
  document.documentElement.lang = next === 'EN' ? 'en' : 'zh-CN';
  notify();
}
