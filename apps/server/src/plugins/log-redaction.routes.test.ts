import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../shared/log-redaction.js';
import { bearer, createTestApp, type TestApp } from '../test/test-app.js';

// rules §9.18: the log of a run that used every secret an address can carry holds none.

const webhookToken = 'webhook-secret-7f3a9c2e41d0b8aa';
const resetToken = 'reset-secret-Zk9Qx2Lm4Np7Rt1Vw3Yb5Dc8Fg0Hj6';
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line) => lines.push(line) },
    smsWebhookToken: webhookToken,
  });
});
afterAll(() => t.close());

describe('secrets never reach the log (rules §9.18)', () => {
  it('the webhook paths’ token, a reset link’s token and the live stream’s pass are redacted', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const inbound = await t.app.inject({
      method: 'POST',
      url: `/api/sms/inbound/${webhookToken}`,
      headers: form,
      payload: 'from=%2B250788000001&to=8080&text=STOP&id=log-1',
    });
    expect(inbound.statusCode).toBe(200);
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/sms/delivery-reports/${webhookToken}`,
      headers: form,
      payload: 'id=ATXid_1&status=Success&phoneNumber=%2B250788000001',
    });
    expect(report.statusCode).toBe(200);
    await t.app.inject({ url: `/reset-password?token=${resetToken}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: resetToken, password: 'a-new-secret-1', password_confirmation: 'x' },
    });
    const user = await t.signUp('client');
    const pass = await t.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: bearer(user),
    });
    const { ticket } = pass.json<{ data: { ticket: string } }>().data;
    expect(ticket).toBeTruthy();
    // A stream whose pass is already spent ends at once; its address is logged all the same.
    await t.app.inject({ url: `/api/events?ticket=${encodeURIComponent(ticket)}&ticket=x` });

    const log = lines.join('');
    // The run did reach the log, with the addresses it used…
    expect(log).toContain('/api/sms/inbound/[redacted]');
    expect(log).toContain('/api/sms/delivery-reports/[redacted]');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/api/events?ticket=[redacted]');
    // …and none of their secrets, nor the session's token.
    for (const secret of [webhookToken, resetToken, ticket, user.token])
      expect(log).not.toContain(secret);
  });

  it('redacts each secret however the address is written', () => {
    expect(redactUrl('/api/ussd/abcdefghijklmnop/events')).toBe('/api/ussd/[redacted]/events');
    expect(redactUrl('/API/SMS/INBOUND/abc?x=1')).toBe('/API/SMS/INBOUND/[redacted]?x=1');
    expect(redactUrl('/reset-password?lang=fr&token=abc&next=1')).toBe(
      '/reset-password?lang=fr&token=[redacted]&next=1',
    );
    expect(redactUrl('/api/events?TICKET=abc')).toBe('/api/events?TICKET=[redacted]');
    expect(redactUrl('/api/cars?page=2')).toBe('/api/cars?page=2');
  });
});
