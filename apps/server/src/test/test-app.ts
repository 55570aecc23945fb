import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SignupRole } from '@kodesha/domain';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.js';
import type { RateLimits } from '../plugins/rate-limits.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { fastTestPasswords } from './fast-passwords.js';

let template: Promise<Blob | undefined> | undefined;
/** The migrated database the tier's global setup dumped, read once per file. */
function embeddedTemplate(): Promise<Blob | undefined> {
  const file = inject('embeddedTemplate');
  template ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return template;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server named by DATABASE_URL.
 */
export async function openFreshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: undefined, template: await embeddedTemplate() });
  const name = `kodesha_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Files sign up many users from one address and act a lot; the limits themselves have
 * their own tests (rate-limits.routes.test.ts, account-limits.routes.test.ts).
 */
const roomyLimit = [{ max: 10_000, timeWindow: 60_000 }];
export const roomyRateLimits: RateLimits = {
  register: roomyLimit,
  passwordReset: roomyLimit,
  passwordResetTry: roomyLimit,
  phoneVerify: roomyLimit,
  licenceUpload: roomyLimit,
  passwordChange: roomyLimit,
  ticketRequest: roomyLimit,
  gpsRequest: roomyLimit,
  chatMessage: roomyLimit,
  bookingRequest: roomyLimit,
  streamPass: roomyLimit,
  phoneReveal: roomyLimit,
  carWrite: roomyLimit,
  driverWrite: roomyLimit,
};

export type { ErrorBody } from '../plugins/errors.js';

export type TestUser = { id: number; email: string; token: string; password: string };

/**
 * One database for two apps, as two server processes would share it: PGlite's one handle
 * twice (it admits one process), or two connection pools on one PostgreSQL database.
 */
export async function openSharedDatabase(): Promise<{
  handles: [DatabaseHandle, DatabaseHandle];
  close: () => Promise<void>;
}> {
  const first = await openFreshDatabase();
  if (!first.url) return { handles: [first, first], close: first.close };
  const second = await openDatabase({ databaseUrl: first.url });
  return {
    handles: [first, second],
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}

export async function createTestApp(
  options: Partial<Omit<AppOptions, 'db' | 'dataDir'>> & {
    /** A database another app shares (openSharedDatabase); its opener closes it. */
    database?: DatabaseHandle;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kodesha-test-'));
  const { database: shared, ...appOptions } = options;
  const database = shared ?? (await openFreshDatabase());
  const app = await buildApp({
    db: database.db,
    notifications: database.notifications,
    dataDir,
    logLevel: 'silent',
    trustProxy: false,
    // Argon2id is slow on purpose; the API tests hash with a cheap one (passwords.routes.test.ts keeps the real one).
    passwords: fastTestPasswords,
    // Tests fix the clock: due jobs run when a test says so (`app.jobs.runDue()`).
    jobRunner: false,
    ...appOptions,
    rateLimits: { ...roomyRateLimits, ...appOptions.rateLimits },
  });
  let counter = 0;

  return {
    app,
    dataDir,
    db: database.db,
    notifications: database.notifications,
    async close() {
      await app.close();
      if (!shared) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    /** Signs up a new user of that role through the API. */
    async signUp(
      role: SignupRole = 'client',
      overrides: Record<string, unknown> = {},
    ): Promise<TestUser> {
      counter += 1;
      const password = 'correct-horse-battery';
      const email = `${role}${counter}-${randomBytes(3).toString('hex')}@example.rw`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: `Test ${role} ${counter}`,
          email,
          password,
          password_confirmation: password,
          role,
          phone_number: role === 'client' ? undefined : '+250 788 000 000',
          ...overrides,
        },
      });
      if (response.statusCode !== 201)
        throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
      const body = response.json<{ user: { id: number; email: string }; token: string }>();
      return { id: body.user.id, email: body.user.email, token: body.token, password };
    },
    async signInAdmin(): Promise<TestUser> {
      const admin = {
        email: `admin-${randomBytes(3).toString('hex')}@example.rw`,
        password: 'admin-password-1',
      };
      await app.auth.ensureAdmin(admin);
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: admin });
      const body = response.json<{ user: { id: number }; token: string }>();
      return { id: body.user.id, email: admin.email, token: body.token, password: admin.password };
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/** A multipart body with one file, built by hand so tests need no form library. */
export function multipartFile(
  field: string,
  filename: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----kodesha${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG (1×1), for upload tests. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type FormFile = { field: string; filename: string; bytes: Buffer; type?: string };

/** A multipart body with text fields and any number of files. */
export function multipartForm(fields: Record<string, string | number>, files: FormFile[] = []) {
  const boundary = `----kodesha${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a multipart form to `url` as `user` (or nobody), as a phone's browser would. */
export function postForm(
  t: TestApp,
  url: string,
  user: TestUser | undefined,
  fields: Record<string, string | number>,
  files: FormFile[],
) {
  const form = multipartForm(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, ...(user ? bearer(user) : {}) },
    payload: form.payload,
  });
}
