import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { admin, logIn, signUp } from './support';

async function expectNoSeriousViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
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

for (const path of [
  '/',
  '/login',
  '/signup',
  '/faq',
  '/cars',
  '/cars/1',
  '/drivers',
  '/drivers/1',
]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test('the account screens have no serious or critical accessibility violations', async ({
  page,
}) => {
  await signUp(page, 'client');
  await expect(page).toHaveURL('/account/verification');
  for (const path of ['/account/verification', '/account', '/account/edit-profile']) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
});

test('the admin screen has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL('/admin');
  await expectNoSeriousViolations(page);
});

test('the owner screens have no serious or critical accessibility violations', async ({ page }) => {
  await signUp(page, 'owner');
  await expect(page).toHaveURL('/owner/dashboard');
  await expectNoSeriousViolations(page);
  await page.goto('/owner/add-car');
  await expectNoSeriousViolations(page);
  // The form's own error messages are part of what must read well.
  await page.getByRole('button', { name: 'Save Car' }).click();
  await expect(page.getByText('Please add at least one image')).toBeVisible();
  await expectNoSeriousViolations(page);
});
