/**
 * Every story of the built Storybook (its index.json) as a test, in Chromium: the story renders and its play
 * function (an interaction test, `storybook/test`) passes without an error; axe (the accessibility addon's run
 * after each story) finds no serious or critical violation; and the picture matches its baseline
 * (e2e-stories/baselines/<story id>.png). A story tagged `no-screenshot` (a moment that passes, such as a toast
 * closing by itself) is rendered and checked but not pictured; `parameters.screenshot: { width, height }`
 * gives a story a viewport of its own (800 x 480 otherwise).
 *
 * A worker loads the preview once and switches from story to story through its channel, as Storybook's own
 * manager does: loading the preview's scripts for every story was most of the stage's time.
 */
import { expect, type Page, test as base } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const build = process.env.STORIES_BUILD;
if (!build) throw new Error('STORIES_BUILD names the built Storybook: run `npm run test:stories`');

interface Entry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}
const entries = Object.values((JSON.parse(readFileSync(join(build, 'index.json'), 'utf8')) as { entries: Record<string, Entry> }).entries);
const stories = entries.filter((e) => e.type === 'story');
const docs = entries.filter((e) => e.type === 'docs');

interface Finished {
  status: 'success' | 'error';
  errors: string[];
  /** Whether axe ran at all: without its report, no violation would read as none. */
  axeRan: boolean;
  violations: { id: string; impact: string; help: string; nodes: string[] }[];
  screenshot?: false | { width: number; height: number };
}

// Collects what the preview tells its manager: a story's exceptions, its play function's, and at the end the
// reports (axe's among them). The channel is a global the preview sets once; a setter hears it being set.
function listen() {
  const w = window as unknown as Record<string, unknown>;
  const errors: string[] = [];
  let channel: { on(event: string, fn: (arg: unknown) => void): void } | undefined;
  // What the preview's page holds before any story: a story may add to it (a toast's stack on the body).
  let atLoad = new Set<Element>();
  document.addEventListener('DOMContentLoaded', () => {
    atLoad = new Set(document.body.children);
  });
  // Before the next story: what the last one reported is forgotten, and what it added to the page removed.
  w.__srmForget = () => {
    errors.length = 0;
    delete w.__srmStoryFinished;
    for (const child of [...document.body.children]) if (!atLoad.has(child)) child.remove();
  };
  Object.defineProperty(w, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      // The message, not the DOM dump an assertion appends to it.
      const text = (e: unknown) =>
        (typeof e === 'string' ? e : ((e as { message?: string })?.message ?? JSON.stringify(e))).split('\n\nIgnored nodes')[0].slice(0, 600);
      for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyMissing'])
        next.on(event, (e: unknown) => errors.push(`${event}: ${text(e)}`));
      next.on('storyFinished', (e: unknown) => {
        const { status, reporters } = e as {
          status: Finished['status'];
          reporters: {
            type: string;
            result?: { violations?: { id: string; impact: string; help: string; nodes: { target: unknown; failureSummary?: string }[] }[] };
          }[];
        };
        const violations = reporters
          .filter((r) => r.type === 'a11y')
          .flatMap((r) => r.result?.violations ?? [])
          .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`) }));
        const preview = w.__STORYBOOK_PREVIEW__ as { currentRender?: { story?: { parameters?: { screenshot?: Finished['screenshot'] } } } } | undefined;
        w.__srmStoryFinished = {
          status,
          errors,
          axeRan: reporters.some((r) => r.type === 'a11y'),
          violations,
          screenshot: preview?.currentRender?.story?.parameters?.screenshot,
        };
      });
    },
  });
}

const origin = 'http://storybook.test';
const viewport = { width: 800, height: 480 };

/** Serves the build's files to the page (no server of ours). */
async function serveBuild(page: Page) {
  await page.route(`${origin}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname).replace(/^\/+/, '') || 'index.html';
    const file = join(build as string, path);
    return path.includes('..') || !existsSync(file) ? route.fulfill({ status: 404 }) : route.fulfill({ path: file });
  });
}

interface Preview {
  /** Shows a story or a docs page: the first time by loading the preview, then through its channel. */
  show(id: string, viewMode: 'story' | 'docs'): Promise<void>;
  page: Page;
}

// One page a worker, kept from test to test. A failed test ends its worker, so the next one starts on a new page.
const test = base.extend<{ preview: Preview }, { workerPreview: Preview }>({
  workerPreview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport });
      const page = await context.newPage();
      await serveBuild(page);
      // Fixed "now" for anything that shows today; timers still run.
      await page.clock.setFixedTime(new Date('2025-07-01T09:30:00+08:00'));
      await page.addInitScript(listen);
      let loaded = false;
      await use({
        page,
        async show(id, viewMode) {
          if (!loaded) {
            await page.goto(`${origin}/iframe.html?id=${id}&viewMode=${viewMode}`);
            loaded = true;
            return;
          }
          await page.evaluate(
            ({ id, viewMode }) => {
              const w = window as unknown as Record<string, unknown> & { __srmForget(): void };
              w.__srmForget();
              (document.activeElement as HTMLElement | null)?.blur();
              window.scrollTo(0, 0);
              (w.__STORYBOOK_ADDONS_CHANNEL__ as { emit(event: string, arg: unknown): void }).emit('setCurrentStory', { storyId: id, viewMode });
            },
            { id, viewMode },
          );
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
  preview: async ({ workerPreview }, use) => {
    await use(workerPreview);
    // A story that asked for a viewport of its own leaves the default to the next.
    if (workerPreview.page.viewportSize()?.width !== viewport.width || workerPreview.page.viewportSize()?.height !== viewport.height)
      await workerPreview.page.setViewportSize(viewport);
  },
});

test('every element has a docs page', () => {
  const titles = new Set(docs.map((d) => d.title));
  const elements = new Set(stories.filter((s) => s.title.startsWith('Elements/')).map((s) => s.title));
  expect(elements.size).toBeGreaterThanOrEqual(17);
  expect([...elements].filter((t) => !titles.has(t))).toEqual([]);
});

for (const entry of docs.filter((d) => d.title.startsWith('Elements/'))) {
  test(`${entry.title} / docs: the manifest's tables`, async ({ preview }) => {
    await preview.show(entry.id, 'docs');
    const tab = preview.page;
    // The first table lists the element's properties and attributes (from custom-elements.json), with controls.
    const table = tab.locator(`#storybook-docs .docblock-argstable`).first();
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // The page shown is this element's, not the one before it.
    await expect(tab.locator('#storybook-docs h1').first()).toHaveText(entry.title.split('/').pop() as string);
    await expect(tab.locator('.sb-errordisplay')).toBeHidden();
  });
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview }) => {
    const { page } = preview;
    await preview.show(story.id, 'story');
    const finished = (await (
      await page.waitForFunction(() => (window as unknown as { __srmStoryFinished?: Finished }).__srmStoryFinished)
    ).jsonValue()) as Finished;

    expect(finished.errors, 'the story renders and its play function passes').toEqual([]);
    expect(finished.axeRan, 'axe ran on the story').toBe(true);
    const grave = finished.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(grave, 'axe: no serious or critical violation').toEqual([]);

    if (story.tags?.includes('no-screenshot') || finished.screenshot === false) return;
    if (finished.screenshot) await page.setViewportSize(finished.screenshot);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`);
  });
}
