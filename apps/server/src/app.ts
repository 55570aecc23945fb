import path from 'node:path';
import zlib from 'node:zlib';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DomainError } from '@kodesha/domain';
import Fastify, { type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { Notifications } from './db/notifications.js';
import { seedDemo } from './seed/seed-demo.js';
import type { App } from './http.js';
import { adminListingsRoutes } from './modules/admin/admin-listings.routes.js';
import { adminOverviewRoutes } from './modules/admin/admin-overview.routes.js';
import { adminTicketsRoutes } from './modules/tickets/admin-tickets.routes.js';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.js';
import { auditLogRoutes } from './modules/audit/audit-log.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.js';
import { argon2Passwords, type Passwords } from './modules/auth/passwords.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { calendarsRoutes } from './modules/calendars/calendars.routes.js';
import { carsRoutes } from './modules/cars/cars.routes.js';
import { chatRoutes } from './modules/chat/chats.routes.js';
import { driversRoutes } from './modules/drivers/drivers.routes.js';
import {
  defaultLiveStreamTimings,
  eventsRoutes,
  type LiveStreamTimings,
} from './modules/events/events.routes.js';
import { gpsRequestsRoutes } from './modules/gps/gps-requests.routes.js';
import { revenueRoutes } from './modules/revenue/revenue.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { ownerDashboardRoutes } from './modules/owners/owner-dashboard.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes.js';
import { smsInboundRoutes } from './modules/sms-inbound/sms-inbound.routes.js';
import type { DeliveryChannels } from './modules/deliveries/deliveries.service.js';
import { pagesRoutes } from './modules/pages/pages.routes.js';
import { ticketsRoutes } from './modules/tickets/tickets.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createAuthHooks, registerAuth } from './plugins/auth.js';
import {
  answerInTheClientsLanguage,
  answerUnknownPaths,
  registerErrorHandling,
} from './plugins/errors.js';
import type { ImageWorkLimits } from './plugins/image-work.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { countTraffic, createTraffic } from './plugins/traffic.js';
import { defaultRateLimits, registerRateLimits, type RateLimits } from './plugins/rate-limits.js';
import {
  defaultRequestTimeouts,
  registerEarlyAnswerClose,
  registerSlowSenderGuard,
  serverTimeouts,
  type RequestTimeouts,
} from './plugins/slow-senders.js';
import {
  createUploadTurns,
  registerUploadTurns,
  type UploadTurnLimits,
  type UploadTurns,
} from './plugins/upload-turns.js';
import { registerMultipart } from './plugins/uploads.js';
import { createDiskStore } from './providers/files/disk-store.js';
import type { FileStore, S3Settings } from './providers/files/file-store.js';
import { createS3Store } from './providers/files/s3-store.js';
import type { JobDefinition, JobRunnerOptions } from './modules/jobs/jobs.service.js';
import { redactUrl, requestForLog } from './shared/log-redaction.js';
import { createServices, type LoginLimits, type Services, type WriteSeams } from './services.js';

export type AppOptions = Pick<Config, 'dataDir' | 'logLevel' | 'trustProxy'> & {
  /** The site's own address for absolute links (rules §9.16); else the listening address. */
  publicUrl?: string;
  /** Demo owners and cars on an empty database (rules §9.19); off unless asked for. */
  seedDemo?: boolean;
  /** Log lines for a person (pino-pretty) rather than JSON: when stdout is a terminal. */
  prettyLogs?: boolean;
  /** Tests only: where the log's lines go (standard output unless said). */
  logStream?: { write: (line: string) => void };
  /** The team's phone for the ticket page's Need Help block (`SUPPORT_PHONE`); else none. */
  supportPhone?: string;
  db: Database;
  /** The database's LISTEN/NOTIFY: live chat events cross server processes through it. */
  notifications: Notifications;
  /** The built web app to serve with SPA fallback; omitted in API tests. */
  webDist?: string;
  clock?: () => Date;
  /** How passwords are hashed: Argon2id unless a test hands in a cheaper one. */
  passwords?: Passwords;
  loginLimits?: LoginLimits;
  /** Limits to change from rules §9.12's (`defaultRateLimits`); tests make them roomy or tight. */
  rateLimits?: Partial<RateLimits>;
  liveStreamTimings?: LiveStreamTimings;
  /** How many images are decoded at once and how many may wait (rules §9.12). */
  imageWork?: ImageWorkLimits;
  /**
   * Tests only: linked photos may come from loopback addresses, over plain HTTP, so a
   * test serves them locally. Off in the product: links reach public https hosts only.
   */
  linkedPhotosFromLoopback?: boolean;
  requestTimeouts?: RequestTimeouts;
  uploadTurns?: UploadTurnLimits;
  /**
   * This process's job runner (record 17); `false` never looks for due jobs by itself, for
   * tests that run them (`app.jobs.runDue()`) at the moment they choose.
   */
  jobRunner?: JobRunnerOptions | false;
  /** Tests only: job kinds added to the runner's. */
  extraJobs?: JobDefinition[];
  /** Tests only: where a write is made to fail (services.ts). */
  seams?: WriteSeams;
  /**
   * Runs start-up work (the demo seed) while no other process starting on the same
   * database runs its own (`DatabaseHandle.exclusive`); without it, it simply runs.
   */
  startUpLock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Photos and licences in this bucket (`S3_BUCKET`, record 22); unset, under `dataDir`. */
  storage?: S3Settings;
  /**
   * Whether the process is stopping (server.ts, on SIGTERM): health answers 503 and every
   * answer closes its connection, so a load balancer and keep-alive clients move away.
   */
  stopping?: () => boolean;
  /** rules §10.4: the SMS gateway and mailer notifications go through; none, the app only. */
  channels?: DeliveryChannels;
  /** The secret path token of the SMS gateway's delivery reports; unset, none is taken. */
  smsWebhookToken?: string;
};

/**
 * Fastify's `trustProxy` for `TRUST_PROXY` (rules §9.12): the client's address is the one the
 * nearest untrusted hop had, read from the right of `X-Forwarded-For`, never its left-most
 * entry (which the client writes). A hop count believes the first `n` hops whoever they are
 * (Fastify itself no longer reads a number, so it is a function here); a list believes only
 * proxies at those addresses.
 */
export function proxiesTrusted(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Builds the whole server; every plugin and module is wired here by hand (STYLE: explicit wiring). */
export async function buildApp(options: AppOptions): Promise<App> {
  const clock = options.clock ?? (() => new Date());
  const timeouts = options.requestTimeouts ?? defaultRequestTimeouts;
  const files = options.storage ? createS3Store(options.storage) : createDiskStore(options.dataDir);
  // Photos from a CDN's own host (`PUBLIC_ASSETS_URL`) are the only ones not from here.
  const assetsOrigin = options.storage?.publicAssetsUrl
    ? new URL(options.storage.publicAssetsUrl).origin
    : undefined;
  const app = Fastify({
    http: serverTimeouts(timeouts),
    logger: {
      level: options.logLevel,
      // A person at a terminal reads lines; anything else (a file, a log collector) gets JSON.
      ...(options.prettyLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
      // Tokens and passwords never reach the log (rules §9.18), nor the secrets of addresses.
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'body.password',
        'body.current_password',
        'body.new_password',
      ],
    },
    trustProxy: proxiesTrusted(options.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  answerInTheClientsLanguage(app);
  // Counted first, so every request answered is counted, whichever hook answers it.
  const traffic = createTraffic();
  countTraffic(app, traffic);
  registerInputGuard(app);
  registerSlowSenderGuard(app, timeouts);
  registerEarlyAnswerClose(app);
  // No turn outlives its request's time limit (rules §9.12).
  const uploadTurns = createUploadTurns(options.uploadTurns, { maxHoldMs: timeouts.requestMs });
  registerUploadTurns(app, uploadTurns);
  registerAuth(app);
  const stopping = options.stopping;
  if (stopping)
    app.addHook('onSend', async (_request, reply) => {
      if (stopping()) reply.header('connection', 'close');
    });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Every photo is served from here, linked ones too (rules §2.3): no tracking pixels.
        imgSrc: ["'self'", 'data:', 'blob:', ...(assetsOrigin ? [assetsOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain HTTP on a LAN too; TLS, where there is one, is the proxy's job.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  // Answers over about 1 KB go out compressed (rules §9.16): brotli at a quick setting for
  // what is made per request (built assets come precompressed at the best one), else gzip.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  await registerMultipart(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kodesha API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const services = createServices({
    db: options.db,
    notifications: options.notifications,
    files,
    clock,
    passwords: options.passwords ?? argon2Passwords,
    loginLimits: options.loginLimits,
    imageWork: options.imageWork,
    linkedPhotos: { allowLoopback: options.linkedPhotosFromLoopback === true },
    log: app.log,
    jobRunner: options.jobRunner === false ? { pollMs: 0 } : options.jobRunner,
    extraJobs: options.extraJobs,
    seams: options.seams,
    channels: options.channels,
    publicUrl: options.publicUrl,
    traffic,
  });
  const { auth, live, jobs } = services;
  registerRateLimits(app, {
    counters: services.rateCounters,
    limits: { ...defaultRateLimits, ...options.rateLimits },
    clock,
  });
  await live.start();
  app.addHook('onClose', async () => live.stop());
  const hooks = createAuthHooks(auth.findSessionUser);
  app.decorate('auth', auth);
  app.decorate('jobs', jobs);

  await registerRoutes(app, services, hooks, { ...options, clock, uploadTurns });

  await serveFiles(app, services, { ...options, files });
  if (options.seedDemo) {
    // Processes starting together on an empty database: one seeds, the others find it done.
    const exclusive = options.startUpLock ?? ((work) => work());
    const outcome = await exclusive(() => seedDemo(services));
    if (outcome !== 'skipped') app.log.info(outcome, 'demo owners, cars and drivers added');
  }
  // Every process runs due jobs (expiry, the totals fold, the counter sweep); closing the
  // app takes no more and lets the running ones finish before the database closes.
  await jobs.start();
  app.addHook('onClose', async () => {
    await jobs.stop();
    options.channels?.mail?.close();
  });
  return app;
}

/** Every module's routes under `/api`, each handed its own service. */
async function registerRoutes(
  app: App,
  services: Services,
  hooks: ReturnType<typeof createAuthHooks>,
  options: Omit<AppOptions, 'uploadTurns'> & { clock: () => Date; uploadTurns: UploadTurns },
): Promise<void> {
  const {
    users,
    auth,
    passwordResets,
    cars,
    drivers,
    bookings,
    chats,
    events,
    ownerDashboard,
    tickets,
    gpsRequests,
    revenue,
    admin,
    audit,
    health,
    photos,
    notifications,
  } = services;
  await app.register(
    async (api) => {
      answerUnknownPaths(api);
      healthRoutes(api, {
        health,
        uploads: options.uploadTurns,
        stopping: options.stopping ?? (() => false),
      });
      supportRoutes(api, { phone: options.supportPhone });
      authRoutes(api, { auth, hooks });
      passwordResetRoutes(api, { resets: passwordResets });
      usersRoutes(api, { users, hooks });
      adminUsersRoutes(api, { accounts: admin.accounts, hooks });
      adminListingsRoutes(api, { listings: admin.listings, photos, hooks });
      adminOverviewRoutes(api, { overview: admin.overview, photos, hooks });
      adminTicketsRoutes(api, { tickets, hooks });
      auditLogRoutes(api, { audit, hooks });
      carsRoutes(api, { cars, photos: photos.cars, hooks, clock: options.clock });
      driversRoutes(api, { drivers, photos: photos.drivers, hooks });
      ownerDashboardRoutes(api, { ownerDashboard, hooks });
      bookingsRoutes(api, { bookings, photos, hooks });
      calendarsRoutes(api, { calendars: services.calendars, hooks, clock: options.clock });
      ticketsRoutes(api, { tickets, hooks, clock: options.clock });
      revenueRoutes(api, { revenue, hooks });
      gpsRequestsRoutes(api, {
        requests: gpsRequests,
        hooks,
        clock: options.clock,
      });
      chatRoutes(api, { chats, hooks });
      notificationsRoutes(api, { notifications, hooks });
      deliveriesRoutes(api, {
        deliveries: services.deliveries,
        hooks,
        smsWebhookToken: options.smsWebhookToken,
      });
      smsInboundRoutes(api, {
        smsReplies: services.smsReplies,
        hooks,
        smsWebhookToken: options.smsWebhookToken,
      });
      eventsRoutes(api, {
        events,
        hooks,
        timings: options.liveStreamTimings ?? defaultLiveStreamTimings,
      });
    },
    { prefix: '/api' },
  );
}

/**
 * Public uploads: named by their content's hash, so cached for a year (rules §9.16). From the
 * folder, or read from the bucket when a CDN does not serve them itself (record 22).
 */
async function serveFiles(
  app: App,
  services: Services,
  options: AppOptions & { files: FileStore },
): Promise<void> {
  await pagesRoutes(app, {
    webDist: options.webDist,
    publicUrl: options.publicUrl,
    publicAssetsUrl: options.storage?.publicAssetsUrl,
    pages: services.pages,
  });
  if (options.files.kind === 'disk') {
    await app.register(async (files) => {
      // A photo's middle size, stored before that size existed, is made when first asked for.
      files.addHook('onRequest', async (request) => {
        const [folder, name] = request.url.split('?')[0]!.split('/').slice(2);
        if (!name || (folder !== 'cars' && folder !== 'drivers')) return;
        await ensureMedium(services, request, folder, name);
      });
      await files.register(fastifyStatic, {
        root: path.join(options.dataDir, 'uploads'),
        prefix: '/uploads/',
        decorateReply: false,
        maxAge: '365d',
        immutable: true,
      });
    });
    return;
  }
  const { files } = options;
  app.get(
    '/uploads/:folder/:name',
    {
      schema: {
        hide: true,
        params: z.object({
          folder: z.enum(['cars', 'drivers']),
          name: z.string().regex(/^[a-f0-9]{32}-\d+\.webp$/),
        }),
      },
    },
    async (request, reply) => {
      const { folder, name } = request.params;
      await ensureMedium(services, request, folder, name);
      const file = await files.open(`uploads/${folder}/${name}`);
      if (!file) throw new DomainError('request.notFound');
      reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (file.bytes !== undefined) reply.header('content-length', file.bytes);
      return reply.send(file.stream);
    },
  );
}

/** A photo stored before its middle size existed gets it the first time it is asked for. */
async function ensureMedium(
  services: Services,
  request: FastifyRequest,
  folder: 'cars' | 'drivers',
  name: string,
): Promise<void> {
  await services.photos[folder].ensureMedium(name).catch((error: unknown) => {
    request.log.warn({ err: error, url: redactUrl(request.url) }, 'could not make a photo size');
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Services['auth'];
    /** The job runner: the tests run due jobs through it (`runDue`). */
    jobs: Services['jobs'];
  }
}
