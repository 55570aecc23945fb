import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { aCar, anAdminUser, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { addPhotos, aPng, entriesOf, fillValidCar } from '../../testing/car-form-helpers';
import { CarManagement } from './car-management';

afterEach(() => vi.restoreAllMocks());

const owner = anAdminUser({ id: 3, name: 'Aline Uwase', email: 'aline@example.rw', role: 'owner' });

describe('CarManagement (rules §8.7)', () => {
  it('sends the URL filters, and writes new ones into the URL beside the tab', async () => {
    const fetch = stubApi(() => ({ body: aPage([aCar()]) }));
    const router = renderScreen(<CarManagement layout="table" />, '/admin?tab=cars&page=2');
    expect(await screen.findByRole('cell', { name: 'Aline Uwase' })).toBeInTheDocument();
    expect(requestedUrls(fetch)[0]).toBe('/api/admin/cars?page=2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search cars' }), 'rav4');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=cars&search=rav4'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=cars&search=rav4&status=inactive'),
    );
    await waitFor(() =>
      expect(requestedUrls(fetch).at(-1)).toBe('/api/admin/cars?search=rav4&status=inactive'),
    );
  });

  it('shows the table: car, owner, town, price in RWF, status, actions', async () => {
    stubApi(() => ({ body: aPage([aCar({ is_active: false })]) }));
    renderScreen(<CarManagement layout="table" />, '/admin?tab=cars');
    const row = (await screen.findByRole('rowheader', { name: /2020 Toyota RAV4/ })).closest('tr')!;
    expect(within(row).getByText('RWF 15,000')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Activate: 2020 Toyota RAV4' })).toBeEnabled();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Car',
      'Owner',
      'Location',
      'Price/Hour',
      'Status',
      'Actions',
    ]);
  });

  it('shows cards instead of the table on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    stubApi(() => ({ body: aPage([aCar()]) }));
    renderScreen(<CarManagement layout="table" />, '/admin?tab=cars');
    const card = await screen.findByRole('article', { name: '2020 Toyota RAV4' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('RWF 15,000 / hour')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete: 2020 Toyota RAV4' })).toBeVisible();
  });

  it("says 'No cars found' when nothing matches", async () => {
    stubApi(() => ({ body: aPage([]) }));
    renderScreen(<CarManagement layout="grid" />, '/admin/cars?search=zzz');
    expect(await screen.findByText('No cars found')).toBeInTheDocument();
  });

  it("says 'No active cars available at the moment' when Active is chosen and none is (rules §9.10)", async () => {
    stubApi(() => ({ body: aPage([]) }));
    renderScreen(<CarManagement layout="grid" />, '/admin/cars?status=active');
    expect(await screen.findByText('No active cars available at the moment')).toBeInTheDocument();
    expect(screen.queryByText('No cars found')).not.toBeInTheDocument();
  });

  it('deactivates a car and says so; a failure says the spec words', async () => {
    const success = vi.spyOn(toast, 'success');
    const failure = vi.spyOn(toast, 'error');
    let toggleStatus = 200;
    const fetch = stubApi((url) =>
      url.endsWith('/toggle-status')
        ? { status: toggleStatus, body: { data: aCar({ is_active: false }) } }
        : { body: aPage([aCar()]) },
    );
    renderScreen(<CarManagement layout="grid" />, '/admin/cars');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Deactivate: 2020 Toyota RAV4' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Car deactivated successfully'));
    const call = fetch.mock.calls.find(([url]) => url.endsWith('/toggle-status'))!;
    expect(call[0]).toBe('/api/admin/cars/7/toggle-status');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ is_active: false });

    toggleStatus = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate: 2020 Toyota RAV4' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to update car status'));
  });

  it('deletes a car after the question', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetch = stubApi((url, init) =>
      init?.method === 'DELETE' ? { status: 204 } : { body: aPage([aCar()]) },
    );
    renderScreen(<CarManagement layout="table" />, '/admin?tab=cars');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: 2020 Toyota RAV4' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this car?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Car deleted successfully'));
    expect(
      fetch.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && url === '/api/admin/cars/7',
      ),
    ).toBe(true);
  });

  it('creates a car for the owner chosen in the owner search', { timeout: 30_000 }, async () => {
    const success = vi.spyOn(toast, 'success');
    const fetch = stubApi((url, init) => {
      if (url.startsWith('/api/admin/users')) return { body: aPage([owner]) };
      if (init?.method === 'POST') return { status: 201, body: { data: aCar() } };
      return { body: aPage([]) };
    });
    renderScreen(<CarManagement layout="table" />, '/admin?tab=cars');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Car' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Car' });

    // No owner yet: the form says so with the car's own problems.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Car' }));
    expect(await within(dialog).findByText('Please choose the car owner')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Find the owner'), 'aline');
    await waitFor(() =>
      expect(requestedUrls(fetch)).toContain(
        '/api/admin/users?role=owner&search=aline&per_page=10',
      ),
    );
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Aline Uwase/ }));
    expect(within(dialog).queryByText('Please choose the car owner')).not.toBeInTheDocument();

    await fillValidCar();
    await addPhotos(aPng());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Car' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Car created successfully'));
    const [, init] = fetch.mock.calls.find(
      ([url, request]) => url === '/api/admin/cars' && request?.method === 'POST',
    )!;
    const sent = Object.fromEntries(entriesOf(init?.body as FormData));
    expect(sent).toMatchObject({
      owner_id: '3',
      make: 'Toyota',
      model: 'Corolla',
      location: 'Huye',
    });
    expect(sent.images).toBe('file:car.png');
    expect(screen.queryByRole('dialog', { name: 'Create Car' })).not.toBeInTheDocument();
  });

  it('edits a car, sending only what changed', async () => {
    const fetch = stubApi((url, init) =>
      init?.method === 'PUT'
        ? { body: { data: aCar() } }
        : url.startsWith('/api/admin/users')
          ? { body: aPage([owner]) }
          : { body: aPage([aCar()]) },
    );
    renderScreen(<CarManagement layout="table" />, '/admin?tab=cars');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: 2020 Toyota RAV4' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit 2020 Toyota RAV4' });
    expect(within(dialog).getByRole('radio', { name: /Aline Uwase/ })).toBeChecked();
    const price = within(dialog).getByLabelText('Price per Hour (RWF) *');
    await userEvent.clear(price);
    await userEvent.type(price, '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetch.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(url).toBe('/api/admin/cars/7');
    expect(entriesOf(init?.body as FormData)).toEqual([['price_per_hour', '20000']]);
  });
});
