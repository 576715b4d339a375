/**
 * The every-menu walk: for a demo user and a language, every screen the user's menus offer (the menu answer the
 * shell reads, each entry matched to its route in the route catalogue), opened in turn in one page through the
 * side menu (the app's router), each checked for what a user would see go wrong: a blank panel, the not-found or
 * no-access screen, a chunk error, a spinner that never stops, a console error, a 4xx/5xx answer from /api, a raw
 * text key, text of the other language in the chrome, and serious or critical axe findings in the screen's panel.
 * Every failing screen is collected; the spec fails once at the end with the whole list (e2e/menu-walk.spec.ts).
 *
 * Which users, languages and routes: WALK_USERS (comma list of e2e/users.ts names, or `all`), WALK_LANGS (CN, EN),
 * WALK_ROUTES (route paths or menu codes). Without WALK_USERS, one internal user and one supplier user, rotating
 * by day, in opposite languages (swapping each cycle), so CI walks every demo user in both languages over 20 days.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { routeByPath, type RouteDef } from '@srm/domain/routes/catalogue.ts';
import { createClient } from '@srm/domain/client/api-client.ts';
import { expect, type Page } from './fixtures.ts';
import { USERS } from './users.ts';

export type WalkUser = keyof typeof USERS;
export type Lang = 'CN' | 'EN';

/** The demo's supplier users (user type EX); the others are internal. */
export const SUPPLIER_USERS: WalkUser[] = ['supplier1', 'supplier2', 'supplier3'];
export const INTERNAL_USERS = (Object.keys(USERS) as WalkUser[]).filter((u) => !SUPPLIER_USERS.includes(u));

export interface WalkRun {
  user: WalkUser;
  lang: Lang;
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The day of the rotation: days since the epoch, or WALK_DAY when given (to replay a CI run's choice). */
export function rotationDay(env: NodeJS.ProcessEnv = process.env, now = Date.now()): number {
  return env.WALK_DAY ? Number(env.WALK_DAY) : Math.floor(now / 86_400_000);
}

/**
 * The walks of one run. Named users (WALK_USERS, `all` for every demo user) in every language of WALK_LANGS (both
 * by default); else the day's rotation: internal user `day mod 10` in one language, supplier user `day mod 3` in
 * the other (each in every language of WALK_LANGS when given), the languages swapping every cycle of ten days.
 */
export function walkPlan(env: NodeJS.ProcessEnv = process.env, day = rotationDay(env)): WalkRun[] {
  const langs = list(env.WALK_LANGS).map((l) => l.toUpperCase()) as Lang[];
  for (const l of langs) if (l !== 'CN' && l !== 'EN') throw new Error(`WALK_LANGS: ${l} is not CN or EN`);
  const named = list(env.WALK_USERS);
  if (named.length) {
    const users = named.includes('all') ? (Object.keys(USERS) as WalkUser[]) : (named as WalkUser[]);
    for (const u of users) if (!(u in USERS)) throw new Error(`WALK_USERS: ${u} is not a demo user (e2e/users.ts)`);
    return users.flatMap((user) => (langs.length ? langs : (['CN', 'EN'] as Lang[])).map((lang) => ({ user, lang })));
  }
  const internal = INTERNAL_USERS[day % INTERNAL_USERS.length];
  const supplier = SUPPLIER_USERS[day % SUPPLIER_USERS.length];
  // One cycle of the internal users in Chinese, the next in English; the supplier user in the other language.
  const first: Lang = Math.floor(day / INTERNAL_USERS.length) % 2 === 0 ? 'CN' : 'EN';
  const runs: WalkRun[] = [
    { user: internal, lang: first },
    { user: supplier, lang: first === 'CN' ? 'EN' : 'CN' },
  ];
  return langs.length ? runs.flatMap((r) => langs.map((lang) => ({ user: r.user, lang }))) : runs;
}

/** A menu entry of the user's answer (findBaseMenuByRespId), as the shell reads it. */
export interface MenuEntry {
  menuId: number;
  menuName: string;
  menuType: 'DIR' | 'PAGE';
  menuCode: string;
  htmlUrl: string | null;
  menuParentId: number;
}

/** One screen of the walk: the menu that offers it, its group's name and its route in the catalogue. */
export interface WalkScreen {
  menu: MenuEntry;
  group: string;
  route: RouteDef | undefined;
}

export interface WalkFailure {
  user: WalkUser;
  lang: Lang;
  route: string;
  menu: string;
  menuCode: string;
  reasons: string[];
}

/** The user's menus the way the shell asks for them: the signed-in session's responsibility, in the walk's language. */
export async function menusOf(page: Page, lang: Lang): Promise<WalkScreen[]> {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('srm.session') ?? 'null') as { token: string; respId: number | null } | null);
  if (!session?.respId) return [];
  const base = new URL(page.url()).origin;
  const client = createClient({ baseUrl: base, getToken: () => session.token, getLanguage: () => lang, getRespId: () => session.respId });
  const answer = await client.post<MenuEntry[]>('/api/baseServer/v1/baseAccreditService/findBaseMenuByRespId', {
    responsibilityId: session.respId,
    isValid: 'Y',
    systemCode: 'BASE',
  });
  const menus = answer.data;
  // The shell's tree: top-level groups, each with its pages, in the answer's order.
  const groups = menus.filter((m) => m.menuType === 'DIR' && !m.menuParentId);
  return groups.flatMap((g) =>
    menus
      .filter((m) => m.menuParentId === g.menuId && m.menuType === 'PAGE')
      .map((menu) => ({ menu, group: g.menuName, route: menu.htmlUrl ? routeByPath(menu.htmlUrl) : undefined })),
  );
}

