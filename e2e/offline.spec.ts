import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogIn, controlled, demoListings, logOut } from './support';

/** Installing and offline (rules §9.21): the manifest, the service worker and what it keeps. */

// The other journeys run without the worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/** `count` demo cars (which no journey changes), each with its title as its page shows it. */
async function demoCars(request: APIRequestContext, count: number) {
  type Car = { id: number; make: string; model: string; year: number };
  const cars = await demoListings<Car>(request, 'cars', count);
  return cars.map((car) => ({ id: car.id, title: `${car.year} ${car.make} ${car.model}` }));
}

/** A fresh browser context, its page not waiting for hydration (the offline page has none). */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('the manifest names the app and its icons are real PNGs of their sizes', async ({
  request,
  page,
}) => {
  await page.goto('/cars');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'Kodesha',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b6e4f',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // The PNG header says its width and height (IHDR, bytes 16–23).
    const size = `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
    expect(size, icon.src).toBe(icon.sizes);
  }
  // Chromium's own verdict: installable, nothing missing.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // A test's browser context is a private window, where nothing installs: that one aside.
  const errors = installabilityErrors.map((error) => error.errorId);
  expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('offline, a car seen before opens with its title and a note; one never seen shows the offline page, in the person’s language', async ({
  browser,
  baseURL,
  request,
}) => {
  const [seen, unseen, unseenToo] = await demoCars(request, 3);
  const { context, page } = await freshPage(browser, baseURL);
  await page.goto('/');
  await controlled(page);
  await page.goto('/login');
  await page.goto(`/cars/${seen!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seen!.title })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(`/cars/${seen!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seen!.title })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toContainText(/Offline — shown as of \d/);
  await page.screenshot({ path: 'test-results/offline-note-1280.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: 'test-results/offline-note-375.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto(`/cars/${unseen!.id}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-page-1280.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: 'test-results/offline-page-375.png' });

  // A write tried offline says so, and what was typed stays.
  await page.goto('/login');
  await page.getByLabel('Email address').fill('someone@kodesha.test');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText(/check your internet connection/)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('someone@kodesha.test');

  // The offline page speaks the person's language.
  await context.addCookies([{ name: 'kodesha_language', value: 'fr', url: baseURL! }]);
  await page.goto(`/cars/${unseenToo!.id}`);
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  await context.close();
});

test('logging out empties what was kept of the pages that person saw', async ({
  clientPage: page,
  request,
}) => {
  const [car] = await demoCars(request, 1);
  await page.goto('/');
  await controlled(page);
  await page.goto(`/cars/${car!.id}`);
  // The pages the worker kept of this car, and any kept request that carried a session.
  const kept = () =>
    page.evaluate(async (id) => {
      const pages = await caches.open('kodesha-pages');
      const seen = (await pages.keys()).filter((request) => request.url.includes(`/cars/${id}`));
      let signedIn = 0;
      for (const name of await caches.keys()) {
        const requests = await (await caches.open(name)).keys();
        signedIn += requests.filter((request) => request.headers.has('authorization')).length;
      }
      return { seen: seen.length, signedIn };
    }, car!.id);
  await expect.poll(kept).toEqual({ seen: 1, signedIn: 0 });
  await logOut(page);
  // (The car's public API answer may be kept again: the screen refetches it as a visitor.)
  await expect.poll(kept).toEqual({ seen: 0, signedIn: 0 });
});

/** How many of a page's kept copies (the worker's page cache) are of `/cars/<id>`. */
const keptCarPages = (page: Page, id: number) =>
  page.evaluate(async (carId) => {
    const pages = await caches.open('kodesha-pages');
    return (await pages.keys()).filter((request) => request.url.includes(`/cars/${carId}`)).length;
  }, id);

