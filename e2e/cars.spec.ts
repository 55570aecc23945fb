import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiListCar, expectNoSeriousViolations, licencePng, uniqueTag } from './support';

/** Lighthouse's phone: 412 CSS px at 1.75 device pixels each, a card about 380 px wide. */
const lighthousePhone = (browser: Browser) =>
  browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

/** A model name no other test (or demo car) has, so searches find exactly one car. */
const uniqueModel = (base: string) => `${base}${uniqueTag()}`;

test('home shows three featured cars from the demo data; Book Now opens the car at its booking panel, on a phone too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Cars' }).getByRole('article');
  await expect(featured).toHaveCount(3);
  await featured
    .first()
    .getByRole('link', { name: /^Book Now/ })
    .click();
  await expect(page).toHaveURL(/\/cars\/\d+#book$/);
  // rules §4.3: at the panel, not at the top of the page (signed out, it asks to log in).
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeAttached();
});

test("a phone takes a card's 800 px photo, never the 1280 px one (rules §9.16)", async ({
  browser,
}) => {
  const page = await lighthousePhone(browser);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/uploads/cars/')) asked.push(request.url());
  });
  await page.goto('/cars');
  const first = page.getByRole('article').first().getByRole('img');
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/-800\.webp$/);
  expect(asked.filter((url) => url.endsWith('-1280.webp'))).toEqual([]);
  await page.close();
});

test('a phone gets the page before the app, and photos only near the screen (rules §9.16)', async ({
  browser,
}) => {
  const page = await lighthousePhone(browser);
  const photos: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/uploads/cars/')) photos.push(request.url());
  });
  await page.goto('/');
  await page.waitForSelector('html[data-hydrated]');
  // The app's code (React DOM first) is asked for after the page has painted.
  const [painted, appAsked] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/react-dom-/.test(entry.name))?.startTime,
  ]);
  expect(painted).toBeDefined();
  expect(appAsked).toBeGreaterThan(painted!);

  // The third featured car is three screens down: its photo waits until it is near.
  const third = page.getByRole('region', { name: 'Featured Cars' }).getByRole('article').nth(2);
  await expect(third.locator('img')).toHaveCount(0);
  await third.scrollIntoViewIfNeeded();
  const photo = third.getByRole('img');
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toMatch(/-800\.webp$/);
  // Asked for by this page: once near, or with a card above whose photo has the same bytes
  // (uploads are named by their content, and journeys list cars with one test photo).
  const src = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(photos).toContain(src);
  await page.close();
});

test('an owner adds a car with a photo and finds it on /cars', async ({ ownerPage: page }) => {
  await page.goto('/owner/dashboard');
  await page.getByRole('link', { name: 'Add New Car' }).first().click();
  await expect(page).toHaveURL('/owner/add-car');

  // Nothing filled in: the spec's messages, and nothing is sent.
  await page.getByRole('button', { name: 'Save Car' }).click();
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  await expect(page.getByText('Please add at least one feature')).toBeVisible();
  await expect(page.getByText('Please add at least one image')).toBeVisible();

  const model = uniqueModel('Vitz');
  await page.getByLabel('Make *').fill('Toyota');
  await page.getByLabel('Model *').fill(model);
  await page.getByLabel('Car type *').selectOption('sedan');
  await page.getByLabel('Description *').fill('Small, thrifty and easy to park in town.');
  await page.getByLabel('Location *').selectOption('Huye');
  await page.getByLabel('Price per Hour (RWF) *').fill('7000');
  await page.getByLabel('Add a feature').fill('Air conditioning');
  await page.getByLabel('Add a feature').press('Enter');
  await page.getByLabel('Add a feature').fill('  air conditioning ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1); // repeats ignored
  await page.getByLabel('Choose photos').setInputFiles({ ...licencePng, name: 'front.png' });
  await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Save Car' }).click();
  await expect(page.getByText('Car added successfully!')).toBeVisible();
  await expect(page).toHaveURL('/owner/dashboard');
  await expect(page.getByRole('heading', { name: new RegExp(model) })).toBeVisible();

  await page.goto(`/cars?search=${model}`);
  const card = page.getByRole('article').filter({ hasText: model });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('RWF 7,000 / hour')).toBeVisible();
  await expect(card.getByRole('img', { name: new RegExp(model) })).toBeVisible();
});

