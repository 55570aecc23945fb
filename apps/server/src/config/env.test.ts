import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      admin: undefined,
      trustProxy: false,
      logLevel: 'info',
      seedDemo: true,
      registerLimitPerHour: 100,
      publicUrl: undefined,
      storage: undefined,
      shutdownTimeoutMs: 20_000,
      shutdownDrainMs: 0,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('takes SUPPORT_PHONE as a phone number, and refuses what is not one', () => {
    expect(loadConfig({}).supportPhone).toBeUndefined();
    expect(loadConfig({ SUPPORT_PHONE: '+250 788 123 456' }).supportPhone).toBe('+250 788 123 456');
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE/);
  });

  it('keeps the origin of PUBLIC_URL, and refuses one that is not a web address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kodesha.rw/some/path' }).publicUrl).toBe(
      'https://kodesha.rw',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://kodesha.rw' })).toThrow(/PUBLIC_URL/);
  });

  it('keeps photos in a bucket only with S3_BUCKET, and reads its settings', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'kodesha-photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'af-south-1',
        S3_FORCE_PATH_STYLE: '1',
        PUBLIC_ASSETS_URL: 'https://cdn.kodesha.rw',
      }).storage,
    ).toEqual({
      bucket: 'kodesha-photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'af-south-1',
      forcePathStyle: true,
      publicAssetsUrl: 'https://cdn.kodesha.rw',
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000' }).shutdownTimeoutMs).toBe(5_000);
  });

  it('reads the first admin, lower-casing the email', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: 'Admin@Kodesha.RW', ADMIN_PASSWORD: 'long-enough' }).admin,
    ).toEqual({
      email: 'admin@kodesha.rw',
      password: 'long-enough',
    });
  });

  it.each([
    [{ ADMIN_EMAIL: 'admin@kodesha.rw' }, 'set both ADMIN_EMAIL and ADMIN_PASSWORD'],
    [
      { ADMIN_EMAIL: 'admin@kodesha.rw', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD must be at least 8 characters',
    ],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true would believe any address a client writes'],
    [{ TRUST_PROXY: '10.0.0.1,10.0.0.0/33' }, 'not a proxy address or network: 10.0.0.0/33'],
    [{ REGISTER_LIMIT: '0' }, 'REGISTER_LIMIT'],
  ])('refuses %j naming the problem', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(problem);
  });

  it('skips the demo data with SEED_DEMO=0', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO');
  });

  it('trusts exactly the proxies named: none, a hop count, or their addresses and networks', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '172.16.0.0/12', 'fd00::/8', 'loopback']);
  });

  it('reads the sign-up limit per address', () => {
    expect(loadConfig({ REGISTER_LIMIT: '500' }).registerLimitPerHour).toBe(500);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });
});
