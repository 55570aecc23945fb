import {
  liveMessageEvent,
  liveNotificationEvent,
  liveReadEvent,
  liveReconnectEvent,
  liveUnreadEvent,
  type LiveMessageEvent,
  type LiveReadEvent,
  type LiveUnreadEvent,
} from '@kodesha/domain';
import type { z } from 'zod';
import { ApiError, parseAnswer } from '@/lib/api-client';
import { requestEventTicket } from './event-ticket';

export type LiveHandlers = {
  /** The stream is open: anything sent while it was down must be fetched again. */
  onConnected: () => void;
  onMessage: (event: LiveMessageEvent) => void;
  onRead: (event: LiveReadEvent) => void;
  onUnread: (event: LiveUnreadEvent) => void;
  /**
   * A notification reached the viewer, or their count moved (rules §10.2: the stream's
   * `notification` event): their unread notifications now.
   */
  onNotification?: (unreadCount: number) => void;
};

const maxDelayMs = 30_000;

/** 1 s, 2 s, 4 s … then every 30 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, maxDelayMs);

type Options = { getTicket?: () => Promise<string> };

/**
 * Keeps one `GET /api/events` stream open for the signed-in user. A ticket opens the
 * stream once, so the browser's own reconnect (same URL) would be refused: on any error
 * the stream is closed and opened again here with a fresh ticket and the last message id
 * seen, after a growing pause. Returns the function that stops it for good.
 */
export function connectLiveEvents(handlers: LiveHandlers, options: Options = {}): () => void {
  const getTicket = options.getTicket ?? requestEventTicket;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastMessageId: number | undefined;
  let stopped = false;
  /** How long the server asked us to wait, when it ended the stream because it stops. */
  let hintMs: number | undefined;

  const scheduleRetry = () => {
    if (stopped) return;
    const wait = hintMs ?? reconnectDelayMs(attempt);
    hintMs = undefined;
    timer = setTimeout(open, wait);
    attempt += 1;
  };

  /**
   * Hands each `name` event to `handle`, its data parsed by the domain's schema (record
   * 29). A malformed one (not JSON, or not the contract) is reported as a contract break
   * and dropped: nothing is drawn from it, and the stream goes on.
   */
  const listen = <S extends z.ZodType>(
    stream: EventSource,
    name: string,
    schema: S,
    handle: (event: z.output<S>) => void,
  ) =>
    stream.addEventListener(name, (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String((event as MessageEvent<unknown>).data));
      } catch {
        data = undefined; // not JSON: the schema refuses it, and the break is reported
      }
      let parsed: z.output<S>;
      try {
        parsed = parseAnswer(`GET /events (${name})`, schema, data, false);
      } catch {
        return;
      }
      handle(parsed);
    });

  async function open() {
    timer = undefined;
    let ticket: string;
    try {
      ticket = await getTicket();
    } catch (error) {
      // Signed out meanwhile: the session's end stops this connection from outside.
      if (error instanceof ApiError && error.status === 401) return;
      scheduleRetry();
      return;
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket });
    if (lastMessageId !== undefined) query.set('last_event_id', String(lastMessageId));
    const stream = new EventSource(`/api/events?${query.toString()}`);
    source = stream;
    stream.addEventListener('open', () => {
      attempt = 0;
      handlers.onConnected();
    });
    listen(stream, 'message', liveMessageEvent, (event) => {
      lastMessageId = Math.max(lastMessageId ?? 0, event.message.id);
      handlers.onMessage(event);
    });
    listen(stream, 'read', liveReadEvent, handlers.onRead);
    listen(stream, 'unread', liveUnreadEvent, handlers.onUnread);
    listen(stream, 'reconnect', liveReconnectEvent, (event) => (hintMs = event.after_ms));
    listen(stream, 'notification', liveNotificationEvent, (event) =>
      handlers.onNotification?.(event.unread_count),
    );
    stream.addEventListener('error', () => {
      stream.close();
      if (source !== stream) return;
      source = undefined;
      scheduleRetry();
    });
  }

  // Back on the network: try at once rather than at the end of a long pause.
  const onOnline = () => {
    if (timer === undefined || stopped) return;
    clearTimeout(timer);
    attempt = 0;
    void open();
  };
  window.addEventListener('online', onOnline);
  void open();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    source?.close();
    source = undefined;
  };
}
