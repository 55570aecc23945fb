/**
 * The answer of `PUT /api/me/preferred-language` (`{ user }`), on its own so `language.ts`
 * loads it (and zod) only when a choice is saved: `language.ts` is on every first load.
 */
export { ownUserAnswer } from '@kodesha/domain';
