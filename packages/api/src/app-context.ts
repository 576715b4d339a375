/**
 * What every feature module receives: the database, the configuration, the entity
 * operations, the mailer and the caches of what rarely changes. Kept apart from app.ts so that modules depend on
 * these types, not on the start-up file that imports every module.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { EntityOperations } from './engine/operations.ts';
import type { Mailer } from './auth/mail.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { AuthCache } from './auth/auth-cache.ts';
import type { Metrics } from './ops/metrics.ts';

export interface AppContext {
  db: Db;
  config: Config;
  ops: EntityOperations;
  mailer: Mailer;
  /** What changed in the database, on any process: caches listen here. */
  changes: ChangeFeed;
  auth: AuthCache;
  /** What `/metrics` answers (ops/metrics.ts): features report job failures and the like here. */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    srm: AppContext;
  }
}

/** Feature modules beyond the foundation register here: `(app, ctx) => void`. */
export type FeatureModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
