import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses, postAs as post } from '../../test/server-process.js';
import { messageOf, openEventStream } from '../../test/sse-client.js';

/**
 * rules §5.8: two server processes on one PostgreSQL database; a tab subscribed through
 * process B receives, over SSE, a message posted through process A (LISTEN/NOTIFY).
 * The PostgreSQL tier (`npm run test:api:pg`): the embedded database admits one process,
 * so this needs DATABASE_URL, and fails rather than skips without it.
 */
/** A 1×1 PNG: the car's one photo (links are fetched by the server, rules §2.3). */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signUp(base: string, role: 'owner' | 'client') {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.rw`;
  return post<{ user: { id: number }; token: string }>(base, '/api/register', undefined, {
    name: `Live ${role}`,
    email,
    password: 'correct-horse-battery',
    password_confirmation: 'correct-horse-battery',
    role,
    phone_number: '+250 788 000 000',
  });
}

describe('live chat across two server processes', () => {
  let processes: Awaited<ReturnType<typeof serverProcesses>>;
  let processA: string;
  let processB: string;

  beforeAll(async () => {
    processes = await serverProcesses('kodesha_live');
    // One after the other: both would migrate the fresh database (they take turns anyway).
    processA = (await processes.start()).base;
    processB = (await processes.start()).base;
  }, 60_000);

  afterAll(() => processes?.close());

  it('a tab on process B receives a message posted through process A', async () => {
    const owner = await signUp(processA, 'owner');
    const client = await signUp(processB, 'client');
    const carForm = new FormData();
    for (const [name, value] of Object.entries({
      make: 'Toyota',
      model: 'Corolla',
      year: String(new Date().getFullYear() - 2),
      car_type: 'sedan',
      description: 'A clean sedan for town.',
      location: 'Huye',
      price_per_hour: '8000',
      available_days: JSON.stringify(['mon', 'tue', 'wed']),
      available_from_hour: '8',
      available_to_hour: '18',
      features: JSON.stringify(['Air conditioning']),
    }))
      carForm.append(name, value);
    carForm.append('images', new Blob([tinyPng], { type: 'image/png' }), 'corolla.png');
    const { data: car } = await post<{ data: { id: number } }>(
      processA,
      '/api/cars',
      owner.token,
      carForm,
    );
    const { data: chat } = await post<{ data: { id: number } }>(
      processB,
      '/api/chats',
      client.token,
      {
        recipient_id: owner.user.id,
        related_to_type: 'car',
        related_to_id: car.id,
      },
    );

    // The owner listens on B, and so does the client's other tab.
    const { data: ownerPass } = await post<{ data: { ticket: string } }>(
      processB,
      '/api/events/ticket',
      owner.token,
    );
    const ownerTab = openEventStream(`${processB}/api/events?ticket=${ownerPass.ticket}`);
    // A pass issued by A is good on B: passes live in the shared database.
    const { data: clientPass } = await post<{ data: { ticket: string } }>(
      processA,
      '/api/events/ticket',
      client.token,
    );
    const clientTab = openEventStream(`${processB}/api/events?ticket=${clientPass.ticket}`);
    try {
      expect(await ownerTab.ready).toBe(200);
      expect(await clientTab.ready).toBe(200);
      await ownerTab.waitFor((event) => event.event === 'unread');
      await clientTab.waitFor((event) => event.event === 'unread');

      const { data: sent } = await post<{ data: { id: number } }>(
        processA,
        '/api/messages',
        client.token,
        {
          chat_id: chat.id,
          content: 'Sent through A, read through B',
        },
      );
      const delivered = await ownerTab.waitFor((event) => event.event === 'message');
      expect(delivered.id).toBe(String(sent.id));
      expect(messageOf(delivered).content).toBe('Sent through A, read through B');
      const unread = await ownerTab.waitFor(
        (event) => event.event === 'unread' && JSON.parse(event.data).count === 1,
      );
      expect(unread).toBeDefined();
      expect(messageOf(await clientTab.waitFor((event) => event.event === 'message')).id).toBe(
        sent.id,
      );
    } finally {
      ownerTab.close();
      clientTab.close();
    }
  }, 30_000);

  it('a logout through process A ends that session’s stream on process B within seconds', async () => {
    const client = await signUp(processA, 'client');
    const { data: pass } = await post<{ data: { ticket: string } }>(
      processA,
      '/api/events/ticket',
      client.token,
    );
    const tab = openEventStream(`${processB}/api/events?ticket=${pass.ticket}`);
    try {
      expect(await tab.ready).toBe(200);
      await tab.waitFor((event) => event.event === 'unread');
      const loggedOut = await fetch(`${processA}/api/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}` },
      });
      expect(loggedOut.status).toBe(204);
      const started = Date.now();
      await tab.ended;
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      tab.close();
    }
  }, 30_000);
});
