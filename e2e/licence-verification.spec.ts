import { expect, test } from './fixtures';
import { licencePng } from './support';

test('a client uploads a licence, an admin verifies it, the client sees License Verified', async ({
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
  await expect(client.getByRole('heading', { name: 'License Uploaded!' })).toBeVisible();
  await expect(client).toHaveURL('/', { timeout: 6_000 });
  await client.goto('/account/verification');
  await expect(client.getByRole('heading', { name: 'Verification Pending' })).toBeVisible();

  await adminPage.goto('/admin');
  const entry = adminPage.getByRole('listitem').filter({ hasText: email });
  await expect(entry.getByRole('img', { name: /Driving licence of/ })).toBeVisible();
  await entry.getByRole('button', { name: /^Verify/ }).click();
  await expect(adminPage.getByText(/License verified for/)).toBeVisible();
  await expect(adminPage.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

  await client.reload();
  await expect(client.getByRole('heading', { name: 'License Verified' })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Browse Cars' }).last()).toBeVisible();
});

test('a rejected licence asks for a new photo', async ({
  clientPage: client,
  clientAccount,
  adminPage,
}) => {
  const { email } = clientAccount;
  await client.goto('/account/verification');
  await client.getByLabel('Licence photo').setInputFiles(licencePng);
  await client.getByRole('button', { name: 'Upload Licence' }).click();
  await expect(client.getByRole('heading', { name: 'License Uploaded!' })).toBeVisible();

  await adminPage.goto('/admin');
  await adminPage
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: /^Reject/ })
    .click();
  await expect(adminPage.getByText(/License rejected for/)).toBeVisible();

  await client.goto('/account/verification');
  await expect(client.getByText('Your licence was not accepted')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Upload Licence' })).toBeVisible();
});
