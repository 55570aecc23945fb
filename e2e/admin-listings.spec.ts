import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiListCar, expectNoSeriousViolations, licencePng, uniqueTag } from './support';

/** Narrows an admin list to `text` with its search box. */
async function searchFor(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=/);
}

test('an admin approves a new driver from the drivers tab, and the driver appears on /drivers', async ({
  adminPage: page,
  driverAccount,
  request,
}) => {
  // The driver registers a profile; nobody has checked the licence yet.
  const name = `Pending ${uniqueTag()}`;
  const form = new FormData();
  const fields = {
    name,
    age: '35',
    experience: '9',
    license_number: 'RW-E2E-2',
    location: 'Huye',
    price_per_hour: '4500',
    specialties: JSON.stringify(['long-distance']),
    availability_notes: 'Every day, 6am to 9pm',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('license_image', new Blob([licencePng.buffer], { type: 'image/png' }), 'licence.png');
  const created = await request.post('/api/drivers', {
    headers: { authorization: `Bearer ${driverAccount.token}` },
    multipart: form,
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin?tab=drivers');
  await page.getByLabel('Verification').selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/tab=drivers/);
  await expect(page).toHaveURL(/verification=pending/);
  await searchFor(page, 'Search drivers', name);
  await page.getByRole('button', { name: `View licence: ${name}` }).click();
  const viewer = page.getByRole('dialog', { name: `Driving licence of ${name}` });
  await expect(viewer.getByRole('img', { name: `Driving licence of ${name}` })).toBeVisible();
  await viewer.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Driver licence verified successfully')).toBeVisible();
  await expect(viewer).toBeHidden();
  // No longer pending: it leaves the filtered list.
  await expect(page.getByText('No drivers found')).toBeVisible();

  await page.goto(`/drivers?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
});

test('an admin deactivates a car on the cars tab and it leaves /cars, then activates it again', async ({
  adminPage: page,
  ownerAccount,
  request,
}) => {
  const model = `E2E${uniqueTag()}`;
  await apiListCar(request, ownerAccount.token, { make: 'Toyota', model });
  const title = `${new Date().getFullYear() - 4} Toyota ${model}`;
  const publicSearch = `/cars?search=${model}`;

  await page.goto(publicSearch);
  await expect(page.getByRole('article').filter({ hasText: model })).toBeVisible();

  await page.goto('/admin?tab=cars');
  await searchFor(page, 'Search cars', model);
  await expect(page).toHaveURL(/tab=cars/);
  await page.getByRole('button', { name: `Deactivate: ${title}` }).click();
  await expect(page.getByText('Car deactivated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Activate: ${title}` })).toBeVisible();

  await page.goto(publicSearch);
  await expect(page.getByText('No cars match your search')).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: `Activate: ${title}` }).click();
  await expect(page.getByText('Car activated successfully')).toBeVisible();
  await page.goto(publicSearch);
  await expect(page.getByRole('article').filter({ hasText: model })).toBeVisible();
});

test('the admin cars and drivers screens and their create forms have no serious accessibility problems', async ({
  adminPage: page,
}) => {
  test.slow(); // six screens, each checked by axe
  for (const path of ['/admin?tab=cars', '/admin/cars']) {
    await page.goto(path);
    await expect(page.getByText(/^\d+ cars?$/)).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.getByRole('button', { name: 'Create Car' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Car' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible(); // the owners arrived
  await expectNoSeriousViolations(page);

  for (const path of ['/admin?tab=drivers', '/admin/drivers']) {
    await page.goto(path);
    await expect(page.getByText(/^\d+ drivers?$/)).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.getByRole('button', { name: 'Create Driver' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Driver' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
