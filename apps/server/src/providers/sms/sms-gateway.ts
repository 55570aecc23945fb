import type { Handed } from '../delivery-error.js';

/**
 * An SMS gateway (rules §10.4): one message to one E.164 number. Africa's Talking is one
 * file (africastalking.ts); another gateway (a Rwandan aggregator) is another, chosen by
 * `SMS_PROVIDER`. A send that fails throws a DeliveryError saying whether to try again.
 */
export type SmsGateway = {
  name: string;
  send(to: string, message: string): Promise<Handed>;
};
