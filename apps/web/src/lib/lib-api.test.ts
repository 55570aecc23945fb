import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/test/fixtures';
import { ApiContractError } from './api-client';
import { savePreferredLanguage } from './language';
import { channelsQuery, supportContactQuery } from './server-reach';
import { sessionStore } from './session';
import { licenceImageQuery } from './use-licence-image';

/** Every answer comes from the stub, whatever was asked, as `type`. */
function respond(body: BodyInit, type = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': type } })),
  );
}
const json = (value: unknown) => respond(JSON.stringify(value));

async function expectBreach(call: string, run: () => Promise<unknown>, field: RegExp) {
  const failure = await run().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiContractError);
  expect((failure as ApiContractError).call).toBe(call);
  expect((failure as Error).message).toMatch(field);
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe("the app's own calls parse their answers by the contract", () => {
  it('GET /channels: which channels the server sends on (rules §10.4)', async () => {
    json({ sms: true, email: false });
    await expect(new QueryClient().fetchQuery(channelsQuery)).resolves.toEqual({
      sms: true,
      email: false,
    });
    json({ sms: 'yes', email: false });
    await expectBreach('GET /channels', () => new QueryClient().fetchQuery(channelsQuery), /sms/);
  });

  it("GET /support-contact: the team's phone, or null (rules §6.2)", async () => {
    json({ phone: null });
    await expect(new QueryClient().fetchQuery(supportContactQuery)).resolves.toEqual({
      phone: null,
    });
    json({ phone: 250788000000 });
    await expectBreach(
      'GET /support-contact',
      () => new QueryClient().fetchQuery(supportContactQuery),
      /phone/,
    );
  });

  it('PUT /me/preferred-language: the account comes back with the choice (rules §9.15)', async () => {
    const user = aUser({ preferred_language: 'fr' });
    sessionStore.start({ token: 'a-token', user: aUser() });
    json({ user });
    await expect(savePreferredLanguage('fr')).resolves.toEqual(user);
    json({ user: { ...user, preferred_language: 'de' } });
    await expectBreach(
      'PUT /me/preferred-language',
      () => savePreferredLanguage('fr'),
      /user\.preferred_language/,
    );
  });

  it('GET /users/{id}/license-image: the photo comes back as a Blob (rules §1.9)', async () => {
    respond('photo bytes', 'image/webp');
    const photo = await new QueryClient().fetchQuery(
      licenceImageQuery('/api/users/11/license-image?v=1'),
    );
    // fetch's Blob under jsdom is Node's, not jsdom's `Blob`: known by its tag.
    expect(Object.prototype.toString.call(photo)).toBe('[object Blob]');
    expect(photo.type).toBe('image/webp');
    expect(photo.size).toBe('photo bytes'.length);
  });

  it('GET /users/{id}/license-image: JSON in place of the photo is an ApiContractError', async () => {
    json({ data: null });
    await expectBreach(
      'GET /users/11/license-image',
      () => new QueryClient().fetchQuery(licenceImageQuery('/api/users/11/license-image?v=1')),
      /expected the photo/,
    );
  });
});
