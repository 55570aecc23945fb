import { expect, test } from './fixtures';
import {
  apiListCar,
  apiStartedBooking,
  apiVerifiedDriver,
  kigaliTomorrow,
  uniqueTag,
} from './support';

test('a client books a car, the owner confirms, and the client sees it confirmed with its timeline', async ({
  clientPage: page,
  ownerPage,
  ownerAccount: owner,
  request,
}) => {
  const carId = await apiListCar(request, owner.token, {
    make: 'Suzuki',
    model: `Jimny ${uniqueTag()}`,
    price_per_hour: 12000,
    license_plate: 'RAD 451 B',
  });

  // The booking form on the car's page: end time and total worked out before sending.
  await page.goto(`/cars/${carId}`);
  const form = page.getByRole('region', { name: 'Request a Booking' });
  await expect(form.getByRole('button', { name: 'Request Booking' })).toBeDisabled();
  await form.getByLabel('Date').fill(kigaliTomorrow());
  await form.getByLabel('Start time').selectOption('10:00');
  await form.getByLabel('Hours').selectOption('3');
  await expect(form.getByTestId('booking-total')).toHaveText('RWF 36,000');
  await expect(form.getByText(/, 13:00$/)).toBeVisible(); // the end, after the date
  await form.getByRole('button', { name: 'Request Booking' }).click();

  await expect(page).toHaveURL('/account?tab=bookings');
  await expect(page.getByText('Booking request submitted successfully!')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Suzuki' });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();

  // The owner sees it counted on the dashboard, then confirms it.
  await ownerPage.goto('/owner/dashboard');
  await expect(ownerPage.getByText('Pending Bookings')).toBeVisible();
  await ownerPage.getByRole('link', { name: 'Manage Bookings' }).click();
  await expect(ownerPage).toHaveURL('/owner/bookings');
  const request1 = ownerPage.getByRole('article').filter({ hasText: 'Suzuki' });
  await expect(request1.getByText('RAD 451 B')).toBeVisible();
  await request1.getByRole('button', { name: 'Confirm' }).click();
  await expect(ownerPage.getByText('Booking confirmed successfully')).toBeVisible();
  await expect(request1.getByText('Confirmed', { exact: true })).toBeVisible();

  // The client sees it confirmed, the owner's phone, and the timeline.
  await page.goto('/account?tab=bookings');
  const confirmed = page.getByRole('article').filter({ hasText: 'Suzuki' });
  await expect(confirmed.getByText('Confirmed', { exact: true })).toBeVisible();
  await confirmed.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(/\/booking\/\d+$/);
  await expect(page.getByRole('link', { name: 'Call +250788555010' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline).toContainText('Requested by the client');
  await expect(timeline).toContainText('Confirmed by the owner');
});

test('a driver accepts a booking, completes one once it has started, and the client’s review shows on the driver’s card', async ({
  clientPage: page,
  clientAccount,
  driverPage,
  driverAccount,
  request,
}) => {
  const driver = await apiVerifiedDriver(request, { price_per_hour: 4500 }, driverAccount);

  await page.goto(`/drivers/${driver.id}/book`);
  await expect(page.getByRole('heading', { name: `Book ${driver.name}` })).toBeVisible();
  await page.getByLabel('Date').fill(kigaliTomorrow());
  await page.getByLabel('Start time').selectOption('08:00');
  await page.getByLabel('Hours').selectOption('2');
  await expect(page.getByTestId('booking-total')).toHaveText('RWF 9,000');
  await page.getByRole('button', { name: 'Request Booking' }).click();
  await expect(page.getByText('Driver booking request submitted successfully!')).toBeVisible();

  // The driver answers from the dashboard's Booking Requests tab.
  await driverPage.goto('/driver/dashboard');
  const requestCard = driverPage.getByRole('article').filter({ hasText: driver.name });
  await requestCard.getByRole('button', { name: 'Accept' }).click();
  await expect(requestCard.getByText('Confirmed', { exact: true })).toBeVisible();
  // Tomorrow's booking has not started: no Complete yet, and the card says when it comes.
  await expect(requestCard.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await expect(
    requestCard.getByText('You can mark this booking completed once it has started.'),
  ).toBeVisible();

  // A booking that has started (made a few seconds ahead through the API, confirmed, and
  // waited for) is completed from the same list.
  const startedId = await apiStartedBooking(request, clientAccount, driverAccount, {
    type: 'driver',
    id: driver.id,
  });
  const reference = `B${String(startedId).padStart(7, '0')}`;
  await driverPage.reload();
  const startedCard = driverPage.getByRole('article').filter({ hasText: reference });
  await startedCard.getByRole('button', { name: 'Complete' }).click();
  await expect(startedCard.getByText('Completed', { exact: true })).toBeVisible();
  await driverPage.goto('/driver/bookings');
  await expect(driverPage.getByText('RWF 9,000').first()).toBeVisible(); // Total Earned

  // The client leaves a review, and the driver's card shows the rating.
  await page.goto('/account?tab=bookings');
  await page
    .getByRole('article')
    .filter({ hasText: reference })
    .getByRole('link', { name: /View details/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Leave a Review' })).toBeVisible();
  // People tap the fifth star; the radio behind it is for keyboards and screen readers.
  await page.locator('label', { hasText: '5 stars' }).click();
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.getByLabel('Comment (optional)').fill('On time and careful on the road to Musanze.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you! Your review has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();

  await page.goto(`/drivers?search=${encodeURIComponent(driver.name)}`);
  const driverCard = page.getByRole('article').filter({ hasText: driver.name });
  await expect(driverCard.getByText('5.0 (1 review)')).toBeVisible();
});

test('an owner declines a request with a reason, and the client reads it on the booking and in their notification', async ({
  clientPage: page,
  clientAccount: client,
  ownerPage,
  ownerAccount: owner,
  request,
}) => {
  const model = `Note ${uniqueTag()}`;
  const carId = await apiListCar(request, owner.token, {
    make: 'Nissan',
    model,
    price_per_hour: 9000,
  });

  // The request's confirmation says who answers, by when and how the client will hear
  // (this server sends email; the client has no phone, so no SMS).
  await page.goto(`/cars/${carId}`);
  const form = page.getByRole('region', { name: 'Request a Booking' });
  await form.getByLabel('Date').fill(kigaliTomorrow());
  await form.getByLabel('Start time').selectOption('11:00');
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expect(page).toHaveURL('/account?tab=bookings');
  const sent = page.getByRole('status').filter({ hasText: 'What happens next' });
  await expect(sent).toContainText('Booking request submitted successfully!');
  await expect(sent).toContainText(
    `${String(owner.user.name)}, the car’s owner, confirms or declines your request.`,
  );
  await expect(sent).toContainText('11:00 (Kigali time), when the booking would start');
  await expect(sent).toContainText('You will hear their answer in the app and by email.');
  const card = page.getByRole('article').filter({ hasText: model });
  await expect(card).toContainText(`Waiting for ${String(owner.user.name)} to answer, until`);

  // The owner declines: the dialog names the action, its buttons say what they do.
  const reason = 'Sorry, the car is booked for a wedding that day. Try Sunday?';
  await ownerPage.goto('/owner/bookings');
  const asked = ownerPage.getByRole('article').filter({ hasText: model });
  await asked.getByRole('button', { name: 'Decline' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Decline this request?' });
  await expect(dialog.getByRole('button', { name: 'Keep request' })).toBeFocused();
  await dialog.getByLabel(`Reason for ${String(client.user.name)} (optional)`).fill(reason);
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    ownerPage.getByText(`Request declined. ${String(client.user.name)} is told.`),
  ).toBeVisible();
  await expect(asked.getByText('Cancelled', { exact: true })).toBeVisible();

  // The client reads the reason in the notification, and on the booking's timeline.
  await page.goto('/notifications');
  const notice = page.getByRole('listitem').filter({ hasText: 'Booking declined' }).first();
  await expect(notice).toContainText(`Their reason: "${reason}"`);
  await page.goto('/account?tab=bookings');
  await card.getByRole('link', { name: /View details/ }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const declinedLine = timeline.getByRole('listitem').last();
  await expect(declinedLine).toContainText('Declined by the owner or driver');
  await expect(declinedLine).toContainText(`Reason given: ${reason}`);
});
