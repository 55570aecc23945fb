import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { defaultRateLimits } from './plugins/rate-limits.js';

async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  // The embedded database admits one process; a second one stops here with a clear message.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const app = await buildApp({
    ...config,
    prettyLogs: process.stdout.isTTY === true,
    db: database.db,
    notifications: database.notifications,
    rateLimits: {
      ...defaultRateLimits,
      register: [{ max: config.registerLimitPerHour, timeWindow: 60 * 60_000 }],
    },
  });
  // Requests still being answered when a stop signal comes: the database closes after them.
  // A handler runs on after its client hung up, so a request counts until its answer is
  // done (onResponse), not until its connection closes. Live streams are the exception:
  // they are handed over (hijacked), never reach onResponse, and end when the server does.
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    inFlight += 1;
    if (request.routeOptions.url === '/api/events')
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
  });
  app.addHook('onResponse', async (request) => {
    if (request.routeOptions.url !== '/api/events') inFlight -= 1;
  });

  if (config.admin) {
    // An ADMIN_EMAIL held by someone who is not an admin stops start-up (rules §1.1).
    const outcome = await app.auth.ensureAdmin(config.admin).catch(async (error: unknown) => {
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    // A client that hung up leaves its handler running; give it a moment to finish its queries.
    for (let waited = 0; inFlight > 0 && waited < 5_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('exit', () => lock?.release());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Kodesha is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${database.kind} database)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
