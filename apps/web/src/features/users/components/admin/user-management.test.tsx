import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { anAdminUser, aPage, aUser } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { UserManagement } from './user-management';

const admin = anAdminUser({ id: 1, name: 'Ada Admin', email: 'admin@kodesha.rw', role: 'admin' });
const amina = anAdminUser({ id: 11, name: 'Amina Uwase', email: 'amina@example.rw' });
const pending = anAdminUser({
  id: 12,
  name: 'Jean Habimana',
  email: 'jean@example.rw',
  license_verification_status: 'pending',
  license_image_url: '/api/users/12/license-image?v=3',
  license_submitted_at: '2026-11-02T09:30:00.000Z',
});

const signInAsAdmin = () =>
  sessionStore.start({ token: 't', user: aUser({ id: 1, role: 'admin', name: 'Ada Admin' }) });

const screenWithToasts = (path = '/admin?tab=users') =>
  renderScreen(
    <>
      <UserManagement />
      <Toaster />
    </>,
    path,
  );

/** The JSON bodies of the requests made to `path` with `method`. */
const bodiesOf = (fetch: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => url === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => toast.clear());

describe('UserManagement (rules §8.5 users)', () => {
  it('puts the search, role and licence filters in the URL, next to the tab, and in the request', async () => {
    const fetch = stubApi(() => ({ body: aPage([amina]) }));
    signInAsAdmin();
    const router = screenWithToasts();
    expect(await screen.findByText('Amina Uwase')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Manage users/ })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search users by name or email'), 'amina');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'client');
    await userEvent.selectOptions(screen.getByLabelText('Licence status'), 'pending');

    expect(router.state.location.search).toBe(
      '?tab=users&search=amina&role=client&license_status=pending',
    );
    expect(requestedUrls(fetch)).toContain(
      '/api/admin/users?search=amina&role=client&license_status=pending',
    );
    // The pending queue says what it is (rules §8.2).
    expect(screen.getByRole('heading', { name: /Pending verifications/ })).toBeInTheDocument();
    expect(screen.getByText(/oldest first/)).toBeInTheDocument();
  });

  it('saves a role at once and says so; shows the server’s reason when it refuses; locks the admin’s own row', async () => {
    let refuse = false;
    const fetch = stubApi((url, init) => {
      if (url === '/api/admin/users/11/update-role')
        return refuse
          ? {
              status: 409,
              body: {
                code: 'admin.lastAdmin',
                message: 'The last admin cannot be removed or demoted',
              },
            }
          : {
              body: {
                data: { ...amina, role: (JSON.parse(String(init.body)) as { role: string }).role },
              },
            };
      return { body: aPage([admin, amina]) };
    });
    signInAsAdmin();
    screenWithToasts();

    await userEvent.selectOptions(await screen.findByLabelText('Role of Amina Uwase'), 'owner');
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    expect(bodiesOf(fetch, 'POST', '/api/admin/users/11/update-role')).toEqual([{ role: 'owner' }]);

    refuse = true;
    await userEvent.selectOptions(screen.getByLabelText('Role of Amina Uwase'), 'admin');
    expect(
      await screen.findByText('The last admin cannot be removed or demoted'),
    ).toBeInTheDocument();

    // Their own row: the role is locked and there is no Delete.
    expect(screen.getByLabelText('Role of Ada Admin')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Amina Uwase' })).toBeInTheDocument();
  });

  it('asks before deleting, says what deleting does, then sends the DELETE', async () => {
    const fetch = stubApi((url, init) =>
      url === '/api/admin/users/11' && init.method === 'DELETE'
        ? { status: 204 }
        : { body: aPage([admin, amina]) },
    );
    signInAsAdmin();
    screenWithToasts();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Amina Uwase' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this user?',
    });
    expect(within(dialog).getByText(/pending bookings are cancelled/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(
      fetch.mock.calls.filter(
        ([url, init]) => url === '/api/admin/users/11' && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });

  it('creates a user with a blank password and shows the temporary password once', async () => {
    let taken = true;
    const fetch = stubApi((url, init) => {
      if (url === '/api/admin/users' && init.method === 'POST')
        return taken
          ? {
              status: 422,
              body: {
                code: 'auth.emailTaken',
                message: 'An account with this email already exists',
                errors: { email: ['An account with this email already exists'] },
                error_codes: { email: ['auth.emailTaken'] },
              },
            }
          : {
              status: 201,
              body: {
                data: anAdminUser({ id: 30, name: 'Grace Mukamana', email: 'grace@example.rw' }),
                temporary_password: 'k7mq-2xdp-9hra',
              },
            };
      return { body: aPage([admin]) };
    });
    signInAsAdmin();
    screenWithToasts();

    await userEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    const form = screen.getByRole('dialog', { name: 'Create User' });
    await userEvent.type(within(form).getByLabelText('Full name'), 'Grace Mukamana');
    await userEvent.type(within(form).getByLabelText('Email address'), 'grace@example.rw');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'owner');
    expect(
      within(form).getByText(/Leave blank and Kodesha makes a temporary password/),
    ).toBeInTheDocument();

    // The server's field error lands on its field.
    await userEvent.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(
      await within(form).findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to create user')).toBeInTheDocument();

    taken = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Create User' }));
    const created = await screen.findByRole('dialog', { name: 'User created' });
    expect(within(created).getByLabelText('Temporary password')).toHaveValue('k7mq-2xdp-9hra');
    expect(within(created).getAllByText(/grace@example\.rw/).length).toBeGreaterThan(0);
    expect(within(created).getByText(/must change it when they first log in/)).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByText('User created successfully')).toBeInTheDocument();
    expect(bodiesOf(fetch, 'POST', '/api/admin/users').at(-1)).toEqual({
      name: 'Grace Mukamana',
      email: 'grace@example.rw',
      role: 'owner',
    });

    await userEvent.click(within(created).getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByRole('dialog', { name: 'Create User' })).toBeInTheDocument();
    expect(screen.queryByText('k7mq-2xdp-9hra')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('k7mq-2xdp-9hra')).not.toBeInTheDocument();
  });

  it('edits a user: a blank password is not sent, and the admin’s own password is changed in Settings', async () => {
    const fetch = stubApi((url, init) =>
      url === '/api/admin/users/11' && init.method === 'PUT'
        ? { body: { data: { ...amina, name: 'Amina U.' } } }
        : { body: aPage([admin, amina]) },
    );
    signInAsAdmin();
    screenWithToasts();

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Amina Uwase' }));
    const form = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(form).getByText(/Leave blank to keep the current password/)).toBeInTheDocument();
    const name = within(form).getByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Amina U.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(bodiesOf(fetch, 'PUT', '/api/admin/users/11')).toEqual([
      { name: 'Amina U.', email: 'amina@example.rw', phone_number: '' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Ada Admin' }));
    const own = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(own).queryByLabelText('Password (optional)')).not.toBeInTheDocument();
    expect(within(own).getByText('Change your own password in Settings.')).toBeInTheDocument();
  });

  it('shows every detail of a user', async () => {
    stubApi(() => ({
      body: aPage([
        anAdminUser({
          id: 13,
          name: 'Eric Niyonzima',
          role: 'driver',
          must_change_password: true,
          driver: { id: 4, license_verification_status: 'verified' },
        }),
      ]),
    }));
    signInAsAdmin();
    screenWithToasts();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Eric Niyonzima' }));
    const details = screen.getByRole('dialog', { name: 'User details' });
    expect(within(details).getByText('Not provided')).toBeInTheDocument();
    expect(within(details).getByText('Account licence')).toBeInTheDocument();
    expect(within(details).getByText('Driver licence')).toBeInTheDocument();
    expect(within(details).getByText('Verified')).toBeInTheDocument();
    expect(within(details).getByText(/they choose a new password/)).toBeInTheDocument();
  });

  it('shows a verified driver’s own licence, not an account licence they never sent (rules §1.9, §3.4)', async () => {
    stubApi(() => ({
      body: aPage([
        anAdminUser({
          id: 13,
          name: 'Eric Niyonzima',
          role: 'driver',
          driver: { id: 4, license_verification_status: 'verified' },
        }),
        anAdminUser({
          id: 14,
          name: 'Grace Former Client',
          role: 'driver',
          license_verification_status: 'verified',
          driver: { id: 5, license_verification_status: 'pending' },
        }),
      ]),
    }));
    signInAsAdmin();
    screenWithToasts();
    const eric = (await screen.findByRole('row', { name: /Eric Niyonzima/ })) as HTMLElement;
    expect(within(eric).getByText('Driver licence: Verified')).toBeInTheDocument();
    expect(within(eric).queryByText('Not submitted')).not.toBeInTheDocument();
    // An account licence that was sent still shows, beside the driver licence.
    const grace = screen.getByRole('row', { name: /Grace Former Client/ });
    expect(within(grace).getByText('Verified')).toBeInTheDocument();
    expect(within(grace).getByText('Driver licence: Pending')).toBeInTheDocument();
  });

  it('shows whether each phone is verified, in the list and the details (rules §10.7)', async () => {
    stubApi(() => ({
      body: aPage([
        anAdminUser({
          id: 21,
          name: 'Olive Owner',
          phone_number: '+250788111222',
          is_phone_verified: true,
        }),
        anAdminUser({
          id: 22,
          name: 'Dan Driver',
          phone_number: '+250788333444',
          is_phone_verified: false,
        }),
      ]),
    }));
    signInAsAdmin();
    screenWithToasts();
    const verified = (await screen.findAllByText('+250788111222'))[0]!.closest('p')!;
    expect(within(verified).getByText('Verified')).toBeInTheDocument();
    const unverified = screen.getAllByText('+250788333444')[0]!.closest('p')!;
    expect(within(unverified).getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Details of Dan Driver' }));
    const details = screen.getByRole('dialog', { name: 'User details' });
    expect(within(details).getByText('+250788333444 · Not verified')).toBeInTheDocument();
  });

  it('opens a pending licence and approves the photo it showed (status and submitted_at)', async () => {
    const fetch = stubApi((url) => {
      if (url.startsWith('/api/users/12/license-image')) return { status: 404 };
      if (url === '/api/admin/users/12/verify-license')
        return { body: { data: { ...pending, license_verification_status: 'verified' } } };
      return { body: aPage([pending]) };
    });
    signInAsAdmin();
    screenWithToasts('/admin?tab=users&license_status=pending');

    await userEvent.click(
      await screen.findByRole('button', { name: 'View licence of Jean Habimana' }),
    );
    const viewer = screen.getByRole('dialog', { name: 'Driving licence of Jean Habimana' });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('User licence verified successfully')).toBeInTheDocument();
    expect(bodiesOf(fetch, 'POST', '/api/admin/users/12/verify-license')).toEqual([
      { status: 'verified', submitted_at: '2026-11-02T09:30:00.000Z' },
    ]);
  });

  it('shows Try Again when the list fails, and the empty states', async () => {
    let answer: 'fail' | 'empty' = 'fail';
    stubApi(() => (answer === 'fail' ? { status: 500 } : { body: aPage([]) }));
    signInAsAdmin();
    const router = screenWithToasts('/admin?tab=users&role=owner');
    expect(await screen.findByText('Users could not be loaded')).toBeInTheDocument();
    answer = 'empty';
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No users found. Try another search or filter.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull());
  });
});
