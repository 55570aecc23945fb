import type { GpsRequestView } from '@kodesha/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '@/test/render';
import { aGpsRequest } from '../../testing/gps-fixtures';
import { MyGpsRequests } from './my-gps-requests';

const serve = (requests: GpsRequestView[]) =>
  stubApi(() => ({
    body: { success: true, message: 'GPS requests retrieved successfully', data: requests },
  }));
const card = (name: string) => screen.findByRole('article', { name });
const detail = (article: HTMLElement, term: string) =>
  within(article).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('MyGpsRequests (rules §7.2)', () => {
  it('shows each request’s car, status, dates and the team’s answer', async () => {
    const fetch = serve([
      aGpsRequest({
        id: 14,
        status: 'approved',
        car_make: 'Nissan',
        car_model: 'Patrol',
        car_year: 2012,
        license_plate: 'RAC 456 D',
        preferred_installation_date: null,
        preferred_time: 'afternoon',
        installation_date: '2026-12-05',
        admin_notes: 'Our technician calls the day before.',
      }),
      aGpsRequest({ id: 12 }),
      aGpsRequest({
        id: 9,
        status: 'rejected',
        car_year: null,
        preferred_installation_date: null,
        preferred_time: null,
      }),
    ]);
    renderScreen(<MyGpsRequests />);
    expect(screen.getByRole('heading', { name: 'GPS Tracker Requests' })).toBeInTheDocument();

    const patrol = await card('Nissan Patrol 2012');
    expect(within(patrol).getByText('Approved')).toBeInTheDocument();
    expect(within(patrol).getByText('The installation is scheduled.')).toBeInTheDocument();
    expect(within(patrol).getByText(/RAC 456 D · Request G0000014/)).toBeInTheDocument();
    expect(detail(patrol, 'Installation date')).toHaveTextContent('5 Dec 2026');
    expect(detail(patrol, 'Preferred')).toHaveTextContent('Afternoon (12 PM - 5 PM)');
    expect(detail(patrol, 'Note from our team')).toHaveTextContent(
      'Our technician calls the day before.',
    );

    const rav4 = await card('Toyota RAV4 2020');
    expect(within(rav4).getByText('Pending')).toBeInTheDocument();
    expect(
      within(rav4).getByText(
        'Our team will contact you within 24-48 hours to schedule the installation.',
      ),
    ).toBeInTheDocument();
    expect(detail(rav4, 'Requested')).toHaveTextContent('20 Nov 2026');
    expect(detail(rav4, 'Preferred')).toHaveTextContent('12 Dec 2026, Morning (8 AM - 12 PM)');
    expect(detail(rav4, 'Installation date')).toHaveTextContent('Not scheduled yet');
    expect(within(rav4).queryByText('Note from our team')).toBeNull();

    const typedIn = await card('Toyota RAV4'); // no year given
    expect(within(typedIn).getByText('Rejected')).toBeInTheDocument();
    expect(detail(typedIn, 'Preferred')).toHaveTextContent('Not specified');
    // Refused: no installation is coming, so none is promised.
    expect(within(typedIn).queryByText('Installation date')).toBeNull();
    expect(within(typedIn).queryByText('Not scheduled yet')).toBeNull();

    expect(screen.getByRole('link', { name: 'Request GPS Tracker' })).toHaveAttribute(
      'href',
      '/owner/gps-request',
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/my-gps-requests']);
  });

  it('shows the newest five, and all of them on request', async () => {
    serve(
      Array.from({ length: 7 }, (_, index) =>
        aGpsRequest({ id: 20 - index, car_model: `Model ${index + 1}` }),
      ),
    );
    renderScreen(<MyGpsRequests />);
    await card('Toyota Model 1 2020');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('article', { name: 'Toyota Model 6 2020' })).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show all 7 requests' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('with no request yet, invites the first', async () => {
    serve([]);
    renderScreen(<MyGpsRequests />);
    expect(await screen.findByText('No GPS tracker requests yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Request GPS Tracker' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Request GPS Tracker' })).toHaveAttribute(
      'href',
      '/owner/gps-request',
    );
  });

  it('says when the requests could not be loaded, and tries again', async () => {
    let failing = true;
    stubApi(() =>
      failing
        ? { status: 500, body: {} }
        : { body: { success: true, message: '', data: [aGpsRequest()] } },
    );
    renderScreen(<MyGpsRequests />);
    expect(
      await screen.findByText('Your GPS requests could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card('Toyota RAV4 2020')).toBeInTheDocument();
  });
});
