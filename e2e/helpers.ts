/** Shared steps of the end-to-end tests: signing in, menus, tabs and the axe check. */
import { expect, test, type Browser, type Locator, type Page } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createClient } from '@srm/domain/client/api-client.ts';
import { LOGIN, type LoginAnswer, loginAnswer } from './api.ts';
import { serverURL } from './servers.ts';
import { USERS } from './users.ts';

/** The sign-in form filled in, not yet sent (a test may watch what the click sets off). */
export async function fillSignIn(page: Page, user: keyof typeof USERS, lang: 'CN' | 'EN' = 'CN'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('srm.language', JSON.stringify(l));
  }, lang);
  await page.reload();
  const [name, password] = USERS[user];
  await page.locator('#userName').fill(name);
  await page.locator('#password').fill(password);
  // A person types the code they see: wait for the picture.
  await expect(page.locator('.captcha-image img')).toBeVisible();
  await page.locator('#captchaCode').fill('TEST');
}

/** Each user's session on this worker's server, made through the API once and reused while the server holds it. */
const sessions = new Map<string, LoginAnswer>();
/** Orders the sign-ins of one tab: the latest one is the one its next page load takes. */
let signIns = 0;

async function sessionOf(base: string, user: keyof typeof USERS): Promise<LoginAnswer> {
  const key = `${base} ${user}`;
  const kept = sessions.get(key);
  if (kept) {
    // A walk may have ended it (signed out, changed the password): then a new one.
    const client = createClient({ baseUrl: base, getToken: () => kept.authorizationCode, getLanguage: () => 'CN' });
    const alive = await client.post(`${LOGIN}/currentUser`).then(
      () => true,
      () => false,
    );
    if (alive) return kept;
  }
  const made = await loginAnswer(base, user);
  sessions.set(key, made);
  return made;
}

/**
 * The page signed in as `user` and on the home, in `lang`: the session is the
 * user's one on this worker's server (made through the API), put where the
 * login page keeps it, before the portal's first script runs. The login page
 * itself is walked by the tests about it (`fillSignIn`).
 */
export async function signIn(page: Page, user: keyof typeof USERS, lang: 'CN' | 'EN' = 'CN'): Promise<void> {
  const { authorizationCode, currentRespId, ...who } = await sessionOf(serverURL(test.info().parallelIndex), user);
  const session = { token: authorizationCode, user: who, respId: currentRespId };
  // Taken by the next page load only: a reload or a sign-out later in the walk keeps what the walk made of it.
  await page.addInitScript(
    ([stored, language, order]) => {
      if (Number(sessionStorage.getItem('e2e.signIn') ?? 0) >= Number(order)) return;
      sessionStorage.setItem('e2e.signIn', order);
      localStorage.clear();
      localStorage.setItem('srm.session', stored);
      localStorage.setItem('srm.language', language);
    },
    [JSON.stringify(session), JSON.stringify(lang), String(++signIns)],
  );
  await page.goto('/main');
  await expect(page.locator('.shell')).toBeVisible();
  await expect(page.locator('.page.home')).toBeVisible();
}

/** A page of its own for each user, each signed in (in Chinese), in the order given. */
export async function signedIn(browser: Browser, ...users: (keyof typeof USERS)[]): Promise<Page[]> {
  const pages: Page[] = [];
  for (const _ of users) pages.push(await browser.newPage());
  for (const [i, user] of users.entries()) await signIn(pages[i], user);
  return pages;
}

/** The active tab panel (screens of other tabs stay mounted but hidden). */
export const panel = (page: Page) => page.locator('.tab-panel:not([hidden])');

/** The date `offset` days from today, as a date field takes it (YYYY-MM-DD, UTC). */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Saves the open record by its 保存 button and waits for the saved toast. */
export async function save(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: '保存' }).click();
  await expect(page.locator('srm-toast')).toContainText('保存成功');
}

/** Types a date into the open record's date field and confirms it. */
export async function fillDate(page: Page, field: string, value: string): Promise<void> {
  const input = panel(page).locator(`[data-field=${field}] input`);
  await input.fill(value);
  await input.press('Enter');
}

/** Opens a record from a list by its number, after a reload (the list was opened before the record changed). */
export async function openFromList(page: Page, menu: string, number: string): Promise<void> {
  await page.reload();
  await openMenu(page, menu);
  await clickVisible(panel(page).locator('srm-data-grid').getByText(number));
  await expect(panel(page).locator('.edit-subtitle')).toHaveText(number);
}

/** Opens a to-do from the home page by the document number in its title. */
export async function openTodo(page: Page, number: string): Promise<void> {
  await page.reload();
  await page.locator('.tab').first().locator('.tab-label').click();
  await page.locator('srm-todo-panel td.title button', { hasText: number }).click();
  await expect(panel(page).locator('.edit-subtitle')).toHaveText(number);
}

/** The open document's header: its state and its action buttons. */
export const editHeader = (page: Page) => panel(page).locator('.edit-header');

/** The confirming button of an action's dialog in either language. */
export const OK_BUTTON = /^(确定|OK)$/;

export interface ActOptions {
  /** Fills the dialog before it is confirmed (a date, a choice). */
  fill?: (dialog: Locator) => Promise<void>;
  /** Written into the dialog's (first) text area: a reason, a comment. */
  reason?: string;
  /** The dialog's confirming button: 确定 unless said. */
  ok?: string | RegExp;
  /** The toast that says it was done (操作成功 unless said); null: none awaited. */
  done?: string | null;
  /** The state the header shows afterwards. */
  state?: string;
}

