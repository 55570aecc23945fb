import nodemailer from 'nodemailer';
import { DeliveryError, type Handed } from '../delivery-error.js';

/** One email, its subject and its text and HTML parts (rules §10.4). */
export type OutgoingEmail = { to: string; subject: string; text: string; html: string };

/** Sends email; a failed send throws a DeliveryError saying whether to try again. */
export type Mailer = {
  send(email: OutgoingEmail): Promise<Handed>;
  close(): void;
};

type SmtpError = { responseCode?: number; code?: string; command?: string; message?: string };

/**
 * Email through nodemailer over `SMTP_URL` (`smtp://user:pass@host:port`, `smtps://…`),
 * from `MAIL_FROM`. A server's 5xx refuses the message for good, a 4xx or an unreachable
 * server is tried again; a connection lost mid-message may have delivered it: unknown.
 */
export function smtpMailer(config: { url: string; from: string }): Mailer {
  // Pooled: a burst of notifications reuses a few open connections instead of one each.
  const transport = nodemailer.createTransport({ url: config.url, pool: true, maxConnections: 4 });
  return {
    async send(email): Promise<Handed> {
      try {
        const info = await transport.sendMail({ from: config.from, ...email });
        return { messageId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (error) {
        const failure = error as SmtpError;
        const message = `SMTP: ${failure.message ?? String(error)}`.slice(0, 500);
        if (failure.responseCode !== undefined)
          throw new DeliveryError(message, failure.responseCode >= 500 ? 'final' : 'retry');
        if (failure.command === 'CONN' || failure.code === 'ECONNECTION' || failure.code === 'EDNS')
          throw new DeliveryError(message, 'retry');
        throw new DeliveryError(message, 'unknown');
      }
    },
    close: () => transport.close(),
  };
}