/**
 * Narrows to WALK_ROUTES (route paths or menu codes), when given; else to WALK_LIMIT screens when given (CI's
 * budget): a window of the menu that moves on each cycle of the rotation (ten days), so a user's screens are all
 * walked over as many cycles as the windows their menu needs.
 */
export function chosenScreens(screens: WalkScreen[], env: NodeJS.ProcessEnv = process.env, day = rotationDay(env)): { screens: WalkScreen[]; window: string } {
  const wanted = list(env.WALK_ROUTES);
  if (wanted.length)
    return { screens: screens.filter((s) => wanted.includes(s.menu.htmlUrl ?? '') || wanted.includes(s.menu.menuCode)), window: `routes ${wanted.join(', ')}` };
  const limit = Number(env.WALK_LIMIT ?? 0);
  if (!limit || screens.length <= limit) return { screens, window: 'every screen' };
  const windows = Math.ceil(screens.length / limit);
  const w = Math.floor(day / INTERNAL_USERS.length) % windows;
  return {
    screens: screens.slice(w * limit, (w + 1) * limit),
    window: `screens ${w * limit + 1}-${Math.min(screens.length, (w + 1) * limit)} of ${screens.length} (window ${w + 1} of ${windows}, WALK_LIMIT=${limit})`,
  };
}

/** The keys of the portal's text catalogue (lib/i18n.ts and its parts): a grid cell showing one is a raw key too. */
export const TEXT_KEYS = (() => {
  const dir = new URL('../packages/app/src/lib/', import.meta.url);
  const files = [new URL('i18n.ts', dir), ...readdirSync(new URL('texts/', dir)).map((f) => new URL(`texts/${f}`, dir))];
  return [...new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)':\s*\{/gm)].map((m) => m[1])))];
})();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the page itself says of the active panel once it settled (see `inspectPanel`). */
interface PanelReport {
  settled: boolean;
  state: string | null;
  textLength: number;
  rawKeys: string[];
  otherLanguage: string[];
}

/**
 * Runs in the page. Walks the active tab panel, shadow roots included, and reports its state and texts:
 * `chrome` is what the portal itself writes (buttons, headings, labels, column headers, placeholders, aria-labels,
 * titles, the tab's title); data is what records hold (grid body cells, field values, display values), left out of
 * the language check, though not of the raw-key check.
 */
