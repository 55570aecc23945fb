import { expect, test } from './fixtures';
import { apiListCar, expectNoSeriousViolations, kigaliTomorrow, uniqueTag } from './support';

test.use({ viewport: { width: 375, height: 740 } });

type Busy = { start_time: string; end_time: string; kind: string };

test('on a phone, an owner blocks an hour of a car from the dashboard; its public calendar and the time search show it taken, and freeing it gives it back (rules §4.15)', async ({
  ownerPage: page,
  ownerAccount: owner,
  request,
}) => {
  const model = `Vitz ${uniqueTag()}`;
  const carId = await apiListCar(request, owner.token, {
    make: 'Toyota',
    model,
    license_plate: 'RAE 714 C',
  });

  await page.goto('/owner/dashboard');
  await page.getByRole('link', { name: new RegExp(`^Calendar: \\d{4} Toyota ${model}$`) }).click();
  await expect(page).toHaveURL(`/owner/calendar/${carId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Calendar: \d{4} Toyota/ }),
  ).toBeVisible();

  // Tomorrow is the week's second column; any of its free hours will do.
  const week = page.getByRole('region', { name: 'Your calendar' });
  const freeTomorrow = week.locator('button[data-cell^="1-"][data-kind="free"]').first();
  await freeTomorrow.click();
  const form = page.getByRole('form', { name: 'Block a time' });
  await expect(form.getByLabel('Start date')).toHaveValue(kigaliTomorrow());
  const startTime = await form.getByLabel('Start time').inputValue();
  await form.getByLabel('Private note (optional)').fill('Service at the garage');
  await form.getByRole('button', { name: 'Block this time' }).click();
  await expect(form.getByText('Time blocked.')).toBeVisible();

  const blocked = page.getByRole('region', { name: 'Blocked times' });
  await expect(blocked.getByText('Service at the garage')).toBeVisible();
  await expect(
    week.getByRole('button', { name: new RegExp(`, ${startTime}: Blocked$`) }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  // What the public sees: the hour blocked, not why; and the car is not free then.
  const from = `${kigaliTomorrow()}T${startTime}:00+02:00`;
  const until = new Date(Date.parse(from) + 3_600_000).toISOString();
  const window = `from=${encodeURIComponent(from)}&until=${encodeURIComponent(until)}`;
  const calendar = await request.get(`/api/cars/${carId}/availability?${window}`);
  expect(await calendar.text()).not.toContain('garage');
  const busy = ((await calendar.json()) as { data: { busy: Busy[] } }).data.busy;
  expect(busy).toEqual([expect.objectContaining({ kind: 'blocked' })]);
  const list = await request.get(`/api/cars?${window}&search=${encodeURIComponent(model)}`);
  expect(((await list.json()) as { data: { id: number }[] }).data).toEqual([]);

  await blocked.getByRole('button', { name: /^Free this time: / }).click();
  await expect(blocked.getByText('Time freed.')).toBeVisible();
  await expect(blocked.getByText('No blocked times coming up.')).toBeVisible();
  const freed = await request.get(`/api/cars/${carId}/availability?${window}`);
  expect(((await freed.json()) as { data: { busy: Busy[] } }).data.busy).toEqual([]);
});
