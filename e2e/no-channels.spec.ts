import { expect, test, hydratingPage } from './fixtures';
import { admin, licencePng, logIn, password, uniqueEmail, uniqueTag } from './support';

/**
 * A newcomer's first hour on a fresh `npm start`: no SMS gateway, no mail server (the
 * `no channels` project's own server, playwright.config.ts). No screen asks for what cannot
 * happen (rules §10.4): no phone step or reminder, no reset "sent", and the admin is told.
 */
test.use({ viewport: { width: 375, height: 740 } });

test('an owner signs up from List Your Car and lists a car; a visitor signs up mid-booking, comes back to it and books it; nothing asks for an SMS', async ({
  browser,
  baseURL,
}) => {
  const ownerContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const owner = hydratingPage(await ownerContext.newPage());
  const model = `Vitz${uniqueTag()}`;

  // "List Your Car" opens sign-up as an owner: the phone is asked at once.
  await owner.goto('/');
  await owner.getByRole('link', { name: 'List Your Car' }).first().click();
  await expect(owner).toHaveURL('/signup?role=owner');
  await expect(owner.getByLabel('List my car')).toBeChecked();
  await owner.getByLabel('Full name').fill('Aline Uwase');
  await owner.getByLabel('Email address').fill(uniqueEmail('owner'));
  await owner.getByLabel('Phone number').fill('0788 123 456');
  await owner.getByLabel('Password', { exact: true }).fill(password);
  await owner.getByLabel('Confirm password').fill(password);
  await owner.getByRole('checkbox', { name: /I agree to the/ }).check();
  await owner.getByRole('button', { name: 'Create Account' }).click();
  // No phone step: straight to the dashboard, which never nags about a code that cannot come.
  await expect(owner).toHaveURL('/owner/dashboard');
  await expect(owner.getByRole('heading', { name: 'Owner Dashboard', level: 1 })).toBeVisible();
  const phone = owner.getByRole('region', { name: 'Phone verification' });
  await expect(phone).toContainText('This server does not send text messages');
  await expect(owner.getByRole('region', { name: 'Verify your phone number' })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  await owner.goto('/account/verify-phone?next=%2Fowner%2Fdashboard');
  await expect(owner).toHaveURL('/owner/dashboard');

  await owner.getByRole('link', { name: 'Add New Car' }).first().click();
  await owner.getByLabel('Make *').fill('Toyota');
  await owner.getByLabel('Model *').fill(model);
  await owner.getByLabel('Car type *').selectOption('sedan');
  await owner.getByLabel('Description *').fill('Small, thrifty and easy to park in town.');
  await owner.getByLabel('Location *').selectOption('Kigali');
  await owner.getByLabel('Price per Hour (RWF) *').fill('7000');
  await owner.getByLabel('Add a feature').fill('Air conditioning');
  await owner.getByLabel('Add a feature').press('Enter');
  await owner.getByLabel('Choose photos').setInputFiles({ ...licencePng, name: 'front.png' });
  await owner.getByRole('button', { name: 'Save Car' }).click();
  await expect(owner.getByText('Car added successfully!')).toBeVisible();

  // A visitor finds it, presses Book Now, lands on the panel, and signs up from there.
  const visitorContext = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
  });
  const visitor = hydratingPage(await visitorContext.newPage());
  await visitor.goto(`/cars?search=${model}`);
  await visitor
    .getByRole('article')
    .filter({ hasText: model })
    .getByRole('link', { name: /^Book Now/ })
    .click();
  await expect(visitor).toHaveURL(/\/cars\/\d+#book$/);
  const carPath = new URL(visitor.url()).pathname;
  await expect(visitor.getByRole('heading', { name: 'Login Required' })).toBeInViewport();
  await visitor.getByRole('link', { name: 'Sign Up' }).click();
  await expect(visitor).toHaveURL(`/signup?next=${encodeURIComponent(carPath)}`);
  await visitor.getByLabel('Full name').fill('Eric Mugisha');
  await visitor.getByLabel('Email address').fill(uniqueEmail('client'));
  await visitor.getByLabel('Password', { exact: true }).fill(password);
  await visitor.getByLabel('Confirm password').fill(password);
  await visitor.getByRole('checkbox', { name: /I agree to the/ }).check();
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  // Back at the car being booked, not on the licence step.
  await expect(visitor).toHaveURL(carPath);

  // The form asks the client for a phone, saying why, and books.
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali' }).format(
    new Date(Date.now() + 24 * 3_600_000),
  );
  await visitor.getByLabel('Date').fill(tomorrow);
  await visitor.getByLabel('Start time').selectOption('10:00');
  await expect(
    visitor.getByText('The owner calls or texts you on it to arrange the pick-up.'),
  ).toBeVisible();
  await visitor.getByLabel('Your phone number (optional)').fill('0788 765 432');
  await visitor.getByRole('button', { name: 'Request Booking' }).click();
  await expect(visitor.getByText('Booking request submitted successfully!')).toBeVisible();

  // The owner's pending requests hold it, and its page gives the client's phone, in E.164.
  await owner.goto('/owner/bookings?status=pending');
  const request = owner.getByRole('article').filter({ hasText: 'Eric Mugisha' });
  await request.getByRole('link', { name: 'View details' }).click();
  await expect(owner.getByText('+250788765432').first()).toBeVisible();

  await ownerContext.close();
  await visitorContext.close();
});

test('Forgot password never says a link was sent: it says how to reach the team, and the admin is warned', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByText(/This server cannot send reset links or codes/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Write to the team/ })).toHaveAttribute(
    'href',
    'mailto:hello@kodesha.rw',
  );
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);

  const context = await browser.newContext({ baseURL });
  const adminPage = hydratingPage(await context.newPage());
  await adminPage.goto('/login');
  await logIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL('/admin');
  await expect(adminPage.getByText('Messages beyond the app are off')).toBeVisible();
  await expect(adminPage.getByText(/No SMS gateway is set up/)).toBeVisible();
  await expect(adminPage.getByText(/No mail server is set up/)).toBeVisible();
  await adminPage.getByRole('link', { name: 'Open the outbox' }).click();
  await expect(adminPage).toHaveURL(/tab=notifications.*status=skipped/);
  await context.close();
});
