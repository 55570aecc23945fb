import http from 'node:http';

export type SseEvent = { event: string; id?: string; data: string };

/**
 * A minimal Server-Sent Events reader for tests: connects to `url`, collects events and
 * lets a test wait for one. Uses plain `http`, as a browser's EventSource would speak.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const waiters: { match: (event: SseEvent) => boolean; resolve: (event: SseEvent) => void }[] = [];
  let comments = 0;
  let status = 0;
  let request: http.ClientRequest | undefined;
  let markEnded: () => void = () => undefined;
  /** Resolves when the server ends the stream. */
  const ended = new Promise<void>((resolve) => (markEnded = resolve));

  const ready = new Promise<number>((resolve, reject) => {
    request = http.get(
      url,
      { headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        response.on('end', () => markEnded());
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments += 1;
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('data: ')) {
                event.data += line.slice(6);
                hasData = true;
              }
            }
            if (!hasData) continue;
            events.push(event);
            for (const waiter of [...waiters])
              if (waiter.match(event)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(event);
              }
          }
        });
        resolve(status);
      },
    );
    request.on('error', reject);
  });

  return {
    ready,
    ended,
    events,
    get comments() {
      return comments;
    },
    /** The first event (already received or still to come) that `match` accepts. */
    waitFor(match: (event: SseEvent) => boolean, timeoutMs = 5_000): Promise<SseEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    close() {
      request?.destroy();
    },
  };
}

export type EventStream = ReturnType<typeof openEventStream>;

/** The parsed data of a `message` event. */
export const messageOf = (event: SseEvent) =>
  (JSON.parse(event.data) as { message: { id: number; content: string; chat_id: number } }).message;