test('a reset link’s page is never kept: its token leaves the address bar, no cache holds it, offline it is not shown', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await freshPage(browser, baseURL);
  await page.goto('/');
  await controlled(page);
  await page.goto('/reset-password?token=e2e-token-never-kept');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(`${baseURL}/reset-password`);
  // The form still holds the token: it is the link's form, and the server reads the token
  // (not a real one, so it says so).
  await expect(page.getByLabel('6-digit code')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret-1');
  await page.getByLabel('Confirm new password').fill('a-new-secret-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is not valid');

  // A page seen after it is kept: by then the reset page would have been too.
  await page.goto('/faq');
  const keptAddresses = () =>
    page.evaluate(async () => {
      const addresses: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) addresses.push(request.url);
      return addresses;
    });
  await expect
    .poll(async () => (await keptAddresses()).some((url) => url.endsWith('/faq')))
    .toBe(true);
  // The screen's code may be kept (`/assets/reset-password-….js`); the page never is.
  const secretKept = (await keptAddresses()).filter((address) => {
    const url = new URL(address);
    return url.pathname === '/reset-password' || url.searchParams.has('token');
  });
  expect(secretKept).toEqual([]);

  await context.setOffline(true);
  await page.goto('/reset-password?token=e2e-token-never-kept');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.close();
});

test('a session ended by the server (a 401) or in another tab empties what was kept of the pages seen', async ({
  clientPage: page,
  clientAccount,
  request,
}) => {
  const [car] = await demoCars(request, 1);
  await page.goto('/');
  await controlled(page);
  await page.goto(`/cars/${car!.id}`);
  await expect.poll(() => keptCarPages(page, car!.id)).toBe(1);

  // The server ends the session (as when it expires): the page's next call with it is a 401.
  const revoked = await request.post('/api/logout', {
    headers: { authorization: `Bearer ${clientAccount.token}` },
  });
  expect(revoked.ok()).toBe(true);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expect.poll(() => keptCarPages(page, car!.id)).toBe(0);

  // Signed in again, the car seen again; then the session ends in another tab. That tab
  // runs no app (robots.txt), so only this tab, hearing of it, can empty what was kept.
  const again = await apiLogIn(request, clientAccount.email);
  await page.evaluate((account) => {
    localStorage.setItem('user', JSON.stringify(account.user));
    localStorage.setItem('auth_token', account.token);
  }, again);
  await page.goto(`/cars/${car!.id}`);
  await expect.poll(() => keptCarPages(page, car!.id)).toBe(1);
  const otherTab = await page.context().newPage();
  await otherTab.goto('/robots.txt');
  await otherTab.evaluate(() => {
    localStorage.removeItem('auth_token');
    localStorage.removeItem('user');
  });
  await expect.poll(() => keptCarPages(page, car!.id)).toBe(0);
  await otherTab.close();
});

test('installing is offered to a person who came back, once, and Not now is for good', async ({
  browser,
  baseURL,
}) => {
  const { context, page: first } = await freshPage(browser, baseURL);
  // The browser's own prompt event, as Chromium fires it on an installable site (a test's
  // private window never gets one).
  const browserOffers = (page: Page) =>
    page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt')));
  const card = (page: Page) =>
    page.getByRole('heading', { name: 'Add Kodesha to your home screen' });

  await first.goto('/');
  await first.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await browserOffers(first);
  await expect(card(first)).toHaveCount(0); // never on a first visit

  const again = await context.newPage(); // another visit: a new tab session
  await again.goto('/cars');
  await again.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await browserOffers(again);
  await expect(card(again)).toBeVisible();
  await again.screenshot({ path: 'test-results/install-prompt-1280.png' });
  await again.setViewportSize({ width: 375, height: 740 });
  await again.screenshot({ path: 'test-results/install-prompt-375.png' });
  await again.getByRole('button', { name: 'Not now' }).click();
  await expect(card(again)).toHaveCount(0);

  const later = await context.newPage();
  await later.goto('/');
  await later.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await browserOffers(later);
  await expect(card(later)).toHaveCount(0);
  await context.close();
});
