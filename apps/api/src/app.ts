import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { loadPasswordDictionaries, MAX_PATH_PARAM_LENGTH, MESSAGES } from '@talentdeck/shared';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#api/config.js';
import { type Database, openDatabase } from '#api/db/client.js';
import { createIsolatedDatabase } from '#api/db/isolated.js';
import { runSeeds } from '#api/db/seed/index.js';
import { registerAuditTrail } from '#api/modules/audit/audit.trail.js';
import { apiModules, findSessionPrincipal, moduleSeeds } from '#api/modules/index.js';
import { createCaptcha } from '#api/platform/captcha/captcha.js';
import type { AppContext } from '#api/platform/context.js';
import { assertDeployable, devMailboxReach, startupNotes } from '#api/platform/deployment.js';
import { registerDevMailbox } from '#api/platform/dev-mailbox.js';
import { frameworkEnvelope, registerErrorHandling, registerNotFound } from '#api/platform/errors.js';
import { createInProcessEventBus } from '#api/platform/events/in-process-event-bus.js';
import { createPgEventBus } from '#api/platform/events/pg-event-bus.js';
import { assertGuardsOnRequest } from '#api/platform/guard-order.js';
import { registerIdempotency } from '#api/platform/idempotency.js';
import { type LogStream, loggerOptions } from '#api/platform/logging.js';
import { createMailer } from '#api/platform/mail/mailer.js';
import { createMetrics, type Metrics, registerMetrics } from '#api/platform/metrics.js';
import { API_TAGS, documentIdempotencyKey, documentRoute } from '#api/platform/openapi.js';
import { createPasswordHasher } from '#api/platform/passwords.js';
import { createPayments } from '#api/platform/payments/index.js';
import { createInProcessQueue } from '#api/platform/queue/in-process-queue.js';
import { createPgBossQueue } from '#api/platform/queue/pg-boss-queue.js';
import { registerSecurityHeaders } from '#api/platform/security.js';
import { createLocalStorage, serveLocalUploads } from '#api/platform/storage/local-storage.js';
import { createS3Storage } from '#api/platform/storage/s3-storage.js';
import { defaultTimeouts, type ServerTimeouts, serverTimeoutOptions } from '#api/platform/transport.js';
import { isClientRoute, registerWebApp } from '#api/platform/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    db: AppContext['db'];
    database: Database;
    metrics: Metrics;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Request ids are this process's random prefix and a counter: unique across instances, and free to make. */
const requestIdPrefix = randomUUID().slice(0, 8);
let requestCount = 0;