function inspectPanel({ lang, allowed, keys }: { lang: 'CN' | 'EN'; allowed: string[]; keys: string[] }): PanelReport {
  const panel = document.querySelector('.tab-panel:not([hidden])');
  const report: PanelReport = { settled: true, state: null, textLength: 0, rawKeys: [], otherLanguage: [] };
  if (!panel) return { ...report, state: 'no active panel' };
  const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
  // A catalogue key shown as text: `area.name` or deeper, lower camel case, and not a file, a host or an address.
  const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)+$/;
  const NOT_KEY = /\.(com|cn|net|org|example|pdf|xlsx?|docx?|pptx?|png|jpe?g|gif|bmp|txt|csv|zip|rar|7z|xml|json|html?|js|ts|md|svg)$/i;
  const allow = new Set(allowed.map((w) => w.toLowerCase()));
  /**
   * English chrome where Chinese is expected, as the catalogue's English is written: a capitalised word ("Save",
   * "No") or two lower-case words in a row ("no data"). Codes pass: all-caps abbreviations, identifiers (camelCase,
   * snake_case, paths like `baseServer / apiManager`), and the names of ENGLISH_ALLOWED.
   */
  const englishWord = (s: string) => {
    if (CJK.test(s) || allow.has(s.trim().toLowerCase())) return false;
    const words = s.split(/[^A-Za-z'_-]+/).filter(Boolean);
    if (words.some((w) => /^[A-Z][a-z]+$/.test(w) && !allow.has(w.toLowerCase()))) return true;
    return /(^|[^\w/:.-])[a-z]{2,} [a-z]{2,}($|[^\w/:.-])/.test(s);
  };
  const wrong = (s: string) => (lang === 'EN' ? CJK.test(s) : englishWord(s));
  const catalogue = new Set(keys);
  const seenKey = new Set<string>();
  const seenWrong = new Set<string>();
  const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);
  /** A key-shaped text in the chrome; in data (a program's code may look like one) only a key of the catalogue. */
  const noteKey = (s: string, where: string) => {
    const v = s.trim();
    if (v && KEY.test(v) && !NOT_KEY.test(v) && (where !== 'data' || catalogue.has(v)) && !seenKey.has(v)) {
      seenKey.add(v);
      report.rawKeys.push(`${where}: "${v}"`);
    }
  };
  /** Where a text sits, for the report: the element's tag with its part or first class. */
  const at = (el: Element) => {
    const part = el.getAttribute('part')?.split(/\s+/)[0];
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
    return `${el.tagName.toLowerCase()}${part ? `[part=${part}]` : cls ? `.${cls}` : ''}`;
  };
  const noteChrome = (s: string | null | undefined, where: string) => {
    const v = (s ?? '').replace(/\s+/g, ' ').trim();
    if (!v) return;
    noteKey(v, where);
    if (wrong(v) && !seenWrong.has(`${where}|${v}`)) {
      seenWrong.add(`${where}|${v}`);
      report.otherLanguage.push(`${where}: "${clip(v)}"`);
    }
  };
  const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? true;
  /** A grid body cell's content: data, but for the portal's own buttons in it (operations). */
  const bodyCell = (el: Element): boolean => {
    const content = el.closest('vaadin-grid-cell-content');
    if (!content) return false;
    const cell = (content as HTMLElement).assignedSlot?.parentElement;
    const part = cell?.getAttribute('part') ?? '';
    return !/header-cell|footer-cell/.test(part) && !content.querySelector('[part~=header-content]');
  };
  const CHROME_PARTS = /\b(label|header-content|operation|title|total|page-info|empty-state|helper|placeholder)\b/;
  const isChromeElement = (el: Element): string | null => {
    const tag = el.tagName.toLowerCase();
    if (/^h[1-6]$/.test(tag) || tag === 'legend' || tag === 'caption' || tag === 'dt' || tag === 'summary') return 'heading';
    if (tag === 'label' || tag === 'th') return 'label';
    if (tag === 'button' || el.getAttribute('role') === 'button' || el.getAttribute('role') === 'tab' || el.getAttribute('role') === 'menuitem')
      return 'button';
    const part = el.getAttribute('part') ?? '';
    if (CHROME_PARTS.test(part)) return `part ${part.split(/\s+/)[0]}`;
    if (el.matches('.screen-empty, .screen-error, .page-empty, .chunk-error, .search-item > span, .form-label, .field-label')) return 'text';
    return null;
  };
  // The data of a record: the values of fields and cells, which may be in any language.
  const isData = (el: Element) =>
    bodyCell(el) && !el.closest('[part~=operation], [part~=operations] button')
      ? true
      : !!el.closest(
          'td, dd, option, code, kbd, samp, pre, svg, canvas, srm-chart-box, .edit-subtitle, [part~=node], [part~=value], [part~=display-value], .field-value, .value',
        );
  /** Own text of an element: its text nodes and those of its shadow root, not of its element children. */
  const ownText = (el: Element) => {
    let s = '';
    const add = (n: Node) => {
      for (const c of n.childNodes) if (c.nodeType === Node.TEXT_NODE) s += c.textContent ?? '';
    };
    add(el);
    if (el.shadowRoot) add(el.shadowRoot);
    return s;
  };
  const deepText = (el: Element): string => {
    let s = ownText(el);
    for (const c of el.children) if (visible(c) && !isData(c)) s += ` ${deepText(c)}`;
    if (el.shadowRoot) for (const c of el.shadowRoot.children) if (c.tagName !== 'STYLE' && visible(c)) s += ` ${deepText(c)}`;
    // A slot shows what is assigned to it, which the walk reaches through the host's children already.
    return s;
  };
  const busy = (el: Element) =>
    el.matches('.screen-loading, .spinner, [aria-busy=true], srm-data-grid[loading]') && visible(el) && !el.closest('.shell > .sider, .topbar');
  const walk = (root: Element | ShadowRoot) => {
    for (const el of root.children) {
      if (el.tagName === 'STYLE' || el.tagName === 'SCRIPT' || el.tagName === 'TEMPLATE') continue;
      if (!visible(el)) continue;
      if (busy(el)) report.settled = false;
      if (el.matches('.not-found')) report.state ??= 'the not-found screen';
      if (el.matches('.chunk-error')) report.state ??= 'a chunk error';
      if (el.matches('.page-empty') && el.textContent?.includes('🔒')) report.state ??= 'the no-access screen';
      if (el.matches('.screen-error')) report.state ??= `an error: ${(el.textContent ?? '').trim().slice(0, 120)}`;
      const data = isData(el);
      const own = ownText(el).trim();
      if (own) report.textLength += own.length;
      if (own && data) noteKey(own, 'data');
      const kind = isChromeElement(el);
      if (kind && !data) noteChrome(deepText(el), `${kind} ${at(el)}`);
      for (const attr of ['placeholder', 'aria-label', 'title', 'label', 'alt']) {
        const v = el.getAttribute(attr);
        if (v && !(data && attr === 'title')) noteChrome(v, `${attr} of ${at(el)}`);
      }
      if (el.shadowRoot) walk(el.shadowRoot);
      walk(el);
    }
  };
  walk(panel);
  const tab = document.querySelector('.tab.active');
  if (tab) noteChrome(tab.textContent, 'tab title');
  return report;
}

