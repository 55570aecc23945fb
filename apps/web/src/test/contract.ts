import { QueryClient } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';

/**
 * Helpers for the api families' contract tests (record 29): each call parses what it
 * receives with the domain's schema, so a well-formed answer comes back and a malformed
 * one fails as an `ApiContractError` naming the call.
 */

/** Every request is answered with this status and JSON (no body on a 204), whatever was asked. */
export function respondWith(status: number, body?: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

/** A query as a screen would run it, on a cache of its own. */
export const freshClient = () => new QueryClient();

/** What `run` failed with (or resolved to, when it did not fail). */
export const failureOf = (run: () => Promise<unknown>) => run().catch((error: unknown) => error);

/** One call: its name as `ApiContractError` gives it, how to make it, a good answer, what it resolves to, a malformed answer. */
export type ContractCase = readonly [
  call: string,
  run: () => Promise<unknown>,
  good: unknown,
  result: unknown,
  broken: unknown,
];

/** The two tests of each call: the good answer parses, the malformed one is refused by name. */
export function itParsesByContract(calls: readonly ContractCase[]): void {
  it.each(calls)('%s: a well-formed answer parses', async (_call, run, good, result) => {
    respondWith(200, good);
    await expect(run()).resolves.toEqual(result);
  });

  it.each(calls)(
    '%s: a malformed answer is an ApiContractError naming it',
    async (call, run, _good, _result, broken) => {
      respondWith(200, broken);
      const failure = await failureOf(run);
      expect(failure).toBeInstanceOf(ApiContractError);
      expect((failure as ApiContractError).call).toBe(call);
    },
  );
}
