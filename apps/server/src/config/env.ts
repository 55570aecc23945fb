import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** Names proxy-addr (Fastify's `trustProxy`) knows for whole private ranges. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/** An address (`10.0.0.5`), a network (`10.0.0.0/8`, `fd00::/8`) or a range's name. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of Kodesha are believed about the client's address (rules §9.12):
 * none (unset, `0`, `false`), the nearest `n` hops (`1`), or the proxies at these addresses
 * and networks (`10.0.0.5,10.1.0.0/16`). `true` — every hop, so the left-most
 * `X-Forwarded-For`, which the client writes itself — is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (value === 'true' || wrong.length)
      context.addIssue({
        code: 'custom',
        message:
          value === 'true'
            ? 'TRUST_PROXY=true would believe any address a client writes; give the number of proxies in front of Kodesha (1) or their addresses'
            : `not a proxy address or network: ${wrong.join(', ')}`,
      });
    return entries;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: flag.default(true),
  REGISTER_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  PUBLIC_ASSETS_URL: z
    .string()
    .url()
    .refine((url) => /^https?:/.test(url), 'PUBLIC_ASSETS_URL must start with http:// or https://')
    .optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(
      /^\+?[0-9][0-9 ()-]{5,22}$/,
      'SUPPORT_PHONE must be a phone number, e.g. +250 788 123 456',
    )
    .optional(),
  PUBLIC_URL: z
    .string()
    .url()
    .refine((url) => /^https?:/.test(url), 'PUBLIC_URL must start with http:// or https://')
    .optional(),
  // rules §10.4: SMS through Africa's Talking, email over SMTP; unset, the app only.
  SMS_PROVIDER: z.enum(['africastalking']).optional(),
  AT_USERNAME: z.string().optional(),
  AT_API_KEY: z.string().optional(),
  AT_SENDER_ID: z.string().optional(),
  AT_BASE_URL: z.string().url().default('https://api.africastalking.com'),
  SMS_WEBHOOK_TOKEN: z
    .string()
    .min(16, 'SMS_WEBHOOK_TOKEN must be at least 16 characters')
    .optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:/.test(url), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
});

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, s3rver); unset, AWS's own. */
  endpoint?: string;
  region?: string;
  /** `bucket` in the path (`host/bucket/key`) rather than the host name; most non-AWS servers. */
  forcePathStyle?: boolean;
  /**
   * Where browsers fetch public photos (a CDN in front of the bucket or of this site):
   * `${publicAssetsUrl}/uploads/…`. Unset, this process serves them from `/uploads`.
   */
  publicAssetsUrl?: string;
  /** Tests only: keys for the test's own server. Otherwise the SDK's usual chain (AWS_* variables, a role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * The proxies believed about the client's address: false (none, the connection's own
   * address), a hop count, or their addresses and networks (Fastify's `trustProxy`).
   */
  trustProxy: false | number | string[];
  /** The built web app; served when it exists. */
  webDist: string;
  /** Demo owners and cars on an empty database (rules §9.19); `SEED_DEMO=0` skips them. */
  seedDemo: boolean;
  /** Sign-ups per address per hour (100, rules §9.12; browser test runs sign up more from one address). */
  registerLimitPerHour: number;
  /**
   * The site's own address (`https://kodesha.rw`), for the absolute links of pages, the
   * sitemap and link previews; unset, the address this process listens on (never a
   * request's Host or X-Forwarded-Host, which its sender writes), said at start-up.
   */
  publicUrl: string | undefined;
  /**
   * How long a stop (SIGTERM, SIGINT) may take before the process ends anyway, with
   * whatever is still running cut off: shorter than an orchestrator's own (30 s, mostly).
   */
  shutdownTimeoutMs: number;
  /**
   * Photos and licences in this S3-compatible bucket, shared by every process (record 22);
   * undefined, a folder of `dataDir`. Credentials come the AWS SDK's usual way
   * (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, a profile or a role).
   */
  storage: S3Settings | undefined;
  /**
   * On SIGTERM, how long the process keeps answering, with `GET /api/health` at 503, before
   * it closes its port: long enough for a load balancer's health checks to see it go.
   */
  shutdownDrainMs: number;
  /** rules §10.4: the SMS gateway; unset, SMS are recorded `skipped`. */
  sms:
    | {
        provider: 'africastalking';
        username: string;
        apiKey: string;
        senderId?: string;
        baseUrl: string;
      }
    | undefined;
  /** The secret path of the gateway's delivery reports; unset, they are not taken. */
  smsWebhookToken: string | undefined;
  /** rules §10.4: where email goes out; unset, emails are recorded `skipped`. */
  smtp: { url: string; from: string } | undefined;
  /** The team's phone, shown in the ticket page's Need Help block (rules §6.2); unset, none. */
  supportPhone: string | undefined;
};

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads the configuration once at start-up; a bad value stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.PUBLIC_ASSETS_URL))
    throw new Error(
      'Invalid configuration: S3_ENDPOINT and PUBLIC_ASSETS_URL need S3_BUCKET (photos stay in DATA_DIR without it)',
    );
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither');
  }
  if (e.SMS_PROVIDER && (!e.AT_USERNAME || !e.AT_API_KEY)) {
    throw new Error(
      'Invalid configuration: SMS_PROVIDER=africastalking needs AT_USERNAME and AT_API_KEY',
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new Error(
      'Invalid configuration: SMTP_URL needs MAIL_FROM (the address emails come from)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    seedDemo: e.SEED_DEMO,
    registerLimitPerHour: e.REGISTER_LIMIT,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    storage: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicAssetsUrl: e.PUBLIC_ASSETS_URL,
        }
      : undefined,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    sms: e.SMS_PROVIDER
      ? {
          provider: e.SMS_PROVIDER,
          username: e.AT_USERNAME!,
          apiKey: e.AT_API_KEY!,
          senderId: e.AT_SENDER_ID,
          baseUrl: e.AT_BASE_URL,
        }
      : undefined,
    smsWebhookToken: e.SMS_WEBHOOK_TOKEN,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM! } : undefined,
    supportPhone: e.SUPPORT_PHONE,
  };
}
