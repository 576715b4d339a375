/**
 * The generic list screen as a supplier reads it: the statement numbers whole at the columns' default widths (the
 * issue's example, `DZ-20261128-…`), in both languages, and a list the server refuses saying why, with the request id
 * that finds the server's log line.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { panel, signIn } from './helpers.ts';

/** The grid's cell contents of one column, as [text, scrollWidth, clientWidth] of each rendered row. */
async function columnCells(grid: Locator, key: string): Promise<[string, number, number][]> {
  return grid.evaluate((el, k) => {
    const vg = el.shadowRoot!.querySelector('vaadin-grid')!;
    const out: [string, number, number][] = [];
    for (const td of vg.shadowRoot!.querySelectorAll<HTMLElement & { _column?: HTMLElement }>('#items > tr:not([hidden]) > td')) {
      if (td._column?.dataset.key !== k) continue;
      const content = td.querySelector('slot')!.assignedElements()[0] as HTMLElement;
      const text = content.textContent!.trim();
      if (text) out.push([text, content.scrollWidth, content.clientWidth]);
    }
    return out;
  }, key);
}

async function openStatements(page: Page, lang: 'CN' | 'EN', query = ''): Promise<Locator> {
  await signIn(page, 'supplier1', lang);
  await page.goto(`/main/supplierAccountStmtList${query}`);
  return panel(page).locator('srm-data-grid');
}

for (const lang of ['CN', 'EN'] as const) {
  test(`a supplier's statement numbers, dates and amounts are whole at the default widths (${lang})`, async ({ page }) => {
    const grid = await openStatements(page, lang);
    await expect(grid).toContainText(/DZ-\d{8}-\d+/);
    for (const key of ['accountNumber', 'periodFrom', 'totalAmount']) {
      await expect
        .poll(async () => {
          const cells = await columnCells(grid, key);
          return cells.length > 0 && cells.filter(([, scroll, client]) => scroll > client).map(([text]) => text);
        }, `${key}: cells cut`)
        .toEqual([]);
    }
  });
}

test('a list the server refuses says why, with the request id', async ({ page }) => {
  // A filter of the URL the server cannot take (an organisation's id that is no number): a real refusal.
  const refused = page.waitForResponse((r) => r.url().endsWith('/listByPage') && r.status() === 400);
  await openStatements(page, 'EN', '?orgId=abc');
  const body = (await (await refused).json()) as { msg: string; requestId: string };
  expect(body.requestId).toBeTruthy();
  const alert = panel(page).getByRole('alert').filter({ hasText: body.msg });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`Request ID ${body.requestId}`);
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
});
