/** What /readyz answers, before the app is up (ops/startup-gate.ts) and after (routes/health-routes.ts). */
export interface Check {
  ok: boolean;
  /** What it is doing or why not: starting, waiting, loading, loaded, off, running, failed, interrupted, unreachable, pending. */
  state?: string;
  /** The demo's part under way (or where it stopped); the migrations not applied. */
  detail?: string;
}

export interface Readiness {
  database: Check;
  migrations: Check;
  referenceData: Check;
  demo: Check;
  jobWorker: Check;
}

export function readinessBody(checks: Readiness): { status: 'ready' | 'not ready'; checks: Readiness } {
  return { status: Object.values(checks).every((c) => c.ok) ? 'ready' : 'not ready', checks };
}
