/**
 * How a send went wrong, as the outbox must treat it (rules §10.3): `retry` — nothing was
 * sent (the gateway said so, or could not be reached), try again later; `final` — the
 * gateway refused this message for good (a bad number, a refused sender); `unknown` — the
 * request may have reached the gateway before the answer was lost, so sending again might
 * send twice: it is not sent again on its own.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly outcome: 'retry' | 'final' | 'unknown',
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** What a gateway answered for a message it took: its id, for delivery reports, if it gave one. */
export type Handed = { messageId: string | null };
