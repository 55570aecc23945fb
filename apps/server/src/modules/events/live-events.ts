import type { LiveReadEvent, MessageView, NotificationView } from '@kodesha/domain';
import type { Notifications } from '../../db/notifications.js';

/** One Server-Sent Event: its name, its id (messages only, to resume after), its data. */
export type LiveFrame =
  | { event: 'message'; id: number; data: { message: MessageView } }
  | { event: 'read'; data: LiveReadEvent }
  | { event: 'unread'; data: { count: number } }
  /**
   * rules §10.2: a new notification, with the person's unread notifications now; without
   * one, only the count moved (a move of theirs marked some read).
   */
  | { event: 'notification'; data: { notification?: NotificationView; unread_count: number } };

/** An open stream of one person, in this process. */
export type LiveSubscriber = {
  /** The SHA-256 of the session that took the stream's pass: it ends with that session. */
  session: string;
  send(frame: LiveFrame): void;
  /** Events may have been missed (the database connection dropped): end, so the browser resumes. */
  resume(): void;
};

type UnreadNow = { user_id: number; count: number };

/** What travels through NOTIFY, to every process; each delivers to its own streams. */
type Published =
  | { kind: 'message'; to: number[]; message: MessageView; unread: UnreadNow }
  /** A message too long for NOTIFY's 8000 bytes: each process reads it from the database. */
  | { kind: 'message_ref'; to: number[]; message_id: number; unread: UnreadNow }
  | { kind: 'read'; to: number[]; read: LiveReadEvent; unread: UnreadNow }
  /**
   * These people's streams end, in every process: all of them (their account was deleted,
   * rules §8.6), only those of `sessions` (a logout), or all but those of `except` (a
   * password change ends the other sessions, rules §1.6).
   */
  | { kind: 'end'; to: number[]; sessions?: string[]; except?: string }
  /** A notification, posted in the transaction that wrote it, so it travels once that commits. */
  | {
      kind: 'notification';
      to: number[];
      notification?: NotificationView;
      unread_count: number;
    };

/** Which of a person's streams end with their sessions. */
export type StreamsToEnd = { sessions: string[] } | { except: string };

export const liveChannel = 'kodesha_live';

/**
 * What a new notification sends to its person's streams (rules §10.2), as NOTIFY carries
 * it: the notifications module posts it in the transaction that writes the notification.
 */
export function notificationPayload(
  userId: number,
  notification: NotificationView | undefined,
  unreadCount: number,
): string {
  const published: Published = {
    kind: 'notification',
    to: [userId],
    ...(notification && { notification }),
    unread_count: unreadCount,
  };
  return JSON.stringify(published);
}
/** Open tabs of one person in one process; more end the oldest. */
export const maxStreamsPerUser = 10;
/** Under PostgreSQL's 8000-byte NOTIFY limit, with room to spare. */
const maxPayloadBytes = 7_500;

/**
 * Live events for chat (rules §5.8): services publish through PostgreSQL NOTIFY; every
 * process LISTENs and hands each event to the streams it holds for the people named.
 * So a message posted through one process reaches a tab connected to another, and the
 * embedded database takes the very same path inside its one process.
 */
