import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswer, errorStatuses, type ErrorStatus } from '@kodesha/domain';
import { z } from 'zod';

/** The Fastify instance routes are written against: zod schemas type params, bodies and replies. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Ids are PostgreSQL integers: anything outside 1 … 2³¹−1 names nothing (404). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The answers' shapes live in the domain (record 29): the web parses with the same. */
export { dataOf, messageAnswer as messageResponse, pageOf } from '@kodesha/domain';

type ErrorSchema = typeof errorAnswer;

/**
 * The error answers a route can give, for its `response` schema: each status with the
 * error envelope, so the OpenAPI lists them and the answer is serialized by the contract.
 */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorSchema> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorAnswer.describe(errorStatuses[status])]),
  ) as Record<S, ErrorSchema>;
}
