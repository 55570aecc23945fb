import { messages, type CarView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { messageOf, openEventStream, type EventStream } from '../../test/sse-client.js';
import { listCar } from '../cars/car-fixtures.js';
import { chatAboutCar, eventTicket, sendMessage } from '../chat/chat-fixtures.js';

let t: TestApp;
let base: string;
let owner: TestUser;
let client: TestUser;
let car: CarView;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ liveStreamTimings: { heartbeatMs: 100, maxStreamMs: 60_000 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await t.signUp('owner');
  client = await t.signUp('client');
  car = await listCar(t, owner);
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.close();
});

async function connect(user: TestUser, query = '', headers: Record<string, string> = {}) {
  const ticket = await eventTicket(t, user);
  const stream = openEventStream(`${base}/api/events?ticket=${ticket}${query}`, headers);
  streams.push(stream);
  expect(await stream.ready).toBe(200);
  return stream;
}

const unreadIs = (count: number) => (event: { event: string; data: string }) =>
  event.event === 'unread' && (JSON.parse(event.data) as { count: number }).count === count;

describe('POST /api/events/ticket', () => {
  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/events/ticket' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/events', () => {
  it('refuses a made-up pass, and a pass used twice', async () => {
    const made = await t.app.inject({ url: '/api/events?ticket=not-a-real-pass' });
    expect(made.statusCode).toBe(401);
    expect(made.json<ErrorBody>().message).toBe(messages.eventTicketInvalid);

    const ticket = await eventTicket(t, client);
    const first = openEventStream(`${base}/api/events?ticket=${ticket}`);
    streams.push(first);
    expect(await first.ready).toBe(200);
    const second = await t.app.inject({ url: `/api/events?ticket=${ticket}` });
    expect(second.statusCode).toBe(401);
  });

  it('refuses a session token in place of a pass', async () => {
    const response = await t.app.inject({ url: `/api/events?ticket=${client.token}` });
    expect(response.statusCode).toBe(401);
  });

  it('pushes new messages, unread counts and read receipts to every open tab of both people', async () => {
    const reader = await t.signUp('owner');
    const readerCar = await listCar(t, reader);
    const writer = await t.signUp('client');
    const chat = await chatAboutCar(t, writer, readerCar);
    const [tabOne, tabTwo, writerTab] = [
      await connect(reader),
      await connect(reader),
      await connect(writer),
    ];
    await tabOne.waitFor(unreadIs(0));

    const sent = await sendMessage(t, writer, chat.id, 'Is the car free tomorrow?');
    for (const tab of [tabOne, tabTwo]) {
      const event = await tab.waitFor((e) => e.event === 'message');
      expect(event.id).toBe(String(sent.id));
      expect(messageOf(event)).toMatchObject({ id: sent.id, content: 'Is the car free tomorrow?' });
      await tab.waitFor(unreadIs(1));
    }
    // The writer's own tabs see their message too, but no unread count for it.
    expect(messageOf(await writerTab.waitFor((e) => e.event === 'message')).id).toBe(sent.id);

    await t.app.inject({
      method: 'POST',
      url: '/api/messages/mark-as-read',
      headers: bearer(reader),
      payload: { chat_id: chat.id },
    });
    const receipt = await writerTab.waitFor((e) => e.event === 'read');
    expect(JSON.parse(receipt.data)).toMatchObject({
      chat_id: chat.id,
      reader_id: reader.id,
      up_to_id: sent.id,
    });
    await tabTwo.waitFor((e) => e.event === 'read');
    await vi.waitFor(() => expect(tabTwo.events.filter(unreadIs(0))).toHaveLength(2));
    expect(writerTab.events.filter((e) => e.event === 'unread')).toHaveLength(1); // only on connect
  });

  it('sends nothing of a chat to someone outside it', async () => {
    const outsider = await t.signUp('client');
    const watching = await connect(outsider);
    await watching.waitFor(unreadIs(0));
    const chat = await chatAboutCar(t, client, car);
    await sendMessage(t, client, chat.id, 'Private words');
    const ownerTab = await connect(owner);
    await ownerTab.waitFor((e) => e.event === 'unread');
    await sendMessage(t, client, chat.id, 'More private words');
    await ownerTab.waitFor((e) => e.event === 'message');
    expect(watching.events.map((e) => e.event)).toEqual(['unread']);
  });

  it('replays what a reconnecting tab missed, in order, before anything live', async () => {
    const reader = await t.signUp('owner');
    const readerCar = await listCar(t, reader);
    const writer = await t.signUp('client');
    const chat = await chatAboutCar(t, writer, readerCar);
    const seen = await sendMessage(t, writer, chat.id, 'Seen');
    const missed = [
      await sendMessage(t, writer, chat.id, 'Missed one'),
      await sendMessage(t, writer, chat.id, 'Missed two'),
    ];

    const byQuery = await connect(reader, `&last_event_id=${seen.id}`);
    const unread = await byQuery.waitFor(unreadIs(3));
    const replayed = byQuery.events.filter((e) => e.event === 'message');
    expect(replayed.map((e) => Number(e.id))).toEqual(missed.map((message) => message.id));
    expect(byQuery.events.indexOf(replayed[1]!)).toBeLessThan(byQuery.events.indexOf(unread));

    // EventSource's own reconnect names the last id in a header.
    const byHeader = await connect(reader, '', { 'last-event-id': String(missed[0]!.id) });
    await byHeader.waitFor((e) => e.event === 'unread');
    expect(byHeader.events.filter((e) => e.event === 'message').map((e) => Number(e.id))).toEqual([
      missed[1]!.id,
    ]);
  });

  it('delivers every message when many are sent at once in several chats', async () => {
    const reader = await t.signUp('owner');
    const readerCar = await listCar(t, reader);
    const writers = await Promise.all(Array.from({ length: 10 }, () => t.signUp('client')));
    const chatIds = await Promise.all(
      writers.map(async (writer) => (await chatAboutCar(t, writer, readerCar)).id),
    );
    const tab = await connect(reader);
    await tab.waitFor(unreadIs(0));
    const sent: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const batch = await Promise.all(
        writers.map((writer, index) => sendMessage(t, writer, chatIds[index]!, `Round ${round}`)),
      );
      sent.push(...batch.map((message) => message.id));
    }
    await vi.waitFor(() =>
      expect(tab.events.filter((e) => e.event === 'message')).toHaveLength(sent.length),
    );
    const received = tab.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(received.sort((a, b) => a - b)).toEqual(sent.sort((a, b) => a - b));
  });

  it('replays at most 500 at once, then ends so the tab resumes for the rest', async () => {
    const reader = await t.signUp('owner');
    const readerCar = await listCar(t, reader);
    const writer = await t.signUp('client');
    const chat = await chatAboutCar(t, writer, readerCar, 'Start');
    const first = (await chatAboutCar(t, writer, readerCar)).last_message!.id;
    for (let index = 0; index < 502; index += 1)
      await sendMessage(t, writer, chat.id, `Missed ${index}`);

    const behind = await connect(reader, `&last_event_id=${first}`);
    await behind.ended;
    const replayed = behind.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(replayed).toHaveLength(500);
    const resumed = await connect(reader, `&last_event_id=${replayed.at(-1)}`);
    await resumed.waitFor((e) => e.event === 'unread');
    expect(resumed.events.filter((e) => e.event === 'message')).toHaveLength(2);
  }, 30_000);

  it('keeps ten tabs of one person open, and ends the oldest for an eleventh', async () => {
    const many = await t.signUp('client');
    const tabs: EventStream[] = [];
    for (let index = 0; index < 10; index += 1) tabs.push(await connect(many));
    const eleventh = await connect(many);
    await tabs[0]!.ended;
    await eleventh.waitFor((e) => e.event === 'unread');
    expect(tabs[1]!.events.some((e) => e.event === 'unread')).toBe(true);
  });

  it('takes the pass even when the last id is not a number', async () => {
    const ticket = await eventTicket(t, client);
    const stream = openEventStream(`${base}/api/events?ticket=${ticket}&last_event_id=abc`);
    streams.push(stream);
    expect(await stream.ready).toBe(200);
    const again = await t.app.inject({ url: `/api/events?ticket=${ticket}` });
    expect(again.statusCode).toBe(401);
  });

  it('keeps a quiet stream alive with heartbeats', async () => {
    const quiet = await connect(client);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(quiet.comments).toBeGreaterThanOrEqual(2);
  });
});
