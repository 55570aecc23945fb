import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoListings, expectServerDrawingKept } from './support';

type Listed = { id: number; make?: string; model?: string; year?: number; name?: string };

/** A demo car or driver: the oldest listed, which no journey running beside this one changes. */
async function firstListed(request: APIRequestContext, list: 'cars' | 'drivers') {
  const [listed] = await demoListings<Listed & { location: string; price_per_hour: number }>(
    request,
    list,
  );
  return listed!;
}

/** The page as a crawler or a link preview reads it: HTML alone, no script run. */
async function html(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

const rwf = (amount: number) => `RWF ${amount.toLocaleString('en-US')}`;
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#39;|&#x27;/g, "'");

test('each public page arrives as HTML with its heading, data and head', async ({ request }) => {
  const car = await firstListed(request, 'cars');
  const driver = await firstListed(request, 'drivers');
  const carTitle = `${car.year} ${car.make} ${car.model}`;
  // The lists are searched for the demo car and driver: the newest listings are other
  // journeys', which may come and go while this one reads.
  const pages: [string, string[]][] = [
    ['/', ['Rent Cars Directly From Local Owners', 'Featured Cars']],
    [
      `/cars?search=${encodeURIComponent(car.model!)}`,
      ['Available Cars', carTitle, rwf(car.price_per_hour)],
    ],
    [`/cars/${car.id}`, [carTitle, car.location, rwf(car.price_per_hour), 'Pricing']],
    [`/drivers?search=${encodeURIComponent(driver.name!)}`, ['Hire a Driver', driver.name!]],
    [`/drivers/${driver.id}`, [driver.name!, driver.location, rwf(driver.price_per_hour)]],
    ['/ticket-booking', ['Travel Worldwide & East Africa', 'Popular Destinations']],
    ['/terms', ['Terms of Service']],
    ['/privacy', ['Privacy Policy']],
    ['/login', ['Log in to Kodesha']],
    ['/signup', ['Create your account']],
  ];
  for (const [path, words] of pages) {
    const page = decode(await html(request, path));
    for (const word of words) expect(page, `${path} shows ${word}`).toContain(word);
    // Home's three featured cars are drawn on the server too.
    if (path === '/') {
      const featured = /aria-labelledby="featured-cars-title"[\s\S]*?<\/section>/.exec(page)?.[0];
      expect(featured?.match(/<article[\s>]/g) ?? []).toHaveLength(3);
    }
    expect(page, path).toMatch(/<title>[^<]+ — Kodesha<\/title>/);
    expect(page, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(page, path).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
    expect(page, path).toMatch(/<meta property="og:title" content="[^"]+"/);
  }
});

test('a shared car link previews the car: photo, price and town, with schema.org data', async ({
  request,
}) => {
  const car = await firstListed(request, 'cars');
  const page = decode(await html(request, `/cars/${car.id}`));
  expect(page).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/cars\/[^"]+"/);
  expect(page).toMatch(
    new RegExp(`og:description" content="[^"]*${car.location}[^"]*${rwf(car.price_per_hour)}`),
  );
  const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(page)?.[1];
  expect(JSON.parse(jsonLd!)).toMatchObject({
    '@type': 'Car',
    offers: { priceCurrency: 'RWF', price: car.price_per_hour },
  });
});

test('filters in the address render on the server too', async ({ request }) => {
  const page = await html(request, '/cars?location=Huye');
  const cards = page.match(/<article[\s\S]*?<\/article>/g) ?? [];
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card).toContain('Huye');
  expect(page).toContain('<link rel="canonical" href="http://127.0.0.1:');
  expect(page).toContain('/cars?location=Huye"');
});

test('a car or driver that is not there answers 404 with its page', async ({ request }) => {
  expect(await html(request, '/cars/99999999', 404)).toMatch(/<h1[^>]*>Car Not Found<\/h1>/);
  expect(await html(request, '/drivers/99999999', 404)).toMatch(/<h1[^>]*>Driver Not Found<\/h1>/);
  const unknown = await request.get('/no-such-page', { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe('/');
});

test('pages and scripts go out compressed, scripts cached for a year', async ({ request }) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers().etag).toBeTruthy();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await home.text())?.[1];
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

/** Console errors and uncaught exceptions while `visit` runs. */
async function errorsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await visit();
  return errors;
}

test('server-rendered pages hydrate without an error, and then work as an app', async ({
  page,
  request,
}) => {
  const car = await firstListed(request, 'cars');
  const driver = await firstListed(request, 'drivers');
  const errors = await errorsDuring(page, async () => {
    for (const path of ['/', '/cars', `/cars/${car.id}`, `/drivers/${driver.id}`, '/drivers']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Hydrated: a filter changes the list in place, through the router.
    await page.goto('/cars');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Location').selectOption('Musanze');
    await expect(page).toHaveURL(/location=Musanze/);
    await expect(page.getByRole('article').first()).toContainText('Musanze');
  });
  expect(errors).toEqual([]);
});

test('a public page is hydrated by React itself, and hydrating changes nothing the server drew', async ({
  page,
  request,
}) => {
  const car = await firstListed(request, 'cars');
  for (const path of ['/', `/cars/${car.id}`, '/login']) {
    const served = await html(request, path);
    await page.goto(path); // returns once hydrated
    await expectServerDrawingKept(page, served, path);
    const markers = await page.evaluate(() => {
      const keys = (node: Element | null) => (node ? Object.keys(node) : []);
      const root = document.getElementById('root');
      const heading = document.querySelector('h1');
      return {
        // React DOM 19 marks the container it hydrates and every node it owns.
        container: keys(root).some((key) => key.startsWith('__reactContainer$')),
        fiber: keys(heading).some((key) => key.startsWith('__reactFiber$')),
        props: keys(heading).some((key) => key.startsWith('__reactProps$')),
        // Preact's mark on a node it owns (its mangled `_children`): none is left.
        preact: '__k' in (root ?? {}) || '__k' in (heading ?? {}),
      };
    });
    expect(markers, path).toEqual({ container: true, fiber: true, props: true, preact: false });
  }
});

test("hydrating keeps the reader's place on a page scrolled before its script ran", async ({
  browser,
  request,
}) => {
  const car = await firstListed(request, 'cars');
  const page = await browser.newPage({ viewport: { width: 375, height: 640 } });
  // The script comes late, as on a slow phone: the reader has scrolled meanwhile.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto(`/cars/${car.id}`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 500));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => window.scrollY)).toBe(500);
  await page.close();
});

test('a signed-in visitor sees their own header once the page has hydrated', async ({
  clientPage: page,
  request,
}) => {
  const car = await firstListed(request, 'cars');
  const errors = await errorsDuring(page, async () => {
    await page.goto(`/cars/${car.id}`);
    await expect(page.getByRole('link', { name: 'My Account' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Booking' })).toBeVisible();
  });
  expect(errors).toEqual([]);
});
