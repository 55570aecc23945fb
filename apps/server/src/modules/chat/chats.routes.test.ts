import {
  messages,
  type CarView,
  type ChatThreadView,
  type ChatView,
  type DriverView,
  type OwnerDashboardView,
  type Page,
} from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { bookItem, movableClock } from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';
import { chatAboutCar, postMessage, sendMessage, startChat, unreadCount } from './chat-fixtures.js';

const clock = movableClock();
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
let stranger: TestUser;
let car: CarView;
let driverUser: TestUser;
let driver: DriverView;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner');
  client = await t.signUp('client');
  stranger = await t.signUp('client');
  car = await listCar(t, owner);
  ({ user: driverUser, driver } = await registeredDriver(t, {}, admin));
});
afterAll(() => t.close());

/** The start of a chat with `recipient` about car `carId` (the test's car and owner by default). */
const aboutCar = (carId = car.id, recipient = owner.id) => ({
  recipient_id: recipient,
  related_to_type: 'car',
  related_to_id: carId,
});
const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>();
const readThread = (user: TestUser, chatId: number, query = '') =>
  t.app.inject({ url: `/api/chats/${chatId}${query}`, headers: bearer(user) });
const listChats = async (user: TestUser, url = '/api/chats') =>
  (await t.app.inject({ url, headers: bearer(user) })).json<Page<ChatView>>();
const markRead = (user: TestUser, chatId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages/mark-as-read',
    headers: bearer(user),
    payload: { chat_id: chatId },
  });

describe('POST /api/chats', () => {
  it('asks for a token before reading the body', async () => {
    const response = await startChat(t, undefined, { related_to_type: 'boat' });
    expect(response.statusCode).toBe(401);
  });

  it('opens a chat with the owner of a car, with the first message', async () => {
    const other = await t.signUp('client');
    const response = await startChat(t, other, {
      recipient_id: owner.id,
      related_to_type: 'car',
      related_to_id: car.id,
      initial_message: "  Hi! I'm interested in your car.  ",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ data: ChatView; new_message: { content: string } }>();
    expect(body.data).toMatchObject({
      user_id: other.id,
      recipient_id: owner.id,
      other_party: { id: owner.id },
      related_to_type: 'car',
      related_to_id: car.id,
      related_title: `${car.year} ${car.make} ${car.model}`,
      unread_count: 0,
    });
    expect(body.new_message.content).toBe("Hi! I'm interested in your car.");
    expect(body.data.last_message?.content).toBe("Hi! I'm interested in your car.");
    // No email or phone of anyone travels with a chat.
    expect(JSON.stringify(body)).not.toMatch(/@example\.rw|\+250/);
  });

  it('reuses the chat of the same two people about the same car', async () => {
    const first = await chatAboutCar(t, client, car);
    const again = await startChat(t, client, aboutCar());
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: ChatView }>().data.id).toBe(first.id);
  });

  it('reuses one chat when ten starts race', async () => {
    const racer = await t.signUp('client');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => startChat(t, racer, aboutCar())),
    );
    const ids = new Set(responses.map((response) => response.json<{ data: ChatView }>().data.id));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(9);
    expect((await listChats(racer)).total).toBe(1);
  });

  it('opens a chat with a driver about their profile', async () => {
    const response = await startChat(t, client, {
      recipient_id: driverUser.id,
      related_to_type: 'driver',
      related_to_id: driver.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: ChatView }>().data.related_title).toBe(driver.name);
  });

  it('refuses a chat with yourself', async () => {
    const response = await startChat(t, owner, aboutCar());
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors?.recipient_id).toEqual([messages.chatSelf]);
  });

  it('refuses a recipient who does not offer that car', async () => {
    const response = await startChat(t, client, aboutCar(car.id, stranger.id));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toBe(messages.chatRecipientMismatch);
  });

  it('answers 404 for a car that does not exist or is hidden', async () => {
    const missing = await startChat(t, client, aboutCar(999_999));
    expect(missing.statusCode).toBe(404);
    const hidden = await listCar(t, owner, { is_active: 0 });
    const response = await startChat(t, client, aboutCar(hidden.id));
    expect(response.statusCode).toBe(404);
  });

  it('lets an owner write first only to someone who booked the car', async () => {
    const booker = await t.signUp('client');
    const cold = await startChat(t, owner, aboutCar(car.id, booker.id));
    expect(cold.statusCode).toBe(403);
    expect(errorOf(cold).message).toBe(messages.chatNotAllowed);

    await bookItem(t, booker, { type: 'car', id: car.id });
    const opened = await startChat(t, owner, aboutCar(car.id, booker.id));
    expect(opened.statusCode).toBe(201);
    // The client's own start afterwards finds the same chat, whoever opened it.
    const reused = await chatAboutCar(t, booker, car);
    expect(reused.id).toBe(opened.json<{ data: ChatView }>().data.id);
  });

  it.each([
    [{ recipient_id: 'x', related_to_type: 'car', related_to_id: 1 }, 'recipient_id'],
    [{ recipient_id: 1, related_to_type: 'boat', related_to_id: 1 }, 'related_to_type'],
    [
      { recipient_id: 1, related_to_type: 'car', related_to_id: 1, initial_message: '   ' },
      'initial_message',
    ],
  ])('refuses %j with 422 on %s', async (body, field) => {
    const response = await startChat(t, client, body);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors?.[field]).toBeDefined();
  });
});

