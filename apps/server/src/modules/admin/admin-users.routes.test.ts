import { messages, type Page, type UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, invalidFields } from '../../test/error-bodies.js';
import {
  bearer,
  createTestApp,
  multipartFile,
  tinyPng,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';

// A controlled clock, so submission order does not depend on how fast requests run.
let now = new Date('2025-03-01T08:00:00Z');
const tick = () => {
  now = new Date(now.getTime() + 60_000);
};

let t: TestApp;
let admin: TestUser;
let client: TestUser;
let owner: TestUser;
/** Signed up in this order, but they submit their licences in the order queued. */
let first: TestUser;
let second: TestUser;
let third: TestUser;
let queued: TestUser[] = [];
/** Each user's latest `license_submitted_at`, as the upload answered it. */
const submittedAt = new Map<number, string>();

async function submitLicence(user: TestUser): Promise<UserView> {
  tick();
  const body = multipartFile('license_image', 'licence.png', tinyPng, 'image/png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/license',
    headers: { ...body.headers, ...bearer(user) },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  const dto = response.json<{ data: UserView }>().data;
  submittedAt.set(user.id, dto.license_submitted_at!);
  return dto;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.signInAdmin();
  client = await t.signUp('client');
  owner = await t.signUp('owner');
  [first, second, third] = [
    await t.signUp('client'),
    await t.signUp('driver'),
    await t.signUp('owner'),
  ];
  queued = [third, first, second];
  for (const user of queued) await submitLicence(user);
});
afterAll(() => t.close());

const listUsers = (actor: TestUser | undefined, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/users${query}`,
    headers: actor ? bearer(actor) : {},
  });
const decide = (actor: TestUser | undefined, id: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/verify-license`,
    headers: actor ? bearer(actor) : {},
    payload,
  });
/** A decision on the photo the admin last saw for that user. */
const decision = (user: TestUser, status: string) => ({
  status,
  submitted_at: submittedAt.get(user.id) ?? '2025-01-01T00:00:00.000Z',
});
async function statusOf(user: TestUser): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return response.json<{ user: UserView }>().user.license_verification_status;
}

describe('GET /api/admin/users', () => {
  it('lists exactly the pending users, oldest submission first, as a page', async () => {
    const response = await listUsers(admin, '?license_status=pending');
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<UserView>>();
    expect(page).toEqual({
      data: expect.any(Array),
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 3,
    });
    expect(page.data.map((user) => user.id)).toEqual(queued.map((user) => user.id));
    expect(page.data.every((user) => user.license_verification_status === 'pending')).toBe(true);
    expect(page.data[0]).toMatchObject({
      license_image_url: `/api/users/${third.id}/license-image?v=${Date.parse(submittedAt.get(third.id)!)}`,
      license_submitted_at: submittedAt.get(third.id),
    });
  });

  it('pages with per_page and page', async () => {
    const firstPage = (await listUsers(admin, '?license_status=pending&per_page=2')).json<
      Page<UserView>
    >();
    expect(firstPage).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(firstPage.data.map((user) => user.id)).toEqual([third.id, first.id]);
    const response = await listUsers(admin, '?license_status=pending&per_page=2&page=2');
    expect(response.statusCode).toBe(200);
    const secondPage = response.json<Page<UserView>>();
    expect(secondPage).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(secondPage.data.map((user) => user.id)).toEqual([second.id]);
  });

  it('refuses a per_page over 100 with 422', async () => {
    const response = await listUsers(admin, '?per_page=101');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual(['per_page']);
  });

  it('is for admins only', async () => {
    for (const actor of [client, owner]) {
      const response = await listUsers(actor, '?license_status=pending');
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>()).toEqual(errorBody('auth.adminOnly'));
    }
    const anonymous = await listUsers(undefined, '?license_status=pending');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ErrorBody>()).toEqual(errorBody('auth.unauthenticated'));
  });

  it('never contains password hashes or private file names', async () => {
    const response = await listUsers(admin, '?per_page=100');
    expect(response.statusCode).toBe(200);
    expect(response.json<Page<UserView>>().total).toBe(6);
    expect(response.body).not.toMatch(
      /"password|password_hash|argon2|test-sha256|license_image_file|licenseImageFile|\.png/i,
    );
  });
});

