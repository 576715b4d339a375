/**
 * The `test` of every spec: Playwright's, with each worker on a server of its own
 * (playwright.config.ts starts one per worker), so that two workers never change
 * the data the other one's tests read.
 */
import { test as base } from '@playwright/test';
import { serverURL } from './servers.ts';

export { expect, type Browser, type Locator, type Page } from '@playwright/test';

export const test = base.extend<object, { workerServer: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  workerServer: [async ({}, use, workerInfo) => use(serverURL(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ workerServer }, use) => use(workerServer),
});
