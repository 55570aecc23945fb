import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One email as an SMTP server received it, parsed. */
export type CaughtMail = { to: string; from: string; subject: string; text: string; html: string };

/**
 * An SMTP server in the test's process (rules §10.4): the app's mailer talks real SMTP to
 * it, and what arrives is parsed (mailparser) for the test to read. It can refuse the
 * next messages (a 4xx or 5xx after the data).
 */
export async function startMailCatcher(listenOn = 0) {
  const caught: CaughtMail[] = [];
  const refusals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const refusal = refusals.shift();
          if (refusal) {
            const error = Object.assign(new Error('refused (test)'), { responseCode: refusal });
            callback(error);
            return;
          }
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          caught.push({
            to: to?.value[0]?.address ?? '',
            from: mail.from?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that goes away mid-session (an app closing) resets its connection: not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    refuseNext(...codes: number[]) {
      refusals.push(...codes);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
