import os from 'node:os';
import { performance } from 'node:perf_hooks';
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

/** The client went away before its turn came: nobody is left to answer. */
export class RequestGoneError extends Error {
  /** Answered (to no one) as a client's failure, not logged as the server's. */
  readonly statusCode = 400;
  constructor() {
    super('the client went away while its upload waited its turn');
    this.name = 'RequestGoneError';
  }
}

/** How the line stands, for `/api/health`. */
export type UploadLineState = { running: number; waiting: number; stuckForMs: number };

type Waiter = { start: () => void };

/**
 * Turns for requests that carry photos (rules §9.12): a few at a time are read and
 * processed, the rest wait with their bodies unread. A request that goes away while it
 * waits leaves the line; a turn ends with the answer, when the client goes away, or at the
 * latest after `maxHoldMs` (the request's own time limit), so no turn outlives its request.
 */
export function createUploadTurns(
  limits: UploadTurnLimits = defaultUploadTurnLimits,
  options: { maxHoldMs: number; now?: () => number } = { maxHoldMs: 5 * 60_000 },
) {
  const now = options.now ?? (() => performance.now());
  let running = 0;
  const line: Waiter[] = [];
  const holders = new Map<FastifyRequest, () => void>();
  /** When a turn last began or ended: a line that does not move while people wait is stuck. */
  let movedAt = now();

  /** A turn ends: the next in line starts, or there is one turn fewer running. */
  function leave(): void {
    movedAt = now();
    const next = line.shift();
    if (next) next.start();
    else running -= 1;
  }

  /** Waits until `leave` hands this request a turn, or refuses it if its client goes first. */
  function wait(request: FastifyRequest): Promise<void> {
    const socket = request.raw.socket;
    return new Promise<void>((resolve, reject) => {
      const gone = () => {
        const at = line.indexOf(waiter);
        if (at >= 0) line.splice(at, 1);
        reject(new RequestGoneError());
      };
      const waiter: Waiter = {
        start: () => {
          socket.off('close', gone);
          resolve();
        },
      };
      socket.once('close', gone);
      line.push(waiter);
    });
  }

  return {
    /** Waits for this request's turn; its end is registered with the request. */
    async take(request: FastifyRequest): Promise<void> {
      if (holders.has(request)) return;
      const socket = request.raw.socket;
      if (socket.destroyed) throw new RequestGoneError();
      if (running < limits.running) {
        running += 1;
        movedAt = now();
      } else {
        if (line.length >= limits.waiting) throw new DomainError('image.busy');
        waitingForTurn.add(request.raw);
        try {
          await wait(request);
        } finally {
          waitingForTurn.delete(request.raw);
        }
        // The turn came just as the client left: it goes to the next one at once.
        if (socket.destroyed) {
          leave();
          throw new RequestGoneError();
        }
      }
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        clearTimeout(timeLimit);
        socket.off('close', end); // a kept-alive connection carries later requests too
        holders.delete(request);
        leave();
      };
      const timeLimit = setTimeout(end, options.maxHoldMs);
      timeLimit.unref();
      holders.set(request, end);
      socket.once('close', end);
    },

    /** Ends the request's turn, if it had one. */
    end(request: FastifyRequest): void {
      holders.get(request)?.();
    },

    /**
     * How the line stands: `stuckForMs` is how long people have waited while no turn began
     * or ended, past the longest a turn may last (0 when the line moves or nobody waits).
     */
    state(): UploadLineState {
      const still = line.length ? now() - movedAt : 0;
      return {
        running,
        waiting: line.length,
        stuckForMs: still > options.maxHoldMs ? Math.round(still) : 0,
      };
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