/** Runs a workflow action by its button on the open document's header, and confirms its dialog (what `act` of api.ts does over HTTP). */
export async function act(page: Page, button: string, { fill, reason, ok = '确定', done = '操作成功', state }: ActOptions = {}): Promise<void> {
  await editHeader(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (fill) await fill(dialog);
  if (reason) await dialog.locator('textarea').first().fill(reason);
  await dialog.getByRole('button', { name: ok }).click();
  if (done) await expect(page.locator('srm-toast')).toContainText(done);
  await expect(dialog).toHaveCount(0);
  if (state) await expect(editHeader(page)).toContainText(state);
}

/** `act` with other defaults, for a spec whose actions all confirm the same way. */
export const actWith =
  (defaults: ActOptions) =>
  (page: Page, button: string, options: ActOptions = {}): Promise<void> =>
    act(page, button, { ...defaults, ...options });

/** Searches the active list by one text filter and answers its grid. */
export async function search(page: Page, filter: string, value: string, button: string | RegExp = '查询'): Promise<Locator> {
  const list = panel(page);
  await list.locator('.search-item', { hasText: filter }).first().locator('input').first().fill(value);
  await list.getByRole('button', { name: button }).click();
  return list.locator('srm-data-grid');
}

/** The grid of a child (a record's lines, stages, sites...) on the open record. */
export const childGrid = (page: Page, child = 'lines') => panel(page).locator(`[data-child=${child}] srm-data-grid`);

/** Adds a row to a child grid of the open record by its button (添加行, or another that adds one). */
export async function addLine(page: Page, child: string, button = '添加行'): Promise<void> {
  await panel(page)
    .locator(`[data-child=${child}]`)
    .getByRole('button', { name: new RegExp(button) })
    .click();
}

/** A grid's cell input by its column's label: on the row given, counted from 0, or on the last (the row just added). */
export function gridCell(grid: Locator, column: string, row: number | 'last' = 0): Locator {
  const cells = grid.getByLabel(column, { exact: true });
  return row === 'last' ? cells.last() : cells.nth(row);
}

export async function openMenu(page: Page, menuName: string): Promise<void> {
  await page.locator('.menu a.menu-item.sub', { hasText: menuName }).first().click();
  await expect(page.locator('.tab.active')).toContainText(menuName);
}

/**
 * Clicks the first visible match of `target`, typically a row of a grid that a query has just asked for. A grid
 * recycles its rows: a match resolved while the previous answer showed can sit on in a row hidden since, and a
 * click resolved to it waits for it to show again until the test's time runs out. Each attempt resolves afresh.
 */
export async function clickVisible(target: Locator): Promise<void> {
  await expect(async () => {
    await target.filter({ visible: true }).first().click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Types into a line grid's cell and leaves it, so the grid takes the value. A grid
 * that renders its rows again under the typing (a line just added, an answer just
 * in) puts back the cell's old value: typed again until the cell keeps one.
 */
export async function fillCell(input: Locator, value: string): Promise<void> {
  await expect(async () => {
    await input.fill(value, { timeout: 5_000 });
    await input.press('Tab', { timeout: 5_000 });
    await expect(input).not.toHaveValue('', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The shell around the screens (menu, header, tab strip): the same on every screen of a page load. */
const SHELL = ['.shell > .sider', '.main-area > .topbar', '.main-area > .tabs-bar'];

/**
 * Runs axe on the page; fails on serious or critical violations. The screen in front and whatever it opened (dialogs,
 * overlays) each time; the shell with the first screen a page load checks, then not again: it was half of each
 * check's time. Screens behind the one in front are never checked.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Evaluated, not added as a <script>: the portal's Content-Security-Policy refuses inline scripts. Once per page
  // load: half a megabyte of source parsed again for each screen of a walk was a good part of its checks' time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async (shell) => {
    const w = window as unknown as {
      axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> };
      srmShellChecked?: boolean;
    };
    const exclude = [['.tab-panel[hidden]'], ...(w.srmShellChecked ? shell.map((s) => [s]) : [])];
    w.srmShellChecked = true;
    return w.axe.run({ exclude }, { resultTypes: ['violations'] });
  }, SHELL);
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${what}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Chooses a record in a reference field's picker: opens it from the keyboard with
 * `open` (which also reaches a cell scrolled out of a wide line grid), searches the
 * keyword on the server, waits for the one row it should find, picks it.
 */
export async function pickRecord(page: Page, open: Locator, keyword: string, expected: string): Promise<void> {
  await open.focus();
  await open.press('Enter');
  const picker = page.locator('srm-record-picker [role=dialog]');
  const search = picker.getByRole('searchbox');
  await expect(search).toBeFocused();
  await search.fill(keyword);
  await search.press('Enter');
  const grid = picker.locator('srm-data-grid');
  await expect(grid.locator('[part=total]')).toHaveText(/^\s*(共 1 条|Total 1 items)\s*$/);
  await expect(grid).toContainText(expected);
  await grid.locator('[part~=select-row]').first().check();
  await picker.locator('[part~=ok-button]').click();
  await expect(page.locator('srm-record-picker')).toHaveCount(0);
}

/** Picks a reference field of the open record (`[data-field=<field>]`) by `pickRecord`. */
export async function pickField(page: Page, field: string, keyword: string, expected: string): Promise<void> {
  await pickRecord(page, panel(page).locator(`[data-field=${field}] .ref-trigger`), keyword, expected);
}
