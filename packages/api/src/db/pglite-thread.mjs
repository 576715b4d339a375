// The worker thread's entry (plain JavaScript, which every Node runs): Node 24 strips the types of
// pglite-worker.ts itself; Node 20 needs tsx registered in this thread too, as scripts/ts.mjs does in the main one.
if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import('./pglite-worker.ts');
