import { fireEvent, screen, waitFor } from '@testing-library/react';
import { kigaliToday } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { aCar, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { Component as CarList } from './car-list';

// rules §4.14: /cars asks for a day, a start and a number of hours; the URL carries the
// window as `from` and `until`, the server lists the cars free then, and each card says so.

const tomorrow = () =>
  new Date(Date.parse(`${kigaliToday(new Date())}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);

describe('/cars searched by a time', () => {
  it('a day chosen asks for the cars free from 10:00 for 2 hours, then the start and hours chosen', async () => {
    const fetch = stubApi(() => ({ body: aPage([aCar()], { total: 1 }) }));
    renderScreen(<CarList />, '/cars');
    await screen.findByText('1 car');
    expect(screen.queryByText('Free then')).not.toBeInTheDocument();
    const day = tomorrow();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    const asked = (from: string, until: string) =>
      requestedUrls(fetch).some(
        (url) =>
          url.includes(`from=${encodeURIComponent(from)}`) &&
          url.includes(`until=${encodeURIComponent(until)}`),
      );
    await waitFor(() => expect(asked(`${day}T10:00:00+02:00`, `${day}T12:00:00+02:00`)).toBe(true));
    expect(await screen.findByText('Free then')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '4' } });
    await waitFor(() => expect(asked(`${day}T14:00:00+02:00`, `${day}T18:00:00+02:00`)).toBe(true));
    expect(screen.getByLabelText('Day')).toHaveValue(day);
  });

  it('reads its window from the address, and Any day takes it away', async () => {
    const day = tomorrow();
    const fetch = stubApi(() => ({ body: aPage([aCar()], { total: 1 }) }));
    const from = encodeURIComponent(`${day}T20:00:00+02:00`);
    const until = encodeURIComponent(`${day}T23:00:00+02:00`);
    renderScreen(<CarList />, `/cars?from=${from}&until=${until}`);
    expect(await screen.findByText('Free then')).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveValue('20');
    expect(screen.getByLabelText('Hours')).toHaveValue('3');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('Free then')).not.toBeInTheDocument());
    expect(requestedUrls(fetch).at(-1)).not.toContain('from=');
  });
});
