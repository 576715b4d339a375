// ECharts' library build reads `process.env.NODE_ENV` (bundlers such as Vite replace it).
// The test runner serves node_modules unbundled, so give the browser that one value.
// Imported first by chart-box.test.ts; not part of the element.
const g = globalThis as unknown as { process?: { env: Record<string, string> } };
g.process ??= { env: { NODE_ENV: 'production' } };
export {};
