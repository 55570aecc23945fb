import { expect, test } from './fixtures';
import { apiListCar, expectNoSeriousViolations, kigaliTomorrow, uniqueTag } from './support';

test.use({ viewport: { width: 375, height: 740 } });

test('on a phone, a client picks a free hour on a car’s week view and sends the request it filled in (rules §4.15, §4.17)', async ({
  clientPage: page,
  ownerAccount: owner,
  request,
}) => {
  const carId = await apiListCar(request, owner.token, {
    make: 'Toyota',
    model: `Vitz ${uniqueTag()}`,
    price_per_hour: 11000,
    license_plate: 'RAE 712 C',
  });

  await page.goto(`/cars/${carId}`);
  const week = page.getByRole('region', { name: 'When it is free' });
  await expect(week.getByRole('list', { name: 'What the colours mean' })).toBeVisible();
  await expect(week.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  // Tomorrow is the week's second column; any of its free hours will do.
  const freeTomorrow = week.locator('button[data-cell^="1-"][data-kind="free"]').first();
  const hour = (await freeTomorrow.getAttribute('aria-label'))!.match(/(\d{2}:00)/)![1]!;
  await freeTomorrow.click();

  const form = page.getByRole('region', { name: 'Request a Booking' });
  await expect(form.getByLabel('Date')).toHaveValue(kigaliTomorrow());
  await expect(form.getByLabel('Start time')).toHaveValue(hour);
  await expect(form.getByLabel('Hours')).toBeFocused();
  await form.getByLabel('Hours').selectOption('1');
  await expect(form.getByTestId('booking-total')).toHaveText('RWF 11,000');
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expect(page).toHaveURL('/account?tab=bookings');
  await expect(page.getByText('Booking request submitted successfully!')).toBeVisible();
});

test('a car’s page with its week view has no serious or critical accessibility violations', async ({
  clientPage: page,
  ownerAccount: owner,
  request,
}) => {
  const carId = await apiListCar(request, owner.token, {
    make: 'Honda',
    model: `Fit ${uniqueTag()}`,
    license_plate: 'RAE 713 C',
  });
  await page.goto(`/cars/${carId}`);
  const week = page.getByRole('region', { name: 'When it is free' });
  await expect(week.locator('button[data-kind]').first()).toBeVisible();
  await week.getByRole('button', { name: 'Next week' }).click();
  await expect(week.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  await expectNoSeriousViolations(page);
});
