import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiListCar,
  apiRegisteredDriver,
  apiSignUp,
  apiVerifiedDriver,
  demoListings,
  expectNoSeriousViolations,
  kigaliTomorrow,
  licencePng,
  uniqueTag,
  type Account,
} from './support';

const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** `client` asks for `item` for two hours from `start`; returns the booking's id and reference. */
async function apiBook(
  request: APIRequestContext,
  client: Account,
  item: { item_type: 'car' | 'driver'; item_id: number },
  start: string,
): Promise<{ id: number; reference: string }> {
  const end = new Date(Date.parse(start) + 2 * 3_600_000).toISOString();
  const booked = await request.post('/api/bookings', {
    headers: bearer(client),
    data: { ...item, start_time: start, end_time: end },
  });
  expect(booked.status()).toBe(201);
  const { id } = ((await booked.json()) as { data: { id: number } }).data;
  return { id, reference: `B${String(id).padStart(7, '0')}` };
}

/**
 * axe on a screen once `data` shows on it: a list checked before its rows (and its counts)
 * arrive checks only its loading state, which is how a failing count pill went unseen.
 */
async function expectReadableWith(page: Page, data: Locator): Promise<void> {
  await expect(data).toBeVisible();
  await expectNoSeriousViolations(page);
}

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
  // A demo car free tomorrow from 11:00 (some are let on weekdays or weekends only).
  const tomorrow = kigaliTomorrow();
  const window = new URLSearchParams({
    from: `${tomorrow}T11:00:00+02:00`,
    until: `${tomorrow}T14:00:00+02:00`,
    per_page: '1',
  });
  const free = await request.get(`/api/cars?${window}`);
  expect(free.status()).toBe(200);
  const [car] = ((await free.json()) as { data: { id: number }[] }).data;
  const [driver] = await demoListings(request, 'drivers');
  await page.goto(`/cars/${car!.id}/book`);
  await page.getByLabel('Date').fill(tomorrow);
  await page.getByLabel('Start time').selectOption('11:00');
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

