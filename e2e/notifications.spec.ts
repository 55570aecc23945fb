import { expect, test } from './fixtures';
import { apiListCar, expectNoSeriousViolations, uniqueTag } from './support';

// rules §10.9: a provider hears of a request without looking for it.
test('an owner finds /notifications empty and readable at 375 px, sees the count after a client’s booking request, opens /notifications, follows it to the booking and marks all read', async ({
  ownerPage: page,
  ownerAccount: owner,
  clientAccount: client,
  request,
}) => {
  // Nothing yet: the empty list reads well on a phone, with nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/notifications');
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Text messages (SMS)' })).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });

  const model = `Jimny ${uniqueTag()}`;
  const carId = await apiListCar(request, owner.token, { make: 'Suzuki', model });

  // The owner is on the dashboard, with nothing unread.
  await page.goto('/owner/dashboard');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A client asks for the car; the count comes over the live stream, no reload.
  const start = new Date(Date.now() + 26 * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  const booked = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${client.token}` },
    data: {
      item_type: 'car',
      item_id: carId,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    },
  });
  expect(booked.status()).toBe(201);
  const bookingId = ((await booked.json()) as { data: { id: number } }).data.id;
  await expect(bell).toHaveAccessibleName('Notifications 1 unread notification');

  // The list, newest first, the request unread; it leads to the booking and is read on the way.
  await bell.click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const item = page
    .getByRole('list', { name: 'Your notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'New booking request' });
  await expect(item).toContainText(`Suzuki ${model}`);
  await item.getByRole('link', { name: 'Unread: New booking request' }).click();
  await expect(page).toHaveURL(`/booking/${bookingId}`);
  await expect(bell).toHaveAccessibleName('Notifications');

  // A second request, then Mark all read clears the count.
  const later = new Date(start.getTime() + 24 * 3_600_000);
  const again = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${client.token}` },
    data: {
      item_type: 'car',
      item_id: carId,
      start_time: later.toISOString(),
      end_time: new Date(later.getTime() + 2 * 3_600_000).toISOString(),
    },
  });
  expect(again.status()).toBe(201);
  await expect(bell).toHaveAccessibleName('Notifications 1 unread notification');
  await bell.click();
  const list = page.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Unread');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
});

test('the admin’s Notifications tab lists the SMS received, at 375 and 1280 px (rules §10.10)', async ({
  adminPage: page,
  request,
}) => {
  // An SMS from a number no account holds, as Africa's Talking posts it: kept, not answered.
  const sender = `+25078${String(Date.now()).slice(-7)}`;
  const inbound = await request.post('/api/sms/inbound/e2e-sms-webhook-token-0123456789', {
    form: {
      from: sender,
      to: '8080',
      text: 'YES 4821',
      date: '2026-11-27 20:00:00',
      id: `e2e-${sender}`,
      linkId: 'l1',
    },
  });
  expect(inbound.status()).toBe(200);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin?tab=notifications');
    const received = page.getByRole('list', { name: 'Messages received by SMS' });
    const item = received.getByRole('listitem').filter({ hasText: sender });
    await expect(item).toContainText('YES 4821');
    await expect(item).toContainText('Unknown number: nothing done');
    await expect(item).toContainText('Not answered');
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/admin-inbound-sms-${width}.png`, fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await expectNoSeriousViolations(page);
});

// rules §10.2: a GPS answer leads to where the answer shows, not to the empty request form.
test('an owner’s GPS answer leads to the GPS requests on the dashboard, where the team’s note shows', async ({
  ownerPage: page,
  ownerAccount: owner,
  adminAccount: admin,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const plate = `RAC ${uniqueTag().slice(-3).toUpperCase()} G`;
  const asked = await request.post('/api/gps-requests', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      car_make: 'Toyota',
      car_model: 'RAV4',
      license_plate: plate,
      contact_phone: '+250 788 123 456',
      installation_location: 'Kigali Heights',
    },
  });
  expect(asked.status()).toBe(201);
  const id = ((await asked.json()) as { data: { id: number } }).data.id;
  const inAWeek = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali' }).format(
    new Date(Date.now() + 7 * 24 * 3_600_000),
  );
  const answered = await request.post(`/api/admin/gps-requests/${id}/update-status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: 'approved', installation_date: inAWeek, admin_notes: 'Bring the car keys.' },
  });
  expect(answered.status()).toBe(200);

  await page.goto('/notifications');
  const item = page
    .getByRole('list', { name: 'Your notifications' })
    .getByRole('listitem')
    .filter({ hasText: /GPS/ })
    .first();
  await item.getByRole('link').first().click();
  await expect(page).toHaveURL('/owner/dashboard#gps-requests');
  const section = page.locator('#gps-requests');
  await expect(section).toBeInViewport();
  await expect(section).toContainText('Bring the car keys.');
});
