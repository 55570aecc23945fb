import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messages } from '@kodesha/domain';
import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { Notifications } from './db/notifications.js';
import type { App } from './http.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createLoginThrottle, type ThrottleLimits } from './modules/auth/login-throttle.js';
import { passwords } from './modules/auth/passwords.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { createBookingsRepository } from './modules/bookings/bookings.repository.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { createBookingsService } from './modules/bookings/bookings.service.js';
import { createCarsRepository } from './modules/cars/cars.repository.js';
import { toMessageView } from './modules/chat/chat.dto.js';
import { createChatsRepository } from './modules/chat/chats.repository.js';
import { chatRoutes } from './modules/chat/chats.routes.js';
import { createChatsService } from './modules/chat/chats.service.js';
import { carsRoutes } from './modules/cars/cars.routes.js';
import { createCarsService } from './modules/cars/cars.service.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { createDriversRepository } from './modules/drivers/drivers.repository.js';
import { driversRoutes } from './modules/drivers/drivers.routes.js';
import { createDriversService } from './modules/drivers/drivers.service.js';
import { createEventTicketsRepository } from './modules/events/event-tickets.repository.js';
import {
  defaultLiveStreamTimings,
  eventsRoutes,
  type LiveStreamTimings,
} from './modules/events/events.routes.js';
import { createLiveEvents } from './modules/events/live-events.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { ownerDashboardRoutes } from './modules/owners/owner-dashboard.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { createAuthHooks, registerAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { defaultRateLimits, registerRateLimits, type RateLimits } from './plugins/rate-limits.js';
import { createPublicImages } from './plugins/public-images.js';
import { createPrivateFiles, registerMultipart } from './plugins/uploads.js';

export type AppOptions = Pick<Config, 'dataDir' | 'logLevel' | 'trustProxy'> & {
  /** Demo owners and cars on an empty database (DESIGN §3); off unless asked for. */
  seedDemo?: boolean;
  db: Database;
  /** The database's LISTEN/NOTIFY: live chat events cross server processes through it. */
  notifications: Notifications;
  /** The built web app to serve with SPA fallback; omitted in API tests. */
  webDist?: string;
  clock?: () => Date;
  loginLimits?: { perAccount: ThrottleLimits; perAddress: ThrottleLimits };
  rateLimits?: RateLimits;
  liveStreamTimings?: LiveStreamTimings;
};

const fifteenMinutes = 15 * 60 * 1000;
const defaultLoginLimits = {
  perAccount: { maxFailures: 5, windowMs: fifteenMinutes },
  perAddress: { maxFailures: 30, windowMs: fifteenMinutes },
};

/** Builds the whole server; every plugin and module is wired here by hand (STYLE: explicit wiring). */
export async function buildApp(options: AppOptions): Promise<App> {
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: options.logLevel,
      // Tokens and passwords never reach the log.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'body.password',
        'body.current_password',
        'body.new_password',
      ],
    },
    trustProxy: options.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerAuth(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Owners may link photos hosted elsewhere (spec §5: image URLs), over https only.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
  await registerMultipart(app);
  await registerRateLimits(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kodesha API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const users = createUsersService({
    users: createUsersRepository(options.db),
    licences: createPrivateFiles(path.join(options.dataDir, 'private', 'licences')),
    clock,
  });
  const auth = createAuthService({
    users,
    sessions: createSessionsRepository(options.db),
    passwords,
    throttle: createLoginThrottle({
      ...(options.loginLimits ?? defaultLoginLimits),
      now: () => clock().getTime(),
    }),
    clock,
  });
  const carPhotos = createPublicImages(path.join(options.dataDir, 'uploads'), 'cars');
  const cars = createCarsService({
    cars: createCarsRepository(options.db),
    photos: carPhotos,
    clock,
  });
  const driverPhotos = createPublicImages(path.join(options.dataDir, 'uploads'), 'drivers');
  const drivers = createDriversService({
    drivers: createDriversRepository(options.db),
    photos: driverPhotos,
    licences: createPrivateFiles(path.join(options.dataDir, 'private', 'driver-licences')),
    clock,
  });
  const bookings = createBookingsService({
    bookings: createBookingsRepository(options.db),
    cars,
    drivers,
    clock,
  });
  const chatsRepository = createChatsRepository(options.db);
  const live = createLiveEvents({
    notifications: options.notifications,
    loadMessage: async (id) => {
      const message = await chatsRepository.findMessage(id);
      return message && toMessageView(message);
    },
    log: app.log,
  });
  await live.start();
  app.addHook('onClose', async () => live.stop());
  const chats = createChatsService({
    chats: chatsRepository,
    cars,
    drivers,
    bookings,
    live,
    clock,
    log: app.log,
  });
  const hooks = createAuthHooks(auth.findSessionUser);
  app.decorate('auth', auth);

  await app.register(
    async (api) => {
      healthRoutes(api, { db: options.db });
      const limits = options.rateLimits ?? defaultRateLimits;
      authRoutes(api, { auth, hooks, limits });
      usersRoutes(api, { users, hooks, limits });
      adminRoutes(api, { users, hooks });
      carsRoutes(api, { cars, photos: carPhotos, hooks, clock });
      driversRoutes(api, { drivers, photos: driverPhotos, hooks });
      ownerDashboardRoutes(api, { cars, bookings, chats, hooks });
      bookingsRoutes(api, {
        bookings,
        photos: { cars: carPhotos, drivers: driverPhotos },
        hooks,
      });
      chatRoutes(api, { chats, hooks });
      eventsRoutes(api, {
        live,
        chats,
        tickets: createEventTicketsRepository(options.db),
        hooks,
        clock,
        timings: options.liveStreamTimings ?? defaultLiveStreamTimings,
      });
    },
    { prefix: '/api' },
  );

  // Requests nobody answered before their start expire (issue 5). Reads expire them too,
  // so this only keeps counts and lists fresh between visits.
  const expirySweep = setInterval(() => {
    bookings
      .expireOverdue()
      .catch((error: unknown) => app.log.error(error, 'booking expiry failed'));
  }, 60_000);
  expirySweep.unref();
  app.addHook('onClose', async () => clearInterval(expirySweep));

  await serveFiles(app, options);
  if (options.seedDemo) {
    const outcome = await seedDemo({ users, cars, drivers, passwords });
    if (outcome !== 'skipped') app.log.info(outcome, 'demo owners, cars and drivers added');
  }
  return app;
}

/** Public uploads (hashed names, cached long) and the web app with its SPA fallback. */
async function serveFiles(app: App, options: AppOptions): Promise<void> {
  const webDist =
    options.webDist && existsSync(path.join(options.webDist, 'index.html'))
      ? options.webDist
      : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: path.join(options.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: !webDist,
    maxAge: '365d',
    immutable: true,
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/uploads');
    if (webDist && isPage)
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    return reply.status(404).send({ message: messages.notFound });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: ReturnType<typeof createAuthService>;
  }
}
