/**
 * The contact calls' answers (rules §1.12), loaded (with zod) when a visitor asks for the
 * phone: the car and driver pages are a first load and carry no zod (rules §9.16).
 */
export { carContactAnswer, driverContactAnswer } from '@kodesha/domain';
