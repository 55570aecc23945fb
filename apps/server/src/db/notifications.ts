import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY, the one path live events take between server processes
 * (rules §5.8). On a server database every process listens on its own connection, so a
 * message posted through one process reaches streams held by another; the embedded
 * database delivers its notifications inside the one process it admits.
 */
export type Notifications = {
  /** Calls `onPayload` with every payload sent on `channel`, from any process. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Sends `payload` (at most 8000 bytes) to every listener of `channel`. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  onPayload: (payload: string) => void;
  /**
   * The listening connection was lost and is back: notifications sent meanwhile were
   * missed, so whoever relies on them must catch up (streams are told to resume).
   */
  onGap?: () => void;
};

/** The embedded database: its own listen and notify, in process. */
export function embeddedNotifications(client: PGlite): Notifications {
  return {
    listen: (channel, handlers) => client.listen(channel, handlers.onPayload),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {},
  };
}

const retryDelaysMs = [250, 500, 1_000, 2_000, 5_000];
/** How often the listening connection is asked to answer; silence means it is gone. */
const pingEveryMs = 30_000;
const pingTimeoutMs = 10_000;

/**
 * A server database: one dedicated connection per process holds the LISTENs (a pooled
 * connection would drop them when returned); notifies go through the pool. A lost
 * listening connection is replaced, with growing pauses, and every listener is told
 * there was a gap.
 */
export function serverNotifications(
  connectionString: string,
  pool: pg.Pool,
  log: (error: unknown) => void = () => undefined,
): Notifications {
  const listeners = new Map<string, Set<ListenHandlers>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let failures = 0;

  // A connection can die without a word (a NAT or proxy dropping it): ask it now and then.
  const pinger = setInterval(() => {
    const current = client;
    if (!current) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('listening connection did not answer')),
        pingTimeoutMs,
      );
    });
    Promise.race([current.query('select 1'), timeout])
      .catch((error: unknown) => {
        log(error);
        lost(current);
      })
      .finally(() => clearTimeout(timer));
  }, pingEveryMs);
  pinger.unref();

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      for (const handlers of listeners.get(message.channel) ?? [])
        handlers.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      log(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of listeners.keys()) await next.query(`listen ${quote(channel)}`);
    return next;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect()
      .then(async (connected) => {
        if (closed) {
          await connected.end().catch(() => undefined);
          throw new Error('notifications closed');
        }
        client = connected;
        failures = 0;
        return connected;
      })
      .finally(() => {
        connecting = undefined;
      });
    return connecting;
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    if (!closed) reconnect();
  }

  function reconnect(): void {
    const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)]!;
    failures += 1;
    setTimeout(() => {
      if (closed) return;
      ensureConnected()
        .then(() => {
          for (const set of listeners.values()) for (const handlers of set) handlers.onGap?.();
        })
        .catch((error: unknown) => {
          log(error);
          reconnect();
        });
    }, delay).unref();
  }

  return {
    async listen(channel, handlers) {
      let set = listeners.get(channel);
      const first = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(handlers);
      const connected = await ensureConnected();
      if (first) await connected.query(`listen ${quote(channel)}`);
      return async () => {
        set.delete(handlers);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await client?.query(`unlisten ${quote(channel)}`).catch(() => undefined);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      clearInterval(pinger);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
