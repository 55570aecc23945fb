import { expect, type Page } from '@playwright/test';

export const admin = { email: 'admin@kodesha.test', password: 'e2e-admin-password' };
export const password = 'correct-horse-battery';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.rw`;
}

/** A real 1×1 PNG, as a phone's licence photo stands in for here. */
export const licencePng = {
  name: 'licence.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const roleChoice = {
  client: 'Rent a car',
  owner: 'List my car',
  driver: 'Register as driver',
} as const;

export async function signUp(
  page: Page,
  role: keyof typeof roleChoice,
  email = uniqueEmail(role),
): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel(roleChoice[role]).check();
  await page.getByLabel('Full name').fill(`Test ${role}`);
  await page.getByLabel('Email address').fill(email);
  if (role !== 'client') await page.getByLabel('Phone number').fill('+250 788 123 456');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  return email;
}

export async function logIn(page: Page, email: string, secret = password): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL('/');
}
