/**
 * What every feature module receives: the database, the configuration, the entity
 * operations and the mailer. Kept apart from app.ts so that modules depend on
 * these types, not on the start-up file that imports every module.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { EntityOperations } from './engine/operations.ts';
import type { Mailer } from './auth/mail.ts';

export interface AppContext {
  db: Db;
  config: Config;
  ops: EntityOperations;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    srm: AppContext;
  }
}

/** Feature modules beyond the foundation register here: `(app, ctx) => void`. */
export type FeatureModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
