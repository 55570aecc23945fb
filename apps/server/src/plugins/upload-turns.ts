import os from 'node:os';
import { DomainError } from '@kodesha/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type UploadTurnLimits = {
  /** Requests with photos read and processed at once. */
  running: number;
  /** Requests waiting their turn, their bodies unread; one more is refused (429). */
  waiting: number;
};

/**
 * One more than the images decoded at once: while one request's photos are decoded, the
 * next one's arrive. Twenty owners posting ten photos each then take turns instead of
 * pouring 400 MB into the server at once, which stalled logins while it was copied in.
 */
export const defaultUploadTurnLimits: UploadTurnLimits = {
  running: Math.max(1, Math.floor(os.availableParallelism() / 2)) + 1,
  waiting: 200,
};

const waitingForTurn = new WeakSet<object>();

/**
 * A request whose body the server has not started reading because it waits its turn:
 * the slow-sender guard leaves it alone (its bytes wait in the network, not the client).
 */
export const isWaitingForTurn = (raw: object): boolean => waitingForTurn.has(raw);

/**
 * Turns for requests that carry photos (rules §9.12): a few at a time are read and
 * processed, the rest wait with their bodies unread. A turn ends with the answer, or when
 * the client goes away.
 */
export function createUploadTurns(limits: UploadTurnLimits = defaultUploadTurnLimits) {
  let running = 0;
  const line: (() => void)[] = [];
  const holders = new WeakMap<FastifyRequest, () => void>();

  function leave(): void {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    /** Waits for this request's turn; its end is registered with the request. */
    async take(request: FastifyRequest): Promise<void> {
      if (holders.has(request)) return;
      if (running < limits.running) running += 1;
      else {
        if (line.length >= limits.waiting) throw new DomainError('image.busy');
        waitingForTurn.add(request.raw);
        try {
          await new Promise<void>((resolve) => line.push(resolve));
        } finally {
          waitingForTurn.delete(request.raw);
        }
      }
      const socket = request.raw.socket;
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        socket.off('close', end); // a kept-alive connection carries later requests too
        holders.delete(request);
        leave();
      };
      holders.set(request, end);
      socket.once('close', end);
    },
    /** Ends the request's turn, if it had one. */
    end(request: FastifyRequest): void {
      holders.get(request)?.();
    },
  };
}

export type UploadTurns = ReturnType<typeof createUploadTurns>;

/** Ends each request's turn with its answer, sent or abandoned. */
export function registerUploadTurns(app: FastifyInstance, turns: UploadTurns): void {
  app.decorateRequest('uploadTurns', null);
  app.addHook('onRequest', async (request) => {
    request.uploadTurns = turns;
  });
  app.addHook('onResponse', async (request) => turns.end(request));
  app.addHook('onRequestAbort', async (request) => turns.end(request));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Turns for requests that carry photos; set on every request. */
    uploadTurns: UploadTurns | null;
  }
}
