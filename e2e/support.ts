import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const admin = { email: 'admin@kodesha.test', password: 'e2e-admin-password' };
export const password = 'correct-horse-battery';

let counter = 0;
/**
 * A short tag no other test has, in this worker or another one running beside it: the time,
 * this worker's process and a count (two workers may start a test in the same millisecond).
 */
export function uniqueTag(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-5)}${(process.pid % 1296).toString(36)}${counter.toString(36)}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${uniqueTag()}@example.rw`;
}

/**
 * The `count` oldest public cars or drivers: demo listings, which no journey changes. The
 * newest may be one another journey, running beside this one, is about to delete or hide.
 */
export async function demoListings<Listing extends { id: number } = { id: number }>(
  request: APIRequestContext,
  list: 'cars' | 'drivers',
  count = 1,
): Promise<Listing[]> {
  const read = async (page: number) => {
    const response = await request.get(`/api/${list}?per_page=1&page=${page}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as { data: Listing[]; total: number };
  };
  const { total } = await read(1);
  const oldest: Listing[] = [];
  for (let page = total; page > total - count; page -= 1) oldest.push((await read(page)).data[0]!);
  return oldest;
}

/** A real 1×1 PNG, as a phone's licence photo stands in for here. */
export const licencePng = {
  name: 'licence.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const roleChoice = {
  client: 'Rent a car',
  owner: 'List my car',
  driver: 'Register as driver',
} as const;

export async function signUp(
  page: Page,
  role: keyof typeof roleChoice,
  email = uniqueEmail(role),
): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel(roleChoice[role]).check();
  await page.getByLabel('Full name').fill(`Test ${role}`);
  await page.getByLabel('Email address').fill(email);
  if (role !== 'client') await page.getByLabel('Phone number').fill('+250 788 123 456');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  return email;
}

export async function logIn(page: Page, email: string, secret = password): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL('/');
}

type Api = APIRequestContext;

/** A signed-in account as the API answers it: the session the web app keeps in localStorage. */
export type Account = {
  token: string;
  email: string;
  user: { id: number; role: string; license_verification_status: string } & Record<string, unknown>;
};

