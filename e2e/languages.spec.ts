import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, hydratingPage, test } from './fixtures';
import {
  admin,
  apiLogIn,
  apiSignUp,
  demoListings,
  expectNoSeriousViolations,
  expectServerDrawingKept,
  password,
  type Account,
} from './support';

/**
 * rules §9.15: Kodesha in English, French and Kinyarwanda. A reader's choice shows at once,
 * is kept in a cookie and on their account, and pages rendered on the server use it.
 */

const words = {
  en: { browseCars: 'Browse Cars', heroTitle: 'Rent Cars Directly From Local Owners' },
  fr: {
    browseCars: 'Voir les voitures',
    heroTitle: 'Louez des voitures directement auprès de propriétaires locaux',
  },
  rw: {
    browseCars: 'Reba imodoka',
    heroTitle: "Kodesha imodoka nta muhuza, ku ba nyir'imodoka bo hafi yawe",
  },
};
const label = { en: 'Language', fr: 'Langue', rw: 'Ururimi' };
type Language = keyof typeof words;

/** The language control of the header (a laptop's width shows it there). */
const headerControl = (page: Page, language: Language) =>
  page.getByRole('banner').getByLabel(label[language]);

async function accountLanguage(request: APIRequestContext, token: string) {
  const response = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { user: { preferred_language: string | null } }).user
    .preferred_language;
}

test('a visitor switches to Ikinyarwanda on home: it shows at once and stays through a reload and a login', async ({
  page,
  request,
}) => {
  const client = await apiSignUp(request, 'client');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.en.heroTitle);

  await headerControl(page, 'en').selectOption('rw');
  // At once, without a reload: the header, the page and its language.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: words.rw.browseCars })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.rw.heroTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(headerControl(page, 'rw')).toHaveValue('rw');
  // The footer's control says so too, in Kinyarwanda.
  await expect(page.getByRole('contentinfo').getByLabel(label.rw)).toHaveValue('rw');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.rw.heroTitle);

  // Logging in (the form in Kinyarwanda) keeps it, and the account now holds the choice.
  await page.goto('/login');
  await page.locator('input[type=email]').fill(client.email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('main form button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(banner.getByRole('link', { name: words.rw.browseCars })).toBeVisible();
  await expect.poll(() => accountLanguage(request, client.token)).toBe('rw');
});

test('a French browser gets French on its first, server-rendered load', async ({
  browser,
  request,
}) => {
  // What the server sends, before any script runs.
  const html = await (
    await request.get('/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
  ).text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain(words.fr.heroTitle);
  expect(html).toContain('content="fr_FR"');

  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = hydratingPage(await context.newPage());
  await page.goto('/cars');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('banner').getByRole('link', { name: words.fr.browseCars }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByLabel(label.fr)).toHaveValue('fr');
  // A default from the browser is not a choice: nothing is kept.
  expect((await context.cookies()).some((cookie) => cookie.name === 'kodesha_language')).toBe(
    false,
  );
  await context.close();
});

test('the account’s language follows the person to another device when they log in', async ({
  browser,
  request,
}) => {
  const client = await apiSignUp(request, 'client');
  await request.put('/api/me/preferred-language', {
    headers: { authorization: `Bearer ${client.token}` },
    data: { preferred_language: 'fr' },
  });
  // A new device, an English browser, no choice of its own.
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = hydratingPage(await context.newPage());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Email address').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('banner').getByRole('link', { name: words.fr.browseCars }),
  ).toBeVisible();
  // Kept in this browser too, for the pages the server draws next.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.fr.heroTitle);
  await context.close();
});

