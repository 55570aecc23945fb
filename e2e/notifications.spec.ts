import { expect, test } from './fixtures';
import { apiListCar, expectNoSeriousViolations } from './support';

// rules §10.9: a provider hears of a request without looking for it.
test('an owner sees the count after a client’s booking request, opens /notifications, follows it to the booking and marks all read', async ({
  ownerPage: page,
  ownerAccount: owner,
  clientAccount: client,
  request,
}) => {
  const model = `Jimny ${Date.now().toString(36).slice(-4)}`;
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

test('/notifications reads well at 375 px: no serious accessibility problem, nothing wider than the screen', async ({
  ownerPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/notifications');
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Text messages (SMS)' })).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
