import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { isWaitingForTurn } from './upload-turns.js';

/**
 * How long a client may take to send its request (rules §9.12). A phone on slow mobile
 * data still sends a few kilobytes a second; a client that holds a connection open by
 * trickling bytes is cut off well inside a minute, so a handful of them cannot tie up
 * the server.
 */
export type RequestTimeouts = {
  /** All of a request's headers must arrive within this. */
  headersMs: number;
  /** The whole request, body included (ten photos on a slow connection fit in it). */
  requestMs: number;
  /** A body still arriving must bring at least `minBodyBytes` in every window this long. */
  bodyWindowMs: number;
  minBodyBytes: number;
  /** How often Node checks the headers and request timeouts. */
  checkEveryMs: number;
};

export const defaultRequestTimeouts: RequestTimeouts = {
  headersMs: 15_000,
  requestMs: 5 * 60_000,
  bodyWindowMs: 10_000,
  minBodyBytes: 2048,
  checkEveryMs: 5_000,
};

/** The Node server options for Fastify's `http` setting. */
export function serverTimeouts(timeouts: RequestTimeouts) {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}

/**
 * Cuts off a body that arrives too slowly: every `bodyWindowMs` the connection must have
 * brought `minBodyBytes` more until the request is complete. The socket is closed, not
 * answered: the client is not reading, and an answer would wait behind its body.
 */
export function registerSlowSenderGuard(app: FastifyInstance, timeouts: RequestTimeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete) return done();
    const socket = raw.socket;
    let seen = socket.bytesRead;
    const check = setInterval(() => {
      if (raw.complete) return clearInterval(check);
      const now = socket.bytesRead;
      // The server has not started reading it: its turn has not come (upload-turns.ts).
      if (isWaitingForTurn(raw)) {
        seen = now;
        return;
      }
      if (now - seen < timeouts.minBodyBytes) {
        clearInterval(check);
        request.log.info({ bytes: now - seen }, 'request body too slow: connection closed');
        socket.destroy();
        return;
      }
      seen = now;
    }, timeouts.bodyWindowMs);
    check.unref();
    const stop = () => clearInterval(check);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', stop);
    done();
  });
}

/**
 * How long a connection answered early may take to flush its answer, and to send the rest
 * of its body (read and thrown away), before it is cut; and how much of that body is read.
 */
const earlyCloseGraceMs = 2_000;
const lingerBytes = 1024 * 1024;

/**
 * An answer sent before its request's body was read — a 401, 403 or 429 from a hook, a 413
 * — closes the connection (rules §9.12). Left open, Node would read the rest of the body to
 * keep the connection alive, for as long as the client cares to trickle it: the slow-sender
 * check ends with the answer, and the request's own time limit is minutes long. The answer
 * says `Connection: close`.
 *
 * It closes lingering, as nginx does: Node would destroy the socket the moment the answer
 * is flushed, while the client may still be sending its body — its next write meets a
 * reset, and a client that reads only once it has sent (a browser's fetch, often) never
 * reads its 401. So the answer ends only our side of the connection; what the client still
 * sends is read and thrown away until it ends its side, or for at most 2 seconds and 1 MB;
 * then the connection is cut. A trickler is cut as before; an honest client reads.
 */
export function registerEarlyAnswerClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // (An injected request, in tests, says nothing of its body: left as it is.)
    if (request.raw.complete !== false) return payload;
    void reply.header('connection', 'close');
    const socket = request.raw.socket as Socket & { destroySoon?: () => void };
    // Node calls destroySoon once a `Connection: close` answer is written (its http server).
    socket.destroySoon = function lingeringClose(this: Socket) {
      if (this.writable) this.end();
      let taken = 0;
      const cut = () => this.destroy();
      this.on('data', (chunk: Buffer) => {
        taken += chunk.length;
        if (taken > lingerBytes) cut();
      });
      this.once('end', cut);
      this.resume();
    };
    reply.raw.once('finish', () => {
      if (socket.destroyed) return;
      const cut = setTimeout(() => socket.destroy(), earlyCloseGraceMs);
      cut.unref();
      socket.once('close', () => clearTimeout(cut));
    });
    return payload;
  });
}
