import { messages } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { openEventStream, type EventStream } from '../../test/sse-client.js';
import { eventTicket } from '../chat/chat-fixtures.js';

/**
 * rules §5.8: a live stream belongs to the session that took its pass, and ends with it:
 * at a logout, a password change (the other sessions), an admin's temporary password.
 */
let t: TestApp;
let base: string;
let admin: TestUser;
const streams: EventStream[] = [];
/** How soon an ended session's stream must end: "within seconds". */
const endsWithinMs = 2_000;

beforeAll(async () => {
  // Streams that would otherwise live an hour: only the session's end can close them in time.
  t = await createTestApp({ liveStreamTimings: { heartbeatMs: 100, maxStreamMs: 3_600_000 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.signInAdmin();
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.close();
});

/** Another session of the same person, as a second phone would sign in. */
async function anotherSession(user: TestUser): Promise<TestUser> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return { ...user, token: response.json<{ token: string }>().token };
}

async function connect(session: TestUser) {
  const stream = openEventStream(`${base}/api/events?ticket=${await eventTicket(t, session)}`);
  streams.push(stream);
  expect(await stream.ready).toBe(200);
  await stream.waitFor((event) => event.event === 'unread');
  return stream;
}

/** Whether the stream ends within `ms`, measured. */
async function endsWithin(stream: EventStream, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const ended = await Promise.race([stream.ended.then(() => true as const), late]);
  clearTimeout(timer);
  return ended;
}

const openStream = (ticket: string) => t.app.inject({ url: `/api/events?ticket=${ticket}` });

describe('live streams end with their session', () => {
  it('a logout ends that session’s stream within seconds; another session’s stays open', async () => {
    const phone = await t.signUp('client');
    const laptop = await anotherSession(phone);
    const [phoneTab, laptopTab] = [await connect(phone), await connect(laptop)];

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(phone),
    });
    expect(logout.statusCode).toBe(204);
    expect(await endsWithin(phoneTab, endsWithinMs)).toBe(true);
    expect(await endsWithin(laptopTab, 300)).toBe(false);
  });

  it('a pass taken before the logout opens nothing afterwards (401)', async () => {
    const user = await t.signUp('owner');
    const ticket = await eventTicket(t, user);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(user) });
    const refused = await openStream(ticket);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<ErrorBody>().message).toBe(messages.eventTicketInvalid);
  });

  it('a password change ends the other sessions’ streams within seconds, and keeps its own', async () => {
    const user = await t.signUp('client');
    const other = await anotherSession(user);
    const [ownTab, otherTab] = [await connect(user), await connect(other)];
    const otherPass = await eventTicket(t, other);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/update-password',
      headers: bearer(user),
      payload: {
        current_password: user.password,
        new_password: 'a-new-horse-battery-9',
        new_password_confirmation: 'a-new-horse-battery-9',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await endsWithin(otherTab, endsWithinMs)).toBe(true);
    expect(await endsWithin(ownTab, 300)).toBe(false);
    // The ended session's unused pass is gone with it; the changing session still takes passes.
    expect((await openStream(otherPass)).statusCode).toBe(401);
    const again = openEventStream(`${base}/api/events?ticket=${await eventTicket(t, user)}`);
    streams.push(again);
    expect(await again.ready).toBe(200);
  });

  it('an admin’s temporary password ends every stream of the person within seconds', async () => {
    const user = await t.signUp('client');
    const tabs = [await connect(user), await connect(await anotherSession(user))];
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(admin),
      payload: { password: 'temporary-pass-42' },
    });
    expect(edited.statusCode).toBe(200);
    for (const tab of tabs) expect(await endsWithin(tab, endsWithinMs)).toBe(true);
  });

  it('ends nobody else’s stream', async () => {
    const leaving = await t.signUp('client');
    const staying = await t.signUp('client');
    const stayingTab = await connect(staying);
    const leavingTab = await connect(leaving);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(leaving) });
    expect(await endsWithin(leavingTab, endsWithinMs)).toBe(true);
    expect(await endsWithin(stayingTab, 300)).toBe(false);
  });
});
