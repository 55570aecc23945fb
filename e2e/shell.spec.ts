import { expect, test } from './fixtures';
import { logIn } from './support';

test('an unknown path goes home, the header links point where rules §9.3 says and the footer pages have real content', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { name: 'Rent Cars Directly From Local Owners' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Browse Cars' })).toHaveAttribute('href', '/cars');
  await expect(nav.getByRole('link', { name: 'Hire a Driver' })).toHaveAttribute(
    'href',
    '/drivers',
  );
  await expect(nav.getByRole('link', { name: 'Book Tickets' })).toHaveAttribute(
    'href',
    '/ticket-booking',
  );
  await expect(page.getByRole('link', { name: 'Kigali' })).toHaveAttribute(
    'href',
    '/cars?location=Kigali',
  );
  await expect(page.getByRole('contentinfo')).toContainText(
    'bookings, payments and arrangements are handled directly between users',
    { ignoreCase: true },
  );

  for (const [link, heading] of [
    ['Terms of Service', /Terms/],
    ['Privacy Policy', /Privacy/],
    ['FAQ', /Questions|FAQ/],
    ['Help Centre', /Help/],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect((await page.getByRole('main').textContent())?.length ?? 0).toBeGreaterThan(800);
  }
});

test('a guarded screen sends a signed-out visitor to log in, then back', async ({
  page,
  clientAccount,
}) => {
  await page.goto('/account?tab=profile');
  await expect(page).toHaveURL('/login?next=%2Faccount%3Ftab%3Dprofile');
  await logIn(page, clientAccount.email);
  await expect(page).toHaveURL('/account?tab=profile');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
});

test('the wrong role sees Access Denied', async ({ ownerPage: page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(menu).toBeHidden();
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
