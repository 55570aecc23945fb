/**
 * The fields of `changes` that were given: a partial edit (`PUT` takes any subset, rules
 * §9.8) changes what it sent and leaves the rest, so `undefined` means "not sent".
 */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
