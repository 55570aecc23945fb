import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { aCar } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { addPhotos, aPng, fillValidCar } from '../testing/car-form-helpers';
import { CarForm, type CarFormSubmit } from './car-form';
import { blankCar, carToFields } from './car-form-data';

type Submit = ReturnType<typeof vi.fn<CarFormSubmit>>;

function renderForm(onSubmit: Submit = vi.fn<CarFormSubmit>(async () => undefined)) {
  renderScreen(<CarForm mode="add" initial={blankCar(new Date())} onSubmit={onSubmit} />);
  return onSubmit;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Car' }));

describe('CarForm (rules §2.2)', () => {
  it('refuses an empty form with the spec messages and sends nothing', async () => {
    const onSubmit = renderForm();
    await save();
    expect(await screen.findAllByText('Please fill in all required fields')).not.toHaveLength(0);
    expect(screen.getByText('Please choose a location from the list')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one feature')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one image')).toBeInTheDocument();
    expect(screen.getByLabelText('Make *')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs at least one photo even when every field is right', async () => {
    const onSubmit = renderForm();
    await fillValidCar();
    await save();
    expect(await screen.findByText('Please add at least one image')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await addPhotos(aPng());
    expect(screen.queryByText('Please add at least one image')).not.toBeInTheDocument();
  });

  it('needs at least one feature, and takes the owner to the feature box', async () => {
    const onSubmit = renderForm();
    await fillValidCar({ feature: false });
    await addPhotos(aPng());
    await save();
    expect(await screen.findByText('Please add at least one feature')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a feature')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the current year and the 29 before it, the current year chosen', () => {
    renderForm();
    const year = screen.getByLabelText<HTMLSelectElement>('Year *');
    expect(year.querySelectorAll('option')).toHaveLength(30);
    expect(year.querySelectorAll('option')[29]).toHaveValue(String(new Date().getFullYear() - 29));
    expect(year).toHaveValue(String(new Date().getFullYear()));
  });

  it('offers hours from 00:00 to 24:00 and the ten towns', () => {
    renderForm();
    const from = screen.getByLabelText('From').querySelectorAll('option');
    const to = screen.getByLabelText('Until').querySelectorAll('option');
    expect(from[0]).toHaveTextContent('00:00');
    expect(to[to.length - 1]).toHaveTextContent('24:00');
    // 'Choose a town' and the ten
    expect(screen.getByLabelText('Location *').querySelectorAll('option')).toHaveLength(11);
  });

  it('keeps features trimmed and without repeats, whatever their case', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Add a feature'), '  GPS  tracker {Enter}');
    await userEvent.type(screen.getByLabelText('Add a feature'), 'gps tracker');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove GPS tracker' }));
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add a feature')).toHaveFocus();
  });

  it('refuses a photo over 5 MB and a file that is not an image, by its bytes', async () => {
    renderForm();
    const input = screen.getByLabelText('Choose photos');
    await userEvent.upload(input, aPng('big.png', 6 * 1024 * 1024));
    expect(await screen.findByText('Each image must be less than 5MB')).toBeInTheDocument();
    expect(screen.getByText('big.png:')).toBeInTheDocument();
    await userEvent.upload(input, new File(['hello'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Please upload a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).not.toBeInTheDocument();
  });

  it('sends the checked values and the photos left after removing one', async () => {
    const onSubmit = renderForm();
    await fillValidCar();
    await addPhotos(aPng('front.png'), aPng('side.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [values, photos] = onSubmit.mock.calls[0]!;
    expect(values).toMatchObject({
      make: 'Toyota',
      location: 'Huye',
      price_per_hour: 6000,
      features: ['Air conditioning'],
      license_plate: null,
    });
    expect(photos.added.map((file) => file.name)).toEqual(['side.png']);
  });

  it('sends once however often Save is tapped, and shows the upload meanwhile', async () => {
    let finish = () => undefined as void;
    const onSubmit = renderForm(
      vi.fn<CarFormSubmit>(() => new Promise<void>((resolve) => (finish = resolve))),
    );
    await fillValidCar();
    await addPhotos(aPng());
    const button = screen.getByRole('button', { name: 'Save Car' });
    await userEvent.click(button);
    expect(await screen.findByText(/^Uploading 1 photo \(0 MB\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByLabelText('Make *')).toBeDisabled();
    await userEvent.click(button);
    finish();
    await waitFor(() => expect(screen.getByLabelText('Make *')).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("puts the server's field errors on the fields", async () => {
    const onSubmit = vi.fn<CarFormSubmit>(async () => {
      throw new ApiError('Price per hour must be in steps of RWF 1,000', 422, {
        price_per_hour: ['Price per hour must be in steps of RWF 1,000'],
      });
    });
    renderForm(onSubmit);
    await fillValidCar();
    await addPhotos(aPng());
    await save();
    expect(
      await screen.findByText('Price per hour must be in steps of RWF 1,000'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Price per Hour (RWF) *')).toHaveFocus());
  });

  it('shows a photo the server refused beside the photos', async () => {
    renderForm(
      vi.fn<CarFormSubmit>(async () => {
        throw new ApiError('Each image must be less than 5MB', 413);
      }),
    );
    await fillValidCar();
    await addPhotos(aPng());
    await save();
    expect(await screen.findByText('Each image must be less than 5MB')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows a failure that belongs to no field above the Save button', async () => {
    renderForm(
      vi.fn<CarFormSubmit>(async () => {
        throw new ApiError('You can only edit your own cars', 403);
      }),
    );
    await fillValidCar();
    await addPhotos(aPng());
    await save();
    const alert = await screen.findByText('You can only edit your own cars');
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('asks to keep one photo when editing and every saved photo is removed', async () => {
    const car = aCar();
    const onSubmit = vi.fn<CarFormSubmit>(async () => undefined);
    renderScreen(
      <CarForm
        mode="edit"
        initial={carToFields(car)}
        initialImages={car.images}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText('Active (visible on the website)')).toBeChecked();
    for (let left = 3; left > 0; left--)
      await userEvent.click(screen.getByRole('button', { name: `Remove photo ${left}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please keep at least one image')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
