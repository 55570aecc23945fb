import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/support-contact (rules §6.2 Need Help)', () => {
  it('answers the phone SUPPORT_PHONE sets', async () => {
    t = await createTestApp({ supportPhone: '+250 788 123 456' });
    const response = await t.app.inject({ method: 'GET', url: '/api/support-contact' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone: '+250 788 123 456' });
  });

  it('answers no phone when none is set', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/support-contact' });
    expect(response.json()).toEqual({ phone: null });
  });
});
