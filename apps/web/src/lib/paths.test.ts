import { describe, expect, it } from 'vitest';
import { safeNextPath } from './paths';

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
