import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, kigaliTomorrow } from './support';

for (const path of ['/', '/login', '/signup', '/faq', '/cars', '/drivers']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

/** The first listed car and driver: demo ids are not fixed, and some demo cars are hidden. */
async function firstListed(request: APIRequestContext) {
  const cars = (await (await request.get('/api/cars?per_page=1')).json()) as {
    data: { id: number }[];
  };
  const drivers = (await (await request.get('/api/drivers?per_page=1')).json()) as {
    data: { id: number }[];
  };
  return { carId: cars.data[0]!.id, driverId: drivers.data[0]!.id };
}

test('a car page and a driver page have no serious or critical accessibility violations', async ({
  page,
  request,
}) => {
  const { carId, driverId } = await firstListed(request);
  for (const path of [`/cars/${carId}`, `/drivers/${driverId}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: /Not Found/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
});

test('the account screens have no serious or critical accessibility violations', async ({
  clientPage: page,
}) => {
  for (const path of ['/account/verification', '/account', '/account/edit-profile']) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
});

// The admin screens are checked by their own journeys (admin-*.spec.ts).

test('the owner screens have no serious or critical accessibility violations', async ({
  ownerPage: page,
}) => {
  await page.goto('/owner/dashboard');
  await expectNoSeriousViolations(page);
  await page.goto('/owner/add-car');
  await expectNoSeriousViolations(page);
  // The form's own error messages are part of what must read well.
  await page.getByRole('button', { name: 'Save Car' }).click();
  await expect(page.getByText('Please add at least one image')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the booking screens have no serious or critical accessibility violations', async ({
  clientPage: page,
  ownerPage,
  request,
}) => {
  const { carId, driverId } = await firstListed(request);
  await page.goto(`/cars/${carId}/book`);
  await page.getByLabel('Date').fill(kigaliTomorrow());
  await page.getByLabel('Start time').fill('11:00');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Request Booking' }).click();
  await expect(page).toHaveURL('/account?tab=bookings');
  await expectNoSeriousViolations(page);
  await page
    .getByRole('link', { name: /View details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/booking\/\d+$/);
  await expectNoSeriousViolations(page);
  await page.goto(`/drivers/${driverId}/book`);
  await expect(page.getByLabel('Date')).toBeVisible();
  await expectNoSeriousViolations(page);

  await ownerPage.goto('/owner/bookings');
  await expectNoSeriousViolations(ownerPage);
});
