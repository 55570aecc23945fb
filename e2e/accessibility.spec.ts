import { expect, test } from './fixtures';
import { demoListings, expectNoSeriousViolations, kigaliTomorrow } from './support';

test('the public pages, a car page and a driver page have no serious or critical accessibility violations', async ({
  page,
  request,
}) => {
  // Demo ids are not fixed, and some demo cars are hidden: the oldest listed ones.
  const [car] = await demoListings(request, 'cars');
  const [driver] = await demoListings(request, 'drivers');
  for (const path of ['/', '/login', '/signup', '/faq', '/cars', '/drivers']) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
  for (const path of [`/cars/${car!.id}`, `/drivers/${driver!.id}`]) {
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
  const [car] = await demoListings(request, 'cars');
  const [driver] = await demoListings(request, 'drivers');
  await page.goto(`/cars/${car!.id}/book`);
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
  await page.goto(`/drivers/${driver!.id}/book`);
  await expect(page.getByLabel('Date')).toBeVisible();
  await expectNoSeriousViolations(page);

  await ownerPage.goto('/owner/bookings');
  await expectNoSeriousViolations(ownerPage);
});
