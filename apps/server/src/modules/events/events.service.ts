import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '@kodesha/domain';
import type { ChatsService } from '../chat/chats.service.js';
import type { EventTicketsRepository } from './event-tickets.repository.js';
import type { LiveEvents, LiveFrame, LiveSubscriber } from './live-events.js';

export type { LiveFrame, LiveSubscriber } from './live-events.js';

const ticketLifetimeMs = 60_000;
/** At most this many missed messages are replayed at once; a client further behind reconnects for more. */
export const resumeLimit = 500;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The live stream's use cases: single-use passes (the session token never goes in a URL),
 * who a pass belongs to, and what a (re)connecting stream is sent before anything live.
 */
export function createEventsService(deps: {
  tickets: EventTicketsRepository;
  live: LiveEvents;
  chats: ChatsService;
  /** How a session token is stored (its SHA-256): the auth service's own reading. */
  sessionHashOf: (token: string) => string;
  clock: () => Date;
}) {
  const { tickets, live, chats, sessionHashOf, clock } = deps;

  return {
    /**
     * A pass that opens one stream, once, within a minute. It belongs to the session that
     * took it (`sessionToken`): once that session ends, the pass opens nothing (rules §5.8).
     */
    async issueTicket(
      user: { id: number },
      sessionToken: string,
    ): Promise<{ ticket: string; expiresAt: Date }> {
      const ticket = randomBytes(24).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + ticketLifetimeMs);
      await tickets.insert(
        {
          ticketHash: hashTicket(ticket),
          userId: user.id,
          sessionHash: sessionHashOf(sessionToken),
          expiresAt,
        },
        now,
      );
      return { ticket, expiresAt };
    },

    /**
     * Takes the pass (it works once) and answers whose stream it opens and for which
     * session; 401 when it is no good or its session has ended.
     */
    async redeemTicket(ticket: string): Promise<{ userId: number; session: string }> {
      const taken = await tickets.take(hashTicket(ticket), clock());
      if (!taken) throw new DomainError('events.ticketInvalid');
      return { userId: taken.userId, session: taken.sessionHash };
    },

    /**
     * Whether a stream's session still signs in. A stream asks once it listens: a logout
     * between taking the pass and listening sent its `end` before anyone heard it.
     */
    sessionIsLive: (session: string) => tickets.sessionIsLive(session, clock()),

    /** Ends the live streams of `userId` wherever they are open (rules §8.6). */
    endStreamsOf: (userId: number) => live.endStreamsOf(userId),

    /** Hands this process's live events for `userId` to a stream; the answer unsubscribes. */
    subscribe(userId: number, stream: LiveSubscriber): () => void {
      return live.subscribe(userId, stream);
    },

    /**
     * What a stream is sent first: the messages it missed after `resumeAfter` (a
     * reconnect's last id), then the unread count. `complete` is false when more missed
     * messages wait than one catch-up sends: the stream ends and resumes after the last.
     */
    async catchUp(
      userId: number,
      resumeAfter: number | undefined,
    ): Promise<{ frames: LiveFrame[]; complete: boolean }> {
      const frames: LiveFrame[] = [];
      if (resumeAfter !== undefined) {
        const missed = await chats.missedMessages(userId, resumeAfter, resumeLimit);
        for (const message of missed)
          frames.push({ event: 'message', id: message.id, data: { message } });
        if (missed.length === resumeLimit) return { frames, complete: false };
      }
      frames.push({ event: 'unread', data: { count: await chats.unreadCount({ id: userId }) } });
      return { frames, complete: true };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
