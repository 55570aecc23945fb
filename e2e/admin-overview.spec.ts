import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoListings, expectNoSeriousViolations, licencePng, type Account } from './support';

type Booked = { id: number; reference: string };

type DemoCar = { id: number; availability: { days: string[]; from_hour: number; to_hour: number } };

/**
 * The client asks for a demo car through the API: a Kigali morning on a day far enough
 * ahead, and different each run, that no other journey's booking takes its time. The car is
 * one let every day from 10:00 to 12:00 at least (rules §4.17 refuses a request outside its
 * weekly hours; some demo cars are let on weekdays or weekends only).
 */
async function requestDemoCar(request: APIRequestContext, client: Account): Promise<Booked> {
  const car = (await demoListings<DemoCar>(request, 'cars', 6)).find(
    ({ availability }) =>
      availability.days.length === 7 && availability.from_hour <= 10 && availability.to_hour >= 12,
  );
  const start = new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000);
  start.setUTCHours(8, 0, 0, 0); // 10:00 in Kigali
  const response = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${client.token}` },
    data: {
      item_type: 'car',
      item_id: car!.id,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      notes: 'Pick-up at Kigali Heights.',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Booked }).data;
}

const countOf = async (text: Promise<string>) => Number(/(\d+)\s*$/.exec(await text)?.[1]);

test('the admin confirms a client’s pending request from the bookings tab, and the audit log records it', async ({
  adminPage: page,
  clientAccount,
  request,
}) => {
  const booking = await requestDemoCar(request, clientAccount);

  await page.goto('/admin?tab=bookings');
  const byStatus = page.getByRole('group', { name: 'Show bookings by status' });
  const pending = byStatus.getByRole('button', { name: /^Pending \d+$/ });
  await expect(pending).toBeVisible();
  expect(await countOf(pending.innerText())).toBeGreaterThanOrEqual(1);
  await pending.click();
  await expect(page).toHaveURL('/admin?tab=bookings&status=pending');

  await page.getByLabel('Search bookings').fill(booking.reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(byStatus.getByRole('button', { name: 'Pending 1' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: booking.reference });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Confirm ${booking.reference}` }).click();
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible();

  // It leaves the pending list and shows Confirmed under Confirmed.
  await expect(byStatus.getByRole('button', { name: 'Pending 0' })).toBeVisible();
  await byStatus.getByRole('button', { name: 'Confirmed 1' }).click();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Confirm / })).toHaveCount(0);

  // The audit log names the admin's answer (rules §8.13).
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await page.getByLabel('Action', { exact: true }).selectOption('booking.status_changed');
  await expect(page).toHaveURL('/admin?tab=audit&action=booking.status_changed');
  const entry = page.getByRole('row').filter({ hasText: booking.reference });
  await expect(entry).toContainText('Booking status changed');
  await expect(entry).toContainText('pending → confirmed');
  await expect(entry).toContainText('Administrator');
});

test('the overview counts the licences waiting for review, and it, the bookings, audit log and settings have no serious or critical accessibility violations', async ({
  adminPage: page,
  clientAccount,
  request,
}) => {
  test.slow(); // six screens, each checked by axe
  const booking = await requestDemoCar(request, clientAccount);
  const form = new FormData();
  form.append('license_image', new Blob([licencePng.buffer], { type: 'image/png' }), 'licence.png');
  const uploaded = await request.post('/api/account/license', {
    headers: { authorization: `Bearer ${clientAccount.token}` },
    multipart: form,
  });
  expect(uploaded.status()).toBe(200);

  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Pending Verifications' });
  await expect(card).toContainText('User licences');
  await expect(card).toContainText('Driver licences');
  const waiting = /Pending Verifications\s+(\d+)/.exec(await card.innerText())?.[1];
  expect(Number(waiting)).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('region', { name: 'Pending Tickets' })).toContainText(/\d/);
  await expectNoSeriousViolations(page);

  for (const path of ['/admin?tab=bookings', '/admin/bookings']) {
    await page.goto(path);
    await expect(page.getByRole('row').filter({ hasText: booking.reference })).toBeVisible();
    await expectNoSeriousViolations(page);
  }

  // The details window, open over the list.
  await page.getByRole('button', { name: `Details of ${booking.reference}` }).click();
  const details = page.getByRole('dialog', { name: `Booking ${booking.reference}` });
  await expect(details.getByRole('region', { name: 'Timeline' })).toBeVisible();
  await expect(details).toContainText('Pick-up at Kigali Heights.');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await page.goto('/admin?tab=audit');
  await expect(
    page.getByRole('table').or(page.getByText('No admin actions recorded yet')).first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/admin?tab=settings');
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Review Verifications, on the overview, opens the users tab on the licences waiting.
  await page.goto('/admin');
  await card.getByRole('link', { name: 'Review Verifications' }).click();
  await expect(page).toHaveURL('/admin?tab=users&license_status=pending');
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
});
