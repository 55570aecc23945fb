import { startFakeAfricasTalking } from '../apps/server/src/test/fake-africastalking';
import { startMailCatcher } from '../apps/server/src/test/mail-catcher';
import { expect, hydratingPage, test } from './fixtures';
import { apiSignUp, expectNoSeriousViolations, logIn, password } from './support';

// rules §1.14: a forgotten password is reset by an email link or an SMS code. The server
// sends to the stand-ins playwright.config.ts names (the two ports after the app's).
const port = Number(process.env.E2E_PORT ?? 3100);
const newPassword = 'a-brand-new-secret';

// The stand-ins listen on fixed ports: this file's tests run in one worker, one after another.
test.describe.configure({ mode: 'default' });

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let gateway: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
test.beforeAll(async () => {
  mail = await startMailCatcher(port + 1);
  gateway = await startFakeAfricasTalking(port + 2);
});
test.afterAll(async () => {
  await mail.close();
  await gateway.close();
});

test('forgot → the mailed link → a new password → log in with it', async ({ page, request }) => {
  const account = await apiSignUp(request, 'client');
  const browser = hydratingPage(page);
  await browser.goto('/login');
  await browser.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(browser).toHaveURL('/forgot-password');
  await browser.getByLabel('Email address').fill(account.email);
  await browser.getByRole('button', { name: 'Send' }).click();
  await expect(browser.getByText(/If an account matches/)).toBeVisible();

  await expect.poll(() => mail.caught.filter((one) => one.to === account.email).length).toBe(1);
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(
    mail.caught.find((one) => one.to === account.email)!.text,
  )![0];
  await browser.goto(link);
  const answer = await request.get(link);
  expect(answer.headers()['referrer-policy']).toBe('no-referrer');
  await browser.getByLabel('New password', { exact: true }).fill(newPassword);
  await browser.getByLabel('Confirm new password').fill(newPassword);
  await browser.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    browser.getByText('Your password has been reset. You can log in now.'),
  ).toBeVisible();
  await browser.getByRole('link', { name: 'Log In', exact: true }).last().click();
  await expect(browser).toHaveURL('/login');
  await logIn(browser, account.email, newPassword);
  await expect(browser).toHaveURL('/');

  // The old password no longer opens the account.
  const old = await request.post('/api/login', { data: { email: account.email, password } });
  expect(old.status()).toBe(401);
});

test('reset by an SMS code sent to a verified phone', async ({ page, request }) => {
  const owner = await apiSignUp(request, 'owner');
  const headers = { authorization: `Bearer ${owner.token}` };
  // A number of its own, verified by its code.
  const local = `78${String(Date.now()).slice(-7)}`;
  const number = `+250${local}`;
  await request.put(`/api/users/${owner.user.id}`, {
    headers,
    data: { phone_number: `0${local}` },
  });
  await request.post('/api/me/phone/verification', { headers });
  await expect.poll(() => gateway.received.filter((one) => one.to === number).length).toBe(1);
  // Another journey, running beside this one, may be sent a message meanwhile: only this number's.
  const sentTo = () => gateway.received.filter((one) => one.to === number);
  const verifyCode = /\b(\d{6})\b/.exec(sentTo().at(-1)!.message)![1];
  expect(
    (await request.post('/api/me/phone/verify', { headers, data: { code: verifyCode } })).status(),
  ).toBe(200);

  const browser = hydratingPage(page);
  await browser.goto('/forgot-password');
  await browser.getByRole('radio', { name: 'By SMS' }).check();
  await browser.getByLabel('Verified phone number').fill(`0${local}`);
  await browser.getByRole('button', { name: 'Send' }).click();
  await expect(browser.getByText(/If an account matches/)).toBeVisible();
  await expect.poll(() => sentTo().length).toBe(2);
  const code = /(\d{3} \d{3})/.exec(sentTo().at(-1)!.message)![1]!;

  await browser.getByRole('link', { name: 'I have a code' }).click();
  await expect(browser.getByLabel('Verified phone number')).toHaveValue(number);
  await browser.getByLabel('6-digit code').fill(code);
  await browser.getByLabel('New password', { exact: true }).fill(newPassword);
  await browser.getByLabel('Confirm new password').fill(newPassword);
  await browser.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    browser.getByText('Your password has been reset. You can log in now.'),
  ).toBeVisible();
  const fresh = await request.post('/api/login', {
    data: { email: owner.email, password: newPassword },
  });
  expect(fresh.status()).toBe(200);
});

test('both screens read well at 375 px and 1280 px: no serious accessibility problem', async ({
  page,
}) => {
  const browser = hydratingPage(page);
  for (const width of [375, 1280]) {
    await browser.setViewportSize({ width, height: 900 });
    await browser.goto('/forgot-password');
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await expectNoSeriousViolations(browser);
    expect(await browser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await browser.screenshot({ path: `test-results/forgot-password-${width}.png`, fullPage: true });
    await browser.goto('/reset-password?phone=%2B250788123456');
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await expectNoSeriousViolations(browser);
    expect(await browser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await browser.screenshot({ path: `test-results/reset-password-${width}.png`, fullPage: true });
  }
});