/** What a test can observe or shorten of the server it builds; nothing the production server uses. */
export type BuildOptions = {
  /** Where the log lines go instead of standard output (tests read them back). */
  logStream?: LogStream;
  /** Other limits for slow clients than the defaults (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /** Called with every route as it is registered (the API's route table). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole server: platform, API under /api, and (in production) the web app. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // A public server missing a real part would serve a laptop convenience to strangers.
  assertDeployable(config);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    ...serverTimeoutOptions({ ...defaultTimeouts(config.trustProxy), ...options.timeouts }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The router's own limit (its default), named once: the web app's routes take no longer parameter either.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    requestIdHeader: false,
    // A path Fastify cannot decode (e.g. '%ED%A0%80') gets the API's error envelope, not Fastify's own body.
    frameworkErrors: (error, _request, reply) => {
      // Its reply is typed for a route that does not exist yet; the envelope is what every 4xx sends.
      (reply as unknown as FastifyReply).status(400).send(frameworkEnvelope(400, MESSAGES.badRequestPath, error.code));
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
      requestCount += 1;
      return `${requestIdPrefix}-${requestCount.toString(36)}`;
    },
    // With logging off, a per-request child logger would be built for nothing on every request.
    ...(config.logLevel === 'silent' ? { childLoggerFactory: (logger) => logger } : {}),
  });
  // Every start says which laptop conveniences are on, and warns of each staging opt-in.
  for (const note of startupNotes(config)) app.log[note.level](note.message);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.addHook('onRoute', assertGuardsOnRequest);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // zxcvbn's dictionaries take a few hundred milliseconds to load: once here, not on the first sign-up.
  await loadPasswordDictionaries();

  const isolated =
    config.isolatedTestDatabase && config.databaseUrl
      ? await createIsolatedDatabase(config.databaseUrl, config.testDatabaseTemplate)
      : undefined;
  const database = await openDatabase({
    databaseUrl: isolated?.url ?? config.databaseUrl,
    dataDir: config.dataDir,
    // An in-memory test database starts from the prepared copy; one on disk is opened as it is.
    snapshot:
      config.isolatedTestDatabase && !config.databaseUrl && config.dataDir === 'memory://'
        ? config.testDatabaseTemplate
        : undefined,
  });
  // Still run on a copy of a prepared database: they find nothing to do, and prove it.
  await database.migrate(() => runSeeds(database.db, moduleSeeds));
  const queue =
    database.kind === 'postgres' && database.connectionString && database.pool
      ? createPgBossQueue(database.connectionString, app.log, database.pool)
      : createInProcessQueue(database.db, app.log);
  await queue.start();
  const events =
    database.kind === 'postgres' && database.connectionString && database.pool
      ? createPgEventBus({ connectionString: database.connectionString, pool: database.pool, db: database.db, log: app.log })
      : createInProcessEventBus(database.db);
  await events.start();
  const metrics = createMetrics({ queue, pool: database.pool });
  const mailer = await createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    queue,
    log: app.log,
    metrics,
    logKey: config.sessionSecret,
  });
  const ctx: AppContext = {
    db: database.db,
    config,
    queue,
    mailer,
    captcha: createCaptcha(config.captchaProvider, config.sessionSecret, database.db),
    passwords: createPasswordHasher(config.env === 'test'),
    events,
    log: app.log,
    payments: createPayments({ stripe: config.stripe, db: database.db, secret: config.sessionSecret }),
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir),
  };
  app.decorate('ctx', ctx);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('metrics', metrics);
  app.decorate('findSessionPrincipal', findSessionPrincipal);
  app.addHook('onClose', async () => {
    await queue.stop();
    await events.stop();
    await database.close();
    await isolated?.drop();
  });

  registerErrorHandling(app);
  registerMetrics(app, metrics, config.metricsToken);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    imgSrc: config.s3 ? [new URL(config.s3.publicUrl).origin] : [],
    // Stripe Elements runs Stripe's script in frames of its own and talks to its API.
    ...(config.stripe
      ? {
          scriptSrc: ['https://js.stripe.com'],
          frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connectSrc: ['https://api.stripe.com'],
        }
      : {}),
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, message: `rate limit, retry in ${ctx.after}` }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Talentdeck API', version: '1.0.0', description: 'The HTTP API of the Talentdeck hiring platform.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'td_session' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
      servers: [{ url: config.publicUrl }],
      tags: API_TAGS,
    },
    transform: documentRoute,
    transformObject: documentIdempotencyKey,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      // Before the modules' routes: every POST of theirs then answers a retried Idempotency-Key once.
      registerIdempotency(api, ctx);
      // After it (a replayed answer records nothing) and before the routes, which it checks as they register.
      registerAuditTrail(api, ctx);
      for (const module of apiModules) for (const routes of module.routes) await api.register(routes);
    },
    { prefix: '/api' },
  );
  // In a plugin of their own, so their close hooks run before the root's stop the queue and the database.
  await app.register(async (scope) => {
    for (const module of apiModules) await module.workers?.(ctx, scope);
  });

  if (ctx.storage.kind === 'local') await serveLocalUploads(app, config.uploadsDir);
  const mailboxReach = devMailboxReach(config);
  // The mailbox is in use exactly when no SMTP server is configured (the mailer's own choice).
  if (mailboxReach !== 'off') await registerDevMailbox(app, mailboxReach);
  const spa = config.serveWeb ? await registerWebApp(app, config.webDist) : undefined;
  // The public job page and the careers pages are rendered here, not by the web app; under
  // `npm run dev` too, where Vite passes /job-summary on to this process.
  if (spa || config.env === 'development') {
    for (const module of apiModules) await module.pages?.(app, ctx);
  }
  registerNotFound(app, spa ? { matches: isClientRoute, handler: spa } : undefined);
  await app.ready();
  return app;
}
