/** The Chromium executable the tests launch (scripts/chromium.mjs). */
export declare const chromiumPath: string;
