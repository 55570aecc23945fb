import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: flag.default(true),
  REGISTER_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  PUBLIC_URL: z
    .string()
    .url()
    .refine((url) => /^https?:/.test(url), 'PUBLIC_URL must start with http:// or https://')
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** The built web app; served when it exists. */
  webDist: string;
  /** Demo owners and cars on an empty database (rules §9.19); `SEED_DEMO=0` skips them. */
  seedDemo: boolean;
  /** Sign-ups per address per hour (30; browser test runs sign up more from one address). */
  registerLimitPerHour: number;
  /**
   * The site's own address (`https://kodesha.rw`), for the absolute links of pages, the
   * sitemap and link previews; unset, each request's own host is used.
   */
  publicUrl: string | undefined;
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
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither');
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
  };
}
