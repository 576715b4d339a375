/**
 * Builds the server without listening, so tests inject requests and server.ts
 * listens. External plugins first, then ours (envelope, guard), then routes.
 */
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { EntityOperations } from './engine/operations.ts';
import { registerEnvelope } from './plugins/envelope.ts';
import { registerGuard } from './plugins/guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { loggerOptions } from './plugins/log-redaction.ts';
import { registerRequestLog, requestLogOptions } from './plugins/request-log.ts';
import { Metrics, registerMetrics } from './ops/metrics.ts';
import { timedDb } from './db/timed-db.ts';
import { registerEntityRouter } from './routes/entity-router.ts';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { registerMenuRoutes } from './routes/menu-routes.ts';
import { registerLookupRoutes } from './routes/lookup-routes.ts';
import { registerTableConfigRoutes } from './routes/table-config-routes.ts';
import { registerOpenApi } from './routes/openapi.ts';
import { registerStaticRoutes } from './routes/static-routes.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { createMailer } from './auth/mail.ts';
import type { AppContext, FeatureModule } from './app-context.ts';
import { registerBaseHooks } from './hooks/base-hooks.ts';
import { registerVersionOperations } from './engine/versions.ts';
import { ChangeFeed } from './db/change-feed.ts';
import { registerSummaryOperations } from './engine/summaries.ts';
import { AuthCache } from './auth/auth-cache.ts';
import { registerDbWait } from './plugins/db-wait.ts';
import { keepStatistics } from './db/pglite-statistics.ts';

/** `logStream`: where log lines go instead of stdout (a test reading them). */
export async function buildApp(rawDb: Db, config: Config, features: FeatureModule[] = [], options: { logStream?: Writable } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    ...requestLogOptions(),
    bodyLimit: 20 * 1024 * 1024,
    // Forwarded headers are anyone's to write: believed only from the proxies named, so a client cannot
    // choose its own address (rate-limit key, session and audit address) or Host.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
  });
  const metrics = new Metrics();
  // Every statement of the app is timed here, once, for the query-latency metric.
  const db = timedDb(rawDb, metrics.observeQuery);
  const changes = await ChangeFeed.open(db);
  app.addHook('onClose', () => changes.close());
  // The embedded planner's statistics, which the cost ceiling of reports, charts and exports reads.
  let stopStatistics: () => void = () => undefined;
  app.addHook('onReady', async () => {
    stopStatistics = keepStatistics(db, (msg, err) => app.log.warn({ err }, msg));
  });
  app.addHook('onClose', async () => stopStatistics());
  const ctx: AppContext = {
    db,
    config,
    ops: new EntityOperations(db, changes, limitsOf(config)),
    mailer: createMailer(config),
    changes,
    auth: new AuthCache(db, changes),
    metrics,
  };
  app.decorate('srm', ctx);
  try {
    await assemble(app, ctx, features);
  } catch (err) {
    // A server that fails to start must not keep its listening connection open.
    await changes.close();
    throw err;
  }
  return app;
}

/** A named function, so a CPU profile tells the answers' serialisation apart (bench/profile.ts). */
function serialiseAnswer(data: unknown): string {
  return JSON.stringify(data);
}

/** What a list, export or chart may take of the database (engine/statement-limits.ts). */
const limitsOf = (config: Config) => ({ timeoutSeconds: config.queryTimeoutSeconds, costCeiling: config.embeddedCostCeiling });

async function assemble(app: FastifyInstance, ctx: AppContext, features: FeatureModule[]): Promise<void> {
  const { db, config } = ctx;
  // Route schemas describe the API (and make its document); they neither check
  // nor reshape. Requests: the engine's checks stay the only ones, so refusals
  // keep our codes and per-field messages in the caller's language (ajv would
  // answer its own 400s, and refuse digit strings the engine accepts).
  // Answers: serialised as they are, since fast-json-stringify would drop any
  // property a hook adds and coerce values to the declared types.
  // Measured on a page of 20 order lines (17 kB): fast-json-stringify compiled from the route's answer schema
  // took no less time than JSON.stringify (its nullable unions and open records cost what it saves).
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => serialiseAnswer);
  registerDbWait(app, db, config.embeddedWaitSeconds);
  registerBaseHooks(ctx);
  registerVersionOperations();
  registerSummaryOperations(db.dialect);

  // An empty JSON body is an empty object, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }), undefined);
    }
  });

  await app.register(rateLimit, { global: false });
  registerRequestLog(app, config.logLevel);
  registerEnvelope(app);
  registerSecurityHeaders(app, config);
  registerGuard(app, ctx);
  registerOpenApi(app);
  registerMetrics(app, ctx);
  registerHealthRoutes(app, ctx);

  registerAuthRoutes(app, db, config, ctx.mailer);
  registerMenuRoutes(app, db);
  registerLookupRoutes(app, db);
  registerTableConfigRoutes(app, db, ctx.ops);
  for (const feature of features) await feature(app, ctx);
  registerEntityRouter(app, ctx.ops);
  await registerStaticRoutes(app, config.appDist);
}
