import { eventTicketAnswer } from '@kodesha/domain';
import { z } from 'zod';
import { errorAnswers, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import type { EventsService, LiveFrame } from './events.service.js';

export type LiveStreamTimings = {
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  /** A stream ends after this long; the browser reconnects with a new pass (the session is checked again). */
  maxStreamMs: number;
};

export const defaultLiveStreamTimings: LiveStreamTimings = {
  heartbeatMs: 20_000,
  maxStreamMs: 30 * 60_000,
};

/** A reader this far behind (bytes queued) is cut off; it resumes when it reconnects. */
const maxQueuedBytes = 1024 * 1024;

const lastEventId = z.coerce.number().int().min(0).max(2_147_483_647);

function frameText(frame: LiveFrame): string {
  const id = frame.event === 'message' ? `id: ${frame.id}\n` : '';
  return `event: ${frame.event}\n${id}data: ${JSON.stringify(frame.data)}\n\n`;
}

/**
 * `GET /api/events` (rules §5.8): the signed-in person's live stream (Server-Sent Events).
 * The session token never goes in the URL: `POST /api/events/ticket` gives a pass that
 * works once, within a minute. A reconnect names the last message it saw
 * (`Last-Event-ID`, or `last_event_id` when the page reconnects itself with a new pass)
 * and gets what it missed before anything live.
 */
export function eventsRoutes(
  app: App,
  deps: { events: EventsService; hooks: AuthHooks; timings: LiveStreamTimings },
): void {
  const { events, hooks, timings } = deps;
  const open = new Set<(retryMs?: number) => void>();

  app.post(
    '/events/ticket',
    {
      onRequest: hooks.authenticate,
      config: { rateLimit: 'streamPass' },
      schema: {
        tags: ['events'],
        summary: 'A single-use pass, good for one minute, to open the live stream',
        response: { 201: eventTicketAnswer, ...errorAnswers(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { ticket, expiresAt } = await events.issueTicket(
        currentUser(request),
        request.sessionToken!,
      );
      return reply.status(201).send({ data: { ticket, expires_at: expiresAt.toISOString() } });
    },
  );

  app.get(
    '/events',
    {
      // Open for as long as the person is here: a wait, not work in hand (plugins/traffic).
      config: { longLived: true },
      schema: {
        tags: ['events'],
        summary:
          'The live stream (text/event-stream): `message` (id = message id), `read` and `unread` events',
        querystring: z.object({
          ticket: z.string().min(1).max(100),
          // Read leniently, after the pass is taken: a bad value must not leave it usable.
          last_event_id: z.string().max(20).optional(),
        }),
        // The 200 is never serialized (the reply is hijacked): it says what the stream sends.
        // 401: the pass is unknown, used or expired.
        response: {
          200: z
            .string()
            .describe(
              'text/event-stream: `message` (id = message id), `read`, `unread`, `notification` and `reconnect` events, each a JSON `data` line',
            ),
          ...errorAnswers(401, 422),
        },
      },
    },
    async (request, reply) => {
      const raw = reply.raw;
      // The client may hang up while its pass is checked: noticed from the start.
      let hungUp = false;
      raw.once('close', () => {
        hungUp = true;
      });
      const { userId, session } = await events.redeemTicket(request.query.ticket);
      const resumeAfter = [request.query.last_event_id, request.headers['last-event-id']]
        .map((value) => lastEventId.safeParse(value))
        .find((parsed) => parsed.success)?.data;

      reply.hijack();
      if (hungUp) return;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no', // nginx: pass each event on at once
      });
      raw.write('retry: 3000\n\n');

      let ended = false;
      let ready = false;
      const waiting: LiveFrame[] = [];
      const write = (frame: LiveFrame) => {
        if (ended) return;
        raw.write(frameText(frame));
        if (raw.writableLength > maxQueuedBytes) end();
      };
      const unsubscribe = events.subscribe(userId, {
        session,
        send: (frame) => (ready ? write(frame) : waiting.push(frame)),
        resume: () => end(),
      });
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), timings.heartbeatMs);
      const lifetime = setTimeout(() => end(), timings.maxStreamMs);
      /** Ends the stream; `retryMs`, when given, is how long the browser waits to come back. */
      function end(retryMs?: number): void {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        open.delete(end);
        // The browser's own reconnect reads `retry`; the app's (a new pass each time) reads the event.
        if (retryMs !== undefined && !raw.destroyed)
          raw.write(
            `event: reconnect\ndata: ${JSON.stringify({ after_ms: retryMs })}\n\nretry: ${retryMs}\n\n`,
          );
        raw.end();
      }
      open.add(end);
      raw.once('close', () => end());

      try {
        // Listening now: a logout since the pass was taken would have gone unheard.
        if (!(await events.sessionIsLive(session))) return end();
        // Subscribed first, then the catch-up: nothing falls between the two. Live
        // messages may come in any id order (ids interleave across chats), so only the
        // ones just replayed are skipped, never "anything below the last id".
        const { frames, complete } = await events.catchUp(userId, resumeAfter);
        const replayed = new Set<number>();
        for (const frame of frames) {
          if (frame.event === 'message') replayed.add(frame.id);
          write(frame);
        }
        // More are waiting: end here, and the reconnect resumes after the last one sent.
        if (!complete) return end();
        ready = true;
        for (const frame of waiting.splice(0))
          if (frame.event !== 'message' || !replayed.has(frame.id)) write(frame);
      } catch (error) {
        request.log.error(error, 'live stream could not start');
        end();
      }
    },
  );

  // Streams never end by themselves: close them so the server can stop, each with a
  // reconnect hint spread over a few seconds, so the readers of a stopping process come
  // back to the others (through the load balancer) in a trickle, not all at once.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(1_000 + Math.floor(Math.random() * 4_000));
  });
}