test('search and filters change the URL and the results, and the back button restores them', async ({
  page,
  request,
  ownerAccount: owner,
}) => {
  const tag = uniqueModel('Zx');
  await apiListCar(request, owner.token, {
    make: 'Suzuki',
    model: `${tag} Swift`,
    car_type: 'sedan',
    price_per_hour: 4000,
  });
  await apiListCar(request, owner.token, {
    make: 'Nissan',
    model: `${tag} Patrol`,
    car_type: 'luxury',
    price_per_hour: 45000,
  });

  await page.goto('/cars');
  await page.getByRole('searchbox').fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}`));
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.getByLabel('Car type').selectOption('luxury');
  await expect(page).toHaveURL(/car_type=luxury/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toContainText('Patrol');

  await page.getByLabel('Car type').selectOption('');
  await page.getByLabel('Price per hour').selectOption('0-5000');
  await expect(page).toHaveURL(/min_price=0&max_price=5000/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toContainText('Swift');

  await page.getByLabel('Price per hour').selectOption('10000-20000');
  await expect(page.getByText('No cars match your search')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/max_price=5000/);
  await expect(page.getByRole('article').first()).toContainText('Swift');
  await expect(page.getByLabel('Price per hour')).toHaveValue('0-5000');
});

test('on a phone, a search for Saturday evening lists only the cars free then, each saying so (rules §4.14)', async ({
  page,
  request,
  ownerAccount: owner,
}) => {
  const tag = uniqueModel('Wn');
  await apiListCar(request, owner.token, {
    make: 'Toyota',
    model: `${tag} Weekdays`,
    available_days: JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri']),
    available_from_hour: 8,
    available_to_hour: 18,
  });
  await apiListCar(request, owner.token, {
    make: 'Toyota',
    model: `${tag} Always`,
    available_days: JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
    available_from_hour: 0,
    available_to_hour: 24,
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/cars?search=${tag}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Show filters' }).click();
  // The next Saturday the day list offers (it names today and the next 13 days).
  const saturday = await page
    .getByLabel('Day', { exact: true })
    .locator('option', { hasText: /^Sat / })
    .first()
    .getAttribute('value');
  await page.getByLabel('Start', { exact: true }).selectOption('20');
  await page.getByLabel('Day', { exact: true }).selectOption(saturday!);
  await expect(page).toHaveURL(new RegExp(`from=${saturday}T20%3A00%3A00%2B02%3A00`));
  await expect(page).toHaveURL(new RegExp(`until=${saturday}T22%3A00%3A00%2B02%3A00`));
  await expect(page).toHaveURL(new RegExp(`search=${tag}`)); // the other filters stay
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Always');
  await expect(page.getByRole('article')).toContainText('Free then');
  await expectNoSeriousViolations(page);
});

test('the detail page turns photos with buttons, dots and the keyboard, and asks visitors to log in', async ({
  page,
  request,
  ownerAccount: owner,
}) => {
  const model = uniqueModel('Prado');
  const id = await apiListCar(
    request,
    owner.token,
    { make: 'Toyota', model, price_per_hour: 30000 },
    3,
  );

  await page.goto(`/cars/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(model);
  await expect(page.getByText('RWF 240,000')).toBeVisible(); // a day = 8 hours
  const photo = page.getByRole('region', { name: 'Photos of the car' }).getByRole('img');
  await expect(photo).toHaveAttribute('alt', /Photo 1 of 3/);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(photo).toHaveAttribute('alt', /Photo 2 of 3/);
  await page.getByRole('button', { name: 'Show photo 3 of 3' }).click();
  await expect(photo).toHaveAttribute('alt', /Photo 3 of 3/);
  await page.getByRole('button', { name: 'Next photo' }).click(); // wraps round
  await expect(photo).toHaveAttribute('alt', /Photo 1 of 3/);
  await page.getByRole('button', { name: 'Previous photo' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(photo).toHaveAttribute('alt', /Photo 3 of 3/);

  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('788');

  await page.goto('/cars/999999');
  await expect(page.getByRole('heading', { name: 'Car Not Found' })).toBeVisible();
});

test('the owner’s phone is shown to a verified client who asks for it, and to nobody else', async ({
  request,
  ownerAccount: owner,
  clientPage,
  driverPage,
  verifiedClientPage,
}) => {
  const id = await apiListCar(request, owner.token, { make: 'Toyota', model: uniqueModel('Rav') });
  const contactBox = (page: Page) => page.getByRole('region', { name: 'Contact the owner' });

  await clientPage.goto(`/cars/${id}`);
  await expect(contactBox(clientPage)).toContainText('Licence verification required');
  await expect(contactBox(clientPage).getByRole('link', { name: 'Verify Licence' })).toBeVisible();

  await driverPage.goto(`/cars/${id}`);
  await expect(contactBox(driverPage)).toContainText(
    'You need a client account to contact car owners',
  );

  await verifiedClientPage.goto(`/cars/${id}`);
  await contactBox(verifiedClientPage).getByRole('button', { name: 'Show phone number' }).click();
  await expect(
    contactBox(verifiedClientPage).getByRole('link', { name: 'Call +250788555010' }),
  ).toBeVisible();
  for (const page of [clientPage, driverPage])
    await expect(page.locator('body')).not.toContainText('788');
});

test('an owner deletes a car only after confirming in the modal', async ({
  ownerPage: page,
  ownerAccount: owner,
  request,
}) => {
  const model = uniqueModel('Tucson');
  await apiListCar(request, owner.token, { make: 'Hyundai', model });
  await page.goto('/owner/dashboard');
  const row = page.getByRole('article').filter({ hasText: model });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete this car listing? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Car deleted successfully')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: model })).toHaveCount(0);
  await page.goto(`/cars?search=${model}`);
  await expect(page.getByText('No cars match your search')).toBeVisible();
});

test('an owner edits a car: a new price, a photo removed, then hidden from the public', async ({
  ownerPage: page,
  ownerAccount: owner,
  request,
}) => {
  const model = uniqueModel('Sportage');
  const id = await apiListCar(
    request,
    owner.token,
    { make: 'Kia', model, price_per_hour: 12000 },
    2,
  );

  await page.goto(`/owner/edit-car/${id}`);
  await page.getByLabel('Price per Hour (RWF) *').fill('13000');
  await page.getByRole('button', { name: 'Remove photo 2' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Car Updated Successfully!')).toBeVisible();
  await expect(page).toHaveURL('/owner/dashboard');

  const row = page.getByRole('article').filter({ hasText: model });
  await expect(row).toContainText('RWF 13,000 / hour');
  await row.getByRole('switch', { name: 'Visible on the website' }).uncheck();
  await expect(page.getByText('Car deactivated successfully')).toBeVisible();
  await expect(row).toContainText('Inactive');

  await page.goto(`/cars?search=${model}`);
  await expect(page.getByText('No cars match your search')).toBeVisible();
  const car = await request.get(`/api/cars/${id}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(((await car.json()) as { data: { images: unknown[] } }).data.images).toHaveLength(1);
});
