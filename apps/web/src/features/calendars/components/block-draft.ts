import { kigaliDateTime, kigaliIso } from '@kodesha/domain';

/**
 * A block being written on the provider's calendar: a start and an end, each a Kigali day
 * and a clock time as the form's inputs hold them, and the private note.
 */
export type BlockDraft = {
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  note: string;
};

const hourMs = 3_600_000;

export const emptyDraft = (today: string): BlockDraft => ({
  startDay: today,
  startTime: '',
  endDay: today,
  endTime: '',
  note: '',
});

/** An instant as the inputs hold it: its Kigali day and clock time. */
const inputsOf = (at: Date) => {
  const iso = kigaliIso(at);
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/** The draft's stretch as instants, when both ends are written and it runs forwards. */
export function draftRange(draft: BlockDraft): { start: Date; end: Date } | undefined {
  const start = kigaliDateTime(draft.startDay, draft.startTime);
  const end = kigaliDateTime(draft.endDay, draft.endTime);
  if (!start || !end || end.getTime() <= start.getTime()) return undefined;
  return { start, end };
}

/**
 * A tapped hour (starting at `start`): the draft's stretch grows to take it in when it is a
 * later hour of the same day as the draft's start; otherwise the draft becomes that hour.
 */
export function pickHour(draft: BlockDraft, start: Date): BlockDraft {
  const range = draftRange(draft);
  const end = new Date(start.getTime() + hourMs);
  const tapped = inputsOf(start);
  if (range && tapped.day === draft.startDay && start.getTime() >= range.start.getTime()) {
    const until = inputsOf(end);
    return { ...draft, endDay: until.day, endTime: until.time };
  }
  const until = inputsOf(end);
  return {
    ...draft,
    startDay: tapped.day,
    startTime: tapped.time,
    endDay: until.day,
    endTime: until.time,
  };
}

/** What the API takes: the ends as Kigali time with its offset, a note or none. */
export function draftBody(draft: BlockDraft) {
  const start = kigaliDateTime(draft.startDay, draft.startTime);
  const end = kigaliDateTime(draft.endDay, draft.endTime);
  return {
    start_time: start ? kigaliIso(start) : '',
    end_time: end ? kigaliIso(end) : '',
    note: draft.note.trim() || null,
  };
}
