import { messages, type TicketFormValues } from '@kodesha/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { aPage } from '@/test/fixtures';
import { aTicketBooking, anAdminTicketBooking } from '../testing/ticket-fixtures';
import { adminTicketListQuery, answerTicket } from './admin-ticket-bookings';
import { myTicketBookingsQuery } from './my-ticket-bookings';
import { requestTicket, TicketNotTaken } from './request-ticket';

/** Every answer is this JSON, whatever was asked. */
function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

const client = () => new QueryClient();
const failureOf = (run: () => Promise<unknown>) => run().catch((error: unknown) => error);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ticket = aTicketBooking();
const adminTicket = anAdminTicketBooking();
const summary = { total: 1, pending: 1, confirmed: 0, cancelled: 0, flight: 1, bus: 0 };

/** Each call: its name, how to make it, a good answer, what it resolves to, a broken answer. */
const calls = [
  [
    'GET /my-ticket-bookings',
    () => client().fetchQuery(myTicketBookingsQuery()),
    { success: true, message: messages.ticketBookingsLoaded, data: [ticket] },
    [ticket],
    { success: true, message: messages.ticketBookingsLoaded, data: [{ ...ticket, id: 'T1' }] },
  ],
  [
    'GET /admin/ticket-bookings',
    () => client().fetchQuery(adminTicketListQuery({})),
    { ...aPage([adminTicket]), success: true, summary },
    { ...aPage([adminTicket]), success: true, summary },
    { ...aPage([ticket]), success: true, summary }, // the traveller's view: no `user`
  ],
  [
    `PUT /admin/ticket-bookings/${adminTicket.id}`,
    () => answerTicket({ id: adminTicket.id, status: 'cancelled' }),
    { success: true, message: messages.ticketCancelled, data: adminTicket },
    { success: true, message: messages.ticketCancelled, data: adminTicket },
    { success: true, data: adminTicket }, // no message
  ],
] as const;

describe('the ticket calls parse their answers by the contract (DESIGN §1.34)', () => {
  it.each(calls)('%s: a well-formed answer parses', async (_call, run, good, result) => {
    respond(200, good);
    await expect(run()).resolves.toEqual(result);
  });

  it.each(calls)(
    '%s: a malformed answer is an ApiContractError naming it',
    async (call, run, _good, _result, broken) => {
      respond(200, broken);
      const failure = await failureOf(run);
      expect(failure).toBeInstanceOf(ApiContractError);
      expect((failure as ApiContractError).call).toBe(call);
    },
  );

  const values = {} as TicketFormValues; // the stub answers whatever is sent

  it('POST /ticket-bookings: the request taken comes back with its words', async () => {
    const taken = { success: true, message: messages.ticketRequested, data: ticket };
    respond(201, taken);
    await expect(requestTicket(values)).resolves.toEqual(taken);
  });

  it('POST /ticket-bookings: an answer that is not the contract is no request taken (rules §6.7), the break reported', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    respond(200, { success: true, message: messages.ticketRequested });
    const failure = await failureOf(() => requestTicket(values));
    expect(failure).toBeInstanceOf(TicketNotTaken);
    const breach = report.mock.calls[0]?.[0];
    expect(breach).toBeInstanceOf(ApiContractError);
    expect((breach as ApiContractError).call).toBe('POST /ticket-bookings');
  });
});