/** Words a Chinese screen may show as they are: names of products, formats and standards, units. */
export const ENGLISH_ALLOWED = [
  'SRM',
  'Excel',
  'Word',
  'PDF',
  'OAuth',
  'Logo',
  'Email',
  'E-mail',
  'Token',
  'Cron',
  'BPMN',
  'Swagger',
  'Webhook',
  'Redis',
  'JSON',
  'XML',
  'SQL',
  'Java',
  'Vue',
  'React',
  'http',
  'https',
  'url',
  'OpenAPI',
  'Kysely',
  'PostgreSQL',
  'PGlite',
  'ECharts',
  'Lit',
  'Basic',
  'Bearer',
  'kg',
  'pcs',
];

/**
 * Waits until the active panel settled (no spinner, no loading grid, no /api request in flight) and the panel
 * shows something, or the time is up; answers the panel's last report.
 */
async function settle(page: Page, inflight: () => number, lang: Lang, limit = 20_000): Promise<PanelReport & { timedOut: boolean }> {
  const end = Date.now() + limit;
  let calm = 0;
  let last: PanelReport;
  for (;;) {
    last = await page.evaluate(inspectPanel, { lang, allowed: ENGLISH_ALLOWED, keys: TEXT_KEYS });
    const quiet = last.settled && inflight() === 0 && (last.textLength > 0 || last.state !== null);
    calm = quiet ? calm + 1 : 0;
    if (calm >= 2) return { ...last, timedOut: false };
    if (Date.now() > end) return { ...last, timedOut: true };
    await page.waitForTimeout(250);
  }
}

