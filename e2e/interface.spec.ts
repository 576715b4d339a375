/**
 * Interfaces with an ERP in the browser (entities/interface/STATES.md): the
 * demo's order message died while the ERP was down and waits in the dead
 * letters; the administrator points the interface at the ERP (a loopback
 * server of this test, counting what it receives by message id, which the
 * allow-list OUTBOUND_ALLOWED_HOSTS names, set through the API), replays the
 * message, the ERP receives it once, and the log shows the dead attempt
 * (replayed) and the delivery. axe on the interface screens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowOutboundHosts, apiLogin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { clickVisible, expectAccessible, openMenu, panel, search, signIn } from './helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('a dead interface message is replayed after the URL is fixed, and the ERP receives it once', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const received = new Map<string, number>();
  const erp = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['x-message-id'] ?? '');
      received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, erpDocNo: 'ERP-E2E-1' }));
    });
  });
  await new Promise<void>((r) => erp.listen(0, '127.0.0.1', r));
  const erpUrl = `http://127.0.0.1:${(erp.address() as AddressInfo).port}/erp/purchase-orders`;
  // The ERP is on the loopback: the outbound guard calls it only once the administrator lists it.
  const adminApi = await apiLogin(baseURL!, 'admin');
  await allowOutboundHosts(adminApi, '127.0.0.1');
  try {
    await signIn(page, 'admin');

    // The dead letters: the demo's order message, tried three times against an ERP that was not there.
    await openMenu(page, '接口死信');
    const letters = panel(page);
    const grid = letters.locator('srm-data-grid');
    const first = grid.getByText(UUID).filter({ visible: true }).first();
    await expect(first).toBeVisible();
    const messageId = (await first.innerText()).trim();
    await expect(grid).toContainText('死信');
    await expectAccessible(page, 'dead letters');

    // The interface's URL is fixed.
    await openMenu(page, '接口定义');
    const list = panel(page);
    await expect(list.locator('srm-data-grid')).toContainText('ERP_PO_RELEASED');
    await expectAccessible(page, 'interface definitions');
    await clickVisible(list.locator('srm-data-grid').getByText('采购订单发布同步ERP', { exact: true }));
    const form = panel(page);
    await expect(form.locator('[data-field=url] input')).toHaveValue(/127\.0\.0\.1:9\//);
    // The token is kept on the server: the form says one is set and never shows it.
    await expect(form.locator('[data-field=authSecretSet]')).toContainText('是');
    await expect(form).not.toContainText('demo-erp-token-2026');
    await expectAccessible(page, 'interface definition edit');
    await form.locator('[data-field=url] input').fill(erpUrl);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.locator('srm-toast')).toContainText('保存成功');

    // Replayed from the dead letters.
    await openMenu(page, '接口死信');
    const dead = panel(page);
    await expect(await search(page, '消息编号', messageId)).toContainText('共 1 条');
    await dead.locator('srm-data-grid [part~=select-row]').first().check();
    await dead.getByRole('button', { name: '重放', exact: true }).click();
    await expect(page.locator('srm-toast')).toContainText('操作成功');
    // The grid keeps its recycled cells' text: the count says the letter left the list.
    await expect(dead.locator('srm-data-grid')).toContainText('共 0 条');
    await expect.poll(() => received.get(messageId) ?? 0, { timeout: 30_000 }).toBe(1);

    // The log: the dead message (now replayed) and its delivery.
    await openMenu(page, '接口日志');
    const log = panel(page);
    await expect(await search(page, '消息编号', messageId)).toContainText('共 2 条');
    await expect(log.locator('srm-data-grid')).toContainText('已重放');
    await expect(log.locator('srm-data-grid')).toContainText('已送达');
    await expectAccessible(page, 'interface messages');
    // Newest first: the delivery, then the dead message it replayed; a row opens from its message number.
    await log.locator('srm-data-grid').getByText(messageId).filter({ visible: true }).nth(1).click();
    const detail = panel(page);
    await expect(detail.locator('[data-field=attempts]')).toContainText('3');
    await expect(detail.locator('[data-field=logStatus]')).toContainText('已重放');
    await expectAccessible(page, 'interface message');
    expect(received.get(messageId)).toBe(1);
  } finally {
    await allowOutboundHosts(adminApi, '');
    await new Promise((r) => erp.close(r));
  }
});