describe('messages, participants only', () => {
  let chat: ChatView;
  beforeAll(async () => {
    const writer = await t.signUp('client');
    chat = await chatAboutCar(t, writer, car, 'Is it free on Saturday?');
  });

  it.each([
    ['another client', () => stranger],
    ['an admin', () => admin],
  ])('%s cannot read, post in or mark a chat they are not in', async (_who, outsider) => {
    expect((await readThread(outsider(), chat.id)).statusCode).toBe(404);
    const posted = await postMessage(t, outsider(), chat.id, 'Hello');
    expect(posted.statusCode).toBe(404);
    expect(errorOf(posted).message).toBe(messages.chatNotFound);
    expect((await markRead(outsider(), chat.id)).statusCode).toBe(404);
    const listed = await listChats(outsider());
    expect(listed.data.map((entry) => entry.id)).not.toContain(chat.id);
  });

  it('the owner reads and answers the chat', async () => {
    const thread = await readThread(owner, chat.id);
    expect(thread.statusCode).toBe(200);
    expect(thread.json<{ data: ChatThreadView }>().data.messages[0]?.content).toBe(
      'Is it free on Saturday?',
    );
    expect((await postMessage(t, owner, chat.id, 'Yes, from 9.')).statusCode).toBe(201);
  });

  it.each([
    ['', messages.messageRequired],
    ['   \n ', messages.messageRequired],
    ['a'.repeat(2001), messages.messageTooLong],
    [42, messages.messageRequired],
  ])('refuses the content %j', async (content, message) => {
    const response = await postMessage(t, owner, chat.id, content);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors?.content).toEqual([message]);
  });

  it('keeps 2000 characters and trims the rest', async () => {
    const text = 'x'.repeat(2000);
    const response = await postMessage(t, owner, chat.id, `  ${text}  `);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: { content: string } }>().data.content).toBe(text);
  });

  it('answers 404 for a chat that does not exist', async () => {
    expect((await postMessage(t, owner, 2_147_483_647, 'Hi')).statusCode).toBe(404);
    expect((await readThread(owner, 2_147_483_648)).statusCode).toBe(404);
  });
});

