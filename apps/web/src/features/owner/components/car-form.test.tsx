import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderScreen } from '@/test/render';
import { CarForm } from './car-form';
import { blankCar } from './car-form-data';

const png = (name = 'car.png', size?: number) => {
  const bytes = new Uint8Array(size ?? 16);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  renderScreen(<CarForm mode="add" initial={blankCar(new Date())} onSubmit={onSubmit} />);
  return onSubmit;
}

async function fillValidCar() {
  await userEvent.type(screen.getByLabelText('Make *'), 'Toyota');
  await userEvent.type(screen.getByLabelText('Model *'), 'Corolla');
  await userEvent.type(screen.getByLabelText('Description *'), 'Reliable.');
  await userEvent.selectOptions(screen.getByLabelText('Location *'), 'Huye');
  await userEvent.type(screen.getByLabelText('Price per Hour (RWF) *'), '6000');
  await userEvent.type(screen.getByLabelText('Add a feature'), 'Air conditioning{Enter}');
}

describe('CarForm (spec §5)', () => {
  it('refuses an empty form with the spec messages and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save Car' }));
    expect(await screen.findAllByText('Please fill in all required fields')).not.toHaveLength(0);
    expect(screen.getByText('Please choose a location from the list')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one feature')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one image')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the current year and the 29 before it', () => {
    renderForm();
    const years = screen.getByLabelText('Year *').querySelectorAll('option');
    expect(years).toHaveLength(30);
    expect(years[0]).toHaveValue(String(new Date().getFullYear()));
  });

  it('keeps features trimmed and without repeats', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Add a feature'), '  GPS {Enter}');
    await userEvent.type(screen.getByLabelText('Add a feature'), 'gps{Enter}');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove GPS' })).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB and a file that is not an image, by its bytes', async () => {
    renderForm();
    const input = screen.getByLabelText('Choose photos');
    await userEvent.upload(input, png('big.png', 6 * 1024 * 1024));
    expect(await screen.findByText('Each image must be less than 5MB')).toBeInTheDocument();
    await userEvent.upload(input, new File(['hello'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Please upload a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).not.toBeInTheDocument();
  });

  it('sends the checked values and the photos', async () => {
    const onSubmit = renderForm();
    await fillValidCar();
    await userEvent.upload(screen.getByLabelText('Choose photos'), png());
    await screen.findByRole('button', { name: 'Remove photo 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Car' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [values, photos] = onSubmit.mock.calls[0] as unknown as [
      Record<string, unknown>,
      { added: File[] },
    ];
    expect(values).toMatchObject({
      make: 'Toyota',
      location: 'Huye',
      price_per_hour: 6000,
      features: ['Air conditioning'],
    });
    expect(photos.added.map((file) => file.name)).toEqual(['car.png']);
  });

  it("puts the server's field errors on the fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Price per hour must be in steps of RWF 1,000', 422, {
        price_per_hour: ['Price per hour must be in steps of RWF 1,000'],
      });
    });
    renderForm(onSubmit);
    await fillValidCar();
    await userEvent.upload(screen.getByLabelText('Choose photos'), png());
    await screen.findByRole('button', { name: 'Remove photo 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Car' }));
    expect(
      await screen.findByText('Price per hour must be in steps of RWF 1,000'),
    ).toBeInTheDocument();
  });
});