describe('POST /api/admin/users/{id}/verify-license', () => {
  it('verifies a pending licence', async () => {
    const response = await decide(admin, first.id, decision(first, 'verified'));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserView }>().data).toMatchObject({
      id: first.id,
      license_verification_status: 'verified',
    });
    expect(await statusOf(first)).toBe('verified');
  });

  it('rejects another pending licence', async () => {
    const response = await decide(admin, second.id, decision(second, 'rejected'));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserView }>().data).toMatchObject({
      id: second.id,
      license_verification_status: 'rejected',
    });
    expect(await statusOf(second)).toBe('rejected');
  });

  it('decided licences leave the pending queue', async () => {
    const page = (await listUsers(admin, '?license_status=pending')).json<Page<UserView>>();
    expect(page.data.map((user) => user.id)).toEqual([third.id]);
    expect(page.total).toBe(1);
  });

  it('refuses to decide a licence that is not pending', async () => {
    for (const [user, status] of [
      [owner, 'not_submitted'],
      [first, 'verified'],
    ] as const) {
      const response = await decide(admin, user.id, decision(user, 'rejected'));
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>()).toEqual(errorBody('licence.notPending'));
      expect(await statusOf(user)).toBe(status);
    }
  });

  it('refuses a decision other than verified or rejected', async () => {
    const response = await decide(admin, third.id, decision(third, 'approved'));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual({
      ...invalidFields({ status: 'licenceStatusInvalid' }),
      message: messages.licenceStatusInvalid,
    });
    expect(await statusOf(third)).toBe('pending');
  });

  it('is for admins only', async () => {
    const response = await decide(client, third.id, decision(third, 'verified'));
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toEqual(errorBody('auth.adminOnly'));
    const anonymous = await decide(undefined, third.id, decision(third, 'verified'));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ErrorBody>()).toEqual(errorBody('auth.unauthenticated'));
    expect(await statusOf(third)).toBe('pending');
  });

  it("accepts the spec's {status} alone, and records the decision in the audit log", async () => {
    const late = await t.signUp('client');
    await submitLicence(late);
    const response = await decide(admin, late.id, { status: 'verified' });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(late)).toBe('verified');
    const log = await t.app.inject({
      url: '/api/admin/audit-log?action=user.licence_decided',
      headers: bearer(admin),
    });
    expect(log.json<Page<{ target_id: number; summary: string }>>().data[0]).toMatchObject({
      target_id: late.id,
      summary: 'pending → verified',
    });
  });

  it('answers an unknown user id with 404', async () => {
    const response = await decide(admin, 987_654, decision(third, 'verified'));
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>()).toEqual(errorBody('user.notFound'));
  });

  it('answers ids beyond a PostgreSQL integer with 404, not 422 or 500', async () => {
    for (const id of [2_147_483_648, 99_999_999_999]) {
      const response = await decide(admin, id, decision(third, 'verified'));
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>()).toEqual(errorBody('request.notFound'));
    }
  });

  it('takes the submitted_at of the photo the admin saw as an ISO date-time, when sent', async () => {
    for (const submitted_at of ['', 'yesterday', 1_740_816_000_000]) {
      const response = await decide(admin, third.id, { status: 'verified', submitted_at });
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json<ErrorBody>().errors).toEqual({ submitted_at: [messages.invalidInput] });
    }
    expect(await statusOf(third)).toBe('pending');
  });

  it('refuses a decision on a photo that was replaced since, and keeps the licence pending', async () => {
    const seen = submittedAt.get(third.id)!;
    const renewed = await submitLicence(third);
    expect(renewed.license_submitted_at).not.toBe(seen);
    const stale = await decide(admin, third.id, { status: 'verified', submitted_at: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>()).toEqual(errorBody('licence.changedSinceViewed'));
    expect(await statusOf(third)).toBe('pending');
    const fresh = await decide(admin, third.id, decision(third, 'verified'));
    expect(fresh.statusCode).toBe(200);
    expect(await statusOf(third)).toBe('verified');
  });
});