async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> };
    };
    return w.axe.run({ include: [['.tab-panel:not([hidden])']] }, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

export interface WalkOptions {
  /** Called on each screen once checked, before its tab closes (the gallery takes its picture here). */
  onScreen?: (screen: WalkScreen, index: number) => Promise<void>;
  /** Skips axe (the gallery only looks). */
  skipAxe?: boolean;
  /** Prints each screen as it is walked. */
  log?: (line: string) => void;
}

/**
 * Walks every screen of the signed-in user's menus (WALK_ROUTES narrows them) and answers the failing ones with
 * their reasons; the page must be signed in and on the home (helpers.ts `signIn`).
 */
export async function walkMenus(
  page: Page,
  user: WalkUser,
  lang: Lang,
  options: WalkOptions = {},
): Promise<{ screens: WalkScreen[]; window: string; failures: WalkFailure[] }> {
  const { screens, window } = chosenScreens(await menusOf(page, lang));
  const failures: WalkFailure[] = [];
  let current: string[] = [];
  let pending = 0;
  const origin = new URL(page.url()).origin;
  const isApi = (url: string) => url.startsWith(`${origin}/api/`);
  const live = new Set<unknown>();
  page.on('request', (r) => {
    if (isApi(r.url())) live.add(r), pending++;
  });
  const done = (r: unknown) => {
    if (live.delete(r)) pending--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (r) => {
    if (isApi(r.url()) && r.status() >= 400) current.push(`${r.status()} from ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // A refused /api call is reported by its answer above; the browser's own line about it adds nothing.
    if (/Failed to load resource/.test(m.text()) && isApi(m.location().url ?? '')) return;
    current.push(`console error: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => current.push(`page error: ${String(e.message).slice(0, 300)}`));

  for (const [index, screen] of screens.entries()) {
    const { menu, route } = screen;
    const reasons: string[] = [];
    current = reasons;
    const started = Date.now();
    if (!route) reasons.push(`the menu leads to ${menu.htmlUrl ?? 'nothing'}, a path the route catalogue does not have`);
    else {
      try {
        await openScreen(page, menu);
        const state = await settle(page, () => pending, lang);
        if (state.timedOut && !state.settled) reasons.push('still loading after 20 s (a stuck spinner)');
        if (state.state) reasons.push(`shows ${state.state}`);
        else if (state.textLength === 0) reasons.push('a blank panel');
        for (const k of state.rawKeys) reasons.push(`raw text key ${k}`);
        for (const w of state.otherLanguage) reasons.push(`${lang === 'EN' ? 'Chinese' : 'English'} chrome in ${w}`);
        if (!options.skipAxe) reasons.push(...(await axeFindings(page)));
        if (options.onScreen) await options.onScreen(screen, index);
      } catch (err) {
        // The walk goes on from a fresh home: one screen that cannot be opened or checked hides no other.
        reasons.push(
          `could not be walked: ${String((err as Error).message ?? err)
            .split('\n')[0]
            .slice(0, 200)}`,
        );
        await page.goto('/main');
        await expect(page.locator('.page.home')).toBeVisible();
      }
    }
    // Answers still coming for this screen are its own: they land before its tab closes.
    if (route) await closeActiveTab(page).catch(() => undefined);
    current = [];
    options.log?.(
      `${user} ${lang} ${index + 1}/${screens.length} ${menu.htmlUrl} (${menu.menuName}) ${Date.now() - started} ms${reasons.map((r) => `\n    - ${r}`).join('')}`,
    );
    if (reasons.length) failures.push({ user, lang, route: menu.htmlUrl ?? '', menu: menu.menuName, menuCode: menu.menuCode, reasons: [...new Set(reasons)] });
  }
  return { screens, window, failures };
}

/** Opens a menu's screen by its entry in the side menu, as a user does, and waits for its tab. */
async function openScreen(page: Page, menu: MenuEntry): Promise<void> {
  const link = page.locator(`.menu a.menu-item.sub[data-menu-code="${menu.menuCode}"]`);
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page.locator(`.tab.active[data-tab-key="${menu.htmlUrl}"]`)).toHaveCount(1, { timeout: 20_000 });
}

/** Closes the active tab (not the home), so the walk never meets the limit of 15. */
async function closeActiveTab(page: Page): Promise<void> {
  const tabs = page.locator('.tab');
  const before = await tabs.count();
  const close = page.locator('.tab.active .tab-close');
  if (before <= 1 || !(await close.count())) return;
  page.once('dialog', (d) => void d.accept());
  await close.click();
  await expect(tabs).toHaveCount(before - 1);
}

/** The failures as lines a person reads: one screen, its user and language, then each reason. */
export function describeFailures(failures: WalkFailure[]): string {
  return failures.map((f) => `${f.route} (${f.menu}) as ${f.user} in ${f.lang}:\n${f.reasons.map((r) => `    - ${r}`).join('\n')}`).join('\n');
}
