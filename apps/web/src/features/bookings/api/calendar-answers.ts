/**
 * The answers of a listing's calendar calls, loaded (with zod) when a call is first made:
 * the listing pages render without them, and their first load carries no zod (rules §9.16).
 */
export { similarCarsAnswer, similarDriversAnswer } from '@kodesha/domain';
