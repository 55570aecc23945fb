import { messages } from '@kodesha/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aCar, aUser } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { addPhotos, aPng, entriesOf } from '@/features/cars/testing/car-form-helpers';
import { Component as EditCarPage } from './edit-car';

const renderEdit = (id = '7') =>
  renderScreen(<EditCarPage />, `/owner/edit-car/${id}`, '/owner/edit-car/:id');

function serve(car = aCar()) {
  return stubApi((url, init) => {
    if (init.method === 'PUT') return { body: { data: car } };
    if (url === `/api/cars/${car.id}`) return { body: { data: car } };
    return { status: 404, body: { message: 'Car not found' } };
  });
}

/** The PUT requests made, as [url, init]. */
const puts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .map(([url, init = {}]) => [url, init] as const)
    .filter(([, init]) => init.method === 'PUT');

beforeEach(() => {
  // aCar() belongs to owner 3
  sessionStore.start({ token: 't', user: aUser({ id: 3, role: 'owner' }) });
});

describe('EditCarPage (rules §2.11)', () => {
  it('sends only what changed: the price, the kept photos in order, the new photo', async () => {
    const fetch = serve();
    renderEdit();
    const price = await screen.findByLabelText('Price per Hour (RWF) *');
    expect(price).toHaveValue(15000);
    await userEvent.clear(price);
    await userEvent.type(price, '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await addPhotos(aPng('new.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Car Updated Successfully!')).toBeInTheDocument();
    const [url, init] = puts(fetch)[0]!;
    expect(url).toBe('/api/cars/7');
    expect(entriesOf(init.body as FormData)).toEqual([
      ['price_per_hour', '20000'],
      ['image_ids', '[1,3]'],
      ['images', 'file:new.png'],
    ]);
  });

  it('sends is_active as 0 when the owner takes the car off the website', async () => {
    const fetch = serve();
    renderEdit();
    await userEvent.click(await screen.findByLabelText('Active (visible on the website)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Car Updated Successfully!');
    expect(entriesOf(puts(fetch)[0]![1].body as FormData)).toEqual([['is_active', '0']]);
  });

  it('says nothing has changed, and sends nothing', async () => {
    const fetch = serve();
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(puts(fetch)).toHaveLength(0);
  });

  it("shows 'Car not found' for a car that does not exist", async () => {
    serve();
    renderEdit('999');
    expect(await screen.findByText('Car not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it("refuses another owner's car with the spec's words", async () => {
    serve(aCar({ owner_id: 99, owner: { id: 99, name: 'Someone Else' } }));
    renderEdit();
    expect(await screen.findByText('You can only edit your own cars')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('shows the server refusing the save (403) without leaving the form', async () => {
    stubApi((_url, init) =>
      init.method === 'PUT'
        ? { status: 403, body: { message: 'You can only edit your own cars' } }
        : { body: { data: aCar() } },
    );
    renderEdit();
    await userEvent.click(await screen.findByLabelText('Active (visible on the website)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You can only edit your own cars')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
  });

  async function saveRefused(status: number) {
    const car = aCar();
    stubApi((url, init) => {
      if (init.method === 'PUT') return { status, body: {} };
      if (url === `/api/cars/${car.id}`) return { body: { data: car } };
      return { status: 404, body: { message: 'Car not found' } };
    });
    renderEdit();
    const price = await screen.findByLabelText('Price per Hour (RWF) *');
    await userEvent.clear(price);
    await userEvent.type(price, '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  }

  it("a change refused as sent, without words: 'Invalid user or car data' (rules §9.10)", async () => {
    await saveRefused(400);
    expect(await screen.findByText(messages.carInputInvalid)).toBeInTheDocument();
    expect(screen.queryByText(messages.carUpdateFailed)).not.toBeInTheDocument();
  });

  it("a change that fails otherwise, without words: 'Failed to update car' (rules §9.10)", async () => {
    await saveRefused(404);
    expect(await screen.findByText(messages.carUpdateFailed)).toBeInTheDocument();
  });
});
