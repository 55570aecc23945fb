import { describe, expect, it } from 'vitest';
import { draftBody, draftRange, emptyDraft, pickHour } from './block-draft';

/** An instant written in Kigali's time. */
const at = (local: string) => new Date(`${local}:00+02:00`);

describe('a block drawn by tapping hours', () => {
  it('a first tap makes that hour; a later hour of the same day stretches it', () => {
    const one = pickHour(emptyDraft('2026-12-07'), at('2026-12-08T10:00'));
    expect(one).toMatchObject({
      startDay: '2026-12-08',
      startTime: '10:00',
      endDay: '2026-12-08',
      endTime: '11:00',
    });
    const three = pickHour(one, at('2026-12-08T12:00'));
    expect(draftRange(three)).toEqual({
      start: at('2026-12-08T10:00'),
      end: at('2026-12-08T13:00'),
    });
  });

  it('an earlier hour, or another day, starts again there', () => {
    const one = pickHour(emptyDraft('2026-12-07'), at('2026-12-08T10:00'));
    expect(pickHour(one, at('2026-12-08T09:00'))).toMatchObject({
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(pickHour(one, at('2026-12-09T10:00'))).toMatchObject({
      startDay: '2026-12-09',
      endDay: '2026-12-09',
    });
  });

  it("the day's last hour ends at the next day's midnight", () => {
    expect(pickHour(emptyDraft('2026-12-07'), at('2026-12-08T23:00'))).toMatchObject({
      endDay: '2026-12-09',
      endTime: '00:00',
    });
  });

  it('is sent as Kigali times with their offset, a blank note as none', () => {
    const draft = {
      startDay: '2026-12-08',
      startTime: '10:30',
      endDay: '2026-12-10',
      endTime: '09:00',
      note: '  ',
    };
    expect(draftBody(draft)).toEqual({
      start_time: '2026-12-08T10:30:00+02:00',
      end_time: '2026-12-10T09:00:00+02:00',
      note: null,
    });
    expect(draftBody(emptyDraft('2026-12-07')).start_time).toBe('');
  });
});
