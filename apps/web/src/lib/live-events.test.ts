import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError, ApiError } from '@/lib/api-client';
import { aMessage } from '@/test/fixtures';
import { connectLiveEvents, reconnectDelayMs, type LiveHandlers } from './live-events';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    this.dispatchEvent(event);
  }
}

/** A notification as the stream carries it (rules §10.2). */
const notification = {
  id: 9,
  type: 'booking.requested',
  title: 'New booking request',
  body: 'Aline asks for your Toyota RAV4.',
  link: '/booking/42',
  read_at: null,
  created_at: '2026-11-27T08:00:00.000Z',
};

const latest = () => FakeEventSource.opened.at(-1)!;
const handlers = (): LiveHandlers & Record<string, ReturnType<typeof vi.fn>> => ({
  onConnected: vi.fn(),
  onMessage: vi.fn(),
  onRead: vi.fn(),
  onUnread: vi.fn(),
});

describe('the live chat stream (rules §5.8: real time)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.useRealTimers());

  it('waits 1 s, 2 s, 4 s … and at most 30 s between attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('opens the stream with a fresh ticket and hands each event, checked, to its handler', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const on = handlers();
    const stop = connectLiveEvents(on, { getTicket: async () => 'ticket-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('/api/events?ticket=ticket-1');
    latest().emit('open');
    latest().emit('unread', { count: 4 });
    latest().emit('message', { message: aMessage({ id: 41 }) });
    latest().emit('read', {
      chat_id: 5,
      reader_id: 3,
      up_to_id: 41,
      read_at: '2026-11-23T10:00:00Z',
    });
    latest().emit('message', { nonsense: true });
    expect(on.onConnected).toHaveBeenCalledTimes(1);
    expect(on.onUnread).toHaveBeenCalledWith({ count: 4 });
    expect(on.onMessage).toHaveBeenCalledTimes(1);
    expect(on.onRead).toHaveBeenCalledWith(expect.objectContaining({ up_to_id: 41 }));
    expect(report).toHaveBeenCalledTimes(1); // the nonsense, reported and dropped
    stop();
    report.mockRestore();
    expect(latest().closed).toBe(true);
  });

  it('tells of a notification with the unread count it carries (rules §10.2)', async () => {
    const on = { ...handlers(), onNotification: vi.fn() };
    const stop = connectLiveEvents(on, { getTicket: async () => 'ticket-1' });
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('notification', { notification, unread_count: 4 });
    latest().emit('notification', { unread_count: 3 }); // only the count moved
    expect(on.onNotification.mock.calls).toEqual([[4], [3]]);
    stop();
  });

  it('drops a malformed event of any kind and reports the break; the stream goes on (record 29)', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const on = { ...handlers(), onNotification: vi.fn() };
    const stop = connectLiveEvents(on, { getTicket: async () => 'ticket-1' });
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('open');
    latest().emit('notification', { notification: { id: 9 }, unread_count: 4 });
    latest().emit('notification', { unread_count: 'many' });
    latest().emit('notification');
    latest().emit('message', { message: { ...aMessage({ id: 41 }), content: null } });
    latest().emit('read', { chat_id: 5, reader_id: 3 });
    latest().emit('unread', { count: -1.5 });
    latest().dispatchEvent(new MessageEvent('unread', { data: 'not json' }));
    expect(on.onNotification).not.toHaveBeenCalled();
    expect(on.onMessage).not.toHaveBeenCalled();
    expect(on.onRead).not.toHaveBeenCalled();
    expect(on.onUnread).not.toHaveBeenCalled();
    const breaches = report.mock.calls.map(([breach]) => breach as ApiContractError);
    expect(breaches).toHaveLength(7);
    expect(breaches.every((breach) => breach instanceof ApiContractError)).toBe(true);
    expect(breaches.map((breach) => breach.call)).toContain('GET /events (message)');
    // A good event after the bad ones is still delivered.
    latest().emit('unread', { count: 2 });
    expect(on.onUnread).toHaveBeenCalledWith({ count: 2 });
    stop();
    report.mockRestore();
  });

  it('after an error, closes the stream and comes back with a new ticket and the last message id, pausing longer each time', async () => {
    const on = handlers();
    let issued = 0;
    const stop = connectLiveEvents(on, { getTicket: async () => `ticket-${++issued}` });
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.emit('open');
    first.emit('message', { message: aMessage({ id: 77 }) });
    first.emit('error');
    expect(first.closed).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().url).toBe('/api/events?ticket=ticket-2&last_event_id=77');

    latest().emit('error'); // refused before it opened: the pause doubles
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().url).toBe('/api/events?ticket=ticket-3&last_event_id=77');
    latest().emit('open');
    expect(on.onConnected).toHaveBeenCalledTimes(2); // each (re)connection refreshes the chats

    latest().emit('error'); // an open stream resets the pause to 1 s
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.opened).toHaveLength(4);
    stop();
  });

  it('comes back when a stopping server says, not all at once', async () => {
    const on = handlers();
    let issued = 0;
    const stop = connectLiveEvents(on, { getTicket: async () => `ticket-${++issued}` });
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('open');
    latest().emit('reconnect', { after_ms: 3_200 });
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(3_199);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    // The hint was for that stop only: the next error waits the usual pause.
    latest().emit('open');
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.opened).toHaveLength(3);
    stop();
  });

  it('tries again later when no ticket could be had, and gives up when signed out', async () => {
    const on = handlers();
    const getTicket = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('Unauthenticated', 401));
    connectLiveEvents(on, { getTicket });
    await vi.advanceTimersByTimeAsync(0);
    expect(getTicket).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(getTicket).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('stops for good: no stream opens after a stop, even if a ticket was on its way', async () => {
    const on = handlers();
    const stop = connectLiveEvents(on, { getTicket: async () => 'late' });
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
