import { describe, expect, it } from 'vitest';
import { carTitle } from './car-title.js';

describe('carTitle', () => {
  it.each([
    [{ make: 'Toyota', model: 'RAV4', year: 2022 }, '2022 Toyota RAV4'],
    [{ make: 'Mercedes-Benz', model: 'C 200', year: 2015 }, '2015 Mercedes-Benz C 200'],
  ])('names %o as %s', (car, title) => {
    expect(carTitle(car)).toBe(title);
  });
});
