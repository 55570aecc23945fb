/**
 * A listing calendar's answer, loaded (with zod) when the call is first made: the listing
 * pages render without it, and their first load carries no zod (rules §9.16).
 */
export { availabilityAnswer } from '@kodesha/domain';
