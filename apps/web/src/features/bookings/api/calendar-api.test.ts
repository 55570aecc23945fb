import { afterEach, describe, vi } from 'vitest';
import { aCar, aDriver } from '@/test/fixtures';
import { freshClient, itParsesByContract } from '@/test/contract';
import { availabilityQuery } from '@/lib/calendar-availability';
import { similarItemsQuery } from './similar-items';

afterEach(() => vi.unstubAllGlobals());

const week = {
  from: new Date('2099-01-15T00:00:00+02:00'),
  until: new Date('2099-01-22T08:00:00+02:00'),
};
const window = {
  from: new Date('2099-01-15T09:00:00+02:00'),
  until: new Date('2099-01-15T11:00:00+02:00'),
};
const calendar = {
  weekly: { days: ['mon', 'tue'], from_hour: 8, to_hour: 18 },
  busy: [
    {
      start_time: '2099-01-15T08:00:00.000Z',
      end_time: '2099-01-15T10:00:00.000Z',
      kind: 'booked',
    },
  ],
};
// A busy time that says who booked it, or a kind the contract does not know, is refused.
const brokenCalendar = { ...calendar, busy: [{ ...calendar.busy[0], kind: 'pending' }] };
const car = aCar({ id: 9 });
const driver = aDriver({ id: 4 });

/** The calendar calls (rules §4.15, §4.17), parsed by the domain's answers (record 29). */
describe('the calendar calls parse their answers by the contract', () => {
  itParsesByContract([
    [
      'GET /cars/7/availability',
      () => freshClient().fetchQuery(availabilityQuery({ type: 'car', id: 7 }, week)),
      { data: calendar },
      calendar,
      { data: brokenCalendar },
    ],
    [
      'GET /drivers/4/availability',
      () => freshClient().fetchQuery(availabilityQuery({ type: 'driver', id: 4 }, week)),
      { data: calendar },
      calendar,
      { data: { busy: [] } },
    ],
    [
      'GET /cars/7/similar',
      () => freshClient().fetchQuery(similarItemsQuery({ type: 'car', id: 7 }, window)),
      { data: [car] },
      { type: 'car', items: [car] },
      { data: [car, car, car, car] },
    ],
    [
      'GET /drivers/4/similar',
      () => freshClient().fetchQuery(similarItemsQuery({ type: 'driver', id: 4 }, window)),
      { data: [driver] },
      { type: 'driver', items: [driver] },
      { data: [{ ...driver, price_per_hour: 'cheap' }] },
    ],
  ]);
});
