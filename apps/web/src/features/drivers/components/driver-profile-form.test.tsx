import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '@/test/render';
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

  const saved = {
    ...blankDriver('Eric N'),
    age: 30,
    experience: 5,
    license_number: 'RW-1',
    location: 'Huye',
    price_per_hour: 3000,
    specialties: ['city-driving'],
    availability_notes: 'Weekdays',
  };

  it('asks for weekly days and hours as the car form does, any day and hour to start with', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderScreen(<DriverProfileForm mode="edit" initial={saved} onSubmit={onSubmit} />);
    for (const day of ['Mon', 'Sat', 'Sun']) expect(screen.getByLabelText(day)).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('0');
    expect(screen.getByLabelText('Until')).toHaveValue('24');

    await userEvent.click(screen.getByLabelText('Sat'));
    await userEvent.click(screen.getByLabelText('Sun'));
    await userEvent.selectOptions(screen.getByLabelText('From'), '06:00');
    await userEvent.selectOptions(screen.getByLabelText('Until'), '20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect((onSubmit.mock.calls[0] as unknown as [Record<string, unknown>])[0]).toMatchObject({
      available_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      available_from_hour: 6,
      available_to_hour: 20,
    });
  });

  it('refuses hours that run backwards and no day at all, with the spec messages', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderScreen(
      <DriverProfileForm
        mode="edit"
        initial={{ ...saved, available_days: ['mon'] }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByLabelText('Mon'));
    await userEvent.selectOptions(screen.getByLabelText('From'), '18:00');
    await userEvent.selectOptions(screen.getByLabelText('Until'), '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Please choose at least one day')).toBeInTheDocument();
    expect(screen.getByText('The end hour must be after the start hour')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends Instant Book and its notice, and refuses a notice over 72 hours', async () => {
    stubApi((url) => (url === '/api/channels' ? { body: { sms: true, email: true } } : {}));
    const onSubmit = vi.fn(async () => undefined);
    renderScreen(<DriverProfileForm mode="edit" initial={saved} onSubmit={onSubmit} />);
    expect(
      await screen.findByText(/are confirmed at once without waiting for you/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Instant Book'));
    const notice = screen.getByLabelText('Minimum notice (hours)');
    await userEvent.clear(notice);
    await userEvent.type(notice, '80');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Minimum notice must be a whole number of hours from 0 to 72'),
    ).toBeInTheDocument();
    await userEvent.clear(notice);
    await userEvent.type(notice, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect((onSubmit.mock.calls[0] as unknown as [Record<string, unknown>])[0]).toMatchObject({
      instant_book: true,
      min_notice_hours: 4,
    });
  });

  it('says where no SMS gateway is set up that phones cannot be verified, promising no instant booking', async () => {
    stubApi((url) => (url === '/api/channels' ? { body: { sms: false, email: true } } : {}));
    renderScreen(<DriverProfileForm mode="edit" initial={saved} onSubmit={vi.fn()} />);
    expect(
      await screen.findByText(/phones cannot be verified on this server yet/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/are confirmed at once/)).not.toBeInTheDocument();
    // The setting may still be saved for later.
    expect(screen.getByLabelText('Instant Book')).toBeEnabled();
  });
});
