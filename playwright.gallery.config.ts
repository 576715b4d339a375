/** The screenshot gallery (`npm run screenshots`): the main config, running only the gallery's walk. */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({ ...base, testMatch: 'screenshots.gallery.ts', retries: 0, use: { ...base.use, trace: 'off', screenshot: 'off' } });