describe('unread counts and mark-as-read', () => {
  it('counts what was sent to you, per chat and in all, until you read it', async () => {
    const reader = await t.signUp('owner');
    const readerCar = await listCar(t, reader);
    const writer = await t.signUp('client');
    const chat = await chatAboutCar(t, writer, readerCar, 'One');
    await sendMessage(t, writer, chat.id, 'Two');
    await sendMessage(t, writer, chat.id, 'Three');
    await sendMessage(t, reader, chat.id, 'Reply');

    expect(await unreadCount(t, reader)).toBe(3);
    expect(await unreadCount(t, writer)).toBe(1);
    const [listed] = (await listChats(reader)).data;
    expect(listed).toMatchObject({
      id: chat.id,
      unread_count: 3,
      last_message: { content: 'Reply' },
    });

    const marked = await markRead(reader, chat.id);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<{ data: unknown }>().data).toEqual({
      chat_id: chat.id,
      marked: 3,
      unread_count: 0,
    });
    expect(await unreadCount(t, reader)).toBe(0);
    expect(await unreadCount(t, writer)).toBe(1); // the reply is still unread by the writer
    const thread = (await readThread(writer, chat.id)).json<{ data: ChatThreadView }>().data;
    expect(
      thread.messages.filter((message) => message.sender_id === writer.id).every((m) => m.is_read),
    ).toBe(true);
    expect(thread.messages.find((message) => message.sender_id === reader.id)?.is_read).toBe(false);

    const again = await markRead(reader, chat.id);
    expect(again.json<{ data: { marked: number } }>().data.marked).toBe(0);
  });

  it('shows the owner dashboard the unread count and the five newest chats', async () => {
    const busy = await t.signUp('owner');
    const busyCar = await listCar(t, busy);
    for (let index = 0; index < 6; index += 1) {
      const writer = await t.signUp('client');
      await chatAboutCar(t, writer, busyCar, `Message ${index}`);
    }
    const response = await t.app.inject({ url: '/api/owner/dashboard', headers: bearer(busy) });
    const { data } = response.json<{ data: OwnerDashboardView }>();
    expect(data.stats.unread_messages).toBe(6);
    expect(data.recent_chats).toHaveLength(5);
    expect(data.recent_chats[0]?.last_message?.content).toBe('Message 5');
    expect(data.recent_chats.every((chat) => chat.unread_count === 1)).toBe(true);
  });

  it('keeps /owner/messages for owners, and lists the same chats there', async () => {
    const refused = await t.app.inject({ url: '/api/owner/messages', headers: bearer(client) });
    expect(refused.statusCode).toBe(403);
    const mine = await listChats(owner, '/api/owner/messages');
    expect(mine.total).toBe((await listChats(owner, '/api/my-chats')).total);
  });
});

describe('chat lists and threads', () => {
  it('lists newest activity first, and empty chats only to the one who opened them', async () => {
    const lister = await t.signUp('client');
    const secondOwner = await t.signUp('owner');
    const secondCar = await listCar(t, secondOwner);
    const older = await chatAboutCar(t, lister, car, 'First');
    const empty = await chatAboutCar(t, lister, secondCar);
    clock.set(new Date(clock.now().getTime() + 60_000));
    await sendMessage(t, owner, older.id, 'Newest');

    const listed = (await listChats(lister)).data.map((chat) => chat.id);
    expect(listed).toEqual([older.id, empty.id]);
    const seenByOwner = (await listChats(secondOwner)).data.map((chat) => chat.id);
    expect(seenByOwner).not.toContain(empty.id);
  });

  it('pages a long conversation backwards, newest first', async () => {
    const talker = await t.signUp('client');
    const chat = await chatAboutCar(t, talker, car);
    for (let index = 1; index <= 35; index += 1) await sendMessage(t, talker, chat.id, `m${index}`);

    const first = (await readThread(talker, chat.id)).json<{ data: ChatThreadView }>().data;
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0]?.content).toBe('m35');
    expect(first.has_older).toBe(true);

    const oldest = first.messages.at(-1)!;
    const second = (await readThread(talker, chat.id, `?before=${oldest.id}`)).json<{
      data: ChatThreadView;
    }>().data;
    expect(second.messages.map((message) => message.content)).toEqual([
      'm5',
      'm4',
      'm3',
      'm2',
      'm1',
    ]);
    expect(second.has_older).toBe(false);
  });
});
