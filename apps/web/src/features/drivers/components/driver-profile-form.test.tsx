import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { blankDriver } from './driver-form-data';
import { DriverProfileForm } from './driver-profile-form';

const png = () => {
  const bytes = new Uint8Array(16);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'licence.png', { type: 'image/png' });
};

describe('DriverProfileForm (rules §3.2)', () => {
  it('refuses an empty registration with the spec messages', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderScreen(
      <DriverProfileForm mode="register" initial={blankDriver('')} onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please select at least one specialty')).toBeInTheDocument();
    expect(screen.getByText('Please upload your driving licence image')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the age, experience and rate rules', async () => {
    renderScreen(
      <DriverProfileForm mode="register" initial={blankDriver('Eric')} onSubmit={vi.fn()} />,
    );
    await userEvent.type(screen.getByLabelText('Age *'), '17');
    await userEvent.type(screen.getByLabelText('Years of experience *'), '0');
    await userEvent.type(screen.getByLabelText('Hourly rate (RWF) *'), '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('You must be at least 18 years old to drive on Kodesha'),
    ).toBeInTheDocument();
    expect(screen.getByText('Experience must be at least 1 year')).toBeInTheDocument();
    expect(screen.getByText('Hourly rate must be in steps of RWF 500')).toBeInTheDocument();
  });

  it('sends the checked values with the licence photo', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderScreen(
      <DriverProfileForm mode="register" initial={blankDriver('Eric N')} onSubmit={onSubmit} />,
    );
    await userEvent.type(screen.getByLabelText('Age *'), '30');
    await userEvent.type(screen.getByLabelText('Years of experience *'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Location *'), 'Huye');
    await userEvent.type(screen.getByLabelText('Hourly rate (RWF) *'), '3000');
    await userEvent.click(screen.getByLabelText('City Driving'));
    await userEvent.type(screen.getByLabelText('Availability notes *'), 'Weekdays');
    await userEvent.type(screen.getByLabelText('Driving licence number *'), 'RW-1');
    await userEvent.upload(screen.getByLabelText('Photo of your driving licence *'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [values, files] = onSubmit.mock.calls[0] as unknown as [
      Record<string, unknown>,
      { license_image?: File },
    ];
    expect(values).toMatchObject({
      age: 30,
      experience: 5,
      price_per_hour: 3000,
      specialties: ['city-driving'],
    });
    expect(files.license_image?.name).toBe('licence.png');
  });

  it('on edit, says that identity changes go back to review, and may send a new licence photo', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const initial = {
      ...blankDriver('Eric N'),
      age: 30,
      experience: 5,
      license_number: 'RW-1',
      location: 'Huye',
      price_per_hour: 3000,
      specialties: ['city-driving'],
      availability_notes: 'Weekdays',
    };
    renderScreen(<DriverProfileForm mode="edit" initial={initial} onSubmit={onSubmit} />);
    expect(
      screen.getByText(/A new name, licence number or licence photo is checked again/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect((onSubmit.mock.calls[0] as unknown as [unknown, { license_image?: File }])[1]).toEqual({
      license_image: undefined,
      profile_image: undefined,
    });
    await userEvent.upload(screen.getByLabelText('New photo of your driving licence'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    const [, files] = onSubmit.mock.calls[1] as unknown as [unknown, { license_image?: File }];
    expect(files.license_image?.name).toBe('licence.png');
  });
});