/** A browser context whose language cookie says `language`, signed in as `account` if given. */
async function contextIn(
  browser: Browser,
  baseURL: string,
  language: Language,
  options: { width?: number; account?: Account } = {},
) {
  const width = options.width ?? 1280;
  return browser.newContext({
    viewport: { width, height: width < 500 ? 800 : 900 },
    storageState: {
      cookies: [
        {
          name: 'kodesha_language',
          value: language,
          domain: new URL(baseURL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: options.account
        ? [
            {
              origin: new URL(baseURL).origin,
              localStorage: [
                { name: 'auth_token', value: options.account.token },
                { name: 'user', value: JSON.stringify(options.account.user) },
              ],
            },
          ]
        : [],
    },
  });
}

async function firstCarId(request: APIRequestContext): Promise<number> {
  const [car] = await demoListings(request, 'cars');
  return car!.id;
}

// In English, accessibility.spec.ts checks these pages (and more).
for (const language of ['fr', 'rw'] as const) {
  test(`home, cars, a car page and sign-up have no serious accessibility violations in ${language}`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const carId = await firstCarId(request);
    const context = await contextIn(browser, baseURL!, language);
    const page = hydratingPage(await context.newPage());
    for (const path of ['/', '/cars', `/cars/${carId}`, '/signup']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoSeriousViolations(page);
    }
    await context.close();
  });
}

/**
 * What sticks out of a phone's screen: an element wider than the viewport (outside a box
 * that scrolls or clips on purpose, like a wide table's), or a button whose words do not
 * fit in it.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        const overflowX = getComputedStyle(box).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px`);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if ((rect.right > width + 1 || rect.left < -1) && !clipped(element))
        found.push(
          `${describe(element)} reaches ${Math.round(rect.left)}–${Math.round(rect.right)}px`,
        );
    }
    for (const button of Array.from(document.querySelectorAll('button, a[class*="rounded"]'))) {
      const box = button as HTMLElement;
      // A visually hidden link (Skip to content) is 1 px wide on purpose.
      if (box.clientWidth > 1 && box.scrollWidth > box.clientWidth + 1)
        found.push(`${describe(button)} is cut: ${box.scrollWidth}px in ${box.clientWidth}px`);
    }
    return found.slice(0, 10);
  });
}

type Who = 'visitor' | 'client' | 'owner' | 'driver' | 'admin';
const accounts = {
  visitor: () => Promise.resolve(undefined),
  client: (request: APIRequestContext) => apiSignUp(request, 'client'),
  owner: (request: APIRequestContext) => apiSignUp(request, 'owner'),
  driver: (request: APIRequestContext) => apiSignUp(request, 'driver'),
  admin: (request: APIRequestContext) => apiLogIn(request, admin.email, admin.password),
} satisfies Record<Who, (request: APIRequestContext) => Promise<Account | undefined>>;

const screens = (carId: number, driverId: number): Record<Who, string[]> => ({
  visitor: [
    '/',
    '/cars',
    `/cars/${carId}`,
    '/drivers',
    `/drivers/${driverId}`,
    '/ticket-booking',
    '/login',
    '/signup',
    '/terms',
    '/privacy',
    '/faq',
    '/help',
  ],
  client: [
    '/account',
    '/account/verification',
    '/account/edit-profile',
    '/account/change-password',
    `/cars/${carId}/book`,
    `/drivers/${driverId}/book`,
    '/my-ticket-bookings',
    '/chat',
    '/notifications',
  ],
  owner: [
    '/owner/dashboard',
    '/owner/add-car',
    '/owner/bookings',
    '/owner/gps-request',
    '/owner/messages',
    '/account/verify-phone?next=%2Fowner%2Fdashboard',
  ],
  driver: ['/driver/dashboard', '/driver/register'],
  admin: [
    '/admin',
    '/admin/users',
    '/admin/cars',
    '/admin/drivers',
    '/admin/bookings',
    '/admin/ticket-bookings',
    '/admin/gps-requests',
    '/admin/revenue',
    '/admin?tab=notifications',
  ],
});

// One test per language and person, so that the sweeps share the workers. A screenshot of
// each screen is kept, for a person to look at, where something sticks out, or of every
// screen when E2E_SCREENSHOTS is set.
for (const language of ['fr', 'rw'] as const) {
  for (const who of ['visitor', 'client', 'owner', 'driver', 'admin'] as const) {
    test(`every screen the ${who} sees holds at 375 px in ${language}: nothing wider than the phone, no cut button`, async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.slow(); // up to a dozen screens
      const [car] = await demoListings(request, 'cars');
      const [driver] = await demoListings(request, 'drivers');
      const account = await accounts[who](request);
      const context = await contextIn(browser, baseURL!, language, { width: 375, account });
      const page = hydratingPage(await context.newPage());
      const problems: string[] = [];
      for (const path of screens(car!.id, driver!.id)[who]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        // The screen's data in place of its skeletons.
        await expect(page.locator('main .animate-pulse')).toHaveCount(0);
        const found = await overflowing(page);
        for (const problem of found) problems.push(`${path}: ${problem}`);
        if (found.length > 0 || process.env.E2E_SCREENSHOTS)
          await page.screenshot({
            path: testInfo.outputPath(`${language}${path.replace(/\//g, '_') || '_home'}.png`),
            fullPage: true,
          });
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}

test('the header holds at a laptop’s and a tablet’s width in French and Kinyarwanda, signed in', async ({
  browser,
  baseURL,
  request,
}) => {
  const owner = await apiSignUp(request, 'owner');
  const problems: string[] = [];
  for (const language of ['fr', 'rw'] as const) {
    for (const width of [1280, 1024]) {
      const context = await contextIn(browser, baseURL!, language, { width, account: owner });
      const page = hydratingPage(await context.newPage());
      await page.goto('/owner/dashboard');
      await expect(page.locator('main h1').first()).toBeVisible();
      if (width < 1280) await page.getByRole('banner').getByRole('button').last().click();
      for (const problem of await overflowing(page))
        problems.push(`${language} at ${width}px: ${problem}`);
      // No link of the header breaks over two lines.
      const tall = await page
        .getByRole('banner')
        .locator('nav a, a, button')
        .evaluateAll((links) =>
          links
            .filter((link) => (link as HTMLElement).offsetHeight > 48)
            .map((link) => link.textContent),
        );
      problems.push(...tall.map((text) => `${language} at ${width}px: "${text}" wraps`));
      await context.close();
    }
  }
  expect(problems).toEqual([]);
});

test('a page drawn in French or Kinyarwanda hydrates without changing a word', async ({
  browser,
  baseURL,
  request,
}) => {
  const carId = await firstCarId(request);
  for (const language of ['fr', 'rw'] as const) {
    const context = await contextIn(browser, baseURL!, language);
    const page = hydratingPage(await context.newPage());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of ['/', `/cars/${carId}`, '/signup']) {
      const served = await (
        await request.get(path, { headers: { cookie: `kodesha_language=${language}` } })
      ).text();
      await page.goto(path);
      await expectServerDrawingKept(page, served, `${language} ${path}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  }
});
