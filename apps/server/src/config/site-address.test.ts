import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { configuredOrigin, startUpWarnings } from './site-address.js';

const site = 'http://127.0.0.1:3400';
const mail = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Kodesha <no-reply@kodesha.rw>' };

describe('start-up warnings (rules §10.4)', () => {
  it('warns that email links would open only here when email is on and PUBLIC_URL is not', () => {
    const warnings = startUpWarnings(loadConfig(mail), site);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/^Email is on \(SMTP_URL\) but PUBLIC_URL is not set/);
    expect(warnings[1]).toContain(site);
  });

  it('says only that PUBLIC_URL is unset when no email goes out', () => {
    const warnings = startUpWarnings(loadConfig({}), site);
    expect(warnings).toEqual([expect.stringMatching(/^PUBLIC_URL is not set/)]);
  });

  it('says nothing once PUBLIC_URL is set', () => {
    expect(
      startUpWarnings(loadConfig({ ...mail, PUBLIC_URL: 'https://kodesha.rw' }), site),
    ).toEqual([]);
  });
});

describe('the site’s address without PUBLIC_URL', () => {
  it('is the configured host and port, every address reading as localhost', () => {
    expect(configuredOrigin('127.0.0.1', 3400)).toBe('http://127.0.0.1:3400');
    expect(configuredOrigin('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(configuredOrigin('::1', 3000)).toBe('http://[::1]:3000');
    expect(configuredOrigin('127.0.0.1', 0)).toBeUndefined();
  });
});
