/**
 * The fields of `changes` that were given: a partial edit changes what it sent and leaves
 * the rest (`PUT` takes any subset, rules §9.8), so `undefined` means "not sent".
 */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
