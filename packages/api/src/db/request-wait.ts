/**
 * How long the request being served may wait for the embedded database's one
 * connection (EMBEDDED_WAIT_SECONDS). Set per HTTP request (app.ts); work the
 * server does on its own (the seed, jobs, migrations) carries none and waits its turn.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const requestWait = new AsyncLocalStorage<{ seconds: number }>();
