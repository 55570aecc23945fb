import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export type RateLimit = { max: number; timeWindow: number };

/** Per-address limits on the calls that cost the server most or could be used to guess. */
export type RateLimits = {
  /** Registering hashes a password (memory-hard, ~19 MiB each). */
  register: RateLimit;
  /** Licence photos are up to 5 MB each. */
  licenceUpload: RateLimit;
  /** The current password is checked: a second way to guess it. */
  passwordChange: RateLimit;
  /** Each ticket request reaches a person on the team, who answers it by hand. */
  ticketRequest: RateLimit;
  /** Each GPS request reaches the installation team. */
  gpsRequest: RateLimit;
};

const minute = 60_000;
export const defaultRateLimits: RateLimits = {
  register: { max: 30, timeWindow: 60 * minute },
  licenceUpload: { max: 20, timeWindow: 60 * minute },
  passwordChange: { max: 10, timeWindow: 15 * minute },
  ticketRequest: { max: 20, timeWindow: 60 * minute },
  gpsRequest: { max: 20, timeWindow: 60 * minute },
};

/**
 * Counts per process and address, in memory (a fresh user machine has no Redis). Only
 * routes that name a limit are limited; a refusal goes through the error handler as a 429.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}
