import { test as base, type Browser, type Page } from '@playwright/test';
import { admin, apiLogIn, apiSignUp, apiVerifyClientLicence, type Account } from './support';

/**
 * Signed-in accounts for journeys that are not about signing up or logging in: each account is
 * made through the API (a fresh one per test) and its session is put where the web app keeps it
 * (`auth_token` and `user` in localStorage) before the first page loads. Only
 * accounts.spec.ts signs up through the form.
 */
type Accounts = {
  /** A client whose licence has not been checked. */
  clientAccount: Account;
  /** A client who uploaded a licence photo that the admin verified. */
  verifiedClientAccount: Account;
  /** An owner with a phone number (typed +250 788 555 010, kept as +250788555010) and no cars yet. */
  ownerAccount: Account;
  /** A driver with a phone number and no driver profile yet. */
  driverAccount: Account;
  /** The admin of the server the journeys run against. */
  adminAccount: Account;
};

/** A page in a browser context of its own, signed in as the matching account. */
type SignedInPages = {
  clientPage: Page;
  verifiedClientPage: Page;
  ownerPage: Page;
  driverPage: Page;
  adminPage: Page;
};

/**
 * Journeys draw every page in the widest font we expect a reader to have, DejaVu Sans (Verdana
 * where it is missing), rather than whichever font the machine happens to pick for Noto Sans:
 * a layout that holds in it holds with the narrower fonts of phones and laptops, and a
 * journey passes or fails alike on every machine.
 */
function widestFallbackFont(page: Page): Promise<unknown> {
  return page.addInitScript(() => {
    const style = document.createElement('style');
    style.dataset.e2e = 'widest-font';
    style.textContent = ":root:root { --font-sans: 'DejaVu Sans', Verdana, sans-serif; }";
    const add = () => document.head.append(style);
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  });
}

/**
 * A page whose loads (goto, reload) return once the page has hydrated, as a person acts on
 * a page once it works: a server-rendered page shows its content before its script has run
 * (rules §9.16), and a press before then does nothing yet.
 */
export function hydratingPage(page: Page): Page {
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const wideFont = widestFallbackFont(page);
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    await wideFont;
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/** Opens a browser context of its own, already signed in as `account`; closes it after the test. */
async function useSignedInPage(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL!).origin,
          localStorage: [
            { name: 'auth_token', value: account.token },
            { name: 'user', value: JSON.stringify(account.user) },
          ],
        },
      ],
    },
  });
  await use(hydratingPage(await context.newPage()));
  await context.close();
}

export const test = base.extend<Accounts & SignedInPages>({
  page: async ({ page }, use) => use(hydratingPage(page)),
  clientAccount: async ({ request }, use) => use(await apiSignUp(request, 'client')),
  verifiedClientAccount: async ({ request, adminAccount }, use) =>
    use(await apiVerifyClientLicence(request, await apiSignUp(request, 'client'), adminAccount)),
  ownerAccount: async ({ request }, use) => use(await apiSignUp(request, 'owner')),
  driverAccount: async ({ request }, use) => use(await apiSignUp(request, 'driver')),
  adminAccount: async ({ request }, use) =>
    use(await apiLogIn(request, admin.email, admin.password)),

  clientPage: async ({ browser, baseURL, clientAccount }, use) =>
    useSignedInPage(browser, baseURL, clientAccount, use),
  verifiedClientPage: async ({ browser, baseURL, verifiedClientAccount }, use) =>
    useSignedInPage(browser, baseURL, verifiedClientAccount, use),
  ownerPage: async ({ browser, baseURL, ownerAccount }, use) =>
    useSignedInPage(browser, baseURL, ownerAccount, use),
  driverPage: async ({ browser, baseURL, driverAccount }, use) =>
    useSignedInPage(browser, baseURL, driverAccount, use),
  adminPage: async ({ browser, baseURL, adminAccount }, use) =>
    useSignedInPage(browser, baseURL, adminAccount, use),
});

export { expect } from '@playwright/test';