/** An account made through the API, for journeys that start from data rather than from signup. */
export async function apiSignUp(request: Api, role: keyof typeof roleChoice): Promise<Account> {
  const email = uniqueEmail(`${role}-api`);
  const response = await request.post('/api/register', {
    data: {
      name: `Api ${role}`,
      email,
      password,
      password_confirmation: password,
      role,
      phone_number: role === 'client' ? undefined : '+250 788 555 010',
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as Pick<Account, 'token' | 'user'>;
  return { token: body.token, email, user: body.user };
}

export async function apiLogIn(request: Api, email: string, secret = password): Promise<Account> {
  const response = await request.post('/api/login', { data: { email, password: secret } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Pick<Account, 'token' | 'user'>;
  return { token: body.token, email, user: body.user };
}

const bearer = (account: Pick<Account, 'token'>) => ({ authorization: `Bearer ${account.token}` });

/** The client uploads a licence photo and the admin verifies it; returns the client as now seen. */
export async function apiVerifyClientLicence(
  request: Api,
  client: Account,
  adminAccount: Account,
): Promise<Account> {
  const form = new FormData();
  form.append('license_image', new Blob([licencePng.buffer], { type: 'image/png' }), 'licence.png');
  const uploaded = await request.post('/api/account/license', {
    headers: bearer(client),
    multipart: form,
  });
  expect(uploaded.status()).toBe(200);
  const submitted = ((await uploaded.json()) as { data: { license_submitted_at: string } }).data;
  const decided = await request.post(`/api/admin/users/${client.user.id}/verify-license`, {
    headers: bearer(adminAccount),
    data: { status: 'verified', submitted_at: submitted.license_submitted_at },
  });
  expect(decided.status()).toBe(200);
  const me = await request.get('/api/me', { headers: bearer(client) });
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as Pick<Account, 'user'>;
  expect(user.license_verification_status).toBe('verified');
  return { ...client, user };
}

/** Lists a car through the API with `photos` copies of a small PNG; returns its id. */
export async function apiListCar(
  request: Api,
  token: string,
  fields: Record<string, string | number>,
  photos = 1,
): Promise<number> {
  const form = new FormData();
  const all = {
    year: new Date().getFullYear() - 4,
    car_type: 'sedan',
    description: 'A clean, reliable car for trips around town.',
    location: 'Kigali',
    price_per_hour: 10000,
    features: JSON.stringify(['Air conditioning']),
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.append(key, String(value));
  for (let index = 0; index < photos; index += 1)
    form.append('images', new Blob([licencePng.buffer], { type: 'image/png' }), `car-${index}.png`);
  const response = await request.post('/api/cars', { headers: bearer({ token }), multipart: form });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/**
 * A driver profile registered and verified through the API, for `account` (a new driver unless
 * given); returns the profile's id and name and the account's email.
 */
export async function apiVerifiedDriver(
  request: Api,
  fields: Record<string, string | number> = {},
  account?: Account,
): Promise<{ id: number; name: string; email: string }> {
  const driver = await apiRegisteredDriver(request, fields, account);
  await apiVerifyDriverLicence(
    request,
    driver.id,
    await apiLogIn(request, admin.email, admin.password),
  );
  return driver;
}

/**
 * A driver profile registered through the API, its licence waiting for the admin, for
 * `account` (a new driver unless given); returns the profile's id and name and the
 * account's email.
 */
export async function apiRegisteredDriver(
  request: Api,
  fields: Record<string, string | number> = {},
  account?: Account,
): Promise<{ id: number; name: string; email: string }> {
  const driver = account ?? (await apiSignUp(request, 'driver'));
  const name = `Driver ${uniqueTag()}`;
  const form = new FormData();
  const all = {
    name,
    age: 35,
    experience: 9,
    license_number: 'RW-E2E-1',
    location: 'Kigali',
    price_per_hour: 4000,
    specialties: JSON.stringify(['city-driving']),
    availability_notes: 'Every day, 6am to 9pm',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.append(key, String(value));
  form.append('license_image', new Blob([licencePng.buffer], { type: 'image/png' }), 'licence.png');
  const created = await request.post('/api/drivers', { headers: bearer(driver), multipart: form });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  return { id, name, email: driver.email };
}

/** The admin verifies a driver profile's licence (the admin screens for drivers come later). */
export async function apiVerifyDriverLicence(
  request: Api,
  driverId: number,
  adminAccount: Account,
): Promise<void> {
  const decided = await request.post(`/api/admin/drivers/${driverId}/verify-license`, {
    headers: bearer(adminAccount),
    data: { status: 'verified' },
  });
  expect(decided.status()).toBe(200);
}

/**
 * A booking that has started, confirmed by its provider: a booking is completed only once
 * it has started (rules §4.4), and journeys run on the real clock. The client books
 * `item` for two hours starting a moment from now, the provider confirms it, and this
 * waits until the start has passed. A pending request must never reach its start (it
 * would expire): on a machine too slow to confirm with time to spare, the client takes the
 * request back and asks again with a longer lead. Returns the booking's id.
 */
export async function apiStartedBooking(
  request: Api,
  client: Pick<Account, 'token'>,
  provider: Pick<Account, 'token'>,
  item: { type: 'car' | 'driver'; id: number },
): Promise<number> {
  for (let leadMs = 3_000; ; leadMs *= 2) {
    const asked = Date.now();
    const start = new Date(Math.ceil((asked + leadMs) / 1000) * 1000);
    const booked = await request.post('/api/bookings', {
      headers: bearer(client),
      data: {
        item_type: item.type,
        item_id: item.id,
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      },
    });
    expect(booked.status()).toBe(201);
    const { id } = ((await booked.json()) as { data: { id: number } }).data;
    // Confirming takes about as long as asking did; leave it that and as much again.
    if (start.getTime() - Date.now() < 2 * (Date.now() - asked) + 1_000) {
      const withdrawn = await request.post(`/api/bookings/${id}/update-status`, {
        headers: bearer(client),
        data: { status: 'cancelled' },
      });
      expect(withdrawn.status()).toBe(200);
      continue;
    }
    const confirmed = await request.post(`/api/bookings/${id}/update-status`, {
      headers: bearer(provider),
      data: { status: 'confirmed' },
    });
    expect(confirmed.status()).toBe(200);
    // The start is a moment on the clock, not an event to wait for.
    await new Promise((resolve) => setTimeout(resolve, start.getTime() - Date.now() + 500));
    return id;
  }
}

/** Tomorrow's date in Kigali (UTC+2), as a date input takes it. */
export function kigaliTomorrow(): string {
  return new Date(Date.now() + (2 + 24) * 3_600_000).toISOString().slice(0, 10);
}

/** axe finds nothing serious or critical on the page (once its heading shows). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every rule runs; only the violations are written out in full (axe's passes and
  // incomplete lists are what make a run slow, and nothing here reads them).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Whether the hydrated page at `page` still holds what the server drew in `#root` (the
 * HTML it `served`), compared as the browser parses that HTML. The changes hydration
 * makes on purpose: a form's controls, drawn disabled, are enabled, and photos off the
 * first screen come once near it (rules §9.16).
 */
export async function expectServerDrawingKept(
  page: Page,
  served: string,
  what: string,
): Promise<void> {
  const drawn = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(
    served,
  )![1]!;
  const parsed = await page.evaluate((markup) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    template.content
      .querySelectorAll('fieldset[disabled]')
      .forEach((fieldset) => fieldset.removeAttribute('disabled'));
    return template.innerHTML;
  }, drawn);
  // A photo off the first screen is drawn in a <noscript> and comes as a plain lazy <img>
  // once near the screen (rules §9.16); a listing's week comes after hydration, in place of
  // its placeholder (rules §4.15): both are set aside, everything else must match.
  const withoutLaterPhotos = (html: string) =>
    html
      .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
      .replace(/<img [^>]*loading="lazy"[^>]*>/g, '')
      .replace(
        /(<section aria-labelledby="calendar-title"[^>]*>)[\s\S]*?<\/section>/g,
        '$1</section>',
      );
  expect(withoutLaterPhotos(await page.locator('#root').innerHTML()), what).toBe(
    withoutLaterPhotos(parsed),
  );
}

/** Waits until the service worker is active and controls this page. */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
