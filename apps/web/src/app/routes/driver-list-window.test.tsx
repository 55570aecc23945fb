import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kigaliToday } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { aDriver, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { Component as DriverList } from './driver-list';

// rules §4.14: /drivers asks for a day, a start and a number of hours as /cars does;
// rules §4.16: and for Instant Book drivers only. Both live in the URL.

const tomorrow = () =>
  new Date(Date.parse(`${kigaliToday(new Date())}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);

describe('/drivers searched by a time', () => {
  it('a day chosen asks for the drivers free then, and each card says so', async () => {
    const fetch = stubApi(() => ({ body: aPage([aDriver()], { total: 1 }) }));
    const router = renderScreen(<DriverList />, '/drivers');
    await screen.findByRole('heading', { name: 'Eric Niyonzima' });
    expect(screen.queryByText('Free then')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const day = tomorrow();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '4' } });
    const from = encodeURIComponent(`${day}T14:00:00+02:00`);
    const until = encodeURIComponent(`${day}T18:00:00+02:00`);
    await waitFor(() =>
      expect(requestedUrls(fetch).at(-1)).toBe(`/api/drivers?from=${from}&until=${until}`),
    );
    expect(router.state.location.search).toBe(`?from=${from}&until=${until}`);
    expect(await screen.findByText('Free then')).toBeInTheDocument();
  });

  it('reads its window from the address, and Any day takes it away', async () => {
    const day = tomorrow();
    const fetch = stubApi(() => ({ body: aPage([aDriver()], { total: 1 }) }));
    const from = encodeURIComponent(`${day}T20:00:00+02:00`);
    const until = encodeURIComponent(`${day}T23:00:00+02:00`);
    renderScreen(<DriverList />, `/drivers?from=${from}&until=${until}`);
    expect(await screen.findByText('Free then')).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveValue('20');
    expect(screen.getByLabelText('Hours')).toHaveValue('3');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('Free then')).not.toBeInTheDocument());
    expect(requestedUrls(fetch).at(-1)).not.toContain('from=');
  });

  it('Instant Book only asks for instant_book=1, and the cards of such drivers say Instant Book', async () => {
    const fetch = stubApi(() => ({ body: aPage([aDriver({ instant_book: true })], { total: 1 }) }));
    const router = renderScreen(<DriverList />, '/drivers');
    const card = (await screen.findByRole('heading', { name: 'Eric Niyonzima' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('Instant Book');
    // Weekly days and hours as a car's (rules §4.15).
    expect(card).toHaveTextContent('Monday to Friday, 05:00 – 21:00');
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    await userEvent.click(screen.getByLabelText('Instant Book only'));
    await waitFor(() => expect(router.state.location.search).toBe('?instant_book=1'));
    await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe('/api/drivers?instant_book=1'));
    await userEvent.click(screen.getByLabelText('Instant Book only'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
