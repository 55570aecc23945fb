import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiListCar,
  expectNoSeriousViolations,
  logIn,
  password,
  type Account,
  uniqueTag,
} from './support';

/** A car of the owner's to ask about, with its title as the chat names it. A client needs no verified licence to chat. */
async function carToAskAbout(request: APIRequestContext, owner: Account, model: string) {
  const year = new Date().getFullYear() - 4; // apiListCar's default
  const fullModel = `${model} ${uniqueTag()}`;
  const id = await apiListCar(request, owner.token, { make: 'Toyota', model: fullModel });
  return { id, title: `${year} Toyota ${fullModel}` };
}

/** Marks the page, so a later check can tell it was never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { kodeshaMark?: number }).kodeshaMark = 1;
  });
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { kodeshaMark?: number }).kodeshaMark === 1);

test('a client asks about a car and the owner answers, each seeing the other live without reloading, on screens with no serious accessibility violations', async ({
  request,
  ownerAccount,
  ownerPage,
  clientPage: page,
}) => {
  test.slow(); // two people, and axe reads five screens
  const car = await carToAskAbout(request, ownerAccount, 'Prado');
  // The owner waits on the dashboard, in a browser of their own.
  await ownerPage.goto('/owner/dashboard');
  const centre = ownerPage.getByRole('region', { name: /Message Centre/ });
  await expect(centre).toBeVisible();
  await markPage(ownerPage);

  // The client writes from the car's page.
  await page.goto(`/cars/${car.id}`);
  await page.getByRole('link', { name: 'Chat with owner' }).click();
  await expect(page).toHaveURL(/\/chat\?chat=\d+$/);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(`Hi! I'm interested in your ${car.title}. Is it available?`);
  await box.fill('Is it free on Saturday morning?');
  await box.press('Enter');
  const clientLog = page.getByRole('log');
  await expect(clientLog.getByText('Is it free on Saturday morning?')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(clientLog.getByTestId('read-state')).toHaveText('Sent');
  await expectNoSeriousViolations(page);
  await markPage(page);

  // The owner's badge, stat card and message centre show it, live.
  const ownerHeader = ownerPage.getByRole('banner');
  await expect(ownerHeader.getByTestId('unread-badge')).toHaveText(/^1/);
  const conversation = centre.getByRole('link', { name: new RegExp(car.title) });
  await expect(conversation).toContainText('Is it free on Saturday morning?');
  await expect(conversation.getByTestId('unread-badge')).toHaveText(/^1/);
  await expect(
    ownerPage
      .getByText('Unread Messages', { exact: true })
      .locator('xpath=following-sibling::*[1]'),
  ).toHaveText('1');
  expect(await stillSamePage(ownerPage)).toBe(true);
  await expectNoSeriousViolations(ownerPage);

  // Opening the chat reads it: the badge goes, and the client sees Read at once.
  await conversation.click();
  await expect(ownerPage).toHaveURL(/\/owner\/messages\?chat=\d+$/);
  const ownerLog = ownerPage.getByRole('log');
  await expect(ownerLog.getByText('Is it free on Saturday morning?')).toBeVisible();
  await expect(ownerHeader.getByTestId('unread-badge')).toHaveCount(0);
  await expect(clientLog.getByTestId('read-state')).toHaveText('Read');
  await expectNoSeriousViolations(ownerPage);

  // The owner answers with Enter; the client sees the answer arrive.
  const reply = ownerPage.getByRole('textbox', { name: 'Message' });
  await reply.fill('Yes, from 8:00. Bring your licence.');
  await reply.press('Enter');
  await expect(ownerLog.getByText('Yes, from 8:00.')).toBeVisible();
  await expect(clientLog.getByText('Yes, from 8:00. Bring your licence.')).toBeVisible();
  // The client is looking at the chat, so the answer is read there and then.
  await expect(ownerLog.getByTestId('read-state')).toHaveText('Read');
  await expect(page.getByRole('banner').getByTestId('unread-badge')).toHaveCount(0);
  expect(await stillSamePage(page)).toBe(true);

  // Starting from the car again reuses the same conversation.
  const chatUrl = page.url();
  await page.goto(`/cars/${car.id}`);
  await page.getByRole('link', { name: 'Chat with owner' }).click();
  await expect(page).toHaveURL(chatUrl);
  await expect(page.getByRole('log').getByText('Is it free on Saturday morning?')).toBeVisible();

  // The client's list of conversations, on their account.
  await page.goto('/account?tab=messages');
  await expect(page.getByRole('link', { name: new RegExp(car.title) })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a signed-out visitor is asked to log in, and lands in the chat afterwards; both sign-in screens have no serious accessibility violations', async ({
  page,
  request,
  ownerAccount: owner,
  clientAccount: client,
}) => {
  const car = await carToAskAbout(request, owner, 'X-Trail');
  await page.goto(`/cars/${car.id}`);
  await expect(page.getByRole('link', { name: 'Chat with owner' })).toHaveCount(0);
  await page.goto(
    `/chat?recipient=${String(owner.user.id)}&related_to_type=car&related_to_id=${car.id}`,
  );
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await logIn(page, client.email, password);
  await expect(page).toHaveURL(/\/chat\?chat=\d+$/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(new RegExp(car.title));

  await page.evaluate(() => localStorage.clear());
  await page.goto('/owner/messages');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list and a conversation take turns, with a way back', async ({
    request,
    ownerAccount,
    clientPage: page,
  }) => {
    const car = await carToAskAbout(request, ownerAccount, 'Fit');
    await page.goto(`/cars/${car.id}`);
    await page.getByRole('link', { name: 'Chat with owner' }).click();
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveValue(new RegExp(car.title));
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log').getByText(new RegExp(car.title))).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeHidden();

    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(page).toHaveURL('/chat');
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await expect(list.getByRole('link', { name: new RegExp(car.title) })).toBeVisible();
    await expect(page.getByRole('log')).toHaveCount(0);
  });
});
