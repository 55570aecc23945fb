import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { anAdminDriver, anAdminDriverSummary, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { DriverLicenceQueue } from './driver-licence-queue';
import { DriverManagement } from './driver-management';

afterEach(() => vi.restoreAllMocks());

const driversPage = (
  drivers = [anAdminDriver()],
  summary = anAdminDriverSummary({ total: 42, verified: 30, pending: 7, rejected: 5, active: 35 }),
) => ({ ...aPage(drivers), summary });

/** Answers the list, and 404 for the licence photo (the viewer then says it failed to load). */
const listOr = (
  answer: (url: string, init: RequestInit) => { status?: number; body?: unknown } | undefined,
) =>
  stubApi((url, init) => {
    if (url.includes('license-image')) return { status: 404, body: {} };
    return answer(url, init) ?? { body: driversPage() };
  });

const sentBody = (fetch: ReturnType<typeof stubApi>, path: string) => {
  const call = fetch.mock.calls.find(([url, init]) => url === path && init?.method !== 'GET');
  return call && JSON.parse(String(call[1]?.body));
};

describe('DriverManagement (rules §8.8)', () => {
  it('sends the URL filters, and writes new ones into the URL beside the tab', async () => {
    const fetch = listOr(() => undefined);
    const router = renderScreen(<DriverManagement />, '/admin?tab=drivers&status=active');
    expect(await screen.findByRole('rowheader', { name: /Eric Niyonzima/ })).toBeInTheDocument();
    expect(requestedUrls(fetch)[0]).toBe('/api/admin/drivers?status=active');
    expect(screen.getByLabelText('Status')).toHaveValue('active');

    await userEvent.selectOptions(screen.getByLabelText('Verification'), 'Pending');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=drivers&status=active&verification=pending'),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'Huye');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(requestedUrls(fetch).at(-1)).toBe(
        '/api/admin/drivers?search=Huye&status=active&verification=pending',
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All Status');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=drivers&verification=pending&search=Huye'),
    );
  });

  it("shows the server's summary, not a count of the page", async () => {
    listOr(() => undefined);
    renderScreen(<DriverManagement />, '/admin/drivers');
    const total = await screen.findByText('Total Drivers');
    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(total.nextSibling).toHaveTextContent('42');
    expect(card('Verified')).toHaveTextContent('30');
    expect(card('Pending Verification')).toHaveTextContent('7');
    expect(card('Active Drivers')).toHaveTextContent('35');
  });

  it('shows each driver: age, phone, experience, rate, rating or New, badges', async () => {
    listOr(() => ({
      body: driversPage([
        anAdminDriver(),
        anAdminDriver({
          id: 5,
          name: 'Grace Mukamana',
          rating: 4.5,
          review_count: 12,
          license_verification_status: 'verified',
          is_active: false,
        }),
      ]),
    }));
    renderScreen(<DriverManagement />, '/admin/drivers');
    const eric = (await screen.findByRole('rowheader', { name: /Eric Niyonzima/ })).closest('tr')!;
    expect(within(eric).getByText('Age 38')).toBeInTheDocument();
    expect(within(eric).getByText('+250 788 410 221')).toBeInTheDocument();
    expect(within(eric).getByText('14 years')).toBeInTheDocument();
    expect(within(eric).getByText('RWF 4,000')).toBeInTheDocument();
    expect(within(eric).getByText('New')).toBeInTheDocument();
    expect(within(eric).getByText('Pending')).toBeInTheDocument();
    expect(
      within(eric).getByRole('button', { name: 'View licence: Eric Niyonzima' }),
    ).toBeInTheDocument();
    const grace = screen.getByRole('rowheader', { name: /Grace Mukamana/ }).closest('tr')!;
    expect(within(grace).getByText('4.5 (12 reviews)')).toBeInTheDocument();
    expect(within(grace).getByText('Verified')).toBeInTheDocument();
    expect(within(grace).getByText('Inactive')).toBeInTheDocument();
    // A decided licence offers no Approve or Reject.
    expect(within(grace).queryByRole('button', { name: /View licence/ })).not.toBeInTheDocument();
    expect(within(grace).getByRole('button', { name: 'Activate: Grace Mukamana' })).toBeEnabled();
  });

  it('shows cards instead of the table on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    listOr(() => undefined);
    renderScreen(<DriverManagement />, '/admin?tab=drivers');
    const card = await screen.findByRole('article', { name: 'Eric Niyonzima' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('+250 788 410 221')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'View licence: Eric Niyonzima' }),
    ).toBeVisible();
  });

  it("says 'Loading drivers...' and then 'No drivers found'", async () => {
    listOr(() => ({ body: driversPage([]) }));
    renderScreen(<DriverManagement />, '/admin/drivers?search=nobody');
    expect(screen.getByText('Loading drivers...')).toBeInTheDocument();
    expect(await screen.findByText('No drivers found')).toBeInTheDocument();
  });

  it('deactivates a driver and says so; a failure says the spec words', async () => {
    const success = vi.spyOn(toast, 'success');
    const failure = vi.spyOn(toast, 'error');
    let status = 200;
    const fetch = listOr((url) =>
      url.endsWith('/toggle-status')
        ? { status, body: { data: anAdminDriver({ is_active: false }) } }
        : undefined,
    );
    renderScreen(<DriverManagement />, '/admin?tab=drivers');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Deactivate: Eric Niyonzima' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Driver deactivated successfully'));
    expect(sentBody(fetch, '/api/admin/drivers/4/toggle-status')).toEqual({ is_active: false });

    status = 503;
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate: Eric Niyonzima' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to update driver status'));
  });

  it('approves a pending licence through the licence viewer', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetch = listOr((url) =>
      url.endsWith('/verify-license')
        ? { body: { data: anAdminDriver({ license_verification_status: 'verified' }) } }
        : undefined,
    );
    renderScreen(<DriverManagement />, '/admin?tab=drivers');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View licence: Eric Niyonzima' }),
    );
    const viewer = screen.getByRole('dialog', { name: 'Driving licence of Eric Niyonzima' });
    expect(await within(viewer).findByText('Failed to load licence image')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toContain('/api/drivers/4/license-image?v=1');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Driver licence verified successfully'),
    );
    expect(sentBody(fetch, '/api/admin/drivers/4/verify-license')).toEqual({ status: 'verified' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Driving licence/ })).not.toBeInTheDocument(),
    );
  });

  it("says the server's reason when a licence was already decided", async () => {
    const failure = vi.spyOn(toast, 'error');
    listOr((url) =>
      url.endsWith('/verify-license')
        ? {
            status: 409,
            body: { code: 'licence.notPending', message: 'This licence is not awaiting review' },
          }
        : undefined,
    );
    renderScreen(<DriverManagement />, '/admin?tab=drivers');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View licence: Eric Niyonzima' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('This licence is not awaiting review'),
    );
  });

  it('creates a driver and shows the sign-in details once', { timeout: 30_000 }, async () => {
    const success = vi.spyOn(toast, 'success');
    const created = anAdminDriver({
      id: 9,
      name: 'Jean Bosco',
      user: {
        id: 30,
        email: 'driver-1a2b3c4d@drivers.kodesha.invalid',
        phone_number: null,
        license_verification_status: 'not_submitted',
      },
    });
    const fetch = listOr((url, init) =>
      init.method === 'POST'
        ? { status: 201, body: { data: created, temporary_password: 'k7mq-2xdp-9hra' } }
        : undefined,
    );
    renderScreen(<DriverManagement />, '/admin?tab=drivers');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Driver' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Driver' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Driver' }));
    expect(await within(dialog).findByText('Please enter your full name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a location from the list')).toBeInTheDocument();
    expect(within(dialog).getByText('Hourly rate must be at least RWF 1,000')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Full name *'), 'Jean Bosco');
    await userEvent.type(within(dialog).getByLabelText('Age *'), '41');
    await userEvent.type(within(dialog).getByLabelText('Years of experience *'), '12');
    await userEvent.selectOptions(within(dialog).getByLabelText('Location *'), 'Musanze');
    await userEvent.type(within(dialog).getByLabelText('Rate per hour (RWF) *'), '1250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Driver' }));
    expect(
      await within(dialog).findByText('Hourly rate must be in steps of RWF 500'),
    ).toBeInTheDocument();
    const rate = within(dialog).getByLabelText('Rate per hour (RWF) *');
    await userEvent.clear(rate);
    await userEvent.type(rate, '5000');
    await userEvent.click(within(dialog).getByLabelText('Tourist Guide'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Driver' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Driver created successfully'));
    expect(sentBody(fetch, '/api/admin/drivers')).toEqual({
      name: 'Jean Bosco',
      age: 41,
      experience: 12,
      location: 'Musanze',
      price_per_hour: 5000,
      specialties: ['tourist-guide'],
      license_number: null,
      bio: null,
      availability_notes: '',
      // rules §4.15, §4.16: the driver's defaults until someone says
      available_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      available_from_hour: 0,
      available_to_hour: 24,
      instant_book: false,
      min_notice_hours: 0,
    });
    const notice = await screen.findByRole('dialog', { name: 'Driver created' });
    expect(within(notice).getByLabelText('Sign-in email')).toHaveValue(
      'driver-1a2b3c4d@drivers.kodesha.invalid',
    );
    expect(within(notice).getByLabelText('Temporary password')).toHaveValue('k7mq-2xdp-9hra');
    expect(
      within(notice).getByText(/must change it the first time they log in/),
    ).toBeInTheDocument();
    expect(
      within(notice).getByRole('button', { name: 'Copy the Temporary password' }),
    ).toBeInTheDocument();
  });

  it('edits a driver, sending only what changed, and puts server errors on the fields', async () => {
    const failure = vi.spyOn(toast, 'error');
    const fetch = listOr((_url, init) =>
      init.method === 'PUT'
        ? {
            status: 422,
            body: {
              code: 'request.invalid',
              message: 'Please enter a valid phone number',
              errors: { phone_number: ['Please enter a valid phone number'] },
            },
          }
        : undefined,
    );
    renderScreen(<DriverManagement />, '/admin?tab=drivers');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Eric Niyonzima' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Eric Niyonzima' });
    expect(within(dialog).queryByLabelText('Password (optional)')).not.toBeInTheDocument();
    const phone = within(dialog).getByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Failed to update driver. Please try again.'),
    );
    expect(sentBody(fetch, '/api/admin/drivers/4')).toEqual({ phone_number: null });
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeInTheDocument();
  });
});

describe('DriverLicenceQueue (rules §3.4)', () => {
  it('lists the drivers waiting, and approves one', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetch = listOr((url) =>
      url.endsWith('/verify-license') ? { body: { data: anAdminDriver() } } : undefined,
    );
    renderScreen(<DriverLicenceQueue />, '/admin?tab=users&license_status=pending');
    expect(
      screen.getByRole('heading', { name: /Drivers waiting for verification/ }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: Eric Niyonzima' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Driver licence verified successfully'),
    );
    expect(requestedUrls(fetch)[0]).toBe('/api/admin/drivers?verification=pending');
  });

  it('says when nobody is waiting', async () => {
    listOr(() => ({ body: driversPage([]) }));
    renderScreen(<DriverLicenceQueue />, '/admin?tab=users&license_status=pending');
    expect(await screen.findByText('No drivers are waiting for verification.')).toBeInTheDocument();
  });
});
