import { expect, test } from './fixtures';
import { expectNoSeriousViolations, kigaliTomorrow } from './support';

/** A date some days after `date` (YYYY-MM-DD), as a date input takes it. */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a client asks for a round-trip bus from Kigali to Goma, the admin confirms it with a price, and the client sees the answer', async ({
  clientPage: page,
  clientAccount,
  adminPage,
}) => {
  test.slow(); // two people, three screens, two of them checked by axe
  await page.setViewportSize({ width: 375, height: 800 });
  const departure = kigaliTomorrow();
  const back = daysAfter(departure, 4);

  // The traveller fills the form (rules §6.2): a bus, both ways, three people, to DR Congo.
  await page.goto('/ticket-booking');
  await expect(page.getByRole('heading', { name: 'Travel Worldwide & East Africa' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'What we book' })).toContainText('9 Countries');
  const form = page.getByRole('region', { name: 'Book Your Ticket' });
  await expect(form.getByLabel('Email')).toHaveValue(clientAccount.email);
  await form.getByRole('radio', { name: /Bus \(East Africa\)/ }).check();
  await form.getByRole('radio', { name: 'Round Trip' }).check();
  await form.getByLabel('Passenger name').fill('Aline Uwase');
  await form.getByLabel('Phone').fill('+250 788 123 456');
  // Every bus leaves from Kigali: From starts there, and the traveller sends it as it is.
  await expect(form.getByLabel('From (City)')).toHaveValue('Kigali');
  await expect(form.getByLabel('From (City)')).toBeEditable();
  await expect(form.getByLabel('To (City)')).toBeDisabled();
  await form.getByLabel('To (Country)').selectOption('CD');
  await expect(form.getByLabel('To (Country)').locator('option:checked')).toHaveText(
    'Democratic Republic of the Congo',
  );
  await expect(form.getByLabel('To (City)').getByRole('option')).toHaveText([
    'Select a city',
    'Goma',
    'Bukavu',
  ]);
  await form.getByLabel('To (City)').selectOption('Goma');
  await form.getByLabel('Departure date').fill(departure);
  await form.getByLabel('Return date').fill(back);
  await form.getByLabel('Passengers').selectOption('3');
  await form.getByLabel('Class').selectOption('business');
  await form.getByLabel('Special requests (optional)').fill('Window seats, please');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Submit Booking Request' }).click();
  await expect(page.getByText('Your ticket booking request has been submitted.')).toBeVisible();
  const reference = /T\d{7}/.exec(await page.getByText(/Your reference: T\d{7}/).innerText())![0];
  // The form starts again on its defaults, with the account's name and email.
  await expect(form.getByRole('radio', { name: /Flight \(Worldwide\)/ })).toBeChecked();
  await expect(form.getByLabel('Email')).toHaveValue(clientAccount.email);

  // It waits on My Ticket Bookings (rules §6.6), with its details.
  await page.getByRole('link', { name: 'View My Ticket Bookings' }).click();
  await expect(page).toHaveURL('/my-ticket-bookings');
  await expect(page.getByText('1 of 1 booking')).toBeVisible();
  const asked = page.getByRole('article').filter({ hasText: reference });
  await expect(asked).toContainText('Goma, Democratic Republic of the Congo');
  await expect(asked).toContainText('Kigali');
  await page.getByRole('button', { name: `View details of request ${reference}` }).click();
  const details = page.getByRole('dialog', { name: 'Ticket Booking Details' });
  await expect(details).toContainText('Aline Uwase');
  await expect(details).toContainText('Window seats, please');
  await expect(details).toContainText('3 Passengers');
  await expect(details).toContainText('Pending');
  await expectNoSeriousViolations(page);
  await details.getByRole('button', { name: 'Close' }).last().click();

  // The admin finds it among the pending requests and confirms it with a quoted price.
  await adminPage.goto('/admin?tab=ticket-bookings&status=pending');
  await adminPage.getByLabel('Search ticket bookings').fill(clientAccount.email);
  await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
  await adminPage.getByRole('button', { name: `Confirm: Aline Uwase, ${reference}` }).click();
  const answer = adminPage.getByRole('dialog', { name: `Request ${reference}` });
  await answer.getByLabel('Quoted price (RWF)').fill('45000');
  await answer.getByLabel('Note to the traveller').fill('Seats 12 to 14 on the 7:00 coach');
  await expectNoSeriousViolations(adminPage);
  await answer.getByRole('button', { name: 'Confirm Request' }).click();
  await expect(adminPage.getByText('Ticket booking confirmed successfully')).toBeVisible();

  // The traveller sees Confirmed, the price and the note.
  await page.reload();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('RWF 45,000');
  await expect(card).toContainText('Seats 12 to 14 on the 7:00 coach');
});

test('signed out, the ticket form and My Ticket Bookings ask to log in', async ({ page }) => {
  await page.goto('/ticket-booking');
  await expect(page.getByText('Please log in to submit a ticket booking request.')).toBeVisible();
  await page.goto('/my-ticket-bookings');
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).last().click();
  await expect(page).toHaveURL('/login?next=%2Fmy-ticket-bookings');
});
