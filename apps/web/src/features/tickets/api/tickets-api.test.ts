import { messages, type TicketFormValues } from '@kodesha/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { aPage } from '@/test/fixtures';
import { failureOf, freshClient, itParsesByContract, respondWith } from '@/test/contract';
import { aTicketBooking, anAdminTicketBooking } from '../testing/ticket-fixtures';
import { adminTicketListQuery, answerTicket } from './admin-ticket-bookings';
import { myTicketBookingsQuery } from './my-ticket-bookings';
import { requestTicket, TicketNotTaken } from './request-ticket';

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
    () => freshClient().fetchQuery(myTicketBookingsQuery()),
    { success: true, message: messages.ticketBookingsLoaded, data: [ticket] },
    [ticket],
    { success: true, message: messages.ticketBookingsLoaded, data: [{ ...ticket, id: 'T1' }] },
  ],
  [
    'GET /admin/ticket-bookings',
    () => freshClient().fetchQuery(adminTicketListQuery({})),
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

describe('the ticket calls parse their answers by the contract (record 29)', () => {
  itParsesByContract(calls);

  const values = {} as TicketFormValues; // the stub answers whatever is sent

  it('POST /ticket-bookings: the request taken comes back with its words', async () => {
    const taken = { success: true, message: messages.ticketRequested, data: ticket };
    respondWith(201, taken);
    await expect(requestTicket(values)).resolves.toEqual(taken);
  });

  it('POST /ticket-bookings: an answer that is not the contract is no request taken (rules §6.7), the break reported', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    respondWith(200, { success: true, message: messages.ticketRequested });
    const failure = await failureOf(() => requestTicket(values));
    expect(failure).toBeInstanceOf(TicketNotTaken);
    const breach = report.mock.calls[0]?.[0];
    expect(breach).toBeInstanceOf(ApiContractError);
    expect((breach as ApiContractError).call).toBe('POST /ticket-bookings');
  });
});
