import { expect, test } from './fixtures';
import { apiListCar, expectNoSeriousViolations, kigaliTomorrow } from './support';

/** `2026-11-26` as the screens write it: `26 Nov 2026`. */
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

test('an owner asks for a GPS tracker in one of their cars, the admin approves it with a date, and the owner sees it scheduled', async ({
  ownerPage: page,
  ownerAccount,
  adminPage,
  request,
}) => {
  test.slow(); // two people, three screens, two of them checked by axe
  await apiListCar(request, ownerAccount.token, { make: 'Toyota', model: 'Prado', year: 2021 });
  await page.setViewportSize({ width: 375, height: 800 });

  // The owner's form (rules §7.2): choosing the car fills its details.
  await page.goto('/owner/dashboard');
  await page.getByRole('link', { name: 'Request GPS Tracker' }).first().click();
  await expect(page).toHaveURL('/owner/gps-request');
  await page.getByLabel('Choose one of your cars').selectOption({ label: '2021 Toyota Prado' });
  await expect(page.getByLabel('Car make *')).toHaveValue('Toyota');
  await expect(page.getByLabel('Car model *')).toHaveValue('Prado');
  await page.getByLabel('Plate number *').fill('RAD 777 G');
  await expect(page.getByLabel('Owner phone *')).toHaveValue('+250788555010');
  await page.getByLabel('Installation location *').fill('Kigali Heights, KG 7 Ave');
  await page.getByLabel('Preferred time').selectOption('morning');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(/Our team will contact you within 24-48 hours/)).toBeVisible();
  const reference = /G\d{7}/.exec(await page.getByText(/Your reference: G\d{7}/).innerText())![0];
  // Three seconds later, back on the dashboard, waiting.
  await expect(page).toHaveURL('/owner/dashboard');
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Not scheduled yet');

  // The admin approves it with an installation date and a note.
  const installation = kigaliTomorrow();
  await adminPage.goto('/admin?tab=gps-requests&status=pending');
  await adminPage.getByLabel('Search GPS requests').fill(ownerAccount.email);
  await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
  await adminPage.getByRole('button', { name: `Approve: Toyota Prado 2021, ${reference}` }).click();
  const details = adminPage.getByRole('dialog', { name: `Request ${reference}` });
  await details.getByLabel('Installation Date').fill(installation);
  await details.getByLabel('Admin Notes').fill('Our technician Jean calls the day before.');
  await expectNoSeriousViolations(adminPage);
  await details.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(adminPage.getByText('GPS request approved successfully')).toBeVisible();

  // The owner sees Approved, the date and the note.
  await page.reload();
  await expect(card).toContainText('Approved');
  await expect(card).toContainText(shown(installation));
  await expect(card).toContainText('Our technician Jean calls the day before.');
  await expectNoSeriousViolations(page);
});
