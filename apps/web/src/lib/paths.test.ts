import { describe, expect, it } from 'vitest';
import { paths, safeNextPath } from './paths';

describe('safeNextPath', () => {
  it.each([
    ['/account?tab=profile', '/account?tab=profile'],
    ['/admin', '/admin'],
    ['//evil.example/steal', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['/login', undefined],
    ['/signup?x=1', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('paths.signup (rules §1.3)', () => {
  it('carries the role a link means and where to come back to', () => {
    expect(paths.signup()).toBe('/signup');
    expect(paths.signup('owner')).toBe('/signup?role=owner');
    expect(paths.signup(undefined, '/cars/7')).toBe('/signup?next=%2Fcars%2F7');
    expect(paths.signup('driver', '/drivers')).toBe('/signup?role=driver&next=%2Fdrivers');
  });
});
