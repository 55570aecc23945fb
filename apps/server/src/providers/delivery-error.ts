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

/**
 * Records a message the gateway or mail server took (rules §10.3): `record` is tried, and
 * once more if it fails, then the failure is logged. It never throws, so the job that sent
 * it ends done and the message is not handed over a second time. `before` is the tests'
 * seam (a failure right after the hand-over).
 */
export async function recordHandedOver(
  what: string,
  record: () => Promise<unknown>,
  log: { error: (error: unknown, message: string) => void },
  before?: () => void | Promise<void>,
): Promise<void> {
  try {
    await before?.();
    await record();
  } catch (error) {
    log.error(error, `${what} was handed over; recording it failed, trying again`);
    await record().catch((again: unknown) =>
      log.error(again, `${what} was handed over and could not be recorded`),
    );
  }
}
