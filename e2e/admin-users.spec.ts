import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydratingPage, test } from './fixtures';
import { expectNoSeriousViolations, licencePng, logIn, uniqueEmail, type Account } from './support';

/** The client sends a licence photo through the API: it waits for review. */
async function apiUploadLicence(request: APIRequestContext, client: Account): Promise<void> {
  const form = new FormData();
  form.append('license_image', new Blob([licencePng.buffer], { type: 'image/png' }), 'licence.png');
  const uploaded = await request.post('/api/account/license', {
    headers: { authorization: `Bearer ${client.token}` },
    multipart: form,
  });
  expect(uploaded.status()).toBe(200);
}

/** Narrows the users list to `email` with the search box. */
async function searchFor(page: Page, email: string) {
  await page.getByLabel('Search users by name or email').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  return page.getByRole('row').filter({ hasText: email });
}

test('an admin makes a client an owner with the role dropdown', async ({
  adminPage: page,
  clientAccount,
}) => {
  await page.goto('/admin?tab=users');
  const row = await searchFor(page, clientAccount.email);
  const role = row.getByRole('combobox', { name: /^Role of/ });
  await expect(role).toHaveValue('client');
  await role.selectOption('owner');
  await expect(page.getByText('User role updated successfully')).toBeVisible();
  await expect(role).toHaveValue('owner');

  // The list agrees after a fresh load, under the Owner filter too.
  await page.getByLabel('Role', { exact: true }).selectOption('owner');
  await expect(page).toHaveURL(/role=owner/);
  await expect(page).toHaveURL(/tab=users/);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: clientAccount.email })
      .getByRole('combobox', { name: /^Role of/ }),
  ).toHaveValue('owner');
});

test('an admin creates an account with a blank password; its owner logs in with the temporary one and chooses their own', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('created');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const form = page.getByRole('dialog', { name: 'Create User' });
  await form.getByLabel('Full name').fill('Grace Mukamana');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Role').selectOption('owner');
  await form.getByRole('button', { name: 'Create User' }).click();

  const created = page.getByRole('dialog', { name: 'User created' });
  await expect(created.getByText(email).first()).toBeVisible();
  await expect(created.getByText(/must change it when they first log in/)).toBeVisible();
  const temporary = await created.getByLabel('Temporary password').inputValue();
  expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  const context = await browser.newContext({ baseURL });
  const person = hydratingPage(await context.newPage());
  await person.goto('/login');
  await logIn(person, email, temporary);
  await expect(person).toHaveURL('/account/change-password');
  await person.getByLabel('Current password').fill(temporary);
  await person.getByLabel('New password', { exact: true }).fill('grace-own-password-1');
  await person.getByLabel('Confirm new password').fill('grace-own-password-1');
  await person.getByRole('button', { name: 'Change Password' }).click();
  await expect(person).toHaveURL('/owner/dashboard');
  await context.close();
});

test('the users screens, the create form and the licence viewer have no serious or critical accessibility violations', async ({
  adminPage: page,
  clientAccount,
  request,
}) => {
  test.slow(); // axe reads four screens
  await apiUploadLicence(request, clientAccount);

  await page.goto('/admin/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/admin?tab=users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('dialog', { name: 'Create User' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin?tab=users&license_status=pending');
  const row = await searchFor(page, clientAccount.email);
  await row.getByRole('button', { name: /^View licence/ }).click();
  const viewer = page.getByRole('dialog', { name: /^Driving licence of/ });
  await expect(viewer.getByRole('img', { name: /^Driving licence of/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});
