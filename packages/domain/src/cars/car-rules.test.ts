import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import {
  alwaysAvailable,
  daysToMask,
  maskToDays,
  matchesAvailability,
  type CarAvailability,
} from './car-availability.js';
import { carYearChoices, isCarYearOffered, priceBandOf, priceBands } from './car-catalogue.js';
import { priceTiers } from './car-pricing.js';
import { carImageCountError, checkCarImageCount } from './car.schemas.js';

describe('priceTiers (rules §2.8: day = 8 h, week = 5 days, month = 4 weeks)', () => {
  it.each([
    [1000, { hour: 1000, day: 8000, week: 40000, month: 160000 }],
    [15000, { hour: 15000, day: 120000, week: 600000, month: 2400000 }],
  ])('prices RWF %i an hour', (hourly, tiers) => {
    expect(priceTiers(hourly)).toEqual(tiers);
  });
});

describe('availability', () => {
  const car = (days: CarAvailability['days'], from = 8, to = 18): CarAvailability => ({
    days,
    from_hour: from,
    to_hour: to,
  });

  it('stores days as bits and reads them back in calendar order', () => {
    expect(daysToMask(['mon'])).toBe(1);
    expect(daysToMask(['sun'])).toBe(64);
    expect(daysToMask(alwaysAvailable.days)).toBe(127);
    expect(maskToDays(daysToMask(['sun', 'mon', 'wed']))).toEqual(['mon', 'wed', 'sun']);
  });

  it.each([
    ['Monday to Friday', car(['mon', 'tue', 'wed', 'thu', 'fri']), true, false, false],
    ['Monday to Thursday', car(['mon', 'tue', 'wed', 'thu']), false, false, false],
    ['the weekend only', car(['sat', 'sun']), false, true, false],
    ['Saturday only', car(['sat']), false, false, false],
    ['every day, round the clock', alwaysAvailable, true, true, true],
    ['every day until 23:00', car(alwaysAvailable.days, 0, 23), true, true, false],
  ])('%s: weekdays %s, weekends %s, all day %s', (_, availability, weekdays, weekends, allDay) => {
    expect(matchesAvailability(availability, 'weekdays')).toBe(weekdays);
    expect(matchesAvailability(availability, 'weekends')).toBe(weekends);
    expect(matchesAvailability(availability, 'all_day')).toBe(allDay);
  });
});

describe('car catalogue', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('offers the current year and the 29 before it, newest first (rules §2.2)', () => {
    const years = carYearChoices(now);
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1997);
    expect(isCarYearOffered(1997, now)).toBe(true);
    expect(isCarYearOffered(1996, now)).toBe(false);
    expect(isCarYearOffered(2027, now)).toBe(false);
  });

  it('knows the band a min/max pair describes', () => {
    expect(priceBandOf(5000, 10000)).toBe(priceBands[1]);
    expect(priceBandOf(20000, undefined)?.id).toBe('20000+');
    expect(priceBandOf(1, 2)).toBeUndefined();
  });
});

describe('photo count', () => {
  it.each([
    [0, 'add', 'car.imagesRequired', messages.carImagesRequired],
    [0, 'edit', 'car.imagesKeep', messages.carImagesKeep],
    [11, 'add', 'car.tooManyImages', messages.carTooManyImages],
  ] as const)('%i photos when %s: %s', (count, mode, code, message) => {
    expect(carImageCountError(count, mode)).toBe(code);
    expect(checkCarImageCount(count, mode)).toBe(message);
  });

  it('accepts one to ten', () => {
    expect(checkCarImageCount(1, 'add')).toBeUndefined();
    expect(checkCarImageCount(10, 'edit')).toBeUndefined();
  });
});
