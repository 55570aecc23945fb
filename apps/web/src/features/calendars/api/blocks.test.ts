import { afterEach, describe, vi } from 'vitest';
import { freshClient, itParsesByContract } from '@/test/contract';
import { availabilityQuery } from '@/lib/calendar-availability';
import { addBlock, blocksQuery } from './blocks';

afterEach(() => vi.unstubAllGlobals());

const block = {
  id: 4,
  start_time: '2026-12-09T13:00:00.000Z',
  end_time: '2026-12-09T14:00:00.000Z',
  note: null,
};
const week = { from: new Date('2026-12-06T22:00:00Z'), until: new Date('2026-12-14T06:00:00Z') };
const availability = {
  weekly: { days: ['mon'], from_hour: 8, to_hour: 18 },
  busy: [{ start_time: block.start_time, end_time: block.end_time, kind: 'blocked' }],
};

describe('the calendars api family parses its answers by the contract (rules §4.15)', () => {
  itParsesByContract([
    [
      'GET /drivers/3/availability',
      () => freshClient().fetchQuery(availabilityQuery({ type: 'driver', id: 3 }, week)),
      { data: availability },
      availability,
      { data: { ...availability, busy: [{ ...availability.busy[0], kind: 'away' }] } },
    ],
    [
      'GET /cars/7/blocks',
      () => freshClient().fetchQuery(blocksQuery({ type: 'car', id: 7 })),
      { data: [block] },
      [block],
      { data: [{ ...block, note: 5 }] },
    ],
    [
      'POST /cars/7/blocks',
      () =>
        addBlock(
          { type: 'car', id: 7 },
          { start_time: '2026-12-09T15:00:00+02:00', end_time: '2026-12-09T16:00:00+02:00' },
        ),
      { data: block },
      { data: block },
      { data: { ...block, id: 'four' } },
    ],
  ]);
});
