import { DeliveryError, type Handed } from '../delivery-error.js';
import type { SmsGateway } from './sms-gateway.js';

export type AfricasTalkingConfig = {
  username: string;
  apiKey: string;
  /** A registered sender id or short code; the gateway's default when unset. */
  senderId?: string;
  /** `https://api.africastalking.com`, its sandbox, or a test double. */
  baseUrl: string;
  /** How long to wait for an answer before the send's fate is unknown (10 s unless said). */
  timeoutMs?: number;
};

type Recipient = { statusCode?: number; status?: string; messageId?: string; number?: string };
type SendAnswer = { SMSMessageData?: { Message?: string; Recipients?: Recipient[] } };

/** Errors raised before any byte left: the gateway was not reached, so nothing was sent. */
const notReached = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/**
 * Africa's Talking's SMS API over `fetch` (rules §10.4): `POST {base}/version1/messaging`,
 * form-encoded `username`, `to`, `message`, `from`, with the `apiKey` header. The first
 * recipient's `statusCode` says how it went: 100–102 taken (its `messageId` names it in
 * the delivery reports), 4xx refused for good (a bad number, no balance), 5xx try again.
 */
export function africasTalkingGateway(config: AfricasTalkingConfig): SmsGateway {
  const url = new URL('/version1/messaging', config.baseUrl).toString();
  return {
    name: 'africastalking',
    async send(to, message): Promise<Handed> {
      const form = new URLSearchParams({ username: config.username, to, message });
      if (config.senderId) form.set('from', config.senderId);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            apiKey: config.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const code = causeCode(error);
        if (code && notReached.has(code))
          throw new DeliveryError(`Africa's Talking not reached: ${code}`, 'retry');
        throw new DeliveryError(
          `Africa's Talking did not answer: ${error instanceof Error ? error.message : String(error)}`,
          'unknown',
        );
      }
      const text = await response.text().catch(() => '');
      if (!response.ok)
        throw new DeliveryError(
          `Africa's Talking answered ${response.status}: ${text.slice(0, 200)}`,
          response.status >= 500 || response.status === 429 ? 'retry' : 'final',
        );
      let answer: SendAnswer;
      try {
        answer = JSON.parse(text) as SendAnswer;
      } catch {
        throw new DeliveryError(
          `Africa's Talking answered something unreadable: ${text.slice(0, 200)}`,
          'unknown',
        );
      }
      const recipient = answer.SMSMessageData?.Recipients?.[0];
      if (!recipient)
        throw new DeliveryError(
          `Africa's Talking sent to nobody: ${answer.SMSMessageData?.Message ?? 'no recipient'}`,
          'final',
        );
      const status = recipient.statusCode ?? 0;
      if (status >= 100 && status <= 102) return { messageId: recipient.messageId ?? null };
      throw new DeliveryError(
        `Africa's Talking refused it: ${recipient.status ?? 'unknown status'} (${status})`,
        status >= 500 ? 'retry' : 'final',
      );
    },
  };
}
