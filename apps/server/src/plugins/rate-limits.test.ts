import { describe, expect, it } from 'vitest';
import { addressKeyOf, defaultRateLimits, type RateLimitName } from './rate-limits.js';

// rules §9.12: the bursts a security review sent through the API before there were limits.
const reviewBursts: [RateLimitName, number][] = [
  ['chatMessage', 60],
  ['bookingRequest', 40],
  ['streamPass', 100],
  ['phoneReveal', 20],
];

describe('default per-account limits', () => {
  it.each(reviewBursts)(
    'a burst of %s × %i ends in 429 before half of it is through',
    (name, burst) => {
      // In a burst every window is fresh: the tightest one decides.
      const allowed = Math.min(...defaultRateLimits[name].map((window) => window.max));
      expect(allowed).toBeLessThan(burst / 2);
    },
  );

  it('each per-account limit has a per-minute and a per-hour window', () => {
    for (const name of [
      'chatMessage',
      'bookingRequest',
      'streamPass',
      'phoneReveal',
      'carWrite',
      'driverWrite',
    ] as const)
      expect(defaultRateLimits[name].map((window) => window.timeWindow)).toEqual([
        60_000, 3_600_000,
      ]);
  });
});

describe('the address a limit counts', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:abcd:ef01:2345:6789', '2001:db8:0:0::/64'],
    ['2001:0db8:0001:0002:0003::6', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKeyOf(ip)).toBe(key);
  });
});
