import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { licencePng } from './support';

/**
 * The admin opens the licences waiting for review (the users screen, filtered to Pending:
 * rules §8.2), finds `email` and opens its licence in the viewer.
 */
async function openPendingLicence(adminPage: Page, email: string) {
  await adminPage.goto('/admin?tab=users&license_status=pending');
  await expect(adminPage.getByRole('heading', { name: /Pending verifications/ })).toBeVisible();
  await adminPage.getByLabel('Search users by name or email').fill(email);
  await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /^View licence/ }).click();
  const viewer = adminPage.getByRole('dialog', { name: /^Driving licence of/ });
  await expect(viewer.getByRole('img', { name: /^Driving licence of/ })).toBeVisible();
  return { row, viewer };
}

test('a client uploads a licence, an admin rejects it, the client sends a new photo, the admin checks it in the viewer and verifies it, and the client sees Licence Verified', async ({
  clientPage: client,
  clientAccount,
  adminPage,
}) => {
  const { email } = clientAccount;
  await client.goto('/account/verification');

  // A file that is not an image is refused before it leaves the phone.
  await client.getByLabel('Licence photo').setInputFiles({
    name: 'licence.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not really a photo'),
  });
  await client.getByRole('button', { name: 'Upload Licence' }).click();
  await expect(client.getByText('Please upload a JPEG, PNG or WebP image')).toBeVisible();

  await client.getByLabel('Licence photo').setInputFiles(licencePng);
  await expect(client.getByAltText('Preview of the selected licence photo')).toBeVisible();
  await client.getByRole('button', { name: 'Upload Licence' }).click();
  await expect(client.getByRole('heading', { name: 'Licence Uploaded!' })).toBeVisible();
  await expect(client).toHaveURL('/');
  await client.goto('/account/verification');
  await expect(client.getByRole('heading', { name: 'Verification Pending' })).toBeVisible();

  // The admin rejects the first photo: the client is asked for a new one.
  const first = await openPendingLicence(adminPage, email);
  await first.viewer.getByRole('button', { name: 'Reject' }).click();
  await expect(adminPage.getByText('User licence rejected successfully')).toBeVisible();
  await expect(first.row).toHaveCount(0);

  await client.reload();
  await expect(client.getByText('Your licence was not accepted')).toBeVisible();
  await client.getByLabel('Licence photo').setInputFiles(licencePng);
  await client.getByRole('button', { name: 'Upload Licence' }).click();
  await expect(client.getByRole('heading', { name: 'Licence Uploaded!' })).toBeVisible();

  // The second photo waits again; the admin looks at it closely and approves it.
  const { row, viewer } = await openPendingLicence(adminPage, email);
  const photo = viewer.getByRole('img', { name: /^Driving licence of/ });
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await viewer.getByRole('button', { name: 'Rotate 90°' }).click();
  await expect(viewer.getByText('Zoom 150%')).toBeVisible();
  await expect(photo).toHaveAttribute('data-zoom', '150');
  await expect(photo).toHaveAttribute('data-rotation', '90');
  await viewer.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('User licence verified successfully')).toBeVisible();
  await expect(viewer).toBeHidden();
  // Decided, it leaves the queue.
  await expect(row).toHaveCount(0);

  await client.goto('/account/verification');
  await expect(client.getByRole('heading', { name: 'Licence Verified' })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Browse Cars' }).last()).toBeVisible();
});
