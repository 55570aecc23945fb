import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;
/** A second server as a fresh `npm start` runs: no SMS gateway, no mail server, no PUBLIC_URL. */
const barePort = port + 3;
const bareURL = `http://127.0.0.1:${barePort}`;

/**
 * Journeys in Debian's Chromium (its old headless shell: the same Blink without the desktop
 * browser around it) against the built app on a fresh, demo-seeded embedded database.
 * A worker per core, at most two: with the shell and without the service worker's precache
 * (below), one worker left a third of 2 cores idle, and two took the journeys from 301 to
 * 208 s. The journeys are written to run side by side: each makes its own accounts and
 * listings, reads only demo listings it does not change, and what they share runs alone (the
 * `app update` project, password-reset.spec.ts's mail and SMS stand-ins).
 */
const cores = availableParallelism();
const workers = Number(process.env.E2E_WORKERS ?? Math.min(2, cores));
/**
 * Timeouts scale with how much work each core carries (the workers and the server, over the
 * cores): a journey waits for conditions, never for a time, and a timeout is only the point
 * at which it gives up. On one core (`taskset -c 0`) they are twice as long.
 */
const slowness = Number(
  process.env.E2E_TIME_SCALE ?? Math.max(1, (workers + 1) / Math.min(cores, 2)),
);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers,
  retries: 0,
  timeout: Math.round(60_000 * slowness),
  expect: { timeout: Math.round(10_000 * slowness) },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs 10-15 % of every page's time, failed or not: E2E_TRACE=1 records them
    // (kept for failures); by default a failure keeps its screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The service worker precaches the app's code (about 200 files) in every new browser
    // context: a journey's every signed-in page would download it all again, most of the
    // journeys' time in Chromium. Only the journeys about it (offline.spec.ts, the `app
    // update` project) let it in; the others are journeys through the screens.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(app-update|no-channels)\.spec\.ts/,
    },
    {
      // What every newcomer's `npm start` is: no SMS gateway, no mail server (rules §10.4).
      name: 'no channels',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: bareURL },
      testMatch: /no-channels\.spec\.ts/,
    },
    {
      // A new build is simulated by rewriting apps/web/dist/sw.js: every browser context
      // open meanwhile would be offered that "new version" too. So it runs once every
      // other journey has finished (and not at all if one of them failed).
      name: 'app update',
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'allow' },
      testMatch: /app-update\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node apps/server/dist/server.js`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: Math.round(120_000 * slowness),
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@kodesha.test',
        ADMIN_PASSWORD: 'e2e-admin-password',
        // Journeys run on the demo data a new user sees (rules §9.19).
        SEED_DEMO: '1',
        // Every journey makes its accounts (e2e/fixtures.ts) from this one address; 30 an hour is too few.
        REGISTER_LIMIT: '1000',
        // Email and SMS go to stand-ins on the next two ports, which a journey opens when it
        // reads what was sent (e2e/password-reset.spec.ts); elsewhere their sends just fail.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
        MAIL_FROM: 'Kodesha <no-reply@kodesha.test>',
        SMS_PROVIDER: 'africastalking',
        AT_USERNAME: 'sandbox',
        AT_API_KEY: 'e2e-key',
        AT_BASE_URL: `http://127.0.0.1:${port + 2}`,
        // rules §10.10: the gateway's callbacks (delivery reports, replies) reach this path.
        SMS_WEBHOOK_TOKEN: 'e2e-sms-webhook-token-0123456789',
      },
    },
    {
      command: `rm -rf ${dataDir}-bare && node apps/server/dist/server.js`,
      url: `${bareURL}/api/health`,
      reuseExistingServer: false,
      timeout: Math.round(120_000 * slowness),
      env: {
        PORT: String(barePort),
        HOST: '127.0.0.1',
        DATA_DIR: `${dataDir}-bare`,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@kodesha.test',
        ADMIN_PASSWORD: 'e2e-admin-password',
        // Its journeys list and book their own car: no demo photos to draw at start-up.
        SEED_DEMO: '0',
        REGISTER_LIMIT: '1000',
      },
    },
  ],
});
