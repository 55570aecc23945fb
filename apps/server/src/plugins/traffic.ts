import type { App } from '../http.js';

/**
 * More requests than this in hand at once is a burst. A few at a time is ordinary traffic,
 * under which work that can wait goes on: it must keep up with what the requests record.
 */
export const burstAbove = 4;

/**
 * How many requests this process is answering now, so work that can wait gives way to
 * people (rules §10.1): during a burst the outbox's relay works out an event only when the
 * burst eases, or after a short wait if it does not, so the burst is answered first and its
 * notifications follow closely instead of competing with it.
 */
export function createTraffic() {
  let answering = 0;
  const waiting = new Set<() => void>();
  return {
    started(): void {
      answering += 1;
    },
    ended(): void {
      answering -= 1;
      if (answering > burstAbove) return;
      for (const wake of [...waiting]) wake();
    },
    /**
     * Resolves once no burst is being answered (true), or after `atMostMs` at the latest
     * (false: the burst goes on).
     */
    calm(atMostMs: number): Promise<boolean> {
      if (answering <= burstAbove) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = (eased: boolean) => {
          clearTimeout(timer);
          waiting.delete(onEase);
          resolve(eased);
        };
        const onEase = () => wake(true);
        const timer = setTimeout(() => wake(false), atMostMs);
        timer.unref();
        waiting.add(onEase);
      });
    },
  };
}

export type Traffic = ReturnType<typeof createTraffic>;

/**
 * Counts each request from its arrival until its answer is sent (or its client gone).
 * Streams that stay open (`longLived` routes: the live events) are not counted: they wait,
 * they do not work.
 */
export function countTraffic(app: App, traffic: Traffic): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.longLived) return;
    traffic.started();
    reply.raw.once('close', () => traffic.ended());
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An answer that stays open (a stream): not counted as work in hand. */
    longLived?: boolean;
  }
}
