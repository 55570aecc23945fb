import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as Africa's Talking received it: its form fields and its key. */
export type ReceivedSms = {
  username: string;
  to: string;
  message: string;
  from: string | null;
  apiKey: string | undefined;
  messageId: string;
  at: number;
};

/** How the next sends are answered, one entry each; an empty queue answers success. */
type Answer = { http: number } | { statusCode: number; status: string } | 'hang';

/**
 * A local stand-in for Africa's Talking's SMS API, over real HTTP (rules §10.4): it takes
 * `POST /version1/messaging` form-encoded as the gateway does, answers its JSON shape, and
 * keeps what it received. A test queues failures (a 500, a refused number, no answer).
 */
export async function startFakeAfricasTalking(listenOn = 0) {
  const received: ReceivedSms[] = [];
  const answers: Answer[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let counter = 0;
  const hung: ServerResponse[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/version1/messaging') {
        response.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams(body);
      const answer = answers.shift();
      if (answer === 'hang') {
        hung.push(response);
        return;
      }
      if (answer && 'http' in answer) {
        response.writeHead(answer.http, { 'content-type': 'text/plain' }).end('gateway trouble');
        return;
      }
      counter += 1;
      const messageId = `ATXid_${counter}`;
      const to = form.get('to') ?? '';
      if (!answer || answer.statusCode < 400)
        received.push({
          username: form.get('username') ?? '',
          to,
          message: form.get('message') ?? '',
          from: form.get('from'),
          apiKey: request.headers.apikey as string | undefined,
          messageId,
          at: Date.now(),
        });
      response.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: RWF 20.0000',
            Recipients: [
              {
                statusCode: answer?.statusCode ?? 101,
                number: to,
                status: answer?.status ?? 'Success',
                cost: 'RWF 20.0000',
                messageId,
              },
            ],
          },
        }),
      );
      for (const wait of [...waiting])
        if (received.length >= wait.count) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve();
        }
    });
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The next send is answered this way (then the ones after, in order). */
    answerNext(...next: Answer[]) {
      answers.push(...next);
    },
    /** Resolves once `count` messages have been taken in all. */
    waitFor(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    async close() {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeAfricasTalking = Awaited<ReturnType<typeof startFakeAfricasTalking>>;