export function createLiveEvents(deps: {
  notifications: Notifications;
  loadMessage: (id: number) => Promise<MessageView | undefined>;
  log: { error: (error: unknown, message: string) => void };
}) {
  const { notifications, loadMessage, log } = deps;
  const subscribers = new Map<number, Set<LiveSubscriber>>();
  let unlisten: (() => Promise<void>) | undefined;

  function deliver(userIds: number[], frameFor: (userId: number) => LiveFrame[]): void {
    for (const userId of new Set(userIds)) {
      const streams = subscribers.get(userId);
      if (!streams) continue;
      const frames = frameFor(userId);
      for (const stream of streams) for (const frame of frames) stream.send(frame);
    }
  }

  const unreadFrames = (userId: number, unread: UnreadNow): LiveFrame[] =>
    userId === unread.user_id ? [{ event: 'unread', data: { count: unread.count } }] : [];

  function deliverMessage(to: number[], message: MessageView, unread: UnreadNow): void {
    deliver(to, (userId) => [
      { event: 'message', id: message.id, data: { message } },
      ...unreadFrames(userId, unread),
    ]);
  }

  async function receive(payload: string): Promise<void> {
    const published = JSON.parse(payload) as Published;
    // Nobody here listens for these people: nothing to read or send.
    if (!published.to.some((userId) => subscribers.has(userId))) return;
    if (published.kind === 'message') {
      deliverMessage(published.to, published.message, published.unread);
    } else if (published.kind === 'end') {
      const { sessions, except } = published;
      const ends = (stream: LiveSubscriber) =>
        (sessions === undefined || sessions.includes(stream.session)) && stream.session !== except;
      for (const userId of published.to)
        for (const stream of [...(subscribers.get(userId) ?? [])])
          if (ends(stream)) stream.resume();
    } else if (published.kind === 'notification') {
      const { notification, unread_count } = published;
      deliver(published.to, () => [
        { event: 'notification', data: { ...(notification && { notification }), unread_count } },
      ]);
    } else if (published.kind === 'message_ref') {
      const message = await loadMessage(published.message_id);
      if (message) deliverMessage(published.to, message, published.unread);
    } else {
      deliver(published.to, (userId) => [
        { event: 'read', data: published.read },
        ...unreadFrames(userId, published.unread),
      ]);
    }
  }

  async function publish(event: Published): Promise<void> {
    let payload = JSON.stringify(event);
    if (event.kind === 'message' && Buffer.byteLength(payload) > maxPayloadBytes) {
      const { message, ...rest } = event;
      payload = JSON.stringify({ ...rest, kind: 'message_ref', message_id: message.id });
    }
    await notifications.notify(liveChannel, payload);
  }

  function resumeAll(): void {
    for (const streams of subscribers.values()) for (const stream of streams) stream.resume();
  }

  return {
    notificationPayload,

    async start(): Promise<void> {
      unlisten = await notifications.listen(liveChannel, {
        onPayload: (payload) => {
          receive(payload).catch((error: unknown) => log.error(error, 'live event not delivered'));
        },
        onGap: resumeAll,
      });
    },

    async stop(): Promise<void> {
      resumeAll();
      await unlisten?.();
      unlisten = undefined;
    },

    /**
     * Adds a stream of `userId`. A person holds at most {@link maxStreamsPerUser} here;
     * one more ends their oldest (a tab long gone, most likely), which then resumes if open.
     */
    subscribe(userId: number, stream: LiveSubscriber): () => void {
      let streams = subscribers.get(userId);
      if (!streams) subscribers.set(userId, (streams = new Set()));
      if (streams.size >= maxStreamsPerUser) streams.values().next().value?.resume();
      streams.add(stream);
      return () => {
        streams.delete(stream);
        if (streams.size === 0 && subscribers.get(userId) === streams) subscribers.delete(userId);
      };
    },

    /** A new message, to both participants' streams, with the recipient's unread count. */
    publishMessage(message: MessageView, recipientId: number, recipientUnread: number) {
      return publish({
        kind: 'message',
        to: [message.sender_id, recipientId],
        message,
        unread: { user_id: recipientId, count: recipientUnread },
      });
    },

    /**
     * Ends every open stream of `userId`, in every process: their sessions are gone, so
     * the reconnect is refused (rules §8.6).
     */
    endStreamsOf(userId: number) {
      return publish({ kind: 'end', to: [userId] });
    },

    /**
     * Ends the streams of some of `userId`'s sessions, in every process: the sessions
     * ended (a logout, a password change), so their streams end within moments rather than
     * at their 30 minutes, and cannot come back (rules §5.8).
     */
    endSessionStreams(userId: number, which: StreamsToEnd) {
      return publish({ kind: 'end', to: [userId], ...which });
    },

    /** A read receipt, to both participants, with the reader's unread count. */
    publishRead(read: LiveReadEvent, otherId: number, readerUnread: number) {
      return publish({
        kind: 'read',
        to: [read.reader_id, otherId],
        read,
        unread: { user_id: read.reader_id, count: readerUnread },
      });
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
