import { expect, test } from './fixtures';
import {
  apiVerifiedDriver,
  apiVerifyDriverLicence,
  expectNoSeriousViolations,
  kigaliTomorrow,
  licencePng,
  uniqueTag,
} from './support';

test('a driver registers with a licence photo, waits for verification, goes offline and online, then appears on /drivers', async ({
  driverPage: page,
  driverAccount,
  adminAccount,
  request,
}) => {
  await page.goto('/driver/register');
  const name = `Jean Test ${uniqueTag()}`;

  // The licence photo is required, with the spec's words.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please upload your driving licence image')).toBeVisible();
  await expect(page.getByText('Please select at least one specialty')).toBeVisible();

  await page.getByLabel('Full name *').fill(name);
  await page.getByLabel('Age *').fill('33');
  await page.getByLabel('Years of experience *').fill('7');
  await page.getByLabel('Location *').selectOption('Huye');
  await page.getByLabel('Hourly rate (RWF) *').fill('3500');
  await page.getByLabel('Long Distance').check();
  await page.getByLabel('Airport Transfers').check();
  await page.getByLabel('Availability notes *').fill('Weekdays 6am to 8pm');
  await page.getByLabel('Driving licence number *').fill('RW-B-998877');
  await page.getByLabel('Photo of your driving licence *').setInputFiles(licencePng);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Registration received!' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL('/driver/dashboard');
  await expect(page.getByText(/Your licence is being checked/)).toBeVisible();
  await page.getByRole('button', { name: 'Go Offline' }).click();
  await expect(page.getByText('You are offline')).toBeVisible();
  await page.reload(); // the switch is saved, not just shown
  await expect(page.getByRole('button', { name: 'Go Online' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Online' }).click();
  await expect(page.getByText('You are online')).toBeVisible();

  await page.goto(`/drivers?search=${encodeURIComponent(name)}`);
  await expect(page.getByText('No drivers match your search')).toBeVisible();

  // An admin verifies the licence (the admin screens for drivers come with the admin issue).
  const profile = await request.get('/api/my-driver-profile', {
    headers: { authorization: `Bearer ${driverAccount.token}` },
  });
  const driverId = ((await profile.json()) as { data: { id: number } }).data.id;
  await apiVerifyDriverLicence(request, driverId, adminAccount);

  await page.reload();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('New');
  await expect(card).toContainText('RWF 3,500 / hour');
  await card.getByRole('link', { name: /^Book Now/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('You need a client account to contact drivers')).toBeVisible();
});

test('the drivers list filters by specialty and experience through the URL', async ({ page }) => {
  await page.goto('/drivers');
  await expect(page.getByRole('article').first()).toBeVisible(); // the demo drivers
  await page.getByRole('button', { name: 'Show filters' }).click();
  await page.getByLabel('Specialty').selectOption('tourist-guide');
  await expect(page).toHaveURL(/specialty=tourist-guide/);
  await page.getByLabel('Minimum experience').selectOption('10');
  await expect(page).toHaveURL(/min_experience=10/);
  await expect(page).toHaveURL(/specialty=tourist-guide/); // the second choice keeps the first
  // Read again until it holds: the list read once may still be the one from before the filter.
  await expect(async () => {
    const cards = await page.getByRole('article').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toContain('Tourist Guide');
  }).toPass();
  await page.getByLabel('Minimum rating').selectOption('4');
  await expect(page.getByText('No drivers match your search')).toBeVisible(); // nobody is rated yet
});

test('a driver without a photo has a short band of initials on a phone, and the 4:3 box of the cards beside it from two columns on', async ({
  page,
  request,
}) => {
  const driver = await apiVerifiedDriver(request); // registered without a portrait
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/drivers?search=${encodeURIComponent(driver.name)}`);
    const card = page.getByRole('article').filter({ hasText: driver.name });
    const initials = card.getByRole('img', { name: `Photo of ${driver.name}` });
    await expect(initials).toHaveText(/^D\w$/); // 'Driver <tag>': the two initials
    await page.screenshot({ path: `test-results/drivers-without-photo-${width}.png` });
    const box = (await initials.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    if (width === 375) {
      // Not a screenful of colour: the band is short and the whole card fits on the screen.
      expect(box.height).toBeLessThanOrEqual(96);
      expect(cardBox.height).toBeLessThan(900 / 2);
    } else {
      // As tall as a portrait would be, so the cards of a row line up.
      expect(Math.abs(box.height - (box.width * 3) / 4)).toBeLessThanOrEqual(2);
    }
  }
});

test('on a phone, a client searches drivers by day, start and hours and sees those free then, and Instant Book ones', async ({
  page,
  request,
}) => {
  // rules §4.14 to rules §4.16. Two drivers of this test: one any day and hour with Instant Book, one
  // only before 06:00 (any day, so the journey holds whatever day it runs).
  const tag = uniqueTag();
  const anytime = `Anytime ${tag}`;
  const early = `Early ${tag}`;
  await apiVerifiedDriver(request, { name: anytime, instant_book: 1, min_notice_hours: 2 });
  await apiVerifiedDriver(request, { name: early, available_from_hour: 0, available_to_hour: 6 });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/drivers?search=${tag}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Show filters' }).click();
  await page.getByLabel('Day').selectOption(kigaliTomorrow());
  await page.getByLabel('Start').selectOption('10');
  await page.getByLabel('Hours').selectOption('3');
  await expect(page).toHaveURL(/from=.*T10%3A00%3A00%2B02%3A00&until=.*T13%3A00%3A00%2B02%3A00/);

  const card = page.getByRole('article').filter({ hasText: anytime });
  await expect(card).toContainText('Free then');
  await expect(card).toContainText('Instant Book');
  await expect(card).toContainText('Every day, all day');
  await expect(page.getByRole('article')).toHaveCount(1); // the early driver is not free then
  await page.screenshot({ path: 'test-results/drivers-free-then-375.png', fullPage: true });
  await expectNoSeriousViolations(page);

  // Instant Book only keeps the window and says so in the URL too.
  // Checked once the address says so (the box shows the URL's filter).
  await page.getByLabel('Instant Book only').click();
  await expect(page).toHaveURL(/instant_book=1/);
  await expect(page.getByLabel('Instant Book only')).toBeChecked();
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByRole('article').filter({ hasText: anytime })).toBeVisible();

  // Before 06:00 the early driver is free too; Any day shows both again.
  await page.getByLabel('Instant Book only').click();
  await expect(page).not.toHaveURL(/instant_book/);
  await page.getByLabel('Start').selectOption('2');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Day').selectOption('');
  await expect(page).not.toHaveURL(/from=/);
  await expect(page.getByText('Free then')).toHaveCount(0);
});
