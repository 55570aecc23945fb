/**
 * The answers of the public driver pages' calls, loaded (with zod) when a call is first
 * made in the browser: those pages come rendered with their data, and the first load of
 * `/` carries no zod (rules §9.16, `build/js-budget.ts`).
 */
export { driverAnswer, driverPage } from '@kodesha/domain';
