import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { configuredOrigin, startUpWarnings } from './config/site-address.js';
import { listeningOrigin } from './modules/pages/pages.routes.js';
import { loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { defaultRateLimits } from './plugins/rate-limits.js';
import { smtpMailer } from './providers/email/mailer.js';
import { africasTalkingGateway } from './providers/sms/africastalking.js';

async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  // The embedded database admits one process; a second one stops here with a clear message.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  let stopping = false;
  // Links in emails and reset messages, and server-drawn pages, start with PUBLIC_URL; unset,
  // with the address this process is told to listen on (its own port, never a guess).
  const site = config.publicUrl ?? configuredOrigin(config.host, config.port);
  const app = await buildApp({
    ...config,
    publicUrl: site,
    stopping: () => stopping,
    startUpLock: database.exclusive,
    prettyLogs: process.stdout.isTTY === true,
    db: database.db,
    notifications: database.notifications,
    // rules §10.4: SMS and email where configured; without them notifications stay in the app.
    channels: {
      sms: config.sms ? africasTalkingGateway(config.sms) : undefined,
      mail: config.smtp ? smtpMailer(config.smtp) : undefined,
    },
    smsWebhookToken: config.smsWebhookToken,
    rateLimits: {
      ...defaultRateLimits,
      register: [{ max: config.registerLimitPerHour, timeWindow: 60 * 60_000 }],
    },
  });
  // Requests still being answered when a stop signal comes: the database closes after them.
  // A request counts until its connection is done with it (the answer sent, or the client
  // gone: the raw response's 'close' either way) and its handler has ended (a handler runs
  // on after its client hung up; its queries finish first). A phone that hangs up never
  // holds a stop: counting until the answer was sent (onResponse) kept such requests for
  // ever, and every stop waited for its deadline. Live streams are handed over (hijacked)
  // and count until their connection closes, which the stop brings about.
  let inFlight = 0;
  type Counted = { handling: boolean; closed: boolean; counted: boolean };
  const counted = new WeakMap<object, Counted>();
  const release = (state: Counted) => {
    if (!state.counted) return;
    state.counted = false;
    inFlight -= 1;
  };
  // Callback hooks, not async ones: they run on every request, and need no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const state: Counted = { handling: false, closed: false, counted: true };
    inFlight += 1;
    counted.set(request, state);
    reply.raw.once('close', () => {
      state.closed = true;
      if (!state.handling) release(state);
    });
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const state = counted.get(request);
    if (state && request.routeOptions.url !== '/api/events') state.handling = true;
    done();
  });
  // Every answer a handler gives, and every error, passes here, whether or not its client is
  // still there to receive it.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const state = counted.get(request);
    if (state) {
      state.handling = false;
      if (state.closed) release(state);
    }
    done(null, payload);
  });

  if (config.admin) {
    // An ADMIN_EMAIL held by someone who is not an admin stops start-up (rules §1.1).
    const admin = config.admin;
    const ensured = database.exclusive(() => app.auth.ensureAdmin(admin));
    const outcome = await ensured.catch(async (error: unknown) => {
      await app.close();
      await database.close();
      lock?.release();
      throw error;
    });
    app.log.info(
      { email: config.admin.email },
      outcome === 'created' ? 'admin account created' : 'admin account already exists',
    );
  }

  /**
   * A clean stop (record 22): health answers 503 and answers close their connections; on
   * SIGTERM the port stays open `SHUTDOWN_DRAIN_MS` for the load balancer to notice; then it
   * closes (live streams end with a reconnect hint, idle keep-alive connections are cut),
   * requests in flight and running jobs finish, and the database closes. Past
   * `SHUTDOWN_TIMEOUT_MS` the process hands its running jobs back and ends anyway.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'stopping');
    const deadline = setTimeout(() => void hardStop(), config.shutdownTimeoutMs);
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    // A keep-alive connection that goes quiet after its answer holds the stop until it is cut.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(idle);
    // A client that hung up leaves its handler running; let it finish its queries.
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await database.close();
    clearTimeout(deadline);
    lock?.release();
    app.log.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  const hardStop = async () => {
    app.log.error(
      { inFlight, timeoutMs: config.shutdownTimeoutMs },
      'still busy at the stop deadline: handing running jobs back and cutting connections',
    );
    const handedBack = await Promise.race([
      app.jobs.handBack(),
      new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 2_000)),
    ]).catch((error: unknown) => String(error));
    app.log.error({ handedBack }, 'jobs handed back');
    app.server.closeAllConnections();
    lock?.release();
    process.exit(1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('exit', () => lock?.release());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Kodesha is running at ${config.publicUrl ?? listeningOrigin(app.server)} (${database.kind} database)`,
  );
  for (const warning of startUpWarnings(config, site ?? listeningOrigin(app.server)))
    app.log.warn({ site }, warning);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
