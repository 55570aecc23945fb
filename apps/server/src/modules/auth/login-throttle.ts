export type ThrottleLimits = { maxFailures: number; windowMs: number };

/**
 * Counts failed logins per account and per address in a sliding window. In memory:
 * each server process counts its own, which bounds guessing to limit × processes.
 */
export function createLoginThrottle(options: {
  perAccount: ThrottleLimits;
  perAddress: ThrottleLimits;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string, windowMs: number): number[] => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    isBlocked(account: string, address: string): boolean {
      return (
        recent(`account:${account}`, options.perAccount.windowMs).length >=
          options.perAccount.maxFailures ||
        recent(`address:${address}`, options.perAddress.windowMs).length >=
          options.perAddress.maxFailures
      );
    },
    /**
     * Counts an attempt as failed before the password is checked, so parallel guesses
     * cannot all pass `isBlocked` while the slow hash runs; `forgive` takes it back.
     */
    recordAttempt(account: string, address: string): void {
      for (const key of [`account:${account}`, `address:${address}`]) {
        failures.set(key, [...(failures.get(key) ?? []), now()]);
      }
    },
    /** A successful login clears the account's count and takes back this attempt's address mark. */
    forgive(account: string, address: string): void {
      failures.delete(`account:${account}`);
      const marks = failures.get(`address:${address}`);
      marks?.pop();
      if (marks && !marks.length) failures.delete(`address:${address}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
