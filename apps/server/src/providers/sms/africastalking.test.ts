import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from '../../test/fake-africastalking.js';
import { DeliveryError } from '../delivery-error.js';
import { africasTalkingGateway } from './africastalking.js';

// rules §10.3, §10.4: the client speaks Africa's Talking's wire (real HTTP to a local
// stand-in) and says of each failure whether a retry is safe.

let gateway: FakeAfricasTalking;
const client = (baseUrl: string, timeoutMs = 2_000) =>
  africasTalkingGateway({
    username: 'sandbox',
    apiKey: 'key-1',
    senderId: 'KODESHA',
    baseUrl,
    timeoutMs,
  });

const outcomeOf = async (send: Promise<unknown>) => {
  try {
    await send;
    return 'sent';
  } catch (error) {
    return error instanceof DeliveryError ? error.outcome : 'other';
  }
};

beforeAll(async () => {
  gateway = await startFakeAfricasTalking();
});
afterAll(() => gateway.close());

describe("Africa's Talking client", () => {
  it('posts the form with its key and answers the message id', async () => {
    const handed = await client(gateway.url).send('+250788123456', 'Kodesha: hello');
    expect(handed.messageId).toMatch(/^ATXid_/);
    expect(gateway.received.at(-1)).toMatchObject({
      username: 'sandbox',
      to: '+250788123456',
      message: 'Kodesha: hello',
      from: 'KODESHA',
      apiKey: 'key-1',
    });
  });

  it('retries a 500 and a recipient 5xx, gives up on a refused number', async () => {
    gateway.answerNext({ http: 500 });
    expect(await outcomeOf(client(gateway.url).send('+250788123456', 'x'))).toBe('retry');
    gateway.answerNext({ statusCode: 500, status: 'InternalServerError' });
    expect(await outcomeOf(client(gateway.url).send('+250788123456', 'x'))).toBe('retry');
    gateway.answerNext({ statusCode: 403, status: 'InvalidPhoneNumber' });
    expect(await outcomeOf(client(gateway.url).send('+250788123456', 'x'))).toBe('final');
    gateway.answerNext({ http: 401 });
    expect(await outcomeOf(client(gateway.url).send('+250788123456', 'x'))).toBe('final');
  });

  it('calls a send whose answer never came unknown (it may have gone), and a closed port a retry', async () => {
    gateway.answerNext('hang');
    expect(await outcomeOf(client(gateway.url, 300).send('+250788123456', 'x'))).toBe('unknown');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await outcomeOf(client(`http://127.0.0.1:${port}`).send('+250788123456', 'x'))).toBe(
      'retry',
    );
  });
});
