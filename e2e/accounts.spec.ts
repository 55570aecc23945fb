import { expect, test } from './fixtures';
import { admin, apiVerifiedDriver, logIn, logOut, signUp, uniqueEmail } from './support';

// The one journey that signs up through the form; every other journey starts signed in
// through the fixtures (e2e/fixtures.ts).
test('signing up through the form: the spec messages, then a client lands on licence verification, the same email again is refused, an owner lands on the dashboard and a driver on registration, both after being asked to verify their phone', async ({
  page,
}) => {
  // Mistakes first: the spec's messages, and what was typed stays.
  await page.goto('/signup');
  await page.getByLabel('List my car').check();
  await page.getByLabel('Full name').fill('Jean Bosco');
  await page.getByLabel('Email address').fill(uniqueEmail('owner'));
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Phone number is required for car owners and drivers')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(
    page.getByText('Please accept the Terms of Service and Privacy Policy'),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Jean Bosco');
  await expect(page).toHaveURL('/signup');

  const clientEmail = await signUp(page, 'client');
  await expect(page).toHaveURL('/account/verification');
  await expect(page.getByRole('heading', { name: 'Verify your driving licence' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await logOut(page);

  // The same email a second time: the server refuses it, with a clear message.
  await signUp(page, 'client', clientEmail);
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(page).toHaveURL('/signup');

  // Owners and drivers are asked to verify their phone first; Later goes on.
  await signUp(page, 'owner');
  await expect(page).toHaveURL('/account/verify-phone?next=%2Fowner%2Fdashboard');
  await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
  await page.getByRole('link', { name: 'Later' }).click();
  await expect(page).toHaveURL('/owner/dashboard');
  await expect(page.getByRole('heading', { name: 'Owner Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Owner Dashboard' })).toBeVisible();
  await logOut(page);

  await signUp(page, 'driver');
  await expect(page).toHaveURL('/account/verify-phone?next=%2Fdriver%2Fregister');
  await page.getByRole('link', { name: 'Later' }).click();
  await expect(page).toHaveURL('/driver/register');
  await expect(page.getByRole('link', { name: 'Driver Dashboard' })).toBeVisible();
});

test('log in and log out: a wrong password is refused, a client lands home, an owner, a driver and the admin on their dashboards, and Log Out returns home', async ({
  clientPage: page,
  clientAccount,
  request,
  ownerAccount,
}) => {
  const driver = await apiVerifiedDriver(request);
  await page.goto('/account');
  await logOut(page);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

  await page.goto('/login');
  await logIn(page, clientAccount.email, 'not-the-password');
  await expect(
    page.getByText('Login failed. Please check your credentials and try again.'),
  ).toBeVisible();
  await logIn(page, clientAccount.email);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await logOut(page);

  for (const [email, secret, landing] of [
    [ownerAccount.email, undefined, '/owner/dashboard'],
    [driver.email, undefined, '/driver/dashboard'],
    [admin.email, admin.password, '/admin'],
  ] as const) {
    await page.goto('/login');
    await logIn(page, email, secret);
    await expect(page).toHaveURL(landing);
    await logOut(page);
  }
});

test('a client edits their profile and is taken back to their account', async ({
  clientPage: page,
}) => {
  await page.goto('/account/edit-profile');
  await page.getByLabel('Full name').fill('Aline Uwase');
  await page.getByLabel('Phone number').fill('0788 555 111');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL('/account?tab=profile');
  await expect(page.getByText('Aline Uwase')).toBeVisible();
  // Kept, and shown, in E.164 (rules §10.7).
  await expect(page.getByText('+250788555111')).toBeVisible();
});

test('opening /login while signed in keeps the session; the dashboard’s pending count opens the pending requests', async ({
  ownerPage: page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/owner/dashboard');
  // Still signed in, after a reload too: nothing was ended (rules §1.5).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Owner Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: /Pending Bookings/ }).click();
  await expect(page).toHaveURL('/owner/bookings?status=pending');
  await expect(page.getByLabel('Status')).toHaveValue('pending');
});
