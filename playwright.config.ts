import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;

/**
 * Journeys in Debian's Chromium against the built app on a fresh, demo-seeded embedded database.
 * One worker: the embedded database admits one server process, and 2 cores are shared.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && node apps/server/dist/server.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
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
});