test('the booking, notification and dashboard screens, with data in them, have no serious or critical accessibility violations', async ({
  clientPage,
  clientAccount,
  ownerPage,
  ownerAccount,
  driverPage,
  driverAccount,
  request,
}) => {
  test.slow(); // three people, nine screens checked by axe
  // A car of the owner's and a verified driver, both asked for by the client; the owner
  // confirms the car, so each of them has a booking, a notification and a dashboard to read.
  const model = `Prado ${uniqueTag()}`;
  const carId = await apiListCar(request, ownerAccount.token, { make: 'Toyota', model });
  const driver = await apiVerifiedDriver(request, {}, driverAccount);
  const tomorrow = kigaliTomorrow();
  const car = await apiBook(
    request,
    clientAccount,
    { item_type: 'car', item_id: carId },
    `${tomorrow}T07:00:00Z`,
  );
  const ride = await apiBook(
    request,
    clientAccount,
    { item_type: 'driver', item_id: driver.id },
    `${tomorrow}T11:00:00Z`,
  );
  const confirmed = await request.post(`/api/bookings/${car.id}/update-status`, {
    headers: bearer(ownerAccount),
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  const booking = (page: Page, reference: string) =>
    page.getByRole('article').filter({ hasText: reference });
  const notification = (page: Page, words: string) =>
    page
      .getByRole('list', { name: 'Your notifications' })
      .getByRole('listitem')
      .filter({ hasText: words })
      .first();

  await clientPage.goto('/account');
  await expectReadableWith(clientPage, booking(clientPage, car.reference));
  await expect(booking(clientPage, ride.reference)).toBeVisible();
  await clientPage.goto(`/booking/${car.id}`);
  await expectReadableWith(clientPage, clientPage.getByText(car.reference).first());
  await clientPage.goto('/notifications');
  await expectReadableWith(clientPage, notification(clientPage, model));

  await ownerPage.goto('/owner/dashboard');
  await expectReadableWith(ownerPage, ownerPage.getByText(model).first());
  await ownerPage.goto('/owner/bookings');
  await expectReadableWith(ownerPage, booking(ownerPage, car.reference));
  await ownerPage.goto('/notifications');
  await expectReadableWith(ownerPage, notification(ownerPage, 'New booking request'));

  await driverPage.goto('/driver/dashboard');
  await expectReadableWith(driverPage, booking(driverPage, ride.reference));
  await driverPage.goto('/driver/bookings');
  await expectReadableWith(driverPage, booking(driverPage, ride.reference));
  await driverPage.goto('/notifications');
  await expectReadableWith(driverPage, notification(driverPage, 'New booking request'));
});

test('every admin list, with a filter on and rows in it, has no serious or critical accessibility violations', async ({
  adminPage: page,
  clientPage,
  clientAccount,
  ownerAccount,
  driverAccount,
  request,
}) => {
  test.slow(); // ten screens checked by axe
  // Something in every list: bookings, tickets and GPS requests waiting for an answer, a
  // client's licence and a driver's waiting for review, and the deliveries the bookings
  // made. Ten of each waiting kind: axe judges the contrast of text two characters long
  // or more, so the pressed filter's count must read '10', not '1'.
  const many = 10;
  const model = `Prado ${uniqueTag()}`;
  const carId = await apiListCar(request, ownerAccount.token, { make: 'Toyota', model });
  const tomorrow = kigaliTomorrow();
  const day = (offset: number) =>
    new Date(Date.parse(`${tomorrow}T07:00:00Z`) + offset * 86_400_000).toISOString();
  // Two clients: one may ask for five bookings a minute (rules §9.12).
  const clients = [clientAccount, await apiSignUp(request, 'client')];
  const bookings = [];
  for (let index = 0; index < many; index += 1)
    bookings.push(
      await apiBook(request, clients[index % 2]!, { item_type: 'car', item_id: carId }, day(index)),
    );
  for (let index = 0; index < many; index += 1) {
    const ticket = await request.post('/api/ticket-bookings', {
      headers: bearer(clientAccount),
      data: {
        ticket_type: 'bus',
        passenger_name: 'Aline Uwase',
        passenger_email: clientAccount.email,
        passenger_phone: '+250 788 123 456',
        departure_city: 'Kigali',
        destination_country: 'CD',
        destination_city: 'Bukavu',
        departure_date: tomorrow,
      },
    });
    expect(ticket.status()).toBe(201);
    const gps = await request.post('/api/gps-requests', {
      headers: bearer(ownerAccount),
      data: {
        car_id: carId,
        car_make: 'Toyota',
        car_model: model,
        car_year: 2021,
        license_plate: 'RAD 778 G',
        contact_name: 'Api owner',
        contact_phone: '+250 788 555 010',
        contact_email: ownerAccount.email,
        installation_location: 'Kigali Heights, KG 7 Ave',
        preferred_installation_date: tomorrow,
        preferred_time: 'morning',
      },
    });
    expect(gps.status()).toBe(201);
  }
  const licence = new FormData();
  licence.append(
    'license_image',
    new Blob([licencePng.buffer], { type: 'image/png' }),
    'licence.png',
  );
  const uploaded = await request.post('/api/account/license', {
    headers: bearer(clientAccount),
    multipart: licence,
  });
  expect(uploaded.status()).toBe(200);
  const driver = await apiRegisteredDriver(request, {}, driverAccount);

  const search = (words: string) => `search=${encodeURIComponent(words)}`;
  /** The pressed status chip shows its count: the pill that must read well on green. */
  const pressedCount = (on: Page, group: string, status: string) =>
    on
      .getByRole('group', { name: group })
      .getByRole('button', { pressed: true, name: `${status} ${many}` });
  const row = (words: string) => page.getByRole('row').filter({ hasText: words }).first();
  // Some lists are cards, and some draw a table and cards and show one of them.
  const shown = (words: string) => page.getByText(words).filter({ visible: true }).first();

  await page.goto(`/admin/bookings?status=pending&${search(model)}`);
  await expect(row(bookings[0]!.reference)).toBeVisible();
  await expectReadableWith(page, pressedCount(page, 'Show bookings by status', 'Pending'));
  await page.goto(`/admin/ticket-bookings?status=pending&${search(clientAccount.email)}`);
  await expect(row('Bukavu')).toBeVisible();
  await expectReadableWith(page, pressedCount(page, 'Show ticket bookings by status', 'Pending'));
  await page.goto(`/admin/gps-requests?status=pending&${search(ownerAccount.email)}`);
  await expect(row(model)).toBeVisible();
  await expectReadableWith(page, pressedCount(page, 'Show GPS requests by status', 'Pending'));
  await page.goto(`/admin/users?role=owner&${search(ownerAccount.email)}`);
  await expectReadableWith(page, row(ownerAccount.email));
  await page.goto(`/admin/cars?status=active&${search(model)}`);
  await expectReadableWith(page, shown(`Toyota ${model}`));
  await page.goto(`/admin/drivers?verification=pending&${search(driver.name)}`);
  await expectReadableWith(page, shown(driver.name));
  // The licences waiting for review: the clients' among the users, the drivers' below them.
  await page.goto(`/admin?tab=users&license_status=pending&${search(clientAccount.email)}`);
  await expect(shown(clientAccount.email)).toBeVisible();
  await expectReadableWith(page, shown(driver.name));
  await page.goto(`/admin?tab=notifications&user_id=${ownerAccount.user.id}`);
  await expectReadableWith(page, shown('Booking requested'));

  // The overview, with all of it waiting.
  await page.goto('/admin');
  await expectReadableWith(page, page.getByRole('region', { name: 'Pending Tickets' }));

  // The traveller's own list filters with the same chips (without counts).
  await clientPage.goto('/my-ticket-bookings?status=pending');
  await expectReadableWith(clientPage, clientPage.getByText(`${many} of ${many} bookings`));
});
